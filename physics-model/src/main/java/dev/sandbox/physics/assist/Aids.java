package dev.sandbox.physics.assist;

import dev.sandbox.physics.spec.VehicleSpec;
import java.util.Map;

/** Builds each assist's controller for a vehicle. */
final class Aids {

    private Aids() {
    }

    /**
     * @param spec the vehicle
     * @param into the map to fill, one controller per assist that can act on the vehicle
     */
    static void build(VehicleSpec spec, Map<Assist, Aid> into) {
        // controllers are added as they are built
    }
}
