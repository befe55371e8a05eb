package dev.sandbox.physics.chassis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.car.Car;
import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.GroundSample;
import dev.sandbox.physics.ground.ObstacleHit;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/**
 * The outline probes against a wall: a square hit comes back at e = 0.25 times the impact
 * speed ([Palmer, eq. 8.42a] with an immovable obstacle), and the ground's
 * broadphase is honoured: where it says "clear", no probe is cast.
 */
class ObstacleProbeTest {

    /** Level asphalt with a wall across x = {@code wallX}, its broadphase true within 10 m of it. */
    private static final class Wall implements Ground {
        final FlatGround flat = new FlatGround();
        final double wallX;
        final boolean broadphase;
        int casts;

        Wall(double wallX, boolean broadphase) {
            this.wallX = wallX;
            this.broadphase = broadphase;
        }

        @Override
        public GroundSample sample(double x, double z) {
            return flat.sample(x, z);
        }

        @Override
        public ObstacleHit castObstacle(Vec3 from, Vec3 to) {
            casts++;
            if (from.x() >= wallX || to.x() < wallX) {
                return null;
            }
            double f = (wallX - from.x()) / (to.x() - from.x());
            return new ObstacleHit(from.plus(to.minus(from).times(f)), new Vec3(-1, 0, 0), f);
        }

        @Override
        public boolean mayHaveObstaclesNear(double x, double z, double radiusM) {
            return !broadphase || Math.abs(x - wallX) < radiusM;
        }
    }

    private static double reboundSpeed(Wall wall, Car car) {
        car.reset(0, 0, 0, wall);
        car.setAutomatic(true);
        car.body().setVelocity(new Vec3(8, 0, 0));
        boolean hit = false;
        double impact = 0;
        for (int i = 0; i < 4000; i++) {
            double before = car.snapshot().velocity().x();
            car.step(VehicleInput.IDLE, wall, 0.001);
            if (car.snapshot().has(VehicleEvent.COLLISION) && !hit) {
                hit = true;
                impact = before;
            }
            if (hit && i % 50 == 0 && car.snapshot().velocity().x() < 0) {
                break;
            }
        }
        assertTrue(hit, "the car reached the wall");
        return -car.snapshot().velocity().x() / impact;
    }

    @Test
    void aSquareHitReboundsAtTheCoefficientOfRestitution() {
        Car car = new Car(VehicleSpecs.load("boxster-s"));
        double ratio = reboundSpeed(new Wall(20, true), car);
        // e = 0.25 on the contact point; rolling resistance and tyre forces in the few
        // milliseconds between the impact and the reading take a few percent off it
        assertEquals(ObstacleProbe.RESTITUTION, ratio, 0.02, "rebound / impact speed");
    }

    @Test
    void theBroadphaseSkipsProbesOnOpenGroundAndChangesNothing() {
        Car a = new Car(VehicleSpecs.load("boxster-s"));
        Car b = new Car(VehicleSpecs.load("boxster-s"));
        Wall withBroadphase = new Wall(20, true);
        Wall without = new Wall(20, false);
        double ra = reboundSpeed(withBroadphase, a);
        double rb = reboundSpeed(without, b);
        assertEquals(rb, ra, 1e-12, "the same impact either way");
        assertEquals(a.stateHash(), b.stateHash(), "the same state either way");
        assertTrue(withBroadphase.casts < without.casts / 2,
                "probes cast: " + withBroadphase.casts + " with the broadphase, " + without.casts + " without");
    }
}
