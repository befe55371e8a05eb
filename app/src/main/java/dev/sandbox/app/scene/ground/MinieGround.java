package dev.sandbox.app.scene.ground;

import com.jme3.bounding.BoundingBox;
import com.jme3.bullet.collision.PhysicsCollisionObject;
import com.jme3.bullet.collision.PhysicsRayTestResult;
import com.jme3.math.Vector3f;
import dev.sandbox.app.core.world.Obstacle;
import dev.sandbox.app.core.world.SegmentBoxes;
import dev.sandbox.app.core.world.WorldLayout;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.GroundReading;
import dev.sandbox.physics.ground.GroundSample;
import dev.sandbox.physics.ground.ObstacleHit;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Vec3;
import java.util.ArrayList;
import java.util.List;

/**
 * The model's {@link Ground} in the sandbox: height and normal from vertical Minie ray tests
 * against the terrain heightfield, grip from the surface raster of the layout (asphalt on the
 * road, dirt and grass off it), and obstacle contacts from ray tests against the static
 * obstacle bodies. Points outside the map are answered at the nearest edge of the map.
 *
 * <p>Minie gives every answer; two exact shortcuts keep the model from asking it the same
 * question a thousand times a second:
 * <ul>
 *   <li><b>Triangle planes.</b> The heightfield is flat over each of its triangles (two per
 *       grid cell, split by the diagonal from vertex (i+1, j) to (i, j+1): quad edges not
 *       flipped, {@link StaticWorld}). The first sample in a triangle casts a ray at the
 *       triangle's centroid, where no neighbour can answer, and keeps the plane Minie
 *       returns (height and normal) in a small direct-mapped cache; later samples in that
 *       triangle are answered from the plane, which is the same answer a ray would give
 *       (tested against fresh ray tests to 1e-4 m). A wheel at 30 m/s crosses a 2 m triangle
 *       in about 60 steps of 1 ms, so one ray in about 60 samples remains.</li>
 *   <li><b>Obstacle broadphase.</b> At construction every obstacle body's bounding box, as
 *       Minie reports it, marks the cells of a {@value #OBSTACLE_CELL_M} m grid; a probe whose
 *       segment touches no marked cell cannot hit anything and is answered "clear" without a
 *       ray test. Most probes on open ground end there.</li>
 * </ul>
 * Not thread-safe: the fixed-step loop calls it from one thread.
 */
public final class MinieGround implements Ground {

    /** Side of a cell of the obstacle broadphase grid (in metres). */
    public static final double OBSTACLE_CELL_M = 4.0;
    /** Margin added around every obstacle's bounding box in the broadphase (in metres). */
    static final double OBSTACLE_MARGIN_M = 0.25;
    /** How much wider than Bullet's bounding box an obstacle's box is taken (in metres). */
    static final double BOX_SLACK_M = 0.01;
    /** Slots of the triangle-plane cache (a power of two). */
    static final int PLANE_SLOTS = 1024;

    private final StaticWorld world;
    private final WorldLayout layout;
    private final double limit;
    private final double min;
    private final double spacing;
    private final int size;
    private final float top;
    private final float bottom;
    private final Vector3f from = new Vector3f();
    private final Vector3f to = new Vector3f();
    private final Vector3f normal = new Vector3f();
    /** The reading behind {@link #sample(double, double)} (the cache is single-threaded anyway). */
    private final GroundReading scratch = new GroundReading();
    private final List<PhysicsRayTestResult> hits = new ArrayList<>();

    private final long[] planeKey = new long[PLANE_SLOTS];
    private final double[] planeX = new double[PLANE_SLOTS];
    private final double[] planeZ = new double[PLANE_SLOTS];
    private final double[] planeH = new double[PLANE_SLOTS];
    private final double[] planeSlopeX = new double[PLANE_SLOTS];
    private final double[] planeSlopeZ = new double[PLANE_SLOTS];
    private final Vec3[] planeNormal = new Vec3[PLANE_SLOTS];

    private final int obstacleCells;
    private final boolean[] marked;
    /**
     * The obstacles' bounding boxes, {minX, minY, minZ, maxX, maxY, maxZ} each, widened by
     * {@link #BOX_SLACK_M}, and the boxes that reach into each grid cell (null: none). A probe
     * that crosses none of its cells' boxes cannot hit anything, so it needs no ray test: a
     * vehicle pressed against a tree crosses the tree's box with two or three of its probes,
     * not all eight.
     */
    private final double[] boxes;
    /**
     * The wall behind each box, or null for a tree or rock, whose upright bounding box is
     * already tight: a long wall at an angle fills its bounding box only along a diagonal.
     */
    private final Obstacle.Wall[] walls;
    private final int[][] cellBoxes;

    private long rayCount;
    private long sampleCount;
    private long probeCount;

    /**
     * @param world the static collision geometry
     * @param layout the layout it was built from (for the grid and the surface raster)
     */
    public MinieGround(StaticWorld world, WorldLayout layout) {
        this.world = world;
        this.layout = layout;
        this.limit = layout.extentM() / 2 - 0.01;
        this.min = layout.minCoord();
        this.spacing = layout.spacingM();
        this.size = layout.size();
        this.top = world.maxHeight() + 10f;
        this.bottom = world.minHeight() - 10f;
        this.obstacleCells = (int) Math.ceil(layout.extentM() / OBSTACLE_CELL_M) + 3;
        this.marked = new boolean[obstacleCells * obstacleCells];
        BoundingBox box = new BoundingBox();
        Vector3f lo = new Vector3f();
        Vector3f hi = new Vector3f();
        List<PhysicsCollisionObject> bodies = new ArrayList<>(world.obstacleSpace().getPcoList());
        boxes = new double[6 * bodies.size()];
        walls = new Obstacle.Wall[bodies.size()];
        List<List<Integer>> filed = new ArrayList<>();
        for (int c = 0; c < obstacleCells * obstacleCells; c++) {
            filed.add(null);
        }
        for (int k = 0; k < bodies.size(); k++) {
            bodies.get(k).boundingBox(box);
            box.getMin(lo);
            box.getMax(hi);
            markObstacle(lo.x - OBSTACLE_MARGIN_M, lo.z - OBSTACLE_MARGIN_M,
                    hi.x + OBSTACLE_MARGIN_M, hi.z + OBSTACLE_MARGIN_M);
            double[] b = {lo.x - BOX_SLACK_M, lo.y - BOX_SLACK_M, lo.z - BOX_SLACK_M,
                hi.x + BOX_SLACK_M, hi.y + BOX_SLACK_M, hi.z + BOX_SLACK_M};
            System.arraycopy(b, 0, boxes, 6 * k, 6);
            if (bodies.get(k).getUserObject() instanceof Obstacle.Wall w) {
                walls[k] = w;
            }
            for (int j = obstacleCell(b[2]); j <= obstacleCell(b[5]); j++) {
                for (int i = obstacleCell(b[0]); i <= obstacleCell(b[3]); i++) {
                    int c = j * obstacleCells + i;
                    if (filed.get(c) == null) {
                        filed.set(c, new ArrayList<>());
                    }
                    filed.get(c).add(k);
                }
            }
        }
        cellBoxes = new int[filed.size()][];
        for (int c = 0; c < cellBoxes.length; c++) {
            if (filed.get(c) != null) {
                cellBoxes[c] = filed.get(c).stream().mapToInt(Integer::intValue).toArray();
            }
        }
    }

    @Override
    public GroundSample sample(double x, double z) {
        sample(x, z, scratch);
        return scratch.toSample();
    }

    /** The same answer as {@link #sample(double, double)}, written into the caller's reading without a record. */
    @Override
    public void sample(double x, double z, GroundReading out) {
        sampleCount++;
        double cx = Math.max(-limit, Math.min(limit, x));
        double cz = Math.max(-limit, Math.min(limit, z));
        Surface surface = layout.surfaceAt(cx, cz);
        double gx = (cx - min) / spacing;
        double gz = (cz - min) / spacing;
        int i = Math.max(0, Math.min(size - 2, (int) Math.floor(gx)));
        int j = Math.max(0, Math.min(size - 2, (int) Math.floor(gz)));
        int upper = (gx - i) + (gz - j) > 1 ? 1 : 0;
        long key = (((long) j * size + i) << 1 | upper) + 1;
        int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> 54) & (PLANE_SLOTS - 1);
        if (planeKey[slot] != key && !castPlane(slot, key, i, j, upper)) {
            out.set(layout.approxHeight(cx, cz), Vec3.UNIT_Y, surface.grip(), surface);
            return;
        }
        double h = planeH[slot] + planeSlopeX[slot] * (cx - planeX[slot]) + planeSlopeZ[slot] * (cz - planeZ[slot]);
        out.set(h, planeNormal[slot], surface.grip(), surface);
    }

    /** Casts the ray at the centroid of triangle (i, j, upper) and stores its plane in the slot. */
    private boolean castPlane(int slot, long key, int i, int j, int upper) {
        double u = upper == 1 ? 2.0 / 3 : 1.0 / 3;
        double px = min + (i + u) * spacing;
        double pz = min + (j + u) * spacing;
        PhysicsRayTestResult best = verticalRay(px, pz);
        if (best == null) {
            planeKey[slot] = 0;
            return false;
        }
        best.getHitNormalLocal(normal);
        Vec3 n = new Vec3(normal.x, normal.y, normal.z).normalizedOr(Vec3.UNIT_Y);
        if (n.y() < 0) {
            n = n.times(-1);
        }
        planeKey[slot] = key;
        planeX[slot] = px;
        planeZ[slot] = pz;
        planeH[slot] = top + (bottom - (double) top) * best.getHitFraction();
        planeSlopeX[slot] = -n.x() / n.y();
        planeSlopeZ[slot] = -n.z() / n.y();
        planeNormal[slot] = n;
        return true;
    }

    /**
     * One vertical Minie ray test through the terrain, with no cache: the reference the
     * cached planes are tested against.
     *
     * @param x world x (in metres), inside the map
     * @param z world z (in metres), inside the map
     * @return height (in metres) and normal at the point, or null if the ray found nothing
     */
    public GroundSample sampleByRay(double x, double z) {
        PhysicsRayTestResult best = verticalRay(x, z);
        if (best == null) {
            return null;
        }
        best.getHitNormalLocal(normal);
        Vec3 n = new Vec3(normal.x, normal.y, normal.z).normalizedOr(Vec3.UNIT_Y);
        return GroundSample.of(top + (bottom - (double) top) * best.getHitFraction(),
                n.y() < 0 ? n.times(-1) : n, layout.surfaceAt(x, z));
    }

    private PhysicsRayTestResult verticalRay(double x, double z) {
        from.set((float) x, top, (float) z);
        to.set((float) x, bottom, (float) z);
        hits.clear();
        world.terrainSpace().rayTestRaw(from, to, hits);
        rayCount++;
        return nearest(hits);
    }

    @Override
    public ObstacleHit castObstacle(Vec3 start, Vec3 end) {
        probeCount++;
        if (!crossesABox(start.x(), start.y(), start.z(), end.x(), end.y(), end.z())) {
            return null;
        }
        return castObstacleByRay(start, end);
    }

    /** @return true when the segment crosses the box of an obstacle filed in the cells it spans */
    private boolean crossesABox(double x0, double y0, double z0, double x1, double y1, double z1) {
        for (int j = obstacleCell(Math.min(z0, z1)); j <= obstacleCell(Math.max(z0, z1)); j++) {
            for (int i = obstacleCell(Math.min(x0, x1)); i <= obstacleCell(Math.max(x0, x1)); i++) {
                int[] list = cellBoxes[j * obstacleCells + i];
                if (list != null) {
                    for (int k : list) {
                        if (crosses(k, x0, y0, z0, x1, y1, z1)) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    /**
     * @return true when the segment meets obstacle k's box: its upright bounding box, and for a
     *     wall its box in the wall's own frame
     */
    private boolean crosses(int k, double x0, double y0, double z0, double x1, double y1, double z1) {
        int at = 6 * k;
        if (walls[k] == null) {
            return SegmentBoxes.meetsBox(x0, y0, z0, x1, y1, z1, new double[] {boxes[at], boxes[at + 1], boxes[at + 2]},
                    new double[] {boxes[at + 3], boxes[at + 4], boxes[at + 5]});
        }
        return SegmentBoxes.meetsWall(walls[k], BOX_SLACK_M, boxes[at + 1], boxes[at + 4], x0, y0, z0, x1, y1, z1);
    }

    /**
     * One obstacle ray test, without the broadphase (the reference for it).
     *
     * @param start segment start (in metres)
     * @param end segment end (in metres)
     * @return the first obstacle on the segment, or null
     */
    public ObstacleHit castObstacleByRay(Vec3 start, Vec3 end) {
        from.set((float) start.x(), (float) start.y(), (float) start.z());
        to.set((float) end.x(), (float) end.y(), (float) end.z());
        if (from.distanceSquared(to) < 1e-12f) {
            return null;
        }
        hits.clear();
        world.obstacleSpace().rayTestRaw(from, to, hits);
        rayCount++;
        PhysicsRayTestResult best = nearest(hits);
        if (best == null) {
            return null;
        }
        double f = best.getHitFraction();
        Vec3 point = start.plus(end.minus(start).times(f));
        best.getHitNormalLocal(normal);
        Vec3 n = new Vec3(normal.x, normal.y, normal.z).normalizedOr(Vec3.UNIT_Y);
        if (n.dot(end.minus(start)) > 0) {
            n = n.times(-1);
        }
        return new ObstacleHit(point, n, f);
    }

    @Override
    public boolean mayHaveObstaclesNear(double x, double z, double radiusM) {
        return obstacleNear(x - radiusM, z - radiusM, x + radiusM, z + radiusM);
    }

    private boolean obstacleNear(double x0, double z0, double x1, double z1) {
        int i0 = obstacleCell(x0);
        int i1 = obstacleCell(x1);
        int j0 = obstacleCell(z0);
        int j1 = obstacleCell(z1);
        for (int j = j0; j <= j1; j++) {
            for (int i = i0; i <= i1; i++) {
                if (marked[j * obstacleCells + i]) {
                    return true;
                }
            }
        }
        return false;
    }

    private void markObstacle(double x0, double z0, double x1, double z1) {
        for (int j = obstacleCell(z0); j <= obstacleCell(z1); j++) {
            for (int i = obstacleCell(x0); i <= obstacleCell(x1); i++) {
                marked[j * obstacleCells + i] = true;
            }
        }
    }

    /** @return the broadphase cell of a coordinate; everything beyond the map shares the edge cells */
    private int obstacleCell(double v) {
        if (!(v > min - OBSTACLE_CELL_M)) {
            return 0;
        }
        // in doubles first: a position far beyond the map (1e12 m) overflows an int
        double c = Math.floor((v - min) / OBSTACLE_CELL_M) + 1;
        return (int) Math.min(obstacleCells - 1, c);
    }

    /** @return the number of Minie ray tests made so far (for profiling) */
    public long rayCount() {
        return rayCount;
    }

    /** @return the number of ground samples answered so far (for profiling) */
    public long sampleCount() {
        return sampleCount;
    }

    /** @return the number of obstacle probes answered so far (for profiling) */
    public long probeCount() {
        return probeCount;
    }

    /** @return the layout behind this ground */
    public WorldLayout layout() {
        return layout;
    }

    private static PhysicsRayTestResult nearest(List<PhysicsRayTestResult> list) {
        PhysicsRayTestResult best = null;
        for (PhysicsRayTestResult r : list) {
            if (best == null || r.getHitFraction() < best.getHitFraction()) {
                best = r;
            }
        }
        return best;
    }
}
