package dev.sandbox.app.core.testpad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.core.world.TestPad;
import dev.sandbox.physics.assist.Assist;
import dev.sandbox.physics.assist.AssistSettings;
import dev.sandbox.physics.assist.DriverAids;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.provingground.LaunchDriver;
import dev.sandbox.physics.provingground.Results;
import dev.sandbox.physics.provingground.StraightLineRuns;
import dev.sandbox.physics.provingground.TestTrack;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The test pad's timing gear reads the same figures off a drive as the proving ground's
 * clock: the proving ground's own launch driver drives the Boxster down a pad laid on its flat
 * test track, and the pad's 0-100 km/h, quarter mile and 100-0 km/h must match the proving
 * ground's {@code accel} and {@code brake} results for the same car.
 */
class TestPadTimingTest {

    private static final VehicleSpec BOXSTER = VehicleSpecs.load("boxster-s");
    /** A pad whose start line is the test track's start point, strip along +x. */
    private static final TestPad PAD = new TestPad(0, 0, 0, 700, -40, 1, 0);

    @Test
    void aStandingStartIsTimedFromTheLastStandstillAsTheProvingGroundTimesIt() {
        Results.Accel pg = new StraightLineRuns(BOXSTER).accel();
        TestPadTiming timing = new TestPadTiming(PAD);
        TestTrack track = new TestTrack(BOXSTER);
        track.vehicle().setAutomatic(true);
        LaunchDriver driver = new LaunchDriver(BOXSTER.transmission().launchRpm());
        VehicleSnapshot s = track.now();
        while (!driver.staged()) {
            s = track.step(driver.stage(s));
            timing.accept(s);
        }
        while (s.distanceM() < 450) {
            s = track.step(driver.drive(s, false));
            timing.accept(s);
        }
        // the clock may start up to a few steps earlier than the proving ground's (its last
        // standstill precedes the clutch's release by the time the clutch takes to bite)
        assertEquals(pg.zeroTo100KmhS(), value(timing.runs(), TimedRun.ZERO_TO_100, "s"), 0.03);
        assertEquals(pg.quarterMileS(), value(timing.runs(), TimedRun.QUARTER_MILE, "s"), 0.03);
        assertEquals(pg.quarterMileTrapKmh(), value(timing.runs(), TimedRun.QUARTER_MILE, "km/h"), 0.3);
    }

    @Test
    void aStopFromAbove100KmhIsMeasuredFromWhereTheSpeedFallsThrough100() {
        Results.Brake pg = new StraightLineRuns(BOXSTER).brake();
        TestPadTiming timing = new TestPadTiming(PAD);
        TestTrack track = new TestTrack(BOXSTER);
        track.vehicle().setAutomatic(true);
        LaunchDriver driver = new LaunchDriver(BOXSTER.transmission().launchRpm());
        VehicleSnapshot s = track.now();
        while (s.speedMps() < Units.kmhToMps(103)) {
            s = track.step(driver.drive(s, false));
            timing.accept(s);
        }
        // the proving ground's stop: full pedal and clutch through the car's standard ABS
        DriverAids abs = new DriverAids(track.vehicle(), AssistSettings.none().with(Assist.ABS, true)
                .with(Assist.AUTO_GEARBOX, true));
        while (s.speedMps() > 0.01) {
            s = track.step(abs.apply(new VehicleInput(0, 1, 0, 0, 1, false, false, false), s, TestTrack.DT).input());
            timing.accept(s);
        }
        double own = value(timing.runs(), TimedRun.HUNDRED_TO_ZERO, "m");
        // the proving ground brakes from a steady 100 km/h; here the brakes are already on
        // when the speed passes 100 km/h, so the stop is at most a few per cent shorter
        assertTrue(own <= pg.from100KmhM() + 0.2 && own > 0.95 * pg.from100KmhM(),
                "100-0 km/h " + own + " m against the proving ground's " + pg.from100KmhM() + " m");
    }

    @Test
    void aLapOfTheSkidpadIsTheTimeToGoRoundOnce() {
        // a vehicle moving on the circle at a constant 15 m/s: one lap takes 2 pi R / v
        TestPadTiming timing = new TestPadTiming(PAD);
        TestTrack track = new TestTrack(BOXSTER);
        VehicleSnapshot template = track.now();
        double[] c = PAD.skidpadCentre();
        double v = 15;
        double omega = v / TestPad.SKIDPAD_RADIUS_M;
        for (int i = 0; i <= 20000; i++) {
            double t = i * 0.001;
            double a = omega * t;
            double[] p = PAD.toWorld(c[0] + TestPad.SKIDPAD_RADIUS_M * Math.cos(a), c[1]
                    + TestPad.SKIDPAD_RADIUS_M * Math.sin(a));
            timing.accept(moved(template, t, p[0], p[1], v, v * v / TestPad.SKIDPAD_RADIUS_M));
        }
        assertEquals(2 * Math.PI * TestPad.SKIDPAD_RADIUS_M / v, value(timing.runs(), TimedRun.SKIDPAD_LAP, "s"), 0.01);
        assertEquals(v * v / TestPad.SKIDPAD_RADIUS_M / Units.G, timing.skidpadLateralG(), 1e-9);
    }

    private static VehicleSnapshot moved(VehicleSnapshot s, double t, double x, double z, double speed, double ay) {
        return new VehicleSnapshot(t, new Vec3(x, s.position().y(), z), s.velocity(), s.forward(), s.up(),
                s.headingRad(), speed, 0, ay, 0, 0, 0, 0, s.engineRpm(), 0, 1, true, 1, false, VehicleInput.IDLE,
                0, 0, 0, 0, s.wheels(), s.events(), s.kind());
    }

    private static double value(List<TimedRun> runs, String name, String unit) {
        return runs.stream().filter(r -> r.name().equals(name) && r.unit().equals(unit)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + name + " [" + unit + "] in " + runs)).value();
    }
}
