package dev.sandbox.app.state;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.RawInputListener;
import com.jme3.input.event.KeyInputEvent;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.input.AnalogFunctionListener;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.camera.CameraSwitchState;
import dev.sandbox.app.controls.ControlBindings;
import dev.sandbox.app.controls.DriveInputs;
import dev.sandbox.app.controls.InputToken;
import dev.sandbox.app.controls.PadDeadZones;
import dev.sandbox.app.drive.DrivingFunctions;
import dev.sandbox.app.drive.PlayerControls;
import dev.sandbox.app.hud.SandboxHome;
import dev.sandbox.physics.sim.Vehicle;
import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The player's hands: reads {@code controls.properties} over the default bindings, maps them
 * into Lemur's InputMapper, hands the driving controls to {@link DriveInputs} and runs the
 * one-shot actions (reset, switch vehicle, camera, pause, screenshot, menu, help, autopilot,
 * gearbox mode) and the camera axes, each from its entry in a function-to-handler table. The
 * HUD's own keys are heard by {@code dev.sandbox.app.hud.HudKeysState}.
 */
public final class ControlsState extends BaseAppState implements StateFunctionListener, AnalogFunctionListener {

    private final PlayerControls controls = new PlayerControls();
    private final DriveInputs drive = new DriveInputs(controls);
    private final Map<FunctionId, Runnable> onPress = new LinkedHashMap<>();
    private final Map<FunctionId, AxisHandler> onAxis = new LinkedHashMap<>();
    private final Path file;
    private ControlBindings bindings;
    private InputMapper mapper;
    private boolean automatic = true;

    /** Reads the controls file of the sandbox's configuration folder. */
    public ControlsState() {
        this(SandboxHome.controlsFile());
    }

    /** @param file the controls file to read (it need not exist) */
    public ControlsState(Path file) {
        this.file = file;
        this.bindings = ControlBindings.load(file, line -> System.err.println("driving-sandbox: " + line));
    }

    /** @return the player's controls */
    public PlayerControls controls() {
        return controls;
    }

    /** @return the bindings in force */
    public ControlBindings bindings() {
        return bindings;
    }

    /** @return the controls file */
    public Path file() {
        return file;
    }

    /**
     * Puts new bindings in force (the controls screen).
     *
     * @param b the bindings
     */
    public void setBindings(ControlBindings b) {
        bindings = b;
        if (mapper != null) {
            b.applyTo(mapper);
            PadDeadZones.apply(getApplication().getInputManager(), b);
        }
    }

    /**
     * Lets go of everything held: a release event for every bound key goes to the input
     * mapper's own listener (so a key held when the window lost focus does not stay down inside
     * Lemur and can be pressed again on return), then the driving controls are zeroed. jME
     * accepts raw events only while it polls the devices, so the release goes straight to the
     * listener Lemur registered, which Lemur 1.16 keeps in a private field.
     */
    public void releaseAll() {
        RawInputListener lemur = lemurListener();
        if (lemur != null) {
            for (FunctionId f : bindings.functions()) {
                for (InputToken t : bindings.of(f)) {
                    if (t.primary() instanceof Integer key) {
                        lemur.onKeyEvent(new KeyInputEvent(key, '\0', false, false));
                    }
                }
            }
        }
        drive.releaseAll();
    }

    private RawInputListener lemurListener() {
        if (mapper == null) {
            return null;
        }
        try {
            Field f = InputMapper.class.getDeclaredField("listener");
            f.setAccessible(true);
            return f.get(mapper) instanceof RawInputListener l ? l : null;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null; // another Lemur version: the driving controls are still zeroed
        }
    }

    @Override
    protected void initialize(Application app) {
        DrivingState driving = getState(DrivingState.class);
        driving.setControls(controls);
        onPress.put(DrivingFunctions.TOGGLE_AUTOMATIC, () -> {
            Vehicle v = driving.vehicle();
            automatic = !automatic;
            if (v != null) {
                v.setAutomatic(automatic);
            }
        });
        onPress.put(DrivingFunctions.RESET, driving::resetOntoRoad);
        onPress.put(DrivingFunctions.SWITCH_VEHICLE, driving::switchToNext);
        onPress.put(DrivingFunctions.AUTOPILOT, driving::toggleAutopilot);
        onPress.put(DrivingFunctions.CAMERA, () -> getState(CameraSwitchState.class).next());
        onPress.put(DrivingFunctions.PAUSE, () -> {
            if (driving.spec() != null) {
                driving.setEnabled(!driving.isEnabled());
            }
        });
        onPress.put(DrivingFunctions.SCREENSHOT, () -> getState(CaptureState.class).captureNow());
        onPress.put(DrivingFunctions.MENU, () -> flip(getState(MenuState.class)));
        // look and free-fly values are rates (per second); the zoom and height values are steps
        // (one wheel notch = 1; the keys' mapping scale makes a held key a small step per frame)
        onAxis.put(DrivingFunctions.LOOK_X, (v, dt) -> cameras().look((float) (v * dt), 0));
        onAxis.put(DrivingFunctions.LOOK_Y, (v, dt) -> cameras().look(0, (float) (v * dt)));
        onAxis.put(DrivingFunctions.ZOOM, (v, dt) -> cameras().zoom((float) v));
        onAxis.put(DrivingFunctions.CAMERA_HEIGHT, (v, dt) -> cameras().raise((float) v));
        onAxis.put(DrivingFunctions.FREE_MOVE, (v, dt) -> cameras().free().move((float) (v * dt), 0, 0));
        onAxis.put(DrivingFunctions.FREE_STRAFE, (v, dt) -> cameras().free().move(0, (float) (v * dt), 0));
        onAxis.put(DrivingFunctions.FREE_RISE, (v, dt) -> cameras().free().move(0, 0, (float) (v * dt)));
        mapper = GuiGlobals.getInstance().getInputMapper();
        if (mapper == null) {
            return; // headless: no input devices
        }
        bindings.applyTo(mapper);
        PadDeadZones.apply(app.getInputManager(), bindings);
        drive.register(mapper);
        mapper.addStateListener(this, onPress.keySet().toArray(FunctionId[]::new));
        mapper.addStateListener(this, DrivingFunctions.LOOK_BACK);
        mapper.addAnalogListener(this, onAxis.keySet().toArray(FunctionId[]::new));
    }

    private CameraSwitchState cameras() {
        return getState(CameraSwitchState.class);
    }

    private static void flip(BaseAppState s) {
        if (s != null) {
            s.setEnabled(!s.isEnabled());
        }
    }

    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        if (func == DrivingFunctions.LOOK_BACK) {
            cameras().setLookingBack(value != InputState.Off);
            return;
        }
        Runnable r = onPress.get(func);
        if (r != null && value != InputState.Off) {
            r.run();
        }
    }

    @Override
    public void valueActive(FunctionId func, double value, double tpf) {
        AxisHandler h = onAxis.get(func);
        if (h != null && value != 0) {
            h.on(value, Math.min(tpf, 0.1));
        }
    }

    @Override
    protected void cleanup(Application app) {
        if (mapper == null) {
            return;
        }
        drive.unregister(mapper);
        mapper.removeStateListener(this, onPress.keySet().toArray(FunctionId[]::new));
        mapper.removeStateListener(this, DrivingFunctions.LOOK_BACK);
        mapper.removeAnalogListener(this, onAxis.keySet().toArray(FunctionId[]::new));
    }

    @Override
    protected void onEnable() {
        if (mapper != null) {
            mapper.activateGroup(DrivingFunctions.GROUP);
        }
    }

    @Override
    protected void onDisable() {
        if (mapper != null) {
            mapper.deactivateGroup(DrivingFunctions.GROUP);
        }
    }

    /** What an analog function does with its mapped value. */
    @FunctionalInterface
    private interface AxisHandler {
        /**
         * @param value the mapped value (scale and dead zone applied)
         * @param tpf the frame time (in seconds)
         */
        void on(double value, double tpf);
    }
}
