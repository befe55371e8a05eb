package dev.sandbox.physics.provingground;

import dev.sandbox.physics.math.Maths;
import java.util.ArrayList;
import java.util.List;

/**
 * A path on the ground for the test drivers: a polyline in the x-z plane with arc length,
 * open or closed.
 */
public final class Path {

    private final double[] xs;
    private final double[] zs;
    private final double[] s;
    private final boolean closed;

    /**
     * @param points points in driving order, {x, z} each (in metres)
     * @param closed true when the last point joins the first
     */
    public Path(List<double[]> points, boolean closed) {
        int n = points.size() + (closed ? 1 : 0);
        xs = new double[n];
        zs = new double[n];
        s = new double[n];
        for (int i = 0; i < n; i++) {
            double[] p = points.get(i % points.size());
            xs[i] = p[0];
            zs[i] = p[1];
            if (i > 0) {
                s[i] = s[i - 1] + Maths.hypot(xs[i] - xs[i - 1], zs[i] - zs[i - 1]);
            }
        }
        this.closed = closed;
    }

    /**
     * A circle driven to the left (counter-clockwise seen from above, y up), starting at
     * (cx + r, cz) heading -z.
     *
     * @param cx centre x (in metres)
     * @param cz centre z (in metres)
     * @param radius radius (in metres)
     * @return the path
     */
    public static Path leftCircle(double cx, double cz, double radius) {
        List<double[]> pts = new ArrayList<>();
        int n = 720;
        for (int i = 0; i < n; i++) {
            double t = 2 * Math.PI * i / n;
            pts.add(new double[] {cx + radius * Math.cos(t), cz - radius * Math.sin(t)});
        }
        return new Path(pts, true);
    }

    /** @return total length (in metres) */
    public double length() {
        return s[s.length - 1];
    }

    /**
     * @param x world x (in metres)
     * @param z world z (in metres)
     * @param hint arc length near which to search (in metres), or NaN to search everywhere
     * @return the arc length of the nearest point of the path
     */
    public double project(double x, double z, double hint) {
        int segments = xs.length - 1;
        int first = 0;
        int count = segments;
        if (!Double.isNaN(hint)) {
            // only the segments within 30 m of the hint, found by bisection on the arc length
            int centre = segmentAt(wrapLength(hint));
            int reach = 0;
            while (reach < segments / 2 && Math.abs(s[Math.min(centre + reach + 1, segments)] - s[centre]) < 30) {
                reach++;
            }
            first = centre - reach;
            count = Math.min(segments, 2 * reach + 1);
        }
        int best = 0;
        double bestD = Double.MAX_VALUE;
        double bestT = 0;
        for (int k = 0; k < count; k++) {
            int i = first + k;
            if (closed) {
                i = Math.floorMod(i, segments);
            } else if (i < 0 || i >= segments) {
                continue;
            }
            double dx = xs[i + 1] - xs[i];
            double dz = zs[i + 1] - zs[i];
            double len2 = dx * dx + dz * dz;
            double t = len2 > 0 ? Math.max(0, Math.min(1, ((x - xs[i]) * dx + (z - zs[i]) * dz) / len2)) : 0;
            double px = xs[i] + t * dx - x;
            double pz = zs[i] + t * dz - z;
            double d = px * px + pz * pz;
            if (d < bestD) {
                bestD = d;
                best = i;
                bestT = t;
            }
        }
        return s[best] + bestT * (s[best + 1] - s[best]);
    }

    /** @return the index of the segment holding arc length u */
    private int segmentAt(double u) {
        int lo = 0;
        int hi = s.length - 1;
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (s[mid] <= u) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private double wrapLength(double u) {
        double len = length();
        return closed ? ((u % len) + len) % len : Math.max(0, Math.min(len, u));
    }

    /** @return the point {x, z} at arc length u (wrapped on a closed path, clamped on an open one) */
    public double[] pointAt(double u) {
        double len = length();
        double v = closed ? ((u % len) + len) % len : Math.max(0, Math.min(len, u));
        int lo = 0;
        int hi = s.length - 1;
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (s[mid] <= v) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        double seg = s[hi] - s[lo];
        double t = seg > 0 ? (v - s[lo]) / seg : 0;
        return new double[] {xs[lo] + t * (xs[hi] - xs[lo]), zs[lo] + t * (zs[hi] - zs[lo])};
    }

    /**
     * @param x world x (in metres)
     * @param z world z (in metres)
     * @param u arc length of the nearest point
     * @return the signed distance from the path (in metres, positive = left of the driving direction)
     */
    public double lateralOffset(double x, double z, double u) {
        double[] p = pointAt(u);
        double[] q = pointAt(u + 0.5);
        double tx = q[0] - p[0];
        double tz = q[1] - p[1];
        double len = Maths.hypot(tx, tz);
        // left of a direction (tx, tz) in the y-up world is (tz, -tx)
        return ((x - p[0]) * tz + (z - p[1]) * -tx) / Math.max(len, 1e-9);
    }
}
