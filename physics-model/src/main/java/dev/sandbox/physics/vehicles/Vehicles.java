package dev.sandbox.physics.vehicles;

import dev.sandbox.physics.car.Car;
import dev.sandbox.physics.motorcycle.Motorcycle;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.spec.SpecException;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import dev.sandbox.physics.spec.VehicleType;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Builds the simulated vehicle a spec describes: the one place that knows every vehicle kind.
 * A new kind registers its constructor here (one line in {@link #KINDS}); everything else
 * about the kind lives in its own package.
 */
public final class Vehicles {

    private static final Map<VehicleType, Function<VehicleSpec, Vehicle>> KINDS = new EnumMap<>(VehicleType.class);

    static {
        KINDS.put(VehicleType.CAR, Car::new);
        KINDS.put(VehicleType.MOTORCYCLE, Motorcycle::new);
    }

    private Vehicles() {
    }

    /**
     * @param spec a validated spec
     * @return the vehicle of the spec's kind, reset at the origin on flat ground
     */
    public static Vehicle create(VehicleSpec spec) {
        Function<VehicleSpec, Vehicle> kind = KINDS.get(spec.type());
        if (kind == null) {
            throw new IllegalStateException("no vehicle kind registered for type " + spec.type());
        }
        return kind.apply(spec);
    }

    /**
     * @param id a shipped vehicle id
     * @return the vehicle
     * @throws SpecException for an unknown id or a bad file
     */
    public static Vehicle create(String id) {
        return create(VehicleSpecs.load(id));
    }
}
