package dev.sandbox.app.core.laps;

import dev.sandbox.app.core.world.RoadLoop;

/**
 * Follows a moving point along the road loop's centreline: where it is along the lap (its foot
 * on the centreline, measured from the start/finish line) and how far beside the centreline. It
 * remembers the sample it found last and looks only around it, so following a vehicle step by
 * step costs a few dozen distances a step; after a jump (a reset) it scans the whole loop once.
 */
public final class LoopCursor {

    /** Samples looked at on each side of the last one before the search walks on. */
    private static final int WINDOW = 6;
    /** Most windows walked before a whole scan: a jump of a couple of hundred metres. */
    private static final int MAX_WALKS = 16;

    private final LapCourse course;
    private final RoadLoop road;
    private int index = -1;
    private double lateralM;

    LoopCursor(LapCourse course) {
        this.course = course;
        this.road = course.road();
    }

    /** Forgets where the point was: the next move scans the whole loop (after a reset). */
    public void lose() {
        index = -1;
    }

    /**
     * Moves the cursor to a point.
     *
     * @param x world x (in metres)
     * @param z world z (in metres)
     * @return the point's distance along the lap from the start/finish line (in metres, 0 to
     *     the lap's length)
     */
    public double moveTo(double x, double z) {
        index = index < 0 ? road.nearest(x, z) : follow(x, z);
        int n = road.size();
        // the foot of the point on the segment before or after the nearest sample
        double best = Double.MAX_VALUE;
        double along = 0;
        for (int seg = index - 1; seg <= index; seg++) {
            double ax = road.x(seg);
            double az = road.z(seg);
            double dx = road.x(seg + 1) - ax;
            double dz = road.z(seg + 1) - az;
            double len2 = dx * dx + dz * dz;
            double u = Math.max(0, Math.min(1, ((x - ax) * dx + (z - az) * dz) / len2));
            double fx = ax + dx * u - x;
            double fz = az + dz * u - z;
            double d2 = fx * fx + fz * fz;
            if (d2 < best) {
                best = d2;
                along = course.distanceOfSampleM(seg) + u * course.spacingM();
                // positive to the left of the direction of travel (x forward, -z left of +x)
                lateralM = ((x - ax) * dz - (z - az) * dx) / Math.sqrt(len2);
            }
        }
        double length = course.lengthM();
        return along >= length ? along - length : along;
    }

    /** @return the point's distance from the centreline at the last move (in metres, positive to the left) */
    public double lateralM() {
        return lateralM;
    }

    private int follow(double x, double z) {
        int centre = index;
        for (int walk = 0; walk < MAX_WALKS; walk++) {
            int best = centre;
            double bestD = Double.MAX_VALUE;
            for (int i = centre - WINDOW; i <= centre + WINDOW; i++) {
                double d = sq(road.x(i) - x) + sq(road.z(i) - z);
                if (d < bestD) {
                    bestD = d;
                    best = i;
                }
            }
            if (Math.abs(best - centre) < WINDOW) {
                return Math.floorMod(best, road.size());
            }
            centre = best;
        }
        return road.nearest(x, z);
    }

    private static double sq(double v) {
        return v * v;
    }
}
