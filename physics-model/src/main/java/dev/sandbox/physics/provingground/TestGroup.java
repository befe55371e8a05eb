package dev.sandbox.physics.provingground;

import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleType;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * The proving ground's tests, grouped by what a vehicle needs for them, and which groups each
 * vehicle kind is driven through: the proving ground's one list of the kinds. A new kind adds
 * one line to {@link #BY_KIND}; a test names its group, never a kind.
 */
public enum TestGroup {
    /** Straight-line runs and the soak: anything with an engine and wheels. */
    EVERY_VEHICLE,
    /**
     * Handling driven by a road-wheel angle ({@link HandlingRuns}: turning circle, ISO 4138
     * skidpad, ISO 7401 step steer, ISO 3888 lane change, the Hlavacs comparison): a vehicle
     * steered through its front wheels' angle, as a car is.
     */
    ROAD_WHEEL_HANDLING,
    /** Ride on a sprung body ({@link RideRuns}): bounce, pitch, dive, squat and a bump. */
    SPRUNG_RIDE,
    /** Lean turns and countersteering ({@link MotorcycleRuns}): a single-track vehicle balanced by its rider. */
    LEANING;

    private static final Map<VehicleType, Set<TestGroup>> BY_KIND = new EnumMap<>(VehicleType.class);

    static {
        BY_KIND.put(VehicleType.CAR, EnumSet.of(EVERY_VEHICLE, ROAD_WHEEL_HANDLING, SPRUNG_RIDE));
        BY_KIND.put(VehicleType.MOTORCYCLE, EnumSet.of(EVERY_VEHICLE, LEANING));
    }

    /**
     * @param spec a vehicle
     * @return true when the vehicle's kind is driven through this group's tests
     */
    public boolean appliesTo(VehicleSpec spec) {
        return BY_KIND.getOrDefault(spec.type(), Set.of(EVERY_VEHICLE)).contains(this);
    }
}
