package dev.sandbox.app.feature.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.JoystickAxis;
import com.jme3.input.event.InputEvent;
import dev.sandbox.app.scene.input.ControlBindings;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.scene.input.InputToken;
import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.KindTelemetry;
import dev.sandbox.physics.sim.Simulation;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import dev.sandbox.physics.vehicles.Vehicles;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * An H-shifter's buttons and a steering wheel's rotation, from synthetic events on a pretend
 * wheel through the whole input path to the model itself: the gear a gate selects is the gear
 * the model's gearbox has selected, and a 900-degree wheel turns the Boxster's road wheels by
 * its angle over the steering ratio, up to the lock.
 */
class ShifterAndWheelTest {

    /** The shifter's gates on the pretend wheel: buttons 12..18 from 0 (Lemur's PAD_BUTTON13..19). */
    private static final String SHIFTER = "gear-1 = PAD_BUTTON13\ngear-2 = PAD_BUTTON14\ngear-3 = PAD_BUTTON15\n"
            + "gear-4 = PAD_BUTTON16\ngear-5 = PAD_BUTTON17\ngear-6 = PAD_BUTTON18\ngear-r = PAD_BUTTON19\n";
    /** Enough frames for any gate: five clicks, a frame apart each, and slack. */
    private static final int FRAMES = 20;

    private final WheelRig rig = new WheelRig();

    private void bind(String lines) throws Exception {
        java.nio.file.Path file = java.nio.file.Files.createTempFile("controls", ".properties");
        java.nio.file.Files.writeString(file, lines);
        List<String> problems = new java.util.ArrayList<>();
        rig.bind(ControlBindings.load(file, problems::add));
        assertEquals(List.of(), problems);
    }

    /** A vehicle at rest on flat ground, its gearbox in manual, driven by the rig's controls. */
    private Simulation drive(String id) {
        VehicleSpec spec = VehicleSpecs.load(id);
        Vehicle v = Vehicles.create(spec);
        v.setAutomatic(false);
        FlatGround ground = new FlatGround();
        v.reset(0, 0, 0, ground);
        rig.controls.vehicleChanged(spec);
        return new Simulation(v, ground);
    }

    /** Sends the events in one frame, then runs frames until the gearbox selects the gear (or gives up). */
    private int shiftTo(Simulation sim, int gear, InputEvent... events) {
        sim.advance(WheelRig.FRAME_S, rig.frame(sim.current(), events));
        for (int i = 0; i < FRAMES && sim.current().gear() != gear; i++) {
            sim.advance(WheelRig.FRAME_S, rig.frame(sim.current()));
        }
        return sim.current().gear();
    }

    @Test
    void eachGateSelectsItsGearAndTheReleasedLeverIsNeutralOnTheCar() throws Exception {
        bind(SHIFTER);
        Simulation car = drive("boxster-s");
        assertEquals(3, shiftTo(car, 3, rig.button(14, true)), "gate 3 from first");
        assertEquals(0, shiftTo(car, 0, rig.button(14, false)), "lever out of the gate: neutral");
        assertEquals(6, shiftTo(car, 6, rig.button(17, true)), "gate 6 from neutral");
        assertEquals(2, shiftTo(car, 2, rig.button(17, false), rig.button(13, true)), "straight across to 2");
        assertEquals(1, shiftTo(car, 1, rig.button(13, false), rig.button(12, true)));
        assertEquals(-1, shiftTo(car, -1, rig.button(12, false), rig.button(18, true)), "reverse at a standstill");
        assertEquals(0, shiftTo(car, 0, rig.button(18, false)));
    }

    @Test
    void sequentialShiftingTakesTheHShifterOutOfUse() throws Exception {
        bind(SHIFTER);
        Simulation car = drive("boxster-s");
        assertEquals(2, shiftTo(car, 2, rig.button(13, true)));
        assertEquals(0, shiftTo(car, 0, rig.button(13, false)));
        rig.controls.setShiftUp(true);
        assertEquals(1, shiftTo(car, 1));
        rig.controls.setShiftUp(false);
        for (int i = 0; i < FRAMES; i++) {
            car.advance(WheelRig.FRAME_S, rig.frame(car.current()));
        }
        assertEquals(1, car.current().gear(), "the paddle's gear stays: no neutral without the H-shifter");
    }

    @Test
    void theMotorcyclesSequentialBoxKeepsTheGearItWasClickedInto() throws Exception {
        bind(SHIFTER);
        Simulation bike = drive("cbr1000rr");
        assertEquals(4, shiftTo(bike, 4, rig.button(15, true)));
        for (int i = 0; i < FRAMES; i++) {
            bike.advance(WheelRig.FRAME_S, rig.frame(bike.current(), i == 0 ? new InputEvent[] {rig.button(15, false)}
                    : new InputEvent[0]));
        }
        assertEquals(4, bike.current().gear(), "a released lever leaves the bike in its gear");
        assertEquals(2, shiftTo(bike, 2, rig.button(13, true)));
        int before = bike.current().gear();
        for (int i = 0; i < FRAMES; i++) {
            bike.advance(WheelRig.FRAME_S, rig.frame(bike.current(), i == 0 ? new InputEvent[] {rig.button(13, false),
                rig.button(18, true)} : new InputEvent[0]));
        }
        assertEquals(before, bike.current().gear(), "no reverse gear on the bike: its gate does nothing");
    }

    @Test
    void anAutomaticGearboxIgnoresTheGates() throws Exception {
        bind(SHIFTER);
        Simulation car = drive("boxster-s");
        car.vehicle().setAutomatic(true);
        car.advance(WheelRig.FRAME_S, rig.frame(car.current()));
        int gear = car.current().gear();
        for (int i = 0; i < FRAMES; i++) {
            car.advance(WheelRig.FRAME_S, rig.frame(car.current(), i == 0 ? new InputEvent[] {rig.button(15, true)}
                    : new InputEvent[0]));
        }
        assertEquals(gear, car.current().gear(), "the automatic keeps its own gear (the sandbox switches it to manual)");
    }

    /**
     * 900 degrees lock to lock is 450 either way; through the Boxster's 16.9:1 rack that is
     * 26.6 degrees at the road wheels, short of its 30-degree lock, so the full wheel asks for
     * 450 / 16.9 / 30 = 0.888 of the lock at a standstill; half the wheel half that.
     */
    @Test
    void aNineHundredDegreeWheelTurnsTheBoxstersRoadWheelsByItsAngleOverTheRatio() throws Exception {
        bind("steer-axis = -PAD_LEFT_X~0\n");
        rig.controls.setWheelRotationDeg(900);
        Simulation car = drive("boxster-s");
        VehicleInput in = rig.frame(car.current(), rig.axis(JoystickAxis.X_AXIS, -1));
        assertEquals(450 / 16.9 / 30, in.steer(), 1e-6, "wheel fully left");
        in = rig.frame(car.current(), rig.axis(JoystickAxis.X_AXIS, 0.5));
        assertEquals(-225 / 16.9 / 30, in.steer(), 1e-6, "wheel half right");
        // held, the road wheels reach that angle (rate-limited at 60 deg/s, so within a second)
        for (int i = 0; i < 90; i++) {
            car.advance(WheelRig.FRAME_S, rig.frame(car.current(), rig.axis(JoystickAxis.X_AXIS, -1)));
        }
        assertEquals(450 / 16.9, Math.toDegrees(car.current().roadWheelAngleRad()), 0.05,
                "the road wheels follow the player's wheel one to one through the ratio");
    }

    /**
     * A 1080-degree wheel's 540 degrees ask 32 degrees of the road wheels, past the lock: full
     * lock. At 160 km/h only a fifth of the lock is left (6 degrees): a tenth of the wheel
     * (54 degrees, 3.2 at the road wheels) asks 3.2 / 6 of it.
     */
    @Test
    void theVehiclesOwnLockCapsTheWheel() throws Exception {
        bind("steer-axis = -PAD_LEFT_X~0\n");
        rig.controls.setWheelRotationDeg(1080);
        drive("boxster-s");
        assertEquals(1, rig.frame(moving(0), rig.axis(JoystickAxis.X_AXIS, -1)).steer(), 1e-9);
        assertEquals(54 / 16.9 / 6, rig.frame(moving(160 / 3.6), rig.axis(JoystickAxis.X_AXIS, -0.1)).steer(), 1e-6);
    }

    @Test
    void withNoRotationSetTheAxisIsAShareOfTheLockAsAStick() throws Exception {
        bind("steer-axis = -PAD_LEFT_X~0\n");
        drive("boxster-s");
        assertEquals(0.5, rig.frame(moving(0), rig.axis(JoystickAxis.X_AXIS, -0.5)).steer(), 1e-6);
    }

    @Test
    void onTheMotorcycleTheWheelsWholeTravelIsTheRidersWholeLeanRange() throws Exception {
        bind("steer-axis = -PAD_LEFT_X~0\n");
        rig.controls.setWheelRotationDeg(900);
        drive("cbr1000rr");
        assertEquals(0.5, rig.frame(moving(20), rig.axis(JoystickAxis.X_AXIS, -0.5)).steer(), 1e-6);
    }

    @Test
    void aShifterButtonBeyondTheTwelfthHasANameTheFileReadsBack() {
        InputToken t = InputToken.parse("PAD_BUTTON15");
        assertEquals("PAD_BUTTON15", t.format());
        assertTrue(ControlBindings.defaults().of(DrivingFunctions.GEAR_3).isEmpty(), "no gate is bound by default");
        assertEquals("PAD_AXIS_SLIDER", InputToken.parse("pad_axis_slider").format());
    }

    /** A snapshot of a vehicle rolling straight ahead at a speed, for the controls to read. */
    private static VehicleSnapshot moving(double speedMps) {
        return new VehicleSnapshot(0, Vec3.ZERO, new Vec3(speedMps, 0, 0), new Vec3(1, 0, 0), new Vec3(0, 1, 0), 0,
                speedMps, 0, 0, 0, 0, 0, 0, 1000, 0, 3, false, 1, false, VehicleInput.IDLE, 0, 0, 0, 0, List.of(),
                Set.of(), KindTelemetry.NONE);
    }
}
