package dev.sandbox.app.hud;

import java.nio.file.Path;

/**
 * The sandbox's own folder in the user's home: {@code ~/.driving-sandbox/}, holding
 * {@code settings.properties} (the HUD's remembered choices) and {@code recordings/} (telemetry
 * CSV files). The system property {@code driving-sandbox.home} or the environment variable
 * {@code DRIVING_SANDBOX_HOME} moves it elsewhere (tests and scripts use that).
 */
public final class SandboxHome {

    /** System property that overrides the folder. */
    public static final String PROPERTY = "driving-sandbox.home";
    /** Environment variable that overrides the folder (the property wins). */
    public static final String ENV = "DRIVING_SANDBOX_HOME";

    private SandboxHome() {
    }

    /** @return the sandbox's folder (it may not exist yet) */
    public static Path dir() {
        String p = System.getProperty(PROPERTY);
        if (p == null || p.isBlank()) {
            p = System.getenv(ENV);
        }
        if (p != null && !p.isBlank()) {
            return Path.of(p).toAbsolutePath();
        }
        return Path.of(System.getProperty("user.home"), ".driving-sandbox");
    }

    /** @return the settings file */
    public static Path settingsFile() {
        return dir().resolve("settings.properties");
    }

    /** @return the default folder of telemetry recordings */
    public static Path recordingsDir() {
        return dir().resolve("recordings");
    }
}
