package dev.sandbox.physics.math;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The inner loop's numeric helpers against the library functions they stand for. */
class MathsTest {

    @Test
    void atanIsStrictMathsAtanToTheLastBit() {
        // the same fdlibm algorithm, so every result must be identical, not merely close: slips
        // (|x| < 3), large arguments, arbitrary bit patterns and tiny ones cover every reduction branch
        SplittableRandom random = new SplittableRandom(20);
        for (int i = 0; i < 400_000; i++) {
            double x = switch (i % 4) {
                case 0 -> random.nextDouble(-3, 3);
                case 1 -> random.nextDouble(-1e4, 1e4);
                case 2 -> Double.longBitsToDouble(random.nextLong());
                default -> random.nextDouble(-1e-7, 1e-7);
            };
            assertEquals(StrictMath.atan(x), Maths.atan(x), 0.0, () -> "atan(" + x + ")");
        }
        double[] edges = {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.MIN_VALUE, 7 / 16.0, 11 / 16.0, 19 / 16.0, 39 / 16.0, 0x1p66, -0x1p66, 1, -1};
        for (double x : edges) {
            assertEquals(Double.doubleToLongBits(StrictMath.atan(x)), Double.doubleToLongBits(Maths.atan(x)),
                    () -> "atan(" + x + ")");
        }
    }

    @Test
    void atan2IsStrictMathsAtan2ToTheLastBit() {
        SplittableRandom random = new SplittableRandom(2);
        for (int i = 0; i < 300_000; i++) {
            double x;
            double y;
            if (i % 3 == 0) {
                x = random.nextDouble(-5, 5);
                y = random.nextDouble(-5, 5);
            } else if (i % 3 == 1) {
                x = Double.longBitsToDouble(random.nextLong());
                y = Double.longBitsToDouble(random.nextLong());
            } else { // far apart in size, for the |y / x| beyond 2^60 branches
                x = random.nextDouble(-1, 1) * Math.scalb(1.0, random.nextInt(-80, 80));
                y = random.nextDouble(-1, 1) * Math.scalb(1.0, random.nextInt(-80, 80));
            }
            double yy = y;
            double xx = x;
            assertEquals(StrictMath.atan2(y, x), Maths.atan2(y, x), 0.0, () -> "atan2(" + yy + ", " + xx + ")");
        }
        double[] edges = {0.0, -0.0, 1, -1, 0.5, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.MIN_VALUE, -Double.MIN_VALUE, 1e300, -1e-300};
        for (double y : edges) {
            for (double x : edges) {
                assertEquals(StrictMath.atan2(y, x), Maths.atan2(y, x), 0.0, () -> "atan2(" + y + ", " + x + ")");
            }
        }
    }

    @Test
    void hypotIsTheLengthOfTheVector() {
        assertEquals(5.0, Maths.hypot(3, 4), 0.0);
        assertEquals(Math.hypot(1e-3, 2e5), Maths.hypot(1e-3, 2e5), 1e-9);
    }

    @Test
    void solve3SolvesWhatAMatrixTimesItsAnswerGivesBack() {
        // a x = b for random well-conditioned matrices: a times the answer gives b back to
        // rounding (1e-9 of the entries' size, far above Cramer's rule's error for these)
        SplittableRandom random = new SplittableRandom(3);
        double[] a = new double[9];
        double[] b = new double[3];
        double[] x = new double[3];
        for (int trial = 0; trial < 1000; trial++) {
            for (int k = 0; k < 9; k++) {
                a[k] = random.nextDouble(-1, 1) + (k % 4 == 0 ? 4 : 0);
            }
            for (int k = 0; k < 3; k++) {
                b[k] = random.nextDouble(-10, 10);
            }
            org.junit.jupiter.api.Assertions.assertTrue(Maths.solve3(a, b, x));
            for (int r = 0; r < 3; r++) {
                assertEquals(b[r], a[3 * r] * x[0] + a[3 * r + 1] * x[1] + a[3 * r + 2] * x[2], 1e-9);
            }
        }
        // a singular matrix (two equal rows) is refused and leaves the answer alone
        double[] singular = {1, 2, 3, 1, 2, 3, 0, 1, 5};
        x[0] = 7;
        org.junit.jupiter.api.Assertions.assertFalse(Maths.solve3(singular, b, x));
        assertEquals(7, x[0]);
    }
}
