package dev.sandbox.app.feature.screens;

import com.jme3.input.JoystickAxis;
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
import dev.sandbox.app.core.drive.PedalRange;
import dev.sandbox.app.scene.input.InputToken;
import dev.sandbox.app.scene.input.PadDeadZones;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Waits for the player to press the input to bind: the first key, pad button, or pad axis
 * moved past half its travel from where it was first seen becomes an {@link InputToken}
 * (Escape cancels, giving null). An axis moved toward its negative end is bound inverted, so
 * that pushing it the way it was pushed drives the function forward; a wheel pedal, which
 * rests at one end of its axis, is bound the way it moves from rest. Pad inputs get Lemur's
 * names for them, as Lemur's InputMapper will read them.
 */
public final class InputCapture implements RawInputListener {

    /** Travel past which a moved axis counts as chosen (fraction of full travel). */
    public static final float AXIS_THRESHOLD = 0.5f;
    /** Dead zone given to a newly bound axis (fraction of its travel). */
    public static final double NEW_AXIS_DEAD_ZONE = 0.08;

    /** How near an end of its travel an axis must rest to be taken for a wheel's pedal (full travel). */
    public static final float PEDAL_REST = 0.8f;

    private final Consumer<InputToken> done;
    private final boolean pedal;
    private final Map<JoystickAxis, Float> firstSeen = new HashMap<>();
    private boolean finished;

    /**
     * @param done receives the chosen input, or null when cancelled
     * @param pedal true when binding a pedal: an axis resting at an end is bound with its full travel
     */
    public InputCapture(Consumer<InputToken> done, boolean pedal) {
        this.done = done;
        this.pedal = pedal;
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
        Button b = PadDeadZones.lemurButton(evt.getButton());
        if (b != null) {
            evt.setConsumed();
            finish(InputToken.of(b));
        }
    }

    @Override
    public void onJoyAxisEvent(JoyAxisEvent evt) {
        float first = firstSeen.computeIfAbsent(evt.getAxis(), a -> evt.getValue());
        if (Math.abs(evt.getValue() - first) < AXIS_THRESHOLD) {
            return;
        }
        Axis a = PadDeadZones.lemurAxis(evt.getAxis().getJoystick(), evt.getAxis());
        if (a != null) {
            evt.setConsumed();
            boolean inverted = evt.getValue() < first;
            if (pedal && Math.abs(first) >= PEDAL_REST) {
                finish(new InputToken(a, inverted, 1, Double.NaN, List.of(), PedalRange.FULL));
            } else {
                finish(new InputToken(a, inverted, 1, NEW_AXIS_DEAD_ZONE, List.of()));
            }
        }
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
