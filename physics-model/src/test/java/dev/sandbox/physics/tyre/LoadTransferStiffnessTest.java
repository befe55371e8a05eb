package dev.sandbox.physics.tyre;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.spec.TyreSpec;
import dev.sandbox.physics.spec.VehicleSpec;
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

    @Test
    void eachAxlesTyreFollowsPacejkasCurveAtItsOwnNominalLoad() {
        // K(Fz) = k F_z0 sin(2 atan(Fz / (p_Ky2 F_z0))) / sin(2 atan(1 / p_Ky2)) [Pacejka 2012, §4.3.2],
        // the 225/40 ZR18 front at F_z0 = 3660 N, the 265/35 ZR18 rear at 4250 N
        VehicleSpec spec = VehicleSpecs.load("boxster-s");
        TyreSpec front = spec.tyre().forAxle(spec.frontWheel());
        TyreSpec rear = spec.tyre().forAxle(spec.rearWheel());
        for (double load = 1000; load <= 8000; load += 250) {
            assertEquals(pacejka(front, load), front.corneringStiffnessAt(load), 1e-9 * pacejka(front, load));
            assertEquals(pacejka(rear, load), rear.corneringStiffnessAt(load), 1e-9 * pacejka(rear, load));
        }
        // at its static 3686 N the rear tyre works at the same share of its nominal load as the
        // front at its 3147 N (0.87 and 0.86), so per newton the two are as stiff: the size carries
        // the rear's weight, and the axles' balance is left to the suspension
        double perNewtonFront = front.corneringStiffnessPerNAt(3147);
        double perNewtonRear = rear.corneringStiffnessPerNAt(3686);
        assertEquals(perNewtonFront, perNewtonRear, 0.01 * perNewtonFront);
        // at the same load the larger tyre is stiffer, and loses less when load moves onto it
        assertTrue(rear.corneringStiffnessAt(3686) > 1.05 * front.corneringStiffnessAt(3686));
        double gainFront = front.corneringStiffnessAt(4686) / front.corneringStiffnessAt(3686);
        double gainRear = rear.corneringStiffnessAt(4686) / rear.corneringStiffnessAt(3686);
        assertTrue(gainRear > gainFront, gainRear + " against " + gainFront);
    }

    private static double pacejka(TyreSpec t, double loadN) {
        double p = t.corneringStiffnessPeakLoad();
        double f0 = t.referenceLoadN();
        return t.corneringStiffness() * f0 * Math.sin(2 * Math.atan(loadN / (p * f0))) / Math.sin(2 * Math.atan(1 / p));
    }

    private static double stiffness(TyreSpec tyre, double loadN) {
        return tyre.corneringStiffnessPerNAt(loadN) * loadN;
    }
}
