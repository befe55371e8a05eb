package dev.sandbox.physics.reference;

import dev.sandbox.physics.math.Maths;
import dev.sandbox.physics.math.Units;

/**
 * Hlavacs' closed-form two-wheel car model based on Ackermann steering
 * ([Hlavacs], eq. 14-37, with the traction check of section 5), kept executable
 * as a reference for the full model. The car heads along +y; the rear tyre B is the rotation
 * axis, the front tyre A is a wheelbase L ahead, the centre of mass C midway (eq. 16).
 *
 * <p>All quantities are those of the paper: beta is the steering angle, v the speed of B.
 */
public final class HlavacsModel {

    /** [Hlavacs, Table 1 and section 5]: the paper's car. */
    public static final HlavacsModel TABLE_1 = new HlavacsModel(2.0, 4.0, 1500, 0.33, 4.1);
    /** [Hlavacs, section 5]: static friction of rubber on dry concrete. */
    public static final double MU_STATIC_DRY = 1.0;
    /** [Hlavacs, section 5]: static friction of rubber on wet concrete. */
    public static final double MU_STATIC_WET = 0.3;

    private final double widthM;
    private final double lengthM;
    private final double massKg;
    private final double wheelRadiusM;
    private final double wheelInertiaKgM2;

    /**
     * @param widthM car width W (in metres)
     * @param lengthM car length L, also the tyre distance (in metres)
     * @param massKg car mass M (in kilograms)
     * @param wheelRadiusM tyre radius R_w (in metres)
     * @param wheelInertiaKgM2 inertia of one (central) tyre I_w (in kg m^2; Table 1 gives 2 x 4.1)
     */
    public HlavacsModel(double widthM, double lengthM, double massKg, double wheelRadiusM, double wheelInertiaKgM2) {
        this.widthM = widthM;
        this.lengthM = lengthM;
        this.massKg = massKg;
        this.wheelRadiusM = wheelRadiusM;
        this.wheelInertiaKgM2 = wheelInertiaKgM2;
    }

    /**
     * The forces of one instant.
     *
     * @param yawRate omega of eq. 23 (in radians per second)
     * @param totalForce F_tot of eq. 37, along the car (in newtons)
     * @param acceleration dv/dt = F_tot / M (in m/s^2)
     * @param frontX x of the front traction force F_trac,f (eq. 30, in newtons)
     * @param frontY y of the front traction force (in newtons)
     * @param rearX x of the rear traction force F_trac,r (in newtons)
     * @param rearY y of the rear traction force (in newtons)
     */
    public record State(double yawRate, double totalForce, double acceleration, double frontX, double frontY,
            double rearX, double rearY) {

        /** @return |F_trac,f| (in newtons) */
        public double frontTraction() {
            return Maths.hypot(frontX, frontY);
        }

        /** @return |F_trac,r| (in newtons) */
        public double rearTraction() {
            return Maths.hypot(rearX, rearY);
        }
    }

    /** @return I_C of eq. 9 (in kg m^2) */
    public double inertiaAboutCentre() {
        return massKg * (widthM * widthM + lengthM * lengthM) / 12.0;
    }

    /** @return I_B = I_C + M L^2 / 4 (eq. 10, in kg m^2) */
    public double inertiaAboutRear() {
        return inertiaAboutCentre() + massKg * lengthM * lengthM / 4.0;
    }

    /** @return omega = v tan(beta) / L (eq. 23, in radians per second) */
    public double yawRate(double speed, double beta) {
        return speed * Math.tan(beta) / lengthM;
    }

    /**
     * Solves eq. 21-37 for one instant.
     *
     * @param speed v, the speed of the rear tyre (in metres per second)
     * @param beta steering angle (in radians, |beta| &lt; pi/2)
     * @param betaRate d beta / dt (in radians per second)
     * @param rearTorque T_e,r (in newton metres)
     * @param frontTorque T_e,f (in newton metres)
     * @return the forces
     */
    public State solve(double speed, double beta, double betaRate, double rearTorque, double frontTorque) {
        double m = massKg;
        double l = lengthM;
        double rw = wheelRadiusM;
        double iw = wheelInertiaKgM2;
        double tan = Math.tan(beta);
        double cos = Math.cos(beta);
        double common = -m * speed * speed * tan * tan / l;
        double cpFx = beta != 0 ? common * (1.0 / tan) / 2 : 0; // eq. 21
        double cpFy = beta != 0 ? common / 2 : 0;
        double cpRx = beta != 0 ? common * (1.0 / tan) / 2 : 0; // eq. 22
        double ib = inertiaAboutRear();
        double fr = ib * tan / (l * l); // eq. 33
        double denominator = 2 * iw + (m + fr * tan) * rw * rw;
        double total = m * rw * rw * (cpFy - fr * speed / (cos * cos) * betaRate) / denominator
                + m * rw * (cos * frontTorque + rearTorque) / denominator; // eq. 37
        double a = total / m;
        double alpha = tan / l * a + speed / (l * cos * cos) * betaRate; // eq. 24
        double rotFx = -alpha * ib / l; // eq. 25
        double rotFy = rotFx * tan; // eq. 26
        double rotRx = (ib - inertiaAboutCentre()) / ib * rotFx; // eq. 28
        double totRear = iw * a / rw; // eq. 35
        double tracRy = (rearTorque - totRear) / rw; // eq. 29
        double totFront = iw * a / (rw * cos); // eq. 36
        double accF = (frontTorque - totFront) / rw; // eq. 31
        double frontX = cpFx + rotFx - Math.sin(beta) * accF; // eq. 30
        double frontY = cpFy + rotFy + cos * accF;
        double rearX = cpRx + rotRx;
        return new State(yawRate(speed, beta), total, a, frontX, frontY, rearX, tracRy);
    }

    /**
     * The traction check of section 5: F_max = mu_s M g / 2 at each tyre.
     *
     * @param state the forces
     * @param muStatic static friction coefficient
     * @return true when neither tyre exceeds F_max
     */
    public boolean grips(State state, double muStatic) {
        double max = muStatic * Units.G * massKg / 2;
        return state.frontTraction() <= max && state.rearTraction() <= max;
    }

    /**
     * The experiment of [Hlavacs, fig. 14]: the largest steering angle that does not make a tyre
     * slide at a speed, with d beta / dt = 0 and no engine or brake torque.
     *
     * @param speed v (in metres per second, &gt;0)
     * @param muStatic static friction coefficient
     * @return the angle (in radians), found by bisection to 1e-6 rad
     */
    public double maxSteeringAngle(double speed, double muStatic) {
        double lo = 0;
        double hi = Math.toRadians(89);
        if (grips(solve(speed, hi, 0, 0, 0), muStatic)) {
            return hi;
        }
        while (hi - lo > 1e-6) {
            double mid = 0.5 * (lo + hi);
            if (grips(solve(speed, mid, 0, 0, 0), muStatic)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** @return the tyre distance L (in metres) */
    public double lengthM() {
        return lengthM;
    }
}
