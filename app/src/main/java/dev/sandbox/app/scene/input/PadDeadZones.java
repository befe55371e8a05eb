package dev.sandbox.app.scene.input;

import com.jme3.input.DefaultJoystickAxis;
import com.jme3.input.InputManager;
import com.jme3.input.Joystick;
import com.jme3.input.JoystickAxis;
import com.jme3.input.JoystickButton;
import com.simsilica.lemur.input.Axis;
import com.simsilica.lemur.input.Button;
import com.simsilica.lemur.input.FunctionId;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Puts the dead zone written on a pad-axis binding ({@code PAD_LEFT_X~0.08}) onto the jME
 * joystick axes that Lemur reads as that axis: Lemur's InputMapper zeroes any axis value
 * inside its jME axis's dead zone (or jME's global one, whichever is larger) before the
 * mapping's scale applies, so the dead zone is a property of the mapping, not of the code that
 * uses the value. jME's global dead zone is set to none, so that each bound axis has exactly
 * its own: as written, jME's 0.05 when not written, none on a pedal whose travel rests at an
 * end ({@link InputToken#axisDeadZone()}), where a dead zone around the centre would be a flat
 * spot in mid travel. The physical-to-Lemur table is Lemur 1.16's own: a device with a z or an
 * rz axis is a gamepad (x, y = left stick, z, rz = right stick, rx, ry = triggers, buttons 0..11
 * by name, further buttons and axes by number or jME name); otherwise x, y = a stick or wheel.
 */
public final class PadDeadZones {

    private static final List<Button> GAMEPAD_BUTTONS = List.of(Button.JOYSTICK_BUTTON1, Button.JOYSTICK_BUTTON2,
            Button.JOYSTICK_BUTTON3, Button.JOYSTICK_BUTTON4, Button.JOYSTICK_LEFT1, Button.JOYSTICK_RIGHT1,
            Button.JOYSTICK_LEFT2, Button.JOYSTICK_RIGHT2, Button.JOYSTICK_SELECT, Button.JOYSTICK_START,
            Button.JOYSTICK_LEFT3, Button.JOYSTICK_RIGHT3);

    private PadDeadZones() {
    }

    /**
     * @param im the input manager holding the connected joysticks (null does nothing)
     * @param bindings the bindings whose pad axes carry dead zones
     * @return how many joystick axes got a dead zone
     */
    public static int apply(InputManager im, ControlBindings bindings) {
        if (im == null || im.getJoysticks() == null) {
            return 0;
        }
        Map<Axis, Float> wanted = new HashMap<>();
        for (FunctionId f : bindings.functions()) {
            for (InputToken t : bindings.of(f)) {
                if (t.primary() instanceof Axis a && t.isPad()) {
                    wanted.merge(a, (float) t.axisDeadZone(), Math::max);
                }
            }
        }
        im.setAxisDeadZone(0);
        int n = 0;
        for (Joystick j : im.getJoysticks()) {
            for (JoystickAxis ja : j.getAxes()) {
                Axis a = lemurAxis(j, ja);
                if (a != null && ja instanceof DefaultJoystickAxis d) {
                    d.setDeadZone(wanted.getOrDefault(a, (float) InputToken.DEFAULT_DEAD_ZONE));
                    n += wanted.containsKey(a) ? 1 : 0;
                }
            }
        }
        return n;
    }

    /** @return true when Lemur 1.16 maps the joystick as a gamepad (it has a z or an rz axis) */
    public static boolean isGamepad(Joystick j) {
        return j.getAxis(JoystickAxis.Z_ROTATION) != null || j.getAxis(JoystickAxis.Z_AXIS) != null;
    }

    /** @return the Lemur axis Lemur's InputMapper reports for a joystick axis, or null when it reports none */
    public static Axis lemurAxis(Joystick j, JoystickAxis a) {
        if (a == j.getPovXAxis()) {
            return Axis.JOYSTICK_HAT_X;
        }
        if (a == j.getPovYAxis()) {
            return Axis.JOYSTICK_HAT_Y;
        }
        if (!isGamepad(j)) {
            return a == j.getXAxis() ? Axis.JOYSTICK_X : a == j.getYAxis() ? Axis.JOYSTICK_Y : null;
        }
        if (a == j.getXAxis()) {
            return Axis.JOYSTICK_LEFT_X;
        }
        if (a == j.getYAxis()) {
            return Axis.JOYSTICK_LEFT_Y;
        }
        return switch (a.getLogicalId()) {
            case JoystickAxis.Z_AXIS -> Axis.JOYSTICK_RIGHT_X;
            case JoystickAxis.Z_ROTATION -> Axis.JOYSTICK_RIGHT_Y;
            case JoystickAxis.LEFT_TRIGGER -> Axis.JOYSTICK_LEFT_TRIGGER;
            case JoystickAxis.RIGHT_TRIGGER -> Axis.JOYSTICK_RIGHT_TRIGGER;
            default -> InputToken.padAxis(a.getLogicalId());
        };
    }

    /** @return Lemur's button for a jME joystick button (its table for gamepads, by number otherwise), or null */
    public static Button lemurButton(JoystickButton b) {
        String id = b.getLogicalId();
        if (id.isEmpty()) {
            return null;
        }
        if (!Character.isDigit(id.charAt(0))) {
            return isGamepad(b.getJoystick()) ? InputToken.padButton(id) : null;
        }
        int i = Integer.parseInt(id);
        if (isGamepad(b.getJoystick()) && i < GAMEPAD_BUTTONS.size()) {
            return GAMEPAD_BUTTONS.get(i);
        }
        return InputToken.padButton(Integer.toString(i + 1));
    }
}
