package dev.sandbox.physics.replay;

/**
 * A moment worth jumping to on a replay's timeline, taken from the model's snapshots.
 *
 * @param step the global step at which it began
 * @param kind what happened
 */
public record TapeEvent(long step, Kind kind) {

    /** What happened. */
    public enum Kind {
        /** The motorcycle's handlebar turned against the turn being entered. */
        COUNTERSTEER,
        /** The motorcycle fell. */
        CRASH,
        /** The vehicle hit an obstacle. */
        COLLISION
    }
}
