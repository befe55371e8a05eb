package dev.sandbox.app.core.world;

import dev.sandbox.app.core.world.Obstacle.WallKind;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Seeds;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Places the static obstacles of a layout from its seed: woods of trees, boulders in the
 * fields, crash barriers on the outside of the tightest bends, a few dry-stone walls, sparser
 * woods in the open fields beyond the hills and the walls around the edge of the world. Nothing
 * is placed on or near the road, on the test pad, or in the run-off ahead of the road start.
 */
final class ObstacleScatter {

    /** Closest a tree or rock may stand to the road centreline (in metres). */
    static final double ROAD_CLEARANCE_M = 11.0;
    /** Closest a tree, rock or wall may stand to the test pad's edge (in metres): beyond its cut or fill slope. */
    static final double PAD_CLEARANCE_M = WorldGenerator.PAD_BLEND_M + 4;
    /**
     * Length of the open run-off ahead of the road start (in metres): a rider who runs straight on
     * at the first bend crosses grass, not a tree. The CBR at full throttle from the start for 6 s
     * (150 km/h), then with no keys for 8 s (down to 83 km/h), covers about 380 m on level ground.
     */
    static final double RUNOFF_M = 700;
    /** Half-width of the run-off at the start line (in metres). */
    static final double RUNOFF_HALF_WIDTH_M = 15;
    /** How fast the run-off widens on each side: tan 10 deg, room for a steer key's turn off the line. */
    static final double RUNOFF_SPREAD = Math.tan(Math.toRadians(10));

    private final RandomGenerator fieldsRnd;
    private final WorldLayout layout;
    private final ValueNoise noise;
    private final List<Obstacle> out = new ArrayList<>();
    private final double startX;
    private final double startZ;
    private final double startDirX;
    private final double startDirZ;
    private RandomGenerator rnd;

    ObstacleScatter(long seed, WorldLayout layout, ValueNoise noise) {
        this.rnd = Seeds.generator(seed, seed * 31 + 7);
        this.fieldsRnd = Seeds.generator(seed, seed * 31 + 11);
        this.layout = layout;
        this.noise = noise;
        RoadLoop road = layout.road();
        int start = road.start();
        startX = road.x(start);
        startZ = road.z(start);
        startDirX = Math.cos(road.headingRad(start));
        startDirZ = -Math.sin(road.headingRad(start));
    }

    List<Obstacle> scatter() {
        // the hill country's woods and boulders stop 30 m short of its edge, where the fields begin
        double hills = WorldGenerator.HILLS_HALF_M - 30;
        trees(420, 0, hills);
        rocks(70, 0, hills);
        barriers(3);
        stoneWalls(5);
        // the fields draw from a stream of their own: the hill country keeps its trees whatever they hold
        rnd = fieldsRnd;
        double fields = WorldGenerator.EDGE_WALL_M - 8;
        trees(600, hills, fields);
        rocks(80, hills, fields);
        edges();
        return out;
    }

    /** A point whose larger coordinate is at least {@code inner} and below {@code outer}, or null. */
    private double[] drawPoint(double inner, double outer) {
        double x = (rnd.nextDouble() - 0.5) * 2 * outer;
        double z = (rnd.nextDouble() - 0.5) * 2 * outer;
        return Math.max(Math.abs(x), Math.abs(z)) < inner ? null : new double[] {x, z};
    }

    private void trees(int count, double inner, double outer) {
        int placed = 0;
        for (int tries = 0; placed < count && tries < count * 40; tries++) {
            double[] p = drawPoint(inner, outer);
            if (p == null) {
                continue;
            }
            double x = p[0];
            double z = p[1];
            double density = noise.fbm(x / 120 - 50, z / 120 + 21, 3);
            if (density < 0.05 && rnd.nextDouble() > 0.04) {
                continue;
            }
            if (!clearOfRoad(x, z, ROAD_CLEARANCE_M) || slope(x, z) > 0.6) {
                continue;
            }
            double h = 7 + rnd.nextDouble() * 6;
            add(new Obstacle.Tree(x, z, layout.approxHeight(x, z), 0.22 + 0.015 * h, h), x, z);
            placed++;
        }
    }

    private void rocks(int count, double inner, double outer) {
        int placed = 0;
        for (int tries = 0; placed < count && tries < count * 40; tries++) {
            double[] p = drawPoint(inner, outer);
            if (p == null) {
                continue;
            }
            double x = p[0];
            double z = p[1];
            if (!clearOfRoad(x, z, ROAD_CLEARANCE_M)) {
                continue;
            }
            double r = 0.7 + rnd.nextDouble() * 1.6;
            add(new Obstacle.Rock(x, layout.approxHeight(x, z) - 0.3 * r, z, r), x, z);
            placed++;
        }
    }

    /** Crash barriers on the outside of the tightest bends, 8 m from the centreline. */
    private void barriers(int count) {
        RoadLoop road = layout.road();
        int n = road.size();
        boolean[] used = new boolean[n];
        for (int b = 0; b < count; b++) {
            int best = -1;
            double bestK = 0;
            for (int i = 0; i < n; i++) {
                double k = Math.abs(road.curvature(i));
                if (!used[i] && k > bestK) {
                    bestK = k;
                    best = i;
                }
            }
            if (best < 0) {
                return;
            }
            for (int d = -60; d <= 60; d++) {
                used[Math.floorMod(best + d, n)] = true;
            }
            if (layout.testPad().distanceOutside(road.x(best), road.z(best)) < 40) {
                continue;
            }
            double side = -Math.signum(road.curvature(best));
            for (int i = best - 12; i < best + 12; i += 2) {
                double h = road.headingRad(i);
                double offset = WorldGenerator.FLAT_M - 0.6;
                double lx = -Math.sin(h);
                double lz = -Math.cos(h);
                double x = road.x(i) + side * lx * offset;
                double z = road.z(i) + side * lz * offset;
                double h2 = road.headingRad(i + 2);
                double x2 = road.x(i + 2) - side * Math.sin(h2) * offset;
                double z2 = road.z(i + 2) - side * Math.cos(h2) * offset;
                double len = Math.hypot(x2 - x, z2 - z) + 0.15;
                double cx = (x + x2) / 2;
                double cz = (z + z2) / 2;
                if (!inRunoff(cx, cz)) {
                    out.add(new Obstacle.Wall(cx, layout.approxHeight(cx, cz), cz, len, 0.85, 0.6,
                            Math.atan2(-(z2 - z), x2 - x), WallKind.BARRIER));
                }
            }
        }
    }

    private void stoneWalls(int count) {
        int placed = 0;
        for (int tries = 0; placed < count && tries < 500; tries++) {
            double x = (rnd.nextDouble() - 0.5) * 800;
            double z = (rnd.nextDouble() - 0.5) * 800;
            double h = rnd.nextDouble() * Math.PI;
            double len = 18 + rnd.nextDouble() * 14;
            double ex = Math.cos(h) * len / 2;
            double ez = -Math.sin(h) * len / 2;
            if (!clearOfRoad(x, z, 16) || !clearOfRoad(x + ex, z + ez, 14) || !clearOfRoad(x - ex, z - ez, 14)
                    || slope(x, z) > 0.15) {
                continue;
            }
            if (onPad(x + ex, z + ez) || onPad(x - ex, z - ez) || inRunoff(x + ex, z + ez) || inRunoff(x - ex, z - ez)) {
                placed++;
                continue;
            }
            add(new Obstacle.Wall(x, layout.approxHeight(x, z) - 0.3, z, len, 1.5, 0.7, h, WallKind.STONE), x, z);
            placed++;
        }
    }

    private void edges() {
        double e = WorldGenerator.EDGE_WALL_M;
        double len = 2 * e + 2;
        for (int side = 0; side < 4; side++) {
            double x = side == 0 ? e : side == 1 ? -e : 0;
            double z = side == 2 ? e : side == 3 ? -e : 0;
            double heading = side < 2 ? Math.PI / 2 : 0;
            double base = 1e9;
            for (int k = -50; k <= 50; k++) {
                double t = k / 50.0 * e;
                double px = side < 2 ? x : t;
                double pz = side < 2 ? t : z;
                base = Math.min(base, layout.approxHeight(px, pz));
            }
            double top = 0;
            for (int k = -50; k <= 50; k++) {
                double t = k / 50.0 * e;
                top = Math.max(top, layout.approxHeight(side < 2 ? x : t, side < 2 ? t : z));
            }
            out.add(new Obstacle.Wall(x, base - 2, z, len, top - base + 6, 1.5, heading, WallKind.EDGE));
        }
    }

    private boolean clearOfRoad(double x, double z, double clearance) {
        RoadLoop road = layout.road();
        int i = road.nearest(x, z);
        return Math.hypot(road.x(i) - x, road.z(i) - z) > clearance
                && (layout.surfaceAt(x, z) != Surface.ASPHALT || onPad(x, z));
    }

    /**
     * The test pad is cleared after the scatter has drawn its random numbers, so the rest of the
     * world keeps the same trees and rocks whether or not the pad is there.
     */
    private boolean onPad(double x, double z) {
        return layout.testPad().distanceOutside(x, z) <= PAD_CLEARANCE_M;
    }

    /** True inside the fan of open ground ahead of the road start (cleared as the pad is). */
    private boolean inRunoff(double x, double z) {
        double dx = x - startX;
        double dz = z - startZ;
        double along = dx * startDirX + dz * startDirZ;
        double across = Math.abs(-dx * startDirZ + dz * startDirX);
        return along > -RUNOFF_HALF_WIDTH_M && along < RUNOFF_M
                && across < RUNOFF_HALF_WIDTH_M + Math.max(0, along) * RUNOFF_SPREAD;
    }

    private void add(Obstacle o, double x, double z) {
        if (!onPad(x, z) && !inRunoff(x, z)) {
            out.add(o);
        }
    }

    private double slope(double x, double z) {
        double d = 2.0;
        double gx = (layout.approxHeight(x + d, z) - layout.approxHeight(x - d, z)) / (2 * d);
        double gz = (layout.approxHeight(x, z + d) - layout.approxHeight(x, z - d)) / (2 * d);
        return Math.hypot(gx, gz);
    }
}
