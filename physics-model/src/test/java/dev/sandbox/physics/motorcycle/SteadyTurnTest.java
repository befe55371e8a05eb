package dev.sandbox.physics.motorcycle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The closed-form steady turn the simulated bike is checked against. */
class SteadyTurnTest {

    @Test
    void idealLeanIsAtanOfVSquaredOverGR() {
        // 100 km/h on 100 m: v^2 / (g R) = 27.78^2 / 981 = 0.7866, atan = 38.18 deg
        assertEquals(38.18, Math.toDegrees(SteadyTurn.idealLeanRad(100 / 3.6, 100)), 0.01);
    }

    @Test
    void roundTyresNeedMoreLeanThanKnifeEdges() {
        // Cossalter, Motorcycle Dynamics, ch. 4: phi = phi_i + asin(t sin(phi_i) / (h - t));
        // 45 deg ideal, h = 0.65 m, t = 0.0775 m: asin(0.0775 * 0.7071 / 0.5725) = 5.49 deg
        double phi = SteadyTurn.tyreWidthCorrectedLeanRad(Math.toRadians(45), 0.65, 0.0775);
        assertEquals(50.49, Math.toDegrees(phi), 0.01);
        // upright stays upright, and the correction is odd in the lean
        assertEquals(0.0, SteadyTurn.tyreWidthCorrectedLeanRad(0, 0.65, 0.0775), 1e-12);
        assertEquals(-phi, SteadyTurn.tyreWidthCorrectedLeanRad(Math.toRadians(-45), 0.65, 0.0775), 1e-12);
    }

    @Test
    void crownRadiusIsWeightedByTheStaticLoads() {
        // CBR1000RR: 60 mm front, 95 mm rear crown, 50 % on the front: 77.5 mm
        assertEquals(0.0775, SteadyTurn.effectiveCrownRadiusM(0.060, 0.095, 0.5), 1e-12);
    }

    @Test
    void rakeShrinksAndLeanGrowsTheGroundSteerAngle() {
        // Cossalter ch. 1, kinematic steering angle: tan(Delta) = tan(delta) cos(epsilon) / cos(phi)
        SteeringHead head = new SteeringHead(Math.toRadians(23.75));
        assertEquals(9.17, Math.toDegrees(head.groundSteerRad(Math.toRadians(10), 0)), 0.01);
        assertEquals(12.86, Math.toDegrees(head.groundSteerRad(Math.toRadians(10), Math.toRadians(45))), 0.01);
        assertEquals(10.0, Math.toDegrees(head.handlebarRad(head.groundSteerRad(Math.toRadians(10), 0.5), 0.5)), 1e-9);
    }
}
