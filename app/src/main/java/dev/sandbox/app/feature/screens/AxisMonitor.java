package dev.sandbox.app.feature.screens;

import com.jme3.input.RawInputListener;
import com.jme3.input.event.JoyAxisEvent;
import com.jme3.input.event.JoyButtonEvent;
import com.jme3.input.event.KeyInputEvent;
import com.jme3.input.event.MouseButtonEvent;
import com.jme3.input.event.MouseMotionEvent;
import com.jme3.input.event.TouchEvent;
import com.simsilica.lemur.input.Axis;
import dev.sandbox.app.core.drive.PedalCalibration;
import dev.sandbox.app.scene.input.InputToken;
import dev.sandbox.app.scene.input.PadDeadZones;
import java.util.HashMap;
import java.util.Map;

/**
 * Watches the pad and wheel axes while the controls screen is open: the latest reading of each
 * (by its name in the controls file), so the screen can show where each pedal is, and a
 * {@link PedalCalibration} while one runs.
 */
final class AxisMonitor implements RawInputListener {

    private final Map<String, Float> readings = new HashMap<>();
    private PedalCalibration calibration;

    /** @param c the calibration to feed, or null to stop feeding one */
    void calibrate(PedalCalibration c) {
        calibration = c;
    }

    /** @return the calibration being fed, or null */
    PedalCalibration calibration() {
        return calibration;
    }

    /**
     * @param axis an axis's name in the controls file
     * @return its latest reading (-1..1), or NaN when none came yet
     */
    double reading(String axis) {
        Float v = readings.get(axis);
        return v == null ? Double.NaN : v;
    }

    @Override
    public void onJoyAxisEvent(JoyAxisEvent evt) {
        Axis a = PadDeadZones.lemurAxis(evt.getAxis().getJoystick(), evt.getAxis());
        if (a == null) {
            return;
        }
        String name = InputToken.nameOf(a);
        readings.put(name, evt.getValue());
        if (calibration != null) {
            calibration.sample(name, evt.getValue());
        }
    }

    @Override
    public void beginInput() {
    }

    @Override
    public void endInput() {
    }

    @Override
    public void onJoyButtonEvent(JoyButtonEvent evt) {
    }

    @Override
    public void onMouseMotionEvent(MouseMotionEvent evt) {
    }

    @Override
    public void onMouseButtonEvent(MouseButtonEvent evt) {
    }

    @Override
    public void onKeyEvent(KeyInputEvent evt) {
    }

    @Override
    public void onTouchEvent(TouchEvent evt) {
    }
}
