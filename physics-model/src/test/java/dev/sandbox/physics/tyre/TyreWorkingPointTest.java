package dev.sandbox.physics.tyre;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sandbox.physics.spec.TyreModelKind;
import dev.sandbox.physics.spec.TyreSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/**
 * The tyre law's once-a-step figures: a working point prepared for a load and a surface must give
 * what the law's single questions give at that load, and the force at that point the same as
 * the force asked for in one call.
 */
class TyreWorkingPointTest {

    private static final double[] LOADS = {0, 0.4, 1, 250, 2400, 4300, 9000};
    private static final double[] GRIPS = {0, 1e-4, 0.3, 1};

    @Test
    void sinOfThreeHalvesAtanHasAClosedForm() {
        // sin(3/2 atan v) = (v / r) (h + 1 / (2 r h)), r = sqrt(1 + v^2), h = cos(atan(v) / 2): the
        // same number to rounding (a few units in the last place of a value of order 1)
        for (int i = -20_000; i <= 20_000; i++) {
            double v = i * 2.5e-3 * (1 + Math.abs(i) / 2000.0);
            double exact = Math.sin(1.5 * StrictMath.atan(v));
            assertEquals(exact, MagicCurve.sinThreeHalvesAtan(v), 4e-16 + 2e-15 * Math.abs(exact), () -> "v = " + v);
        }
        for (double v : new double[] {1e12, -1e12, 1e200, Double.POSITIVE_INFINITY}) {
            assertEquals(Math.sin(1.5 * StrictMath.atan(v)), MagicCurve.sinThreeHalvesAtan(v), 2e-15, () -> "v = " + v);
        }
    }

    @Test
    void aCurveWithoutAPeakAtFiniteSlipSlidesOnItsPlateau() {
        // C = 1 only approaches sin(pi / 2) = 1 as B x grows, and E = 1 bounds the argument by
        // pi / 2: neither reaches its peak at any finite slip. The peak is taken at B x = 50,
        // where the curve is within 0.4 % of its plateau in both (sin(atan(74.2)) = 0.9999;
        // sin(atan(atan 50)) = 0.8404 of sin(atan(pi / 2)) = 0.8436), so a tyre slides at a finite slip
        for (double[] ce : new double[][] {{1.0, -0.5}, {1.0, 1.0}, {1.5, 1.0}}) {
            MagicCurve curve = new MagicCurve(ce[0], ce[1]);
            assertEquals(MagicCurve.PLATEAU_ARGUMENT, curve.peakX(1.0), 0.0, "C " + ce[0] + ", E " + ce[1]);
            double plateau = ce[1] == 1.0 ? Math.sin(ce[0] * Math.atan(Math.PI / 2)) : 1.0;
            assertEquals(plateau, curve.atNormalisedSlip(1.0), 0.004 * plateau, "C " + ce[0] + ", E " + ce[1]);
        }
        // the shipped shape keeps its own peak, where the curve is 1: B x = 1.5 for C = 1.5, E = -0.5
        MagicCurve shipped = new MagicCurve(1.5, -0.5);
        assertEquals(1.0, shipped.atNormalisedSlip(1.0), 1e-12);
        org.junit.jupiter.api.Assertions.assertTrue(shipped.peakX(1.0) < 2, "peak at B x = " + shipped.peakX(1.0));
    }

    @Test
    void aPreparedPointHoldsTheLimitsAndPeaksOfItsLoad() {
        for (TyreSpec spec : specs()) {
            TyreModel law = TyreModels.of(spec);
            TyreWorkingPoint p = new TyreWorkingPoint();
            for (double load : LOADS) {
                for (double grip : GRIPS) {
                    law.prepare(p, load, grip);
                    String at = spec.model() + " at " + load + " N, grip " + grip;
                    double limitX = load > 0 && grip > 0 ? law.longitudinalFriction(load, grip) * load : 0;
                    double limitY = load > 0 && grip > 0 ? law.lateralFriction(load, grip) * load : 0;
                    assertEquals(limitX, p.limitXN(), 0.0, at);
                    assertEquals(limitY, p.limitYN(), 0.0, at);
                    assertEquals(law.peakSlipRatio(load, grip), p.peakSlipRatio(), 1e-15, at);
                    double tanPeak = Math.tan(law.peakSlipAngleRad(load, grip));
                    assertEquals(tanPeak, p.peakTanSlipAngle(), 1e-14 * tanPeak, at);
                }
            }
        }
    }

    @Test
    void theForceAtAPreparedPointIsTheForceOfOneCall() {
        for (TyreSpec spec : specs()) {
            TyreModel law = TyreModels.of(spec);
            TyreModel singleQuestions = new SingleQuestions(law);
            TyreWorkingPoint p = new TyreWorkingPoint();
            TyreWorkingPoint q = new TyreWorkingPoint();
            for (double load : LOADS) {
                law.prepare(p, load, 1);
                singleQuestions.prepare(q, load, 1);
                for (double kappa = -1; kappa <= 1; kappa += 0.05) {
                    for (double alphaDeg = -60; alphaDeg <= 60; alphaDeg += 2.5) {
                        double alpha = Math.toRadians(alphaDeg);
                        double camber = Math.toRadians(alphaDeg / 2);
                        TyreForce one = law.force(kappa, alpha, camber, load, 1);
                        law.force(p, kappa, Math.tan(alpha), camber);
                        singleQuestions.force(q, kappa, Math.tan(alpha), camber);
                        String at = spec.model() + " at " + load + " N, kappa " + kappa + ", alpha " + alphaDeg;
                        // tan and atan between the angle and its tangent: rounding only
                        double tol = 1e-12 * (1 + Math.abs(one.longitudinalN()) + Math.abs(one.lateralN()));
                        assertEquals(one.longitudinalN(), p.forceXN(), tol, at);
                        assertEquals(one.lateralN(), p.forceYN(), tol, at);
                        assertEquals(one.aligningMomentNm(), p.aligningMomentNm(), tol, at);
                        assertEquals(one.lateralN(), q.forceYN(), tol, at);
                    }
                }
            }
        }
    }

    private static TyreSpec[] specs() {
        TyreSpec car = VehicleSpecs.load("boxster-s").tyre();
        TyreSpec bike = VehicleSpecs.load("cbr1000rr").tyre();
        TyreSpec linear = new TyreSpec(TyreModelKind.LINEAR_CAPPED, car.longitudinalFriction(), car.lateralFriction(),
                car.longitudinalStiffness(), car.corneringStiffness(), car.longitudinalShape(), car.lateralShape(),
                car.curvature(), car.loadSensitivity(), car.referenceLoadN(), car.relaxationLengthM(),
                bike.camberStiffness(), car.corneringStiffnessPeakLoad(), car.pneumaticTrailM());
        return new TyreSpec[] {car, bike, linear};
    }

    /** A law that answers only the single questions, so the interface's own working point is used. */
    private record SingleQuestions(TyreModel law) implements TyreModel {

        @Override
        public TyreForce force(double slipRatio, double slipAngleRad, double camberRad, double loadN, double grip) {
            return law.force(slipRatio, slipAngleRad, camberRad, loadN, grip);
        }

        @Override
        public double peakSlipRatio(double loadN, double grip) {
            return law.peakSlipRatio(loadN, grip);
        }

        @Override
        public double peakSlipAngleRad(double loadN, double grip) {
            return law.peakSlipAngleRad(loadN, grip);
        }

        @Override
        public double longitudinalFriction(double loadN, double grip) {
            return law.longitudinalFriction(loadN, grip);
        }

        @Override
        public double lateralFriction(double loadN, double grip) {
            return law.lateralFriction(loadN, grip);
        }
    }
}
