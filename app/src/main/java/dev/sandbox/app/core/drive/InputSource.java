package dev.sandbox.app.core.drive;

import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;

/** Who drives: the player's controls or the autopilot. */
public interface InputSource {

    /**
     * @param state the vehicle's latest state
     * @param dtS time since the last call (in seconds)
     * @return the input to hold until the next call
     */
    VehicleInput next(VehicleSnapshot state, double dtS);

    /**
     * Told when a new vehicle is placed (keyboard steering is shaped for the vehicle).
     *
     * @param spec the new vehicle
     */
    default void vehicleChanged(dev.sandbox.physics.spec.VehicleSpec spec) {
    }
}
