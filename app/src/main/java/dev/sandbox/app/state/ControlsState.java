package dev.sandbox.app.state;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.input.AnalogFunctionListener;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.camera.CameraSwitchState;
import dev.sandbox.app.drive.DrivingFunctions;
import dev.sandbox.app.drive.PlayerControls;
import dev.sandbox.physics.sim.Vehicle;

/**
 * The player's hands: listens to the {@link DrivingFunctions} through Lemur's InputMapper,
 * feeds the held pedals and steering to {@link PlayerControls} and runs the one-shot actions
 * (reset, switch vehicle, camera, pause, screenshot, menu, autopilot, gearbox mode). The HUD's
 * own keys are heard by {@code dev.sandbox.app.hud.HudKeysState}.
 */
public final class ControlsState extends BaseAppState implements StateFunctionListener, AnalogFunctionListener {

    private final PlayerControls controls = new PlayerControls();
    private InputMapper mapper;
    private double steerAxis;
    private double throttleAxis;
    private double brakeAxis;
    private boolean automatic = true;

    /** @return the player's controls */
    public PlayerControls controls() {
        return controls;
    }

    @Override
    protected void initialize(Application app) {
        getState(DrivingState.class).setControls(controls);
        mapper = GuiGlobals.getInstance().getInputMapper();
        if (mapper == null) {
            return; // headless: no input devices
        }
        DrivingFunctions.initializeDefaultMappings(mapper);
        mapper.addStateListener(this, DrivingFunctions.THROTTLE, DrivingFunctions.BRAKE,
                DrivingFunctions.STEER, DrivingFunctions.HANDBRAKE, DrivingFunctions.CLUTCH,
                DrivingFunctions.SHIFT_UP, DrivingFunctions.SHIFT_DOWN, DrivingFunctions.TUCK,
                DrivingFunctions.TOGGLE_AUTOMATIC, DrivingFunctions.RESET, DrivingFunctions.SWITCH_VEHICLE,
                DrivingFunctions.AUTOPILOT, DrivingFunctions.CAMERA,
                DrivingFunctions.PAUSE, DrivingFunctions.SCREENSHOT, DrivingFunctions.MENU);
        mapper.addAnalogListener(this, DrivingFunctions.STEER_AXIS, DrivingFunctions.THROTTLE_AXIS,
                DrivingFunctions.BRAKE_AXIS, DrivingFunctions.LOOK_X, DrivingFunctions.LOOK_Y, DrivingFunctions.ZOOM);
    }

    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        boolean on = value != InputState.Off;
        DrivingState driving = getState(DrivingState.class);
        if (func == DrivingFunctions.THROTTLE) {
            controls.setThrottleKey(on);
        } else if (func == DrivingFunctions.BRAKE) {
            controls.setBrakeKey(on);
        } else if (func == DrivingFunctions.STEER) {
            controls.setSteerKeys(value.asNumber());
        } else if (func == DrivingFunctions.HANDBRAKE) {
            controls.setHandbrake(on);
        } else if (func == DrivingFunctions.CLUTCH) {
            controls.setClutch(on);
        } else if (func == DrivingFunctions.SHIFT_UP) {
            controls.setShiftUp(on);
        } else if (func == DrivingFunctions.SHIFT_DOWN) {
            controls.setShiftDown(on);
        } else if (func == DrivingFunctions.TUCK) {
            controls.setTuck(on);
        } else if (!on) {
            return;
        } else if (func == DrivingFunctions.TOGGLE_AUTOMATIC) {
            Vehicle v = driving.vehicle();
            automatic = !automatic;
            if (v != null) {
                v.setAutomatic(automatic);
            }
        } else if (func == DrivingFunctions.RESET) {
            driving.resetOntoRoad();
        } else if (func == DrivingFunctions.SWITCH_VEHICLE) {
            driving.switchToNext();
        } else if (func == DrivingFunctions.AUTOPILOT) {
            driving.toggleAutopilot();
        } else if (func == DrivingFunctions.CAMERA) {
            getState(CameraSwitchState.class).next();
        } else if (func == DrivingFunctions.PAUSE) {
            if (driving.spec() != null) {
                driving.setEnabled(!driving.isEnabled());
            }
        } else if (func == DrivingFunctions.SCREENSHOT) {
            getState(CaptureState.class).captureNow();
        } else if (func == DrivingFunctions.MENU) {
            MenuState menu = getState(MenuState.class);
            menu.setEnabled(!menu.isEnabled());
        }
    }

    @Override
    public void valueActive(FunctionId func, double value, double tpf) {
        if (func == DrivingFunctions.STEER_AXIS) {
            steerAxis = value;
        } else if (func == DrivingFunctions.THROTTLE_AXIS) {
            throttleAxis = Math.max(0, value);
        } else if (func == DrivingFunctions.BRAKE_AXIS) {
            brakeAxis = Math.max(0, value);
        } else if (func == DrivingFunctions.LOOK_X) {
            getState(CameraSwitchState.class).orbit().turn((float) (-value * tpf * 3), 0);
            return;
        } else if (func == DrivingFunctions.LOOK_Y) {
            getState(CameraSwitchState.class).orbit().turn(0, (float) (-value * tpf * 2));
            return;
        } else if (func == DrivingFunctions.ZOOM) {
            getState(CameraSwitchState.class).orbit().zoom(value > 0 ? 0.9f : 1.1f);
            return;
        }
        controls.setAxes(steerAxis, throttleAxis, brakeAxis);
    }

    @Override
    protected void cleanup(Application app) {
        if (mapper == null) {
            return;
        }
        mapper.removeStateListener(this, DrivingFunctions.THROTTLE, DrivingFunctions.BRAKE,
                DrivingFunctions.STEER, DrivingFunctions.HANDBRAKE, DrivingFunctions.CLUTCH,
                DrivingFunctions.SHIFT_UP, DrivingFunctions.SHIFT_DOWN, DrivingFunctions.TUCK,
                DrivingFunctions.TOGGLE_AUTOMATIC, DrivingFunctions.RESET, DrivingFunctions.SWITCH_VEHICLE,
                DrivingFunctions.AUTOPILOT, DrivingFunctions.CAMERA,
                DrivingFunctions.PAUSE, DrivingFunctions.SCREENSHOT, DrivingFunctions.MENU);
        mapper.removeAnalogListener(this, DrivingFunctions.STEER_AXIS, DrivingFunctions.THROTTLE_AXIS,
                DrivingFunctions.BRAKE_AXIS, DrivingFunctions.LOOK_X, DrivingFunctions.LOOK_Y, DrivingFunctions.ZOOM);
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
}
