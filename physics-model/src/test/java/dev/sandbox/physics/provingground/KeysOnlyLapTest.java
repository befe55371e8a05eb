package dev.sandbox.physics.provingground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A driver who has only the keys, a quarter of a second late, drives and rides two laps of a
 * closed loop with 135, 60 and 40 m bends from a standing start ({@link KeysOnlyDriver},
 * {@link TestLoop}): no fall, and never further from the centre line than a lane's width, 3.5
 * m (the width of a traffic lane on a rural main road), so it never leaves a two-lane road
 * whose centre line the path is.
 */
class KeysOnlyLapTest {

    /** A traffic lane's width (in metres). */
    static final double LANE_M = 3.5;

    @Test
    void theBoxsterDrivenWithKeysOnlyKeepsToTheRoad() {
        KeysOnlyLaps.Result r = KeysOnlyLaps.drive("boxster-s", KeysOnlyDriver.Style.car(), 2);
        System.out.println("Boxster S, keys only: " + r);
        check(r);
    }

    @Test
    void theCbrRiddenWithKeysOnlyStaysUpAndKeepsToTheRoad() {
        KeysOnlyLaps.Result r = KeysOnlyLaps.drive("cbr1000rr", KeysOnlyDriver.Style.motorcycle(), 2);
        System.out.println("CBR1000RR, keys only: " + r);
        check(r);
    }

    private static void check(KeysOnlyLaps.Result r) {
        assertFalse(r.crashed(), r.toString());
        assertEquals(2, r.lapsS().size(), "two laps: " + r);
        assertTrue(r.maxOffsetM() < LANE_M, "off the centre line by " + r.maxOffsetM() + " m");
        // the flying lap is quicker than the standing one
        assertTrue(r.lapsS().get(1) < r.lapsS().get(0), r.toString());
    }
}
