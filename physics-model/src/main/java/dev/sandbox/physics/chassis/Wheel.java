package dev.sandbox.physics.chassis;

import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.spec.WheelSpec;
import dev.sandbox.physics.tyre.TyreForce;
import dev.sandbox.physics.tyre.TyreModel;

/**
 * One wheel: its spin, integrated from drive, brake and tyre torques
 * ([Monster, "slip ratio and traction force"]), with the tyre's {@link ContactPatch} between
 * the rim and the road giving the force, its transient slip and the aligning moment.
 */
public final class Wheel {

    /**
     * The tyre carcass's lateral and longitudinal damping per newton of load at speed (in N s/m
     * per N), for models that linearise the contact ({@link ContactPatch}).
     */
    public static final double CARCASS_DAMPING_PER_LOAD = ContactPatch.DAMPING_PER_LOAD;

    /**
     * @param speedMps rolling speed (in metres per second)
     * @return the share of {@link #CARCASS_DAMPING_PER_LOAD} that acts sideways at that speed
     */
    public static double lateralCarcassDampingShare(double speedMps) {
        return ContactPatch.lateralDampingShare(speedMps);
    }


    private final String name;
    private final WheelSpec spec;
    private final TyreModel tyre;
    private final ContactPatch patch;
    private final double forwardOffsetM;
    private final double leftOffsetM;

    private double omega;
    private double spinAngle;
    private double steerAngle;
    private double steerCos = 1;
    private double steerSin;

    /**
     * @param name label ("FL", ...)
     * @param spec wheel data
     * @param tyre tyre force law
     * @param relaxationLengthM tyre relaxation length sigma (in metres)
     * @param forwardOffsetM contact point ahead of the centre of mass (in metres)
     * @param leftOffsetM contact point left of the centre of mass (in metres)
     */
    public Wheel(String name, WheelSpec spec, TyreModel tyre, double relaxationLengthM,
            double forwardOffsetM, double leftOffsetM) {
        this.name = name;
        this.spec = spec;
        this.tyre = tyre;
        this.patch = new ContactPatch(tyre, relaxationLengthM, spec.radiusM());
        this.forwardOffsetM = forwardOffsetM;
        this.leftOffsetM = leftOffsetM;
    }

    /** At rest, tyre relaxed. */
    public void reset() {
        omega = 0;
        spinAngle = 0;
        setSteerAngle(0);
        patch.reset();
    }

    /**
     * Sets what the ground is like under the tyre this step.
     *
     * @param contactPoint world contact point (in metres)
     * @param loadN vertical load (in newtons, &ge;0; 0 when lifted)
     * @param surfaceGrip friction multiplier of the ground
     * @param kind surface kind
     * @param onGround true when touching
     */
    public void setContact(Vec3 contactPoint, double loadN, double surfaceGrip, Surface kind, boolean onGround) {
        patch.setContact(contactPoint.x(), contactPoint.y(), contactPoint.z(), loadN, surfaceGrip, kind, onGround);
    }

    /**
     * Sets the ground under the wheel, as {@link #setContact(Vec3, double, double, Surface, boolean)}
     * with the contact point in numbers (no vector made each step).
     *
     * @param x world x of the contact point (in metres)
     * @param y world y of the contact point (in metres)
     * @param z world z of the contact point (in metres)
     * @param loadN normal load (in newtons)
     * @param surfaceGrip friction multiplier of the surface (1 = dry asphalt)
     * @param kind the surface kind
     * @param onGround whether the tyre touches the ground
     */
    public void setContact(double x, double y, double z, double loadN, double surfaceGrip, Surface kind,
            boolean onGround) {
        patch.setContact(x, y, z, loadN, surfaceGrip, kind, onGround);
    }

    /**
     * Computes the tyre force from the present transient slip (before the spin update).
     *
     * @param vx contact-patch velocity along the wheel's heading (in metres per second)
     * @param vy contact-patch velocity to the wheel's left (in metres per second)
     * @param camberRad wheel inclination (in radians, positive = top to the right)
     * @return the force and aligning moment in the wheel frame
     */
    public TyreForce computeForce(double vx, double vy, double camberRad) {
        updateForce(vx, vy, camberRad);
        return new TyreForce(fx(), fy(), aligningMomentNm());
    }

    /**
     * {@link #computeForce} for a caller that reads the force from {@link #fx()}, {@link #fy()}
     * and {@link #aligningMomentNm()} (no record made each step).
     *
     * @param vx contact-patch velocity along the wheel's heading (in metres per second)
     * @param vy contact-patch velocity to the wheel's left (in metres per second)
     * @param camberRad wheel inclination (in radians, positive = top to the right)
     */
    public void updateForce(double vx, double vy, double camberRad) {
        patch.computeForce(vx, vy, camberRad, omega);
    }

    /**
     * Integrates the spin under drive torque, tyre reaction and friction torques (brakes and
     * rolling resistance). Friction torques oppose rotation and can hold the wheel still but
     * never turn it backwards.
     *
     * @param driveTorqueNm torque from the driveline (in newton metres)
     * @param frictionTorqueNm available brake plus rolling-resistance torque (in N m, &ge;0)
     * @param dtS step (in seconds)
     */
    public void integrateSpin(double driveTorqueNm, double frictionTorqueNm, double dtS) {
        double r = spec.radiusM();
        double inertia = spec.inertiaKgM2();
        // the damping part of the tyre force, c (omega r - ...), is taken implicitly in omega
        double implicit = 1.0 + dtS * patch.dampingXNsPerM() * r * r / inertia;
        double free = (omega + dtS * (driveTorqueNm - patch.springXN() * r) / inertia) / implicit;
        double stop = dtS * frictionTorqueNm / inertia / implicit;
        omega = Math.abs(free) <= stop ? 0.0 : free - Math.copySign(stop, free);
        patch.respin(omega);
        spinAngle += omega * dtS;
        if (Math.abs(spinAngle) > 1e4) {
            spinAngle = Math.IEEEremainder(spinAngle, 2 * Math.PI);
        }
    }

    /**
     * The spin inertia a drive torque meets over the coming step: the wheel's own plus the share
     * of the tyre's carcass damping that {@link #integrateSpin} takes implicitly, c r^2 dt (a
     * faster-turning wheel at once pushes harder on the road). A driveline that solves for a
     * locked clutch with this inertia and {@link #spinReactionNm} predicts exactly the spin
     * {@link #integrateSpin} gives, so the engine tied to that spin neither gains nor loses work.
     *
     * @param dtS step (in seconds)
     * @return the inertia (in kg m^2, &ge; the wheel's own)
     */
    public double stepInertiaKgM2(double dtS) {
        double r = spec.radiusM();
        return spec.inertiaKgM2() + dtS * patch.dampingXNsPerM() * r * r;
    }

    /**
     * The torque on the wheel's spin this step other than drive and brakes, as {@link #integrateSpin}
     * will apply it: the tyre's reaction at the present spin, -F_x r (before the friction-circle
     * cap, as integrateSpin uses it), and rolling resistance mu_r F_z r against the spin
     * ([Palmer, eq. 8.4]).
     *
     * @param rollingResistance mu_r
     * @return the torque (in newton metres, positive = spinning the wheel forward)
     */
    public double spinReactionNm(double rollingResistance) {
        double r = spec.radiusM();
        double rolling = rollingResistance * patch.surface().rollingFactor() * patch.load() * r;
        double tyre = patch.grounded() ? -(patch.springXN() + patch.dampingXNsPerM() * omega * r) * r : 0.0;
        return tyre - (omega == 0.0 ? 0.0 : Math.copySign(rolling, omega));
    }

    /**
     * The friction torque available at this wheel this step: the brake plus rolling resistance as
     * a torque, mu_r F_z r [Palmer, eq. 8.4], scaled by the surface. An anti-lock unit, where the
     * driver has one, acts on the brake demand before it gets here (it is one of the assists).
     *
     * @param brakeNm brake torque asked for (in newton metres, &ge;0)
     * @param rollingResistance mu_r
     * @return the torque for {@link #integrateSpin} (in newton metres, &ge;0)
     */
    public double frictionTorqueNm(double brakeNm, double rollingResistance) {
        return brakeNm + rollingResistance * patch.surface().rollingFactor() * patch.load() * spec.radiusM();
    }

    /**
     * Advances the tyre's deflection with the new spin ({@link ContactPatch#advanceSlip}).
     *
     * @param vx contact-patch velocity along the wheel (in metres per second)
     * @param vy contact-patch velocity to the wheel's left (in metres per second)
     * @param dtS step (in seconds)
     */
    public void advanceSlip(double vx, double vy, double dtS) {
        patch.advanceSlip(vx, vy, omega, dtS);
    }

    /** @return the slip ratio the tyre force was computed from (dimensionless) */
    public double slipRatio() {
        return patch.slipRatio();
    }

    /** @return the slip angle the tyre force was computed from (in radians) */
    public double slipAngleRad() {
        return patch.slipAngleRad();
    }

    /** @return the slip ratio of the tyre's peak longitudinal force at its present load and grip (positive) */
    public double peakSlipRatio() {
        return patch.peakSlipRatio();
    }

    /**
     * @return how near the tyre works to its grip limit: the combined slip as a share of the
     *     peak's (0 rolling free, 1 at the limit, more when sliding past it; 0 off the ground)
     */
    public double combinedSlipShare() {
        return patch.combinedSlipShare();
    }

    /** @return true while the tyre slides (deflection at its limit) */
    public boolean sliding() {
        return patch.sliding();
    }

    /** @return the tyre's contact point in the world (in metres) */
    public Vec3 contactPoint() {
        return patch.contactPoint();
    }

    /** @return accumulated rotation about the axle (in radians) */
    public double spinAngleRad() {
        return spinAngle;
    }

    /** @return spin (in radians per second) */
    public double omega() {
        return omega;
    }

    /** @param value spin (in radians per second) */
    public void setOmega(double value) {
        omega = value;
    }

    /** @return steer angle (in radians, positive = left) */
    public double steerAngle() {
        return steerAngle;
    }

    /** @param rad steer angle (in radians, positive = left) */
    public void setSteerAngle(double rad) {
        if (Double.doubleToRawLongBits(rad) == Double.doubleToRawLongBits(steerAngle)) {
            return;
        }
        steerAngle = rad;
        // the wheel frame is turned by this angle twice a step (velocity in, force out)
        steerCos = Math.cos(rad);
        steerSin = Math.sin(rad);
    }

    /** @return cos of the steer angle */
    public double steerCos() {
        return steerCos;
    }

    /** @return sin of the steer angle */
    public double steerSin() {
        return steerSin;
    }

    /** @return load (in newtons) */
    public double load() {
        return patch.load();
    }

    /** @return longitudinal tyre force of this step (in newtons) */
    public double fx() {
        return patch.fx();
    }

    /** @return lateral tyre force of this step (in newtons) */
    public double fy() {
        return patch.fy();
    }

    /**
     * @return the tyre's aligning moment of this step, from the pneumatic trail (in newton
     *     metres, positive = turning the wheel left)
     */
    public double aligningMomentNm() {
        return patch.aligningMomentNm();
    }

    /** @return the wheel's inclination to the ground this step (in radians, positive = top to the right) */
    public double camberRad() {
        return patch.camberRad();
    }

    /** @return true when touching the ground with load */
    public boolean grounded() {
        return patch.grounded();
    }

    /** @return surface grip under the tyre */
    public double grip() {
        return patch.grip();
    }

    /** @return surface kind under the tyre */
    public Surface surface() {
        return patch.surface();
    }

    /** @return contact point ahead of the centre of mass (in metres) */
    public double forwardOffsetM() {
        return forwardOffsetM;
    }

    /** @return contact point left of the centre of mass (in metres) */
    public double leftOffsetM() {
        return leftOffsetM;
    }

    /** @return rolling radius (in metres) */
    public double radiusM() {
        return spec.radiusM();
    }

    /** @return spin inertia (in kg m^2) */
    public double inertiaKgM2() {
        return spec.inertiaKgM2();
    }

    /** @return the tyre law */
    public TyreModel tyre() {
        return tyre;
    }

    /** @return the label */
    public String name() {
        return name;
    }

    /** @return a hash of the wheel's state */
    public long stateHash(long h) {
        h = mix(h, omega);
        h = mix(h, spinAngle);
        return patch.stateHash(h);
    }

    /** Mixes a double's bits into a running hash. */
    public static long mix(long h, double v) {
        long x = h ^ Double.doubleToLongBits(v);
        x *= 0x9E3779B97F4A7C15L;
        return x ^ (x >>> 31);
    }
}
