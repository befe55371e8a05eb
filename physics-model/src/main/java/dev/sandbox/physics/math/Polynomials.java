package dev.sandbox.physics.math;

import java.util.Arrays;
import java.util.Comparator;

/** Roots of real polynomials of low degree. */
public final class Polynomials {

    private static final int MAX_ITERATIONS = 500;
    private static final double TOLERANCE = 1e-14;

    private Polynomials() {
    }

    /**
     * All complex roots of a real polynomial by the Weierstrass (Durand-Kerner) simultaneous
     * iteration, each then polished by Newton's method on the original polynomial. Fine for the
     * well-separated roots of degree &le; 8 that linear stability analysis gives; repeated roots
     * come out to about the square root of the machine precision.
     *
     * @param coefficients c0 + c1 x + ... + cn x^n, lowest power first, cn != 0
     * @return the n roots, sorted by real part then imaginary part
     */
    public static Complex[] roots(double... coefficients) {
        int n = coefficients.length - 1;
        while (n > 0 && coefficients[n] == 0) {
            n--;
        }
        if (n < 1) {
            throw new IllegalArgumentException("a polynomial of degree 0 has no roots");
        }
        double lead = coefficients[n];
        double[] monic = new double[n + 1];
        double bound = 0;
        for (int i = 0; i <= n; i++) {
            monic[i] = coefficients[i] / lead;
            if (i < n) {
                bound = Math.max(bound, Math.abs(monic[i]));
            }
        }
        double radius = 1 + bound; // Cauchy's bound on the roots' moduli
        Complex[] z = new Complex[n];
        Complex seed = new Complex(0.4, 0.9);
        Complex power = new Complex(1, 0);
        for (int i = 0; i < n; i++) {
            z[i] = power.times(radius * 0.5);
            power = power.times(seed);
        }
        for (int iter = 0; iter < MAX_ITERATIONS; iter++) {
            double change = 0;
            for (int i = 0; i < n; i++) {
                Complex denominator = new Complex(1, 0);
                for (int j = 0; j < n; j++) {
                    if (j != i) {
                        denominator = denominator.times(z[i].minus(z[j]));
                    }
                }
                Complex step = evaluate(monic, z[i]).div(denominator);
                z[i] = z[i].minus(step);
                change = Math.max(change, step.abs() / Math.max(1, z[i].abs()));
            }
            if (change < TOLERANCE) {
                break;
            }
        }
        for (int i = 0; i < n; i++) {
            z[i] = polish(monic, z[i]);
        }
        Arrays.sort(z, Comparator.comparingDouble(Complex::re).thenComparingDouble(Complex::im));
        return z;
    }

    /** @return p(x) for p given lowest power first (Horner) */
    public static Complex evaluate(double[] p, Complex x) {
        Complex v = new Complex(p[p.length - 1], 0);
        for (int i = p.length - 2; i >= 0; i--) {
            v = v.times(x).plus(new Complex(p[i], 0));
        }
        return v;
    }

    private static Complex polish(double[] p, Complex x) {
        double[] dp = new double[p.length - 1];
        for (int i = 1; i < p.length; i++) {
            dp[i - 1] = i * p[i];
        }
        for (int k = 0; k < 3; k++) {
            Complex d = evaluate(dp, x);
            if (d.abs() == 0) {
                break;
            }
            x = x.minus(evaluate(p, x).div(d));
        }
        return x;
    }
}
