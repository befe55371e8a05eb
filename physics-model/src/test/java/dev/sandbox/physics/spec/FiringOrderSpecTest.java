package dev.sandbox.physics.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.sandbox.physics.TestSpecs;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The engine's cylinders, firing order and firing intervals, which the engine sound is made
 * from. A four-stroke fires each cylinder once per 720 degrees of crank, so the intervals of
 * one cycle sum to 720 and an n-cylinder engine fires n/2 times per revolution.
 */
class FiringOrderSpecTest {

    @Test
    void theBoxsterIsAnEvenFiringFlatSixAndTheCbrAnEvenFiringInlineFour() {
        EngineSpec boxster = VehicleSpecs.load("boxster-s").engine();
        assertEquals(6, boxster.cylinders());
        assertEquals(List.of(1, 6, 2, 4, 3, 5), boxster.firingOrder());
        assertEquals(720.0, boxster.firingIntervalsDeg().stream().mapToDouble(Double::doubleValue).sum(), 1e-9);
        assertEquals(150.0, boxster.firingFrequencyHz(3000), 1e-9, "3 firings per revolution at 50 rev/s");
        EngineSpec cbr = VehicleSpecs.load("cbr1000rr").engine();
        assertEquals(4, cbr.cylinders());
        assertEquals(List.of(1, 2, 4, 3), cbr.firingOrder());
        assertEquals(333.33, cbr.firingFrequencyHz(10_000), 0.01, "2 firings per revolution at 166.7 rev/s");
    }

    @Test
    void aFiringOrderMustNameEveryCylinderOnce() {
        SpecException e = assertThrows(SpecException.class,
                () -> TestSpecs.variant("boxster-s", "[1, 6, 2, 4, 3, 5]", "[1, 6, 2, 4, 3, 3]"));
        assertEquals("boxster-s-variant.yaml: engine.firingOrder must name each of the engine.cylinders (6) exactly once, "
                + "got [1.0, 6.0, 2.0, 4.0, 3.0, 3.0].", e.getMessage());
    }

    @Test
    void firingIntervalsMustMakeOneFourStrokeCycle() {
        SpecException e = assertThrows(SpecException.class,
                () -> TestSpecs.variant("cbr1000rr", "[180, 180, 180, 180]", "[180, 180, 180, 90]"));
        assertEquals("cbr1000rr-variant.yaml: engine.firingIntervalsDeg must give one crank angle per engine.cylinders (4), "
                + "summing to 720 (one four-stroke cycle), got [180.0, 180.0, 180.0, 90.0].", e.getMessage());
    }
}
