package dev.sandbox.app.scene.input;

import com.simsilica.lemur.input.FunctionId;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The Lemur functions an analog function's inputs reach it through, one per input: Lemur
 * reports a function's value without saying which input gave it, so a wheel's pedal and a
 * pad's trigger bound to the same pedal would overwrite each other's readings every frame, and
 * each input's own pedal travel could not be applied. Input {@code i} of function {@code f} is
 * mapped to the channel {@code f#i} in {@code f}'s group; the handler reads each channel
 * through its own input and combines them.
 */
public final class AxisChannels {

    /** The most inputs an analog function takes. */
    public static final int MAX = 8;

    private static final Map<FunctionId, List<FunctionId>> CHANNELS = new ConcurrentHashMap<>();

    private AxisChannels() {
    }

    /**
     * @param f an analog function ({@link DrivingFunctions#AXES})
     * @return its channels, input 0 first
     */
    public static List<FunctionId> of(FunctionId f) {
        return CHANNELS.computeIfAbsent(f, k -> {
            FunctionId[] c = new FunctionId[MAX];
            for (int i = 0; i < MAX; i++) {
                c[i] = new FunctionId(k.getGroup(), k.getId() + "#" + i);
            }
            return List.of(c);
        });
    }

    /** @return true when the function's inputs reach it through channels */
    public static boolean isChanneled(FunctionId f) {
        return DrivingFunctions.AXES.contains(f);
    }
}
