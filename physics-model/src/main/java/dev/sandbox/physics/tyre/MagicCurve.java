package dev.sandbox.physics.tyre;

/**
 * Pacejka's Magic Formula shape y(x) = sin(C atan(B x - E (B x - atan(B x)))), with a peak of
 * 1 ([Monster, "Pacejka"]). B sets the initial slope (dy/dx = B C at 0), C the
 * shape (the sliding value is sin(C pi / 2)), E the curvature near the peak. The curve depends
 * on B only through B x, so the peak lies at x = u / B with u fixed by C and E: it is found once.
 */
final class MagicCurve {

    private final double c;
    private final double e;
    private final double peakArgument;

    /**
     * @param c shape factor (1..2.5)
     * @param e curvature factor (&le;1)
     */
    MagicCurve(double c, double e) {
        this.c = c;
        this.e = e;
        this.peakArgument = findPeakArgument();
    }

    /** @return y(x) for stiffness factor b */
    double value(double b, double x) {
        double bx = b * x;
        return Math.sin(c * Math.atan(bx - e * (bx - Math.atan(bx))));
    }

    /** @return the x of the peak for stiffness factor b */
    double peakX(double b) {
        return peakArgument / b;
    }

    /** @return the shape factor C */
    double shape() {
        return c;
    }

    /** Solves u - E (u - atan u) = tan(pi / 2C) by bisection (the left side grows with u for E &le; 1). */
    private double findPeakArgument() {
        double target = Math.tan(Math.PI / (2 * c));
        double lo = 0;
        double hi = 1.0;
        while (inner(hi) < target && hi < 1e9) {
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
        return u - e * (u - Math.atan(u));
    }
}
