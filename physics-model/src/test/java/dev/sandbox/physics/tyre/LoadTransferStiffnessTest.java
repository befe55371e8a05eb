package dev.sandbox.physics.tyre;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sandbox.physics.spec.TyreSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/** How much cornering stiffness a pair of tyres loses when load moves from one to the other. */
class LoadTransferStiffnessTest {

    @Test
    void aPairSplitPlusMinusDLosesHalfDSquaredOfItsStiffness() {
        // K(x) ~ x / (p^2 + x^2) [Pacejka 2012, §4.3.2]: (K(1 + d) + K(1 - d)) / 2 K(1)
        // = 1 + K''(1) d^2 / 2 K(1) = 1 - (3 p^2 - 1) d^2 / (p^2 + 1)^2, 0.507 d^2 at p = 1.7
        TyreSpec tyre = VehicleSpecs.load("boxster-s").tyre();
        double p2 = tyre.corneringStiffnessPeakLoad() * tyre.corneringStiffnessPeakLoad();
        double f0 = tyre.referenceLoadN();
        double d = 0.01;
        double pair = stiffness(tyre, f0 * (1 + d)) + stiffness(tyre, f0 * (1 - d));
        double loss = 1 - pair / (2 * stiffness(tyre, f0));
        assertEquals((3 * p2 - 1) / ((p2 + 1) * (p2 + 1)) * d * d, loss, 1e-3 * d * d);
        // the coefficient's largest value over all p: 9/8 / 2 = 0.5625 at p^2 = 5/3
        double best = 0;
        for (double q = 0.1; q < 20; q += 0.001) {
            best = Math.max(best, (3 * q - 1) / ((q + 1) * (q + 1)));
        }
        assertEquals(0.5625, best, 1e-6);
    }

    private static double stiffness(TyreSpec tyre, double loadN) {
        return tyre.corneringStiffnessPerNAt(loadN) * loadN;
    }
}
