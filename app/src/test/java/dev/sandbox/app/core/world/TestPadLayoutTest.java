package dev.sandbox.app.core.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.Surface;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The test pad is a flat asphalt area of the world, long enough for a drag strip, clear of
 * obstacles, joined to the road loop; and the road start is level.
 */
class TestPadLayoutTest {

    private static WorldLayout world;
    private static TestPad pad;

    @BeforeAll
    static void build() {
        world = new WorldGenerator(WorldGenerator.DEFAULT_SEED).generate();
        pad = world.testPad();
    }

    @Test
    void theDragStripIsAtLeast600MetresOfFlatAsphalt() {
        assertTrue(pad.stripEndU() >= TestPad.MIN_STRIP_M, "strip length " + pad.stripEndU());
        for (double u = -TestPad.RUNUP_M + 1; u < pad.stripEndU() - 1; u += 5) {
            for (double v = -TestPad.STRIP_HALF_WIDTH_M + 3; v < TestPad.STRIP_HALF_WIDTH_M - 2; v += 4.5) {
                double[] p = pad.toWorld(u, v);
                assertEquals(Surface.ASPHALT, world.surfaceAt(p[0], p[1]), "asphalt at u=" + u + " v=" + v);
                // a grid-cell bilinear estimate of a flat patch is exact
                assertEquals(pad.heightM(), world.approxHeight(p[0], p[1]), 1e-3, "level at u=" + u + " v=" + v);
            }
        }
    }

    @Test
    void theSkidpadCircleLiesOnTheFlat() {
        double[] c = pad.skidpadCentre();
        for (int i = 0; i < 72; i++) {
            double a = Math.toRadians(i * 5);
            for (double r : new double[] {TestPad.SKIDPAD_RADIUS_M - 4, TestPad.SKIDPAD_RADIUS_M + 4}) {
                double[] p = pad.toWorld(c[0] + r * Math.cos(a), c[1] + r * Math.sin(a));
                assertEquals(0.0, pad.distanceOutside(p[0], p[1]), "on the pad");
                assertEquals(pad.heightM(), world.approxHeight(p[0], p[1]), 1e-3);
            }
        }
    }

    @Test
    void theLaneFromTheStartReachesTheRoad() {
        double[] junction = pad.toWorld(pad.laneStartU(), 0);
        RoadLoop road = world.road();
        int i = road.nearest(junction[0], junction[1]);
        assertTrue(Math.hypot(road.x(i) - junction[0], road.z(i) - junction[1]) < RoadLoop.HALF_WIDTH_M,
                "the lane ends on the road");
        for (double u = pad.laneStartU(); u < 0; u += 2) {
            double[] p = pad.toWorld(u, 0);
            assertEquals(Surface.ASPHALT, world.surfaceAt(p[0], p[1]), "paved at u=" + u);
        }
    }

    @Test
    void noObstacleStandsOnThePad() {
        for (Obstacle o : world.obstacles()) {
            double x;
            double z;
            if (o instanceof Obstacle.Tree t) {
                x = t.x();
                z = t.z();
            } else if (o instanceof Obstacle.Rock r) {
                x = r.x();
                z = r.z();
            } else if (o instanceof Obstacle.Wall w && w.kind() != Obstacle.WallKind.EDGE) {
                x = w.x();
                z = w.z();
            } else {
                continue;
            }
            assertTrue(pad.distanceOutside(x, z) > 5, "obstacle on the pad: " + o);
        }
    }

    @Test
    void theRoadStartIsLevelAndStraight() {
        RoadLoop road = world.road();
        int i = road.start();
        for (int k = -15; k <= 30; k++) {
            assertTrue(Math.abs(road.grade(i + k)) <= 0.015, "grade " + road.grade(i + k));
        }
        assertTrue(Math.abs(road.curvature(i)) < 1 / 250.0, "curvature " + road.curvature(i));
    }
}
