package dev.sandbox.physics.motorcycle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Across a slope the bike stands upright under gravity at the lean that balances the uphill
 * tyre force against the normal force's lever on round tyres: sin(phi) = (h / e) tan(theta),
 * e = h - t the height of the centre of mass above the crown's centre [Cossalter, §4.4].
 */
class LeanDynamicsTest {

    @Test
    void acrossATwentyPercentSlopeTheUprightLeanIsTheClosedForm() {
        double h = 0.6;
        double t = 0.1;
        LeanDynamics lean = new LeanDynamics(h, t, 20);
        double sinSlope = 0.2 / Math.sqrt(1 + 0.2 * 0.2); // 20 %: tan(theta) = 0.2, rising to the left
        double expected = -Math.asin(h / (h - t) * 0.2); // leaning left, into the slope
        assertEquals(expected, lean.uprightLeanRad(sinSlope), 1e-12);
        assertEquals(-expected, lean.uprightLeanRad(-sinSlope), 1e-12, "the slope the other way: the other lean");
        assertEquals(0.0, lean.uprightLeanRad(0), 0.0, "level ground: upright");
    }
}
