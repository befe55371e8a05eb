package dev.sandbox.physics.chassis;

import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Maths;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.spec.WheelSpec;
import dev.sandbox.physics.tyre.TyreForce;
import dev.sandbox.physics.tyre.TyreModel;

/**
 * One wheel: its spin, integrated from drive, brake and tyre torques
 * ([Monster, "slip ratio and traction force"]), and the tyre's transient slip.
 *
 * <p>The slip ratio kappa = (omega r - v) / |v| of [Monster] divides by the speed, which makes the
 * wheel infinitely stiff at a standstill. Here the tyre carries a deflection state instead, as
 * a brush model does (Pacejka, Tyre and Vehicle Dynamics, sect. 3.2 and 7.2; Bernard &amp;
 * Clover, SAE 950311): du/dt = (omega r - v) - |v| u / sigma, with kappa' = u / sigma fed to the
 * force law. At speed kappa' settles on the ordinary slip ratio within a few centimetres of
 * rolling; near a standstill the tyre acts as a spring with a little damping, so a braked wheel
 * holds the car on a slope without creeping and a stopped car does not jitter ([Siorki, "Convergence
 * at low speed"]). The same is done laterally for the slip angle.
 *
 * <p>The deflection cannot grow past the one that gives the peak force (the bristles slide
 * instead): while it sits at that limit the tyre is sliding, and the force law is fed the
 * kinematic slip (with the speed in the denominator floored at {@link #MIN_SLIP_SPEED_MPS}), so
 * wheelspin and locked wheels get the Magic Formula's lower sliding force, and the tyre grips
 * again as soon as the slip velocity turns back.
 */
public final class Wheel {

    /**
     * Carcass damping on the deflection rate, per newton of load (in newton seconds per metre
     * per newton). It damps the wheel's spin against the tyre spring and, near a standstill,
     * the body on its tyres: without it both ring at 5-30 Hz, because the relaxation term's
     * damping |v| / sigma vanishes at low speed (Pacejka sect. 7.2.2 adds it for that reason).
     */
    public static final double DAMPING_PER_LOAD = 2.0;
    /**
     * Extra damping near a standstill, per newton of load, fading out by {@link #LOW_SPEED_MPS}:
     * with it the body settles on its tyres about critically damped, so a car braked to a stop
     * does not rock back on the tyres' stored deflection ([Siorki, "Convergence at low speed"]).
     */
    static final double LOW_SPEED_DAMPING_PER_LOAD = 5.0;
    /** Speed below which the extra damping fades in (in metres per second). */
    static final double LOW_SPEED_MPS = 2.0;
    /** Floor of the speed in the kinematic slip's denominator while sliding (in metres per second). */
    static final double MIN_SLIP_SPEED_MPS = 1.0;

    private final String name;
    private final WheelSpec spec;
    private final TyreModel tyre;
    private final double sigma;
    private final double forwardOffsetM;
    private final double leftOffsetM;

    private double omega;
    private double spinAngle;
    private double deflectionX;
    private double deflectionY;
    private double steerAngle;
    private double load;
    private double fx;
    private double fy;
    private double springX;
    private double dampingX;
    private boolean sliding;
    private double slipRatio;
    private double slipAngle;
    private double grip = 1;
    private Surface surface = Surface.ASPHALT;
    private boolean grounded = true;
    private Vec3 contact = Vec3.ZERO;

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
        this.sigma = relaxationLengthM;
        this.forwardOffsetM = forwardOffsetM;
        this.leftOffsetM = leftOffsetM;
    }

    /** At rest, tyre relaxed. */
    public void reset() {
        omega = 0;
        spinAngle = 0;
        deflectionX = 0;
        deflectionY = 0;
        fx = 0;
        fy = 0;
        steerAngle = 0;
        sliding = false;
        slipRatio = 0;
        slipAngle = 0;
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
        this.contact = contactPoint;
        this.load = onGround ? Math.max(0, loadN) : 0;
        this.grip = surfaceGrip;
        this.surface = kind;
        this.grounded = onGround && loadN > 0;
    }

    /**
     * Computes the tyre force from the present transient slip (before the spin update).
     *
     * @param vx contact-patch velocity along the wheel's heading (in metres per second)
     * @param vy contact-patch velocity to the wheel's left (in metres per second)
     * @param camberRad wheel inclination (in radians, positive = top to the right)
     * @return the force in the wheel frame
     */
    public TyreForce computeForce(double vx, double vy, double camberRad) {
        if (!grounded) {
            fx = 0;
            fy = 0;
            springX = 0;
            dampingX = 0;
            slipRatio = 0;
            slipAngle = 0;
            return TyreForce.ZERO;
        }
        double kappa = deflectionX / sigma;
        double tanAlpha = deflectionY / sigma;
        if (sliding) {
            double kp = tyre.peakSlipRatio(load, grip);
            double tp = Math.tan(tyre.peakSlipAngleRad(load, grip));
            double denom = Math.max(Math.abs(vx), MIN_SLIP_SPEED_MPS);
            double kk = (omega * spec.radiusM() - vx) / denom;
            double tk = -vy / denom;
            if (Maths.hypot(kk / kp, tk / tp) > 1.0) {
                kappa = kk;
                tanAlpha = tk;
            }
        }
        slipRatio = kappa;
        slipAngle = Math.atan(tanAlpha);
        TyreForce f = tyre.force(kappa, slipAngle, camberRad, load, grip);
        double relax = Math.abs(vx) / sigma;
        double damp = sliding ? 0.0 : dampingCoefficient(vx);
        springX = f.longitudinalN() - damp * (vx + relax * deflectionX);
        dampingX = damp;
        fx = springX + damp * omega * spec.radiusM();
        fy = f.lateralN() + damp * (-vy - relax * deflectionY);
        limitToFriction();
        return new TyreForce(fx, fy);
    }

    /** Carcass damping for this load and speed (in newton seconds per metre). */
    private double dampingCoefficient(double vx) {
        double fade = Math.max(0.0, 1.0 - Math.abs(vx) / LOW_SPEED_MPS);
        return load * (DAMPING_PER_LOAD + LOW_SPEED_DAMPING_PER_LOAD * fade);
    }

    private void limitToFriction() {
        double limit = Math.max(tyre.longitudinalFriction(load, grip), tyre.lateralFriction(load, grip)) * load;
        double mag = Maths.hypot(fx, fy);
        if (mag > limit && mag > 0) {
            fx *= limit / mag;
            fy *= limit / mag;
        }
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
        double implicit = 1.0 + dtS * dampingX * r * r / inertia;
        double free = (omega + dtS * (driveTorqueNm - springX * r) / inertia) / implicit;
        double stop = dtS * frictionTorqueNm / inertia / implicit;
        omega = Math.abs(free) <= stop ? 0.0 : free - Math.copySign(stop, free);
        if (grounded) {
            fx = springX + dampingX * omega * r;
            limitToFriction();
        }
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
        return spec.inertiaKgM2() + dtS * dampingX * r * r;
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
        double rolling = rollingResistance * surface.rollingFactor() * load * r;
        double tyre = grounded ? -(springX + dampingX * omega * r) * r : 0.0;
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
        return brakeNm + rollingResistance * surface.rollingFactor() * load * spec.radiusM();
    }

    /**
     * Advances the tyre's deflection with the new spin (semi-implicit, so the tyre spring and
     * the wheel inertia cannot pump energy into each other). The linear relaxation equation is
     * integrated exactly for a slip velocity held over the step, so the deflection settles on
     * sigma times the slip ratio at any speed and step.
     *
     * @param vx contact-patch velocity along the wheel (in metres per second)
     * @param vy contact-patch velocity to the wheel's left (in metres per second)
     * @param dtS step (in seconds)
     */
    public void advanceSlip(double vx, double vy, double dtS) {
        if (!grounded) {
            deflectionX = 0;
            deflectionY = 0;
            sliding = false;
            return;
        }
        double rate = Math.abs(vx) / sigma;
        double relax = Math.exp(-rate * dtS);
        double gain = rate * dtS > 1e-9 ? (1.0 - relax) / rate : dtS;
        deflectionX = deflectionX * relax + (omega * spec.radiusM() - vx) * gain;
        deflectionY = deflectionY * relax - vy * gain;
        double maxX = tyre.peakSlipRatio(load, grip) * sigma;
        double maxY = Math.tan(tyre.peakSlipAngleRad(load, grip)) * sigma;
        double e = Maths.hypot(deflectionX / maxX, deflectionY / maxY);
        sliding = e >= 1.0;
        if (sliding) {
            deflectionX /= e;
            deflectionY /= e;
        }
    }

    /** @return the slip ratio the tyre force was computed from (dimensionless) */
    public double slipRatio() {
        return slipRatio;
    }

    /** @return the slip angle the tyre force was computed from (in radians) */
    public double slipAngleRad() {
        return slipAngle;
    }

    /** @return the slip ratio of the tyre's peak longitudinal force at its present load and grip (positive) */
    public double peakSlipRatio() {
        return tyre.peakSlipRatio(load, grip);
    }

    /** @return true while the tyre slides (deflection at its limit) */
    public boolean sliding() {
        return sliding;
    }

    /** @return the tyre's contact point in the world (in metres) */
    public Vec3 contactPoint() {
        return contact;
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
        steerAngle = rad;
    }

    /** @return load (in newtons) */
    public double load() {
        return load;
    }

    /** @return longitudinal tyre force of this step (in newtons) */
    public double fx() {
        return fx;
    }

    /** @return lateral tyre force of this step (in newtons) */
    public double fy() {
        return fy;
    }

    /** @return true when touching the ground with load */
    public boolean grounded() {
        return grounded;
    }

    /** @return surface grip under the tyre */
    public double grip() {
        return grip;
    }

    /** @return surface kind under the tyre */
    public Surface surface() {
        return surface;
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
        h = mix(h, deflectionX);
        return mix(h, deflectionY);
    }

    /** Mixes a double's bits into a running hash. */
    public static long mix(long h, double v) {
        long x = h ^ Double.doubleToLongBits(v);
        x *= 0x9E3779B97F4A7C15L;
        return x ^ (x >>> 31);
    }
}
