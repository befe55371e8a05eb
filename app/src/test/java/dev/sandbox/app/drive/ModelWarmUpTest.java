package dev.sandbox.app.drive;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.assist.AssistSettings;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/**
 * The warm-up drive really drives each shipped vehicle through the branches of the step that the
 * sandbox's drive meets in its first minute: shifts up and down, climbs, wheels leaving rough
 * ground, an obstacle, and headings into every quadrant.
 */
class ModelWarmUpTest {

    @Test
    void eachVehicleShiftsLeavesTheGroundAndMeetsTheWall() {
        for (String id : new String[] {"boxster-s", "cbr1000rr"}) {
            VehicleSpec spec = VehicleSpecs.load(id);
            ModelWarmUp.Coverage c = ModelWarmUp.drive(spec, AssistSettings.defaults(spec, true));
            assertTrue(c.distanceM() > 100 && c.distanceM() < ModelWarmUp.SIMULATED_S * 90, id + " covered " + c.distanceM() + " m");
            assertTrue(c.highestGear() == spec.transmission().forwardGears(), id + " reached gear " + c.highestGear());
            assertTrue(c.downshifts() >= 2, id + " shifted down " + c.downshifts() + " times");
            assertTrue(c.events().contains(VehicleEvent.WHEEL_AIRBORNE), id + " events " + c.events());
            assertTrue(c.events().contains(VehicleEvent.COLLISION), id + " events " + c.events());
            // on a climb at more than half throttle the automatic shifts down for room to pull
            assertTrue(c.climbingDownshifts() >= 1, id + ": " + c);
            // the heading's atan2 takes its branches for every quadrant, as the drive soon does
            assertTrue(c.quadrants() == 0b1111, id + " headed into quadrants " + Integer.toBinaryString(c.quadrants()));
        }
    }
}
