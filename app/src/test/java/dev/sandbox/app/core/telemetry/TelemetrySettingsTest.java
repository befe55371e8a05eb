package dev.sandbox.app.core.telemetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.sandbox.app.core.cli.LaunchOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Live telemetry is off by default, switched on by a settings key or the command line, and a
 * bad HOST:PORT is one line: on the command line it stops the start, in the file it is reported
 * and the stream stays off.
 */
class TelemetrySettingsTest {

    @Test
    void offByDefaultAtSixtyPacketsASecondWithEveryOutSimPart() {
        TelemetryOutConfig c = TelemetrySettings.defaults().config();
        assertFalse(c.anyOn());
        assertEquals(60, c.rateHz());
        assertEquals(0x1ff, c.outSimOpts());
        assertEquals(0, c.outSimId());
        assertEquals(0, c.outGaugeId());
    }

    @Test
    void theSettingsFileSwitchesStreamsOnAndReportsWhatItCannotUse(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("settings.properties");
        Files.writeString(file, "telemetry.outsim = 127.0.0.1:4123\ntelemetry.outgauge = localhost:99999\n"
                + "telemetry.rate = 100\ntelemetry.outsimOpts = 0x0c\ntelemetry.outgaugeId = 5\nhud.scale = 2\n");
        List<String> lines = new ArrayList<>();
        TelemetryOutConfig c = TelemetrySettings.load(file, lines::add).config();
        assertEquals("127.0.0.1:4123", c.outSim().toString());
        assertNull(c.outGauge(), "a bad target leaves the stream off");
        assertEquals(List.of(file + ":2: telemetry.outgauge: 'localhost:99999': the port 99999 is not between 1 and 65535;"
                + " keeping the default (off)"), lines);
        assertEquals(100, c.rateHz());
        assertEquals(0x0c, c.outSimOpts());
        assertEquals(5, c.outGaugeId());
    }

    @Test
    void theCommandLineOverridesTheFileForOneRun(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("settings.properties");
        Files.writeString(file, "telemetry.outsim = 127.0.0.1:4123\n");
        TelemetrySettings s = TelemetrySettings.load(file, line -> { });
        LaunchOptions o = LaunchOptions.parse("--outsim", "[::1]:5000", "--outgauge", "127.0.0.1:5001",
                "--telemetry-rate", "30");
        o.telemetryOut().forEach(s::override);
        TelemetryOutConfig c = s.config();
        assertEquals("[::1]:5000", c.outSim().toString());
        assertEquals(5001, c.outGauge().port());
        assertEquals(30, c.rateHz());
        assertEquals("live telemetry: OutSim (Opts 1ff, 280 bytes) to [::1]:5000, OutGauge (92 bytes) to 127.0.0.1:5001"
                + " at 30 Hz", c.describe());
    }

    @Test
    void aBadTargetOnTheCommandLineIsOneLineNamingTheOption() {
        assertEquals("--outsim: 'localhost' is not HOST:PORT (such as 127.0.0.1:29997)",
                assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse("--outsim", "localhost")).getMessage());
        assertEquals("--outgauge: '127.0.0.1:0': the port 0 is not between 1 and 65535",
                assertThrows(IllegalArgumentException.class,
                        () -> LaunchOptions.parse("--outgauge", "127.0.0.1:0")).getMessage());
        assertEquals("--outsim: '::1:5000': write an IPv6 address in brackets, such as [::1]:29997",
                assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse("--outsim", "::1:5000")).getMessage());
        assertEquals("--outsim: '127.0.0.1:x': the port 'x' is not a number",
                assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse("--outsim", "127.0.0.1:x")).getMessage());
        assertEquals("--telemetry-rate: 0 packets per second is out of range (1 to 1000)",
                assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse("--telemetry-rate", "0")).getMessage());
    }
}
