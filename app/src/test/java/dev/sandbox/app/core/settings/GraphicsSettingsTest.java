package dev.sandbox.app.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.core.cli.LaunchOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The display settings file: round trip, bad values and unreadable files, command-line overrides. */
class GraphicsSettingsTest {

    @Test
    void writtenSettingsReadBackAndTheHudsKeysSurvive() throws Exception {
        Path file = Files.createTempDirectory("settings").resolve("settings.properties");
        HudSettings hud = HudSettings.load(file);
        hud.setSpeedUnit(SpeedUnit.MPH);
        hud.save();
        GraphicsSettings s = GraphicsSettings.load(file, line -> { });
        s.set("graphics.resolution", "1920x1080");
        s.set("graphics.fullscreen", "true");
        s.set("graphics.vsync", "true");
        s.set("graphics.frameCap", "144");
        s.set("graphics.msaa", "4");
        s.set("graphics.viewDistance", "2400");
        s.set("hud.scale", "1.5");
        s.set("window.pauseOnFocusLoss", "false");
        s.save();
        List<String> problems = new ArrayList<>();
        GraphicsSettings r = GraphicsSettings.load(file, problems::add);
        assertEquals(List.of(), problems);
        assertEquals(1920, r.resolution()[0]);
        assertEquals(1080, r.resolution()[1]);
        assertTrue(r.fullscreen());
        assertTrue(r.vsync());
        assertEquals(144, r.frameCap());
        assertEquals(4, r.msaa());
        assertEquals(2400f, r.viewDistanceM());
        assertEquals(1.5f, r.hudScale());
        assertFalse(r.pauseOnFocusLoss());
        assertEquals(SpeedUnit.MPH, HudSettings.load(file).speedUnit(), "the HUD's speed unit is still there");
        try (var files = Files.list(file.getParent())) {
            assertEquals(1, files.count(), "no temporary file left beside the settings");
        }
    }

    @Test
    void aBadValueIsReportedOnceWithFileLineAndKeyAndItsDefaultKept() throws Exception {
        Path file = Files.createTempFile("settings", ".properties");
        Files.writeString(file, "graphics.msaa = 3\ngraphics.frameCap = 120\ngraphics.viewDistance = far\n");
        List<String> problems = new ArrayList<>();
        GraphicsSettings s = GraphicsSettings.load(file, problems::add);
        assertEquals(2, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith(file + ":1: graphics.msaa: "), problems.get(0));
        assertTrue(problems.get(0).endsWith("; using the default 0"), problems.get(0));
        assertTrue(problems.get(1).startsWith(file + ":3: graphics.viewDistance: ")
                && problems.get(1).contains("'far' is not a number"), problems.get(1));
        assertEquals(0, s.msaa());
        assertEquals(1600f, s.viewDistanceM());
        assertEquals(120, s.frameCap(), "the good line is kept");
    }

    @Test
    void anUnreadableFileGivesTheDefaultsAndSaysSo() throws Exception {
        Path file = Files.createTempFile("settings", ".properties");
        Files.write(file, new byte[] {'a', '=', '\\', 'u', '1', 'x', 'z'}); // a broken \\u escape
        List<String> problems = new ArrayList<>();
        GraphicsSettings s = GraphicsSettings.load(file, problems::add);
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).contains("using the defaults"), problems.get(0));
        assertEquals(1280, s.resolution()[0]);
        assertTrue(s.vsync(), "frames wait for the display's refresh by default");
        assertTrue(s.pauseOnFocusLoss());
    }

    @Test
    void commandLineOptionsOverrideForOneRunAndAreNotSaved() throws Exception {
        Path file = Files.createTempDirectory("settings").resolve("settings.properties");
        GraphicsSettings s = GraphicsSettings.load(file, line -> { });
        s.set("graphics.msaa", "2");
        LaunchOptions o = LaunchOptions.parse("--size", "800x600", "--msaa", "8", "--vsync", "on", "--view-distance", "900",
                "--hud-scale", "2");
        o.settings().forEach(s::override);
        assertEquals(800, s.resolution()[0]);
        assertEquals(8, s.msaa());
        assertTrue(s.vsync());
        assertEquals(900f, s.viewDistanceM());
        assertEquals(2f, s.hudScale());
        s.save();
        GraphicsSettings r = GraphicsSettings.load(file, line -> { });
        assertEquals(2, r.msaa(), "the saved value, not the run's");
        assertEquals(1280, r.resolution()[0]);
        assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse("--msaa", "3"));
        assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse("--camera", "helicopter"));
    }
}
