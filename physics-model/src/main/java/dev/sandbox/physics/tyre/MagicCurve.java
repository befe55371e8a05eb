package dev.sandbox.physics.tyre;

import dev.sandbox.physics.math.Maths;

/**
 * Pacejka's Magic Formula shape y(x) = sin(C atan(B x - E (B x - atan(B x)))), with a peak of
 * 1 ([Monster, "Pacejka"]). B sets the initial slope (dy/dx = B C at 0), C the
 * shape (the sliding value is sin(C pi / 2)), E the curvature near the peak. The curve depends
 * on B only through B x, so the peak lies at x = u / B with u fixed by C and E: it is found once.
 *
 * <p>For C = 3/2 (both shipped tyres) the outer sin(C atan v) has a closed form without
 * trigonometry: with r = sqrt(1 + v^2), cos(atan v) = 1 / r and, by the half-angle formulas,
 * cos(atan(v) / 2) = h = sqrt((1 + 1/r) / 2) and sin(atan(v) / 2) = v / (2 r h), so
 * sin(3/2 atan v) = sin(atan v) cos(atan(v) / 2) + cos(atan v) sin(atan(v) / 2) = (v / r) (h + 1 / (2 r h)).
 * It agrees with the trigonometric form to a few units in the last place and costs a third.
 */
final class MagicCurve {

    /**
     * Largest B x taken as the peak. A curve whose peak lies further out (C at 1, where the
     * force only approaches its plateau, or E near 1, which flattens the argument) has risen by
     * B x = 50 to within 1.5 % of its plateau for E up to 0.9 (11 % at E = 0.99) and climbs the
     * rest over thousands of B x, so the tyre is taken to slide there. The transient tyre caps
     * its deflection at the peak's slip; a peak at unbounded slip would let the deflection, and with it
     * the carcass damping's force, grow without limit and push a car standing on locked wheels
     * backwards. The shipped tyres' peaks lie near B x = 1.5.
     */
    static final double PLATEAU_ARGUMENT = 50;

    private final double c;
    private final double e;
    private final double peakArgument;
    private final boolean threeHalves;

    /**
     * @param c shape factor (1..2.5)
     * @param e curvature factor (&le;1)
     */
    MagicCurve(double c, double e) {
        this.c = c;
        this.e = e;
        this.peakArgument = findPeakArgument();
        this.threeHalves = c == 1.5;
    }

    /**
     * The curve against the slip over the slip of its peak: y at x = s x_peak, i.e. at B x = s u.
     * B drops out, so two curves of the same C and E give the same value at the same s.
     *
     * @param s normalised slip (1 = the peak)
     * @return y
     */
    double atNormalisedSlip(double s) {
        return ofArgument(s * peakArgument);
    }

    /** @return true when this curve has the same shape (C and E) as another */
    boolean sameShapeAs(MagicCurve other) {
        return c == other.c && e == other.e;
    }

    private double ofArgument(double bx) {
        double v = inner(bx);
        return threeHalves ? sinThreeHalvesAtan(v) : Math.sin(c * Maths.atan(v));
    }

    /** @return sin(3/2 atan v), by the half-angle formulas (see the class comment) */
    static double sinThreeHalvesAtan(double v) {
        if (!(Math.abs(v) < 1e150)) {
            return Math.sin(1.5 * Maths.atan(v)); // v^2 would overflow (or v is NaN)
        }
        double r = Math.sqrt(1 + v * v);
        double h = Math.sqrt(0.5 * (1 + 1 / r));
        return v / r * (h + 0.5 / (r * h));
    }

    /** @return the x of the peak for stiffness factor b */
    double peakX(double b) {
        return peakArgument / b;
    }

    /** @return the shape factor C */
    double shape() {
        return c;
    }

    /**
     * Solves u - E (u - atan u) = tan(pi / 2C) by bisection (the left side grows with u for E &le; 1),
     * up to {@link #PLATEAU_ARGUMENT}.
     */
    private double findPeakArgument() {
        double target = Math.tan(Math.PI / (2 * c));
        if (!(inner(PLATEAU_ARGUMENT) >= target)) {
            return PLATEAU_ARGUMENT;
        }
        double lo = 0;
        double hi = 1.0;
        while (inner(hi) < target) {
            hi *= 2;
        }
        for (int i = 0; i < 80; i++) {
            double mid = 0.5 * (lo + hi);
            if (inner(mid) < target) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return 0.5 * (lo + hi);
    }

    private double inner(double u) {
        return u - e * (u - Maths.atan(u));
    }
}
