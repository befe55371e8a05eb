package dev.sandbox.app.core.cli;

import dev.sandbox.app.core.drive.StartPlace;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The command line of the sandbox.
 *
 * @param vehicleId vehicle to start with, or null to show the choice menu
 * @param autopilot true to let the built-in driver follow the road loop
 * @param screenshots frames to save during the run
 * @param exitAfterS seconds after start-up to quit, or a negative number to run until closed
 * @param width window width (in pixels)
 * @param height window height (in pixels)
 * @param seed world seed
 * @param help true when only the usage was asked for
 * @param telemetry true to open the telemetry panel, strip charts and g-g diagram at start
 * @param debugForces true to show the tyre-force and velocity arrows at start
 * @param recordFile telemetry CSV to record from the start, or null
 * @param hideHud true to start with the driving HUD hidden
 * @param specFile the player's own vehicle spec file to offer (and start with, unless
 *     {@code --vehicle} names another), or null
 * @param start where the vehicle starts
 * @param stateReport the JSON file to write the drive's summary to on exit, or null
 * @param assists the assists switched on or off by {@code --assists} ("abs=on,tc=off"), or null
 * @param shadows true to draw the vehicle's shadow ({@code --shadows on|off})
 * @param shadowQuality how detailed the shadow is ({@code --shadow-quality low|medium|high})
 * @param camera the camera to start with (chase, cockpit, orbit, trackside, free, showroom)
 * @param listControls true when only the controls listing was asked for
 * @param settings display settings given on the command line for this run (keys of
 *     {@code dev.sandbox.app.core.settings.GraphicsSettings})
 * @param mute true to start with the sound off (key M switches it on)
 * @param replay the replay: file to open, file to save on exit, speeds (see
 *     {@link dev.sandbox.app.core.replay.ReplayOptions})
 * @param laps the laps: whether the best lap's ghost is drawn (see
 *     {@link dev.sandbox.app.core.laps.LapOptions})
 * @param telemetryOut live-telemetry settings given on the command line for this run ({@code --outsim},
 *     {@code --outgauge}, {@code --telemetry-rate}: keys of
 *     {@link dev.sandbox.app.core.telemetry.TelemetrySettings})
 */
public record LaunchOptions(String vehicleId, boolean autopilot, List<Screenshot> screenshots,
        double exitAfterS, int width, int height, long seed, boolean help, boolean telemetry,
        boolean debugForces, Path recordFile, boolean hideHud, Path specFile, StartPlace start,
        Path stateReport, String assists, boolean shadows, String shadowQuality, String camera,
        boolean listControls, Map<String, String> settings, boolean mute,
        dev.sandbox.app.core.replay.ReplayOptions replay, dev.sandbox.app.core.laps.LapOptions laps,
        Map<String, String> telemetryOut) {

    /** Usage text: every option with what it does. */
    public static final String USAGE = CommandLines.usage(new LaunchCommand()).replace("${ASSISTS}", AssistNames.list());

    /** The option that prints {@link #versionLine()} and nothing else. */
    public static final String VERSION_OPTION = "--version";

    /**
     * One frame to capture.
     *
     * @param atS seconds after the world appeared
     * @param file the PNG to write
     */
    public record Screenshot(double atS, Path file) {
    }

    /**
     * @return "driving-sandbox VERSION", the version being the Maven project's (also the jar
     *     manifest's Implementation-Version)
     */
    public static String versionLine() {
        try (java.io.InputStream in = LaunchOptions.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                throw new IllegalStateException("version.properties is missing from the classpath");
            }
            java.util.Properties p = new java.util.Properties();
            p.load(in);
            return "driving-sandbox " + p.getProperty("version");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * @param args the arguments
     * @return true when {@code --version} is asked for and the other arguments are valid
     * @throws IllegalArgumentException with one line when {@code --version} comes with an
     *     argument that is not valid (picocli stops checking at a help option, so the rest is
     *     parsed without it)
     */
    public static boolean wantsVersion(String... args) {
        if (!java.util.Arrays.asList(args).contains(VERSION_OPTION)) {
            return false;
        }
        parse(java.util.Arrays.stream(args).filter(a -> !a.equals(VERSION_OPTION)).toArray(String[]::new));
        return true;
    }

    /**
     * Parses the command line. Every option may be given once, except {@code --screenshot-at}.
     *
     * @param args the arguments
     * @return the options
     * @throws IllegalArgumentException with a one-line message for a bad command line
     */
    public static LaunchOptions parse(String... args) {
        LaunchCommand command = new LaunchCommand();
        CommandLines.parse(command, CommandLines.Wording.SANDBOX, args);
        return command.options();
    }

    /**
     * @param newSeed the world seed to use instead
     * @return these options with another world seed (a replay brings its own world)
     */
    public LaunchOptions withSeed(long newSeed) {
        return new LaunchOptions(vehicleId, autopilot, screenshots, exitAfterS, width, height, newSeed, help, telemetry,
                debugForces, recordFile, hideHud, specFile, start, stateReport, assists, shadows, shadowQuality,
                camera, listControls, settings, mute, replay, laps, telemetryOut);
    }
}
