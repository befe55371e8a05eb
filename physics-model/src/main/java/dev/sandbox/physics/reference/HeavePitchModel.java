package dev.sandbox.physics.reference;

import dev.sandbox.physics.math.Complex;
import dev.sandbox.physics.math.Polynomials;

/**
 * The linear heave-pitch ride model of a car body on its springs and dampers [Gillespie, ch. 5]:
 * the sprung mass m and pitch inertia I on corners of wheel rate k_i and damping c_i at x_i
 * forward of the sprung centre of mass, with q = (z up, theta nose down):
 *
 * <pre>
 * [m 0; 0 I] q'' + [sum c, -sum c x; -sum c x, sum c x^2] q' + [sum k, -sum k x; -sum k x, sum k x^2] q = (F, M)
 * </pre>
 *
 * Kept executable so the full model's ride can be compared with it.
 */
public final class HeavePitchModel {

    private final double massKg;
    private final double pitchInertiaKgM2;
    private final double kzz;
    private final double kzt;
    private final double ktt;
    private final double czz;
    private final double czt;
    private final double ctt;

    /**
     * @param sprungMassKg m (in kilograms)
     * @param pitchInertiaKgM2 I (in kg m^2)
     * @param cornerForwardM each corner's x (in metres)
     * @param springNPerM each corner's wheel rate (in N/m)
     * @param damperNsPerM each corner's damping (in N s/m)
     */
    public HeavePitchModel(double sprungMassKg, double pitchInertiaKgM2, double[] cornerForwardM,
            double[] springNPerM, double[] damperNsPerM) {
        massKg = sprungMassKg;
        this.pitchInertiaKgM2 = pitchInertiaKgM2;
        double a = 0;
        double b = 0;
        double c = 0;
        double d = 0;
        double e = 0;
        double f = 0;
        for (int i = 0; i < cornerForwardM.length; i++) {
            double x = cornerForwardM[i];
            a += springNPerM[i];
            b -= springNPerM[i] * x;
            c += springNPerM[i] * x * x;
            d += damperNsPerM[i];
            e -= damperNsPerM[i] * x;
            f += damperNsPerM[i] * x * x;
        }
        kzz = a;
        kzt = b;
        ktt = c;
        czz = d;
        czt = e;
        ctt = f;
    }

    /** @return true when both modes oscillate (neither is overdamped), so {@link #modes} has them */
    public boolean oscillates() {
        return oscillatingRoots() != null;
    }

    /**
     * @return the two damped modes as eigenvalues with positive imaginary part, heave first (in 1/s)
     * @throws IllegalStateException when a mode is overdamped (see {@link #oscillates})
     */
    public Complex[] modes() {
        Complex[] both = oscillatingRoots();
        if (both == null) {
            throw new IllegalStateException("the ride is overdamped: no oscillating modes");
        }
        Complex first = both[0];
        Complex second = both[1];
        double shapeFirst = modeShapeHeavePerPitch(first.abs() * first.abs());
        double shapeSecond = modeShapeHeavePerPitch(second.abs() * second.abs());
        // the heave mode moves the body more in heave per radian of pitch (over a pitch arm of 1 m)
        return Math.abs(shapeFirst) > Math.abs(shapeSecond) ? new Complex[] {first, second} : new Complex[] {second, first};
    }

    /** @return the two roots with positive imaginary part, or null when fewer oscillate */
    private Complex[] oscillatingRoots() {
        double[] p = new double[5];
        double[] left = {kzz, czz, massKg};
        double[] right = {ktt, ctt, pitchInertiaKgM2};
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                p[i + j] += left[i] * right[j];
            }
        }
        p[0] -= kzt * kzt;
        p[1] -= 2 * kzt * czt;
        p[2] -= czt * czt;
        Complex[] roots = Polynomials.roots(p);
        Complex first = null;
        Complex second = null;
        for (Complex r : roots) {
            if (r.im() > 0) {
                if (first == null) {
                    first = r;
                } else {
                    second = r;
                }
            }
        }
        return first == null || second == null ? null : new Complex[] {first, second};
    }

    /**
     * @param pitchMode the pitch mode, or else the heave mode
     * @return z / theta of that mode of the undamped model (in metres per radian)
     */
    public double modeShapeHeavePerPitch(boolean pitchMode) {
        double bq = kzz * pitchInertiaKgM2 + ktt * massKg;
        double disc = Math.sqrt(bq * bq - 4 * massKg * pitchInertiaKgM2 * (kzz * ktt - kzt * kzt));
        // the pitch-like mode is the one with the smaller heave share, which here is the faster one
        double fast = (bq + disc) / (2 * massKg * pitchInertiaKgM2);
        double slow = (bq - disc) / (2 * massKg * pitchInertiaKgM2);
        double shapeFast = modeShapeHeavePerPitch(fast);
        double shapeSlow = modeShapeHeavePerPitch(slow);
        boolean fastIsPitch = Math.abs(shapeFast) < Math.abs(shapeSlow);
        return pitchMode == fastIsPitch ? shapeFast : shapeSlow;
    }

    private double modeShapeHeavePerPitch(double omegaSquared) {
        return -kzt / (kzz - omegaSquared * massKg);
    }

    /**
     * @param pitchMomentNm a steady moment nose down (in N m)
     * @return the steady pitch it holds the body at (in radians, nose down)
     */
    public double steadyPitchRad(double pitchMomentNm) {
        return pitchMomentNm / (ktt - kzt * kzt / kzz);
    }

    /** @return the eigenvalue's frequency (in hertz) */
    public static double frequencyHz(Complex mode) {
        return Math.abs(mode.im()) / (2 * Math.PI);
    }

    /** @return the eigenvalue's damping ratio */
    public static double dampingRatio(Complex mode) {
        return -mode.re() / mode.abs();
    }
}
