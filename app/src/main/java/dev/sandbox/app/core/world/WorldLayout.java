package dev.sandbox.app.core.world;

import dev.sandbox.physics.ground.Surface;
import java.util.List;

/**
 * Everything generated from the world seed, before any rendering or physics object exists:
 * the terrain heights on a square grid, the road loop, the surface raster (the same raster
 * colours the ground and gives the model its grip) and the obstacles.
 *
 * <p>Grid vertex (ix, iz) lies at world x = {@link #minCoord()} + ix * spacing,
 * z = {@link #minCoord()} + iz * spacing; heights are stored row by row (iz major).
 */
public final class WorldLayout {

    /** Surface raster cell size (in metres). */
    public static final double CELL_M = 0.5;

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

    /** @return surface raster cells along one side */
    public int surfaceCells() {
        return cells;
    }

    /**
     * The surface under a point: asphalt on the road, dirt on its shoulders and in patches,
     * grass elsewhere.
     *
     * @param x world x (in metres)
     * @param z world z (in metres)
     * @return the surface kind (grass outside the map)
     */
    public Surface surfaceAt(double x, double z) {
        int cx = (int) Math.floor((x - minCoord()) / CELL_M);
        int cz = (int) Math.floor((z - minCoord()) / CELL_M);
        if (cx < 0 || cz < 0 || cx >= cells || cz >= cells) {
            return Surface.GRASS;
        }
        return SURFACES[surfaces[cz * cells + cx]];
    }

    /** @return the surface of raster cell (cx, cz) */
    public Surface surfaceOfCell(int cx, int cz) {
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
