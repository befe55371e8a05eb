package dev.sandbox.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import dev.sandbox.app.camera.CameraSwitchState;
import dev.sandbox.app.settings.GraphicsSettings;

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
 *     {@code dev.sandbox.app.settings.GraphicsSettings})
 * @param mute true to start with the sound off (key M switches it on)
 * @param replay the replay: file to open, file to save on exit, speeds (see
 *     {@link dev.sandbox.app.replay.ReplayOptions})
 */
public record LaunchOptions(String vehicleId, boolean autopilot, List<Screenshot> screenshots,
        double exitAfterS, int width, int height, long seed, boolean help, boolean telemetry,
        boolean debugForces, Path recordFile, boolean hideHud, Path specFile, StartPlace start,
        Path stateReport, String assists, boolean shadows, String shadowQuality, String camera,
        boolean listControls, Map<String, String> settings, boolean mute,
        dev.sandbox.app.replay.ReplayOptions replay) {

    /** Where the vehicle is put when the drive starts. */
    public enum StartPlace {
        /** On the road loop, on level ground, facing along a straight. */
        ROAD,
        /** On the test pad's drag strip, on the start line. */
        TESTPAD;

        /** @return the option's spelling ("road", "testpad") */
        public String optionName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Usage text. */
    public static final String USAGE = String.join("\n",
            "usage: java -jar driving-sandbox.jar [options]",
            "  --vehicle ID               boxster-s or cbr1000rr (otherwise a menu asks)",
            "  --spec FILE                drive your own vehicle spec file (YAML like the shipped",
            "                             assets/.../vehicles/*.yaml; the same id replaces a shipped vehicle)",
            "  --autopilot                a built-in driver follows the road loop",
            "  --screenshot-at SECONDS FILE  save the frame shown at that time as PNG (repeatable)",
            "  --exit-after SECONDS       quit after that many seconds",
            "  --size WIDTHxHEIGHT        window size (default 1280x720)",
            "  --seed N                   world seed (default " + dev.sandbox.app.world.WorldGenerator.DEFAULT_SEED + ")",
            "  --telemetry                open the telemetry panel, strip charts and g-g diagram (key F1)",
            "  --debug-forces             show tyre forces, velocities and slip angles in the world (key F2)",
            "  --record FILE              record telemetry CSV (100 Hz) from the start (key F3 records to",
            "                             <data folder>/recordings/; DRIVING_SANDBOX_HOME moves that folder)",
            "  --hide-hud                 start with the driving HUD hidden (key H)",
            "  --start road|testpad       start on the road loop, level and facing along a straight (default),",
            "                             or on the test pad's drag strip start line",
            "  --state-report FILE        on exit write the drive's summary as JSON (speeds, distance, timed",
            "                             runs beside the proving ground's figures, the model's state hash)",
            "  --assists KEY=on|off,...   switch driver aids on or off (remembered in settings.properties);",
            "                             keys: " + AssistNames.list(),
            "  --shadows on|off           the vehicle's shadow on the ground (default on)",
            "  --shadow-quality Q         low (contact shadows and a soft ellipse), medium (default:",
            "                             projected shadow of the parts over 15 cm) or high (every part)",
            "  --mute                     start with the sound off (key M; - and = set the volume)",
            "  --version                  print driving-sandbox VERSION and exit",
            "  --camera NAME              start with the chase, cockpit, orbit, trackside, free or showroom camera",
            "  --list-controls            print every function with its keys and pad inputs and exit",
            "  --fullscreen / --windowed  for this run (the settings file keeps graphics.fullscreen)",
            "  --vsync on|off             wait for the display's refresh (graphics.vsync)",
            "  --frame-cap FPS            cap the frame rate, 0 = none (graphics.frameCap)",
            "  --msaa SAMPLES             multisampling 0, 2, 4, 8 (graphics.msaa)",
            "  --view-distance METRES     how far the camera sees (graphics.viewDistance)",
            "  --hud-scale FACTOR         HUD size 0.5..3 on top of fitting it to the window (hud.scale)",
            "  settings and controls live in $XDG_CONFIG_HOME/driving-sandbox, recordings and",
            "  screenshots in $XDG_DATA_HOME/driving-sandbox (DRIVING_SANDBOX_HOME: one folder for all)",
            dev.sandbox.app.replay.ReplayOptions.USAGE);

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
     * Parses the command line.
     *
     * @param args the arguments
     * @return the options
     * @throws IllegalArgumentException with a one-line message for a bad command line
     */
    public static LaunchOptions parse(String... args) {
        String vehicle = null;
        boolean autopilot = false;
        List<Screenshot> shots = new ArrayList<>();
        double exitAfter = -1;
        int w = 1280;
        int h = 720;
        long seed = dev.sandbox.app.world.WorldGenerator.DEFAULT_SEED;
        boolean help = false;
        boolean telemetry = false;
        boolean debugForces = false;
        Path record = null;
        boolean hideHud = false;
        Path spec = null;
        StartPlace start = StartPlace.ROAD;
        Path stateReport = null;
        String assists = null;
        boolean shadows = true;
        String shadowQuality = "medium";
        String camera = "chase";
        boolean listControls = false;
        Map<String, String> settings = new LinkedHashMap<>();
        boolean mute = false;
        dev.sandbox.app.replay.ReplayOptions.Builder replay = new dev.sandbox.app.replay.ReplayOptions.Builder();
        Set<String> given = new HashSet<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (!a.equals("--screenshot-at") && !given.add(a)) {
                // the last one would win silently: a script that sets an option twice has a mistake
                throw new IllegalArgumentException(a + " is given twice; give it once");
            }
            switch (a) {
                case "--vehicle" -> vehicle = value(args, ++i, a);
                case "--autopilot" -> autopilot = true;
                case "--screenshot-at" -> {
                    double t = seconds(value(args, ++i, a), a);
                    shots.add(new Screenshot(t, Path.of(value(args, ++i, a))));
                }
                case "--exit-after" -> exitAfter = seconds(value(args, ++i, a), a);
                case "--size" -> {
                    String v = value(args, ++i, a);
                    String[] p = v.toLowerCase().split("x");
                    try {
                        w = Integer.parseInt(p[0]);
                        h = Integer.parseInt(p[1]);
                    } catch (RuntimeException e) {
                        throw new IllegalArgumentException("--size wants WIDTHxHEIGHT such as 1280x720, not '" + v + "'");
                    }
                    if (w < 160 || h < 120 || w > 8192 || h > 8192) {
                        throw new IllegalArgumentException("--size " + v + " is out of range (160x120 to 8192x8192)");
                    }
                    settings.put("graphics.resolution", w + "x" + h);
                }
                case "--seed" -> {
                    String v = value(args, ++i, a);
                    try {
                        seed = Long.parseLong(v);
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("--seed wants a whole number, not '" + v + "'");
                    }
                }
                case "--telemetry" -> telemetry = true;
                case "--debug-forces" -> debugForces = true;
                case "--record" -> record = Path.of(value(args, ++i, a));
                case "--hide-hud" -> hideHud = true;
                case "--spec" -> spec = Path.of(value(args, ++i, a));
                case "--start" -> {
                    String v = value(args, ++i, a);
                    start = switch (v) {
                        case "road" -> StartPlace.ROAD;
                        case "testpad" -> StartPlace.TESTPAD;
                        default -> throw new IllegalArgumentException("--start wants road or testpad, not '" + v + "'");
                    };
                }
                case "--state-report" -> stateReport = Path.of(value(args, ++i, a));
                case "--assists" -> assists = AssistNames.check(value(args, ++i, a));
                case "--shadows" -> {
                    String v = value(args, ++i, a);
                    if (!v.equals("on") && !v.equals("off")) {
                        throw new IllegalArgumentException("--shadows wants on or off, not '" + v + "'");
                    }
                    shadows = v.equals("on");
                }
                case "--shadow-quality" -> {
                    shadowQuality = value(args, ++i, a);
                    dev.sandbox.app.state.VehicleShadowState.Quality.parse(shadowQuality);
                }
                case "--camera" -> {
                    camera = value(args, ++i, a);
                    CameraSwitchState.indexOf(camera);
                }
                case "--list-controls" -> listControls = true;
                case "--fullscreen" -> settings.put("graphics.fullscreen", "true");
                case "--windowed" -> settings.put("graphics.fullscreen", "false");
                case "--vsync" -> {
                    String v = value(args, ++i, a);
                    if (!v.equals("on") && !v.equals("off")) {
                        throw new IllegalArgumentException("--vsync wants on or off, not '" + v + "'");
                    }
                    settings.put("graphics.vsync", Boolean.toString(v.equals("on")));
                }
                case "--frame-cap" -> setting(settings, "graphics.frameCap", value(args, ++i, a), a);
                case "--msaa" -> setting(settings, "graphics.msaa", value(args, ++i, a), a);
                case "--hud-scale" -> setting(settings, "hud.scale", value(args, ++i, a), a);
                case "--view-distance" -> setting(settings, "graphics.viewDistance", value(args, ++i, a), a);
                case "--mute" -> mute = true;
                case "--help", "-h" -> help = true;
                case "--replay", "--save-replay", "--replay-speed", "--time-scale" -> replay.take(a, value(args, ++i, a));
                default -> throw new IllegalArgumentException("unknown option '" + a + "' (try --help)");
            }
        }
        return new LaunchOptions(vehicle, autopilot, List.copyOf(shots), exitAfter, w, h, seed, help, telemetry,
                debugForces, record, hideHud, spec, start, stateReport, assists, shadows, shadowQuality,
                camera, listControls, Map.copyOf(settings), mute, replay.build());
    }

    /**
     * @param newSeed the world seed to use instead
     * @return these options with another world seed (a replay brings its own world)
     */
    public LaunchOptions withSeed(long newSeed) {
        return new LaunchOptions(vehicleId, autopilot, screenshots, exitAfterS, width, height, newSeed, help, telemetry,
                debugForces, recordFile, hideHud, specFile, start, stateReport, assists, shadows, shadowQuality,
                camera, listControls, settings, mute, replay);
    }

    private static void setting(Map<String, String> settings, String key, String v, String option) {
        try {
            GraphicsSettings.defaults(Path.of("-")).override(key, v);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(option + ": " + e.getMessage());
        }
        settings.put(key, v);
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new IllegalArgumentException(option + " needs a value (try --help)");
        }
        return args[i];
    }

    private static double seconds(String v, String option) {
        try {
            double s = Double.parseDouble(v);
            if (!(s >= 0) || Double.isInfinite(s)) {
                throw new NumberFormatException();
            }
            return s;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " wants a number of seconds, not '" + v + "'");
        }
    }
}
