package dev.sandbox.physics.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.sandbox.physics.TestSpecs;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The engine's sound section: the exhaust's and the intake's pipes, read as the shipped files
 * give them, and a bad value refused with one line naming it.
 */
class EngineSoundSpecTest {

    @Test
    void theBoxstersBanksAndTheCbrsPairsAreRead() {
        EngineSoundSpec boxster = VehicleSpecs.load("boxster-s").engine().sound();
        assertEquals(List.of(List.of(1, 2, 3), List.of(4, 5, 6)), boxster.exhaust().groups());
        assertEquals(2, boxster.exhaust().groupLengthsM().size());
        assertEquals(5100, boxster.intake().crossLinkOpensRpm(), 1e-9);
        EngineSoundSpec cbr = VehicleSpecs.load("cbr1000rr").engine().sound();
        assertEquals(List.of(List.of(1, 4), List.of(2, 3)), cbr.exhaust().groups());
        assertEquals(1, cbr.exhaust().groupOf(3), "cylinder 3 pairs with 2");
        assertEquals(List.of(List.of(1, 2, 3, 4)), cbr.intake().groups());
    }

    @Test
    void groupsMustNameEveryCylinderOnce() {
        SpecException e = assertThrows(SpecException.class,
                () -> TestSpecs.variant("boxster-s", "groups: [[1, 2, 3], [4, 5, 6]]   # manufacturer: cylinders 1-3",
                        "groups: [[1, 2], [4, 5, 6]]   # manufacturer: cylinders 1-3"));
        assertEquals("boxster-s-variant.yaml: engine.sound.exhaust.groups must name each of the engine.cylinders (6) exactly"
                + " once, in one or more lists, got [[1.0, 2.0], [4.0, 5.0, 6.0]].", e.getMessage());
    }

    @Test
    void aPipeLengthOutOfRangeIsNamed() {
        SpecException e = assertThrows(SpecException.class,
                () -> TestSpecs.variant("cbr1000rr", "runnerLengthM: 0.6 ", "runnerLengthM: -0.6 "));
        assertEquals("cbr1000rr-variant.yaml: engine.sound.exhaust.runnerLengthM must be between 0.02 and 10, got -0.6.",
                e.getMessage());
    }
}
