package dev.sandbox.app.scene.input;

import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The replay's and the slow motion's player functions as Lemur {@link FunctionId}s with their
 * default keys in one place; the controls file rebinds them like the driving functions, and
 * they reach the {@link InputMapper} with them.
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

    /** Jump to the start of the last timed run of the test pad before the playhead. */
    public static final FunctionId LAST_TIMED_RUN = new FunctionId(GROUP, "last-timed-run");
    /** Draw the handlebar at ten times its angle on the model, or at its own. */
    public static final FunctionId BAR_MAGNIFIER = new FunctionId(GROUP, "bar-magnifier");

    /**
     * The shipped keys, in the controls file's written form (see {@code ControlBindings}): none
     * shared with a driving function, so every key means one thing wherever it acts.
     */
    public static final Map<FunctionId, String> DEFAULTS = defaults();

    /** The player's functions, which act only while the replay is open. */
    public static final Set<FunctionId> PLAYER = Set.of(PLAY, FRAME_BACK, FRAME_FORWARD, SLOWER, FASTER, BACK,
            FORWARD, LAST_COUNTERSTEER, NEXT_COUNTERSTEER, LAST_CRASH, LAST_TIMED_RUN, BAR_MAGNIFIER);

    private ReplayFunctions() {
    }

    private static Map<FunctionId, String> defaults() {
        Map<FunctionId, String> d = new LinkedHashMap<>();
        d.put(REPLAY, "F5");
        d.put(SAVE, "F6");
        d.put(SLOW_MOTION, "F7");
        d.put(CLOSE_UP, "Z");
        d.put(ARROWS, "O");
        d.put(PLAY, "K");
        d.put(FRAME_BACK, "J");
        d.put(FRAME_FORWARD, "L");
        d.put(SLOWER, "LBRACKET");
        d.put(FASTER, "RBRACKET");
        d.put(BACK, "COMMA");
        d.put(FORWARD, "PERIOD");
        d.put(LAST_COUNTERSTEER, "N");
        d.put(NEXT_COUNTERSTEER, "G");
        d.put(LAST_CRASH, "X");
        d.put(LAST_TIMED_RUN, "I");
        d.put(BAR_MAGNIFIER, "SLASH");
        return Collections.unmodifiableMap(d);
    }

    /** @return every function, for listeners */
    public static FunctionId[] all() {
        return DEFAULTS.keySet().toArray(new FunctionId[0]);
    }
}
