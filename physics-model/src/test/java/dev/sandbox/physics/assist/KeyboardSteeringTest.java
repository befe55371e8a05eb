package dev.sandbox.physics.assist;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/** Steer keys as hands on a wheel: speed-sensitive range, a ramp, a small tap, a return to centre. */
class KeyboardSteeringTest {

    private final KeyboardSteering keys = KeyboardSteering.forVehicle(VehicleSpecs.load("boxster-s"));

    @Test
    void atParkingSpeedTheKeysReachFullLockAndAtMotorwaySpeedOnlyTheGripsWorth() {
        assertEquals(1.0, keys.range(2.0), 1e-9);
        double at100 = keys.range(100 / 3.6);
        // 1.5 (L a / v^2 + K a) = 1.5 (2.41 * 0.9 g / 27.8^2 + 0.5 deg/g * 0.9 g) = 3.0 deg of road
        // wheel, against the proving ground's step steer: 1.3 deg for 0.4 g at 80 km/h
        double roadWheelDeg = at100 * Math.toDegrees(new dev.sandbox.physics.chassis.Steering(
                VehicleSpecs.load("boxster-s").steering(), 2.41, 1.465).maxAngleRad(100 / 3.6));
        assertEquals(3.0, roadWheelDeg, 0.1, "road-wheel angle of the full range at 100 km/h");
    }

    /**
     * A 0.1 s tap at 100 km/h is a small correction: the ramp to the full range takes RAMP_S up
     * to {@link KeyboardSteering#STEADY_HANDS_ABOVE_MPS} (60 km/h) and grows with the speed
     * beyond it, 0.83 s at 100 km/h, so the tap gives 0.12 of the range.
     */
    @Test
    void aTapIsASmallCorrectionAndReleasingReturnsToCentre() {
        double v = 100 / 3.6;
        double steer = 0;
        for (int i = 0; i < 100; i++) {
            steer = keys.update(1, v, 0.001);
        }
        double rampS = KeyboardSteering.RAMP_S * v / KeyboardSteering.STEADY_HANDS_ABOVE_MPS;
        assertEquals(0.1 / rampS * keys.range(v), steer, 1e-6, "a 0.1 s tap");
        for (int i = 0; i < 1000; i++) {
            steer = keys.update(0, v, 0.001);
        }
        assertEquals(0, steer, 1e-12, "back to centre");
        for (int i = 0; i < 1000; i++) {
            steer = keys.update(-1, v, 0.001);
        }
        assertEquals(-keys.range(v), steer, 1e-9, "held: the full range");
    }

    /** At walking pace and up to 60 km/h the ramp is the plain RAMP_S: a held key reaches full lock in half a second. */
    @Test
    void slowTheKeysReachFullLockInHalfASecond() {
        double steer = 0;
        for (int i = 0; i < 500; i++) {
            steer = keys.update(1, 2.0, 0.001);
        }
        assertEquals(1.0, steer, 1e-9);
    }

    /** The motorcycle's keys reach the rider as pressed (within a few steps): the keyboard rider shapes them. */
    @Test
    void onTheMotorcycleTheKeyReachesTheRiderAsPressed() {
        KeyboardSteering bike = KeyboardSteering.forVehicle(VehicleSpecs.load("cbr1000rr"));
        double steer = 0;
        for (int i = 0; i < 20; i++) {
            steer = bike.update(1, 30, 0.001);
        }
        assertEquals(1.0, steer, 1e-9, "full input after 20 ms");
    }
}
