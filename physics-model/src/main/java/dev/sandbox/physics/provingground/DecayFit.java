package dev.sandbox.physics.provingground;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.EigenDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.SingularValueDecomposition;

/**
 * The modes in a recorded free response, identified by the matrix pencil method (Hua &amp;
 * Sarkar's): a signal that is a sum of M damped exponentials, sampled every dt, makes Hankel
 * matrices Y0 (rows k..k+L-1) and Y1 (shifted by one sample) of rank M, and the eigenvalues of
 * the rank-M pencil pinv(Y0) Y1 are z_i = e^(s_i dt). So s_i = ln(z_i) / dt gives each mode's
 * decay rate (real part) and frequency at once, several modes from one record, without
 * guessing where one mode ends and another begins (the weave and a slow capsize drift overlap
 * in a motorcycle's lean, the wobble and the weave in its steer).
 */
final class DecayFit {

    /** Singular values below this share of the largest are noise, not modes. */
    static final double RANK_SHARE = 1e-6;

    private DecayFit() {
    }

    /**
     * @param history rows of (time, signals...) at a fixed step
     * @param column the signal's column
     * @param fromS start of the window (s)
     * @param toS its end (s)
     * @param modes how many exponentials to look for (a damped oscillation counts two)
     * @param decimate use every n-th row
     * @return the identified exponents as {re (1/s), frequency (Hz, &ge;0)}, one per oscillation
     */
    static List<double[]> modes(List<double[]> history, int column, double fromS, double toS, int modes, int decimate) {
        List<Double> y = new ArrayList<>();
        double dt = Double.NaN;
        double last = Double.NaN;
        for (int i = 0; i < history.size(); i += decimate) {
            double[] row = history.get(i);
            if (row[0] >= fromS && row[0] <= toS) {
                if (!Double.isNaN(last) && Double.isNaN(dt)) {
                    dt = row[0] - last;
                }
                last = row[0];
                y.add(row[column]);
            }
        }
        int n = y.size();
        int pencil = n / 3;
        int rows = n - pencil;
        if (n < 3 * modes || Double.isNaN(dt)) {
            return List.of();
        }
        double[][] h0 = new double[rows][pencil];
        double[][] h1 = new double[rows][pencil];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < pencil; c++) {
                h0[r][c] = y.get(r + c);
                h1[r][c] = y.get(r + c + 1 < n ? r + c + 1 : n - 1);
            }
        }
        // truncate Y0 to its M strongest singular directions: Y0 = U S V^T, pencil = S^-1 U^T Y1 V
        SingularValueDecomposition svd = new SingularValueDecomposition(new Array2DRowRealMatrix(h0, false));
        double[] sv = svd.getSingularValues();
        int m = 0;
        while (m < Math.min(modes, sv.length) && sv[m] > RANK_SHARE * sv[0]) {
            m++;
        }
        RealMatrix u = svd.getU().getSubMatrix(0, rows - 1, 0, m - 1);
        RealMatrix v = svd.getV().getSubMatrix(0, pencil - 1, 0, m - 1);
        RealMatrix a = u.transpose().multiply(new Array2DRowRealMatrix(h1, false)).multiply(v);
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                a.setEntry(i, j, a.getEntry(i, j) / sv[i]);
            }
        }
        EigenDecomposition e = new EigenDecomposition(a);
        double[] re = e.getRealEigenvalues();
        double[] im = e.getImagEigenvalues();
        List<double[]> out = new ArrayList<>();
        for (int i = 0; i < re.length; i++) {
            if (im[i] < 0) {
                continue;
            }
            double mag = Math.hypot(re[i], im[i]);
            double arg = Math.atan2(im[i], re[i]);
            out.add(new double[] {Math.log(mag) / dt, arg / (2 * Math.PI * dt)});
        }
        out.sort((p, q) -> Double.compare(p[1], q[1]));
        return out;
    }

    /**
     * @param found identified exponents {re, Hz}
     * @param re the expected mode's real part (1/s)
     * @param hz its frequency (Hz)
     * @return the identified exponent nearest the expected one in the complex plane, or null
     */
    static double[] nearest(List<double[]> found, double re, double hz) {
        return found.stream().filter(x -> x[1] > 0)
                .min((p, q) -> Double.compare(distance(p, re, hz), distance(q, re, hz))).orElse(null);
    }

    /**
     * @param found identified exponents {re, Hz}
     * @param re the expected real mode's exponent (1/s)
     * @return the identified non-oscillating exponent nearest it, or null when there is none
     */
    static double[] nearestReal(List<double[]> found, double re) {
        return found.stream().filter(x -> x[1] == 0)
                .min((p, q) -> Double.compare(Math.abs(p[0] - re), Math.abs(q[0] - re))).orElse(null);
    }

    private static double distance(double[] p, double re, double hz) {
        return Math.hypot(p[0] - re, 2 * Math.PI * (p[1] - hz));
    }

    static String describe(List<double[]> found) {
        StringBuilder s = new StringBuilder();
        for (double[] x : found) {
            s.append(Arrays.toString(x));
        }
        return s.toString();
    }
}
