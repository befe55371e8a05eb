package dev.sandbox.app.feature.hud;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The telemetry's number text reads as {@code String.format} would write it. */
class NumberTextTest {

    @Test
    void matchesStringFormatForTheReadoutsFormats() {
        Random r = new Random(7);
        for (int i = 0; i < 20000; i++) {
            double v = (r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(7) - 2);
            for (int d = 0; d <= 3; d++) {
                double scaled = Math.abs(v) * Math.pow(10, d);
                if (Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-6) {
                    continue; // a tie: %f rounds the shortest decimal form, which may differ in the last digit
                }
                String plain = String.format(Locale.ROOT, "%." + d + "f", v);
                String signed = String.format(Locale.ROOT, "%+." + d + "f", v);
                if (plain.matches("-0\\.?0*")) {
                    // %f keeps the sign of a negative number that rounds to zero; the read-outs do not
                    plain = plain.substring(1);
                    signed = "+" + signed.substring(1);
                }
                assertEquals(plain, NumberText.of(v, d, false, ""), "value " + v + ", " + d + " decimals");
                assertEquals(signed, NumberText.of(v, d, true, ""), "value " + v + ", " + d + " decimals, signed");
            }
        }
    }

    @Test
    void unitsPaddingAndHalves() {
        assertEquals("+2230 N", NumberText.of(2229.5, 0, true, " N"));
        assertEquals("-0.025", NumberText.of(-0.0249, 3, false, ""));
        assertEquals("+0.0 deg", NumberText.of(-0.04, 1, true, " deg"));
        assertEquals(" 46%", NumberText.padded(45.6, 0, 3, "%"));
        assertEquals("100%", NumberText.padded(100, 0, 3, "%"));
        assertEquals("0.13", NumberText.of(0.125, 2, false, ""));
    }
}
