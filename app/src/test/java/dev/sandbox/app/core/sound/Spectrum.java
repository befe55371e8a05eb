package dev.sandbox.app.core.sound;

/** Magnitude spectra and loudness of recorded samples, for the sound tests. */
public final class Spectrum {

    private final double[] magnitude;
    private final double binHz;

    /**
     * The Hann-windowed magnitude spectrum of {@code n} samples from {@code start} (n a power of two).
     */
    public Spectrum(float[] samples, int start, int n, int sampleRate) {
        double[] re = new double[n];
        double[] im = new double[n];
        for (int i = 0; i < n; i++) {
            double w = 0.5 * (1 - Math.cos(2 * Math.PI * i / (n - 1)));
            re[i] = samples[start + i] * w;
        }
        fft(re, im);
        magnitude = new double[n / 2];
        for (int k = 0; k < n / 2; k++) {
            magnitude[k] = Math.hypot(re[k], im[k]);
        }
        binHz = sampleRate / (double) n;
    }

    /** @return the frequency of the strongest component between lowHz and highHz (in hertz), refined by a parabola */
    public double peakHz(double lowHz, double highHz) {
        int lo = Math.max(1, (int) Math.ceil(lowHz / binHz));
        int hi = Math.min(magnitude.length - 2, (int) Math.floor(highHz / binHz));
        int best = lo;
        for (int k = lo; k <= hi; k++) {
            if (magnitude[k] > magnitude[best]) {
                best = k;
            }
        }
        double a = magnitude[best - 1];
        double b = magnitude[best];
        double c = magnitude[best + 1];
        double d = a - 2 * b + c == 0 ? 0 : 0.5 * (a - c) / (a - 2 * b + c);
        return (best + d) * binHz;
    }

    /**
     * The note's pitch as an ear hears an engine: the lowest line standing within withinDb of the
     * strongest one between lowHz and highHz. A pipe resonance may lift a harmonic above the
     * firing frequency, which stays the lowest strong line; the half orders lie 15-18 dB down.
     *
     * @return that line's frequency (in hertz), refined by a parabola
     */
    public double lowestStrongLineHz(double lowHz, double highHz, double withinDb) {
        int lo = Math.max(2, (int) Math.ceil(lowHz / binHz));
        int hi = Math.min(magnitude.length - 2, (int) Math.floor(highHz / binHz));
        double strongest = magnitude[Math.min(hi, Math.max(lo, (int) Math.round(peakHz(lowHz, highHz) / binHz)))];
        double floor = strongest * Math.pow(10, -withinDb / 20);
        for (int k = lo; k <= hi; k++) {
            if (magnitude[k] >= floor && magnitude[k] >= magnitude[k - 1] && magnitude[k] >= magnitude[k + 1]) {
                double a = magnitude[k - 1];
                double b = magnitude[k];
                double c = magnitude[k + 1];
                double d = a - 2 * b + c == 0 ? 0 : 0.5 * (a - c) / (a - 2 * b + c);
                return (k + d) * binHz;
            }
        }
        return peakHz(lowHz, highHz);
    }

    /** @return the spectrum's magnitude near a frequency (largest bin within 2 % of it) */
    double magnitudeNear(double hz) {
        int lo = (int) Math.floor(hz * 0.98 / binHz);
        int hi = (int) Math.ceil(hz * 1.02 / binHz);
        double m = 0;
        for (int k = Math.max(1, lo); k <= Math.min(magnitude.length - 1, hi); k++) {
            m = Math.max(m, magnitude[k]);
        }
        return m;
    }

    /**
     * @return the spectral centroid between lowHz and highHz (in hertz): the power-weighted
     *     mean frequency, the brightness a listener hears
     */
    public double centroidHz(double lowHz, double highHz) {
        double weighted = 0;
        double sum = 0;
        for (int k = Math.max(1, (int) Math.ceil(lowHz / binHz)); k <= Math.min(magnitude.length - 1, highHz / binHz); k++) {
            double power = magnitude[k] * magnitude[k];
            weighted += k * binHz * power;
            sum += power;
        }
        return sum > 0 ? weighted / sum : 0;
    }

    /** @return the spectrum's magnitude at a frequency (largest of its bin and the two beside it) */
    double magnitudeAt(double hz) {
        int k = (int) Math.round(hz / binHz);
        double m = 0;
        for (int j = Math.max(1, k - 1); j <= Math.min(magnitude.length - 1, k + 1); j++) {
            m = Math.max(m, magnitude[j]);
        }
        return m;
    }

    /** @return the width of a bin (in hertz) */
    public double binHz() {
        return binHz;
    }

    /**
     * @return the frequencies of the lines between lowHz and highHz (in hertz): bins that are
     *     local maxima standing at least prominenceDb above the median of the 100 bins around them
     */
    public java.util.List<Double> linesHz(double lowHz, double highHz, double prominenceDb) {
        java.util.List<Double> lines = new java.util.ArrayList<>();
        double ratio = Math.pow(10, prominenceDb / 20);
        double[] around = new double[101];
        for (int k = Math.max(51, (int) (lowHz / binHz)); k < Math.min(magnitude.length - 51, highHz / binHz); k++) {
            if (magnitude[k] < magnitude[k - 1] || magnitude[k] < magnitude[k + 1]) {
                continue;
            }
            System.arraycopy(magnitude, k - 50, around, 0, 101);
            java.util.Arrays.sort(around);
            if (magnitude[k] > ratio * around[50]) {
                lines.add(k * binHz);
            }
        }
        return lines;
    }

    /** @return root-mean-square level of samples [from, to) */
    public static double rms(float[] s, int from, int to) {
        double sum = 0;
        for (int i = from; i < to; i++) {
            sum += s[i] * (double) s[i];
        }
        return Math.sqrt(sum / Math.max(1, to - from));
    }

    /** In-place radix-2 FFT. */
    private static void fft(double[] re, double[] im) {
        int n = re.length;
        for (int i = 1, j = 0; i < n; i++) {
            int bit = n >> 1;
            for (; (j & bit) != 0; bit >>= 1) {
                j ^= bit;
            }
            j ^= bit;
            if (i < j) {
                double t = re[i];
                re[i] = re[j];
                re[j] = t;
                t = im[i];
                im[i] = im[j];
                im[j] = t;
            }
        }
        for (int len = 2; len <= n; len <<= 1) {
            double ang = -2 * Math.PI / len;
            double wr = Math.cos(ang);
            double wi = Math.sin(ang);
            for (int i = 0; i < n; i += len) {
                double cr = 1;
                double ci = 0;
                for (int k = 0; k < len / 2; k++) {
                    int a = i + k;
                    int b = a + len / 2;
                    double xr = re[b] * cr - im[b] * ci;
                    double xi = re[b] * ci + im[b] * cr;
                    re[b] = re[a] - xr;
                    im[b] = im[a] - xi;
                    re[a] += xr;
                    im[a] += xi;
                    double t = cr * wr - ci * wi;
                    ci = cr * wi + ci * wr;
                    cr = t;
                }
            }
        }
    }
}
