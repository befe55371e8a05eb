package dev.sandbox.physics.assist;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/**
 * The throttle and brake keys as a hand or a foot works them: a rider squeezes the brake lever
 * in over 0.4 s (the 0.3-0.5 s of a progressive squeeze, so the fork has dived before the front
 * tyre's grip is asked for), a driver stamps on the pedal in 0.2 s; both let go in 0.1 s.
 */
class KeyboardPedalsTest {

    private static double hold(KeyboardPedals p, boolean brake, boolean held, double seconds) {
        double v = 0;
        for (int i = 0; i < Math.round(seconds / 0.001); i++) {
            v = brake ? p.brake(held, 0.001) : p.throttle(held, 0.001);
        }
        return v;
    }

    @Test
    void theRiderSqueezesTheBrakeLeverInOverFourTenthsOfASecond() {
        KeyboardPedals bike = KeyboardPedals.forVehicle(VehicleSpecs.load("cbr1000rr"));
        assertEquals(0.5, hold(bike, true, true, 0.2), 1e-9, "half way after 0.2 s");
        assertEquals(1.0, hold(bike, true, true, 0.2), 1e-9, "full after 0.4 s");
        assertEquals(0.0, hold(bike, true, false, 0.1), 1e-9, "let go in 0.1 s");
        assertEquals(1.0, hold(bike, false, true, KeyboardPedals.GRIP_OPEN_S), 1e-9, "the grip rolled open");
    }

    @Test
    void theDriverPressesThePedalInTwoTenthsOfASecond() {
        KeyboardPedals car = KeyboardPedals.forVehicle(VehicleSpecs.load("boxster-s"));
        assertEquals(0.5, hold(car, true, true, 0.1), 1e-9);
        assertEquals(1.0, hold(car, true, true, 0.1), 1e-9);
        assertEquals(1.0, hold(car, false, true, KeyboardPedals.ACCELERATOR_PRESS_S), 1e-9);
        assertEquals(0.0, hold(car, false, false, KeyboardPedals.THROTTLE_CLOSE_S), 1e-9);
    }
}
