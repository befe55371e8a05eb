package dev.sandbox.app.testing;

import dev.sandbox.app.Main;

/**
 * The sandbox as the window tests start it in a JVM of its own: the product's own start-up
 * ({@link Main#launch}), the same command line, with a {@link FixedStepTimer} of
 * {@link #FRAME_S} installed, so every rendered frame advances simulated time by the same step
 * and {@code --screenshot-at} and {@code --exit-after} count simulated seconds (from the first
 * frame) however slowly a busy machine draws.
 */
public final class FixedStepMain {

    /**
     * Simulated time per rendered frame (in seconds): 20 frames a simulated second, a game's
     * usual frame rate at its slowest, so the autopilot and the keyboard are sampled as often as
     * a person's slow machine would sample them, and a test needs few frames per simulated second.
     */
    public static final float FRAME_S = 0.05f;

    private FixedStepMain() {
    }

    /** @param args the sandbox's command line */
    public static void main(String[] args) {
        Main.launch(args, app -> app.setTimer(new FixedStepTimer(FRAME_S)));
    }
}
