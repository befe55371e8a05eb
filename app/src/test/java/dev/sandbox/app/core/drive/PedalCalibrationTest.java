package dev.sandbox.app.core.drive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The pedal's calibration step with synthetic readings: press the pedal fully, let it go, and
 * its rest and full readings become 0 and 100 %, whichever way its axis runs, while the other
 * axes' noise and a knock on the wheel are not taken for it.
 */
class PedalCalibrationTest {

    /** Feeds a press and release of one axis, with the wheel and another pedal trembling meanwhile. */
    private static PedalCalibration.Result calibrate(String axis, double rest, double full) {
        PedalCalibration c = new PedalCalibration();
        int n = 60;
        for (int i = 0; i <= 3 * n; i++) {
            // down in a second, up in a second, then left alone
            double down = i <= n ? i / (double) n : i <= 2 * n ? (2 * n - i) / (double) n : 0;
            c.sample("PAD_LEFT_X", 0.01 * Math.sin(i));
            c.sample("PAD_RIGHT_Y", -1 + 0.005 * Math.cos(i));
            c.sample(axis, rest + (full - rest) * down);
        }
        return c.result();
    }

    @Test
    void aWheelPedalRestingAtMinusOneIsFoundWithItsReadings() {
        PedalCalibration.Result r = calibrate("PAD_RIGHT_X", -0.97, 0.94);
        assertEquals("PAD_RIGHT_X", r.axis());
        assertEquals(-0.97, r.restReading(), 1e-12);
        assertEquals(0.94, r.fullReading(), 1e-12);
        PedalRange range = r.range().range();
        assertFalse(r.range().inverted());
        assertEquals(0, range.position(-0.97), 1e-12, "rest is 0 %");
        assertEquals(1, range.position(0.94), 1e-12, "fully pressed is 100 %");
        assertEquals(0.5, range.position((-0.97 + 0.94) / 2), 1e-12);
    }

    @Test
    void aPedalWhoseAxisFallsIsReadInverted() {
        PedalCalibration.Result r = calibrate("PAD_LEFT_Y", 0.99, -0.9);
        assertTrue(r.range().inverted());
        PedalRange range = r.range().range();
        // read inverted: the reading's negative goes through the rising range
        assertEquals(0, range.position(-0.99), 1e-12);
        assertEquals(1, range.position(0.9), 1e-12);
        assertEquals("-0.99:0.9", range.format());
    }

    @Test
    void aKnockOnTheWheelIsNotAPedal() {
        PedalCalibration c = new PedalCalibration();
        for (int i = 0; i <= 40; i++) {
            c.sample("PAD_LEFT_X", 0.3 * Math.sin(Math.PI * i / 40));
        }
        assertNull(c.result(), "a 0.3 excursion and back is less than a pedal's press");
        assertEquals("PAD_LEFT_X", c.leader());
    }

    @Test
    void aPedalOnItsWayBackIsNotFinished() {
        PedalCalibration c = new PedalCalibration();
        for (int i = 0; i <= 60; i++) {
            c.sample("PAD_RIGHT_X", -1 + 2 * Math.sin(Math.PI * i / 60));
        }
        assertNull(c.result(), "back at rest but not yet still there");
        for (int i = 0; i < PedalCalibration.SETTLED_READINGS; i++) {
            c.sample("PAD_RIGHT_X", -1);
        }
        assertEquals(-1, c.result().restReading(), 1e-12);
        assertEquals(1, c.result().fullReading(), 1e-12);
    }

    @Test
    void aPedalStillHeldDownIsNotFinished() {
        PedalCalibration c = new PedalCalibration();
        for (int i = 0; i <= 30; i++) {
            c.sample("PAD_RIGHT_X", -1 + 2 * i / 30.0);
        }
        assertNull(c.result());
    }

    @Test
    void rangesPresetsAndTheirWrittenForm() {
        assertEquals(PedalRange.FULL, PedalRange.parse("FULL"));
        assertEquals(PedalRange.HALF, PedalRange.parse("half"));
        assertEquals(new PedalRange(-0.9, 0.85), PedalRange.parse("-0.9:0.85"));
        assertEquals("-0.9:0.85", new PedalRange(-0.9, 0.85).format());
        assertEquals(0.5, PedalRange.FULL.position(0), 0);
        assertEquals(0, PedalRange.HALF.position(-1), 0, "a trigger's range reads below rest as released");
        assertThrows(IllegalArgumentException.class, () -> PedalRange.parse("1:-1"), "falling: write '-' instead");
        assertThrows(IllegalArgumentException.class, () -> PedalRange.parse("0:1.5"));
        assertThrows(IllegalArgumentException.class, () -> PedalRange.parse("quarter"));
    }
}
