package dev.sandbox.app.scene.input;

import com.jme3.input.DefaultJoystickAxis;
import com.jme3.input.InputManager;
import com.jme3.input.Joystick;
import com.jme3.input.JoystickAxis;
import com.simsilica.lemur.input.Axis;
import com.simsilica.lemur.input.FunctionId;
import java.util.HashMap;
import java.util.Map;

/**
 * Puts the dead zone written on a pad-axis binding ({@code PAD_LEFT_X~0.08}) onto the jME
 * joystick axes that Lemur reads as that axis: Lemur's InputMapper zeroes any axis value
 * inside its jME axis's dead zone before the mapping's scale applies, so the dead zone is a
 * property of the mapping, not of the code that uses the value. The physical-to-Lemur axis
 * table is Lemur's own (a pad with z and rz axes is a gamepad: x, y = left stick, z, rz =
 * right stick, rx, ry = triggers; otherwise x, y = a stick or wheel).
 */
public final class PadDeadZones {

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
                    wanted.merge(a, (float) t.deadZone(), Math::max);
                }
            }
        }
        int n = 0;
        for (Joystick j : im.getJoysticks()) {
            for (JoystickAxis ja : j.getAxes()) {
                Axis a = lemurAxis(j, ja);
                if (a != null && wanted.containsKey(a) && ja instanceof DefaultJoystickAxis d) {
                    d.setDeadZone(wanted.get(a));
                    n++;
                }
            }
        }
        return n;
    }

    /** @return the Lemur axis Lemur's InputMapper reports for a joystick axis, or null */
    public static Axis lemurAxis(Joystick j, JoystickAxis a) {
        boolean gamepad = j.getAxis(JoystickAxis.Z_ROTATION) != null && j.getAxis(JoystickAxis.Z_AXIS) != null;
        String id = a.getLogicalId();
        if (a == j.getPovXAxis()) {
            return Axis.JOYSTICK_HAT_X;
        }
        if (a == j.getPovYAxis()) {
            return Axis.JOYSTICK_HAT_Y;
        }
        if (!gamepad) {
            return a == j.getXAxis() ? Axis.JOYSTICK_X : a == j.getYAxis() ? Axis.JOYSTICK_Y : null;
        }
        if (a == j.getXAxis()) {
            return Axis.JOYSTICK_LEFT_X;
        }
        if (a == j.getYAxis()) {
            return Axis.JOYSTICK_LEFT_Y;
        }
        return switch (id) {
            case JoystickAxis.Z_AXIS -> Axis.JOYSTICK_RIGHT_X;
            case JoystickAxis.Z_ROTATION -> Axis.JOYSTICK_RIGHT_Y;
            case JoystickAxis.LEFT_TRIGGER -> Axis.JOYSTICK_LEFT_TRIGGER;
            case JoystickAxis.RIGHT_TRIGGER -> Axis.JOYSTICK_RIGHT_TRIGGER;
            default -> null;
        };
    }
}
