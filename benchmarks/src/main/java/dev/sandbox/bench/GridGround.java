package dev.sandbox.bench;

import dev.sandbox.app.physics.MinieGround;
import dev.sandbox.app.physics.StaticWorld;
import dev.sandbox.app.world.Obstacle;
import dev.sandbox.app.world.WorldLayout;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.GroundSample;
import dev.sandbox.physics.ground.ObstacleHit;
import dev.sandbox.physics.math.Vec3;
import java.util.List;
import java.util.Random;

/**
 * A measured proposal, not used by the app: the sandbox's ground answered mostly in Java. The
 * height and normal come from the layout's grid split into the same two triangles per cell as
 * the Minie heightfield (diagonal from (i+1, j) to (i, j+1), quad edges not flipped), so no
 * ray test is needed; an obstacle probe first looks in a grid of obstacle footprints and asks
 * Minie's ray test only when an obstacle is near the segment, so the answer is the same as
 * {@link MinieGround}'s. {@code GridGroundCheck} compares the two on random points.
 */
final class GridGround implements Ground {

    /** Side of a footprint-grid cell (in metres). */
    static final double CELL_M = 8.0;
    /** Margin added around every footprint (in metres). */
    static final double MARGIN_M = 1.0;

    private final WorldLayout layout;
    private final MinieGround exact;
    private final double limit;
    private final double min;
    private final double spacing;
    private final int size;
    private final float[] heights;
    private final int cells;
    private final boolean[] occupied;

    /** @param layout the world, whose static geometry this builds once more for the exact probes */
    GridGround(WorldLayout layout) {
        this.layout = layout;
        this.exact = new MinieGround(new StaticWorld(layout), layout);
        this.limit = layout.extentM() / 2 - 0.01;
        this.min = layout.minCoord();
        this.spacing = layout.spacingM();
        this.size = layout.size();
        this.heights = layout.heights();
        this.cells = (int) Math.ceil(layout.extentM() / CELL_M) + 2;
        this.occupied = new boolean[cells * cells];
        for (Obstacle o : layout.obstacles()) {
            double[] box = footprint(o);
            markBox(box[0] - MARGIN_M, box[1] - MARGIN_M, box[2] + MARGIN_M, box[3] + MARGIN_M);
        }
    }

    @Override
    public GroundSample sample(double x, double z) {
        double cx = Math.max(-limit, Math.min(limit, x));
        double cz = Math.max(-limit, Math.min(limit, z));
        double gx = (cx - min) / spacing;
        double gz = (cz - min) / spacing;
        int i = Math.min(size - 2, (int) gx);
        int j = Math.min(size - 2, (int) gz);
        double fx = gx - i;
        double fz = gz - j;
        double h00 = heights[j * size + i];
        double h10 = heights[j * size + i + 1];
        double h01 = heights[(j + 1) * size + i];
        double h11 = heights[(j + 1) * size + i + 1];
        double h;
        double dx;
        double dz;
        if (fx + fz <= 1) {
            dx = (h10 - h00) / spacing;
            dz = (h01 - h00) / spacing;
            h = h00 + (h10 - h00) * fx + (h01 - h00) * fz;
        } else {
            dx = (h11 - h01) / spacing;
            dz = (h11 - h10) / spacing;
            h = h11 - (h11 - h01) * (1 - fx) - (h11 - h10) * (1 - fz);
        }
        Vec3 n = new Vec3(-dx, 1, -dz).normalizedOr(Vec3.UNIT_Y);
        return GroundSample.of(h, n, layout.surfaceAt(cx, cz));
    }

    @Override
    public ObstacleHit castObstacle(Vec3 from, Vec3 to) {
        int i0 = cell(Math.min(from.x(), to.x()));
        int i1 = cell(Math.max(from.x(), to.x()));
        int j0 = cell(Math.min(from.z(), to.z()));
        int j1 = cell(Math.max(from.z(), to.z()));
        for (int j = j0; j <= j1; j++) {
            for (int i = i0; i <= i1; i++) {
                if (occupied[j * cells + i]) {
                    return exact.castObstacle(from, to);
                }
            }
        }
        return null;
    }

    /** @return the Minie ground this one falls back on */
    MinieGround exact() {
        return exact;
    }

    private int cell(double v) {
        int c = (int) Math.floor((v - min) / CELL_M) + 1;
        return Math.max(0, Math.min(cells - 1, c));
    }

    private void markBox(double x0, double z0, double x1, double z1) {
        for (int j = cell(z0); j <= cell(z1); j++) {
            for (int i = cell(x0); i <= cell(x1); i++) {
                occupied[j * cells + i] = true;
            }
        }
    }

    /** @return min x, min z, max x, max z of an obstacle's collision shape (in metres) */
    private static double[] footprint(Obstacle o) {
        if (o instanceof Obstacle.Tree t) {
            return new double[] {t.x() - t.trunkRadiusM(), t.z() - t.trunkRadiusM(), t.x() + t.trunkRadiusM(), t.z() + t.trunkRadiusM()};
        } else if (o instanceof Obstacle.Rock r) {
            return new double[] {r.x() - r.radiusM(), r.z() - r.radiusM(), r.x() + r.radiusM(), r.z() + r.radiusM()};
        } else if (o instanceof Obstacle.Wall w) {
            double c = Math.abs(Math.cos(w.headingRad()));
            double s = Math.abs(Math.sin(w.headingRad()));
            double ex = c * w.lengthM() / 2 + s * w.thicknessM() / 2;
            double ez = s * w.lengthM() / 2 + c * w.thicknessM() / 2;
            return new double[] {w.x() - ex, w.z() - ez, w.x() + ex, w.z() + ez};
        }
        throw new IllegalArgumentException("unknown obstacle " + o);
    }

    /**
     * Compares this ground with {@link MinieGround} at random points and on random probe
     * segments next to obstacles.
     *
     * @param points how many points and segments
     * @return a one-line summary: worst height and normal differences, surface and probe mismatches
     */
    String verify(int points) {
        Random r = new Random(11);
        double worstH = 0;
        double worstN = 0;
        int surfaceMismatch = 0;
        int probeMismatch = 0;
        int probeHits = 0;
        double half = layout.extentM() / 2;
        List<Obstacle> obstacles = layout.obstacles();
        for (int k = 0; k < points; k++) {
            double x = (r.nextDouble() * 2 - 1) * half;
            double z = (r.nextDouble() * 2 - 1) * half;
            GroundSample a = sample(x, z);
            GroundSample b = exact.sample(x, z);
            worstH = Math.max(worstH, Math.abs(a.heightM() - b.heightM()));
            worstN = Math.max(worstN, a.normal().minus(b.normal()).length());
            surfaceMismatch += a.surface() == b.surface() ? 0 : 1;
            double[] box = footprint(obstacles.get(r.nextInt(obstacles.size())));
            double ox = (box[0] + box[2]) / 2 + (r.nextDouble() - 0.5) * 8;
            double oz = (box[1] + box[3]) / 2 + (r.nextDouble() - 0.5) * 8;
            double y = exact.sample(ox, oz).heightM() + 0.5;
            double a2 = r.nextDouble() * 2 * Math.PI;
            Vec3 from = new Vec3(ox, y, oz);
            Vec3 to = new Vec3(ox + 2.4 * Math.cos(a2), y, oz + 2.4 * Math.sin(a2));
            ObstacleHit p = castObstacle(from, to);
            ObstacleHit q = exact.castObstacle(from, to);
            probeHits += q == null ? 0 : 1;
            probeMismatch += (p == null) == (q == null) ? 0 : 1;
        }
        return String.format(java.util.Locale.ROOT, "grid ground vs Minie ground on %d points: worst height difference %.2e m,"
                + " worst normal difference %.2e, %d surface mismatches; %d of %d probes hit an obstacle, %d mismatches",
                points, worstH, worstN, surfaceMismatch, probeHits, points, probeMismatch);
    }
}
