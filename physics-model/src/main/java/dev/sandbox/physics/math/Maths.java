package dev.sandbox.physics.math;

/** Small numeric helpers for the model's inner loop. */
public final class Maths {

    private Maths() {
    }

    /**
     * The length of (x, y), {@code sqrt(x² + y²)}. {@link Math#hypot} guards against overflow
     * and underflow of the squares in StrictMath code and costs several times more; the
     * model's forces, speeds and slips are far (more than 100 orders of magnitude) from
     * either, and the profile of a step spent a tenth of its time in hypot (app/BENCHMARKS.md).
     *
     * @param x first component
     * @param y second component
     * @return the length (NaN if either is NaN, infinite if either is infinite)
     */
    public static double hypot(double x, double y) {
        return Math.sqrt(x * x + y * y);
    }
}
