package dev.sandbox.app.feature.input;

import com.simsilica.lemur.input.AnalogFunctionListener;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.core.drive.PlayerControls;
import dev.sandbox.app.scene.input.DrivingFunctions;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;

/**
 * The driver's controls as Lemur functions: pedals, steering, handbrake, clutch, gear buttons
 * and tuck, from keys or pad, handed to {@link PlayerControls}. Each function has its handler
 * in a table; dead zones and sensitivity are already applied by the mapping (the value a
 * handler sees is the mapped one).
 */
public final class DriveInputs implements StateFunctionListener, AnalogFunctionListener {

    private final PlayerControls controls;
    private final Map<FunctionId, Consumer<InputState>> held = new LinkedHashMap<>();
    private final Map<FunctionId, DoubleConsumer> axes = new LinkedHashMap<>();
    private double steerAxis;
    private double throttleAxis;
    private double brakeAxis;

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
        axes.put(DrivingFunctions.STEER_AXIS, v -> steerAxis = v);
        axes.put(DrivingFunctions.THROTTLE_AXIS, v -> throttleAxis = Math.max(0, v));
        axes.put(DrivingFunctions.BRAKE_AXIS, v -> brakeAxis = Math.max(0, v));
    }

    /** @param m the mapper to listen to */
    public void register(InputMapper m) {
        m.addStateListener(this, held.keySet().toArray(FunctionId[]::new));
        m.addAnalogListener(this, axes.keySet().toArray(FunctionId[]::new));
    }

    /** @param m the mapper to stop listening to */
    public void unregister(InputMapper m) {
        m.removeStateListener(this, held.keySet().toArray(FunctionId[]::new));
        m.removeAnalogListener(this, axes.keySet().toArray(FunctionId[]::new));
    }

    /** Lets go of every key, button and axis (focus lost, menu opened). */
    public void releaseAll() {
        held.values().forEach(h -> h.accept(InputState.Off));
        steerAxis = 0;
        throttleAxis = 0;
        brakeAxis = 0;
        controls.setAxes(0, 0, 0);
    }

    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        Consumer<InputState> h = held.get(func);
        if (h != null) {
            h.accept(value);
        }
    }

    @Override
    public void valueActive(FunctionId func, double value, double tpf) {
        DoubleConsumer h = axes.get(func);
        if (h != null) {
            h.accept(value);
            controls.setAxes(steerAxis, throttleAxis, brakeAxis);
        }
    }
}
