package dev.sandbox.app.core.sound;

/**
 * Pops and burble on overrun. With the throttle shut at high engine speed the manifold's
 * vacuum leaves each cylinder a small charge diluted by exhaust residuals, which often burns
 * late or not at all; the unburnt mixture leaves with the exhaust and ignites where it meets
 * the hot pipe or the next cylinder's exhaust: an afterfire [Heywood 1988, §9.4 on misfire and
 * partial burning at light load]. It needs heat, so the exhaust's temperature is followed here:
 * it rises toward the load under power and cools over a few seconds on overrun, and the pops
 * fade as it cools. Most afterfires are small (the burble), a few are bangs.
 */
final class OverrunPops {

    /** Time constant of the exhaust heating under load (in seconds). */
    private static final double HEATING_S = 1.5;
    /** Time constant of its cooling on overrun (in seconds). */
    private static final double COOLING_S = 4.0;
    /** Throttle below which the manifold's vacuum starves the charge (0..1). */
    static final double CLOSED_THROTTLE = 0.05;
    /** Engine speed, as a share of the redline, from which the diluted charge misfires. */
    static final double ONSET_SHARE = 0.4;
    /**
     * Chance per exhaust event of an afterfire in a fully hot exhaust at the redline: a burble
     * of some ten pops a second at high revs, not a continuous crackle (estimate).
     */
    private static final double MOST_LIKELY = 0.04;

    private double heat = 1;

    /**
     * Heats or cools the exhaust.
     *
     * @param load the engine's load (0..1)
     * @param dtS time passed (in seconds)
     */
    void warm(double load, double dtS) {
        double tau = load > heat ? HEATING_S : COOLING_S;
        heat += (load - heat) * (1 - Math.exp(-dtS / tau));
    }

    /** @return the exhaust's heat (0 = cold, 1 = as after a long full-load run) */
    double heat() {
        return heat;
    }

    /**
     * Decides whether the mixture leaving with one exhaust event afterfires.
     *
     * @param rpmShare engine speed over the redline
     * @param throttle the throttle (0..1)
     * @param chance a noise source
     * @return the afterfire's strength as a share of a full-load firing (0 = none)
     */
    double afterfire(double rpmShare, double throttle, Noise chance) {
        if (throttle >= CLOSED_THROTTLE || rpmShare <= ONSET_SHARE) {
            return 0;
        }
        double likely = MOST_LIKELY * heat * Math.min(1, (rpmShare - ONSET_SHARE) / (1 - ONSET_SHARE));
        if (0.5 + 0.5 * chance.next() >= likely) {
            return 0;
        }
        double u = 0.5 + 0.5 * chance.next();
        return 0.2 + 1.2 * u * u * u;
    }
}
