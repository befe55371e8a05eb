package dev.sandbox.physics.math;

import java.util.function.DoublePredicate;

/*
 * atan and atan2 below follow fdlibm's s_atan.c and e_atan2.c, whose notice is kept as it asks:
 *
 * ====================================================
 * Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
 *
 * Developed at SunSoft, a Sun Microsystems, Inc. business.
 * Permission to use, copy, modify, and distribute this
 * software is freely granted, provided that this notice
 * is preserved.
 * ====================================================
 */

/** Small numeric helpers for the model's inner loop. */
public final class Maths {

    /** atan of 0.5, 1, 1.5 and infinity, each split into a high and a low part (fdlibm s_atan.c). */
    private static final double[] ATAN_HI = {
        Double.longBitsToDouble(0x3FDDAC670561BB4FL),
        Double.longBitsToDouble(0x3FE921FB54442D18L),
        Double.longBitsToDouble(0x3FEF730BD281F69BL),
        Double.longBitsToDouble(0x3FF921FB54442D18L),
    };
    private static final double[] ATAN_LO = {
        Double.longBitsToDouble(0x3C7A2B7F222F65E2L),
        Double.longBitsToDouble(0x3C81A62633145C07L),
        Double.longBitsToDouble(0x3C7007887AF0CBBDL),
        Double.longBitsToDouble(0x3C91A62633145C07L),
    };
    /** The odd series of atan on [-7/16, 7/16] (fdlibm s_atan.c). */
    private static final double AT0 = Double.longBitsToDouble(0x3FD555555555550DL);
    private static final double AT1 = Double.longBitsToDouble(0xBFC999999998EBC4L);
    private static final double AT2 = Double.longBitsToDouble(0x3FC24924920083FFL);
    private static final double AT3 = Double.longBitsToDouble(0xBFBC71C6FE231671L);
    private static final double AT4 = Double.longBitsToDouble(0x3FB745CDC54C206EL);
    private static final double AT5 = Double.longBitsToDouble(0xBFB3B0F2AF749A6DL);
    private static final double AT6 = Double.longBitsToDouble(0x3FB10D66A0D03D51L);
    private static final double AT7 = Double.longBitsToDouble(0xBFADDE2D52DEFD9AL);
    private static final double AT8 = Double.longBitsToDouble(0x3FA97B4B24760DEBL);
    private static final double AT9 = Double.longBitsToDouble(0xBFA2B4442C6A6C2FL);
    private static final double AT10 = Double.longBitsToDouble(0x3F90AD3AE322DA11L);

    private static final double PI_LO = Double.longBitsToDouble(0x3CA1A62633145C07L);
    private static final double TINY = 1.0e-300;

    private Maths() {
    }

    /**
     * The length of (x, y), {@code sqrt(x² + y²)}. {@link Math#hypot} guards against overflow
     * and underflow of the squares in StrictMath code and costs several times more; the
     * model's forces, speeds and slips are far (more than 100 orders of magnitude) from
     * either, and hypot is called several times per wheel in every step.
     *
     * @param x first component
     * @param y second component
     * @return the length (NaN if either is NaN, infinite if either is infinite)
     */
    public static double hypot(double x, double y) {
        return Math.sqrt(x * x + y * y);
    }

    /**
     * Bisection for the point where a condition that holds at {@code lo} stops holding, somewhere
     * before {@code hi}.
     *
     * @param holds the condition
     * @param lo a point where it holds
     * @param hi a point where it does not
     * @param halvings how many times the bracket is halved
     * @return the middle of the last bracket
     */
    public static double bisect(DoublePredicate holds, double lo, double hi, int halvings) {
        for (int i = 0; i < halvings; i++) {
            double mid = 0.5 * (lo + hi);
            if (holds.test(mid)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return 0.5 * (lo + hi);
    }

    /**
     * Solves a 3 by 3 linear system a x = b by Cramer's rule, without allocating: the sprung
     * body's implicit step solves one every step.
     *
     * @param a the matrix, row by row (9 numbers; not changed)
     * @param b the right-hand side (3 numbers; not changed)
     * @param x receives the solution (3 numbers)
     * @return false, leaving x alone, when the matrix is singular or not finite
     */
    public static boolean solve3(double[] a, double[] b, double[] x) {
        double c0 = a[4] * a[8] - a[5] * a[7];
        double c1 = a[5] * a[6] - a[3] * a[8];
        double c2 = a[3] * a[7] - a[4] * a[6];
        double det = a[0] * c0 + a[1] * c1 + a[2] * c2;
        if (!(Math.abs(det) > 0) || !Double.isFinite(det)) {
            return false;
        }
        double x0 = (b[0] * c0 + a[1] * (a[5] * b[2] - b[1] * a[8]) + a[2] * (b[1] * a[7] - a[4] * b[2])) / det;
        double x1 = (a[0] * (b[1] * a[8] - a[5] * b[2]) + b[0] * c1 + a[2] * (a[3] * b[2] - b[1] * a[6])) / det;
        double x2 = (a[0] * (a[4] * b[2] - b[1] * a[7]) + a[1] * (b[1] * a[6] - a[3] * b[2]) + b[0] * c2) / det;
        x[0] = x0;
        x[1] = x1;
        x[2] = x2;
        return true;
    }

    /**
     * The arc tangent, bit for bit {@link StrictMath#atan}: the same fdlibm algorithm (argument
     * reduction to |x| &lt; 7/16 about atan 0.5, 1, 1.5 or infinity, then an odd polynomial of
     * degree 21) written in Java. On Java 17 {@code Math.atan} is a native call that the JIT
     * cannot inline, and the tyre law takes several a wheel a step.
     *
     * @param x the tangent
     * @return the angle (in radians, between -pi/2 and pi/2)
     */
    public static double atan(double x) {
        long bits = Double.doubleToRawLongBits(x);
        int hx = (int) (bits >>> 32);
        int ix = hx & 0x7fffffff;
        int id;
        double t = x;
        if (ix >= 0x44100000) { // |x| >= 2^66, infinite or NaN
            if (Double.isNaN(x)) {
                return x + x;
            }
            return hx > 0 ? ATAN_HI[3] + ATAN_LO[3] : -ATAN_HI[3] - ATAN_LO[3];
        }
        if (ix < 0x3fdc0000) { // |x| < 7/16
            if (ix < 0x3e200000) { // |x| < 2^-29: atan x = x to the last bit
                return x;
            }
            id = -1;
        } else {
            t = Math.abs(x);
            if (ix < 0x3ff30000) { // |x| < 19/16
                if (ix < 0x3fe60000) { // 7/16 <= |x| < 11/16
                    id = 0;
                    t = (2.0 * t - 1.0) / (2.0 + t);
                } else { // 11/16 <= |x| < 19/16
                    id = 1;
                    t = (t - 1.0) / (t + 1.0);
                }
            } else if (ix < 0x40038000) { // |x| < 39/16
                id = 2;
                t = (t - 1.5) / (1.0 + 1.5 * t);
            } else { // 39/16 <= |x| < 2^66
                id = 3;
                t = -1.0 / t;
            }
        }
        double z = t * t;
        double w = z * z;
        double s1 = z * (AT0 + w * (AT2 + w * (AT4 + w * (AT6 + w * (AT8 + w * AT10)))));
        double s2 = w * (AT1 + w * (AT3 + w * (AT5 + w * (AT7 + w * AT9))));
        if (id < 0) {
            return t - t * (s1 + s2);
        }
        double r = ATAN_HI[id] - ((t * (s1 + s2) - ATAN_LO[id]) - t);
        return hx < 0 ? -r : r;
    }

    /**
     * The angle of (x, y), bit for bit {@link StrictMath#atan2} (fdlibm e_atan2.c: the quadrant and
     * the special cases, otherwise {@link #atan} of |y / x|), for the same reason as {@link #atan}.
     *
     * @param y the ordinate
     * @param x the abscissa
     * @return the angle (in radians, between -pi and pi)
     */
    public static double atan2(double y, double x) {
        if (Double.isNaN(x) || Double.isNaN(y)) {
            return x + y;
        }
        long xb = Double.doubleToRawLongBits(x);
        long yb = Double.doubleToRawLongBits(y);
        int hx = (int) (xb >>> 32);
        int hy = (int) (yb >>> 32);
        int ix = hx & 0x7fffffff;
        int iy = hy & 0x7fffffff;
        if (x == 1.0) {
            return atan(y);
        }
        int m = ((hy >>> 31) & 1) | ((hx >>> 30) & 2); // 2 sign(x) + sign(y)
        if (y == 0) {
            return switch (m) {
                case 0, 1 -> y; // atan(+-0, +anything) = +-0
                case 2 -> Math.PI + TINY; // atan(+0, -anything) = pi
                default -> -Math.PI - TINY; // atan(-0, -anything) = -pi
            };
        }
        if (x == 0) {
            return hy < 0 ? -Math.PI / 2 - TINY : Math.PI / 2 + TINY;
        }
        if (Double.isInfinite(x)) {
            if (Double.isInfinite(y)) {
                return switch (m) {
                    case 0 -> Math.PI / 4 + TINY;
                    case 1 -> -Math.PI / 4 - TINY;
                    case 2 -> 3.0 * (Math.PI / 4) + TINY;
                    default -> -3.0 * (Math.PI / 4) - TINY;
                };
            }
            return switch (m) {
                case 0 -> 0.0;
                case 1 -> -0.0;
                case 2 -> Math.PI + TINY;
                default -> -Math.PI - TINY;
            };
        }
        if (Double.isInfinite(y)) {
            return hy < 0 ? -Math.PI / 2 - TINY : Math.PI / 2 + TINY;
        }
        int k = (iy - ix) >> 20;
        double z;
        if (k > 60) { // |y / x| > 2^60
            z = Math.PI / 2 + 0.5 * PI_LO;
        } else if (hx < 0 && k < -60) { // |y| / x < -2^60
            z = 0.0;
        } else {
            z = atan(Math.abs(y / x));
        }
        return switch (m) {
            case 0 -> z;
            case 1 -> -z;
            case 2 -> Math.PI - (z - PI_LO);
            default -> (z - PI_LO) - Math.PI;
        };
    }
}
