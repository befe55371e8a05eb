package dev.sandbox.app.core.laps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.core.world.RoadLoop;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lap timer driven along made-up paths on a circular road (a loop with no wiggle is a circle
 * of its mean radius): each path's crossing times follow from its speed and the circle's
 * geometry, so the timer's figures are checked against closed forms. The timer sees the path
 * at the model's 1 ms step.
 */
class LapTimerTest {

    /** Radius of the circular road (in metres). */
    private static final double R = 200;
    /** The model's step (in seconds). */
    private static final double DT = 0.001;

    private final RoadLoop road = new RoadLoop(1, R, 0);
    private final LapCourse course = new LapCourse(road, 0);
    private final LapTimer timer = new LapTimer(course);
    private final List<LapProfile> profiles = new ArrayList<>();
    /** Angle of the path round the circle from the start/finish line (in radians). */
    private double angle;
    private double timeS;

    LapTimerTest() {
        timer.setVehicle("test");
        timer.addListener((lap, profile) -> profiles.add(profile));
    }

    /** Drives round the circle, forwards for positive speed, sampled every step. */
    private void drive(double speedMps, double seconds, boolean onRoad) {
        long steps = Math.round(seconds / DT);
        for (long k = 0; k < steps; k++) {
            angle += speedMps * DT / R;
            timeS += DT;
            timer.step(timeS, x(angle), z(angle), onRoad);
        }
    }

    /** The road runs counter-clockwise seen from above (+y) in jME's frame: x = R cos a, z = -R sin a. */
    private static double x(double a) {
        return R * Math.cos(a);
    }

    private static double z(double a) {
        return -R * Math.sin(a);
    }

    /** Puts the path at an angle (from the line, in radians) without driving there. */
    private void putAt(double a) {
        angle = a;
        timer.step(timeS, x(angle), z(angle), true);
    }

    @Test
    void theFirstCrossingStartsLapOneAndTheOutLapIsNotTimed() {
        putAt(-0.5);
        drive(30, 2.0, true);
        assertFalse(timer.running(), "0.3 rad short of the line after 2 s at 30 m/s: still the out-lap");
        assertTrue(Double.isNaN(timer.currentLapS()));
        drive(30, 2.0, true);
        assertTrue(timer.running());
        assertEquals(1, timer.lapNumber());
        // the line is 0.5 rad = 100 m from the start: crossed at 100/30 s, 4 s - 3.333 s ago
        assertEquals(4.0 - 0.5 * R / 30, timer.currentLapS(), 1e-6);
        assertTrue(timer.laps().isEmpty());
    }

    @Test
    void lapsAndSectorsAreTimedToAFractionOfTheStep() {
        double v = 37.3; // the crossings fall between steps
        putAt(-0.1);
        drive(v, 3 * 2 * Math.PI * R / v, true);
        List<Lap> laps = timer.laps();
        assertTrue(laps.size() >= 2, "three laps' time from before the line: two laps finished, " + laps.size());
        double lap = 2 * Math.PI * R / v;
        for (Lap l : laps) {
            // the path is the circle through the line's points, so the lap takes its circumference
            // at the speed; the chords between 1 ms steps differ from the arc by 1e-13 s
            assertEquals(lap, l.lapS(), 1e-6, "lap " + l.number());
            assertTrue(l.valid());
            double sum = 0;
            for (int k = 0; k < 3; k++) {
                sum += l.sectorsS().get(k);
            }
            assertEquals(l.lapS(), sum, 1e-9, "the sectors add up to the lap");
            // sector lines at samples round(n/3) and round(2n/3) of the n samples round the circle
            int n = road.size();
            assertEquals(Math.round(n / 3.0) * 2 * Math.PI * R / n / v, l.sectorsS().get(0), 1e-6);
            assertEquals((Math.round(2 * n / 3.0) - Math.round(n / 3.0)) * 2 * Math.PI * R / n / v,
                    l.sectorsS().get(1), 1e-6);
        }
    }

    @Test
    void reversingOverTheLineDoesNotCount() {
        putAt(-0.05);
        drive(20, 1.0, true); // crosses at 0.5 s
        assertEquals(0.5, timer.currentLapS(), 1e-6);
        drive(-5, 2.0, true); // back over the line and 5 m beyond
        drive(5, 2.0, true); // and forwards over it again
        assertEquals(1, timer.lapNumber(), "still lap 1");
        assertTrue(timer.laps().isEmpty(), "no lap finished by crossing the line again");
        assertEquals(4.5, timer.currentLapS(), 1e-6, "lap 1 still timed from the first crossing");
    }

    @Test
    void theLoopDrivenBackwardsTimesNothing() {
        putAt(0.5);
        drive(-30, 3 * 2 * Math.PI * R / 30, true);
        assertFalse(timer.running());
        assertTrue(timer.laps().isEmpty());
    }

    @Test
    void moreThanTwoSecondsOffTheRoadInAllMakesTheLapNotCount() {
        double v = 40;
        double lap = 2 * Math.PI * R / v;
        putAt(-0.01);
        drive(v, 0.1, true);
        // lap 1: 1.9 s off in one go: counts
        drive(v, 10, true);
        drive(v, 1.9, false);
        drive(v, lap - 11.9, true);
        // lap 2: 1.2 s and 1.0 s off: 2.2 s in all, does not
        drive(v, 10, true);
        drive(v, 1.2, false);
        drive(v, 10, true);
        drive(v, 1.0, false);
        drive(v, lap - 22.2, true);
        drive(v, 1, true);
        List<Lap> laps = timer.laps();
        assertEquals(2, laps.size());
        assertTrue(laps.get(0).valid(), laps.get(0).toString());
        assertFalse(laps.get(1).valid());
        assertEquals("off the road 2.2 s", laps.get(1).invalidReason());
    }

    @Test
    void aResetMakesTheLapNotCountAndCrossesNoLine() {
        putAt(-0.01);
        drive(30, 5, true);
        timer.interrupt(LapTimer.RESET);
        // the vehicle is put down just past the line, seen as a jump back of 0.7 rad: no crossing
        // backwards or forwards, and the vehicle's clock starts again from 0
        timeS = 0;
        putAt(-0.002);
        drive(30, 2 * Math.PI * R / 30 + 0.5, true);
        List<Lap> laps = timer.laps();
        assertEquals(1, laps.size(), "the lap goes on after the reset and finishes at the line");
        assertFalse(laps.get(0).valid());
        assertEquals(LapTimer.RESET, laps.get(0).invalidReason());
        assertTrue(timer.running(), "the next lap started at the line");
        assertTrue(timer.invalidReason().isEmpty(), "and counts");
    }

    @Test
    void aVehicleSwitchMakesTheLapNotCount() {
        putAt(-0.01);
        drive(30, 5, true);
        timer.setVehicle("other");
        drive(30, 2 * Math.PI * R / 30, true);
        Lap lap = timer.lastLap();
        assertNotNull(lap);
        assertFalse(lap.valid());
        assertEquals(LapTimer.SWITCHED, lap.invalidReason());
        assertEquals("other", lap.vehicleId());
    }

    @Test
    void theDeltaIsTheTimeLostOnTheBestLapAtTheSameDistance() {
        double slow = 30;
        double fast = 33;
        putAt(-0.01);
        drive(slow, 2 * Math.PI * R / slow + 0.2, true);
        Lap first = timer.lastLap();
        assertNotNull(first);
        assertNull(timer.best());
        timer.setBest(new BestLap("-", 0, first, profiles.get(0), new GhostTrack(List.of())));
        // lap 2 began 0.2 s before the end of the slow drive, 2 m short of where it ended (the
        // drive started 0.01 rad = 2 m before the line); then about half a lap faster: here the
        // best lap took d/30, this one 4 m at 30 and the rest at 33
        drive(fast, Math.PI * R / fast, true);
        double rolled = 0.2 * slow - 0.01 * R;
        double d = timer.progressM();
        assertEquals(Math.PI * R + rolled, d, 0.05, "a half lap along the centreline");
        double expected = rolled / slow + (d - rolled) / fast - d / slow;
        assertEquals(expected, timer.deltaS(), 0.002, "delta at " + d + " m (profile every 10 m, linear between)");
        assertTrue(timer.deltaS() < 0, "ahead of the best lap");
    }

    @Test
    void theProfileGivesTheTimeAtEachPointOfTheLap() {
        double v = 25;
        putAt(-0.01);
        drive(v, 2 * Math.PI * R / v + 0.5, true);
        LapProfile p = profiles.get(0);
        for (double d = 0; d < 2 * Math.PI * R; d += 97) {
            // distance along the centreline polyline: the circle's arc shortened by the chords,
            // 1 - (2 m)^2 / (24 R^2) = 1 - 4e-6
            assertEquals(d / v, p.timeAtS(d), 0.01, "at " + d + " m");
        }
        assertEquals(timer.lastLap().lapS(), p.timeAtS(course.lengthM()), 1e-9);
    }
}
