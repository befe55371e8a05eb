package dev.sandbox.app.core.laps;

/**
 * A vehicle's best lap on one world's road loop, as the data folder keeps it: the lap, when it
 * reached each point of the course (for the live delta) and its poses (for the ghost).
 *
 * @param specFingerprint the fingerprint of the spec it was driven with
 *     ({@code VehicleSpecs.fingerprint}): a lap driven with another spec is not the vehicle's own
 * @param worldSeed the seed of the world whose road it was driven on
 * @param lap the lap (valid)
 * @param profile the lap time at each point of the course
 * @param ghost the poses, or an empty track when none were kept
 */
public record BestLap(String specFingerprint, long worldSeed, Lap lap, LapProfile profile, GhostTrack ghost) {

    /** @return the vehicle's id */
    public String vehicleId() {
        return lap.vehicleId();
    }

    /** @return the lap time (in seconds) */
    public double lapS() {
        return lap.lapS();
    }

    /**
     * @param other another lap
     * @return true when the other lap is valid and faster than this one
     */
    public boolean beatenBy(Lap other) {
        return other.valid() && other.lapS() < lap.lapS();
    }
}
