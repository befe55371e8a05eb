package dev.sandbox.physics.car;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.TestSpecs;
import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A tall car on its suspension past the small angles: it lifts its inner wheels where the whole
 * car's moments balance, just below the static stability factor [Gillespie, ch. 9], tips about
 * its outer wheels past that and goes over once its centre of mass stands over them, lies on its
 * side and slides to rest as Coulomb friction says; in the air its weight turns nothing, and a
 * body far lighter in pitch or roll than any car still rings down.
 */
class RolloverTest {

    private static final double DT = 0.001;
    /** The Boxster with a 0.9 m centre of mass on 1.5 m tracks: t / (2h) = 0.833. */
    private final VehicleSpec tall = edited("cgHeightM: 0.46 ", "cgHeightM: 0.9 ", "trackFrontM: 1.465", "trackFrontM: 1.5",
            "trackRearM: 1.528", "trackRearM: 1.5");
    /** The same on tyres of 1.6 lateral friction, twice its static stability factor. */
    private final VehicleSpec tallOnGrippyTyres = edited("cgHeightM: 0.46 ", "cgHeightM: 0.9 ", "trackFrontM: 1.465",
            "trackFrontM: 1.5", "trackRearM: 1.528", "trackRearM: 1.5", "lateralFriction: 1.07 ", "lateralFriction: 1.6 ");

    /** @return the Boxster with each pair's first text replaced by its second */
    private static VehicleSpec edited(String... pairs) {
        String t = TestSpecs.text("boxster-s");
        for (int i = 0; i < pairs.length; i += 2) {
            t = t.replace(pairs[i], pairs[i + 1]);
        }
        return VehicleSpecs.parse("edited.yaml", t.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void theInnerWheelsLiftWhereTheWholeCarsMomentsBalanceJustBelowTheStaticStabilityFactor() {
        // lateral acceleration ramped at 0.05 g/s, slow beside the 1-2 Hz roll mode: the inner (left)
        // wheels both unload when m a_y h + m_s g h' phi = m g t/2, the rigid car's t/(2h) less the
        // sprung mass' shift as it rolls, a few percent for a suspended car [Gillespie, ch. 9]
        SprungBody body = new SprungBody(tall);
        body.reset();
        double m = tall.chassis().totalMassKg();
        double h = tall.chassis().cgHeightM();
        double t = 1.5;
        double ssf = t / (2 * h);
        double[] rise = new double[4];
        double liftG = Double.NaN;
        double liftRoll = Double.NaN;
        for (int i = 0; i < 40_000 && Double.isNaN(liftG); i++) {
            double ayG = 0.05 * i * DT;
            double[] loads = body.wheelLoads(m * Units.G);
            if (loads[0] == 0 && loads[2] == 0) {
                liftG = ayG;
                liftRoll = body.rollRad();
            }
            body.update(0, m * ayG * Units.G, rise, 0, 0, 0, Units.G, DT);
        }
        double overturning = m * liftG * Units.G * h + body.sprungMassKg() * Units.G * body.heightAboveRollAxisM() * liftRoll;
        assertEquals(m * Units.G * t / 2, overturning, 0.02 * m * Units.G * t / 2,
                "moments about the car's centre line at the lift");
        assertTrue(liftG < ssf && liftG > 0.9 * ssf, "lift at " + liftG + " g, t/(2h) = " + ssf);
    }

    @Test
    void justPastTheLiftTheCarGoesOverAndJustBelowItStaysOnItsWheels() {
        double lift = liftG();
        assertFalse(overWithin(0.97 * lift, 5), "a steady 97 % of the lift's lateral acceleration");
        assertTrue(overWithin(1.05 * lift, 3), "a steady 105 % of it");
    }

    @Test
    void anOverturnedCarLiesOnItsSideAndSlidesAsFarAsCoulombFrictionLetsIt() {
        // a t/(2h) = 0.833 car on tyres that grip 1.6 g, thrown into full lock at 60 km/h, tips onto
        // its outer wheels and goes over; on flat dry asphalt the slide's friction 0.4 m g then stops
        // it from v in v^2 / (2 0.4 g)
        Car car = new Car(tallOnGrippyTyres);
        FlatGround flat = new FlatGround();
        car.reset(0, 0, 0, flat);
        double v = Units.kmhToMps(60);
        car.body().setVelocity(new Vec3(v, 0, 0));
        for (var w : car.wheels()) {
            w.setOmega(v / w.radiusM());
        }
        VehicleSnapshot s = car.snapshot();
        for (int i = 0; i < 5000 && !s.has(VehicleEvent.CRASHED); i++) {
            car.step(new VehicleInput(0.3, 0, 1, 0, 0, false, false, false), flat, DT);
            s = car.snapshot();
        }
        assertTrue(s.has(VehicleEvent.CRASHED), "over within 5 s");
        assertEquals(Math.PI / 2, Math.abs(s.bodyRollRad()), 1e-12, "on its side");
        double v0 = s.velocity().length();
        double kinetic = 0.5 * v0 * v0;
        Vec3 from = s.position();
        double travelled = 0;
        for (int i = 0; i < 20_000 && s.velocity().length() > 1e-3; i++) {
            car.step(VehicleInput.IDLE, flat, DT);
            VehicleSnapshot next = car.snapshot();
            travelled += next.position().minus(s.position()).length();
            double k = 0.5 * next.velocity().dot(next.velocity());
            assertTrue(k <= kinetic + 1e-9, "the slide only takes energy away");
            kinetic = k;
            s = next;
            assertTrue(s.has(VehicleEvent.CRASHED));
        }
        assertTrue(s.velocity().length() <= 1e-3, "at rest");
        double expected = v0 * v0 / (2 * Rollover.SLIDE_FRICTION * Units.G);
        assertEquals(expected, travelled, 0.02 * expected + 0.01, "slide from " + v0 + " m/s, " + from);
    }

    @Test
    void inTheAirTheWeightTurnsTheBodyNoFurther() {
        // rolled by 0.6 g on the ground, then in flight with nothing pushing: the springs give back
        // their deflection and the body swings through a little past its start (the springs push
        // but cannot pull in the air); with the weight's turning moment m_s g h' phi kept, the roll
        // grows past 10 degrees within the same 1.1 s
        SprungBody body = new SprungBody(tall);
        body.reset();
        double m = tall.chassis().totalMassKg();
        double[] rise = new double[4];
        for (int i = 0; i < 3000; i++) {
            body.wheelLoads(m * Units.G);
            body.update(0, 0.6 * m * Units.G, rise, 0, 0, 0, Units.G, DT);
        }
        double start = Math.abs(body.rollRad());
        assertTrue(start > Math.toRadians(1), "rolled " + Math.toDegrees(start) + " deg");
        for (int i = 0; i < 1100; i++) {
            body.wheelLoads(0);
            body.update(0, 0, rise, 0, 0, 0, 0, DT);
            assertTrue(Math.abs(body.rollRad()) <= 1.1 * start, "roll " + Math.toDegrees(body.rollRad()) + " deg at " + i
                    + " ms");
        }
    }

    @Test
    void aBodyOfOneKilogramSquareMetreInPitchOrRollRingsDown() {
        // a 1 kg m^2 inertia on the Boxster's corners puts the damped modes' time constant I/(c x^2)
        // near 0.1 ms, ten times below the step: the implicit step still only takes energy out
        for (String edit : new String[] {"pitchInertiaKgM2: 1850", "rollInertiaKgM2: 450"}) {
            VehicleSpec light = edited(edit, edit.replaceAll("[0-9]+$", "1"));
            SprungBody body = new SprungBody(light);
            body.reset();
            double m = light.chassis().totalMassKg();
            double[] rise = {0.01, 0, 0, 0};
            double largest = 0;
            for (int i = 0; i < 2000; i++) {
                body.wheelLoads(m * Units.G);
                body.update(0, 0, rise, 0, 0, 0, Units.G, DT);
                largest = Math.max(largest, Math.max(Math.abs(body.pitchRad()), Math.abs(body.rollRad())));
            }
            // a 1 cm step under one wheel tilts the body by at most 1 cm over half the track or wheelbase
            assertTrue(largest < 0.01 / 0.7, edit + ": largest angle " + largest);
            assertTrue(Double.isFinite(body.heaveM()) && Math.abs(body.heaveM()) < 0.01, edit + ": heave " + body.heaveM());
        }
    }

    @Test
    void aTransferBeyondAWheelsLoadMovesLoadAndMakesNone() {
        // roll centres at 0.9 of the centre of mass' height carry 2 g's transfer through the links,
        // more than the inner wheels' static loads: they unload, and the loads still sum to m g
        VehicleSpec high = edited("frontRollCentreHeightM: 0.05", "frontRollCentreHeightM: 0.41",
                "rearRollCentreHeightM: 0.10", "rearRollCentreHeightM: 0.41");
        SprungBody body = new SprungBody(high);
        body.reset();
        double weight = high.chassis().totalMassKg() * Units.G;
        body.wheelLoads(weight);
        body.update(0, 2 * weight, new double[4], 0, 0, 0, Units.G, DT);
        double[] loads = body.wheelLoads(weight);
        assertEquals(0, loads[0]);
        assertEquals(0, loads[2]);
        // one step in, the springs have barely moved: what the wheels carry is the weight
        assertEquals(weight, loads[0] + loads[1] + loads[2] + loads[3], 0.002 * weight);
    }

    /** @return the lateral acceleration at which both inner wheels unload under a slow ramp (in g) */
    private double liftG() {
        SprungBody body = new SprungBody(tall);
        body.reset();
        double m = tall.chassis().totalMassKg();
        double[] rise = new double[4];
        for (int i = 0; i < 40_000; i++) {
            double ayG = 0.05 * i * DT;
            double[] loads = body.wheelLoads(m * Units.G);
            if (loads[0] == 0 && loads[2] == 0) {
                return ayG;
            }
            body.update(0, m * ayG * Units.G, rise, 0, 0, 0, Units.G, DT);
        }
        throw new AssertionError("never lifted");
    }

    /**
     * @return true when a steady lateral acceleration, brought up from rest over a second as a
     *     driver winds on lock, puts the car over within the time: on its four wheels the sprung
     *     body answers it, on two the tip ({@link Rollover}), as {@link Car#step} runs them
     */
    private boolean overWithin(double ayG, double seconds) {
        SprungBody body = new SprungBody(tall);
        Rollover rollover = new Rollover(tall);
        body.reset();
        rollover.reset();
        double m = tall.chassis().totalMassKg();
        double[] rise = new double[4];
        for (int i = 0; i < seconds / DT; i++) {
            double ay = ayG * Math.min(1, i * DT) * Units.G;
            if (rollover.tipping()) {
                rollover.step(0, ay, Units.G, DT);
            } else {
                body.wheelLoads(m * Units.G);
                body.update(0, m * ay, rise, 0, 0, 0, Units.G, DT);
                Rollover.Pivot lifted = body.liftedPivot();
                if (lifted != null) {
                    rollover.lift(lifted, body.shiftTowardM(lifted));
                }
            }
            if (rollover.over()) {
                return true;
            }
        }
        return false;
    }
}
