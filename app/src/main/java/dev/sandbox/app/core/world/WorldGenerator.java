package dev.sandbox.app.core.world;

import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Seeds;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import java.util.stream.IntStream;

/**
 * Builds a {@link WorldLayout} from a seed: rolling fields, a few steep hills (flanks well over
 * 30 % grade), a valley across the map, a rim rising at the edges, then a paved loop whose
 * height profile is a smoothed copy of the ground under it, cut and filled into the terrain.
 */
public final class WorldGenerator {

    /** The seed of the shipped world. */
    public static final long DEFAULT_SEED = 20040986L;
    /** Grid vertices per side: 2^10 + 1. */
    public static final int SIZE = 1025;
    /** Grid spacing (in metres): 1024 cells of 2 m make a 2048 m square. */
    public static final double SPACING_M = 2.0;
    /** Beyond this distance from the centreline the terrain is left natural (in metres). */
    public static final double BLEND_OUTER_M = 20.0;
    /** Up to this distance from the centreline the terrain is the road surface (in metres). */
    public static final double FLAT_M = RoadLoop.HALF_WIDTH_M + 3.5;
    /** Width of the dirt shoulder beside the paved road (in metres). */
    public static final double SHOULDER_M = 1.5;
    /** Steepest grade the road profile is relaxed to (rise over run): a steep mountain road. */
    public static final double MAX_ROAD_GRADE = 0.17;
    /** Distance of the world-edge walls from the centre (in metres). */
    public static final double EDGE_WALL_M = 1000.0;
    /**
     * Half the side of the hill country the road loop, the test pad, the woods and the field walls
     * are laid out in (in metres); open fields run on from it to the rim at the edge of the world.
     */
    public static final double HILLS_HALF_M = 512.0;
    /**
     * Width of the cut or fill slope around the test pad (in metres): a 20 m cut eases over
     * it at no more than about 1 in 1 at its steepest.
     */
    public static final double PAD_BLEND_M = 28.0;

    private final long seed;
    private final ValueNoise noise;
    private final double[][] hills;
    private final double valleyAngle;
    private final double valleyOffset;

    /** @param seed the world seed */
    public WorldGenerator(long seed) {
        this.seed = seed;
        this.noise = new ValueNoise(seed);
        RandomGenerator rnd = Seeds.generator(seed, seed);
        hills = new double[7][];
        for (int i = 0; i < hills.length; i++) {
            double th = rnd.nextDouble() * 2 * Math.PI;
            boolean onRoad = i < 4;
            double r = onRoad ? 300 + rnd.nextDouble() * 80 : 120 + rnd.nextDouble() * 260;
            double h = onRoad ? 22 + rnd.nextDouble() * 18 : 35 + rnd.nextDouble() * 30;
            double sigma = onRoad ? 50 + rnd.nextDouble() * 25 : 35 + rnd.nextDouble() * 30;
            hills[i] = new double[] {r * Math.cos(th), -r * Math.sin(th), h, sigma};
        }
        valleyAngle = rnd.nextDouble() * Math.PI;
        valleyOffset = (rnd.nextDouble() - 0.5) * 120;
    }

    /** @return the layout built from this generator's seed */
    public WorldLayout generate() {
        RoadLoop road = new RoadLoop(seed, 335, 120);
        road.setHeights(roadProfile(road));
        TestPad pad = new TestPadSite(road, this::naturalHeight, 2 * HILLS_HALF_M).place();

        int n = SIZE;
        double min = -(n - 1) * SPACING_M / 2;
        float[] dist = new float[n * n];
        float[] roadY = new float[n * n];
        rasterizeRoad(road, min, SPACING_M, n, BLEND_OUTER_M, dist, roadY);
        float[] heights = new float[n * n];
        // Rows are independent (the noise is a pure function of position), so they are built in parallel.
        IntStream.range(0, n).parallel().forEach(iz -> {
            for (int ix = 0; ix < n; ix++) {
                int k = iz * n + ix;
                double x = min + ix * SPACING_M;
                double z = min + iz * SPACING_M;
                double natural = padBlend(pad, x, z, naturalHeight(x, z));
                double t = smoothstep(FLAT_M, BLEND_OUTER_M, dist[k]);
                heights[k] = (float) (roadY[k] + (natural - roadY[k]) * t);
            }
        });

        // the surface raster covers the hill country; the fields beyond follow the noise rule alone
        int cells = (int) Math.round(2 * HILLS_HALF_M / WorldLayout.CELL_M);
        double rasterMin = -HILLS_HALF_M;
        float[] cdist = new float[cells * cells];
        rasterizeRoad(road, rasterMin + WorldLayout.CELL_M / 2, WorldLayout.CELL_M, cells,
                RoadLoop.HALF_WIDTH_M + SHOULDER_M + 1, cdist, null);
        byte[] surf = new byte[cells * cells];
        IntStream.range(0, cells).parallel().forEach(cz -> {
            for (int cx = 0; cx < cells; cx++) {
                int k = cz * cells + cx;
                double x = rasterMin + (cx + 0.5) * WorldLayout.CELL_M;
                double z = rasterMin + (cz + 0.5) * WorldLayout.CELL_M;
                Surface s;
                if (cdist[k] <= RoadLoop.HALF_WIDTH_M || pad.onPad(x, z)) {
                    s = Surface.ASPHALT;
                } else if (cdist[k] <= RoadLoop.HALF_WIDTH_M + SHOULDER_M) {
                    s = Surface.DIRT;
                } else {
                    s = WorldLayout.naturalSurface(noise, x, z);
                }
                surf[k] = (byte) s.ordinal();
            }
        });
        WorldLayout partial = new WorldLayout(seed, n, SPACING_M, heights, road, pad, surf, cells, List.of());
        List<Obstacle> obstacles = new ObstacleScatter(seed, partial, noise).scatter();
        return new WorldLayout(seed, n, SPACING_M, heights, road, pad, surf, cells, obstacles);
    }

    /** The landscape cut or filled to the pad's height on the pad, blending back over {@link #PAD_BLEND_M}. */
    private static double padBlend(TestPad pad, double x, double z, double natural) {
        double w = 1 - smoothstep(0, PAD_BLEND_M, pad.distanceOutside(x, z));
        return natural + (pad.heightM() - natural) * w;
    }

    /**
     * The untouched landscape.
     *
     * @param x world x (in metres)
     * @param z world z (in metres)
     * @return ground height (in metres)
     */
    public double naturalHeight(double x, double z) {
        double h = 20 + 16 * noise.fbm(x / 280, z / 280, 3);
        for (double[] hill : hills) {
            double dx = x - hill[0];
            double dz = z - hill[1];
            h += hill[2] * Math.exp(-(dx * dx + dz * dz) / (2 * hill[3] * hill[3]));
        }
        double across = -Math.sin(valleyAngle) * x + Math.cos(valleyAngle) * z - valleyOffset
                + 40 * noise.noise(x / 200 + 7, z / 200 - 3);
        h -= 26 * Math.exp(-(across * across) / (2 * 55 * 55));
        double edge = Math.max(Math.abs(x), Math.abs(z));
        h += 45 * smoothstep(EDGE_WALL_M - 50, EDGE_WALL_M + 40, edge);
        h += 0.5 * noise.fbm(x / 30, z / 30, 2);
        return h;
    }

    private double[] roadProfile(RoadLoop road) {
        int n = road.size();
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            y[i] = naturalHeight(road.x(i), road.z(i));
        }
        for (int pass = 0; pass < 3; pass++) {
            y = smoothCircular(y, 16);
        }
        return limitGrade(y, MAX_ROAD_GRADE * RoadLoop.SAMPLE_SPACING_M);
    }

    /** Relaxes the profile until no step rises more than {@code maxRise}, keeping the loop closed. */
    private static double[] limitGrade(double[] y, double maxRise) {
        int n = y.length;
        for (int iter = 0; iter < 2000; iter++) {
            boolean changed = false;
            for (int i = 0; i < n; i++) {
                int j = (i + 1) % n;
                double rise = y[j] - y[i];
                if (Math.abs(rise) > maxRise * 1.0001) {
                    double fix = (Math.abs(rise) - maxRise) / 2 * Math.signum(rise);
                    y[i] += fix;
                    y[j] -= fix;
                    changed = true;
                }
            }
            if (!changed) {
                break;
            }
        }
        return smoothCircular(y, 4);
    }

    private static double[] smoothCircular(double[] y, int sigmaSamples) {
        int n = y.length;
        int r = 3 * sigmaSamples;
        double[] w = new double[2 * r + 1];
        double sum = 0;
        for (int k = -r; k <= r; k++) {
            w[k + r] = Math.exp(-(double) k * k / (2.0 * sigmaSamples * sigmaSamples));
            sum += w[k + r];
        }
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            double acc = 0;
            for (int k = -r; k <= r; k++) {
                acc += w[k + r] * y[Math.floorMod(i + k, n)];
            }
            out[i] = acc / sum;
        }
        return out;
    }

    /**
     * Writes, for each point of a square grid near the road, the distance to the centreline
     * and the road height at the nearest centreline point.
     */
    static void rasterizeRoad(RoadLoop road, double origin, double step, int count, double reach,
            float[] dist, float[] roadY) {
        Arrays.fill(dist, Float.MAX_VALUE);
        int n = road.size();
        for (int i = 0; i < n; i++) {
            double ax = road.x(i);
            double az = road.z(i);
            double bx = road.x(i + 1);
            double bz = road.z(i + 1);
            double ay = road.y(i);
            double by = road.y(i + 1);
            int x0 = Math.max(0, (int) Math.floor((Math.min(ax, bx) - reach - origin) / step));
            int x1 = Math.min(count - 1, (int) Math.ceil((Math.max(ax, bx) + reach - origin) / step));
            int z0 = Math.max(0, (int) Math.floor((Math.min(az, bz) - reach - origin) / step));
            int z1 = Math.min(count - 1, (int) Math.ceil((Math.max(az, bz) + reach - origin) / step));
            double ex = bx - ax;
            double ez = bz - az;
            double len2 = ex * ex + ez * ez;
            for (int gz = z0; gz <= z1; gz++) {
                double pz = origin + gz * step;
                for (int gx = x0; gx <= x1; gx++) {
                    double px = origin + gx * step;
                    double t = ((px - ax) * ex + (pz - az) * ez) / len2;
                    t = t < 0 ? 0 : (t > 1 ? 1 : t);
                    double dx = px - (ax + ex * t);
                    double dz = pz - (az + ez * t);
                    float d = (float) Math.sqrt(dx * dx + dz * dz);
                    int k = gz * count + gx;
                    if (d < dist[k]) {
                        dist[k] = d;
                        if (roadY != null) {
                            roadY[k] = (float) (ay + (by - ay) * t);
                        }
                    }
                }
            }
        }
    }

    static double smoothstep(double e0, double e1, double v) {
        double t = (v - e0) / (e1 - e0);
        t = t < 0 ? 0 : (t > 1 ? 1 : t);
        return t * t * (3 - 2 * t);
    }
}
