package dev.sandbox.app.scene.ground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector2f;
import com.jme3.system.NativeLibraryLoader;
import com.jme3.terrain.geomipmap.TerrainQuad;
import dev.sandbox.app.core.world.Obstacle;
import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.app.core.world.WorldGenerator;
import dev.sandbox.app.core.world.WorldLayout;
import dev.sandbox.app.scene.render.TerrainBuilder;
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
    void cachedTrianglePlanesGiveTheAnswerOfAFreshRayTest() {
        Random rnd = new Random(7);
        double spacing = layout.spacingM();
        double worstH = 0;
        double worstN = 0;
        int n = 20000;
        for (int k = 0; k < n; k++) {
            double x;
            double z;
            if (k % 2 == 0) {
                x = (rnd.nextDouble() - 0.5) * 990;
                z = (rnd.nextDouble() - 0.5) * 990;
            } else {
                // within a millimetre of a cell's diagonal or edge, where a wrong triangle shows
                int i = 20 + rnd.nextInt(layout.size() - 40);
                int j = 20 + rnd.nextInt(layout.size() - 40);
                double u = rnd.nextDouble();
                double e = (rnd.nextDouble() - 0.5) * 0.002;
                double fx = k % 4 == 1 ? u : e;
                double fz = k % 4 == 1 ? 1 - u + e : u;
                x = layout.minCoord() + (i + fx) * spacing;
                z = layout.minCoord() + (j + fz) * spacing;
            }
            GroundSample cached = ground.sample(x, z);
            GroundSample ray = ground.sampleByRay(x, z);
            worstH = Math.max(worstH, Math.abs(cached.heightM() - ray.heightM()));
            double fx = (x - layout.minCoord()) / spacing;
            double fz = (z - layout.minCoord()) / spacing;
            double fromEdge = Math.min(Math.min(offGrid(fx), offGrid(fz)), offGrid(fx + fz));
            if (fromEdge > 0.01) {
                // on an edge both neighbours give the height; only inside is the normal one
                worstN = Math.max(worstN, cached.normal().minus(ray.normal()).length());
            }
            assertEquals(ray.surface(), cached.surface());
        }
        System.out.printf("cached planes vs fresh rays on %d points: worst |dh| %.2e m, worst |dn| %.2e%n",
                n, worstH, worstN);
        // Minie's hit fraction is a float over a ray of about 200 m: 1e-5 m resolution
        assertTrue(worstH < 1e-4, "height difference " + worstH);
        assertTrue(worstN < 1e-5, "normal difference " + worstN);
    }

    @Test
    void aWheelRollingAcrossTheMapAsksOneRayPerTriangle() {
        WorldLayout l = layout;
        MinieGround fresh = new MinieGround(new StaticWorld(l), l);
        double spacing = l.spacingM();
        // 3 cm a step (30 m/s at 1 kHz) along a line at 30 degrees for 300 m
        int steps = 10000;
        for (int k = 0; k < steps; k++) {
            double s = k * 0.03;
            fresh.sample(-150 + s * Math.cos(0.52), -40 + s * Math.sin(0.52));
        }
        double cellsCrossed = 300 * (Math.cos(0.52) + Math.sin(0.52)) / spacing;
        // each cell crossed is entered through up to both of its triangles
        System.out.printf("%d samples, %d rays, about %.0f cells crossed%n", steps, fresh.rayCount(), cellsCrossed);
        assertTrue(fresh.rayCount() <= 2 * cellsCrossed + 2, "rays " + fresh.rayCount());
        assertTrue(fresh.rayCount() >= cellsCrossed, "rays " + fresh.rayCount());
    }

    @Test
    void theObstacleBroadphaseNeverHidesAHit() {
        Random rnd = new Random(3);
        int hits = 0;
        int skipped = 0;
        int n = 20000;
        for (int k = 0; k < n; k++) {
            Obstacle o = layout.obstacles().get(rnd.nextInt(layout.obstacles().size()));
            double ox = position(o)[0] + (rnd.nextDouble() - 0.5) * 14;
            double oz = position(o)[1] + (rnd.nextDouble() - 0.5) * 14;
            double y = ground.sample(ox, oz).heightM() + 0.2 + rnd.nextDouble();
            // every other probe aims at the obstacle, so that many of them hit
            double a = k % 2 == 0 ? rnd.nextDouble() * 2 * Math.PI
                    : Math.atan2(position(o)[1] - oz, position(o)[0] - ox);
            double len = 0.5 + rnd.nextDouble() * 6;
            Vec3 from = new Vec3(ox, y, oz);
            Vec3 to = new Vec3(ox + len * Math.cos(a), y, oz + len * Math.sin(a));
            long rays = ground.rayCount();
            ObstacleHit viaGrid = ground.castObstacle(from, to);
            skipped += ground.rayCount() == rays ? 1 : 0;
            ObstacleHit ray = ground.castObstacleByRay(from, to);
            if (ray == null) {
                assertNull(viaGrid, "broadphase invented a hit at " + from);
            } else {
                hits++;
                assertNotNull(viaGrid, "broadphase missed a hit at " + from + " -> " + to);
                assertEquals(ray.fraction(), viaGrid.fraction(), 1e-9);
            }
        }
        System.out.printf("obstacle probes: %d of %d hit, %d answered without a ray test%n", hits, n, skipped);
        assertTrue(hits > n / 10, "the probes should often hit: " + hits);
        assertTrue(skipped > n / 10, "the broadphase should clear some probes: " + skipped);
    }

    @Test
    void aProbeBesideADiagonalWallInsideItsBoundingBoxCastsNoRay() {
        Obstacle.Wall wall = layout.obstacles().stream().filter(o -> o instanceof Obstacle.Wall)
                .map(o -> (Obstacle.Wall) o)
                .filter(w -> Math.abs(Math.sin(2 * w.headingRad())) > 0.7 && w.lengthM() > 8).findFirst().orElseThrow();
        // 1.5 m across the wall from its centre, a 4 m probe along it: inside the wall's upright
        // bounding box (which a diagonal wall fills only along its diagonal), clear of the wall
        double ax = Math.cos(wall.headingRad());
        double az = -Math.sin(wall.headingRad());
        double nx = Math.sin(wall.headingRad());
        double nz = Math.cos(wall.headingRad());
        double y = wall.baseY() + 0.5 * wall.heightM();
        double cx = wall.x() + 1.5 * nx;
        double cz = wall.z() + 1.5 * nz;
        Vec3 from = new Vec3(cx - 2 * ax, y, cz - 2 * az);
        Vec3 to = new Vec3(cx + 2 * ax, y, cz + 2 * az);
        assertNull(ground.castObstacleByRay(from, to), "the probe misses the wall");
        long rays = ground.rayCount();
        assertNull(ground.castObstacle(from, to));
        assertEquals(rays, ground.rayCount(), "answered without a ray test");
        Vec3 across = new Vec3(wall.x() - 1.5 * nx, y, wall.z() - 1.5 * nz);
        assertNotNull(ground.castObstacle(across, new Vec3(cx, y, cz)), "a probe across the wall hits it");
    }

    /** @return the distance of a grid coordinate from the nearest grid line (in cells) */
    private static double offGrid(double g) {
        return Math.abs(g - Math.rint(g));
    }

    private static double[] position(Obstacle o) {
        if (o instanceof Obstacle.Tree t) {
            return new double[] {t.x(), t.z()};
        } else if (o instanceof Obstacle.Rock r) {
            return new double[] {r.x(), r.z()};
        } else if (o instanceof Obstacle.Wall w) {
            return new double[] {w.x(), w.z()};
        }
        throw new IllegalArgumentException(o.toString());
    }

    @Test
    void obstacleProbesFarBeyondTheMapOrAtNoNumberAnswerWithoutFailing() {
        // positions a replay file may hold: beyond the int range of broadphase cells, or not a number
        for (double x : new double[] {1e12, -1e12, 1e300, Double.NaN, Double.POSITIVE_INFINITY}) {
            ground.mayHaveObstaclesNear(x, 0, 5);
            ground.mayHaveObstaclesNear(0, x, 5);
        }
    }
}
