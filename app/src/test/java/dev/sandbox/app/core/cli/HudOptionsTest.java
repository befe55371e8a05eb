package dev.sandbox.app.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The HUD's command-line options (telemetry, force arrows, recording, a hidden HUD), parsed together with the vehicle, autopilot
 * and window options.
 */
class HudOptionsTest {

    @Test
    void theHudOptionsParseAlongsideTheVehicleAutopilotAndWindowOptions() {
        LaunchOptions o = LaunchOptions.parse("--vehicle", "boxster-s", "--autopilot", "--telemetry", "--debug-forces",
                "--record", "runs/a.csv", "--hide-hud", "--exit-after", "5", "--size", "800x600");
        assertTrue(o.telemetry() && o.debugForces() && o.hideHud() && o.autopilot());
        assertEquals(Path.of("runs/a.csv"), o.recordFile());
        assertEquals("boxster-s", o.vehicleId());
        assertEquals(5, o.exitAfterS());
        assertEquals(800, o.width());
    }

    @Test
    void byDefaultTheHudIsOnAndNothingElse() {
        LaunchOptions o = LaunchOptions.parse();
        assertFalse(o.telemetry() || o.debugForces() || o.hideHud());
        assertNull(o.recordFile());
    }

    @Test
    void recordWithoutAFileIsAOneLineError() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse("--record"));
        assertEquals("--record needs a value (try --help)", e.getMessage());
        assertTrue(LaunchOptions.USAGE.contains("--telemetry") && LaunchOptions.USAGE.contains("driving-sandbox"));
    }
}
