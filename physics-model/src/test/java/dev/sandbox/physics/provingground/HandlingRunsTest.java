package dev.sandbox.physics.provingground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.spec.VehicleSpecs;
import dev.sandbox.physics.TestSpecs;
import org.junit.jupiter.api.Test;

/** The proving ground's handling tests on the Boxster S against the seeds' figures. */
class HandlingRunsTest {

    private final HandlingRuns tests = new HandlingRuns(VehicleSpecs.load("boxster-s"));

    @Test
    void turnCircleAndQuarterTurnWithinFivePercentOfEquations839And840() {
        // [Palmer, eq. 8.39-8.40]: 13.9 m and 2.2 s at 10 m/s with 10 deg, L = 2.41 m
        HandlingResults.TurnCircle t = tests.turnCircle(10, 10);
        assertEquals(13.9, t.radiusM(), 0.05 * 13.9);
        assertEquals(2.2, t.quarterTurnS(), 0.05 * 2.2);
    }

    @Test
    void skidpadNearTheSeeds091GAndStableAtTheLimit() {
        // [Palmer, "Wheel Traction"]: the Boxster S reaches 0.91 g on the skidpad
        HandlingResults.Skidpad s = tests.skidpad(40);
        assertEquals(0.91, s.maxLateralG(), 0.03);
        assertEquals("understeer", s.limitBehaviour());
        assertTrue(s.understeerGradientDegPerG() > 0, "understeer gradient " + s.understeerGradientDegPerG());
    }

    @Test
    void movingRollStiffnessForwardAddsUndersteer() {
        // a tyre whose cornering stiffness grows less than its load [Pacejka 2012, §4.3.2] loses
        // axle stiffness when load moves across the axle, so more front roll stiffness (more of
        // the lateral transfer on the front) means more understeer [Milliken, ch. 18]. A pair of
        // tyres split +-d loses 0.51 d^2 of its stiffness at the spec's p_Ky2 = 1.7 (at most 0.56 d^2
        // at any p_Ky2). The split d grows with the lateral acceleration, so the effect is small in
        // the linear range (about 0.2 deg/g fitted up to 0.4 g, for 0.45 -> 0.80) and large where
        // the car turns harder: at 0.5 g d goes 0.29 -> 0.49 on the front (0.04 -> 0.12 of the
        // pair's stiffness lost) and 0.32 -> 0.16 on the rear (0.05 -> 0.01), while the outer
        // tyres also near their peak. With stiffness
        // proportional to load the linear-range change was 0.05 deg/g.
        HandlingResults.Skidpad soft = skidpadWithFrontShare("0.45");
        HandlingResults.Skidpad stiff = skidpadWithFrontShare("0.80");
        double linear = stiff.understeerGradientDegPerG() - soft.understeerGradientDegPerG();
        double atHalfG = stiff.understeerGradientAtHalfGDegPerG() - soft.understeerGradientAtHalfGDegPerG();
        assertTrue(linear > 0.15, "understeer gradient up to 0.4 g " + soft.understeerGradientDegPerG() + " -> "
                + stiff.understeerGradientDegPerG() + " deg/g");
        assertTrue(atHalfG > 0.5, "understeer gradient at 0.5 g " + soft.understeerGradientAtHalfGDegPerG() + " -> "
                + stiff.understeerGradientAtHalfGDegPerG() + " deg/g");
    }

    private static HandlingResults.Skidpad skidpadWithFrontShare(String share) {
        return new HandlingRuns(TestSpecs.variant("boxster-s", "frontRollStiffnessShare: 0.62",
                "frontRollStiffnessShare: " + share)).skidpad(40);
    }

    @Test
    void stepSteerIsQuickAndWellDamped() {
        // ISO 7401 at 80 km/h, 4 m/s^2: sports cars answer in about 0.1-0.3 s with little overshoot
        HandlingResults.StepSteer s = tests.stepSteer(80, 4);
        assertEquals(4 / 9.81, s.steadyLateralG(), 0.02);
        assertTrue(s.yawRateResponseTimeS() > 0.05 && s.yawRateResponseTimeS() < 0.4, "response " + s.yawRateResponseTimeS());
        assertTrue(s.yawRateOvershootPct() >= 0 && s.yawRateOvershootPct() < 30, "overshoot " + s.yawRateOvershootPct());
    }

    @Test
    void theDriverClearsTheLaneChangeAtARealisticSpeed() {
        double v = tests.laneChange().maxEntryKmh();
        assertTrue(v > 50 && v < 160, "max entry " + v);
    }
}
