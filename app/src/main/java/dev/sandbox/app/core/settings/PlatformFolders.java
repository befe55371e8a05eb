package dev.sandbox.app.core.settings;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * The three folders of the sandbox as each platform names them:
 * <table>
 * <caption>folders per platform</caption>
 * <tr><th></th><th>configuration</th><th>data</th><th>state (logs, crash files)</th></tr>
 * <tr><td>Linux</td><td>{@code $XDG_CONFIG_HOME/driving-sandbox} ({@code ~/.config})</td>
 * <td>{@code $XDG_DATA_HOME/driving-sandbox} ({@code ~/.local/share})</td>
 * <td>{@code $XDG_STATE_HOME/driving-sandbox} ({@code ~/.local/state})</td></tr>
 * <tr><td>Windows</td><td>{@code %APPDATA%\driving-sandbox}</td><td>{@code %APPDATA%\driving-sandbox}</td>
 * <td>{@code %LOCALAPPDATA%\driving-sandbox\logs}</td></tr>
 * <tr><td>macOS</td><td>{@code ~/Library/Application Support/driving-sandbox}</td>
 * <td>{@code ~/Library/Application Support/driving-sandbox}</td><td>{@code ~/Library/Logs/driving-sandbox}</td></tr>
 * <tr><td>other</td><td>{@code ~/.driving-sandbox}</td><td>{@code ~/.driving-sandbox}</td>
 * <td>{@code ~/.driving-sandbox/logs}</td></tr>
 * </table>
 * An XDG variable or a Windows one that is unset, blank or not an absolute path is not used:
 * the default under the home folder is.
 *
 * @param config settings and controls
 * @param data recordings, screenshots and replays
 * @param state the log files and crash files
 */
public record PlatformFolders(Path config, Path data, Path state) {

    /**
     * @param osName the {@code os.name} system property
     * @param env the environment (a variable's value, or null when unset)
     * @param home the user's home folder
     * @return the platform's folders
     */
    public static PlatformFolders of(String osName, UnaryOperator<String> env, Path home) {
        String os = osName.toLowerCase(Locale.ROOT);
        String name = SandboxHome.NAME;
        if (os.contains("linux")) {
            return new PlatformFolders(base(env, "XDG_CONFIG_HOME", home.resolve(".config")).resolve(name),
                    base(env, "XDG_DATA_HOME", home.resolve(".local/share")).resolve(name),
                    base(env, "XDG_STATE_HOME", home.resolve(".local/state")).resolve(name));
        }
        if (os.startsWith("windows")) {
            Path roaming = base(env, "APPDATA", home.resolve("AppData").resolve("Roaming")).resolve(name);
            Path local = base(env, "LOCALAPPDATA", home.resolve("AppData").resolve("Local")).resolve(name);
            return new PlatformFolders(roaming, roaming, local.resolve("logs"));
        }
        if (os.startsWith("mac")) {
            Path support = home.resolve("Library").resolve("Application Support").resolve(name);
            return new PlatformFolders(support, support, home.resolve("Library").resolve("Logs").resolve(name));
        }
        Path legacy = home.resolve(".driving-sandbox");
        return new PlatformFolders(legacy, legacy, legacy.resolve("logs"));
    }

    /**
     * {@code DRIVING_SANDBOX_HOME}: one folder holds everything, the logs in its {@code logs}
     * subfolder.
     *
     * @param folder the folder
     * @return the folders under it
     */
    public static PlatformFolders oneFolder(Path folder) {
        return new PlatformFolders(folder, folder, folder.resolve("logs"));
    }

    private static Path base(UnaryOperator<String> env, String variable, Path fallback) {
        String v = env.apply(variable);
        if (v == null || v.isBlank()) {
            return fallback;
        }
        try {
            Path p = Path.of(v);
            return p.isAbsolute() ? p : fallback;
        } catch (java.nio.file.InvalidPathException e) {
            return fallback;
        }
    }
}
