package dev.sandbox.app.core.laps;

import java.util.List;

/**
 * One lap timed from start/finish line to start/finish line, as the HUD, the state report and
 * the best-lap file give it.
 *
 * @param number 1 for the first lap timed in the session
 * @param vehicleId the vehicle that finished it
 * @param lapS the lap time (in seconds)
 * @param sectorsS the three sector times, first to last (in seconds; they add up to the lap time)
 * @param valid false when the lap does not count: off the road for more than
 *     {@link LapTimer#OFF_ROAD_LIMIT_S} in all, or the vehicle was reset or switched during it
 * @param invalidReason why it does not count ("off the road 2.4 s", "reset", "vehicle switched"),
 *     empty for a valid lap
 */
public record Lap(int number, String vehicleId, double lapS, List<Double> sectorsS, boolean valid,
        String invalidReason) {

    /** Copies the sectors. */
    public Lap {
        sectorsS = List.copyOf(sectorsS);
    }
}
