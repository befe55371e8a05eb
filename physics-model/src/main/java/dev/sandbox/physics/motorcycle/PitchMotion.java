package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.spec.ChassisSpec;

/**
 * Longitudinal load transfer between the two wheels, and the pitch of the whole bike about one
 * wheel when the other's load reaches zero: a wheelie under power, a stoppie under front braking.
 *
 * <p>With both wheels down the loads follow [Monster, "Weight Transfer"]:
 * W_f = (b/L) W - (h/L) F_x and W_r = (a/L) W + (h/L) F_x, with F_x the tyres' forward force,
 * acting through the suspension's first-order lag. When W_f would go negative the front lifts
 * and the bike turns about the rear contact point: I_r theta'' = F_x y_G - W x_G, where
 * (x_G, y_G) = (b cos theta - h sin theta, b sin theta + h cos theta) is the centre of mass seen
 * from the rear contact and I_r = I_G + m (b^2 + h^2) (Cossalter, "Motorcycle Dynamics", 2nd ed.,
 * ch. 3 "Rectilinear motion": wheelie and stoppie limits F_x h &gt; W b and -F_x h &gt; W a). The stoppie is the
 * mirror image about the front contact. The wheel comes down plastically (no bounce). Past the
 * balance point (the centre of mass over the contact point) the bike goes over: {@link #flipped}.
 */
final class PitchMotion {

    private final ChassisSpec spec;
    private final double massKg;
    private final double inertiaRearKgM2;
    private final double inertiaFrontKgM2;

    private double lagForwardN;
    private double pitchRad;
    private double pitchRateRadPerS;

    /**
     * @param spec chassis data (wheelbase, centre of mass, load-transfer lag)
     * @param pitchInertiaAtCgKgM2 pitch inertia about the centre of mass (in kg m^2)
     */
    PitchMotion(ChassisSpec spec, double pitchInertiaAtCgKgM2) {
        this.spec = spec;
        this.massKg = spec.totalMassKg();
        double h = spec.cgHeightM();
        double a = spec.cgToFrontAxleM();
        double b = spec.cgToRearAxleM();
        inertiaRearKgM2 = pitchInertiaAtCgKgM2 + massKg * (b * b + h * h);
        inertiaFrontKgM2 = pitchInertiaAtCgKgM2 + massKg * (a * a + h * h);
    }

    /** Both wheels down, no transfer. */
    void reset() {
        lagForwardN = 0;
        pitchRad = 0;
        pitchRateRadPerS = 0;
    }

    /**
     * Advances the load transfer and, with one wheel up, the pitch.
     *
     * @param forwardForceN the tyres' force along the bike (in newtons, + = driving)
     * @param normalForceN the ground's normal force on the bike (in newtons, &ge;0)
     * @param dtS step (in seconds)
     */
    void update(double forwardForceN, double normalForceN, double dtS) {
        lagForwardN += (forwardForceN - lagForwardN) * Math.min(1.0, dtS / spec.loadTransferLagS());
        double h = spec.cgHeightM();
        if (pitchRad == 0) {
            if (staticFrontN(normalForceN) < 0 && forwardForceN > 0) {
                pitchRateRadPerS = 0;
                pitchRad = Double.MIN_NORMAL;
            } else if (staticRearN(normalForceN) < 0 && forwardForceN < 0) {
                pitchRateRadPerS = 0;
                pitchRad = -Double.MIN_NORMAL;
            } else {
                return;
            }
        }
        double moment;
        double inertia;
        if (pitchRad > 0) {
            double b = spec.cgToRearAxleM();
            double x = b * Math.cos(pitchRad) - h * Math.sin(pitchRad);
            double y = b * Math.sin(pitchRad) + h * Math.cos(pitchRad);
            moment = forwardForceN * y - normalForceN * x;
            inertia = inertiaRearKgM2;
        } else {
            double a = spec.cgToFrontAxleM();
            double up = -pitchRad;
            double x = a * Math.cos(up) - h * Math.sin(up);
            double y = a * Math.sin(up) + h * Math.cos(up);
            moment = -(-forwardForceN * y - normalForceN * x);
            inertia = inertiaFrontKgM2;
        }
        double before = pitchRad;
        pitchRateRadPerS += moment / inertia * dtS;
        pitchRad += pitchRateRadPerS * dtS;
        if (before > 0 && pitchRad <= 0 || before < 0 && pitchRad >= 0) {
            pitchRad = 0;
            pitchRateRadPerS = 0;
        }
    }

    /** @return front tyre load (in newtons, &ge;0) */
    double frontLoadN(double normalForceN) {
        if (pitchRad > 0) {
            return 0;
        }
        if (pitchRad < 0) {
            return normalForceN;
        }
        return clampShare(staticFrontN(normalForceN), normalForceN);
    }

    /** @return rear tyre load (in newtons, &ge;0) */
    double rearLoadN(double normalForceN) {
        return Math.max(0, normalForceN - frontLoadN(normalForceN));
    }

    private double staticFrontN(double normalForceN) {
        double length = spec.wheelbaseM();
        return normalForceN * spec.cgToRearAxleM() / length - spec.cgHeightM() * lagForwardN / length;
    }

    private double staticRearN(double normalForceN) {
        return normalForceN - staticFrontN(normalForceN);
    }

    private static double clampShare(double load, double total) {
        return Math.max(0, Math.min(Math.max(total, 0), load));
    }

    /** @return pitch of the whole bike about a lifted wheel's partner (in radians, + = front up) */
    double pitchRad() {
        return pitchRad;
    }

    /** @return pitch rate (in radians per second, + = front rising) */
    double pitchRateRadPerS() {
        return pitchRateRadPerS;
    }

    /** @return true while the front wheel is in the air under power */
    boolean wheelie() {
        return pitchRad > 0;
    }

    /** @return true while the rear wheel is in the air under braking */
    boolean stoppie() {
        return pitchRad < 0;
    }

    /** @return true once the centre of mass has passed over the pivoting wheel: the bike goes over */
    boolean flipped() {
        double h = spec.cgHeightM();
        return pitchRad > Math.atan2(spec.cgToRearAxleM(), h) || -pitchRad > Math.atan2(spec.cgToFrontAxleM(), h);
    }

    /** @return suspension pitch from the lagged transfer (in radians, + = nose down) */
    double suspensionPitchRad() {
        return -Math.toRadians(spec.pitchGradientDegPerG()) * lagForwardN / (massKg * 9.81);
    }

    long stateHash(long h) {
        return Wheel.mix(Wheel.mix(Wheel.mix(h, lagForwardN), pitchRad), pitchRateRadPerS);
    }
}
