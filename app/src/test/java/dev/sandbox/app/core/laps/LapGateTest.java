package dev.sandbox.app.core.laps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A timing line is crossed forwards, within its length, at the point the straight path meets it. */
class LapGateTest {

    /** A line through (10, 5), crossed going +x, 4 m either side of its centre. */
    private final LapGate gate = new LapGate(10, 5, 1, 0, 4);

    @Test
    void theCrossingIsWhereTheStraightPathMeetsTheLine() {
        // from 3 m before to 1 m past: a quarter of the way back from the end (the closed form 3/4)
        assertEquals(0.75, gate.crossing(7, 6, 11, 6), 1e-12);
        // slanted: the fraction is the one of the distance along the direction of travel
        assertEquals(0.5, gate.crossing(9, 2, 11, 8), 1e-12);
    }

    @Test
    void reachingTheLineCountsAndLeavingItDoesNot() {
        assertEquals(1.0, gate.crossing(9, 5, 10, 5), 1e-12);
        assertTrue(Double.isNaN(gate.crossing(10, 5, 11, 5)), "a move that starts on the line crossed it before");
    }

    @Test
    void backwardsOrBesideTheLineIsNoCrossing() {
        assertTrue(Double.isNaN(gate.crossing(11, 5, 9, 5)), "reversing over the line");
        assertTrue(Double.isNaN(gate.crossing(9, 9.5, 11, 9.5)), "4.5 m from the centre of a line 4 m long each side");
        assertTrue(Double.isNaN(gate.crossing(7, 5, 9.9, 5)), "short of the line");
    }
}
