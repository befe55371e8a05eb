package dev.sandbox.app.scene.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
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
        assertEquals(BindableFunctions.ALL.size(), r.listing().stream().filter(l -> !l.startsWith("#")).count(),
                "one line per function");
        assertTrue(r.listing().contains("# " + BindableFunctions.Context.REPLAY.heading()),
                "the listing says which keys act only in the replay");
        assertTrue(Files.readString(file).contains("# " + BindableFunctions.Context.REPLAY.heading() + "\n"),
                "and so does the controls file");
    }

    /**
     * Every key (with its modifiers) does one thing wherever it acts: no input serves two
     * functions whose contexts meet (the replay's player keys act only while it is open, the
     * showroom's only on its camera, everything else at any time). Ids are unique too, as the
     * controls file names functions by id alone.
     */
    @Test
    void noTwoFunctionsActiveInTheSameContextShareAnInput() {
        ControlBindings d = ControlBindings.defaults();
        List<BindableFunctions.Entry> all = BindableFunctions.ALL;
        List<String> clashes = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            for (int j = i + 1; j < all.size(); j++) {
                BindableFunctions.Entry a = all.get(i);
                BindableFunctions.Entry b = all.get(j);
                assertTrue(!a.function().getId().equals(b.function().getId()), "id used twice: " + a.function().getId());
                if (!a.context().meets(b.context())) {
                    continue;
                }
                for (InputToken ta : d.of(a.function())) {
                    for (InputToken tb : d.of(b.function())) {
                        if (ta.primary().equals(tb.primary()) && ta.modifiers().equals(tb.modifiers())) {
                            clashes.add(ta.format() + ": " + a.function().getId() + " and " + b.function().getId());
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), clashes, "inputs shared by functions acting at the same time");
        assertTrue(all.size() > DrivingFunctions.DEFAULTS.size() + 10, "the replay's and showroom's keys are listed");
    }

    @Test
    void aBadLineIsReportedWithFileAndLineAndTheDefaultKept() throws Exception {
        Path file = Files.createTempFile("controls", ".properties");
        Files.writeString(file, "# mine\nthrottle = I\nbrake = W, NOSUCHKEY\nfly = F\nsteer\n");
        List<String> problems = new ArrayList<>();
        ControlBindings b = ControlBindings.load(file, problems::add);
        assertEquals(4, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith(file + ":3: unknown key or input 'NOSUCHKEY'"), problems.get(0));
        assertTrue(problems.get(1).startsWith(file + ":4: unknown function 'fly'"), problems.get(1));
        assertTrue(problems.get(2).startsWith(file + ":5: expected FUNCTION = KEY"), problems.get(2));
        assertTrue(problems.get(3).startsWith(file + ":2: I is also last-timed-run's default"), problems.get(3));
        assertEquals(List.of(InputToken.of(KeyInput.KEY_I)), b.of(DrivingFunctions.THROTTLE));
        assertEquals("DOWN/S", b.hint(DrivingFunctions.BRAKE), "brake keeps its default");
    }

    @Test
    void aHintShowsAPunctuationKeyAsTheCharacterOnIt() {
        ControlBindings b = ControlBindings.defaults();
        assertEquals("/", b.hint(ReplayFunctions.BAR_MAGNIFIER), "the magnifier's key, bound as SLASH");
        assertEquals("[", b.hint(ReplayFunctions.SLOWER));
        b.add(ReplayFunctions.BAR_MAGNIFIER, InputToken.of(KeyInput.KEY_M));
        assertEquals("/ or M", b.hint(ReplayFunctions.BAR_MAGNIFIER), "two keys, one of them a slash, told apart");
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

    @Test
    void aDeviceAsTheControlsFileIsRefusedWithOneLineAndTheDefaultsKept() {
        List<String> lines = new ArrayList<>();
        ControlBindings b = ControlBindings.load(Path.of("/dev/zero"), lines::add);
        assertEquals(List.of("/dev/zero line 1: longer than 1024 characters; not a controls file; using the default controls"),
                lines);
        assertEquals(ControlBindings.defaults().listing(), b.listing());
    }
}
