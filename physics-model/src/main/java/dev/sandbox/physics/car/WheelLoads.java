package dev.sandbox.physics.car;

import dev.sandbox.physics.spec.SuspensionSpec;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The car's four wheel loads: each corner's static share of the weight on the ground, plus the
 * sprung body's corner force, plus the load transfer the linkage carries without deflecting a
 * spring (anti-dive and anti-squat lengthwise, the sprung mass at the roll centres' heights and
 * the unsprung masses across [Gillespie, ch. 5; Milliken, ch. 18]).
 *
 * <p>A wheel cannot pull on the ground. Where the transfer asks more of a wheel than it
 * carries, its partner on the axle takes the difference off its own load, and an axle lifted
 * whole hands its deficit to the other axle, so the loads still sum to what the body presses on
 * the ground. The moment a lifted wheel could not take (the load moved, times the track or, for
 * an axle, the wheelbase) is kept as {@link #unreactedRollNm} and {@link #unreactedPitchNm}:
 * the sprung body turns by it in its next step, so a body stiff in torsion hands it to the
 * other axle's springs and the whole car's moments balance while it stays on its wheels; with
 * both wheels of a side (or an axle) up and a moment still to spare, the car tips
 * ({@link #lifted}).
 */
final class WheelLoads {

    private final SuspensionSpec suspension;
    private final double sprungMassKg;
    private final double sprungCgHeightM;
    private final double unsprungMomentKgM;
    private final double wheelbaseM;
    private final double[] staticShare;
    private final double[] lateralGeometricKg;
    private final double[] y;
    private final double[] staticLoadN = new double[4];
    private final double[] loads = new double[4];
    private double unreactedRollNm;
    private double unreactedPitchNm;

    /**
     * @param spec the car
     * @param layout its suspension's numbers
     */
    WheelLoads(VehicleSpec spec, SuspensionLayout layout) {
        suspension = spec.suspension();
        sprungMassKg = layout.sprungMassKg;
        sprungCgHeightM = layout.sprungCgHeightM;
        unsprungMomentKgM = layout.unsprungMomentKgM;
        wheelbaseM = spec.chassis().wheelbaseM();
        staticShare = layout.staticShare;
        lateralGeometricKg = layout.lateralGeometricKg;
        y = layout.y;
    }

    /** @param weightN the car's weight at rest on level ground (in newtons) */
    void reset(double weightN) {
        unreactedRollNm = 0;
        unreactedPitchNm = 0;
        for (int i = 0; i < 4; i++) {
            staticLoadN[i] = weightN * staticShare[i];
        }
    }

    /**
     * @param weightOnGroundN the weight's component into the ground, m g cos(theta) (in newtons)
     * @param cornerForceN the sprung body's corner forces beyond their static loads, FL, FR, RL, RR (in newtons)
     * @param forwardAccelMps2 the tyre forces along the body over the car's mass (in m/s^2)
     * @param lateralAccelMps2 the tyre forces to the left over the car's mass (in m/s^2)
     * @return loads FL, FR, RL, RR (in newtons, &ge;0); the array is reused
     */
    double[] compute(double weightOnGroundN, double[] cornerForceN, double forwardAccelMps2, double lateralAccelMps2) {
        double ax = forwardAccelMps2;
        double anti = ax < 0 ? suspension.antiDive() : suspension.antiSquat();
        double lengthwise = (anti * sprungMassKg * sprungCgHeightM + unsprungMomentKgM) * ax / wheelbaseM;
        for (int i = 0; i < 4; i++) {
            double across = lateralGeometricKg[i < 2 ? 0 : 1] * lateralAccelMps2;
            double geometric = (i < 2 ? -lengthwise / 2 : lengthwise / 2) + (y[i] > 0 ? -across : across);
            staticLoadN[i] = weightOnGroundN * staticShare[i];
            loads[i] = staticLoadN[i] + cornerForceN[i] + geometric;
        }
        unreactedRollNm = balance(0, 1) * 2 * y[0] + balance(2, 3) * 2 * y[2];
        unreactedPitchNm = 0;
        double front = loads[0] + loads[1];
        double rear = loads[2] + loads[3];
        if (front < 0 || rear < 0) {
            int lifted = front < 0 ? 0 : 2;
            double deficit = Math.min(front, rear);
            // lifted at the front, the car turns nose up about its rear axle; at the rear, nose down
            unreactedPitchNm = (lifted == 0 ? deficit : -deficit) * wheelbaseM;
            loads[lifted] = 0;
            loads[lifted + 1] = 0;
            int other = 2 - lifted;
            double carried = loads[other] + loads[other + 1];
            double kept = carried > 0 ? Math.max(0, (carried + deficit) / carried) : 0;
            loads[other] *= kept;
            loads[other + 1] *= kept;
        }
        return loads;
    }

    /**
     * @return the wheels the car is left on when the latest loads lifted both wheels of a side
     *     or an axle with moment to spare, or null while it stands on all four
     */
    Rollover.Pivot lifted() {
        if (loads[0] == 0 && loads[2] == 0 && unreactedRollNm > 0) {
            return Rollover.Pivot.RIGHT;
        }
        if (loads[1] == 0 && loads[3] == 0 && unreactedRollNm < 0) {
            return Rollover.Pivot.LEFT;
        }
        if (loads[0] == 0 && loads[1] == 0 && unreactedPitchNm < 0) {
            return Rollover.Pivot.REAR;
        }
        if (loads[2] == 0 && loads[3] == 0 && unreactedPitchNm > 0) {
            return Rollover.Pivot.FRONT;
        }
        return null;
    }

    /** @return the roll moment the latest loads could not take (in newton metres, + = right side down) */
    double unreactedRollNm() {
        return unreactedRollNm;
    }

    /** @return the pitch moment the latest loads could not take (in newton metres, + = nose down) */
    double unreactedPitchNm() {
        return unreactedPitchNm;
    }

    /** @return corner i's static load at the latest loads' weight (in newtons) */
    double staticLoadN(int i) {
        return staticLoadN[i];
    }

    /**
     * Moves a negative load of one wheel of an axle onto its partner.
     *
     * @param a the axle's left wheel
     * @param b its right wheel
     * @return the load moved, positive from the left wheel (in newtons): times the track, the
     *     moment the axle could not take
     */
    private double balance(int a, int b) {
        double moved = 0;
        if (loads[a] < 0) {
            moved = -loads[a];
            loads[b] += loads[a];
            loads[a] = 0;
        } else if (loads[b] < 0) {
            moved = loads[b];
            loads[a] += loads[b];
            loads[b] = 0;
        }
        return moved;
    }
}
