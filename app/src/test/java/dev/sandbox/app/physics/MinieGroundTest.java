package dev.sandbox.app.physics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector2f;
import com.jme3.system.NativeLibraryLoader;
import com.jme3.terrain.geomipmap.TerrainQuad;
import dev.sandbox.app.render.TerrainBuilder;
import dev.sandbox.app.world.Obstacle;
import dev.sandbox.app.world.RoadLoop;
import dev.sandbox.app.world.WorldGenerator;
import dev.sandbox.app.world.WorldLayout;
import dev.sandbox.physics.ground.GroundSample;
import dev.sandbox.physics.ground.ObstacleHit;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Vec3;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Minie ground the model drives on is the ground the player sees: heights match the
 * rendered TerrainQuad, the road gives asphalt, and obstacle probes find trees and walls.
 */
class MinieGroundTest {

    private static WorldLayout layout;
    private static TerrainQuad terrain;
    private static MinieGround ground;

    @BeforeAll
    static void build() {
        dev.sandbox.app.Logs.quiet();
        NativeLibraryLoader.loadNativeLibrary("bulletjme", true);
        layout = new WorldGenerator(WorldGenerator.DEFAULT_SEED).generate();
        terrain = TerrainBuilder.geometry(layout);
        ground = new MinieGround(new StaticWorld(layout), layout);
    }

    @Test
    void heightsMatchTheRenderedTerrainWithinAMillimetre() {
        Random rnd = new Random(1);
        double worst = 0;
        double sum = 0;
        int n = 20000;
        int over = 0;
        for (int i = 0; i < n; i++) {
            double x = (rnd.nextDouble() - 0.5) * 1000;
            double z = (rnd.nextDouble() - 0.5) * 1000;
            double rendered = terrain.getHeight(new Vector2f((float) x, (float) z));
            double minie = ground.sample(x, z).heightM();
            double d = Math.abs(rendered - minie);
            worst = Math.max(worst, d);
            sum += d;
            over += d > 0.001 ? 1 : 0;
        }
        System.out.printf("Minie vs TerrainQuad: mean |dh| %.2e m, worst %.3f m, %d of %d above 1 mm%n",
                sum / n, worst, over, n);
        assertTrue(sum / n < 0.001, "mean height difference");
        assertTrue(over < n / 200, "points off by more than 1 mm");
    }

    @Test
    void normalsPointUpAndFollowTheSlope() {
        double x = 37.3;
        double z = -112.9;
        GroundSample s = ground.sample(x, z);
        double d = 0.2;
        double gx = (ground.sample(x + d, z).heightM() - ground.sample(x - d, z).heightM()) / (2 * d);
        double gz = (ground.sample(x, z + d).heightM() - ground.sample(x, z - d).heightM()) / (2 * d);
        Vec3 expected = new Vec3(-gx, 1, -gz).normalizedOr(Vec3.UNIT_Y);
        assertTrue(s.normal().y() > 0);
        assertEquals(1.0, s.normal().dot(expected), 0.01);
    }

    @Test
    void roadIsAsphaltWithFullGripAndFieldsAreNot() {
        RoadLoop road = layout.road();
        GroundSample onRoad = ground.sample(road.x(100), road.z(100));
        assertEquals(Surface.ASPHALT, onRoad.surface());
        assertEquals(1.0, onRoad.grip(), 1e-9);
        double h = road.headingRad(100);
        GroundSample off = ground.sample(road.x(100) - Math.sin(h) * 30, road.z(100) - Math.cos(h) * 30);
        assertTrue(off.grip() < 0.7, "off-road grip " + off.grip() + " on " + off.surface());
    }

    @Test
    void obstacleProbesHitTreesAndWalls() {
        int trees = 0;
        int walls = 0;
        for (Obstacle o : layout.obstacles()) {
            if (o instanceof Obstacle.Tree t && trees < 20) {
                Vec3 from = new Vec3(t.x() - 5, t.baseY() + 0.6, t.z());
                Vec3 to = new Vec3(t.x() + 5, t.baseY() + 0.6, t.z());
                ObstacleHit hit = ground.castObstacle(from, to);
                assertNotNull(hit, "tree at " + t);
                assertEquals(t.x() - t.trunkRadiusM(), hit.point().x(), 0.05);
                assertTrue(hit.normal().x() < -0.9, "normal faces the probe's start: " + hit.normal());
                trees++;
            } else if (o instanceof Obstacle.Wall w && w.kind() == Obstacle.WallKind.BARRIER && walls < 10) {
                double nx = -Math.sin(w.headingRad());
                double nz = -Math.cos(w.headingRad());
                Vec3 from = new Vec3(w.x() + nx * 4, w.baseY() + 0.4, w.z() + nz * 4);
                Vec3 to = new Vec3(w.x() - nx * 4, w.baseY() + 0.4, w.z() - nz * 4);
                ObstacleHit hit = ground.castObstacle(from, to);
                assertNotNull(hit, "barrier at " + w);
                assertEquals(4 - w.thicknessM() / 2, hit.fraction() * 8, 0.05);
                assertTrue(hit.normal().x() * nx + hit.normal().z() * nz > 0.99, "normal " + hit.normal());
                walls++;
            }
        }
        assertEquals(20, trees);
        assertEquals(10, walls);
        RoadLoop road = layout.road();
        Vec3 a = new Vec3(road.x(0), road.y(0) + 0.5, road.z(0));
        Vec3 b = new Vec3(road.x(3), road.y(3) + 0.5, road.z(3));
        assertNull(ground.castObstacle(a, b), "the road is clear");
    }

    @Test
    void groundProbesAreCheap() {
        long t0 = System.nanoTime();
        int n = 40000;
        double acc = 0;
        for (int i = 0; i < n; i++) {
            acc += ground.sample(i * 0.013 - 200, i * 0.007).heightM();
        }
        double us = (System.nanoTime() - t0) / 1e3 / n;
        System.out.printf("ground sample: %.1f us each (%f)%n", us, acc / n);
        assertTrue(us < 200);
    }
}
