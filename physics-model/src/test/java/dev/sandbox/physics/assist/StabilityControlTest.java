package dev.sandbox.physics.assist;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.provingground.Drivers;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import org.junit.jupiter.api.Test;

/**
 * A lift-off lane change at 120 km/h: a third of a steer input left for 0.6 s, then right for
 * 0.6 s with the throttle shut, then straight. The load comes off the rear as the car changes
 * direction and the Boxster spins; stability control catches it by braking single wheels.
 */
class StabilityControlTest {

    /** Largest sideslip (in degrees) and whether stability control acted. */
    private record Result(double maxSideslipDeg, boolean escActed) {
    }

    private static Result laneChange(AssistSettings a) {
        Drives d = new Drives("boxster-s", new FlatGround(), a.with(Assist.AUTO_GEARBOX, true));
        Drivers.SpeedHold hold = new Drivers.SpeedHold();
        double v = 120 / 3.6;
        VehicleSnapshot s = d.vehicle.snapshot();
        while (s.timeS() < 40) {
            s = d.step(x -> hold.pedals(x, v));
        }
        double t0 = s.timeS();
        double maxBeta = 0;
        boolean acted = false;
        while (s.timeS() < t0 + 6) {
            double t = s.timeS() - t0;
            VehicleInput in = t < 0.6 ? hold.pedals(s, v).withSteer(0.3)
                    : new VehicleInput(0, 0, t < 1.2 ? -0.3 : 0, 0, 0, false, false, false);
            s = d.step(x -> in);
            acted |= d.last.intervening().contains(Assist.STABILITY_CONTROL);
            maxBeta = Math.max(maxBeta, Math.abs(Math.toDegrees(s.sideslipRad())));
        }
        return new Result(maxBeta, acted);
    }

    @Test
    void stabilityControlCatchesALiftOffOversteerThatSpinsWithoutIt() {
        Result raw = laneChange(AssistSettings.none());
        Result esc = laneChange(AssistSettings.none().with(Assist.STABILITY_CONTROL, true));
        assertTrue(raw.maxSideslipDeg() > 30, "without stability control the car spins: " + raw.maxSideslipDeg());
        // a car that grips runs a few degrees of sideslip [Milliken, ch. 5]; a spin is tens
        assertTrue(esc.maxSideslipDeg() < 8, "caught: largest sideslip " + esc.maxSideslipDeg());
        assertTrue(esc.escActed());
    }

    @Test
    void aSteadyTurnWellInsideTheGripIsLeftAlone() {
        Drives d = new Drives("boxster-s", new FlatGround(), AssistSettings.none().with(Assist.STABILITY_CONTROL, true)
                .with(Assist.AUTO_GEARBOX, true));
        Drivers.SpeedHold hold = new Drivers.SpeedHold();
        VehicleSnapshot s = d.vehicle.snapshot();
        while (s.timeS() < 30) {
            s = d.step(x -> hold.pedals(x, 80 / 3.6));
        }
        boolean acted = false;
        double t0 = s.timeS();
        while (s.timeS() < t0 + 5) {
            // about 0.4 g at 80 km/h: a brisk bend on the road
            s = d.step(x -> hold.pedals(x, 80 / 3.6).withSteer(0.05));
            acted |= s.timeS() > t0 + 1 && d.last.intervening().contains(Assist.STABILITY_CONTROL);
        }
        assertTrue(Math.abs(s.lateralAccelMps2()) > 2, "turning: " + s.lateralAccelMps2() + " m/s^2");
        assertTrue(!acted, "stability control stays out of a turn the car makes as asked");
    }

    /** Largest sideslip (in degrees) of W held with 1.5 s of A from 25 km/h, the keys through {@link KeyboardSteering}. */
    private static double powerOnTurn(AssistSettings a) {
        Drives d = new Drives("boxster-s", new FlatGround(), a.with(Assist.AUTO_GEARBOX, true));
        KeyboardSteering keys = KeyboardSteering.forVehicle(d.vehicle.spec());
        Drivers.SpeedHold hold = new Drivers.SpeedHold();
        VehicleSnapshot s = d.vehicle.snapshot();
        while (s.timeS() < 10) {
            s = d.step(x -> hold.pedals(x, 25 / 3.6));
        }
        double t0 = s.timeS();
        double maxBeta = 0;
        while (s.timeS() < t0 + 4) {
            double steer = keys.update(s.timeS() - t0 < 1.5 ? 1 : 0, s.speedMps(), Drives.DT);
            s = d.step(x -> new VehicleInput(1, 0, steer, 0, 0, false, false, false));
            maxBeta = Math.max(maxBeta, Math.abs(Math.toDegrees(s.sideslipRad())));
        }
        return maxBeta;
    }

    @Test
    void wWithASecondAndAHalfOfAFrom25KmhSpinsTheRawCarButNotTheAssistedOne() {
        double raw = powerOnTurn(AssistSettings.none());
        double assisted = powerOnTurn(AssistSettings.all());
        assertTrue(raw > 45, "raw: the rear steps out and the car spins, sideslip " + raw);
        assertTrue(assisted < 12, "with the keyboard assists: sideslip " + assisted);
    }
}
