package dev.sandbox.app.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The shadow options: on by default at medium quality; a bad value is one clear line. */
class ShadowOptionsTest {

    @Test
    void shadowsAreOnAtMediumQualityByDefault() {
        LaunchOptions o = LaunchOptions.parse();
        assertTrue(o.shadows());
        assertEquals("medium", o.shadowQuality());
    }

    @Test
    void shadowsCanBeSwitchedOffAndTheirQualityChosen() {
        LaunchOptions o = LaunchOptions.parse("--shadows", "off", "--shadow-quality", "high");
        assertFalse(o.shadows());
        assertEquals("high", o.shadowQuality());
    }

    @Test
    void aBadValueNamesTheOptionAndWhatItWants() {
        IllegalArgumentException a = assertThrows(IllegalArgumentException.class,
                () -> LaunchOptions.parse("--shadows", "maybe"));
        assertEquals("--shadows wants on or off, not 'maybe'", a.getMessage());
        IllegalArgumentException b = assertThrows(IllegalArgumentException.class,
                () -> LaunchOptions.parse("--shadow-quality", "ultra"));
        assertEquals("--shadow-quality wants low, medium or high, not 'ultra'", b.getMessage());
    }
}
