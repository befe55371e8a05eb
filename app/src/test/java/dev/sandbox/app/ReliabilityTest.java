package dev.sandbox.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.system.NativeLibraryLoader;
import dev.sandbox.app.core.world.Obstacle;
import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.app.core.world.WorldGenerator;
import dev.sandbox.app.core.world.WorldLayout;
import dev.sandbox.app.scene.ground.MinieGround;
import dev.sandbox.app.scene.ground.StaticWorld;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.provingground.Soak;
import dev.sandbox.physics.sim.Simulation;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpecs;
import dev.sandbox.physics.vehicles.Vehicles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 8 on the sandbox's own terrain through Minie: a soak, hitches of 0.5 s and 2 s, pause
 * and resume, and a parked car, all driven through the same {@link Simulation} loop as the app.
 */
class ReliabilityTest {

    private static WorldLayout layout;
    private static MinieGround ground;

    @BeforeAll
    static void build() {
        Logs.quiet();
        NativeLibraryLoader.loadNativeLibrary("bulletjme", true);
        layout = new WorldGenerator(WorldGenerator.DEFAULT_SEED).generate();
        ground = new MinieGround(new StaticWorld(layout), layout);
    }

    @Test
    void twoSimulatedMinutesOfAbuseOnTheSandboxTerrainKeepEveryInvariant() {
        RoadLoop road = layout.road();
        Soak.Result r = new Soak(VehicleSpecs.load("boxster-s")).run(ground, road.x(0), road.z(0), road.headingRad(0),
                layout.extentM() / 2, 7, 2, null);
        System.out.println("sandbox soak: " + r);
        assertEquals(0, r.nanCount());
        assertEquals(0, r.belowGroundCount());
        assertEquals(0, r.energyViolations());
        assertEquals(0, r.worldExitCount());
    }

    @Test
    void longFramesNeitherTunnelNorSpiral() {
        // drive at a tree and feed the loop frames of 0.5 s and 2 s: each frame runs at most the
        // capped 100 steps of 1 ms, so the model never takes a step long enough to jump through
        // the trunk, and the loop never tries to catch up (it slows the simulation instead)
        Obstacle.Tree tree = layout.obstacles().stream()
                .filter(o -> o instanceof Obstacle.Tree).map(o -> (Obstacle.Tree) o)
                .filter(t -> Math.abs(t.x()) < 300 && Math.abs(t.z()) < 300)
                .findFirst().orElseThrow();
        double heading = 0.7;
        double sx = tree.x() - 30 * Math.cos(heading);
        double sz = tree.z() + 30 * Math.sin(heading); // heading h points along (cos h, 0, -sin h)
        Vehicle car = Vehicles.create("boxster-s");
        car.reset(sx, sz, heading, ground);
        Simulation sim = new Simulation(car, ground);
        double[] frames = {0.5, 2.0};
        double minDistance = Double.MAX_VALUE;
        for (int f = 0; f < 120; f++) {
            int run = sim.advance(frames[f % 2], new VehicleInput(0.4, 0, 0, 0, 0, false, false, false));
            assertTrue(run <= Simulation.DEFAULT_MAX_STEPS);
            VehicleSnapshot s = car.snapshot();
            assertTrue(s.isFinite());
            minDistance = Math.min(minDistance, Math.hypot(s.position().x() - tree.x(), s.position().z() - tree.z()));
        }
        assertTrue(sim.droppedSteps() > 0, "long frames slow the simulation instead of catching up");
        System.out.println("hitch test: closest approach of the centre of mass to the trunk axis " + minDistance + " m");
        // the nose is about 2.3 m ahead of the centre of mass: reaching the trunk stops the car
        // there, it does not pass through
        assertTrue(minDistance < 4, "the car did not reach the tree");
        assertTrue(minDistance > tree.trunkRadiusM() + 1.5, "the car went through the trunk: " + minDistance + " m");
    }

    @Test
    void pausedTheStateDoesNotMoveAndResumedItGoesOnFromWhereItWas() {
        Vehicle car = Vehicles.create("boxster-s");
        RoadLoop road = layout.road();
        car.reset(road.x(10), road.z(10), road.headingRad(10), ground);
        Simulation sim = new Simulation(car, ground);
        for (int i = 0; i < 200; i++) {
            sim.advance(1 / 60.0, VehicleInput.pedals(0.5, 0));
        }
        long hash = car.stateHash();
        VehicleSnapshot paused = car.snapshot();
        for (int i = 0; i < 100; i++) {
            sim.advance(0, VehicleInput.pedals(0.5, 0)); // a paused app passes no time
        }
        assertEquals(hash, car.stateHash());
        sim.advance(1 / 60.0, VehicleInput.pedals(0.5, 0));
        VehicleSnapshot resumed = car.snapshot();
        assertTrue(resumed.position().minus(paused.position()).length() < paused.velocity().length() * 0.02 + 0.01);
        assertTrue(resumed.velocity().minus(paused.velocity()).length() < 0.5);
    }

    @Test
    void parkedOnTheRoadTheCarStaysWithinAMillimetreAMinute() {
        Vehicle car = Vehicles.create("boxster-s");
        RoadLoop road = layout.road();
        int flattest = 0;
        double best = Double.MAX_VALUE;
        for (int i = 0; i < road.size(); i += 5) {
            double grade = Math.abs(road.y((i + 1) % road.size()) - road.y(i)) / RoadLoop.SAMPLE_SPACING_M;
            if (grade < best) {
                best = grade;
                flattest = i;
            }
        }
        car.reset(road.x(flattest), road.z(flattest), road.headingRad(flattest), ground);
        Vec3 start = car.snapshot().position();
        for (int i = 0; i < 60_000; i++) {
            car.step(VehicleInput.IDLE.withHandbrake(grade(best)), ground, 0.001);
        }
        double moved = car.snapshot().position().minus(start).length();
        assertTrue(moved < (best < 0.01 ? 0.001 : 0.01), "moved " + moved + " m on a " + best * 100 + " % grade");
        assertTrue(!car.snapshot().has(VehicleEvent.WHEEL_AIRBORNE));
    }

    private static double grade(double g) {
        return g < 0.01 ? 0 : 1;
    }
}
