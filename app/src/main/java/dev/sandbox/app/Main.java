package dev.sandbox.app;

import dev.sandbox.physics.spec.SpecException;
import dev.sandbox.physics.spec.VehicleSpecs;

/**
 * Starts the driving sandbox. Any start-up failure (bad option, unknown vehicle, missing
 * asset, no OpenGL) prints one line to standard error and exits with a non-zero status.
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
        Logs.quiet();
        LaunchOptions options;
        try {
            options = LaunchOptions.parse(args);
            if (options.help()) {
                System.out.println(LaunchOptions.USAGE);
                return;
            }
            if (options.vehicleId() != null) {
                VehicleSpecs.load(options.vehicleId());
            }
        } catch (IllegalArgumentException | SpecException e) {
            fail(EXIT_USAGE, e.getMessage());
            return;
        }
        SandboxApp app = new SandboxApp(options);
        app.setFailureHandler(message -> fail(EXIT_FAILURE, message));
        app.start();
    }

    /** Prints one line and exits. */
    static void fail(int status, String message) {
        System.err.println("driving-sandbox: " + message);
        System.err.flush();
        Runtime.getRuntime().halt(status);
    }
}
