package dev.sandbox.physics.provingground;

import dev.sandbox.physics.spec.VehicleType;
import java.util.Set;

/** Which proving-ground commands belong in which vehicle type's {@code report}. */
final class ReportScope {

    private static final Set<String> CAR_ONLY = Set.of("turncircle", "skidpad", "stepsteer", "lanechange", "hlavacs");
    private static final Set<String> BIKE_ONLY = Set.of("leanturn", "countersteer");
    private static final Set<String> NEVER = Set.of("soak", "replay");

    private ReportScope() {
    }

    static boolean applies(String command, VehicleType type) {
        if (NEVER.contains(command)) {
            return false;
        }
        if (CAR_ONLY.contains(command)) {
            return type == VehicleType.CAR;
        }
        return !BIKE_ONLY.contains(command) || type == VehicleType.MOTORCYCLE;
    }
}
