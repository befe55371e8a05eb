package dev.sandbox.physics.sim;

import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * A simulated vehicle: the car or the motorcycle. One call of {@link #step} advances it by one
 * fixed time step; the same objects run in the sandbox, the proving ground and the tests.
 */
public interface Vehicle {

    /** @return the data the vehicle was built from */
    VehicleSpec spec();

    /**
     * Advances the vehicle by one fixed step.
     *
     * @param input the driver's input during the step
     * @param ground the world under and around the vehicle
     * @param dtS the step (in seconds, &gt;0, typically 0.001)
     */
    void step(VehicleInput input, Ground ground, double dtS);

    /** @return the state after the latest step (or after the reset) */
    VehicleSnapshot snapshot();

    /**
     * Puts the vehicle at rest, upright, on the ground at a point, engine idling in first gear
     * (or neutral for a manual box), undamaged.
     *
     * @param x world x of the chassis reference point (in metres)
     * @param z world z of the chassis reference point (in metres)
     * @param headingRad yaw (in radians; 0 = +x, pi/2 = -z)
     * @param ground the world to stand on
     */
    void reset(double x, double z, double headingRad, Ground ground);

    /** @param automatic true for the automatic gearbox mode, false for manual shifting */
    void setAutomatic(boolean automatic);

    /** @return a hash of the complete simulation state, equal for bit-identical states */
    long stateHash();
}
