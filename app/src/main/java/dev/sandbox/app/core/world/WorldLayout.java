package dev.sandbox.app.core.world;

import dev.sandbox.physics.ground.Surface;
import java.util.List;

/**
 * Everything generated from the world seed, before any rendering or physics object exists:
 * the terrain heights on a square grid, the road loop, the surface raster of the hill country
 * around the road (beyond it the open fields' grass and dirt patches follow the same noise rule,
 * {@link #naturalSurface}; the surface colours the ground and gives the model its grip) and the
 * obstacles.
 *
 * <p>Grid vertex (ix, iz) lies at world x = {@link #minCoord()} + ix * spacing,
 * z = {@link #minCoord()} + iz * spacing; heights are stored row by row (iz major).
 */
public final class WorldLayout {

    /** Surface raster cell size (in metres). */
    public static final double CELL_M = 0.5;
    /** Noise value above which the untouched ground is dirt rather than grass. */
    static final double DIRT_NOISE = 0.28;

    /** The surface kinds by ordinal (Surface.values() copies the array on every call). */
    private static final Surface[] SURFACES = Surface.values();

    private final long seed;
    private final int size;
    private final double spacingM;
    private final float[] heights;
    private final RoadLoop road;
    private final TestPad testPad;
    private final byte[] surfaces;
    private final int cells;
    private final List<Obstacle> obstacles;
    private final ValueNoise noise;
    private final double rasterMin;

    /**
     * @param surfaces the surface raster, {@code cells} x {@code cells} cells of {@link #CELL_M}
     *     centred on the map (row by row), or null with 0 cells for none
     */
    WorldLayout(long seed, int size, double spacingM, float[] heights, RoadLoop road, TestPad testPad,
            byte[] surfaces, int cells, List<Obstacle> obstacles) {
        this.seed = seed;
        this.size = size;
        this.spacingM = spacingM;
        this.heights = heights;
        this.road = road;
        this.testPad = testPad;
        this.surfaces = surfaces;
        this.cells = cells;
        this.obstacles = List.copyOf(obstacles);
        this.noise = new ValueNoise(seed);
        this.rasterMin = -cells * CELL_M / 2;
    }

    /**
     * The surface of ground left as it was, away from the road and the pad: dirt in patches some
     * 70 m across, grass elsewhere.
     *
     * @param noise the world's noise ({@code new ValueNoise(seed)})
     * @param x world x (in metres)
     * @param z world z (in metres)
     * @return dirt or grass
     */
    static Surface naturalSurface(ValueNoise noise, double x, double z) {
        return noise.fbm(x / 70 + 40, z / 70 - 13, 3) > DIRT_NOISE ? Surface.DIRT : Surface.GRASS;
    }

    /** @return the seed the world was built from */
    public long seed() {
        return seed;
    }

    /** @return grid vertices along one side (2^n + 1) */
    public int size() {
        return size;
    }

    /** @return grid spacing (in metres) */
    public double spacingM() {
        return spacingM;
    }

    /** @return the world's side length (in metres) */
    public double extentM() {
        return (size - 1) * spacingM;
    }

    /** @return the smallest x and z of the terrain (in metres) */
    public double minCoord() {
        return -extentM() / 2;
    }

    /** @return the terrain heights, row by row (in metres); do not modify */
    public float[] heights() {
        return heights;
    }

    /** @return the height of grid vertex (ix, iz) (in metres) */
    public double vertexHeight(int ix, int iz) {
        return heights[iz * size + ix];
    }

    /** @return the road loop */
    public RoadLoop road() {
        return road;
    }

    /** @return the test pad (drag strip, skidpad, lane change and slalom) */
    public TestPad testPad() {
        return testPad;
    }

    /** @return the static obstacles */
    public List<Obstacle> obstacles() {
        return obstacles;
    }

    /** @return half the side of the square the surface raster covers, centred on the map (in metres) */
    public double surfaceRasterHalfM() {
        return -rasterMin;
    }

    /**
     * The surface under a point: asphalt on the road and the pad, dirt on the road's shoulders
     * and in patches, grass elsewhere.
     *
     * @param x world x (in metres)
     * @param z world z (in metres)
     * @return the surface kind
     */
    public Surface surfaceAt(double x, double z) {
        int cx = (int) Math.floor((x - rasterMin) / CELL_M);
        int cz = (int) Math.floor((z - rasterMin) / CELL_M);
        if (cx < 0 || cz < 0 || cx >= cells || cz >= cells) {
            return naturalSurface(noise, x, z);
        }
        return SURFACES[surfaces[cz * cells + cx]];
    }

    /**
     * Bilinear height of the grid (a smooth estimate used for placing things; the collision
     * geometry answers the exact triangle height).
     *
     * @param x world x (in metres)
     * @param z world z (in metres)
     * @return height (in metres), clamped to the map
     */
    public double approxHeight(double x, double z) {
        double gx = clamp((x - minCoord()) / spacingM, 0, size - 1.0001);
        double gz = clamp((z - minCoord()) / spacingM, 0, size - 1.0001);
        int ix = (int) gx;
        int iz = (int) gz;
        double fx = gx - ix;
        double fz = gz - iz;
        double a = vertexHeight(ix, iz);
        double b = vertexHeight(ix + 1, iz);
        double c = vertexHeight(ix, iz + 1);
        double d = vertexHeight(ix + 1, iz + 1);
        return (a + (b - a) * fx) * (1 - fz) + (c + (d - c) * fx) * fz;
    }

    private static double clamp(double v, double lo, double hi) {
        return Math.max(lo, Math.min(hi, v));
    }
}
