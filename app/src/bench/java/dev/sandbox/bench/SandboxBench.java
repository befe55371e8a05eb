package dev.sandbox.bench;

import com.jme3.app.state.AppState;
import dev.sandbox.app.Logs;
import dev.sandbox.app.SandboxApp;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.core.cli.ReplayChecks;
import dev.sandbox.app.core.cli.StartChecks;
import dev.sandbox.bench.frames.BareCameraState;
import dev.sandbox.bench.frames.FrameBenchmark;
import dev.sandbox.bench.frames.HiddenParts;
import dev.sandbox.bench.physics.PhysicsBenchmark;
import dev.sandbox.physics.spec.SpecException;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.List;

/**
 * The sandbox's benchmarks ({@code sandbox-bench.jar}): the frame budget of the sandbox or of
 * its world alone ({@code --bench SECONDS}, {@code --bare}, {@code --bench-alternate WHAT}) and
 * our car's physics against Minie's raycast vehicle ({@code --bench-physics}). Each prints one
 * JSON line on standard output. Every other option is the sandbox's own ({@code --size},
 * {@code --telemetry}, {@code --vehicle}...). A bad command line prints one line to standard
 * error and exits with status 2; a failure while running, with status 1.
 */
public final class SandboxBench {

    /** Exit status for a bad command line. */
    static final int EXIT_USAGE = 2;
    /** Exit status for a failure while starting or running. */
    static final int EXIT_FAILURE = 1;

    /** Usage text: the benchmark switches, then the sandbox's own options. */
    static final String USAGE = BenchOptions.USAGE + "\nsandbox options:\n" + LaunchOptions.USAGE;

    private SandboxBench() {
    }

    /** @param args see {@link #USAGE} */
    public static void main(String[] args) {
        Logs.quiet();
        BenchOptions bench;
        LaunchOptions options;
        try {
            bench = BenchOptions.extract(args);
            options = LaunchOptions.parse(sandboxArgs(bench));
            if (options.help()) {
                System.out.println(USAGE);
                return;
            }
            if (!bench.any()) {
                throw new IllegalArgumentException("give --bench SECONDS or --bench-physics (try --help)");
            }
            StartChecks.outputs(options);
            if (options.vehicleId() != null) {
                VehicleSpecs.load(options.vehicleId());
            }
            options = ReplayChecks.check(options);
        } catch (IllegalArgumentException | SpecException e) {
            fail(EXIT_USAGE, e.getMessage());
            return;
        }
        if (bench.physics()) {
            PhysicsBenchmark.main(options.seed());
            return;
        }
        if (!StartChecks.hasDisplay(System.getenv(), System.getProperty("os.name", ""))) {
            fail(EXIT_USAGE, StartChecks.NO_DISPLAY);
            return;
        }
        FrameBenchmark frames = new FrameBenchmark(bench);
        HiddenParts hidden = new HiddenParts(System.getenv(HiddenParts.ENV));
        SandboxApp app = bench.bare()
                ? SandboxApp.worldAlone(options, List.<AppState>of(new BareCameraState(), hidden, frames))
                : new SandboxApp(options, List.<AppState>of(hidden, frames));
        app.setRefusalHandler(line -> fail(EXIT_USAGE, line));
        app.setFailureHandler(message -> fail(StartChecks.isNoDisplay(message) ? EXIT_USAGE : EXIT_FAILURE,
                StartChecks.isNoDisplay(message) ? StartChecks.NO_DISPLAY : message));
        app.start();
    }

    /**
     * @param bench the benchmark switches and the sandbox's options
     * @return the sandbox's options; a frame benchmark measures the frame's own cost, so frames
     *     do not wait for the display's refresh unless {@code --vsync} says otherwise
     */
    static String[] sandboxArgs(BenchOptions bench) {
        List<String> rest = new java.util.ArrayList<>(bench.rest());
        if (bench.frames() && !rest.contains("--vsync")) {
            rest.addAll(List.of("--vsync", "off"));
        }
        return rest.toArray(String[]::new);
    }

    /** Prints one line and exits. */
    static void fail(int status, String message) {
        System.err.println("sandbox-bench: " + message);
        System.err.flush();
        Runtime.getRuntime().halt(status);
    }
}
