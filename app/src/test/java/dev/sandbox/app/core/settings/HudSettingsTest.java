package dev.sandbox.app.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The remembered unit survives a restart, and saving never leaves a half-written file. */
class HudSettingsTest {

    @TempDir
    Path dir;

    @Test
    void aMissingFileGivesKilometresPerHour() {
        assertEquals(SpeedUnit.KMH, HudSettings.load(dir.resolve("none.properties")).speedUnit());
    }

    @Test
    void theChosenUnitIsReadBackAfterARestart() throws IOException {
        Path file = dir.resolve("sub/settings.properties");
        HudSettings s = HudSettings.load(file);
        s.setSpeedUnit(SpeedUnit.MPH);
        s.save();
        assertEquals(SpeedUnit.MPH, HudSettings.load(file).speedUnit());
        s.setSpeedUnit(SpeedUnit.KMH);
        s.save();
        assertEquals(SpeedUnit.KMH, HudSettings.load(file).speedUnit());
    }

    @Test
    void twoPartsSavingTheirOwnChoicesKeepEachOthers() throws IOException {
        Path file = dir.resolve("settings.properties");
        HudSettings units = HudSettings.load(file);
        HudSettings assists = HudSettings.load(file);
        assists.setAssists("tc=off");
        assists.save();
        units.setSpeedUnit(SpeedUnit.MPH);
        units.save();
        HudSettings read = HudSettings.load(file);
        assertEquals(SpeedUnit.MPH, read.speedUnit());
        assertEquals("tc=off", read.assists(), "the unit's save kept the assists saved after it was loaded");
    }

    @Test
    void savingReplacesTheFileByRenameAndLeavesNoTemporaryFiles() throws IOException {
        Path file = dir.resolve("settings.properties");
        HudSettings s = HudSettings.load(file);
        s.setSpeedUnit(SpeedUnit.MPH);
        s.save();
        Object before = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
        // a reader that opened the old file keeps reading the old, complete settings
        try (BufferedReader old = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            s.setSpeedUnit(SpeedUnit.KMH);
            s.save();
            String oldText = old.lines().collect(Collectors.joining("\n"));
            assertEquals(true, oldText.contains(HudSettings.SPEED_UNIT + "=MPH"), oldText);
        }
        Object after = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
        if (before != null) {
            assertNotEquals(before, after, "a new file was renamed over the old one (not rewritten in place)");
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(file), files.collect(Collectors.toList()), "only the settings file is left");
        }
        assertEquals(SpeedUnit.KMH, HudSettings.load(file).speedUnit());
    }

    @Test
    void aDamagedFileGivesTheDefaults() throws IOException {
        Path file = dir.resolve("settings.properties");
        Files.writeString(file, HudSettings.SPEED_UNIT + "=furlongs-per-fortnight\n\\u12");
        assertEquals(SpeedUnit.KMH, HudSettings.load(file).speedUnit());
    }

    @Test
    void theSandboxHomeCanBeMovedForTestsAndScripts() {
        String old = System.getProperty(SandboxHome.PROPERTY);
        try {
            System.setProperty(SandboxHome.PROPERTY, dir.toString());
            assertEquals(dir.resolve("settings.properties"), SandboxHome.settingsFile());
            assertEquals(dir.resolve("recordings"), SandboxHome.recordingsDir());
        } finally {
            if (old == null) {
                System.clearProperty(SandboxHome.PROPERTY);
            } else {
                System.setProperty(SandboxHome.PROPERTY, old);
            }
        }
    }
}
