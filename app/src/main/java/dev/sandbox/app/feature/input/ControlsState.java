package dev.sandbox.app.feature.input;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.RawInputListener;
import com.jme3.input.event.KeyInputEvent;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.core.VersionedReference;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.core.drive.PlayerControls;
import dev.sandbox.app.scene.input.ControlBindings;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.scene.input.InputToken;
import dev.sandbox.app.scene.input.PadDeadZones;
import dev.sandbox.app.session.BindingsState;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.KeyGroups;
import dev.sandbox.physics.sim.Vehicle;
import java.lang.reflect.Field;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.DoubleSupplier;

/**
 * The player's hands on the vehicle: maps the bindings in force ({@link BindingsState}) into
 * Lemur's InputMapper, again whenever new ones are put in force, hands the driving controls to
 * {@link DriveInputs} and runs the drive's one-shot actions (reset, switch vehicle, pause,
 * autopilot, gearbox mode), each from its entry in a function-to-handler table. An H-shifter's
 * gate pressed while the gearbox is automatic puts it in manual, as moving a selector into its
 * manual gate does. Enabled, it wants the driving functions' group ({@link KeyGroups}), which is
 * active while no screen is open. The other features hear their own keys (the cameras', the
 * menu's, the screenshot's, the HUD's).
 */
public final class ControlsState extends BaseAppState implements StateFunctionListener {

    private final PlayerControls controls = new PlayerControls();
    private final DriveInputs drive = new DriveInputs(controls);
    private final Map<FunctionId, Runnable> onPress = new LinkedHashMap<>();
    private final DoubleSupplier wheelRotationDeg;
    private VersionedReference<ControlBindings> bindings;
    private InputMapper mapper;

    /**
     * @param wheelRotationDeg the player's steering wheel's rotation lock to lock (in degrees; 0
     *     for a stick), read every frame so a change in the settings screen acts at once
     */
    public ControlsState(DoubleSupplier wheelRotationDeg) {
        this.wheelRotationDeg = wheelRotationDeg;
    }

    /** @return the player's controls */
    public PlayerControls controls() {
        return controls;
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
        if (lemur != null && bindings != null) {
            ControlBindings b = bindings.get();
            for (FunctionId f : b.functions()) {
                for (InputToken t : b.of(f)) {
                    if (t.primary() instanceof Integer key) {
                        lemur.onKeyEvent(new KeyInputEvent(key, '\0', false, false));
                    }
                }
            }
        }
        drive.releaseAll();
    }

    /** Lets go of the driving controls without telling Lemur (a screen opened: its keys are not the drive's). */
    public void releaseDrive() {
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
            if (v != null) {
                v.setAutomatic(!v.snapshot().automatic());
            }
        });
        for (FunctionId gate : DrivingFunctions.GATES.keySet()) {
            onPress.put(gate, () -> {
                Vehicle v = driving.vehicle();
                if (v != null && v.snapshot().automatic()) {
                    v.setAutomatic(false);
                }
            });
        }
        onPress.put(DrivingFunctions.RESET, driving::resetOntoRoad);
        onPress.put(DrivingFunctions.SWITCH_VEHICLE, driving::switchToNext);
        onPress.put(DrivingFunctions.AUTOPILOT, driving::toggleAutopilot);
        onPress.put(DrivingFunctions.PAUSE, () -> {
            if (driving.spec() != null) {
                driving.setEnabled(!driving.isEnabled());
            }
        });
        bindings = getState(BindingsState.class).createReference();
        mapper = GuiGlobals.getInstance().getInputMapper();
        if (mapper == null) {
            return; // headless: no input devices
        }
        apply(bindings.get());
        drive.register(mapper);
        mapper.addStateListener(this, onPress.keySet().toArray(FunctionId[]::new));
    }

    /** Maps new bindings into Lemur when the controls screen has put them in force; follows the wheel rotation set. */
    @Override
    public void update(float tpf) {
        controls.setWheelRotationDeg(wheelRotationDeg.getAsDouble());
        if (bindings.update() && mapper != null) {
            apply(bindings.get());
        }
    }

    private void apply(ControlBindings b) {
        b.applyTo(mapper);
        drive.use(b);
        PadDeadZones.apply(getApplication().getInputManager(), b);
    }

    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        Runnable r = onPress.get(func);
        if (r != null && value != InputState.Off) {
            r.run();
        }
    }

    @Override
    protected void cleanup(Application app) {
        if (mapper == null) {
            return;
        }
        drive.unregister(mapper);
        mapper.removeStateListener(this, onPress.keySet().toArray(FunctionId[]::new));
    }

    @Override
    protected void onEnable() {
        KeyGroups.want(getStateManager(), DrivingFunctions.GROUP, true);
    }

    @Override
    protected void onDisable() {
        KeyGroups.want(getStateManager(), DrivingFunctions.GROUP, false);
    }
}
