package dev.sandbox.app.core.cli;

import dev.sandbox.physics.io.OutputPaths;
import java.util.Locale;
import java.util.Map;

/**
 * What the sandbox checks before it opens a window, so a run that could not finish is refused
 * at once with one line: every output path can be written, and there is a display to open an
 * OpenGL window on.
 */
public final class StartChecks {

    /** The one line for a machine without a display. */
    public static final String NO_DISPLAY = "no OpenGL display was found: set DISPLAY to a running X server,"
            + " or run under a virtual one: xvfb-run -a -s \"-screen 0 1280x720x24\" java -jar driving-sandbox.jar";

    private StartChecks() {
    }

    /**
     * @param options the parsed command line
     * @throws IllegalArgumentException naming the option and the path that cannot be written
     */
    public static void outputs(LaunchOptions options) {
        for (LaunchOptions.Screenshot s : options.screenshots()) {
            OutputPaths.checkFile(s.file().toString(), "--screenshot-at " + s.atS());
        }
        if (options.recordFile() != null) {
            OutputPaths.checkFile(options.recordFile().toString(), "--record", ".part"); // written as NAME.part first
        }
    }

    /**
     * @param env the environment
     * @param osName the operating system's name
     * @return true when an X11 or Wayland display is named (always true off Linux and the BSDs,
     *     where windows need no such variable)
     */
    public static boolean hasDisplay(Map<String, String> env, String osName) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (!(os.contains("linux") || os.contains("bsd"))) {
            return true;
        }
        return !blank(env.get("DISPLAY")) || !blank(env.get("WAYLAND_DISPLAY"));
    }

    /**
     * @param message a start-up failure's message
     * @return true when it is GLFW's way of saying there is no display
     */
    public static boolean isNoDisplay(String message) {
        return message != null && (message.contains("Failed to detect any supported platform")
                || message.contains("Failed to open display") || message.contains("X11: The DISPLAY"));
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
