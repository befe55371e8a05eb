package dev.sandbox.physics.assist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.InclinedPlane;
import dev.sandbox.physics.motorcycle.BikeTelemetry;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import org.junit.jupiter.api.Test;

/**
 * On a 17 % grade (a steep city street) a stopped vehicle with no pedal pressed is held until
 * the driver moves off; without hill hold it rolls back, and the motorcycle's rider, rolling
 * backwards, keeps his feet down instead of steering it into a fall.
 */
class HillHoldTest {

    private static final InclinedPlane HILL = new InclinedPlane(0.17, 0, Surface.ASPHALT);

    @Test
    void bothVehiclesAreHeldOnTheHillAndMoveOffUphill() {
        for (String id : new String[] {"boxster-s", "cbr1000rr"}) {
            Drives d = new Drives(id, HILL, AssistSettings.none().with(Assist.HILL_HOLD, true)
                    .with(Assist.AUTO_GEARBOX, true));
            VehicleSnapshot s = d.run(VehicleInput.IDLE, 5);
            double held = s.position().x();
            assertEquals(0, s.speedMps(), 0.05, id + " held still");
            assertEquals(0, held, 0.3, id + " has not rolled back");
            if (s.kind() instanceof BikeTelemetry bike) {
                assertFalse(bike.crashed(), "the rider holds the bike with a foot down");
            }
            double lowest = held;
            VehicleInput pull = VehicleInput.pedals(0.5, 0);
            for (int i = 0; i < 4000; i++) {
                s = d.step(x -> pull);
                lowest = Math.min(lowest, s.position().x());
            }
            assertTrue(held - lowest < 0.3, id + " rolled back " + (held - lowest) + " m moving off");
            assertTrue(s.position().x() > held + 3, id + " moved off uphill to x = " + s.position().x());
        }
    }

    @Test
    void withoutHillHoldTheBikeRollsBackButTheRiderKeepsItUp() {
        Drives d = new Drives("cbr1000rr", HILL, AssistSettings.none().with(Assist.AUTO_GEARBOX, true));
        VehicleSnapshot s = d.run(VehicleInput.IDLE, 4);
        assertTrue(s.speedMps() < -1, "rolling back at " + s.speedMps() + " m/s");
        assertFalse(BikeTelemetry.of(s).crashed(), "rolling backwards does not steer the bike into a fall");
        assertTrue(BikeTelemetry.of(s).footDown(), "feet down while rolling backwards");
    }
}
