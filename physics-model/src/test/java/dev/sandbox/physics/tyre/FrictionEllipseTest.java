package dev.sandbox.physics.tyre;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.spec.WheelSpec;
import org.junit.jupiter.api.Test;

/** The friction ellipse of two peak coefficients, and the wheel that holds its force inside it. */
class FrictionEllipseTest {

    private static final double MU_X = 1.10;
    private static final double MU_Y = 0.90;
    private static final double LOAD = 3400;

    @Test
    void pureSlipLimitsAreEachCoefficientTimesTheLoad() {
        double lx = MU_X * LOAD;
        double ly = MU_Y * LOAD;
        assertEquals(lx, 2 * lx * FrictionEllipse.scale(2 * lx, 0, lx, ly), 1e-9);
        assertEquals(ly, 2 * ly * FrictionEllipse.scale(0, 2 * ly, lx, ly), 1e-9);
        assertEquals(1.0, FrictionEllipse.scale(0.99 * lx, 0, lx, ly), 0.0);
    }

    @Test
    void aForceAt45DegreesEndsOnTheEllipse() {
        // F_x = F_y = F / sqrt(2) on (F_x / a)^2 + (F_y / b)^2 = 1: F = sqrt(2) a b / sqrt(a^2 + b^2),
        // between the two limits and below the circle at the larger one
        double a = MU_X * LOAD;
        double b = MU_Y * LOAD;
        double push = 10_000;
        double k = FrictionEllipse.scale(push, push, a, b);
        double expected = Math.sqrt(2) * a * b / Math.sqrt(a * a + b * b);
        assertEquals(expected, Math.hypot(push * k, push * k), 1e-6);
    }

    @Test
    void theWheelCapsItsTyreLawsForceOnTheEllipse() {
        // a law that asks for twice the friction in one direction; at rest, unspun and relaxed
        // the wheel adds no carcass damping, so what it returns is the law's force, capped
        assertWheelCaps(2 * MU_X * LOAD, 0, MU_X * LOAD, 0);
        assertWheelCaps(0, -2 * MU_Y * LOAD, 0, -MU_Y * LOAD);
        double f45 = Math.sqrt(2) * MU_X * MU_Y / Math.sqrt(MU_X * MU_X + MU_Y * MU_Y) * LOAD / Math.sqrt(2);
        assertWheelCaps(5000, 5000, f45, f45);
    }

    private static void assertWheelCaps(double fx, double fy, double expectFx, double expectFy) {
        Wheel w = new Wheel("T", new WheelSpec(0.3, 0.2, 1, 1), fixed(fx, fy), 0.25, 0, 0);
        w.setContact(Vec3.ZERO, LOAD, 1, Surface.ASPHALT, true);
        TyreForce f = w.computeForce(0, 0, 0);
        assertEquals(expectFx, f.longitudinalN(), 1e-6);
        assertEquals(expectFy, f.lateralN(), 1e-6);
    }

    /** A force law that returns one force whatever the slip, with the test's two coefficients. */
    private static TyreModel fixed(double fx, double fy) {
        return new TyreModel() {
            @Override
            public TyreForce force(double slipRatio, double slipAngleRad, double camberRad, double loadN, double grip) {
                return new TyreForce(fx, fy);
            }

            @Override
            public double peakSlipRatio(double loadN, double grip) {
                return 0.1;
            }

            @Override
            public double peakSlipAngleRad(double loadN, double grip) {
                return 0.1;
            }

            @Override
            public double longitudinalFriction(double loadN, double grip) {
                return MU_X * grip;
            }

            @Override
            public double lateralFriction(double loadN, double grip) {
                return MU_Y * grip;
            }
        };
    }
}
