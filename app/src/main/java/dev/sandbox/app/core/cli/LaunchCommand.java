package dev.sandbox.app.core.cli;

import dev.sandbox.app.core.drive.StartPlace;
import dev.sandbox.app.core.replay.ReplayOptions;
import dev.sandbox.app.core.settings.GraphicsSettings;
import dev.sandbox.app.core.settings.ShadowQuality;
import dev.sandbox.app.core.world.WorldGenerator;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The sandbox's options as picocli reads them: each option's setter checks its value as it is
 * read and throws one line naming the option when the value cannot be used. {@link #options()}
 * hands them on as {@link LaunchOptions}.
 */
@Command(name = "driving-sandbox", separator = " ", sortOptions = false, usageHelpWidth = 110,
        synopsisHeading = "", customSynopsis = "usage: java -jar driving-sandbox.jar [options]",
        optionListHeading = "", footerHeading = "",
        footer = {"  settings and controls live in $XDG_CONFIG_HOME/driving-sandbox, recordings, screenshots and",
            "  replays in $XDG_DATA_HOME/driving-sandbox, logs and crash files in $XDG_STATE_HOME/driving-sandbox",
            "  (on Linux; DRIVING_SANDBOX_HOME: one folder for all)",
            "  --engine-sound ID --rpm R --throttle T --seconds S --out FILE.wav   render the engine note offline"})
final class LaunchCommand {

    /** Longest time {@code --exit-after} and {@code --screenshot-at} take (in seconds): a day. */
    static final double MAX_SECONDS = 86_400;

    private String vehicle;
    private boolean autopilot;
    private final List<LaunchOptions.Screenshot> shots = new ArrayList<>();
    private double exitAfter = -1;
    private int width = 1280;
    private int height = 720;
    private long seed = WorldGenerator.DEFAULT_SEED;
    private boolean telemetry;
    private boolean debugForces;
    private Path record;
    private boolean hideHud;
    private Path spec;
    private StartPlace start = StartPlace.ROAD;
    private Path stateReport;
    private String assists;
    private boolean shadows = true;
    private String shadowQuality = "medium";
    private String camera = "chase";
    private boolean listControls;
    private final Map<String, String> settings = new LinkedHashMap<>();
    private boolean mute;
    private String screenMode;

    @Option(names = {"--help", "-h"}, usageHelp = true, order = 99, description = "print this help and exit")
    private boolean help;

    @Option(names = "--version", versionHelp = true, order = 23, description = "print driving-sandbox VERSION and exit")
    private boolean version;

    @Mixin
    private ReplayCommand replay = new ReplayCommand();

    @Mixin
    private LapsCommand laps = new LapsCommand();

    @Mixin
    private TelemetryCommand telemetryOut = new TelemetryCommand();

    /** @return the options read */
    LaunchOptions options() {
        for (LaunchOptions.Screenshot shot : shots) {
            if (exitAfter >= 0 && shot.atS() > exitAfter) {
                throw new IllegalArgumentException("--screenshot-at " + fmt(shot.atS()) + " comes after --exit-after "
                        + fmt(exitAfter) + ": the run ends before it");
            }
        }
        return new LaunchOptions(vehicle, autopilot, List.copyOf(shots), exitAfter, width, height, seed, help,
                telemetry, debugForces, record, hideHud, spec, start, stateReport, assists, shadows, shadowQuality,
                camera, listControls, Map.copyOf(settings), mute, replay.options(), laps.options(),
                telemetryOut.settings());
    }

    @Option(names = "--vehicle", paramLabel = "ID", order = 1,
            description = "boxster-s or cbr1000rr (otherwise a menu asks)")
    private void vehicle(String id) {
        vehicle = id;
    }

    @Option(names = "--spec", paramLabel = "FILE", order = 2, description = {
        "drive your own vehicle spec file (YAML like the shipped",
        "assets/.../vehicles/*.yaml; the same id replaces a shipped vehicle)"})
    private void spec(String file) {
        spec = ReplayOptions.Builder.file("--spec", file);
    }

    @Option(names = "--autopilot", order = 3, description = "a built-in driver follows the road loop")
    private void autopilot(boolean on) {
        autopilot = on;
    }

    @Option(names = "--screenshot-at", arity = "2", paramLabel = "SECONDS FILE", hideParamSyntax = true, order = 4,
            description = "save the frame shown at that time as PNG (repeatable)")
    private void screenshots(List<String> pairs) {
        shots.clear();
        for (int i = 0; i + 1 < pairs.size(); i += 2) {
            shots.add(new LaunchOptions.Screenshot(seconds(pairs.get(i), "--screenshot-at"),
                    ReplayOptions.Builder.file("--screenshot-at", pairs.get(i + 1))));
        }
    }

    @Option(names = "--exit-after", paramLabel = "SECONDS", order = 5, description = "quit after that many seconds")
    private void exitAfter(String v) {
        exitAfter = seconds(v, "--exit-after");
    }

    @Option(names = "--size", paramLabel = "WIDTHxHEIGHT", order = 6, description = "window size (default 1280x720)")
    private void size(String v) {
        // ASCII digits only: Integer.parseInt also reads the digits of other scripts
        if (!v.toLowerCase(Locale.ROOT).matches("[0-9]{1,5}x[0-9]{1,5}")) {
            throw new IllegalArgumentException("--size wants WIDTHxHEIGHT such as 1280x720, not '" + v + "'");
        }
        String[] p = v.toLowerCase(Locale.ROOT).split("x");
        width = Integer.parseInt(p[0]);
        height = Integer.parseInt(p[1]);
        if (width < 160 || height < 120 || width > 8192 || height > 8192) {
            throw new IllegalArgumentException("--size " + v + " is out of range (160x120 to 8192x8192)");
        }
        settings.put("graphics.resolution", width + "x" + height);
    }

    @Option(names = "--seed", paramLabel = "N", order = 7,
            description = "world seed (default " + WorldGenerator.DEFAULT_SEED + ")")
    private void seed(String v) {
        try {
            if (!v.matches("[+-]?[0-9]{1,19}")) {
                throw new NumberFormatException(v); // ASCII digits only, as the seed is written down
            }
            seed = Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--seed wants a whole number, not '" + v + "'");
        }
    }

    @Option(names = "--telemetry", order = 8,
            description = "open the telemetry panel, strip charts and g-g diagram (key F1)")
    private void telemetry(boolean on) {
        telemetry = on;
    }

    @Option(names = "--debug-forces", order = 9,
            description = "show tyre forces, velocities and slip angles in the world (key F2)")
    private void debugForces(boolean on) {
        debugForces = on;
    }

    @Option(names = "--record", paramLabel = "FILE", order = 10, description = {
        "record telemetry CSV (100 Hz) from the start (key F3 records to",
        "<data folder>/recordings/; DRIVING_SANDBOX_HOME moves that folder)"})
    private void record(String file) {
        record = ReplayOptions.Builder.file("--record", file);
    }

    @Option(names = "--hide-hud", order = 11, description = "start with the driving HUD hidden (key H)")
    private void hideHud(boolean on) {
        hideHud = on;
    }

    @Option(names = "--start", paramLabel = "road|testpad", order = 12, description = {
        "start on the road loop, level and facing along a straight (default),",
        "or on the test pad's drag strip start line"})
    private void start(String v) {
        start = switch (v) {
            case "road" -> StartPlace.ROAD;
            case "testpad" -> StartPlace.TESTPAD;
            default -> throw new IllegalArgumentException("--start wants road or testpad, not '" + v + "'");
        };
    }

    @Option(names = "--state-report", paramLabel = "FILE", order = 13, description = {
        "on exit write the drive's summary as JSON (speeds, distance, timed",
        "runs beside the proving ground's figures, the model's state hash)"})
    private void stateReport(String file) {
        stateReport = ReplayOptions.Builder.file("--state-report", file);
    }

    @Option(names = "--assists", paramLabel = "KEY=on|off,...", order = 14, description = {
        "switch driver aids on or off (remembered in settings.properties);",
        "keys: $${ASSISTS}"})
    private void assists(String v) {
        assists = AssistNames.check(v);
    }

    @Option(names = "--shadows", paramLabel = "on|off", order = 15,
            description = "the vehicle's shadow on the ground (default on)")
    private void shadows(String v) {
        shadows = onOff(v, "--shadows");
    }

    @Option(names = "--shadow-quality", paramLabel = "Q", order = 16, description = {
        "low (contact shadows and a soft ellipse), medium (default:",
        "projected shadow of the parts over 15 cm) or high (every part)"})
    private void shadowQuality(String v) {
        ShadowQuality.parse(v);
        shadowQuality = v;
    }

    @Option(names = "--mute", order = 17, description = "start with the sound off (key M; - and = set the volume)")
    private void mute(boolean on) {
        mute = on;
    }

    @Option(names = "--camera", paramLabel = "NAME", order = 24,
            description = "start with the chase, cockpit, orbit, trackside, free or showroom camera")
    private void camera(String name) {
        CameraNames.indexOf(name);
        camera = name;
    }

    @Option(names = "--list-controls", order = 25,
            description = "print every function with its keys and pad inputs and exit")
    private void listControls(boolean on) {
        listControls = on;
    }

    @Option(names = "--fullscreen", order = 26,
            description = "for this run (the settings file keeps graphics.fullscreen)")
    private void fullscreen(boolean on) {
        screenMode("--fullscreen");
        settings.put("graphics.fullscreen", "true");
    }

    @Option(names = "--windowed", order = 27, description = "for this run (the settings file keeps graphics.fullscreen)")
    private void windowed(boolean on) {
        screenMode("--windowed");
        settings.put("graphics.fullscreen", "false");
    }

    @Option(names = "--vsync", paramLabel = "on|off", order = 28,
            description = "wait for the display's refresh (graphics.vsync, default on)")
    private void vsync(String v) {
        settings.put("graphics.vsync", Boolean.toString(onOff(v, "--vsync")));
    }

    @Option(names = "--frame-cap", paramLabel = "FPS", order = 29,
            description = "cap the frame rate, 0 = none (graphics.frameCap)")
    private void frameCap(String v) {
        setting("graphics.frameCap", v, "--frame-cap");
    }

    @Option(names = "--msaa", paramLabel = "SAMPLES", order = 30, description = "multisampling 0, 2, 4, 8 (graphics.msaa)")
    private void msaa(String v) {
        setting("graphics.msaa", v, "--msaa");
    }

    @Option(names = "--view-distance", paramLabel = "METRES", order = 31,
            description = "how far the camera sees (graphics.viewDistance)")
    private void viewDistance(String v) {
        setting("graphics.viewDistance", v, "--view-distance");
    }

    @Option(names = "--hud-scale", paramLabel = "FACTOR", order = 32,
            description = "HUD size 0.5..3 on top of fitting it to the window (hud.scale)")
    private void hudScale(String v) {
        setting("hud.scale", v, "--hud-scale");
    }

    @Option(names = "--quality", paramLabel = "low|medium|high", order = 33, description = {
        "graphics preset for this run (graphics.quality, chosen from the graphics",
        "card at the first start: low keeps the projected shadow, medium and high",
        "draw shadow maps for the vehicle and the world)"})
    private void quality(String v) {
        setting("graphics.quality", v, "--quality");
    }

    private void screenMode(String option) {
        if (screenMode != null && !screenMode.equals(option)) {
            throw new IllegalArgumentException(screenMode + " and " + option + " cannot be given together");
        }
        screenMode = option;
    }

    private void setting(String key, String v, String option) {
        try {
            GraphicsSettings.defaults(Path.of("-")).override(key, v);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(option + ": " + e.getMessage());
        }
        settings.put(key, v);
    }

    private static boolean onOff(String v, String option) {
        if (!v.equals("on") && !v.equals("off")) {
            throw new IllegalArgumentException(option + " wants on or off, not '" + v + "'");
        }
        return v.equals("on");
    }

    private static String fmt(double s) {
        return s == Math.rint(s) ? String.valueOf((long) s) : String.valueOf(s);
    }

    private static double seconds(String v, String option) {
        try {
            double s = Double.parseDouble(v);
            if (!(s >= 0) || s > MAX_SECONDS) {
                throw new NumberFormatException();
            }
            return s;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " wants a number of seconds from 0 to " + (long) MAX_SECONDS
                    + " (a day), not '" + v + "'");
        }
    }
}
