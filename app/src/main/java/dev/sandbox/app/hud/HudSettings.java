package dev.sandbox.app.hud;

import dev.sandbox.physics.io.AtomicFiles;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * The HUD's remembered choices (today the speed unit), kept in a properties file such as
 * {@code ~/.driving-sandbox/settings.properties}. Saving writes a temporary file in the same
 * folder and renames it over the old one, so the file on disk is always either the old or the
 * new settings, never half of each. A missing or unreadable file gives the defaults.
 */
public final class HudSettings {

    /** Key of the speed unit ("KMH" or "MPH"). */
    public static final String SPEED_UNIT = "hud.speedUnit";

    private final Path file;
    private final Properties values = new Properties();

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
    }

    /** @return the settings file */
    public Path file() {
        return file;
    }

    /**
     * Writes the settings atomically: a temporary file next to the target, then a rename.
     *
     * @throws IOException when the folder cannot be written
     */
    public void save() throws IOException {
        AtomicFiles.writeText(file, w -> values.store(w, "driving sandbox settings"));
    }
}
