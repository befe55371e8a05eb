package dev.sandbox.physics.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sandbox.physics.TestSpecs;
import dev.sandbox.physics.car.Car;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The single-track step against the closed forms it is built from. */
class SingleTrackStepTest {

    /** A steer rate that makes the ramp a step (in rad/s). */
    private static final double STEP_RATE_RAD_PER_S = 1e6;

    @Test
    void withoutItsAddedTermsItIsTheTextbookSecondOrderAnswerWithItsZero() {
        // [Gillespie, ch. 6]: with the forces following the slip at once, v' and r' are linear in
        // (v, r, delta), and the yaw rate's answer to a step of steer is that of
        // (b1 s + b0) / (s^2 + 2 sigma s + omega^2): b0 / omega^2 (1 - e^(-sigma t) (cos w t +
        // sigma / w sin w t)) + b1 / w e^(-sigma t) sin w t. The Boxster without roll steer and
        // camber, its tyres' lag cut to 1 cm (a quarter of a millisecond at 150 km/h, which moves
        // the overshoot by about 0.05 points), stepped at once at 150 km/h.
        String text = TestSpecs.text("boxster-s");
        for (String field : new String[] {"frontRollSteer", "rearRollSteer", "frontCamberPerRoll", "rearCamberPerRoll",
            "frontStaticCamberDeg", "rearStaticCamberDeg"}) {
            text = text.replaceAll("(?m)^  " + field + ": [-0-9.]+", "  " + field + ": 0");
        }
        text = text.replaceAll("(?m)^  relaxationLengthM: [-0-9.]+", "  relaxationLengthM: 0.01");
        VehicleSpec spec = VehicleSpecs.parse("boxster-s-plain.yaml", text.getBytes(StandardCharsets.UTF_8));
        Car car = new Car(spec);
        UndersteerBudget budget = car.understeerBudget();
        double v = Units.kmhToMps(150);
        double delta = Math.toRadians(0.7);
        SingleTrackStep.Response step = car.singleTrackStep().step(v, delta, STEP_RATE_RAD_PER_S,
                SingleTrackStep.Terms.NONE);

        double m = spec.chassis().totalMassKg();
        double inertia = spec.chassis().yawInertiaKgM2();
        double a = spec.chassis().cgToFrontAxleM();
        double b = spec.chassis().cgToRearAxleM();
        double cf = budget.frontAxleStiffnessNPerRad();
        double cr = budget.rearAxleStiffnessNPerRad();
        double avv = -(cf + cr) / (m * v);
        double avr = -(a * cf - b * cr) / (m * v) - v;
        double arv = -(a * cf - b * cr) / (inertia * v);
        double arr = -(a * a * cf + b * b * cr) / (inertia * v);
        double bv = cf / m;
        double br = a * cf / inertia;
        double sigma = -(avv + arr) / 2;
        double omega2 = avv * arr - avr * arv;
        double w = Math.sqrt(omega2 - sigma * sigma);
        double b1 = br;
        double b0 = arv * bv - avv * br;
        double steady = b0 / omega2;
        double peak = 0;
        double t90 = Double.NaN;
        for (double t = 0; t < 3; t += 1e-5) {
            double decay = Math.exp(-sigma * t);
            double r = steady * (1 - decay * (Math.cos(w * t) + sigma / w * Math.sin(w * t))) + b1 / w * decay * Math.sin(w * t);
            peak = Math.max(peak, r);
            if (Double.isNaN(t90) && r >= 0.9 * steady) {
                t90 = t;
            }
        }
        double overshoot = 100 * (peak / steady - 1);
        String what = "closed form " + t90 + " s, " + overshoot + " %; step " + step.responseTimeS() + " s, "
                + step.overshootPct() + " %";
        assertEquals(steady * delta, step.steadyYawRateRadPerS(), 1e-4 * steady * delta, what);
        assertEquals(overshoot, step.overshootPct(), 0.2, what);
        assertEquals(t90, step.responseTimeS(), 0.001, what);
        assertEquals(-(avv + arr) / (2 * Math.sqrt(omega2)), step.dampingRatio(), 1e-9);
    }

    @Test
    void itsSteadyTurnIsTheUndersteerBudgets() {
        // With every term the step settles where UndersteerBudget says the car turns steadily: the
        // same wheels at their loads after the transfer, compliance- and roll-steered, with their
        // camber thrust. The budget also carries the Ackermann toe-out, 1e-4 rad at the turn's
        // 200 m, which changes the understeer angle by under 1 %: 0.5 % of the steer allowed.
        VehicleSpec spec = VehicleSpecs.load("boxster-s");
        Car car = new Car(spec);
        double v = Units.kmhToMps(100);
        double delta = Math.toRadians(1.1);
        SingleTrackStep.Response step = car.singleTrackStep().step(v, delta, Math.toRadians(60));
        double r = step.steadyYawRateRadPerS();
        double radius = v / r;
        double needed = spec.chassis().wheelbaseM() / radius + car.understeerBudget().understeerAngleRad(v * r, radius);
        assertEquals(delta, needed, 0.005 * delta, "a_y " + v * r + " m/s^2");
    }
}
