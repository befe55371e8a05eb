package dev.sandbox.physics.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.math.Units;
import org.junit.jupiter.api.Test;

/** The closed forms of [Hlavacs] checked against their own limits. */
class HlavacsModelTest {

    private final HlavacsModel m = HlavacsModel.TABLE_1;

    @Test
    void equation37ReducesToItsBetaZeroForm() {
        // [Hlavacs, after eq. 37]: F_tot = M R_w (T_e,r + T_e,f) / (2 I_w + M R_w^2) for beta -> 0
        double rear = 800;
        double front = -300;
        double expected = 1500 * 0.33 * (rear + front) / (2 * 4.1 + 1500 * 0.33 * 0.33);
        assertEquals(expected, m.solve(20, 1e-7, 0, rear, front).totalForce(), 1e-6 * Math.abs(expected));
        assertEquals(expected, m.solve(20, 0, 0, rear, front).totalForce(), 1e-9);
    }

    @Test
    void yawRateIsEquation23() {
        assertEquals(10 * Math.tan(0.05) / 4.0, m.solve(10, 0.05, 0, 0, 0).yawRate(), 1e-12);
    }

    @Test
    void steadySteeringForcesAreTheCentripetalOnes() {
        // with d beta/dt = 0 and no torques the traction forces are almost F_cp,f and F_cp,r
        // ([Hlavacs, section 7, fig. 10]): their lateral parts sum to M v_C^2 / |c| (eq. 19-20)
        double v = 15;
        double beta = Math.toRadians(2);
        HlavacsModel.State s = m.solve(v, beta, 0, 0, 0);
        double lateral = -(s.frontX() + s.rearX());
        double cpX = 1500 * v * v * Math.tan(beta) / 4.0; // |x of eq. 20|
        assertEquals(cpX, lateral, 0.01 * cpX);
    }

    @Test
    void maximumSteeringAngleFollowsTheCentripetalLimit() {
        // fig. 14: the front tyre carries about M v^2 tan(beta) / (2 L), the limit is mu M g / 2,
        // so tan(beta_max) ~ mu g L / v^2 at speeds where beta is small
        for (double v = 15; v <= 50; v += 5) {
            for (double mu : new double[] {HlavacsModel.MU_STATIC_DRY, HlavacsModel.MU_STATIC_WET}) {
                double expected = Math.atan(mu * Units.G * 4.0 / (v * v));
                assertEquals(expected, m.maxSteeringAngle(v, mu), 0.02 * expected, "v " + v + " mu " + mu);
            }
        }
        assertTrue(m.maxSteeringAngle(20, 0.3) < m.maxSteeringAngle(20, 1.0));
    }
}
