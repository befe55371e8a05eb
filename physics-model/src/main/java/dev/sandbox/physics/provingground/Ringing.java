package dev.sandbox.physics.provingground;

import java.util.ArrayList;
import java.util.List;

/** Frequency and damping of a decaying oscillation sampled at a fixed step. */
final class Ringing {

    private Ringing() {
    }

    /**
     * @param signal samples of one decaying oscillation about zero
     * @param dtS the sampling step (in seconds)
     * @return the frequency from the first and third zero crossings (in hertz), NaN if it does not cross
     */
    static double frequencyHz(double[] signal, double dtS) {
        List<Double> crossings = new ArrayList<>();
        for (int i = 1; i < signal.length && crossings.size() < 3; i++) {
            if (signal[i] != 0 && Math.signum(signal[i]) != Math.signum(signal[i - 1])) {
                crossings.add((i - 1 + signal[i - 1] / (signal[i - 1] - signal[i])) * dtS);
            }
        }
        return crossings.size() < 3 ? Double.NaN : 1 / (crossings.get(2) - crossings.get(0));
    }

    /**
     * @param signal samples of one decaying oscillation about zero, starting at a peak
     * @return the damping ratio from the logarithmic decrement between the first two same-sign peaks
     */
    static double dampingRatio(double[] signal) {
        double first = signal[0];
        double next = Double.NaN;
        boolean crossed = false;
        for (int i = 1; i < signal.length - 1; i++) {
            if (Math.signum(signal[i]) != Math.signum(first)) {
                crossed = true;
            } else if (crossed && Math.abs(signal[i]) >= Math.abs(signal[i - 1])
                    && Math.abs(signal[i]) >= Math.abs(signal[i + 1])) {
                next = signal[i];
                break;
            }
        }
        double decrement = Math.log(first / next);
        return decrement / Math.sqrt(4 * Math.PI * Math.PI + decrement * decrement);
    }
}
