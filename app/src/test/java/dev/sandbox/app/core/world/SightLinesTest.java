package dev.sandbox.app.core.world;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** What stands between two points of the world: trees' crowns, walls, rocks and hills. */
class SightLinesTest {

    private static WorldLayout world;
    private static SightLines sight;

    @BeforeAll
    static void world() {
        world = new WorldGenerator(WorldGenerator.DEFAULT_SEED).generate();
        sight = new SightLines(world);
    }

    @Test
    void aTreesCrownBlocksALineThroughItAndNotOneOverItOrBesideIt() {
        Obstacle.Tree tree = world.obstacles().stream().filter(o -> o instanceof Obstacle.Tree)
                .map(o -> (Obstacle.Tree) o).findFirst().orElseThrow();
        double r = SightLines.CROWN_RADIUS_PER_HEIGHT * tree.heightM();
        double mid = tree.baseY() + 0.6 * tree.heightM();
        double top = tree.baseY() + tree.heightM();
        assertFalse(sight.clear(tree.x() - 8, mid, tree.z(), tree.x() + 8, mid, tree.z()), "through the crown");
        assertTrue(SightLines.crossesUpright(tree.x(), tree.z(), r, tree.baseY(), top,
                tree.x() - 8, mid, tree.z() + 0.9 * r, tree.x() + 8, mid, tree.z() + 0.9 * r), "the crown's edge");
        assertFalse(SightLines.crossesUpright(tree.x(), tree.z(), r, tree.baseY(), top,
                tree.x() - 8, mid, tree.z() + 1.1 * r, tree.x() + 8, mid, tree.z() + 1.1 * r), "beside the crown");
        assertFalse(SightLines.crossesUpright(tree.x(), tree.z(), r, tree.baseY(), top,
                tree.x() - 8, top + 0.5, tree.z(), tree.x() + 8, top + 0.5, tree.z()), "over the tree");
        assertTrue(SightLines.crossesUpright(tree.x(), tree.z(), r, tree.baseY(), top,
                tree.x() - 8, top + 4, tree.z(), tree.x() + 8, top - 4, tree.z()), "down through the top");
    }

    /**
     * Under the crown only the trunk is in the way: on nearly level ground a line at 1.1 m
     * passing 0.6 m from a tree's axis (its trunk is at most 0.42 m in radius) is clear, one
     * through the axis is not.
     */
    @Test
    void underTheCrownOnlyTheTrunkBlocks() {
        int checked = 0;
        for (Obstacle o : world.obstacles()) {
            if (!(o instanceof Obstacle.Tree t) || SightLines.crownBase(t) < t.baseY() + 1.3) {
                continue;
            }
            double y = t.baseY() + 1.1;
            double x0 = t.x() - 1.5;
            double x1 = t.x() + 1.5;
            if (world.approxHeight(x0, t.z() + 0.6) > t.baseY() + 0.3 || world.approxHeight(x1, t.z() + 0.6) > t.baseY() + 0.3
                    || world.approxHeight(x0, t.z()) > t.baseY() + 0.3 || world.approxHeight(x1, t.z()) > t.baseY() + 0.3) {
                continue;
            }
            if (!sight.clear(x0, y, t.z() + 0.6, x1, y, t.z() + 0.6)) {
                continue; // another tree, rock or wall within 1.5 m
            }
            assertFalse(sight.clear(x0, y, t.z(), x1, y, t.z()), "through the trunk");
            checked++;
        }
        assertTrue(checked > 20, "level trees checked: " + checked);
    }

    @Test
    void aWallBlocksALineAcrossItAndNotOnePastItsEnd() {
        Obstacle.Wall wall = world.obstacles().stream().filter(o -> o instanceof Obstacle.Wall)
                .map(o -> (Obstacle.Wall) o).filter(w -> w.kind() == Obstacle.WallKind.STONE).findFirst()
                .orElseThrow();
        // the wall's length runs along (cos h, -sin h); across it is (sin h, cos h)
        double ax = Math.cos(wall.headingRad());
        double az = -Math.sin(wall.headingRad());
        double nx = Math.sin(wall.headingRad());
        double nz = Math.cos(wall.headingRad());
        double y = wall.baseY() + 0.5 * wall.heightM();
        assertFalse(sight.clear(wall.x() - 5 * nx, y, wall.z() - 5 * nz, wall.x() + 5 * nx, y, wall.z() + 5 * nz),
                "across the wall");
        double past = wall.lengthM() / 2 + 0.5;
        double x0 = wall.x() + ax * past;
        double z0 = wall.z() + az * past;
        Obstacle.Wall alone = wall;
        SightLines onlyTheWall = new SightLines(new WorldLayout(world.seed(), world.size(), world.spacingM(),
                flat(world), world.road(), world.testPad(), null, 0, java.util.List.of(alone)));
        assertTrue(onlyTheWall.clear(x0 - 5 * nx, y, z0 - 5 * nz, x0 + 5 * nx, y, z0 + 5 * nz), "past its end");
        assertFalse(onlyTheWall.clear(x0 - ax - 5 * nx, y, z0 - az - 5 * nz, x0 - ax + 5 * nx, y, z0 - az + 5 * nz),
                "1 m inside its end");
        double over = wall.baseY() + wall.heightM() + 0.2;
        assertTrue(onlyTheWall.clear(wall.x() - 5 * nx, over, wall.z() - 5 * nz, wall.x() + 5 * nx, over,
                wall.z() + 5 * nz), "over it");
    }

    @Test
    void aHillBlocksALineThroughItAndNotOneOverIt() {
        // the terrain point that stands highest above the points 30 m either side of it
        double bx = 0;
        double bz = 0;
        double rise = -1e9;
        for (double x = -400; x <= 400; x += 8) {
            for (double z = -400; z <= 400; z += 8) {
                double r = world.approxHeight(x, z)
                        - Math.max(world.approxHeight(x - 30, z), world.approxHeight(x + 30, z));
                if (r > rise) {
                    rise = r;
                    bx = x;
                    bz = z;
                }
            }
        }
        assertTrue(rise > 3, "a crest " + rise + " m above its sides");
        double ya = world.approxHeight(bx - 30, bz) + 1;
        double yb = world.approxHeight(bx + 30, bz) + 1;
        assertFalse(sight.clear(bx - 30, ya, bz, bx + 30, yb, bz), "through the hill");
        double high = world.approxHeight(bx, bz) + 60;
        assertTrue(sight.clear(bx - 30, high, bz, bx + 30, high, bz), "high over the hill");
    }

    /** @return terrain far below everything, so only the wall can block */
    private static float[] flat(WorldLayout w) {
        float[] h = new float[w.size() * w.size()];
        java.util.Arrays.fill(h, -1000f);
        return h;
    }
}
