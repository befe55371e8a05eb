package dev.sandbox.app.core.settings;

import dev.sandbox.physics.io.AtomicFiles;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * The sandbox's remembered choices (the HUD's speed unit, the sound's volume and mute), kept
 * in a properties file such as
 * {@code ~/.driving-sandbox/settings.properties}. Saving writes a temporary file in the same
 * folder and renames it over the old one, so the file on disk is always either the old or the
 * new settings, never half of each. A missing or unreadable file gives the defaults.
 */
public final class HudSettings {

    /** Key of the speed unit ("KMH" or "MPH"). */
    public static final String SPEED_UNIT = "hud.speedUnit";
    /** Key of the sound volume (0 to 1). */
    public static final String SOUND_VOLUME = "sound.volume";
    /** Key of the sound's mute switch (true or false). */
    public static final String SOUND_MUTED = "sound.muted";
    /** Key of the assists the player switched ("abs=on,tc=off"; those not named keep their defaults). */
    public static final String ASSISTS = "drive.assists";
    /** Key of the best lap's ghost (true or false). */
    public static final String GHOST = "laps.ghost";

    private final Path file;
    private final Properties values = new Properties();
    private final java.util.Set<String> changed = new java.util.HashSet<>();

    private HudSettings(Path file) {
        this.file = file;
    }

    /**
     * Reads the settings; a missing or unreadable file gives the defaults.
     *
     * @param file the settings file
     * @return the settings
     */
    public static HudSettings load(Path file) {
        HudSettings s = new HudSettings(file);
        if (Files.isRegularFile(file)) {
            try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                s.values.load(r);
            } catch (IOException | IllegalArgumentException e) {
                s.values.clear();
            }
        }
        return s;
    }

    /** @return the speed unit (km/h unless chosen otherwise) */
    public SpeedUnit speedUnit() {
        return SpeedUnit.parse(values.getProperty(SPEED_UNIT), SpeedUnit.KMH);
    }

    /** @param unit the speed unit to remember */
    public void setSpeedUnit(SpeedUnit unit) {
        values.setProperty(SPEED_UNIT, unit.name());
        changed.add(SPEED_UNIT);
    }

    /** @return the assists the player switched, as "KEY=on|off,..." (empty when none) */
    public String assists() {
        return values.getProperty(ASSISTS, "");
    }

    /** @param list the assists the player switched, as "KEY=on|off,..." */
    public void setAssists(String list) {
        values.setProperty(ASSISTS, list);
        changed.add(ASSISTS);
    }

    /** @return the sound volume (0..1; 0.8 unless chosen otherwise or unreadable) */
    public double soundVolume() {
        try {
            double v = Double.parseDouble(values.getProperty(SOUND_VOLUME, "0.8"));
            return Double.isFinite(v) ? Math.max(0, Math.min(1, v)) : 0.8;
        } catch (NumberFormatException e) {
            return 0.8;
        }
    }

    /** @param volume the sound volume to remember (0..1) */
    public void setSoundVolume(double volume) {
        values.setProperty(SOUND_VOLUME, String.valueOf(Math.round(Math.max(0, Math.min(1, volume)) * 100) / 100.0));
        changed.add(SOUND_VOLUME);
    }

    /** @return true when the sound was switched off */
    public boolean soundMuted() {
        return Boolean.parseBoolean(values.getProperty(SOUND_MUTED, "false"));
    }

    /** @param muted true to remember the sound as switched off */
    public void setSoundMuted(boolean muted) {
        values.setProperty(SOUND_MUTED, String.valueOf(muted));
        changed.add(SOUND_MUTED);
    }

    /** @return true unless the best lap's ghost was switched off */
    public boolean ghost() {
        return !"false".equals(values.getProperty(GHOST, "true").trim());
    }

    /** @param on true to remember the ghost as shown */
    public void setGhost(boolean on) {
        values.setProperty(GHOST, String.valueOf(on));
        changed.add(GHOST);
    }

    /** @return the settings file */
    public Path file() {
        return file;
    }

    /**
     * Writes the settings atomically: a temporary file next to the target, then a rename. Only
     * the keys set through this copy replace what the file holds now, so two parts of the
     * sandbox each saving their own choices do not undo each other's.
     *
     * @throws IOException when the folder cannot be written
     */
    public void save() throws IOException {
        Properties merged = load(file).values;
        for (String key : changed) {
            merged.setProperty(key, values.getProperty(key));
        }
        AtomicFiles.writeText(file, w -> merged.store(w, "driving sandbox settings"));
    }
}
