package dev.sandbox.physics.car;

import dev.sandbox.physics.spec.SuspensionSpec;

/**
 * The steer the suspension adds to each wheel beyond what the steering rack asks for: roll
 * steer, as the linkage turns the wheels when the body rolls, and lateral-force compliance
 * steer, as the steering and the bushings give under the wheel's own cornering force
 * [Gillespie, ch. 6; Milliken, ch. 7]. Both are linear, as a kinematics-and-compliance rig
 * measures them:
 *
 * <pre>
 * delta_i = -epsilon_axle phi - c_axle F_y,i
 * </pre>
 *
 * with phi the body roll (positive right side down), F_y,i the wheel's lateral force (positive
 * to the left) and the spec's coefficients positive out of the turn, so that in a left turn
 * (body rolled right, forces to the left) a positive coefficient steers the wheel to the right.
 * At the front that is understeer, at the rear oversteer; a rear axle whose loaded wheels steer
 * into the turn (negative coefficients) understeers, and being steered with its own force it is
 * also stiffer in yaw, which is how production cars keep their yaw damped at speed.
 *
 * <p>In a steady turn each adds to the understeer gradient, in radians of road-wheel angle per
 * unit of lateral acceleration: (epsilon_f - epsilon_r) d(phi)/d(a_y) for roll steer and
 * (c_f W_f - c_r W_r) / 2 for compliance steer, with W the axles' weights [Gillespie, ch. 6].
 */
final class SuspensionSteer {

    /** Each wheel's steer per unit roll (radians of steer, positive left, per radian of roll). */
    private final double[] perRoll = new double[4];
    /** Each wheel's steer per newton of its lateral force (radians, positive left, per newton). */
    private final double[] perNewton = new double[4];

    /** @param suspension the car's suspension */
    SuspensionSteer(SuspensionSpec suspension) {
        for (int i = 0; i < 4; i++) {
            boolean front = i < 2;
            perRoll[i] = -(front ? suspension.frontRollSteer() : suspension.rearRollSteer());
            double degPerKN = front ? suspension.frontLateralForceSteerDegPerKN() : suspension.rearLateralForceSteerDegPerKN();
            perNewton[i] = -Math.toRadians(degPerKN) / 1000;
        }
    }

    /**
     * @param wheel the wheel's index (0 FL, 1 FR, 2 RL, 3 RR)
     * @param bodyRollRad the body's roll relative to the ground (in radians, positive = right side down)
     * @param lateralForceN the wheel's lateral force in its own frame (in newtons, positive = to the left)
     * @return the steer the suspension adds to the wheel (in radians, positive = left)
     */
    double steerRad(int wheel, double bodyRollRad, double lateralForceN) {
        return perRoll[wheel] * bodyRollRad + perNewton[wheel] * lateralForceN;
    }
}
