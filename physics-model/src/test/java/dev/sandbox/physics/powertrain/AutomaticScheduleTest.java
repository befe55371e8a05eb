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

    /** Runs the box for a second at a fixed shaft speed with a brake and settled flag, returning the gear it ends in. */
    private int after(int startGear, double throttle, double brake, double shaftRpm, boolean settled, boolean kick) {
        Gearbox box = new Gearbox(spec);
        for (int g = 1; g < startGear; g++) {
            box.update(true, false, 0, 0, false, 0, 10, 0.001);
            box.update(false, false, 0, 0, false, 0, 10, 1.0);
        }
        box.update(false, false, kick ? 0 : throttle, brake, shaftRpm, false, settled, 0, 10, 1.0);
        for (int i = 0; i < 1000; i++) {
            box.update(false, false, throttle, brake, shaftRpm, false, settled, 0, 10, 0.001);
        }
        return box.targetGear();
    }

    /**
     * Braking, no upshift (the light-throttle point, 3000 rpm, would take fourth to fifth at
     * 4200 rpm), and a step down once the lower gear lands at 0.6 of the full-throttle upshift
     * rpm, 4290 rpm: third at 2800 rpm lands second at 4050 rpm.
     */
    @Test
    void brakingTheBoxHoldsOffUpshiftsAndStepsDown() {
        assertEquals(5, after(4, 0, 0, 4200, true, false), "coasting, the light-throttle upshift");
        assertEquals(4, after(4, 0, 0.5, 4200, true, false), "braking, none");
        assertEquals(2, after(3, 0, 0.5, 2800, true, false), "braking, a step down");
        assertEquals(3, after(3, 0, 0.5, 3000, true, false), "second would land at 4340 rpm: not yet");
    }

    /**
     * Under load the box does not hold a tall gear at low rpm: at full throttle the downshift rpm
     * rises to the light-throttle upshift rpm, 3000; fifth at 2800 rpm steps down.
     */
    @Test
    void underLoadTheBoxStepsDownBeforeTheEngineLugs() {
        assertEquals(4, after(5, 1.0, 0, 2800, true, false));
        assertEquals(5, after(5, 0.2, 0, 2800, true, false), "at a fifth of the throttle 1800 rpm will do");
    }

    /**
     * A motorcycle leaned into a turn is not settled: a kickdown waits, and so does a braking or
     * load downshift; only an engine dragged below 0.6 of the downshift rpm (900 rpm here) makes
     * the box step down.
     */
    @Test
    void unsettledTheBoxMakesNoKickdownNorBrakingDownshift() {
        assertEquals(2, after(3, 1.0, 0, 3000, true, true), "settled, a kickdown");
        assertEquals(3, after(3, 1.0, 0, 3000, false, true), "leaned, none");
        assertEquals(3, after(3, 0, 0.5, 2800, false, false), "leaned, no braking downshift");
        assertEquals(2, after(3, 0, 0, 850, false, false), "but not below 0.6 of the downshift rpm");
    }

    /**
     * Leaned, a throttle rolled back to make room for the turn does not change gear under the
     * rider: at half throttle the settled box upshifts from 5075 rpm (3000 + half the way to 7150),
     * the leaned one only at the full-throttle point, 7150 rpm. Its sudden loss of drive on a rear
     * tyre working near its limit snapped a sliding CBR straight on grass.
     */
    @Test
    void leanedTheBoxUpshiftsOnlyAtTheFullThrottlePoint() {
        assertEquals(4, after(3, 0.5, 0, 6000, true, false), "settled, the part-throttle upshift");
        assertEquals(3, after(3, 0.5, 0, 6000, false, false), "leaned, the gear is held");
        assertEquals(4, after(3, 0.5, 0, 7200, false, false), "leaned, at the full-throttle point it goes up");
    }

    /**
     * A kickdown is a pedal floored from a part throttle held for half a second: a traction
     * control or a rider's hand that eases the throttle and gives it back is none, nor is a press
     * while the driven wheel spins.
     */
    @Test
    void aThrottleGivenBackIsNoKickdown() {
        Gearbox box = new Gearbox(spec);
        for (int g = 1; g < 3; g++) {
            box.update(true, false, 0, 0, false, 0, 10, 0.001);
            box.update(false, false, 0, 0, false, 0, 10, 1.0);
        }
        box.update(false, false, 1.0, 0, 3000, false, true, 0, 10, 1.0);
        for (int i = 0; i < 100; i++) {
            box.update(false, false, i < 50 ? 0.6 : 1.0, 0, 3000, false, true, 0, 10, 0.001);
        }
        assertEquals(3, box.targetGear(), "the throttle eased to 0.6 and given back");
        for (int i = 0; i < 400; i++) {
            // a traction control's cut to 0.43 for 0.15 s, then the throttle back in 0.15 s
            double t = i < 100 ? 1.0 : i < 250 ? 0.43 : i < 400 ? 0.43 + (1 - 0.43) * Math.min(1, (i - 250) / 150.0) : 1.0;
            box.update(false, false, t, 0, 3000, false, true, 0, 10, 0.001);
        }
        box.update(false, false, 1.0, 0, 3000, false, true, 0, 10, 0.001);
        assertEquals(3, box.targetGear(), "a traction control's cut of 0.15 s and its recovery");
        assertEquals(3, after(3, 1.0, 3000, true, 0), "floored while the driven wheel spins");
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
