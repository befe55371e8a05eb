package dev.sandbox.app.feature.input;

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
import dev.sandbox.app.core.drive.PlayerControls;
import dev.sandbox.app.scene.input.ControlBindings;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.scene.input.PadDeadZones;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.util.ArrayList;
import java.util.List;

/**
 * A steering wheel with pedals and an H-shifter, without a device: the axes and buttons jME's
 * GLFW backend reports for a wheel of the Logitech kind (x = the wheel, y, z, rz = the three
 * pedals, each resting at one end of its axis; 24 buttons, the shifter's gates among the last),
 * whose events the test queues and sends through jME's InputManager and Lemur's InputMapper
 * with the sandbox's bindings, to the driver's controls, one frame at a time.
 */
final class WheelRig {

    /** The frame the rig sends events in (in seconds). */
    static final double FRAME_S = 1 / 60.0;

    final FakeWheelInput device = new FakeWheelInput();
    final InputManager input;
    final InputMapper mapper;
    final PlayerControls controls = new PlayerControls();
    final DriveInputs drive = new DriveInputs(controls);

    WheelRig() {
        DummyMouseInput mouse = new DummyMouseInput();
        mouse.initialize();
        DummyKeyInput keys = new DummyKeyInput();
        keys.initialize();
        input = new InputManager(mouse, keys, device, null);
        mapper = new InputMapper(input);
        mapper.activateGroup(DrivingFunctions.GROUP);
        drive.register(mapper);
        bind(ControlBindings.defaults());
    }

    /** Puts bindings in force as the sandbox does. */
    void bind(ControlBindings b) {
        b.applyTo(mapper);
        drive.use(b);
        PadDeadZones.apply(input, b);
    }

    /** @return an event moving one of the wheel's axes (by jME's logical id) to a reading */
    JoyAxisEvent axis(String id, double reading) {
        return new JoyAxisEvent(device.wheel.getAxis(id), (float) reading);
    }

    /** @return an event pressing or releasing a button (by its number from 0, as jME counts) */
    JoyButtonEvent button(int index, boolean pressed) {
        return new JoyButtonEvent(device.wheel.getButton(Integer.toString(index)), pressed);
    }

    /** Sends the events through jME and Lemur as one frame would, and reads the driver's input. */
    VehicleInput frame(VehicleSnapshot state, InputEvent... events) {
        device.pending.addAll(List.of(events));
        input.update((float) FRAME_S);
        return controls.next(state, FRAME_S);
    }

    /** A jME joystick input with one pretend wheel whose events the test queues. */
    static final class FakeWheelInput implements JoyInput {

        final List<InputEvent> pending = new ArrayList<>();
        RawInputListener listener;
        Wheel wheel;

        @Override
        public Joystick[] loadJoysticks(InputManager im) {
            wheel = new Wheel(im, this);
            return new Joystick[] {wheel};
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

    /** Axes x, y, z, rz and 24 buttons, named as jME's GLFW backend names them. */
    static final class Wheel extends AbstractJoystick {

        Wheel(InputManager im, JoyInput in) {
            super(im, in, 0, "Test wheel");
            String[] ids = {JoystickAxis.X_AXIS, JoystickAxis.Y_AXIS, JoystickAxis.Z_AXIS, JoystickAxis.Z_ROTATION,
                JoystickAxis.POV_X, JoystickAxis.POV_Y};
            for (int i = 0; i < ids.length; i++) {
                addAxis(new DefaultJoystickAxis(im, this, i, ids[i], ids[i], true, false, 0f));
            }
            for (int i = 0; i < 24; i++) {
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
