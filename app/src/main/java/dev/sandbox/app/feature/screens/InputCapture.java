package dev.sandbox.app.feature.screens;

import com.jme3.input.Joystick;
import com.jme3.input.JoystickButton;
import com.jme3.input.KeyInput;
import com.jme3.input.RawInputListener;
import com.jme3.input.event.JoyAxisEvent;
import com.jme3.input.event.JoyButtonEvent;
import com.jme3.input.event.KeyInputEvent;
import com.jme3.input.event.MouseButtonEvent;
import com.jme3.input.event.MouseMotionEvent;
import com.jme3.input.event.TouchEvent;
import com.simsilica.lemur.input.Axis;
import com.simsilica.lemur.input.Button;
import dev.sandbox.app.scene.input.InputToken;
import dev.sandbox.app.scene.input.PadDeadZones;
import java.util.List;
import java.util.function.Consumer;

/**
 * Waits for the player to press the input to bind: the first key, pad button, or pad axis
 * pushed past half its travel becomes an {@link InputToken} (Escape cancels, giving null).
 * Pad inputs get Lemur's names for them, as Lemur's InputMapper will read them.
 */
public final class InputCapture implements RawInputListener {

    /** Travel past which a moved axis counts as chosen (fraction of full travel). */
    public static final float AXIS_THRESHOLD = 0.5f;
    /** Dead zone given to a newly bound axis (fraction of its travel). */
    public static final double NEW_AXIS_DEAD_ZONE = 0.08;

    private static final List<Button> GAMEPAD_BUTTONS = List.of(Button.JOYSTICK_BUTTON1, Button.JOYSTICK_BUTTON2,
            Button.JOYSTICK_BUTTON3, Button.JOYSTICK_BUTTON4, Button.JOYSTICK_LEFT1, Button.JOYSTICK_RIGHT1,
            Button.JOYSTICK_LEFT2, Button.JOYSTICK_RIGHT2, Button.JOYSTICK_SELECT, Button.JOYSTICK_START,
            Button.JOYSTICK_LEFT3, Button.JOYSTICK_RIGHT3);

    private final Consumer<InputToken> done;
    private boolean finished;

    /** @param done receives the chosen input, or null when cancelled */
    public InputCapture(Consumer<InputToken> done) {
        this.done = done;
    }

    private void finish(InputToken t) {
        if (!finished) {
            finished = true;
            done.accept(t);
        }
    }

    /** @return true once an input was chosen or the capture was cancelled */
    public boolean finished() {
        return finished;
    }

    @Override
    public void onKeyEvent(KeyInputEvent evt) {
        if (!evt.isPressed() || evt.isRepeating()) {
            return;
        }
        evt.setConsumed();
        finish(evt.getKeyCode() == KeyInput.KEY_ESCAPE ? null : InputToken.of(evt.getKeyCode()));
    }

    @Override
    public void onJoyButtonEvent(JoyButtonEvent evt) {
        if (!evt.isPressed()) {
            return;
        }
        Button b = buttonOf(evt.getButton());
        if (b != null) {
            evt.setConsumed();
            finish(InputToken.of(b));
        }
    }

    @Override
    public void onJoyAxisEvent(JoyAxisEvent evt) {
        if (Math.abs(evt.getValue()) < AXIS_THRESHOLD) {
            return;
        }
        Axis a = PadDeadZones.lemurAxis(evt.getAxis().getJoystick(), evt.getAxis());
        if (a != null) {
            evt.setConsumed();
            finish(new InputToken(a, evt.getValue() < 0, 1, NEW_AXIS_DEAD_ZONE, List.of()));
        }
    }

    /** @return Lemur's button for a jME joystick button (its table for gamepads and others) */
    static Button buttonOf(JoystickButton b) {
        Joystick j = b.getJoystick();
        boolean gamepad = j.getAxis(com.jme3.input.JoystickAxis.Z_ROTATION) != null
                && j.getAxis(com.jme3.input.JoystickAxis.Z_AXIS) != null;
        String id = b.getLogicalId();
        if (id.isEmpty() || !Character.isDigit(id.charAt(0))) {
            return null;
        }
        int i = Integer.parseInt(id);
        if (gamepad) {
            return i < GAMEPAD_BUTTONS.size() ? GAMEPAD_BUTTONS.get(i) : null;
        }
        return new Button("joystick_" + (i + 1), "Button " + (i + 1));
    }

    @Override
    public void beginInput() {
    }

    @Override
    public void endInput() {
    }

    @Override
    public void onMouseMotionEvent(MouseMotionEvent evt) {
    }

    @Override
    public void onMouseButtonEvent(MouseButtonEvent evt) {
    }

    @Override
    public void onTouchEvent(TouchEvent evt) {
    }
}
