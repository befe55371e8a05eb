package dev.sandbox.app.drive;

import com.jme3.input.KeyInput;
import com.simsilica.lemur.input.Axis;
import com.simsilica.lemur.input.Button;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;

/**
 * Every player function of the sandbox as a Lemur {@link FunctionId}, with its default keys
 * and gamepad inputs in one place ({@link #initializeDefaultMappings}), so any of them can be
 * rebound through the {@link InputMapper}.
 */
public final class DrivingFunctions {

    /** The input group of the driving functions. */
    public static final String GROUP = "driving";

    /** Throttle (keys: held = 1). */
    public static final FunctionId THROTTLE = new FunctionId(GROUP, "throttle");
    /** Brake (keys: held = 1). */
    public static final FunctionId BRAKE = new FunctionId(GROUP, "brake");
    /** Steering keys: positive = left, negative = right. */
    public static final FunctionId STEER = new FunctionId(GROUP, "steer");
    /** Gamepad steering axis (positive = left). */
    public static final FunctionId STEER_AXIS = new FunctionId(GROUP, "steer-axis");
    /** Gamepad throttle trigger. */
    public static final FunctionId THROTTLE_AXIS = new FunctionId(GROUP, "throttle-axis");
    /** Gamepad brake trigger. */
    public static final FunctionId BRAKE_AXIS = new FunctionId(GROUP, "brake-axis");
    /** Handbrake. */
    public static final FunctionId HANDBRAKE = new FunctionId(GROUP, "handbrake");
    /** Clutch pedal. */
    public static final FunctionId CLUTCH = new FunctionId(GROUP, "clutch");
    /** Shift up. */
    public static final FunctionId SHIFT_UP = new FunctionId(GROUP, "shift-up");
    /** Shift down. */
    public static final FunctionId SHIFT_DOWN = new FunctionId(GROUP, "shift-down");
    /** Toggle automatic / manual gearbox. */
    public static final FunctionId TOGGLE_AUTOMATIC = new FunctionId(GROUP, "toggle-automatic");
    /** Rider tucks in (motorcycle). */
    public static final FunctionId TUCK = new FunctionId(GROUP, "tuck");
    /** Reset onto the road. */
    public static final FunctionId RESET = new FunctionId(GROUP, "reset");
    /** Switch to the next vehicle. */
    public static final FunctionId SWITCH_VEHICLE = new FunctionId(GROUP, "switch-vehicle");
    /** Toggle the autopilot. */
    public static final FunctionId AUTOPILOT = new FunctionId(GROUP, "autopilot");
    /** Next camera. */
    public static final FunctionId CAMERA = new FunctionId(GROUP, "camera");
    /** Orbit camera: horizontal look. */
    public static final FunctionId LOOK_X = new FunctionId(GROUP, "look-x");
    /** Orbit camera: vertical look. */
    public static final FunctionId LOOK_Y = new FunctionId(GROUP, "look-y");
    /** Orbit camera: zoom. */
    public static final FunctionId ZOOM = new FunctionId(GROUP, "zoom");
    /** Show or hide the HUD. */
    public static final FunctionId HUD = new FunctionId(GROUP, "hud");
    /** Pause or resume the simulation. */
    public static final FunctionId PAUSE = new FunctionId(GROUP, "pause");
    /** Save a screenshot. */
    public static final FunctionId SCREENSHOT = new FunctionId(GROUP, "screenshot");
    /** Show or hide the telemetry panel with its strip charts and g-g diagram. */
    public static final FunctionId TELEMETRY = new FunctionId(GROUP, "telemetry");
    /** Show or hide the tyre-force, velocity and slip-angle arrows in the world. */
    public static final FunctionId DEBUG_FORCES = new FunctionId(GROUP, "debug-forces");
    /** Start or stop recording the telemetry to a CSV file. */
    public static final FunctionId RECORD = new FunctionId(GROUP, "record");
    /** Switch the HUD between km/h and mph (remembered). */
    public static final FunctionId UNITS = new FunctionId(GROUP, "units");
    /** Open the vehicle menu. */
    public static final FunctionId MENU = new FunctionId(GROUP, "menu");
    /** Switch the sound off or on. */
    public static final FunctionId MUTE = new FunctionId(GROUP, "mute");
    /** Louder (remembered). */
    public static final FunctionId VOLUME_UP = new FunctionId(GROUP, "volume-up");
    /** Quieter (remembered). */
    public static final FunctionId VOLUME_DOWN = new FunctionId(GROUP, "volume-down");

    private DrivingFunctions() {
    }

    /**
     * Maps the default keys and gamepad inputs (unless a function already has mappings).
     *
     * @param m the input mapper
     */
    public static void initializeDefaultMappings(InputMapper m) {
        if (!m.hasMappings(THROTTLE)) {
            m.map(THROTTLE, KeyInput.KEY_UP);
            m.map(THROTTLE, KeyInput.KEY_W);
        }
        if (!m.hasMappings(BRAKE)) {
            m.map(BRAKE, KeyInput.KEY_DOWN);
            m.map(BRAKE, KeyInput.KEY_S);
        }
        if (!m.hasMappings(STEER)) {
            m.map(STEER, KeyInput.KEY_LEFT);
            m.map(STEER, KeyInput.KEY_A);
            m.map(STEER, InputState.Negative, KeyInput.KEY_RIGHT);
            m.map(STEER, InputState.Negative, KeyInput.KEY_D);
        }
        if (!m.hasMappings(STEER_AXIS)) {
            m.map(STEER_AXIS, InputState.Negative, Axis.JOYSTICK_LEFT_X);
        }
        if (!m.hasMappings(THROTTLE_AXIS)) {
            m.map(THROTTLE_AXIS, Axis.JOYSTICK_RIGHT_TRIGGER);
        }
        if (!m.hasMappings(BRAKE_AXIS)) {
            m.map(BRAKE_AXIS, Axis.JOYSTICK_LEFT_TRIGGER);
        }
        mapOnce(m, HANDBRAKE, KeyInput.KEY_SPACE, Button.JOYSTICK_BUTTON3);
        mapOnce(m, CLUTCH, KeyInput.KEY_LCONTROL, null);
        mapOnce(m, SHIFT_UP, KeyInput.KEY_E, Button.JOYSTICK_RIGHT1);
        mapOnce(m, SHIFT_DOWN, KeyInput.KEY_Q, Button.JOYSTICK_LEFT1);
        mapOnce(m, TOGGLE_AUTOMATIC, KeyInput.KEY_T, null);
        mapOnce(m, TUCK, KeyInput.KEY_LMENU, null);
        mapOnce(m, RESET, KeyInput.KEY_R, Button.JOYSTICK_SELECT);
        mapOnce(m, SWITCH_VEHICLE, KeyInput.KEY_V, null);
        mapOnce(m, AUTOPILOT, KeyInput.KEY_P, null);
        mapOnce(m, CAMERA, KeyInput.KEY_C, Button.JOYSTICK_BUTTON4);
        mapOnce(m, HUD, KeyInput.KEY_H, null);
        mapOnce(m, PAUSE, KeyInput.KEY_F9, Button.JOYSTICK_START);
        mapOnce(m, SCREENSHOT, KeyInput.KEY_F12, null);
        mapOnce(m, MENU, KeyInput.KEY_ESCAPE, null);
        mapOnce(m, TELEMETRY, KeyInput.KEY_F1, null);
        mapOnce(m, DEBUG_FORCES, KeyInput.KEY_F2, null);
        mapOnce(m, RECORD, KeyInput.KEY_F3, null);
        mapOnce(m, UNITS, KeyInput.KEY_U, null);
        mapOnce(m, MUTE, KeyInput.KEY_M, null);
        if (!m.hasMappings(VOLUME_UP)) {
            m.map(VOLUME_UP, KeyInput.KEY_EQUALS);
            m.map(VOLUME_UP, KeyInput.KEY_ADD);
        }
        if (!m.hasMappings(VOLUME_DOWN)) {
            m.map(VOLUME_DOWN, KeyInput.KEY_MINUS);
            m.map(VOLUME_DOWN, KeyInput.KEY_SUBTRACT);
        }
        if (!m.hasMappings(LOOK_X)) {
            m.map(LOOK_X, Axis.MOUSE_X, Button.MOUSE_BUTTON1);
            m.map(LOOK_X, Axis.JOYSTICK_RIGHT_X);
        }
        if (!m.hasMappings(LOOK_Y)) {
            m.map(LOOK_Y, Axis.MOUSE_Y, Button.MOUSE_BUTTON1);
            m.map(LOOK_Y, InputState.Negative, Axis.JOYSTICK_RIGHT_Y);
        }
        if (!m.hasMappings(ZOOM)) {
            m.map(ZOOM, Axis.MOUSE_WHEEL);
        }
    }

    private static void mapOnce(InputMapper m, FunctionId f, int key, Button button) {
        if (!m.hasMappings(f)) {
            m.map(f, key);
            if (button != null) {
                m.map(f, button);
            }
        }
    }
}
