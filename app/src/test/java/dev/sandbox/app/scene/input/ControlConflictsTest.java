package dev.sandbox.app.scene.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One input, two functions acting at the same time: the controls file refuses it as it refuses
 * any line it cannot use, one {@code FILE:LINE: reason} each, saying which binding it kept; the
 * controls screen is told who holds an input before it binds it. Functions that never act at
 * the same time may share one (Esc opens the menu while driving and backs out of a screen).
 */
class ControlConflictsTest {

    private final List<String> problems = new ArrayList<>();
    private Path file;

    private ControlBindings load(String text) throws Exception {
        file = Files.createTempFile("controls", ".properties");
        Files.writeString(file, text);
        return ControlBindings.load(file, problems::add);
    }

    @Test
    void shiftUpAndShiftDownOnOneKeyTheSecondLineIsRefused() throws Exception {
        ControlBindings b = load("shift-up = E\nshift-down = E\n");
        assertEquals(List.of(file + ":2: E is already bound to shift-up (line 1, which acts at the same time); "
                + "keeping shift-up = E, and shift-down keeps its default Q, PAD_LEFT1"), problems);
        assertEquals("E", ControlBindings.written(b.of(DrivingFunctions.SHIFT_UP)));
        assertEquals("Q, PAD_LEFT1", ControlBindings.written(b.of(DrivingFunctions.SHIFT_DOWN)));
    }

    @Test
    void brakeOnIThenThrottleOnIAndUpTheThrottleLineIsRefused() throws Exception {
        ControlBindings b = load("brake = I\nthrottle = I, UP\n");
        assertEquals(file + ":2: I is already bound to brake (line 1, which acts at the same time); "
                + "keeping brake = I, and throttle keeps its default UP, W", problems.get(0));
        // I is also the replay's key for the last timed run, which acts while driving keys do
        assertEquals(file + ":1: I is also last-timed-run's default; brake keeps it and last-timed-run has no input now",
                problems.get(1));
        assertEquals(2, problems.size(), problems.toString());
        assertEquals("I", ControlBindings.written(b.of(DrivingFunctions.BRAKE)));
        assertEquals("UP, W", ControlBindings.written(b.of(DrivingFunctions.THROTTLE)));
        assertTrue(b.of(ReplayFunctions.LAST_TIMED_RUN).isEmpty());
    }

    @Test
    void aSecondLineForAFunctionIsReportedAndTheFirstKept() throws Exception {
        ControlBindings b = load("throttle = T\n# later\nthrottle = Y\n");
        assertTrue(problems.contains(file + ":3: throttle is bound again (first at line 1); keeping line 1: "
                + "throttle = T"), problems.toString());
        assertEquals(List.of(InputToken.of(KeyInput.KEY_T)), b.of(DrivingFunctions.THROTTLE));
    }

    @Test
    void aDefaultKeyTakenByAnotherFunctionIsGivenUpAndSaid() throws Exception {
        ControlBindings b = load("brake = W\n");
        assertEquals(List.of(file + ":1: W is also throttle's default; brake keeps it and throttle keeps UP"), problems);
        assertEquals("UP", ControlBindings.written(b.of(DrivingFunctions.THROTTLE)));
    }

    @Test
    void functionsThatNeverActTogetherMayShareAKey() throws Exception {
        // Esc: the menu while driving, back while a screen is open
        ControlBindings d = ControlBindings.defaults();
        assertEquals(d.of(DrivingFunctions.MENU), d.of(ScreenFunctions.BACK));
        assertTrue(d.holders(ScreenFunctions.BACK, InputToken.parse("ESCAPE")).isEmpty());
        // the replay's frame-back key and the showroom's key: never at the same time
        ControlBindings b = load("turn-wheels = J\n");
        assertEquals(List.of(), problems);
        assertEquals("J", ControlBindings.written(b.of(ShowroomFunctions.TURN_WHEELS)));
        assertEquals("J", ControlBindings.written(b.of(ReplayFunctions.FRAME_BACK)));
        // but the showroom's key and a driving key act together
        problems.clear();
        load("turn-wheels = W\n");
        assertEquals(1, problems.size(), problems.toString());
        assertFalse(BindableFunctions.Context.SCREENS.meets(BindableFunctions.Context.GAME));
        assertTrue(BindableFunctions.Context.REPLAY.meets(BindableFunctions.Context.GAME));
        assertFalse(BindableFunctions.Context.REPLAY.meets(BindableFunctions.Context.SHOWROOM));
    }

    @Test
    void aKeyWithAModifierIsAnotherInput() throws Exception {
        ControlBindings b = load("shift-down = E+LSHIFT\n");
        assertEquals(List.of(), problems);
        assertEquals("E+LSHIFT", ControlBindings.written(b.of(DrivingFunctions.SHIFT_DOWN)));
    }

    @Test
    void theScreenIsToldWhoHoldsAnInputAndCanMoveIt() {
        ControlBindings b = ControlBindings.defaults();
        InputToken e = InputToken.parse("E");
        assertEquals(List.of(DrivingFunctions.SHIFT_UP), b.holders(DrivingFunctions.SHIFT_DOWN, e));
        b.move(DrivingFunctions.SHIFT_DOWN, e);
        assertEquals("PAD_RIGHT1", ControlBindings.written(b.of(DrivingFunctions.SHIFT_UP)));
        assertEquals("Q, PAD_LEFT1, E", ControlBindings.written(b.of(DrivingFunctions.SHIFT_DOWN)));
        b.add(DrivingFunctions.SHIFT_DOWN, InputToken.parse("PAD_BUTTON15"));
        b.remove(DrivingFunctions.SHIFT_DOWN, InputToken.parse("Q"));
        assertEquals("PAD_LEFT1, E, PAD_BUTTON15", ControlBindings.written(b.of(DrivingFunctions.SHIFT_DOWN)));
    }

    @Test
    void aPedalTravelOffAPedalAxisIsABadLine() throws Exception {
        load("steer-axis = PAD_LEFT_X@full\nthrottle-axis = W@full\nbrake-axis = PAD_LEFT_TRIGGER@0.5:0.6\n");
        assertEquals(3, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith(file + ":1: a pedal travel (@full) only applies to throttle-axis"),
                problems.get(0));
        assertTrue(problems.get(1).startsWith(file + ":2: a pedal travel (@) only applies to an axis"), problems.get(1));
        assertTrue(problems.get(2).startsWith(file + ":3: pedal travel from 0.5 to 0.6 is less than 0.2"),
                problems.get(2));
    }
}
