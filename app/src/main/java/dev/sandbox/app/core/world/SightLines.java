package dev.sandbox.app.core.world;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether one point of the world can be seen from another: the straight line between them has
 * to pass above the terrain and miss every tree, rock and wall. A tree is taken as its trunk up
 * to where its crown begins and above that as the upright cylinder that holds its crown (the
 * widest crown the props draw is 0.26 of the tree's height across its radius), so a line under
 * the crown past the trunk is clear, as it is to a camera under the trees; a rock as its ball,
 * a wall as its box. Obstacles are filed in squares of
 * {@link #CELL_M} so that a line looks only at those near it.
 */
public final class SightLines {

    /** Side of the squares the obstacles are filed in (in metres). */
    static final double CELL_M = 16.0;

    /** The widest crown's radius as a share of the tree's height (as the props draw it). */
    static final double CROWN_RADIUS_PER_HEIGHT = 0.26;

    /**
     * Where the crown begins, as a share of the tree's height above its sunk foot: the conifers'
     * lower cone; the broadleaves' crowns begin higher, at 0.35 (as the props draw them).
     */
    static final double CROWN_BASE_PER_HEIGHT = 0.25;

    /** How far below its base the props sink a tree's foot into the slope (in metres). */
    static final double SUNK_M = 0.3;

    /** Spacing of the terrain checks along a line (in metres), under the terrain grid's 2 m. */
    static final double TERRAIN_STEP_M = 1.0;

    /**
     * The last stretch before the far end that the terrain check leaves out (in metres): the
     * far end is a point on a vehicle standing on the ground, and the ground right under it
     * hides nothing.
     */
    static final double TARGET_CLEARANCE_M = 2.0;

    private final WorldLayout layout;
    private final List<Obstacle> obstacles;
    private final int[][] cells;
    private final int columns;
    private final double min;
    private final int[] seen;
    private int query;

    /** @param layout the world */
    public SightLines(WorldLayout layout) {
        this.layout = layout;
        this.obstacles = List.copyOf(layout.obstacles());
        this.min = layout.minCoord();
        this.columns = (int) Math.ceil(layout.extentM() / CELL_M) + 1;
        List<List<Integer>> filed = new ArrayList<>();
        for (int c = 0; c < columns * columns; c++) {
            filed.add(new ArrayList<>());
        }
        for (int k = 0; k < obstacles.size(); k++) {
            double[] b = footprint(obstacles.get(k));
            for (int cz = cell(b[1]); cz <= cell(b[3]); cz++) {
                for (int cx = cell(b[0]); cx <= cell(b[2]); cx++) {
                    filed.get(cz * columns + cx).add(k);
                }
            }
        }
        cells = new int[columns * columns][];
        for (int c = 0; c < cells.length; c++) {
            cells[c] = filed.get(c).stream().mapToInt(Integer::intValue).toArray();
        }
        seen = new int[obstacles.size()];
    }

    /**
     * @param x0 eye x (in metres)
     * @param y0 eye y (in metres)
     * @param z0 eye z (in metres)
     * @param x1 target x (in metres)
     * @param y1 target y (in metres)
     * @param z1 target z (in metres)
     * @return true when nothing of the world stands between the eye and the target
     */
    public boolean clear(double x0, double y0, double z0, double x1, double y1, double z1) {
        return aboveTerrain(x0, y0, z0, x1, y1, z1) && missesObstacles(x0, y0, z0, x1, y1, z1);
    }

    private boolean aboveTerrain(double x0, double y0, double z0, double x1, double y1, double z1) {
        double length = Math.hypot(x1 - x0, z1 - z0);
        double end = (length - TARGET_CLEARANCE_M) / Math.max(length, 1e-9);
        int steps = (int) Math.ceil(length / TERRAIN_STEP_M);
        for (int s = 1; s < steps; s++) {
            double t = (double) s / steps;
            if (t > end) {
                break;
            }
            double x = x0 + (x1 - x0) * t;
            double z = z0 + (z1 - z0) * t;
            if (y0 + (y1 - y0) * t < layout.approxHeight(x, z)) {
                return false;
            }
        }
        return true;
    }

    private boolean missesObstacles(double x0, double y0, double z0, double x1, double y1, double z1) {
        query++;
        for (int cz = cell(Math.min(z0, z1)); cz <= cell(Math.max(z0, z1)); cz++) {
            for (int cx = cell(Math.min(x0, x1)); cx <= cell(Math.max(x0, x1)); cx++) {
                for (int k : cells[cz * columns + cx]) {
                    if (seen[k] != query) {
                        seen[k] = query;
                        if (blocks(obstacles.get(k), x0, y0, z0, x1, y1, z1)) {
                            return false;
                        }
                    }
                }
            }
        }
        return true;
    }

    private static boolean blocks(Obstacle o, double x0, double y0, double z0, double x1, double y1, double z1) {
        if (o instanceof Obstacle.Tree t) {
            double crownBase = crownBase(t);
            return crossesUpright(t.x(), t.z(), t.trunkRadiusM(), t.baseY() - SUNK_M, crownBase, x0, y0, z0, x1, y1, z1)
                    || crossesUpright(t.x(), t.z(), CROWN_RADIUS_PER_HEIGHT * t.heightM(), crownBase,
                            t.baseY() + t.heightM(), x0, y0, z0, x1, y1, z1);
        }
        if (o instanceof Obstacle.Rock r) {
            return crossesUpright(r.x(), r.z(), r.radiusM(), r.y() - r.radiusM(), r.y() + 0.85 * r.radiusM(),
                    x0, y0, z0, x1, y1, z1);
        }
        Obstacle.Wall w = (Obstacle.Wall) o;
        return SegmentBoxes.meetsWall(w, 0, w.baseY() - 0.5, w.baseY() + w.heightM(), x0, y0, z0, x1, y1, z1);
    }

    /** @return the height where a tree's crown begins (in metres) */
    public static double crownBase(Obstacle.Tree t) {
        return t.baseY() - SUNK_M + CROWN_BASE_PER_HEIGHT * t.heightM();
    }

    /**
     * @return true when the segment passes through the upright cylinder of radius r about
     *     (cx, cz) between heights ya and yb
     */
    static boolean crossesUpright(double cx, double cz, double r, double ya, double yb,
            double x0, double y0, double z0, double x1, double y1, double z1) {
        double dx = x1 - x0;
        double dz = z1 - z0;
        double ex = x0 - cx;
        double ez = z0 - cz;
        double a = dx * dx + dz * dz;
        double b = 2 * (ex * dx + ez * dz);
        double c = ex * ex + ez * ez - r * r;
        double t0;
        double t1;
        if (a < 1e-12) {
            if (c > 0) {
                return false;
            }
            t0 = 0;
            t1 = 1;
        } else {
            double disc = b * b - 4 * a * c;
            if (disc <= 0) {
                return false;
            }
            double root = Math.sqrt(disc);
            t0 = Math.max(0, (-b - root) / (2 * a));
            t1 = Math.min(1, (-b + root) / (2 * a));
            if (t0 >= t1) {
                return false;
            }
        }
        double ys = y0 + (y1 - y0) * t0;
        double ye = y0 + (y1 - y0) * t1;
        return Math.max(ys, ye) >= ya && Math.min(ys, ye) <= yb;
    }

    /** @return {minX, minZ, maxX, maxZ} of the ground an obstacle's sight volume covers */
    private static double[] footprint(Obstacle o) {
        if (o instanceof Obstacle.Tree t) {
            return square(t.x(), t.z(), CROWN_RADIUS_PER_HEIGHT * t.heightM());
        }
        if (o instanceof Obstacle.Rock r) {
            return square(r.x(), r.z(), r.radiusM());
        }
        Obstacle.Wall w = (Obstacle.Wall) o;
        return square(w.x(), w.z(), Math.hypot(w.lengthM(), w.thicknessM()) / 2);
    }

    private static double[] square(double x, double z, double half) {
        return new double[] {x - half, z - half, x + half, z + half};
    }

    private int cell(double coordinate) {
        return Math.max(0, Math.min(columns - 1, (int) Math.floor((coordinate - min) / CELL_M)));
    }
}
