package dev.sandbox.physics.powertrain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sandbox.physics.spec.TransmissionSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/**
 * The automatic's schedule for the Boxster S (upshift 3000 rpm at light throttle to 7150 rpm
 * flat out, downshift 1500 rpm): it shifts on the output shaft's speed, waits while the wheels
 * spin, and on a climb holds the gear to the full-throttle point.
 */
class AutomaticScheduleTest {

    private final TransmissionSpec spec = VehicleSpecs.load("boxster-s").transmission();

    /** Runs the box for a second at a fixed shaft speed and returns the gear it ends in. */
    private int after(int startGear, double throttle, double shaftRpm, boolean holdGear, double grade) {
        Gearbox box = new Gearbox(spec);
        for (int g = 1; g < startGear; g++) {
            box.update(true, false, 0, 0, false, 0, 10, 0.001);
            box.update(false, false, 0, 0, false, 0, 10, 1.0);
        }
        assertEquals(startGear, box.gear());
        for (int i = 0; i < 1000; i++) {
            box.update(false, false, throttle, shaftRpm, holdGear, grade, 10, 0.001);
        }
        return box.targetGear();
    }

    @Test
    void halfThrottleUpshiftsBetweenTheLightAndTheFullThrottlePoints() {
        // 3000 + (7150 - 3000) * 0.5 = 5075 rpm
        assertEquals(1, after(1, 0.5, 5000, false, 0));
        assertEquals(2, after(1, 0.5, 5150, false, 0));
    }

    @Test
    void noUpshiftWhileTheDrivenWheelsSpin() {
        assertEquals(1, after(1, 1.0, 7180, true, 0));
        assertEquals(2, after(1, 1.0, 7180, false, 0));
    }

    @Test
    void onASteepClimbTheGearIsHeldToTheFullThrottlePoint() {
        // 17 % grade, 60 % throttle: level road would upshift at 5490 rpm
        assertEquals(2, after(1, 0.6, 6000, false, 0));
        assertEquals(1, after(1, 0.6, 6000, false, 0.17));
    }

    @Test
    void onASteepClimbItShiftsDownBeforeTheEngineLugs() {
        // third at 2800 rpm: on the level it stays (above 1500), on the climb second (4050 rpm) has room
        assertEquals(3, after(3, 0.8, 2800, false, 0));
        assertEquals(2, after(3, 0.8, 2800, false, 0.17));
    }
}
