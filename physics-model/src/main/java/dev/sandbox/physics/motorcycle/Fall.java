package dev.sandbox.physics.motorcycle;

/** Why a motorcycle fell (see {@link Motorcycle#fall()}). */
public enum Fall {
    /**
     * Leaned past the ground clearance: grip lost in a turn, a front wheel locked in a lean, or
     * more lean than the tyres could hold.
     */
    LEAN,
    /** A wheelie went past the balance point. */
    LOOPED,
    /** A stoppie went past the balance point. */
    OVER_THE_BARS,
    /** Hit an obstacle too fast. */
    IMPACT
}
