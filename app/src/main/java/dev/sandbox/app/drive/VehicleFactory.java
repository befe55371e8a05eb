package dev.sandbox.app.drive;

import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.spec.VehicleSpec;

/** Makes the model's vehicle for a spec: the car or the motorcycle of physics-model. */
public final class VehicleFactory {

    private VehicleFactory() {
    }

    /**
     * @param spec the vehicle's data
     * @return a new simulated vehicle
     * @throws IllegalStateException when the model module has no vehicle of that type
     */
    public static Vehicle create(VehicleSpec spec) {
        try {
            Class<?> c = Class.forName("dev.sandbox.physics.sim.Vehicles");
            return (Vehicle) c.getMethod("create", VehicleSpec.class).invoke(null, spec);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the vehicle model for " + spec.id() + " is not available in physics-model yet", e);
        }
    }
}
