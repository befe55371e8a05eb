package dev.sandbox.app.core.sound;

/**
 * A two-pole resonant band-pass filter (the constant 0 dB peak gain biquad of the RBJ audio
 * cookbook): a pipe or cavity resonance, or the band of a noise source.
 */
public final class BandPass {

    private double b0;
    private double b2;
    private double a1;
    private double a2;
    private double x1;
    private double x2;
    private double y1;
    private double y2;

    /**
     * @param centreHz centre frequency (in hertz, below half the sample rate)
     * @param q quality factor (centre frequency over bandwidth, &gt;0)
     * @param sampleRate samples per second
     */
    public BandPass(double centreHz, double q, int sampleRate) {
        tune(centreHz, q, sampleRate);
    }

    /**
     * Moves the band without clearing the filter's memory.
     *
     * @param centreHz centre frequency (in hertz)
     * @param q quality factor
     * @param sampleRate samples per second
     */
    public void tune(double centreHz, double q, int sampleRate) {
        double w = 2 * Math.PI * Math.min(centreHz, 0.45 * sampleRate) / sampleRate;
        double alpha = Math.sin(w) / (2 * q);
        double a0 = 1 + alpha;
        b0 = alpha / a0;
        b2 = -alpha / a0;
        a1 = -2 * Math.cos(w) / a0;
        a2 = (1 - alpha) / a0;
    }

    /**
     * @param x input sample
     * @return filtered sample
     */
    public double apply(double x) {
        double y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2;
        x2 = x1;
        x1 = x;
        y2 = y1;
        y1 = y;
        return y;
    }
}
