package dev.sandbox.physics.assist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.provingground.Drivers;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import org.junit.jupiter.api.Test;

/** Full braking from 100 km/h: with ABS no wheel locks and the car stops short; without, the wheels lock. */
class AntiLockTest {

    /** Stopping distance (m) and the lowest slip ratio seen above walking pace. */
    private record Stop(double distanceM, double lowestSlip) {
    }

    private static Stop stop(AssistSettings a) {
        Drives d = new Drives("boxster-s", new FlatGround(), a.with(Assist.AUTO_GEARBOX, true));
        Drivers.SpeedHold hold = new Drivers.SpeedHold();
        VehicleSnapshot s = d.vehicle.snapshot();
        while (s.timeS() < 25) {
            s = d.step(x -> hold.pedals(x, 100 / 3.6));
        }
        double start = s.distanceM();
        double lowest = 0;
        VehicleInput brake = new VehicleInput(0, 1, 0, 0, 1, false, false, false);
        while (s.speedMps() > 0.01) {
            s = d.step(x -> brake);
            if (s.speedMps() > 2) {
                lowest = Math.min(lowest, Drives.lowestSlip(s));
            }
            if (System.getenv("TRACE") != null && Math.round(s.timeS() * 1000) % 100 == 0) {
                System.out.printf("%.1f %.1fkm/h %s %s%n", s.timeS(), s.speedMps() * 3.6, d.last.input().wheelBrakes(),
                        s.wheels().stream().map(w -> String.format("%.3f", w.slipRatio())).toList());
            }
        }
        return new Stop(s.distanceM() - start, lowest);
    }

    @Test
    void withAbsNoWheelLocksAndTheStopMatchesTheProvingGroundsFigure() {
        Stop abs = stop(AssistSettings.none().with(Assist.ABS, true));
        Stop locked = stop(AssistSettings.none());
        // the proving ground's 100-0 km/h for the Boxster S with its standard ABS: 36.3 m
        // (1.08 g, a sports car on road tyres [Gillespie, ch. 3])
        assertEquals(36.3, abs.distanceM(), 0.05 * 36.3, "100-0 km/h with ABS");
        assertTrue(abs.lowestSlip() > -0.3, "no wheel locks: lowest slip " + abs.lowestSlip());
        assertTrue(locked.lowestSlip() < -0.9, "without ABS a wheel locks: " + locked.lowestSlip());
        assertTrue(locked.distanceM() > abs.distanceM() + 2, "locked " + locked.distanceM() + " m");
    }
}
