package dev.sandbox.physics.sim;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.assist.KeyRide;
import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Surface;
import org.junit.jupiter.api.Test;

/**
 * WHEELSPIN means a driven tyre spinning past the slip of its peak force, not the few per cent
 * of slip a tyre pulling hard runs at below its peak (the Magic Formula's peak lies near 10 %
 * slip for these tyres; at 114 km/h 5 % of slip is 1.6 m/s of tread speed).
 */
class WheelspinEventTest {

    @Test
    void fullThrottleAtSpeedOnAsphaltIsNotWheelspinButOnGrassItIs() {
        KeyRide asphalt = new KeyRide("cbr1000rr").at(100, 1);
        boolean spin = false;
        double maxSlip = 0;
        for (int i = 0; i < 2000; i++) {
            VehicleSnapshot s = asphalt.keys(true, false, 0);
            spin |= s.has(VehicleEvent.WHEELSPIN);
            maxSlip = Math.max(maxSlip, s.wheels().get(1).slipRatio());
        }
        assertTrue(maxSlip > 0.02, "the rear pulls with some slip: " + maxSlip);
        assertFalse(spin, "ordinary driving slip (up to " + maxSlip + ") is not wheelspin");

        Vehicle bike = dev.sandbox.physics.vehicles.Vehicles.create("cbr1000rr");
        FlatGround grass = new FlatGround(0, Surface.GRASS);
        bike.reset(0, 0, 0, grass);
        boolean spun = false;
        for (int i = 0; i < 3000; i++) {
            bike.step(VehicleInput.pedals(1, 0), grass, 0.001);
            spun |= bike.snapshot().has(VehicleEvent.WHEELSPIN);
        }
        assertTrue(spun, "full throttle on grass spins the rear");
    }
}
