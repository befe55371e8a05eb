package dev.sandbox.physics.provingground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/** Straight runs on planes: an unsteered car keeps its heading up, down and across slopes. */
class SlopeRunsTest {

    private final SlopeRuns boxster = new SlopeRuns(VehicleSpecs.load("boxster-s"));

    @Test
    void upA20PercentGradeTheCarKeepsItsHeading() {
        SlopeRuns.Straight r = boxster.straight(20, 0, 30, 15);
        assertTrue(r.valid(), r.reason());
        assertEquals(0, r.headingChangeDeg(), 1.0);
        assertEquals(0, r.lateralDriftM(), 0.5);
        assertEquals(30, r.speedKmh(), 3);
    }

    @Test
    void acrossA20PercentSlopeTheCarDriftsDownhillButBarelyTurns() {
        // [Siorki, "Gravity"]: across a slope gravity pulls the car sideways; the tyres' slip
        // angles hold it on a line angled slightly downhill
        SlopeRuns.Straight r = boxster.straight(0, 20, 50, 15);
        assertTrue(r.valid(), r.reason());
        assertTrue(Math.abs(r.headingChangeDeg()) < 10, "heading " + r.headingChangeDeg());
    }

    @Test
    void acrossA20PercentSlopeTheRiderBalancesAgainstGravityAndHoldsTheHeading() {
        // the rider leans into the slope until the tyres' uphill force at the ground balances the
        // weight's downhill pull at the centre of mass, sin(phi) = (h / e) tan(theta), and holds
        // the heading he had (the heading hold takes out the few degrees the start costs, where
        // the foot holds the bike upright against gravity); balancing against the road it turned
        // 84 degrees downhill in 20 s, without the heading hold 12
        SlopeRuns.Straight r = new SlopeRuns(VehicleSpecs.load("cbr1000rr")).straight(0, 20, 50, 20);
        assertTrue(r.valid(), r.reason());
        assertEquals(50, r.speedKmh(), 3);
        assertTrue(Math.abs(r.headingChangeDeg()) < 5, "heading change over 20 s: " + r.headingChangeDeg());
    }
}
