package dev.sandbox.app.core.sound;

/**
 * A uniform pipe as a digital waveguide [Smith 2010]: the pressure in a pipe is the sum of a
 * wave travelling one way and a wave travelling the other, each arriving at the far end
 * length / c seconds after it set off. Two delay lines carry them, one per direction, with the
 * pipe's wall losses applied once per pass: a gain, and a gentle low-pass (viscous and thermal
 * losses at the wall grow with frequency). The pipe's cross-section decides how waves scatter
 * where it meets other pipes ({@link PipeNetwork}).
 */
final class Waveguide {

    private final double[] towardB;
    private final double[] towardA;
    private final int length;
    private final double areaM2;
    private final double passGain;
    private final double smoothing;
    private double lastB;
    private double lastA;
    private int at;

    /**
     * @param lengthM length (in metres, &gt;0)
     * @param soundSpeedMps speed of sound in the gas it holds (in metres per second)
     * @param areaM2 cross-section (in square metres, &gt;0)
     * @param passGain share of a wave's amplitude left after one pass (0..1)
     * @param smoothing one-pole low-pass coefficient of the wall losses per pass (0 = none, &lt;1)
     */
    Waveguide(double lengthM, double soundSpeedMps, double areaM2, double passGain, double smoothing) {
        this.length = Math.max(1, (int) Math.round(lengthM / soundSpeedMps * EngineVoice.SAMPLE_RATE));
        this.towardB = new double[length];
        this.towardA = new double[length];
        this.areaM2 = areaM2;
        this.passGain = passGain;
        this.smoothing = smoothing;
    }

    /** @return the pipe's delay (in samples) */
    int delaySamples() {
        return length;
    }

    /** @return the cross-section (in square metres) */
    double areaM2() {
        return areaM2;
    }

    /** @return the wave reaching end A now (it left end B one delay ago) */
    double arrivingAtA() {
        return towardA[at];
    }

    /** @return the wave reaching end B now */
    double arrivingAtB() {
        return towardB[at];
    }

    /**
     * Moves both waves one sample along.
     *
     * @param leavingA the wave entering the pipe at end A (travelling toward B)
     * @param leavingB the wave entering the pipe at end B (travelling toward A)
     */
    void advance(double leavingA, double leavingB) {
        lastB += (1 - smoothing) * (leavingA * passGain - lastB);
        lastA += (1 - smoothing) * (leavingB * passGain - lastA);
        towardB[at] = lastB;
        towardA[at] = lastA;
        at = at + 1 == length ? 0 : at + 1;
    }

    /** Empties the pipe. */
    void clear() {
        java.util.Arrays.fill(towardB, 0);
        java.util.Arrays.fill(towardA, 0);
        lastA = 0;
        lastB = 0;
    }
}
