package dev.sandbox.app;

import dev.sandbox.app.core.cli.EngineSoundCommand;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.core.cli.ReplayChecks;
import dev.sandbox.app.core.cli.StartChecks;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.scene.input.ControlBindings;
import dev.sandbox.app.session.WorldState;
import dev.sandbox.physics.spec.SpecException;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.io.IOException;
import java.util.function.Consumer;

/**
 * Starts the driving sandbox. Any start-up failure (bad option, an output path that cannot be
 * written, unknown vehicle, missing asset, no display, no OpenGL) prints one line to standard
 * error and exits with a non-zero status (2 for what the user can fix on the command line or
 * the machine: options, paths, spec files, the display).
 */
public final class Main {

    /** Exit status for a bad command line. */
    public static final int EXIT_USAGE = 2;
    /** Exit status for a failure while starting or running. */
    public static final int EXIT_FAILURE = 1;

    private Main() {
    }

    /** @param args see {@link LaunchOptions#USAGE} */
    public static void main(String[] args) {
        launch(args, app -> {
        });
    }

    /**
     * Starts the sandbox as {@link #main} does, with something done to the application before it
     * starts: how tools and tests run the very same start-up with a clock or watchers of their own.
     *
     * @param args see {@link LaunchOptions#USAGE}
     * @param beforeStart given the application once it is made, before it starts
     */
    public static void launch(String[] args, Consumer<SandboxApp> beforeStart) {
        Logs.quiet();
        boolean version;
        try {
            version = LaunchOptions.wantsVersion(args);
        } catch (IllegalArgumentException e) {
            fail(EXIT_USAGE, e.getMessage());
            return;
        }
        if (version) {
            System.out.println(LaunchOptions.versionLine());
            return;
        }
        if (EngineSoundCommand.wanted(args)) {
            renderEngineSound(args);
            return;
        }
        LaunchOptions options;
        WorldState world = null;
        try {
            options = LaunchOptions.parse(args);
            if (options.help()) {
                System.out.println(LaunchOptions.USAGE);
                return;
            }
            String moved = SandboxHome.migrateLegacy();
            if (moved != null) {
                System.err.println("driving-sandbox: " + moved);
            }
            if (options.listControls()) {
                ControlBindings.load(SandboxHome.controlsFile(), line -> System.err.println("driving-sandbox: " + line))
                        .listing().forEach(System.out::println);
                return;
            }
            if (options.replay().openFile() == null) {
                // the world's seed is known: its layout, colour map and terrain meshes take about
                // a second of CPU, so they start now, on the second core, while the vehicle specs
                // are read and the window and the GL context open (a replay brings its own seed)
                world = new WorldState(options.seed());
            }
            StartChecks.outputs(options);
            if (options.stateReport() != null) {
                dev.sandbox.app.core.report.StateReport.checkWritable(options.stateReport());
            }
            VehicleSpec own = options.specFile() != null ? VehicleSpecs.loadFile(options.specFile()) : null;
            if (options.vehicleId() != null && (own == null || !own.id().equals(options.vehicleId()))) {
                VehicleSpecs.load(options.vehicleId());
            }
            options = ReplayChecks.check(options);
        } catch (IllegalArgumentException | SpecException e) {
            fail(EXIT_USAGE, e.getMessage());
            return;
        }
        if (!StartChecks.hasDisplay(System.getenv(), System.getProperty("os.name", ""))) {
            fail(EXIT_USAGE, StartChecks.NO_DISPLAY);
            return;
        }
        // the log file opens once the command line and the display are known good: a refused start
        // writes nothing
        Logs.toFile(SandboxHome.stateDir());
        java.util.logging.Logger.getLogger(Main.class.getName()).info(() -> LaunchOptions.versionLine() + " on Java "
                + System.getProperty("java.version") + ", " + System.getProperty("os.name") + "; folders "
                + SandboxHome.describe() + "; arguments " + String.join(" ", args));
        SandboxApp app = new SandboxApp(options, world);
        app.setRefusalHandler(line -> fail(EXIT_USAGE, line));
        app.setFailureHandler(message -> {
            if (StartChecks.isNoDisplay(message)) {
                fail(EXIT_USAGE, StartChecks.NO_DISPLAY); // DISPLAY names no X server we can reach
            } else {
                fail(EXIT_FAILURE, message);
            }
        });
        beforeStart.accept(app);
        app.start();
    }

    /** {@code --engine-sound}: the engine note rendered offline to a WAV file. */
    private static void renderEngineSound(String[] args) {
        EngineSoundCommand command;
        try {
            command = EngineSoundCommand.parse(args);
        } catch (IllegalArgumentException e) {
            fail(EXIT_USAGE, e.getMessage());
            return;
        }
        try {
            command.run();
        } catch (IOException e) {
            fail(EXIT_USAGE, "cannot write " + command.out() + ": " + e.getMessage());
        }
        System.out.println("engine sound: " + command.vehicle().id() + " at " + command.rpm() + " rpm, throttle "
                + command.throttle() + ", " + command.seconds() + " s -> " + command.out());
    }

    /** Prints one line and exits. */
    static void fail(int status, String message) {
        System.err.println("driving-sandbox: " + message);
        System.err.flush();
        Runtime.getRuntime().halt(status);
    }
}
