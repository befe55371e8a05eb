package dev.sandbox.app.core.settings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Where the sandbox keeps its files: each platform's folders for configuration (settings and
 * controls), data (recordings, screenshots, replays) and state (logs, crash files), as
 * {@link PlatformFolders} names them (XDG on Linux, {@code %APPDATA%} on Windows,
 * {@code ~/Library} on macOS). The system
 * property {@code driving-sandbox.home} or the environment variable {@code DRIVING_SANDBOX_HOME}
 * puts everything in one folder instead (tests and scripts use that). A folder left by an
 * older version at {@code ~/.driving-sandbox} is moved to the platform's folders once
 * ({@link #migrateLegacy}).
 */
public final class SandboxHome {

    /** System property that overrides the folder. */
    public static final String PROPERTY = "driving-sandbox.home";
    /** The environment variable that overrides the folder (the property wins). */
    public static final String ENV = "DRIVING_SANDBOX_HOME";
    /** The folder name under the XDG base directories. */
    public static final String NAME = "driving-sandbox";

    private static final List<String> CONFIG_FILES = List.of("settings.properties", "controls.properties");

    private SandboxHome() {
    }

    /** @return the override folder, or null when none is set */
    private static Path override() {
        String p = System.getProperty(PROPERTY);
        if (p == null || p.isBlank()) {
            p = System.getenv(ENV);
        }
        return p != null && !p.isBlank() ? Path.of(p).toAbsolutePath() : null;
    }

    private static Path home() {
        return Path.of(System.getProperty("user.home"));
    }

    private static Path legacy() {
        return home().resolve(".driving-sandbox");
    }

    /** @return the folders in use: the override's, or the platform's */
    public static PlatformFolders folders() {
        Path o = override();
        return o != null ? PlatformFolders.oneFolder(o)
                : PlatformFolders.of(System.getProperty("os.name", ""), System::getenv, home());
    }

    /** @return the folder of settings and controls (it may not exist yet) */
    public static Path configDir() {
        return folders().config();
    }

    /** @return the folder of recordings, screenshots and replays (it may not exist yet) */
    public static Path dataDir() {
        return folders().data();
    }

    /** @return the folder of the log files and crash files (it may not exist yet) */
    public static Path stateDir() {
        return folders().state();
    }

    /** @return the configuration folder (kept for callers that want one folder) */
    public static Path dir() {
        return configDir();
    }

    /** @return the settings file */
    public static Path settingsFile() {
        return configDir().resolve("settings.properties");
    }

    /** @return the controls file */
    public static Path controlsFile() {
        return configDir().resolve("controls.properties");
    }

    /** @return the default folder of telemetry recordings */
    public static Path recordingsDir() {
        return dataDir().resolve("recordings");
    }

    /** @return the folder of replays saved with the replay key */
    public static Path replaysDir() {
        return dataDir().resolve("replays");
    }

    /** @return the folder of screenshots taken with the screenshot key */
    public static Path screenshotsDir() {
        return dataDir().resolve("screenshots");
    }

    /**
     * Moves the files of an older version's {@code ~/.driving-sandbox} to the platform's
     * folders, once: only when that folder exists, no override is set, the platform has folders
     * of its own (Linux, Windows, macOS) and the new configuration folder does not exist yet.
     * Nothing is overwritten.
     *
     * @return a line saying what moved, or null when nothing did
     */
    public static String migrateLegacy() {
        Path old = legacy();
        if (override() != null || configDir().equals(old) || !Files.isDirectory(old) || Files.exists(configDir())) {
            return null;
        }
        try {
            Files.createDirectories(configDir());
            Files.createDirectories(dataDir());
            int moved = 0;
            try (Stream<Path> entries = Files.list(old)) {
                for (Path p : (Iterable<Path>) entries::iterator) {
                    String name = p.getFileName().toString();
                    Path to = (CONFIG_FILES.contains(name) ? configDir() : dataDir()).resolve(name);
                    if (!Files.exists(to)) {
                        Files.move(p, to);
                        moved++;
                    }
                }
            }
            try (Stream<Path> left = Files.list(old)) {
                if (left.findAny().isEmpty()) {
                    Files.delete(old);
                }
            }
            return String.format("moved %d item(s) from %s to %s and %s", moved, old, configDir(), dataDir());
        } catch (IOException e) {
            return "could not move " + old + " to " + configDir() + ": " + e.getMessage();
        }
    }

    /** @return the folders, for messages: {@code config=..., data=..., state=...} */
    public static Map<String, Path> describe() {
        return Map.of("config", configDir(), "data", dataDir(), "state", stateDir());
    }
}
