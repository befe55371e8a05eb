package dev.sandbox.physics.provingground;

import java.util.ArrayList;
import java.util.List;

/**
 * The decay rate and frequency of an oscillation in a recorded history: the rate of the signal
 * (which removes a slow drift such as the capsize mode's) has extremes half a period apart whose
 * sizes fall as e^(sigma t); a least-squares line through ln|extreme| against time gives sigma
 * (the logarithmic decrement over the whole record, not one pair of peaks).
 */
final class DecayFit {

    /** Fewest extremes a fit needs. */
    static final int MIN_EXTREMES = 3;
    /** Most extremes a fit uses: three periods, before a slower mode (capsize) takes over the record. */
    static final int MAX_EXTREMES = 6;

    private DecayFit() {
    }

    /**
     * @param history rows of (time, signals...)
     * @param column the signal's column
     * @param fromS start of the window (s)
     * @param toS its end (s)
     * @return {sigma (1/s), frequency (Hz)}, or null when the window holds too few extremes
     */
    static double[] oscillation(List<double[]> history, int column, double fromS, double toS) {
        List<double[]> extremes = new ArrayList<>();
        int n0 = history.size();
        double[] t = new double[n0];
        double[] rate = new double[n0];
        for (int i = 1; i < n0; i++) {
            double[] a = history.get(i - 1);
            double[] b = history.get(i);
            t[i] = 0.5 * (a[0] + b[0]);
            rate[i] = (b[column] - a[column]) / (b[0] - a[0]);
        }
        for (int i = 2; i < n0 - 1; i++) {
            boolean peak = rate[i] > rate[i - 1] && rate[i] >= rate[i + 1];
            boolean trough = rate[i] < rate[i - 1] && rate[i] <= rate[i + 1];
            if ((peak || trough) && t[i] > fromS && t[i] <= toS && Math.abs(rate[i]) > 1e-12) {
                extremes.add(new double[] {t[i], Math.abs(rate[i])});
            }
        }
        if (extremes.size() > MAX_EXTREMES) {
            extremes = extremes.subList(0, MAX_EXTREMES);
        }
        if (extremes.size() < MIN_EXTREMES) {
            return null;
        }
        double n = extremes.size();
        double st = 0;
        double sy = 0;
        double stt = 0;
        double sty = 0;
        for (double[] e : extremes) {
            double y = Math.log(e[1]);
            st += e[0];
            sy += y;
            stt += e[0] * e[0];
            sty += e[0] * y;
        }
        double sigma = (n * sty - st * sy) / (n * stt - st * st);
        double halfPeriod = (extremes.get(extremes.size() - 1)[0] - extremes.get(0)[0]) / (n - 1);
        return new double[] {sigma, 1 / (2 * halfPeriod)};
    }
}
