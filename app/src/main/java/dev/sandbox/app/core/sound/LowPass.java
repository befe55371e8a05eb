package dev.sandbox.app.core.sound;

/**
 * A two-pole low-pass filter (the RBJ audio cookbook's biquad): a volume that sound must pass
 * through, whose air is a spring and whose outlet's air a mass (a Helmholtz resonator), lets
 * through what lies below its resonance and attenuates what lies above at 12 dB per octave.
 */
final class LowPass {

    private final double b0;
    private final double b1;
    private final double a1;
    private final double a2;
    private double x1;
    private double x2;
    private double y1;
    private double y2;

    /**
     * @param cornerHz corner frequency (in hertz, &gt;0)
     * @param q quality factor (0.7: no peak)
     * @param sampleRate samples per second
     */
    LowPass(double cornerHz, double q, int sampleRate) {
        double w = 2 * Math.PI * Math.min(cornerHz, 0.45 * sampleRate) / sampleRate;
        double alpha = Math.sin(w) / (2 * q);
        double a0 = 1 + alpha;
        double cos = Math.cos(w);
        b0 = (1 - cos) / 2 / a0;
        b1 = (1 - cos) / a0;
        a1 = -2 * cos / a0;
        a2 = (1 - alpha) / a0;
    }

    /**
     * @param x input sample
     * @return filtered sample
     */
    double apply(double x) {
        double y = b0 * (x + x2) + b1 * x1 - a1 * y1 - a2 * y2;
        x2 = x1;
        x1 = x;
        y2 = y1;
        y1 = y;
        return y;
    }

    /** Forgets its state. */
    void clear() {
        x1 = 0;
        x2 = 0;
        y1 = 0;
        y2 = 0;
    }
}
