package dev.sandbox.app.replay;

import com.jme3.input.KeyInput;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;

/**
 * The replay's and the slow motion's player functions as Lemur {@link FunctionId}s with their
 * default keys in one place, so they can be rebound through the {@link InputMapper}.
 */
public final class ReplayFunctions {

    /** The input group of the replay functions. */
    public static final String GROUP = "replay";

    /** Open or close the replay of the last minutes. */
    public static final FunctionId REPLAY = new FunctionId(GROUP, "replay");
    /** Save the replay buffer to the sandbox home. */
    public static final FunctionId SAVE = new FunctionId(GROUP, "save-replay");
    /** Cycle the driving time scale 1, 1/2, 1/4. */
    public static final FunctionId SLOW_MOTION = new FunctionId(GROUP, "slow-motion");
    /** Play or pause the replay. */
    public static final FunctionId PLAY = new FunctionId(GROUP, "play-pause");
    /** One frame back. */
    public static final FunctionId FRAME_BACK = new FunctionId(GROUP, "frame-back");
    /** One frame forward. */
    public static final FunctionId FRAME_FORWARD = new FunctionId(GROUP, "frame-forward");
    /** Replay slower. */
    public static final FunctionId SLOWER = new FunctionId(GROUP, "slower");
    /** Replay faster. */
    public static final FunctionId FASTER = new FunctionId(GROUP, "faster");
    /** Jump back five seconds. */
    public static final FunctionId BACK = new FunctionId(GROUP, "back-5s");
    /** Jump forward five seconds. */
    public static final FunctionId FORWARD = new FunctionId(GROUP, "forward-5s");
    /** Jump to the last countersteer before the playhead. */
    public static final FunctionId LAST_COUNTERSTEER = new FunctionId(GROUP, "last-countersteer");
    /** Jump to the next countersteer after the playhead. */
    public static final FunctionId NEXT_COUNTERSTEER = new FunctionId(GROUP, "next-countersteer");
    /** Jump to the last crash or collision before the playhead. */
    public static final FunctionId LAST_CRASH = new FunctionId(GROUP, "last-crash");
    /** Select the steering close-up camera. */
    public static final FunctionId CLOSE_UP = new FunctionId(GROUP, "close-up");
    /** Show or hide the bar and lean arrows. */
    public static final FunctionId ARROWS = new FunctionId(GROUP, "bar-lean-arrows");

    private ReplayFunctions() {
    }

    /**
     * Maps the default keys (unless a function already has mappings).
     *
     * @param m the input mapper
     */
    public static void initializeDefaultMappings(InputMapper m) {
        map(m, REPLAY, KeyInput.KEY_F5);
        map(m, SAVE, KeyInput.KEY_F6);
        map(m, SLOW_MOTION, KeyInput.KEY_F7);
        map(m, PLAY, KeyInput.KEY_K);
        map(m, FRAME_BACK, KeyInput.KEY_J);
        map(m, FRAME_FORWARD, KeyInput.KEY_L);
        map(m, SLOWER, KeyInput.KEY_LBRACKET);
        map(m, FASTER, KeyInput.KEY_RBRACKET);
        map(m, BACK, KeyInput.KEY_COMMA);
        map(m, FORWARD, KeyInput.KEY_PERIOD);
        map(m, LAST_COUNTERSTEER, KeyInput.KEY_N);
        map(m, NEXT_COUNTERSTEER, KeyInput.KEY_M);
        map(m, LAST_CRASH, KeyInput.KEY_B);
        map(m, CLOSE_UP, KeyInput.KEY_Z);
        map(m, ARROWS, KeyInput.KEY_O);
    }

    /** @return every function, for listeners */
    static FunctionId[] all() {
        return new FunctionId[] {REPLAY, SAVE, SLOW_MOTION, PLAY, FRAME_BACK, FRAME_FORWARD, SLOWER, FASTER, BACK,
            FORWARD, LAST_COUNTERSTEER, NEXT_COUNTERSTEER, LAST_CRASH, CLOSE_UP, ARROWS};
    }

    private static void map(InputMapper m, FunctionId f, int key) {
        if (!m.hasMappings(f)) {
            m.map(f, key);
        }
    }
}
