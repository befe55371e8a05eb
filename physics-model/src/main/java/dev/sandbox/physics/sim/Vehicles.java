package dev.sandbox.physics.sim;

import dev.sandbox.physics.car.Car;
import dev.sandbox.physics.motorcycle.Motorcycle;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;

/** Builds the simulated vehicle a spec describes. */
public final class Vehicles {

    private Vehicles() {
    }

    /**
     * @param spec a validated spec
     * @return the car or the motorcycle, reset at the origin on flat ground
     */
    public static Vehicle create(VehicleSpec spec) {
        return switch (spec.type()) {
            case CAR -> new Car(spec);
            case MOTORCYCLE -> new Motorcycle(spec);
        };
    }

    /**
     * @param id a shipped vehicle id
     * @return the vehicle
     * @throws dev.sandbox.physics.spec.SpecException for an unknown id or a bad file
     */
    public static Vehicle create(String id) {
        return create(VehicleSpecs.load(id));
    }
}
