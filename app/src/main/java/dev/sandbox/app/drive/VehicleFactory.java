package dev.sandbox.app.drive;

import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.Vehicles;
import dev.sandbox.physics.spec.VehicleSpec;

/** Makes the model's vehicle for a spec: the car or the motorcycle of physics-model. */
public final class VehicleFactory {

    private VehicleFactory() {
    }

    /**
     * @param spec the vehicle's data
     * @return a new simulated vehicle
     * @throws IllegalStateException when the model has no vehicle of that type yet
     */
    public static Vehicle create(VehicleSpec spec) {
        try {
            return Vehicles.create(spec);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("cannot simulate " + spec.id() + ": " + e.getMessage(), e);
        }
    }
}
