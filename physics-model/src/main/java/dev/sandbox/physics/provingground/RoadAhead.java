package dev.sandbox.physics.provingground;

import dev.sandbox.physics.math.Units;
import java.util.function.DoubleUnaryOperator;

/**
 * The road as a driver sees it ahead: its bends (the centre line's curvature) and its hills (the
 * height of the road along it), and the speed it is worth going at for what is in sight. The
 * speed takes every bend at a chosen lateral acceleration, crests no faster than the speed at
 * which the tyres would keep only part of their load (the road falling away under the vehicle:
 * at speed v over a crest of vertical curvature k_v the load is m(g - v^2 k_v)), and leaves room
 * to brake for each at a chosen deceleration, helped or hindered by the climb or the drop to it
 * (energy: v0^2 = v^2 + 2 a d + 2 g (h_d - h_0)).
 */
public final class RoadAhead {

    /** How far ahead the driver looks (in metres). */
    public static final double SIGHT_M = 200;
    /** Spacing of the points looked at (in metres). */
    static final double LOOK_STEP_M = 5;
    /** Half the span over which a hill's vertical curvature is read (in metres): the length of a car. */
    static final double HILL_SPAN_M = 8;

    private final Path path;
    private final DoubleUnaryOperator heightAt;

    /**
     * @param path the road's centre line
     * @param heightAt the road's height at an arc length along the path (in metres, of metres)
     */
    public RoadAhead(Path path, DoubleUnaryOperator heightAt) {
        this.path = path;
        this.heightAt = heightAt;
    }

    /**
     * @param path the road's centre line, on flat ground
     * @return the road
     */
    public static RoadAhead flat(Path path) {
        return new RoadAhead(path, u -> 0);
    }

    /** @return the centre line */
    public Path path() {
        return path;
    }

    /**
     * The speed worth going at from arc length u.
     *
     * @param u where the vehicle is (arc length, in metres)
     * @param reactionM distance run before the brakes act (in metres)
     * @param lateralG the lateral acceleration the bends are taken at (as a share of g)
     * @param crestG the share of its weight the vehicle may lose over a crest (0..1)
     * @param brakeG the deceleration braked at on the level (as a share of g)
     * @return the speed (in m/s)
     */
    public double plannedSpeedMps(double u, double reactionM, double lateralG, double crestG, double brakeG) {
        double best = Double.MAX_VALUE;
        double h0 = heightAt.applyAsDouble(u);
        for (double d = 0; d <= SIGHT_M; d += LOOK_STEP_M) {
            double k = Math.abs(curvature(u + d));
            double crest = Math.max(0, -verticalCurvature(u + d));
            // v^2 k = lateralG (g - v^2 crest): the bend's speed with the load the crest leaves
            double bend2 = lateralG * Units.G / Math.max(k + lateralG * crest, 1e-9);
            double crest2 = crest < 1e-9 ? Double.MAX_VALUE : crestG * Units.G / crest;
            double v2 = Math.min(bend2, crest2);
            double room = Math.max(0, d - reactionM);
            double climb = heightAt.applyAsDouble(u + d) - h0;
            best = Math.min(best, Math.sqrt(Math.max(0, v2 + 2 * brakeG * Units.G * room + 2 * Units.G * climb)));
        }
        return best;
    }

    /** The road's vertical curvature at arc length u (in 1/m, + = a dip, - = a crest). */
    double verticalCurvature(double u) {
        double a = heightAt.applyAsDouble(u - HILL_SPAN_M);
        double b = heightAt.applyAsDouble(u);
        double c = heightAt.applyAsDouble(u + HILL_SPAN_M);
        return (a - 2 * b + c) / (HILL_SPAN_M * HILL_SPAN_M);
    }

    /**
     * The road's curvature at arc length u from three points 5 m apart.
     *
     * @param u arc length (in metres)
     * @return the curvature (in 1/m, + = bending left)
     */
    public double curvature(double u) {
        double[] a = path.pointAt(u - 5);
        double[] b = path.pointAt(u);
        double[] c = path.pointAt(u + 5);
        double abx = b[0] - a[0];
        double abz = b[1] - a[1];
        double bcx = c[0] - b[0];
        double bcz = c[1] - b[1];
        // left of the way ahead is -z: a left bend turns (x, z) clockwise in these axes
        double cross = abz * bcx - abx * bcz;
        double lab = Math.hypot(abx, abz);
        double lbc = Math.hypot(bcx, bcz);
        double lac = Math.hypot(c[0] - a[0], c[1] - a[1]);
        return 2 * cross / Math.max(lab * lbc * lac, 1e-9);
    }
}
