package dev.sandbox.app.core.settings;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The settings file is the player's: a save changes the line of the key it sets and nothing
 * else, and a file that cannot be read is never overwritten.
 */
class SettingsFileTest {

    @TempDir
    Path dir;

    private Path file(String text) throws IOException {
        Path f = dir.resolve("settings.properties");
        Files.write(f, text.getBytes(StandardCharsets.UTF_8));
        return f;
    }

    @Test
    void savingKeepsCommentsTheOrderOfTheLinesAndTheMode() throws IOException {
        Path f = file("# my settings\nhud.speedUnit = KMH\n\n# sound\nsound.volume=0.5\nsomething.else: kept\n");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r--r--"));
        HudSettings s = HudSettings.load(f);
        s.setSpeedUnit(SpeedUnit.MPH);
        s.setAssists("abs=off");
        s.save();
        assertEquals(List.of("# my settings", "hud.speedUnit=MPH", "", "# sound", "sound.volume=0.5",
                "something.else: kept", "drive.assists=abs\\=off"), Files.readAllLines(f));
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
        assertEquals("abs=off", HudSettings.load(f).assists());
    }

    @Test
    void aFileThatIsNotUtf8IsNeverOverwritten() throws IOException {
        Path f = dir.resolve("settings.properties");
        byte[] before = "# r\u00e9glages\nhud.speedUnit=MPH\n".getBytes(StandardCharsets.ISO_8859_1);
        Files.write(f, before);
        refusedAndKept(f, before);
    }

    @Test
    void aMalformedEscapeIsNeverOverwritten() throws IOException {
        byte[] before = "hud.speedUnit=MPH\nname=\\u12zz\n".getBytes(StandardCharsets.UTF_8);
        Path f = file(new String(before, StandardCharsets.UTF_8));
        refusedAndKept(f, before);
    }

    @Test
    void aFileWithoutReadPermissionIsNeverOverwritten() throws IOException {
        byte[] before = "hud.speedUnit=MPH\n".getBytes(StandardCharsets.UTF_8);
        Path f = file(new String(before, StandardCharsets.UTF_8));
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("---------"));
        try {
            if (Files.isReadable(f)) {
                return; // root reads any file: the two cases above cover the refusal
            }
            HudSettings s = HudSettings.load(f);
            s.setAssists("abs=off");
            IOException e = assertThrows(IOException.class, s::save);
            assertTrue(e.getMessage().contains("not saved"), e.getMessage());
        } finally {
            Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r--r--"));
        }
        assertArrayEquals(before, Files.readAllBytes(f));
    }

    private void refusedAndKept(Path f, byte[] before) throws IOException {
        assertNotNull(SettingsFile.read(f).unreadable());
        HudSettings s = HudSettings.load(f);
        assertEquals(SpeedUnit.KMH, s.speedUnit(), "the defaults while the file cannot be read");
        s.setAssists("abs=off");
        IOException e = assertThrows(IOException.class, s::save);
        assertTrue(e.getMessage().startsWith(f + ": not saved, because the file could not be read"), e.getMessage());
        GraphicsSettings g = GraphicsSettings.load(f, line -> { });
        g.set("graphics.vsync", "false");
        assertThrows(IOException.class, g::save);
        assertArrayEquals(before, Files.readAllBytes(f), "the file is as the player left it");
        try (var left = Files.list(dir)) {
            assertEquals(1, left.count(), "no temporary file left");
        }
    }

    @Test
    void badValuesAreReportedWithFileLineAndKeyTheDefaultUsedAndTheLineKept() throws IOException {
        Path f = file("# mine\nhud.speedUnit=FURLONGS\nsound.volume=banana\n");
        List<String> lines = new ArrayList<>();
        HudSettings s = HudSettings.load(f);
        s.report(lines::add);
        assertEquals(List.of(f + ":2: hud.speedUnit: 'FURLONGS' is not KMH or MPH; using the default KMH",
                f + ":3: sound.volume: 'banana' is not a number from 0 to 1; using the default 0.8"), lines);
        assertEquals(SpeedUnit.KMH, s.speedUnit());
        assertEquals(0.8, s.soundVolume());
        s.setAssists("tc=off");
        s.save();
        assertEquals(List.of("# mine", "hud.speedUnit=FURLONGS", "sound.volume=banana", "drive.assists=tc\\=off"),
                Files.readAllLines(f), "the bad lines are kept as the player wrote them");
    }

    @Test
    void aBadGraphicsValueNamesItsLine() throws IOException {
        Path f = file("# display\n\ngraphics.resolution=640x480x5\n");
        List<String> lines = new ArrayList<>();
        GraphicsSettings g = GraphicsSettings.load(f, lines::add);
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith(f + ":3: graphics.resolution: "), lines.get(0));
        assertArrayEquals(new int[] {1280, 720}, g.resolution());
    }

    @Test
    void escapedValuesReadBackAsWritten() throws IOException {
        Path f = dir.resolve("settings.properties");
        SettingsFile s = SettingsFile.read(f);
        String odd = " lead: a=b #c !d \\e \u00e9";
        s.set("odd key", odd);
        s.save();
        assertEquals(odd, SettingsFile.read(f).get("odd key"));
    }
}
