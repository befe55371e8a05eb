package dev.sandbox.app.controls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import dev.sandbox.app.drive.DrivingFunctions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The controls file: its written form, bad lines, and the atomic save. */
class ControlBindingsTest {

    @Test
    void everyDefaultBindingWritesAndReadsBackTheSame() throws Exception {
        ControlBindings d = ControlBindings.defaults();
        Path file = Files.createTempDirectory("controls").resolve(ControlBindings.FILE_NAME);
        d.save(file);
        List<String> problems = new ArrayList<>();
        ControlBindings r = ControlBindings.load(file, problems::add);
        assertEquals(List.of(), problems);
        assertEquals(d.listing(), r.listing());
        assertEquals(DrivingFunctions.DEFAULTS.size(), r.listing().size(), "one line per function");
    }

    @Test
    void aBadLineIsReportedWithFileAndLineAndTheDefaultKept() throws Exception {
        Path file = Files.createTempFile("controls", ".properties");
        Files.writeString(file, "# mine\nthrottle = I\nbrake = W, NOSUCHKEY\nfly = F\nsteer\n");
        List<String> problems = new ArrayList<>();
        ControlBindings b = ControlBindings.load(file, problems::add);
        assertEquals(3, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith(file + ":3: unknown key or input 'NOSUCHKEY'"), problems.get(0));
        assertTrue(problems.get(1).startsWith(file + ":4: unknown function 'fly'"), problems.get(1));
        assertTrue(problems.get(2).startsWith(file + ":5: expected FUNCTION = KEY"), problems.get(2));
        assertEquals(List.of(InputToken.of(KeyInput.KEY_I)), b.of(DrivingFunctions.THROTTLE));
        assertEquals("DOWN/S", b.hint(DrivingFunctions.BRAKE), "brake keeps its default");
    }

    @Test
    void tokensCarryDirectionScaleDeadZoneAndModifiers() {
        InputToken t = InputToken.parse("-pad_left_x*1.5~0.1");
        assertTrue(t.negative() && t.isAxis() && t.isPad());
        assertEquals(-1.5, t.mappingScale());
        assertEquals(0.1, t.deadZone());
        assertEquals("-PAD_LEFT_X*1.5~0.1", t.format());
        assertEquals("MOUSE_X+MOUSE_BUTTON1", InputToken.parse("MOUSE_X + MOUSE_BUTTON1").format());
        assertEquals("PGDN", InputToken.parse("KEY_PGDN").format());
        assertThrows(IllegalArgumentException.class, () -> InputToken.parse("W~0.1"), "dead zone on a key");
        assertThrows(IllegalArgumentException.class, () -> InputToken.parse("PAD_LEFT_X~0.95"));
        assertThrows(IllegalArgumentException.class, () -> InputToken.parse("W+MOUSE_X"));
    }
}
