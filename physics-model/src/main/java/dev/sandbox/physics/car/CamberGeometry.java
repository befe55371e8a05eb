package dev.sandbox.physics.car;

import dev.sandbox.physics.spec.SuspensionSpec;

/**
 * Each wheel's inclination to the ground: the static camber of the alignment plus the share of
 * the body's roll the suspension lets the wheel follow [Gillespie, ch. 7]. In the tyre's
 * convention (positive = top to the right, camber thrust to the right) a left wheel's negative
 * camber is a positive inclination and a right wheel's a negative one; a body rolling right
 * side down tilts both wheels' tops to the right. The outer wheel in a turn so loses negative
 * camber and pushes out of the turn, and the static camber of a loaded outer wheel pushes into it.
 */
final class CamberGeometry {

    private final double[] staticInclinationRad = new double[4];
    private final double[] perRoll = new double[4];

    /** @param suspension the car's suspension */
    CamberGeometry(SuspensionSpec suspension) {
        double front = Math.toRadians(suspension.frontStaticCamberDeg());
        double rear = Math.toRadians(suspension.rearStaticCamberDeg());
        staticInclinationRad[0] = -front;
        staticInclinationRad[1] = front;
        staticInclinationRad[2] = -rear;
        staticInclinationRad[3] = rear;
        perRoll[0] = suspension.frontCamberPerRoll();
        perRoll[1] = suspension.frontCamberPerRoll();
        perRoll[2] = suspension.rearCamberPerRoll();
        perRoll[3] = suspension.rearCamberPerRoll();
    }

    /**
     * @param wheel the wheel's index (0 FL, 1 FR, 2 RL, 3 RR)
     * @param bodyRollRad the body's roll relative to the ground (in radians, positive = right side down)
     * @return the wheel's inclination (in radians, positive = top to the right)
     */
    double inclinationRad(int wheel, double bodyRollRad) {
        return staticInclinationRad[wheel] + perRoll[wheel] * bodyRollRad;
    }
}
