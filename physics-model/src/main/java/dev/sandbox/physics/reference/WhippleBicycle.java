package dev.sandbox.physics.reference;

import dev.sandbox.physics.math.Complex;
import dev.sandbox.physics.math.Maths;
import dev.sandbox.physics.math.Polynomials;

/**
 * The linearised Whipple bicycle of [Meijaard et al. 2007]: four rigid bodies (rear wheel R,
 * rear frame with rider B, front frame H, front wheel F) on knife-edge wheels that roll without
 * slip, with lean phi and steer delta as the degrees of freedom. About the upright straight run
 * at forward speed v the equations are
 *
 * <pre>M q'' + v C1 q' + (g K0 + v^2 K2) q = f,   q = (phi, delta)</pre>
 *
 * with the matrices built from the parameters by [Meijaard et al. 2007, Appendix A]. Kept as an
 * executable reference: the benchmark's matrices, eigenvalues and weave and capsize speeds are
 * published to 14 digits, so a stability analysis of a two-wheeler can be checked against it.
 */
public final class WhippleBicycle {

    /** Lean (row and column 0) and steer (1). */
    private final double[][] m = new double[2][2];
    private final double[][] c1 = new double[2][2];
    private final double[][] k0 = new double[2][2];
    private final double[][] k2 = new double[2][2];
    private final double g;

    /**
     * @param p the bicycle's geometry, masses and inertias
     */
    public WhippleBicycle(WhippleParameters p) {
        LeanSteerInertia t = LeanSteerInertia.of(p);
        g = t.gravityMps2();
        double sinL = t.sinTilt();
        double cosL = t.cosTilt();
        double w = t.wheelbaseM();
        double mT = t.massT();
        double zT = t.zT();
        double iTxz = t.iTxz();
        double iTzz = t.iTzz();
        double iAlz = t.iAlz();
        double mu = t.mu();
        double sF = t.sF();
        double sT = t.sT();
        double sA = t.sA();

        // eqs. A21-A27.
        m[0][0] = t.iTxx();
        m[0][1] = t.iAlx() + mu * iTxz;
        m[1][0] = m[0][1];
        m[1][1] = t.iAll() + 2 * mu * iAlz + sq(mu) * iTzz;
        k0[0][0] = mT * zT;
        k0[0][1] = -sA;
        k0[1][0] = -sA;
        k0[1][1] = -sA * sinL;
        k2[0][1] = (sT - mT * zT) / w * cosL;
        k2[1][1] = (sA + sF * sinL) / w * cosL;
        c1[0][1] = mu * sT + sF * cosL + iTxz / w * cosL - mu * mT * zT;
        c1[1][0] = -(mu * sT + sF * cosL);
        c1[1][1] = iAlz / w * cosL + mu * (sA + iTzz / w * cosL);
    }

    /** @return the benchmark bicycle of [Meijaard et al. 2007, Table 1] */
    public static WhippleBicycle benchmark() {
        return new WhippleBicycle(WhippleParameters.benchmark());
    }

    /** @return M[i][j], the mass matrix (in kg m^2; row and column 0 lean, 1 steer) */
    public double mass(int i, int j) {
        return m[i][j];
    }

    /** @return C1[i][j], the velocity-proportional damping-like matrix (in kg m) */
    public double damping(int i, int j) {
        return c1[i][j];
    }

    /** @return K0[i][j], the gravity stiffness matrix without g (in kg m) */
    public double gravityStiffness(int i, int j) {
        return k0[i][j];
    }

    /** @return K2[i][j], the velocity-squared stiffness matrix (in kg) */
    public double speedStiffness(int i, int j) {
        return k2[i][j];
    }

    /**
     * The characteristic polynomial det(M s^2 + v C1 s + g K0 + v^2 K2) of the free motion.
     *
     * @param speedMps forward speed v (in m/s)
     * @return its five coefficients, lowest power of s first
     */
    public double[] characteristicPolynomial(double speedMps) {
        double[][][] a = new double[2][2][];
        for (int i = 0; i < 2; i++) {
            for (int j = 0; j < 2; j++) {
                a[i][j] = new double[] {g * k0[i][j] + sq(speedMps) * k2[i][j], speedMps * c1[i][j], m[i][j]};
            }
        }
        double[] ad = multiply(a[0][0], a[1][1]);
        double[] bc = multiply(a[0][1], a[1][0]);
        double[] p = new double[5];
        for (int i = 0; i < 5; i++) {
            p[i] = ad[i] - bc[i];
        }
        return p;
    }

    /**
     * @param speedMps forward speed (in m/s, &ge;0)
     * @return the four eigenvalues of the free motion (in 1/s), sorted by real part
     */
    public Complex[] eigenvalues(double speedMps) {
        return Polynomials.roots(characteristicPolynomial(speedMps));
    }

    /**
     * The capsize speed: above it the real, slow lean-and-steer mode becomes unstable. A real
     * eigenvalue crosses zero where det(g K0 + v^2 K2) = 0, a quadratic in v^2.
     *
     * @return the lowest positive such speed (in m/s), or NaN if there is none
     */
    public double capsizeSpeedMps() {
        // det = (g k00 + u k200)(g k011 + u k211) - (g k001 + u k201)(g k010 + u k210), u = v^2
        double a = k2[0][0] * k2[1][1] - k2[0][1] * k2[1][0];
        double b = g * (k0[0][0] * k2[1][1] + k2[0][0] * k0[1][1] - k0[0][1] * k2[1][0] - k2[0][1] * k0[1][0]);
        double c = sq(g) * (k0[0][0] * k0[1][1] - k0[0][1] * k0[1][0]);
        double best = Double.NaN;
        for (double u : quadraticRoots(a, b, c)) {
            if (u > 0 && (Double.isNaN(best) || u < best * best)) {
                best = Math.sqrt(u);
            }
        }
        return best;
    }

    /**
     * The weave speed: the lowest speed where the oscillatory mode's real part crosses from
     * positive to negative (a Hopf bifurcation), found by scanning and bisection.
     *
     * @param maxSpeedMps the highest speed to search (in m/s)
     * @return the weave speed (in m/s), or NaN if the weave never becomes stable below maxSpeedMps
     */
    public double weaveSpeedMps(double maxSpeedMps) {
        double step = 0.01;
        double previous = weaveRealPart(step);
        for (double v = 2 * step; v <= maxSpeedMps; v += step) {
            double current = weaveRealPart(v);
            if (previous > 0 && current <= 0) {
                return Maths.bisect(mid -> weaveRealPart(mid) > 0, v - step, v, 60);
            }
            previous = current;
        }
        return Double.NaN;
    }

    /**
     * @param speedMps forward speed (in m/s)
     * @return the real part of the oscillatory (weave) pair (in 1/s), or NaN if all four are real
     */
    public double weaveRealPart(double speedMps) {
        double re = Double.NaN;
        for (Complex e : eigenvalues(speedMps)) {
            if (Math.abs(e.im()) > 1e-9 && (Double.isNaN(re) || e.re() > re)) {
                re = e.re();
            }
        }
        return re;
    }

    /** @return g, the gravity these matrices were built for (in m/s^2) */
    public double gravityMps2() {
        return g;
    }

    private static double[] multiply(double[] p, double[] q) {
        double[] r = new double[p.length + q.length - 1];
        for (int i = 0; i < p.length; i++) {
            for (int j = 0; j < q.length; j++) {
                r[i + j] += p[i] * q[j];
            }
        }
        return r;
    }

    private static double[] quadraticRoots(double a, double b, double c) {
        if (Math.abs(a) < 1e-12 * Math.max(Math.abs(b), Math.abs(c))) {
            return b == 0 ? new double[0] : new double[] {-c / b};
        }
        double disc = b * b - 4 * a * c;
        if (disc < 0) {
            return new double[0];
        }
        double q = -0.5 * (b + Math.copySign(Math.sqrt(disc), b));
        return new double[] {q / a, c / q};
    }

    private static double sq(double x) {
        return x * x;
    }

}
