package dev.sandbox.app.session;

import com.jme3.app.Application;
import com.simsilica.lemur.core.VersionedHolder;
import com.simsilica.lemur.core.VersionedReference;
import dev.sandbox.app.core.settings.HudSettings;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.core.settings.SpeedUnit;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The HUD's unit choice, km/h or mph, remembered between runs in the settings file
 * ({@link SandboxHome#settingsFile()}, written atomically). Widgets poll a
 * {@link VersionedReference} to redraw their scales when the choice changes.
 */
public final class UnitsState extends PlainState {


    private final Path settingsFile;
    private HudSettings settings;
    private final VersionedHolder<SpeedUnit> unit = new VersionedHolder<>(SpeedUnit.KMH);

    /** Uses the settings file of {@link SandboxHome}. */
    public UnitsState() {
        this(SandboxHome.settingsFile());
    }

    /** @param settingsFile where the choice is remembered */
    public UnitsState(Path settingsFile) {
        this.settingsFile = settingsFile;
    }

    /** @return the unit shown now */
    public SpeedUnit unit() {
        return unit.getObject();
    }

    /** @return a reference that reports when the unit changes */
    public VersionedReference<SpeedUnit> createReference() {
        return unit.createReference();
    }

    /** Switches between km/h and mph and remembers the choice. */
    public void toggle() {
        set(unit().other());
    }

    /** @param u the unit to show and remember */
    public void set(SpeedUnit u) {
        unit.setObject(u);
        if (settings != null) {
            settings = HudSettings.load(settingsFile); // keeps what others saved in the file since
            settings.setSpeedUnit(u);
            try {
                settings.save();
            } catch (IOException e) {
                System.err.println("driving-sandbox: the HUD settings not saved: " + e.getMessage());
            }
        }
    }

    @Override
    protected void initialize(Application app) {
        settings = HudSettings.load(settingsFile);
        unit.setObject(settings.speedUnit());
    }
}
