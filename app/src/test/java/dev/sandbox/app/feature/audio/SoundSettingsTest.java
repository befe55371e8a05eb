package dev.sandbox.app.feature.audio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.core.settings.HudSettings;
import dev.sandbox.app.core.settings.SpeedUnit;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Volume and mute: remembered in the settings file beside the HUD's unit; {@code --mute} starts silent. */
class SoundSettingsTest {

    @TempDir
    Path dir;

    @Test
    void volumeAndMuteAreRememberedBesideTheSpeedUnit() throws Exception {
        Path file = dir.resolve("settings.properties");
        assertEquals(0.8, HudSettings.load(file).soundVolume(), 1e-9, "default volume");
        assertFalse(HudSettings.load(file).soundMuted());
        HudSettings hud = HudSettings.load(file);
        hud.setSpeedUnit(SpeedUnit.MPH);
        hud.save();
        SoundState sound = new SoundState(false, null, file);
        // the keys' actions, as the app calls them (no audio renderer needed to remember them)
        sound.changeVolume(-0.1);
        sound.changeVolume(-0.1);
        sound.toggleMute();
        HudSettings read = HudSettings.load(file);
        assertEquals(0.6, read.soundVolume(), 1e-9);
        assertTrue(read.soundMuted());
        assertEquals(SpeedUnit.MPH, read.speedUnit());
        String text = Files.readString(file);
        assertTrue(text.contains("sound.volume=0.6") && text.contains("sound.muted=true"), text);
    }

    @Test
    void aDamagedVolumeGivesTheDefaultAndTheVolumeStaysWithinZeroToOne() throws Exception {
        Path file = dir.resolve("settings.properties");
        Files.writeString(file, "sound.volume=loud\n");
        assertEquals(0.8, HudSettings.load(file).soundVolume(), 1e-9);
        SoundState sound = new SoundState(false, null, file);
        for (int i = 0; i < 15; i++) {
            sound.changeVolume(0.1);
        }
        assertEquals(1.0, sound.volume(), 1e-9);
    }

    @Test
    void muteIsAnOption() {
        assertTrue(LaunchOptions.parse("--mute").mute());
        assertFalse(LaunchOptions.parse().mute());
    }
}
