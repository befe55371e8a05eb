package dev.sandbox.physics.chassis;

import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Maths;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.tyre.FrictionEllipse;
import dev.sandbox.physics.tyre.TyreModel;
import dev.sandbox.physics.tyre.TyreWorkingPoint;

/**
 * A tyre's contact patch: its load and the ground under it, the tyre's transient slip and the
 * force and aligning moment it gives. The {@link Wheel} owns the spin; this class owns the
 * rubber between the rim and the road.
 *
 * <p>The slip ratio kappa = (omega r - v) / |v| of [Monster, "slip ratio and traction force"]
 * divides by the speed, which makes the wheel infinitely stiff at a standstill. Here the tyre
 * carries a deflection state instead, as a brush model does ([Pacejka 2012, §3.2, §7.2];
 * Bernard &amp; Clover, SAE 950311): du/dt = (omega r - v) - |v| u / sigma, with kappa' = u /
 * sigma fed to the force law. At speed kappa' settles on the ordinary slip ratio within a few
 * centimetres of rolling; near a standstill the tyre acts as a spring with a little damping,
 * so a braked wheel holds the car on a slope without creeping and a stopped car does not
 * jitter ([Siorki, "Convergence at low speed"]). The same is done laterally for the slip angle.
 *
 * <p>The deflection cannot grow past the one that gives the peak force (the bristles slide
 * instead): while it sits at that limit the tyre is sliding, and the force law is fed the
 * kinematic slip (with the speed in the denominator floored at {@link #MIN_SLIP_SPEED_MPS}), so
 * wheelspin and locked wheels get the Magic Formula's lower sliding force, and the tyre grips
 * again as soon as the slip velocity turns back. The force never leaves the
 * {@link FrictionEllipse} of the tyre's two peak coefficients.
 */
final class ContactPatch {

    /**
     * Carcass damping on the deflection rate, per newton of load (in newton seconds per metre
     * per newton). It damps the wheel's spin against the tyre spring and, near a standstill,
     * the body on its tyres: without it both ring at 5-30 Hz, because the relaxation term's
     * damping |v| / sigma vanishes at low speed ([Pacejka 2012, §7.2] adds it for that reason).
     */
    static final double DAMPING_PER_LOAD = 2.0;
    /**
     * Extra damping near a standstill, per newton of load, fading out by {@link #LOW_SPEED_MPS}:
     * with it the body settles on its tyres about critically damped, so a car braked to a stop
     * does not rock back on the tyres' stored deflection ([Siorki, "Convergence at low speed"]).
     */
    static final double LOW_SPEED_DAMPING_PER_LOAD = 5.0;
    /** Speed by which the sideways carcass damping has faded out (in metres per second). */
    static final double LATERAL_DAMPING_FADE_MPS = 10.0;
    /** Speed below which the extra damping fades in (in metres per second). */
    static final double LOW_SPEED_MPS = 2.0;
    /** Floor of the speed in the kinematic slip's denominator while sliding (in metres per second). */
    static final double MIN_SLIP_SPEED_MPS = 1.0;

    private final TyreModel tyre;
    /** The tyre law's figures for this step's load and grip, worked out when they are set. */
    private final TyreWorkingPoint point = new TyreWorkingPoint();
    private final double sigma;
    private final double radiusM;

    private double deflectionX;
    private double deflectionY;
    private double load;
    private double fx;
    private double fy;
    private double aligningMomentNm;
    private double camberRad;
    private double springX;
    private double dampingX;
    private boolean sliding;
    private double slipRatio;
    /** tan of the slip angle the force was computed from; the angle itself is read rarely. */
    private double slipTan;
    private double grip = 1;
    private Surface surface = Surface.ASPHALT;
    private boolean grounded = true;
    private double contactX;
    private double contactY;
    private double contactZ;
    /** The contact point as a vector, made when first asked for after a step (null: not yet). */
    private Vec3 contact = Vec3.ZERO;

    /**
     * @param tyre tyre force law
     * @param relaxationLengthM tyre relaxation length sigma (in metres)
     * @param radiusM rolling radius (in metres)
     */
    ContactPatch(TyreModel tyre, double relaxationLengthM, double radiusM) {
        this.tyre = tyre;
        this.sigma = relaxationLengthM;
        this.radiusM = radiusM;
        tyre.prepare(point, load, grip);
    }

    /** Tyre relaxed, no force. */
    void reset() {
        deflectionX = 0;
        deflectionY = 0;
        fx = 0;
        fy = 0;
        aligningMomentNm = 0;
        sliding = false;
        slipRatio = 0;
        slipTan = 0;
    }

    /** Sets the ground under the tyre; see {@link Wheel#setContact}. */
    void setContact(double x, double y, double z, double loadN, double surfaceGrip, Surface kind, boolean onGround) {
        contactX = x;
        contactY = y;
        contactZ = z;
        contact = null;
        this.load = onGround ? Math.max(0, loadN) : 0;
        this.grip = surfaceGrip;
        this.surface = kind;
        this.grounded = onGround && loadN > 0;
        tyre.prepare(point, load, grip);
    }

    /**
     * Computes the force from the present transient slip (before the spin update).
     *
     * @param vx contact-patch velocity along the wheel's heading (in metres per second)
     * @param vy contact-patch velocity to the wheel's left (in metres per second)
     * @param camber wheel inclination (in radians, positive = top to the right)
     * @param omega the wheel's spin (in radians per second)
     */
    void computeForce(double vx, double vy, double camber, double omega) {
        camberRad = camber;
        if (!grounded) {
            fx = 0;
            fy = 0;
            aligningMomentNm = 0;
            springX = 0;
            dampingX = 0;
            slipRatio = 0;
            slipTan = 0;
            return;
        }
        double kappa = deflectionX / sigma;
        double tanAlpha = deflectionY / sigma;
        if (sliding) {
            double kp = point.peakSlipRatio();
            double tp = point.peakTanSlipAngle();
            double denom = Math.max(Math.abs(vx), MIN_SLIP_SPEED_MPS);
            double kk = (omega * radiusM - vx) / denom;
            double tk = -vy / denom;
            if (Maths.hypot(kk / kp, tk / tp) > 1.0) {
                kappa = kk;
                tanAlpha = tk;
            }
        }
        slipRatio = kappa;
        slipTan = tanAlpha;
        tyre.force(point, kappa, tanAlpha, camber);
        aligningMomentNm = point.aligningMomentNm();
        double relax = Math.abs(vx) / sigma;
        double damp = sliding ? 0.0 : dampingCoefficient(vx);
        springX = point.forceXN() - damp * (vx + relax * deflectionX);
        dampingX = damp;
        fx = springX + damp * omega * radiusM;
        fy = point.forceYN() + damp * lateralDampingShare(vx) * (-vy - relax * deflectionY);
        limitToFriction();
    }

    /**
     * The longitudinal force with the spin after the step's update: the spring part plus the
     * carcass damping at the new spin, kept inside the friction ellipse.
     *
     * @param omega the wheel's new spin (in radians per second)
     */
    void respin(double omega) {
        if (grounded) {
            fx = springX + dampingX * omega * radiusM;
            limitToFriction();
        }
    }

    /**
     * The share of the carcass damping that acts sideways: all of it at a standstill, where the
     * relaxation's own damping |v| / sigma vanishes, none once the wheel rolls fast enough for
     * the relaxation to damp the deflection, as [Pacejka 2012, §7.2] fades its low-speed
     * damping. Kept at speed it made the tyre force lead the slip (c / k several times sigma / v
     * at 100 km/h) and damped the motorcycle's wobble out of existence.
     *
     * @param vx contact-patch velocity along the wheel (in metres per second)
     * @return 1 at rest, falling linearly to 0 at {@link #LATERAL_DAMPING_FADE_MPS}
     */
    static double lateralDampingShare(double vx) {
        return Math.max(0.0, 1.0 - Math.abs(vx) / LATERAL_DAMPING_FADE_MPS);
    }

    /** Carcass damping for this load and speed (in newton seconds per metre). */
    private double dampingCoefficient(double vx) {
        double fade = Math.max(0.0, 1.0 - Math.abs(vx) / LOW_SPEED_MPS);
        return load * (DAMPING_PER_LOAD + LOW_SPEED_DAMPING_PER_LOAD * fade);
    }

    private void limitToFriction() {
        double k = FrictionEllipse.scale(fx, fy, point.limitXN(), point.limitYN());
        fx *= k;
        fy *= k;
    }

    /**
     * Advances the deflection with the new spin (semi-implicit, so the tyre spring and the
     * wheel inertia cannot pump energy into each other). The linear relaxation equation is
     * integrated exactly for a slip velocity held over the step, so the deflection settles on
     * sigma times the slip ratio at any speed and step.
     *
     * @param vx contact-patch velocity along the wheel (in metres per second)
     * @param vy contact-patch velocity to the wheel's left (in metres per second)
     * @param omega the wheel's spin (in radians per second)
     * @param dtS step (in seconds)
     */
    void advanceSlip(double vx, double vy, double omega, double dtS) {
        if (!grounded) {
            deflectionX = 0;
            deflectionY = 0;
            sliding = false;
            return;
        }
        double rate = Math.abs(vx) / sigma;
        double relax = Math.exp(-rate * dtS);
        double gain = rate * dtS > 1e-9 ? (1.0 - relax) / rate : dtS;
        deflectionX = deflectionX * relax + (omega * radiusM - vx) * gain;
        deflectionY = deflectionY * relax - vy * gain;
        double maxX = point.peakSlipRatio() * sigma;
        double maxY = point.peakTanSlipAngle() * sigma;
        double e = Maths.hypot(deflectionX / maxX, deflectionY / maxY);
        sliding = e >= 1.0;
        if (sliding) {
            deflectionX /= e;
            deflectionY /= e;
        }
    }

    double slipRatio() {
        return slipRatio;
    }

    double slipAngleRad() {
        return Maths.atan(slipTan);
    }

    double peakSlipRatio() {
        return point.peakSlipRatio();
    }

    /**
     * @return the combined slip as a share of the peak's, hypot(kappa / kappa_peak, tan alpha / tan alpha_peak): 1 at the
     * friction limit
     */
    double combinedSlipShare() {
        return grounded ? Maths.hypot(slipRatio / point.peakSlipRatio(), slipTan / point.peakTanSlipAngle()) : 0.0;
    }

    boolean sliding() {
        return sliding;
    }

    Vec3 contactPoint() {
        if (contact == null) {
            contact = new Vec3(contactX, contactY, contactZ);
        }
        return contact;
    }

    double load() {
        return load;
    }

    double fx() {
        return fx;
    }

    double fy() {
        return fy;
    }

    double aligningMomentNm() {
        return aligningMomentNm;
    }

    double camberRad() {
        return camberRad;
    }

    /** @return the spring part of the longitudinal force, before the carcass damping at the spin (in newtons) */
    double springXN() {
        return springX;
    }

    /** @return the carcass damping taken implicitly with the spin (in newton seconds per metre) */
    double dampingXNsPerM() {
        return dampingX;
    }

    boolean grounded() {
        return grounded;
    }

    double grip() {
        return grip;
    }

    Surface surface() {
        return surface;
    }

    long stateHash(long h) {
        h = Wheel.mix(h, deflectionX);
        return Wheel.mix(h, deflectionY);
    }
}
