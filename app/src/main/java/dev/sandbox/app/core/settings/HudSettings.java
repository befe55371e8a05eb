package dev.sandbox.app.core.settings;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The sandbox's remembered choices (the HUD's speed unit, the sound's volume and mute), kept
 * in the settings file ({@code settings.properties} in the configuration folder), read and
 * written through {@link SettingsFile}: saving changes only the lines of the keys set here and
 * keeps the rest of the file as the player wrote it. A missing or unreadable file gives the
 * defaults, and an unreadable one is never overwritten.
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

    /** The default sound volume (0 to 1). */
    static final double DEFAULT_VOLUME = 0.8;

    private final Path file;
    private final SettingsFile read;
    private final Map<String, String> values = new HashMap<>();
    private final java.util.Set<String> changed = new java.util.HashSet<>();

    private HudSettings(Path file, SettingsFile read) {
        this.file = file;
        this.read = read;
        values.putAll(read.values());
    }

    /**
     * Reads the settings; a missing or unreadable file gives the defaults.
     *
     * @param file the settings file
     * @return the settings
     */
    public static HudSettings load(Path file) {
        return new HudSettings(file, SettingsFile.read(file));
    }

    /**
     * Says, one line each, which of these settings the file gives a value they cannot take
     * ({@code FILE:LINE: KEY: ...; using the default ...}); the line is left in the file as it is.
     *
     * @param report receives each line
     */
    public void report(Consumer<String> report) {
        String unit = values.get(SPEED_UNIT);
        if (unit != null && SpeedUnit.parse(unit, null) == null) {
            report.accept(where(SPEED_UNIT) + "'" + unit + "' is not KMH or MPH; using the default KMH");
        }
        String volume = values.get(SOUND_VOLUME);
        if (volume != null && Double.isNaN(volume(volume))) {
            report.accept(where(SOUND_VOLUME) + "'" + volume + "' is not a number from 0 to 1; using the default "
                    + DEFAULT_VOLUME);
        }
        String muted = values.get(SOUND_MUTED);
        if (muted != null && !muted.strip().equals("true") && !muted.strip().equals("false")) {
            report.accept(where(SOUND_MUTED) + "'" + muted + "' is not true or false; using the default false");
        }
    }

    private String where(String key) {
        return file + ":" + read.lineOf(key) + ": " + key + ": ";
    }

    /** @return the volume written (0..1), or NaN when it is not a number in that range */
    private static double volume(String text) {
        try {
            double v = Double.parseDouble(text.strip());
            return v >= 0 && v <= 1 ? v : Double.NaN;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** @return the speed unit (km/h unless chosen otherwise) */
    public SpeedUnit speedUnit() {
        return SpeedUnit.parse(values.get(SPEED_UNIT), SpeedUnit.KMH);
    }

    /** @param unit the speed unit to remember */
    public void setSpeedUnit(SpeedUnit unit) {
        values.put(SPEED_UNIT, unit.name());
        changed.add(SPEED_UNIT);
    }

    /** @return the assists the player switched, as "KEY=on|off,..." (empty when none) */
    public String assists() {
        return values.getOrDefault(ASSISTS, "");
    }

    /** @param list the assists the player switched, as "KEY=on|off,..." */
    public void setAssists(String list) {
        values.put(ASSISTS, list);
        changed.add(ASSISTS);
    }

    /** @return the sound volume (0..1; 0.8 unless chosen otherwise or unreadable) */
    public double soundVolume() {
        double v = volume(values.getOrDefault(SOUND_VOLUME, String.valueOf(DEFAULT_VOLUME)));
        return Double.isNaN(v) ? DEFAULT_VOLUME : v;
    }

    /** @param volume the sound volume to remember (0..1) */
    public void setSoundVolume(double volume) {
        values.put(SOUND_VOLUME, String.valueOf(Math.round(Math.max(0, Math.min(1, volume)) * 100) / 100.0));
        changed.add(SOUND_VOLUME);
    }

    /** @return true when the sound was switched off */
    public boolean soundMuted() {
        return "true".equals(values.getOrDefault(SOUND_MUTED, "false").strip());
    }

    /** @param muted true to remember the sound as switched off */
    public void setSoundMuted(boolean muted) {
        values.put(SOUND_MUTED, String.valueOf(muted));
        changed.add(SOUND_MUTED);
    }

    /** @return true unless the best lap's ghost was switched off */
    public boolean ghost() {
        return !"false".equals(values.getOrDefault(GHOST, "true").strip());
    }

    /** @param on true to remember the ghost as shown */
    public void setGhost(boolean on) {
        values.put(GHOST, String.valueOf(on));
        changed.add(GHOST);
    }

    /** @return the settings file */
    public Path file() {
        return file;
    }

    /**
     * Writes the settings atomically: only the keys set through this copy replace what the file
     * holds now (read again), so two parts of the sandbox each saving their own choices do not
     * undo each other's, and the player's comments and other lines stay.
     *
     * @throws IOException one line naming the file when it cannot be written, or when it exists
     *     but cannot be read (it is then left as it is)
     */
    public void save() throws IOException {
        SettingsFile now = SettingsFile.read(file);
        for (String key : changed) {
            now.set(key, values.get(key));
        }
        now.save();
    }
}
