package dev.sandbox.app.tools;

import dev.sandbox.app.SandboxApp;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.feature.camera.CameraSwitchState;
import dev.sandbox.app.feature.camera.ShowroomState;
import dev.sandbox.app.scene.input.ShowroomFunctions;
import dev.sandbox.app.session.DrivingState;

/**
 * A developer tool (not a test): starts the sandbox with the given options, switches to the
 * showroom camera as soon as the vehicle exists (the command-line switch for it belongs to the
 * camera options), optionally turns the wheels, and lets --screenshot-at capture it.
 * Usage: ShowroomShots [turn] sandbox-options...
 */
public final class ShowroomShots {

    private ShowroomShots() {
    }

    public static void main(String[] args) throws Exception {
        boolean turn = args.length > 0 && args[0].equals("turn");
        String[] rest = turn ? java.util.Arrays.copyOfRange(args, 1, args.length) : args;
        SandboxApp app = new SandboxApp(LaunchOptions.parse(rest));
        Thread t = new Thread(app::start);
        t.start();
        boolean[] done = {false};
        while (!done[0]) {
            Thread.sleep(200);
            app.enqueue(() -> {
                if (done[0]) {
                    return;
                }
                DrivingState d = app.getStateManager().getState(DrivingState.class);
                CameraSwitchState c = app.getStateManager().getState(CameraSwitchState.class);
                if (d != null && d.simulation() != null && c != null && c.isInitialized()) {
                    c.selectShowroom();
                    if (turn) {
                        app.getStateManager().getState(ShowroomState.class).valueChanged(ShowroomFunctions.TURN_WHEELS,
                                com.simsilica.lemur.input.InputState.Positive, 0);
                    }
                    done[0] = true;
                }
            });
        }
        t.join();
    }
}
