package dev.sandbox.physics.replay;

/**
 * A moment worth jumping to on a replay's timeline, taken from the model's snapshots or from a
 * {@link TapeMarker} that watches the drive (a test pad's timed runs).
 *
 * @param step the global step at which it began
 * @param kind what happened
 * @param label what to call it on screen ("0-100 km/h 5.61 s"), empty for the model's own events
 */
public record TapeEvent(long step, Kind kind, String label) {

    /** What happened. */
    public enum Kind {
        /** The motorcycle's handlebar turned against the turn being entered. */
        COUNTERSTEER,
        /** The motorcycle fell. */
        CRASH,
        /** The vehicle hit an obstacle. */
        COLLISION,
        /** A timed run (a test pad's standing start, stop or lap) began here. */
        TIMED_RUN
    }

    /**
     * An event of the model's own, without a label.
     *
     * @param step the global step at which it began
     * @param kind what happened
     */
    public TapeEvent(long step, Kind kind) {
        this(step, kind, "");
    }
}
