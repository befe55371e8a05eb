package dev.sandbox.physics.car;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.GroundSample;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/**
 * Over a crest taken faster than gravity can hold the car to it (v^2 kappa &gt; g cos(theta))
 * the ground falls away: the car flies ballistically and lands without sinking or exploding.
 */
class CarCrestJumpTest {

    /** A 2 m high rounded crest across x, radius of curvature 20 m at the top, flat beyond. */
    private static final class Crest implements Ground {
        static final double R = 20;
        static final double HALF = 8;

        @Override
        public GroundSample sample(double x, double z) {
            double u = x - 250;
            if (Math.abs(u) >= HALF * 2) {
                return GroundSample.of(0, Vec3.UNIT_Y, Surface.ASPHALT);
            }
            // a smooth bump h = 2 (1 - s^2)^2, s = u / (2 HALF), flat beyond |u| = 2 HALF
            double s = u / (2 * HALF);
            double h = 2.0 * (1 - s * s) * (1 - s * s);
            double dh = 2.0 * 2 * (1 - s * s) * (-2 * s) / (2 * HALF);
            return GroundSample.of(h, new Vec3(-dh, 1, 0).normalizedOr(Vec3.UNIT_Y), Surface.ASPHALT);
        }
    }

    /** Accelerates to a speed and holds it until 20 m before the crest's foot. */
    private static VehicleSnapshot approach(Car car, Ground crest, double speed) {
        VehicleSnapshot s = car.snapshot();
        while (s.position().x() < 230) {
            double error = speed - s.speedMps();
            car.step(VehicleInput.pedals(Units.clamp(0.3 + 0.5 * error, 0, 1), 0), crest, 0.001);
            s = car.snapshot();
        }
        return s;
    }

    @Test
    void aFastCarLeavesTheCrestFliesBallisticallyAndLandsCleanly() {
        Car car = new Car(VehicleSpecs.load("boxster-s"));
        Ground crest = new Crest();
        car.reset(0, 0, 0, crest);
        // curvature at the top: h'' = 2 * 2 * (-2) / (2 HALF)^2 = -0.0313 1/m, so v^2 * 0.0313 > g
        // above 17.7 m/s: approach at 25 m/s
        VehicleSnapshot s = approach(car, crest, 26);
        assertEquals(26, s.speedMps(), 0.5);
        boolean flew = false;
        int airborneSteps = 0;
        double lowestClearance = Double.MAX_VALUE;
        for (int i = 0; i < 6000; i++) {
            car.step(VehicleInput.pedals(0, 0), crest, 0.001);
            s = car.snapshot();
            assertTrue(s.isFinite());
            double clearance = s.position().y() - crest.sample(s.position().x(), s.position().z()).heightM();
            lowestClearance = Math.min(lowestClearance, clearance);
            if (s.has(VehicleEvent.AIRBORNE)) {
                flew = true;
                airborneSteps++;
            }
        }
        assertTrue(flew, "the car never left the ground");
        assertTrue(airborneSteps > 50, "airborne only " + airborneSteps + " ms");
        assertTrue(lowestClearance > -0.05, "sank " + lowestClearance + " m into the ground");
        assertTrue(!s.has(VehicleEvent.AIRBORNE), "landed");
        assertTrue(s.speedMps() > 15, "kept going at " + s.speedMps());
        assertEquals(0, s.position().y(), 0.005);
    }

    @Test
    void inTheAirItFallsAtG() {
        Car car = new Car(VehicleSpecs.load("boxster-s"));
        Ground crest = new Crest();
        car.reset(0, 0, 0, crest);
        VehicleSnapshot s = approach(car, crest, 27);
        double previousVy = Double.NaN;
        double sum = 0;
        int n = 0;
        for (int i = 0; i < 5000; i++) {
            car.step(VehicleInput.pedals(0, 0), crest, 0.001);
            s = car.snapshot();
            if (s.has(VehicleEvent.AIRBORNE) && !Double.isNaN(previousVy)) {
                sum += (s.velocity().y() - previousVy) / 0.001;
                n++;
            }
            previousVy = s.has(VehicleEvent.AIRBORNE) ? s.velocity().y() : Double.NaN;
        }
        assertTrue(n > 50, "airborne steps " + n);
        // gravity plus a little vertical drag: within 2 % of -g
        assertEquals(-Units.G, sum / n, 0.02 * Units.G);
    }
}
