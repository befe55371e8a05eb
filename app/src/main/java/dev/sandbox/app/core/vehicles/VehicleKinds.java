package dev.sandbox.app.core.vehicles;

import dev.sandbox.app.core.vehicle.VehicleKind;
import dev.sandbox.app.core.vehicle.bike.BikeKind;
import dev.sandbox.app.core.vehicle.car.CarKind;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleType;
import java.util.EnumMap;
import java.util.Map;

/** The sandbox's profile of every vehicle kind: the one place that lists them. */
public final class VehicleKinds {

    private static final Map<VehicleType, VehicleKind> KINDS = new EnumMap<>(VehicleType.class);

    static {
        KINDS.put(VehicleType.CAR, CarKind.KIND);
        KINDS.put(VehicleType.MOTORCYCLE, BikeKind.KIND);
    }

    private VehicleKinds() {
    }

    /**
     * @param spec a vehicle
     * @return the profile of its kind
     */
    public static VehicleKind of(VehicleSpec spec) {
        VehicleKind kind = KINDS.get(spec.type());
        if (kind == null) {
            throw new IllegalStateException("no sandbox profile registered for vehicle type " + spec.type());
        }
        return kind;
    }
}
