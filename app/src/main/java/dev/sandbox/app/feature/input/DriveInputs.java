package dev.sandbox.app.feature.input;

import com.simsilica.lemur.input.AnalogFunctionListener;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.core.drive.PlayerControls;
import dev.sandbox.app.scene.input.AxisChannels;
import dev.sandbox.app.scene.input.ControlBindings;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.scene.input.InputToken;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The driver's controls as Lemur functions: pedals, steering, handbrake, clutch, gear buttons,
 * the H-shifter's gates and tuck, from keys, pad or wheel, handed to {@link PlayerControls}.
 * Each held function has its handler in a table. The analog functions (steering and the
 * pedals) hear each of their inputs on its own channel ({@link AxisChannels}): a pedal input's
 * reading becomes a pedal position through its own travel and direction
 * ({@link InputToken#pedalPosition}), and the inputs of one function combine as a driver would
 * expect: a pedal is as far down as its farthest input, the steering follows the input turned
 * farthest. Dead zones and sensitivity are already applied by the mapping.
 */
public final class DriveInputs implements StateFunctionListener, AnalogFunctionListener {

    private final PlayerControls controls;
    private final Map<FunctionId, Consumer<InputState>> held = new LinkedHashMap<>();
    private final Map<FunctionId, Channel> channels = new HashMap<>();
    private final Map<FunctionId, double[]> readings = new LinkedHashMap<>();

    /** One input of an analog function: the function, the input's place among its inputs, and the input. */
    private record Channel(FunctionId function, int index, InputToken input) {
    }

    /** @param controls where the inputs go */
    public DriveInputs(PlayerControls controls) {
        this.controls = controls;
        held.put(DrivingFunctions.THROTTLE, s -> controls.setThrottleKey(s != InputState.Off));
        held.put(DrivingFunctions.BRAKE, s -> controls.setBrakeKey(s != InputState.Off));
        held.put(DrivingFunctions.STEER, s -> controls.setSteerKeys(s.asNumber()));
        held.put(DrivingFunctions.HANDBRAKE, s -> controls.setHandbrake(s != InputState.Off));
        held.put(DrivingFunctions.CLUTCH, s -> controls.setClutch(s != InputState.Off));
        held.put(DrivingFunctions.SHIFT_UP, s -> controls.setShiftUp(s != InputState.Off));
        held.put(DrivingFunctions.SHIFT_DOWN, s -> controls.setShiftDown(s != InputState.Off));
        held.put(DrivingFunctions.TUCK, s -> controls.setTuck(s != InputState.Off));
        DrivingFunctions.GATES.forEach((gate, gear) -> held.put(gate, s -> controls.setGate(gear, s != InputState.Off)));
        for (FunctionId f : DrivingFunctions.AXES) {
            readings.put(f, new double[AxisChannels.MAX]);
        }
        use(ControlBindings.defaults());
    }

    /**
     * Reads the analog functions' inputs as the bindings in force write them (their travel,
     * direction and sensitivity).
     *
     * @param bindings the bindings mapped into Lemur
     */
    public void use(ControlBindings bindings) {
        channels.clear();
        for (FunctionId f : DrivingFunctions.AXES) {
            List<InputToken> inputs = bindings.of(f);
            for (int i = 0; i < inputs.size() && i < AxisChannels.MAX; i++) {
                channels.put(AxisChannels.of(f).get(i), new Channel(f, i, inputs.get(i)));
            }
        }
        releaseAll();
    }

    /** @param m the mapper to listen to */
    public void register(InputMapper m) {
        m.addStateListener(this, held.keySet().toArray(FunctionId[]::new));
        m.addAnalogListener(this, allChannels());
    }

    /** @param m the mapper to stop listening to */
    public void unregister(InputMapper m) {
        m.removeStateListener(this, held.keySet().toArray(FunctionId[]::new));
        m.removeAnalogListener(this, allChannels());
    }

    private static FunctionId[] allChannels() {
        List<FunctionId> all = new ArrayList<>();
        DrivingFunctions.AXES.forEach(f -> all.addAll(AxisChannels.of(f)));
        return all.toArray(FunctionId[]::new);
    }

    /** Lets go of every key, button and axis (focus lost, a screen opened, new bindings). */
    public void releaseAll() {
        held.values().forEach(h -> h.accept(InputState.Off));
        readings.values().forEach(r -> java.util.Arrays.fill(r, 0));
        controls.setAxes(0, 0, 0, 0);
    }

    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        Consumer<InputState> h = held.get(func);
        if (h != null) {
            h.accept(value);
        }
    }

    /**
     * One channel's value as Lemur reports it: each frame while the input is off its rest (or
     * its dead zone), and once with 0 when it comes back (an axis's centre: a full-travel pedal's
     * half way).
     */
    @Override
    public void valueActive(FunctionId func, double value, double tpf) {
        Channel c = channels.get(func);
        if (c == null) {
            return;
        }
        boolean pedal = DrivingFunctions.PEDALS.contains(c.function());
        readings.get(c.function())[c.index()] = pedal ? c.input().pedalPosition(value) : value;
        controls.setAxes(farthest(DrivingFunctions.STEER_AXIS), deepest(DrivingFunctions.THROTTLE_AXIS),
                deepest(DrivingFunctions.BRAKE_AXIS), deepest(DrivingFunctions.CLUTCH_AXIS));
    }

    private double deepest(FunctionId pedal) {
        double p = 0;
        for (double r : readings.get(pedal)) {
            p = Math.max(p, r);
        }
        return p;
    }

    private double farthest(FunctionId axis) {
        double v = 0;
        for (double r : readings.get(axis)) {
            v = Math.abs(r) > Math.abs(v) ? r : v;
        }
        return v;
    }
}
