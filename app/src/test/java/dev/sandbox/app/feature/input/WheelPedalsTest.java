package dev.sandbox.app.feature.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.JoystickAxis;
import dev.sandbox.app.scene.input.ControlBindings;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.scene.input.InputToken;
import dev.sandbox.physics.sim.VehicleInput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A wheel's pedals through the whole input path (jME's InputManager, Lemur's InputMapper with
 * the sandbox's bindings, the driver's controls) with synthetic axis events: a pedal set to its
 * full travel gives 0 to 100 % over the axis's -1 to +1, inverted or calibrated as its binding
 * says. The positions are exact (a linear map of the reading), so the tolerances are float
 * rounding: jME carries a reading as a float (7 digits).
 */
class WheelPedalsTest {

    private static final double FLOAT = 1e-6;
    /**
     * The pad's right stick turns the orbit camera by default; on a wheel its axes are pedals,
     * so a wheel's controls file gives the look functions the mouse alone.
     */
    private static final String LOOK = "look-x = MOUSE_X+MOUSE_BUTTON1\nlook-y = MOUSE_Y+MOUSE_BUTTON1\n";

    private final WheelRig rig = new WheelRig();

    private void bind(String controlsFile) throws Exception {
        Path file = Files.createTempFile("controls", ".properties");
        Files.writeString(file, LOOK + controlsFile);
        List<String> problems = new ArrayList<>();
        rig.bind(ControlBindings.load(file, problems::add));
        assertEquals(List.of(), problems, "the controls file is clean");
    }

    @Test
    void aPedalSetToFullTravelGoesFromNoneAtMinusOneToAllAtPlusOne() throws Exception {
        bind("throttle-axis = PAD_RIGHT_X@full\n");
        double[] readings = {-1, -0.5, -0.03, 0, 0.03, 0.5, 1};
        for (double r : readings) {
            VehicleInput in = rig.frame(null, rig.axis(JoystickAxis.Z_AXIS, r));
            assertEquals((r + 1) / 2, in.throttle(), FLOAT, "throttle at reading " + r);
        }
    }

    @Test
    void withoutItsTravelSetAPedalRestingAtMinusOneGivesOnlyHalfItsTravel() throws Exception {
        // the binding the sandbox had for every pedal: a trigger's half travel, 0..+1
        bind("throttle-axis = PAD_RIGHT_X\n");
        assertEquals(0, rig.frame(null, rig.axis(JoystickAxis.Z_AXIS, -1)).throttle(), FLOAT);
        assertEquals(0, rig.frame(null, rig.axis(JoystickAxis.Z_AXIS, -0.2)).throttle(), FLOAT,
                "the first 40 % of the pedal's travel does nothing");
        assertEquals(0.5, rig.frame(null, rig.axis(JoystickAxis.Z_AXIS, 0.5)).throttle(), FLOAT);
        assertEquals(1, rig.frame(null, rig.axis(JoystickAxis.Z_AXIS, 1)).throttle(), FLOAT);
    }

    @Test
    void anInvertedPedalIsReleasedAtPlusOneAndFullyPressedAtMinusOne() throws Exception {
        bind("brake-axis = -PAD_RIGHT_Y@full\n");
        assertEquals(0, rig.frame(null, rig.axis(JoystickAxis.Z_ROTATION, 1)).brake(), FLOAT);
        assertEquals(0.25, rig.frame(null, rig.axis(JoystickAxis.Z_ROTATION, 0.5)).brake(), FLOAT);
        assertEquals(0.75, rig.frame(null, rig.axis(JoystickAxis.Z_ROTATION, -0.5)).brake(), FLOAT);
        assertEquals(1, rig.frame(null, rig.axis(JoystickAxis.Z_ROTATION, -1)).brake(), FLOAT);
    }

    @Test
    void aCalibratedPedalMapsItsRestAndFullReadingsToNoneAndAll() throws Exception {
        // a worn pedal that rests at -0.92 and bottoms out at 0.85
        bind("clutch-axis = PAD_LEFT_Y@-0.92:0.85\n");
        assertEquals(0, rig.frame(null, rig.axis(JoystickAxis.Y_AXIS, -0.92)).clutch(), FLOAT);
        assertEquals(0, rig.frame(null, rig.axis(JoystickAxis.Y_AXIS, -1)).clutch(), FLOAT, "below rest is released");
        assertEquals(0.5, rig.frame(null, rig.axis(JoystickAxis.Y_AXIS, (-0.92 + 0.85) / 2)).clutch(), FLOAT);
        assertEquals(1, rig.frame(null, rig.axis(JoystickAxis.Y_AXIS, 0.85)).clutch(), FLOAT);
        assertEquals(1, rig.frame(null, rig.axis(JoystickAxis.Y_AXIS, 1)).clutch(), FLOAT, "past full is full");
    }

    @Test
    void aWheelPedalAndAPadTriggerOnOnePedalBothWorkTheDeeperWins() throws Exception {
        bind("throttle-axis = PAD_RIGHT_X@full, PAD_RIGHT_Y\n");
        rig.frame(null, rig.axis(JoystickAxis.Z_AXIS, -1), rig.axis(JoystickAxis.Z_ROTATION, 0)); // both at rest
        VehicleInput in = rig.frame(null, rig.axis(JoystickAxis.Z_AXIS, 0), rig.axis(JoystickAxis.Z_ROTATION, 0.2));
        assertEquals(0.5, in.throttle(), FLOAT, "the pedal half way, the trigger at 0.2: the pedal");
        in = rig.frame(null, rig.axis(JoystickAxis.Z_AXIS, -1), rig.axis(JoystickAxis.Z_ROTATION, 0.8));
        assertEquals(0.8, in.throttle(), FLOAT, "the pedal released, the trigger at 0.8: the trigger");
    }

    @Test
    void theClutchPedalReachesTheModelsClutch() throws Exception {
        bind("clutch-axis = PAD_LEFT_Y@full\n");
        assertEquals(0.3, rig.frame(null, rig.axis(JoystickAxis.Y_AXIS, -0.4)).clutch(), FLOAT);
    }

    @Test
    void aReleasedPedalLeavesTheKeysInCharge() throws Exception {
        bind("throttle-axis = PAD_RIGHT_X@full\n");
        rig.frame(null, rig.axis(JoystickAxis.Z_AXIS, -1));
        rig.controls.setBrakeKey(true);
        VehicleInput in = rig.frame(null, rig.axis(JoystickAxis.Z_AXIS, -1));
        assertEquals(0, in.throttle(), FLOAT);
        assertEquals(1, in.brake(), FLOAT, "the brake key still brakes while the throttle pedal rests");
    }

    @Test
    void theControlsFileWritesAndReadsPedalTravelsBack() throws Exception {
        ControlBindings b = ControlBindings.defaults();
        b.set(DrivingFunctions.LOOK_X, List.of(InputToken.parse("MOUSE_X+MOUSE_BUTTON1")));
        b.set(DrivingFunctions.LOOK_Y, List.of(InputToken.parse("MOUSE_Y+MOUSE_BUTTON1")));
        b.set(DrivingFunctions.THROTTLE_AXIS, List.of(InputToken.parse("PAD_RIGHT_X@full"),
                InputToken.parse("-PAD_RIGHT_Y@-0.95:0.9"), InputToken.parse("PAD_RIGHT_TRIGGER~0.05")));
        Path file = Files.createTempDirectory("pedals").resolve(ControlBindings.FILE_NAME);
        b.save(file);
        assertTrue(Files.readString(file).contains("throttle-axis = PAD_RIGHT_X@full, -PAD_RIGHT_Y@-0.95:0.9, "
                + "PAD_RIGHT_TRIGGER~0.05\n"), Files.readString(file));
        List<String> problems = new ArrayList<>();
        assertEquals(b.listing(), ControlBindings.load(file, problems::add).listing());
        assertEquals(List.of(), problems);
    }
}
