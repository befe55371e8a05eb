package dev.sandbox.physics.assist;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import org.junit.jupiter.api.Test;

/**
 * A held throttle on the CBR1000RR: in first gear the pull exceeds W b / h and the front lifts
 * [Cossalter, ch. 3]; the rider alone lets it skim the road, wheelie control keeps it down most of
 * the time at the cost of some acceleration.
 */
class WheelieControlTest {

    /** Seconds with the front wheel in the air during 6 s of full throttle from rest. */
    private static double wheelieSeconds(boolean control) {
        Drives d = new Drives("cbr1000rr", new FlatGround(), AssistSettings.none().with(Assist.AUTO_GEARBOX, true)
                .with(Assist.WHEELIE_CONTROL, control));
        double airborne = 0;
        VehicleSnapshot s = d.vehicle.snapshot();
        while (s.timeS() < 6) {
            s = d.step(x -> VehicleInput.pedals(1, 0));
            airborne += s.has(VehicleEvent.WHEELIE) ? Drives.DT : 0;
        }
        return airborne;
    }

    @Test
    void wheelieControlKeepsTheFrontWheelDownMostOfTheTime() {
        double raw = wheelieSeconds(false);
        double controlled = wheelieSeconds(true);
        assertTrue(raw > 2, "without it the front skims the road for " + raw + " s");
        assertTrue(controlled < 0.25 * raw, "with it " + controlled + " s");
    }
}
