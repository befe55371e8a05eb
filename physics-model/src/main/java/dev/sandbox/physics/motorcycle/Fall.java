package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.BodyMotion;
import dev.sandbox.physics.chassis.GroundSlide;

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
    IMPACT;

    /**
     * @param leanRad the bike's lean (in radians)
     * @param fallLeanRad lean beyond which it is down (in radians)
     * @param pitch the wheelie/stoppie state
     * @param hardImpact true when it hit something faster than a rider can take
     * @return why the bike falls now, or null while it stays up
     */
    static Fall detect(double leanRad, double fallLeanRad, PitchMotion pitch, boolean hardImpact) {
        if (Math.abs(leanRad) > fallLeanRad || !Double.isFinite(leanRad)) {
            return LEAN;
        }
        if (pitch.flipped()) {
            return pitch.wheelie() ? LOOPED : OVER_THE_BARS;
        }
        return hardImpact ? IMPACT : null;
    }

    /**
     * One step of a fallen bike sliding on its side ({@link GroundSlide}).
     *
     * @param body the bike's body
     * @param friction sliding friction coefficient (surface grip included)
     * @param dtS step (in seconds)
     */
    static void slideOnSide(BodyMotion body, double friction, double dtS) {
        GroundSlide.step(body, friction, dtS);
    }
}
