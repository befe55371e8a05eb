package dev.sandbox.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The benchmark switches come out of the command line and leave the sandbox's own options alone. */
class BenchOptionsTest {

    @Test
    void noSwitchesLeavesTheCommandLineAsItWas() {
        BenchOptions b = BenchOptions.extract("--vehicle", "boxster-s", "--seed", "3");
        assertFalse(b.any());
        assertEquals(List.of("--vehicle", "boxster-s", "--seed", "3"), b.rest());
    }

    @Test
    void frameBenchmarkDrivesTheBoxsterOnAutopilotUnlessToldOtherwise() {
        BenchOptions b = BenchOptions.extract("--bench", "20");
        assertTrue(b.frames());
        assertEquals(20.0, b.frameSeconds());
        assertEquals(List.of("--vehicle", "boxster-s", "--autopilot"), b.rest());
        BenchOptions bike = BenchOptions.extract("--vehicle", "cbr1000rr", "--bench", "5", "--autopilot");
        assertEquals(List.of("--vehicle", "cbr1000rr", "--autopilot"), bike.rest());
    }

    @Test
    void bareWorldHasNoVehicle() {
        BenchOptions b = BenchOptions.extract("--bench", "5", "--bare", "--size", "640x360");
        assertTrue(b.bare());
        assertEquals(List.of("--size", "640x360"), b.rest());
    }

    @Test
    void physicsBenchmarkNeedsNoOtherOption() {
        BenchOptions b = BenchOptions.extract("--bench-physics");
        assertTrue(b.physics());
        assertFalse(b.frames());
        assertEquals(List.of(), b.rest());
    }

    @Test
    void alternationNamesAPartOfTheSandbox() {
        BenchOptions b = BenchOptions.extract("--bench", "5", "--bench-alternate", "HUD");
        assertEquals("hud", b.alternate());
        assertEquals(null, BenchOptions.extract("--bench", "5").alternate());
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> BenchOptions.extract("--bench", "5", "--bench-alternate", "wheels"));
        assertTrue(bad.getMessage().contains("sandbox, vehicle, shadows, hud, occlusion, telemetry")
                && bad.getMessage().contains("'wheels'"),
                bad.getMessage());
        assertThrows(IllegalArgumentException.class, () -> BenchOptions.extract("--bench", "5", "--bench-alternate"));
        assertThrows(IllegalArgumentException.class, () -> BenchOptions.extract("--bench-alternate", "hud"));
        assertThrows(IllegalArgumentException.class,
                () -> BenchOptions.extract("--bench", "5", "--bare", "--bench-alternate", "hud"));
    }

    @Test
    void badCombinationsSayWhatIsWrongInOneLine() {
        assertThrows(IllegalArgumentException.class, () -> BenchOptions.extract("--bench"));
        assertThrows(IllegalArgumentException.class, () -> BenchOptions.extract("--bench", "soon"));
        assertThrows(IllegalArgumentException.class, () -> BenchOptions.extract("--bench", "-1"));
        assertThrows(IllegalArgumentException.class, () -> BenchOptions.extract("--bare"));
        IllegalArgumentException both = assertThrows(IllegalArgumentException.class,
                () -> BenchOptions.extract("--bench-physics", "--bench", "3"));
        assertFalse(both.getMessage().contains("\n"));
    }
}
