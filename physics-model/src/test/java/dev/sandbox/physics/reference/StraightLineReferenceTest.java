package dev.sandbox.physics.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The closed-form model reproduces the worked example of [Palmer, eq. 8.26-8.27]. */
class StraightLineReferenceTest {

    /** The seed's Boxster S: 1393 kg, r_w 0.3186 m, C_D 0.31, A 1.94 m^2, rho 1.2, mu_r 0.015, G 3.44. */
    private final StraightLineReference seed = new StraightLineReference(1393, 0.3186, 0.31, 1.94, 1.2, 0.015, 0, 3.44, 1.0);

    @Test
    void coefficientsOfEquation826() {
        double[] c = seed.coefficients(0.84, -0.032, 457.2); // eq. 8.17c line, sixth gear
        assertEquals(-2.59e-4, c[0], 0.005e-4); // eq. 8.26a
        assertEquals(-0.018, c[1], 0.0005); // eq. 8.26b
        assertEquals(2.83, c[2], 0.005); // eq. 8.26c (the seed uses g = 9.8 there; 9.81 here)
    }

    @Test
    void dragLimitedTopSpeedInSixthIs271KmH() {
        double v = seed.dragLimitedSpeedMps(0.84, -0.032, 457.2);
        assertEquals(75.4, v, 0.1); // eq. 8.26d: 75.4 m/s = 271.5 km/h
    }

    @Test
    void redlineSpeedInSixthIs299KmH() {
        assertEquals(83.1, seed.redlineSpeedMps(0.84, 7200), 0.05); // eq. 8.27
    }
}
