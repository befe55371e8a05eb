package dev.sandbox.app.scene.input;

import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every player function of the sandbox as a Lemur {@link FunctionId}, with its default keys
 * and gamepad inputs in one place ({@link #DEFAULTS}); the player overrides them in
 * {@code controls.properties} ({@link ControlBindings}) and they reach the {@link InputMapper}.
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
    /** Clutch pedal axis (a wheel's third pedal). */
    public static final FunctionId CLUTCH_AXIS = new FunctionId(GROUP, "clutch-axis");
    /** H-shifter: reverse gate. */
    public static final FunctionId GEAR_REVERSE = new FunctionId(GROUP, "gear-r");
    /** H-shifter: first gear's gate. */
    public static final FunctionId GEAR_1 = new FunctionId(GROUP, "gear-1");
    /** H-shifter: second gear's gate. */
    public static final FunctionId GEAR_2 = new FunctionId(GROUP, "gear-2");
    /** H-shifter: third gear's gate. */
    public static final FunctionId GEAR_3 = new FunctionId(GROUP, "gear-3");
    /** H-shifter: fourth gear's gate. */
    public static final FunctionId GEAR_4 = new FunctionId(GROUP, "gear-4");
    /** H-shifter: fifth gear's gate. */
    public static final FunctionId GEAR_5 = new FunctionId(GROUP, "gear-5");
    /** H-shifter: sixth gear's gate. */
    public static final FunctionId GEAR_6 = new FunctionId(GROUP, "gear-6");
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

    /** Look backwards while held (chase and cockpit cameras). */
    public static final FunctionId LOOK_BACK = new FunctionId(GROUP, "look-back");
    /** Chase camera height (positive = higher). */
    public static final FunctionId CAMERA_HEIGHT = new FunctionId(GROUP, "camera-height");
    /** Free camera: forward (positive) and back. */
    public static final FunctionId FREE_MOVE = new FunctionId(GROUP, "free-move");
    /** Free camera: sideways (positive = left). */
    public static final FunctionId FREE_STRAFE = new FunctionId(GROUP, "free-strafe");
    /** Free camera: up (positive) and down. */
    public static final FunctionId FREE_RISE = new FunctionId(GROUP, "free-rise");
    /** Show or hide the help overlay with the current bindings. */
    public static final FunctionId HELP = new FunctionId(GROUP, "help");
    /** Show or hide jME's frame statistics. */
    public static final FunctionId STATS = new FunctionId(GROUP, "stats");
    /** Show or hide jME's detailed profiler. */
    public static final FunctionId PROFILER = new FunctionId(GROUP, "profiler");
    /** Show or hide the best lap's ghost (remembered). */
    public static final FunctionId GHOST = new FunctionId(GROUP, "ghost");

    /**
     * The shipped bindings in listing order, in the written form of the controls file
     * ({@code dev.sandbox.app.scene.input.InputToken}): keys, then pad inputs, with the pad's dead
     * zones and scales on the mapping; empty for a function shipped without an input (the
     * clutch pedal's axis and the H-shifter's gates, which only a wheel has).
     */
    public static final Map<FunctionId, String> DEFAULTS = defaults();

    /** The analog functions whose each input is read on its own (a wheel's pedal and a pad's trigger both bound). */
    public static final List<FunctionId> AXES = List.of(STEER_AXIS, THROTTLE_AXIS, BRAKE_AXIS, CLUTCH_AXIS);
    /** The pedal axes: their inputs carry a pedal travel ({@code @full}, {@code @half}, {@code @REST:FULL}). */
    public static final Set<FunctionId> PEDALS = Set.of(THROTTLE_AXIS, BRAKE_AXIS, CLUTCH_AXIS);
    /** The H-shifter's gates and the gear each selects (-1 = reverse). */
    public static final Map<FunctionId, Integer> GATES = gates();

    private DrivingFunctions() {
    }

    private static Map<FunctionId, String> defaults() {
        Map<FunctionId, String> d = new LinkedHashMap<>();
        d.put(THROTTLE, "UP, W");
        d.put(BRAKE, "DOWN, S");
        d.put(STEER, "LEFT, A, -RIGHT, -D");
        d.put(STEER_AXIS, "-PAD_LEFT_X~0.08");
        d.put(THROTTLE_AXIS, "PAD_RIGHT_TRIGGER~0.05");
        d.put(BRAKE_AXIS, "PAD_LEFT_TRIGGER~0.05");
        d.put(CLUTCH_AXIS, "");
        d.put(HANDBRAKE, "SPACE, PAD_BUTTON3");
        d.put(CLUTCH, "LCONTROL");
        d.put(SHIFT_UP, "E, PAD_RIGHT1");
        d.put(SHIFT_DOWN, "Q, PAD_LEFT1");
        for (FunctionId gate : gates().keySet()) {
            d.put(gate, "");
        }
        d.put(TOGGLE_AUTOMATIC, "T");
        d.put(TUCK, "LMENU");
        d.put(RESET, "R, PAD_SELECT");
        d.put(SWITCH_VEHICLE, "V");
        d.put(AUTOPILOT, "P");
        d.put(CAMERA, "C, PAD_BUTTON4");
        d.put(LOOK_BACK, "B, PAD_RIGHT3");
        d.put(LOOK_X, "MOUSE_X+MOUSE_BUTTON1, PAD_RIGHT_X~0.1");
        d.put(LOOK_Y, "MOUSE_Y+MOUSE_BUTTON1, -PAD_RIGHT_Y~0.1");
        d.put(ZOOM, "MOUSE_WHEEL, PGUP*0.1, -PGDN*0.1");
        d.put(CAMERA_HEIGHT, "HOME*0.05, -END*0.05");
        d.put(FREE_MOVE, "NUMPAD8, -NUMPAD2");
        d.put(FREE_STRAFE, "NUMPAD4, -NUMPAD6");
        d.put(FREE_RISE, "NUMPAD9, -NUMPAD3");
        d.put(HUD, "H");
        d.put(PAUSE, "F9, PAD_START");
        d.put(SCREENSHOT, "F12");
        d.put(MENU, "ESCAPE");
        d.put(HELP, "F10");
        d.put(TELEMETRY, "F1");
        d.put(DEBUG_FORCES, "F2");
        d.put(RECORD, "F3");
        d.put(STATS, "F4");
        d.put(PROFILER, "F8");
        d.put(UNITS, "U");
        d.put(MUTE, "M");
        d.put(VOLUME_UP, "EQUALS, ADD");
        d.put(VOLUME_DOWN, "MINUS, SUBTRACT");
        d.put(GHOST, "Y");
        return Collections.unmodifiableMap(d);
    }

    private static Map<FunctionId, Integer> gates() {
        Map<FunctionId, Integer> g = new LinkedHashMap<>();
        g.put(GEAR_REVERSE, -1);
        g.put(GEAR_1, 1);
        g.put(GEAR_2, 2);
        g.put(GEAR_3, 3);
        g.put(GEAR_4, 4);
        g.put(GEAR_5, 5);
        g.put(GEAR_6, 6);
        return Collections.unmodifiableMap(g);
    }

    /**
     * Maps the default inputs of every bindable function (the replay's and the showroom's too)
     * that has no mapping yet.
     *
     * @param m the input mapper
     */
    public static void initializeDefaultMappings(InputMapper m) {
        ControlBindings.defaults().applyMissing(m);
    }
}
