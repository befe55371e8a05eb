package dev.sandbox.physics.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The CSV's numbers are written without String.format and still carry what "%.6g" carries:
 * six significant digits, so a value read back is within half a unit of the sixth digit.
 */
class CsvNumbersTest {

    private static String write(double d) {
        StringBuilder sb = new StringBuilder();
        CsvNumbers.append(sb, d);
        return sb.toString();
    }

    @Test
    void examplesReadAsAPersonWritesThem() {
        assertEquals("0", write(0.0));
        assertEquals("-3", write(-3.0));
        assertEquals("1.5", write(1.5));
        assertEquals("0.001", write(0.001));
        assertEquals("0.000123457", write(0.0001234567));
        assertEquals("1.5e-05", write(0.000015));
        assertEquals("123457", write(123456.7));
        assertEquals("1.23457e+06", write(1234567.5));
        assertEquals("-72.7986", write(-72.79861));
        assertEquals("10", write(9.9999996)); // rounding carries into a new digit
        assertEquals("1.5e+09", write(1.5e9));
    }

    @Test
    void sixSignificantDigitsLikeFormatG() {
        Random r = new Random(12);
        for (int i = 0; i < 50_000; i++) {
            double d = (r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(24) - 12);
            double ours = Double.parseDouble(write(d));
            double reference = Double.parseDouble(String.format(Locale.ROOT, "%.6g", d));
            double unit = Math.pow(10, Math.floor(Math.log10(Math.abs(reference))) - 5);
            assertEquals(reference, ours, 0.5001 * unit, "for " + d + ": " + write(d));
            assertEquals(d, ours, 0.5001 * unit, "within half a unit of the sixth digit: " + d);
        }
    }
}
