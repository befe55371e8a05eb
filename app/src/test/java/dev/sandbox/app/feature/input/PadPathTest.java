package dev.sandbox.app.feature.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.AbstractJoystick;
import com.jme3.input.DefaultJoystickAxis;
import com.jme3.input.DefaultJoystickButton;
import com.jme3.input.InputManager;
import com.jme3.input.JoyInput;
import com.jme3.input.Joystick;
import com.jme3.input.JoystickAxis;
import com.jme3.input.RawInputListener;
import com.jme3.input.dummy.DummyKeyInput;
import com.jme3.input.dummy.DummyMouseInput;
import com.jme3.input.event.InputEvent;
import com.jme3.input.event.JoyAxisEvent;
import com.jme3.input.event.JoyButtonEvent;
import com.simsilica.lemur.input.InputMapper;
import dev.sandbox.app.SandboxApp;
import dev.sandbox.app.core.drive.PlayerControls;
import dev.sandbox.app.core.settings.GraphicsSettings;
import dev.sandbox.app.scene.input.ControlBindings;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.scene.input.InputToken;
import dev.sandbox.app.scene.input.PadDeadZones;
import dev.sandbox.physics.sim.VehicleInput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The gamepad path without a device: joystick events from a pretend pad (the axes and buttons
 * jME's GLFW backend reports for an Xbox-style pad: x, y, z, rz sticks, rx, ry triggers, buttons
 * 0..11) go through jME's InputManager and Lemur's InputMapper with the sandbox's bindings, and
 * reach the driver's controls with the dead zone and scale of each mapping applied.
 */
class PadPathTest {

    private final FakePadInput pad = new FakePadInput();
    private InputManager input;
    private InputMapper mapper;
    private PlayerControls controls;

    @BeforeEach
    void connect() {
        DummyMouseInput mouse = new DummyMouseInput();
        mouse.initialize();
        DummyKeyInput keys = new DummyKeyInput();
        keys.initialize();
        input = new InputManager(mouse, keys, pad, null);
        mapper = new InputMapper(input);
        mapper.activateGroup(DrivingFunctions.GROUP);
        controls = new PlayerControls();
        bind(ControlBindings.defaults());
        new DriveInputs(controls).register(mapper);
    }

    private void bind(ControlBindings b) {
        b.applyTo(mapper);
        PadDeadZones.apply(input, b);
    }

    /** Sends the events through jME and Lemur as one frame would, and reads the driver's input. */
    private VehicleInput frame(InputEvent... events) {
        pad.pending.addAll(List.of(events));
        input.update(1 / 60f);
        return controls.next(null, 1 / 60.0);
    }

    private JoystickAxis axis(String id) {
        return pad.stick.getAxis(id);
    }

    @Test
    void jmeSettingsOfTheSandboxHaveJoysticksOn() {
        assertTrue(SandboxApp.appSettings(GraphicsSettings.defaults(Path.of("none")), false, false).useJoysticks());
        assertTrue(SandboxApp.appSettings(GraphicsSettings.defaults(Path.of("none")), true, false).useJoysticks());
    }

    @Test
    void triggersDriveThrottleAndBrakeAndTheStickSteers() {
        VehicleInput in = frame(new JoyAxisEvent(axis(JoystickAxis.RIGHT_TRIGGER), 0.7f),
                new JoyAxisEvent(axis(JoystickAxis.LEFT_TRIGGER), 0.25f),
                new JoyAxisEvent(axis(JoystickAxis.X_AXIS), -0.5f));
        assertEquals(0.7, in.throttle(), 1e-6);
        assertEquals(0.25, in.brake(), 1e-6);
        // the default steering mapping is -PAD_LEFT_X: stick left (x < 0) steers left (positive)
        assertEquals(0.5, in.steer(), 1e-6);
    }

    @Test
    void insideTheDeadZoneTheStickReadsZero() {
        // default dead zone of the steering axis: 0.08 of its travel
        VehicleInput in = frame(new JoyAxisEvent(axis(JoystickAxis.X_AXIS), 0.06f),
                new JoyAxisEvent(axis(JoystickAxis.RIGHT_TRIGGER), 0.5f));
        assertEquals(0.0, in.steer(), 1e-9);
        assertEquals(0.5, in.throttle(), 1e-6);
        in = frame(new JoyAxisEvent(axis(JoystickAxis.X_AXIS), 0.10f));
        assertEquals(-0.10, in.steer(), 1e-6);
    }

    @Test
    void aControlsFileSetsScaleAndDeadZoneOnTheMapping() throws Exception {
        Path file = Files.createTempFile("controls", ".properties");
        Files.writeString(file, "steer-axis = -PAD_LEFT_X*0.5~0.2\nthrottle-axis = PAD_RIGHT_TRIGGER*0.8\n");
        List<String> problems = new ArrayList<>();
        bind(ControlBindings.load(file, problems::add));
        assertEquals(List.of(), problems);
        VehicleInput in = frame(new JoyAxisEvent(axis(JoystickAxis.X_AXIS), -0.15f),
                new JoyAxisEvent(axis(JoystickAxis.RIGHT_TRIGGER), 1f));
        assertEquals(0.0, in.steer(), 1e-9, "0.15 is inside the dead zone of 0.2");
        assertEquals(0.8, in.throttle(), 1e-6, "full trigger times the sensitivity 0.8");
        in = frame(new JoyAxisEvent(axis(JoystickAxis.X_AXIS), -0.6f));
        assertEquals(0.3, in.steer(), 1e-6, "-0.6 inverted and halved");
    }

    @Test
    void shoulderButtonsShiftAndAReboundButtonWorks() {
        VehicleInput in = frame(new JoyButtonEvent(pad.stick.getButton("5"), true));
        assertTrue(in.shiftUp(), "right shoulder (button 5) shifts up");
        assertFalse(in.shiftDown());
        in = frame(new JoyButtonEvent(pad.stick.getButton("5"), false), new JoyButtonEvent(pad.stick.getButton("4"), true));
        assertFalse(in.shiftUp());
        assertTrue(in.shiftDown(), "left shoulder (button 4) shifts down");
        ControlBindings b = ControlBindings.defaults();
        b.set(DrivingFunctions.SHIFT_UP, List.of(InputToken.parse("PAD_BUTTON1")));
        bind(b);
        in = frame(new JoyButtonEvent(pad.stick.getButton("4"), false), new JoyButtonEvent(pad.stick.getButton("0"), true));
        assertTrue(in.shiftUp(), "button 0 (A) after rebinding shift-up to PAD_BUTTON1");
    }

    /** A jME joystick input with one pretend gamepad whose events the test queues. */
    private static final class FakePadInput implements JoyInput {

        final List<InputEvent> pending = new ArrayList<>();
        RawInputListener listener;
        Pad stick;

        @Override
        public Joystick[] loadJoysticks(InputManager im) {
            stick = new Pad(im, this);
            return new Joystick[] {stick};
        }

        @Override
        public void update() {
            for (InputEvent e : pending) {
                if (e instanceof JoyAxisEvent a) {
                    listener.onJoyAxisEvent(a);
                } else if (e instanceof JoyButtonEvent b) {
                    listener.onJoyButtonEvent(b);
                }
            }
            pending.clear();
        }

        @Override
        public void setJoyRumble(int joyId, float amount) {
        }

        @Override
        public void initialize() {
        }

        @Override
        public void destroy() {
        }

        @Override
        public boolean isInitialized() {
            return true;
        }

        @Override
        public void setInputListener(RawInputListener l) {
            listener = l;
        }

        @Override
        public long getInputTimeNanos() {
            return System.nanoTime();
        }
    }

    /** Axes and buttons named as jME's GLFW backend names an Xbox-style pad's. */
    private static final class Pad extends AbstractJoystick {

        Pad(InputManager im, JoyInput in) {
            super(im, in, 0, "Test pad");
            String[] ids = {JoystickAxis.X_AXIS, JoystickAxis.Y_AXIS, JoystickAxis.Z_AXIS, JoystickAxis.Z_ROTATION,
                JoystickAxis.LEFT_TRIGGER, JoystickAxis.RIGHT_TRIGGER, JoystickAxis.POV_X, JoystickAxis.POV_Y};
            for (int i = 0; i < ids.length; i++) {
                addAxis(new DefaultJoystickAxis(im, this, i, ids[i], ids[i], true, false, 0f));
            }
            for (int i = 0; i < 12; i++) {
                addButton(new DefaultJoystickButton(im, this, i, "button " + i, Integer.toString(i)));
            }
        }

        @Override
        public JoystickAxis getXAxis() {
            return getAxis(JoystickAxis.X_AXIS);
        }

        @Override
        public JoystickAxis getYAxis() {
            return getAxis(JoystickAxis.Y_AXIS);
        }

        @Override
        public JoystickAxis getPovXAxis() {
            return getAxis(JoystickAxis.POV_X);
        }

        @Override
        public JoystickAxis getPovYAxis() {
            return getAxis(JoystickAxis.POV_Y);
        }
    }
}
