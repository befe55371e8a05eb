package dev.sandbox.physics.car;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.ChassisSpec;

/**
 * Wheel loads of the car from the ground's normal force, the static weight split and the load
 * transfer caused by the tyre forces acting a centre-of-mass height below the centre of mass.
 *
 * <p>Longitudinal ([Monster, "Weight Transfer"]): W_f = (c/L) W - (h/L) F_x,
 * W_r = (b/L) W + (h/L) F_x, with F_x the sum of the tyres' forward forces (= m a on level
 * ground; on a slope it also carries the slope's share, so a car parked facing uphill loads its
 * rear axle). Lateral: the moment h F_y is shared by the axles in proportion to their roll
 * stiffness, each axle moving k_i h F_y / t_i from its inner to its outer wheel. Both act
 * through a first-order lag of the suspension's time constant, which also sets the body's
 * pitch and roll. Loads never go negative: a wheel that would is lifted and its share is
 * carried by the others.
 */
final class LoadTransfer {

    private final ChassisSpec spec;
    private final double[] loads = new double[4];
    private double lagForwardN;
    private double lagLateralN;

    LoadTransfer(ChassisSpec spec) {
        this.spec = spec;
    }

    void reset() {
        lagForwardN = 0;
        lagLateralN = 0;
    }

    /**
     * Lets the lagged transfer follow this step's tyre forces.
     *
     * @param forwardForceN sum of tyre forces along the body (in newtons)
     * @param lateralForceN sum of tyre forces to the left (in newtons)
     * @param dtS step (in seconds)
     */
    void update(double forwardForceN, double lateralForceN, double dtS) {
        double k = Math.min(1.0, dtS / spec.loadTransferLagS());
        lagForwardN += (forwardForceN - lagForwardN) * k;
        lagLateralN += (lateralForceN - lagLateralN) * k;
    }

    /**
     * @param normalForceN total ground normal force (in newtons)
     * @return loads FL, FR, RL, RR (in newtons, &ge;0); the array is reused
     */
    double[] wheelLoads(double normalForceN) {
        double length = spec.wheelbaseM();
        double h = spec.cgHeightM();
        double front = normalForceN * spec.cgToRearAxleM() / length - h * lagForwardN / length;
        double rear = normalForceN * spec.cgToFrontAxleM() / length + h * lagForwardN / length;
        double share = spec.frontRollStiffnessShare();
        double df = share * h * lagLateralN / spec.trackFrontM();
        double dr = (1 - share) * h * lagLateralN / spec.trackRearM();
        loads[0] = front / 2 - df;
        loads[1] = front / 2 + df;
        loads[2] = rear / 2 - dr;
        loads[3] = rear / 2 + dr;
        double total = 0;
        double positive = 0;
        for (double v : loads) {
            total += v;
            positive += Math.max(0, v);
        }
        double scale = positive > 0 ? Math.max(0, total) / positive : 0;
        for (int i = 0; i < 4; i++) {
            loads[i] = Math.max(0, loads[i]) * scale;
        }
        return loads;
    }

    /** @return body pitch from the lagged longitudinal transfer (in radians, positive = nose down) */
    double pitchRad() {
        return -Math.toRadians(spec.pitchGradientDegPerG()) * lagForwardN / (spec.totalMassKg() * Units.G);
    }

    /** @return body roll from the lagged lateral transfer (in radians, positive = right side down) */
    double rollRad() {
        return Math.toRadians(spec.rollGradientDegPerG()) * lagLateralN / (spec.totalMassKg() * Units.G);
    }

    long stateHash(long h) {
        return Wheel.mix(Wheel.mix(h, lagForwardN), lagLateralN);
    }
}
