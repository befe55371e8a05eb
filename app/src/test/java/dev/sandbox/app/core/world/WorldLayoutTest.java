package dev.sandbox.app.core.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.Surface;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The generated world has the shape issue 5 asks for, and the same seed gives the same world. */
class WorldLayoutTest {

    private static WorldLayout world;

    @BeforeAll
    static void build() {
        long t0 = System.nanoTime();
        world = new WorldGenerator(WorldGenerator.DEFAULT_SEED).generate();
        System.out.printf("world generated in %.0f ms%n", (System.nanoTime() - t0) / 1e6);
    }

    @Test
    void atLeastOneKilometreSquare() {
        assertTrue(world.extentM() >= 1000, "extent " + world.extentM());
    }

    @Test
    void sameSeedSameWorld() {
        WorldLayout again = new WorldGenerator(WorldGenerator.DEFAULT_SEED).generate();
        assertArrayEquals(world.heights(), again.heights());
        assertEquals(world.obstacles(), again.obstacles());
    }

    @Test
    void roadLoopIsAFewKilometresWithClimbsAndDescents() {
        RoadLoop road = world.road();
        double maxUp = 0;
        double maxDown = 0;
        double minY = 1e9;
        double maxY = -1e9;
        double minRadius = 1e9;
        for (int i = 0; i < road.size(); i++) {
            maxUp = Math.max(maxUp, road.grade(i));
            maxDown = Math.min(maxDown, road.grade(i));
            minY = Math.min(minY, road.y(i));
            maxY = Math.max(maxY, road.y(i));
            minRadius = Math.min(minRadius, 1 / Math.abs(road.curvature(i)));
        }
        System.out.printf("road %.0f m, grades %+.1f..%+.1f %%, heights %.1f..%.1f m, tightest radius %.0f m%n",
                road.lengthM(), maxDown * 100, maxUp * 100, minY, maxY, minRadius);
        assertTrue(road.lengthM() > 2000 && road.lengthM() < 5000);
        assertTrue(maxUp > 0.06 && maxDown < -0.06, "the road climbs and descends");
        assertTrue(minRadius > 25, "no hairpin tighter than 25 m");
    }

    @Test
    void terrainHasGentleFieldsAndSteepClimbs() {
        int steep = 0;
        int gentle = 0;
        double maxGrade = 0;
        int n = world.size();
        for (int iz = 1; iz < n - 1; iz += 2) {
            for (int ix = 1; ix < n - 1; ix += 2) {
                double gx = (world.vertexHeight(ix + 1, iz) - world.vertexHeight(ix - 1, iz)) / (2 * world.spacingM());
                double gz = (world.vertexHeight(ix, iz + 1) - world.vertexHeight(ix, iz - 1)) / (2 * world.spacingM());
                double g = Math.hypot(gx, gz);
                maxGrade = Math.max(maxGrade, g);
                if (g > 0.30) {
                    steep++;
                }
                if (g < 0.05) {
                    gentle++;
                }
            }
        }
        System.out.printf("max terrain grade %.0f %%, %d steep (>30 %%) and %d gentle (<5 %%) samples%n",
                maxGrade * 100, steep, gentle);
        assertTrue(steep > 100 && gentle > 1000);
    }

    @Test
    void roadIsAsphaltAndOffRoadIsNot() {
        RoadLoop road = world.road();
        int grass = 0;
        int dirt = 0;
        for (int i = 0; i < road.size(); i += 5) {
            assertEquals(Surface.ASPHALT, world.surfaceAt(road.x(i), road.z(i)));
            double h = road.headingRad(i);
            Surface off = world.surfaceAt(road.x(i) - Math.sin(h) * 12, road.z(i) - Math.cos(h) * 12);
            grass += off == Surface.GRASS ? 1 : 0;
            dirt += off == Surface.DIRT ? 1 : 0;
        }
        System.out.printf("12 m off the road: %d grass, %d dirt samples; %d obstacles%n", grass, dirt,
                world.obstacles().size());
        assertTrue(grass > 0 && dirt > 0);
    }
}
