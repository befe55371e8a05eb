package dev.sandbox.app.core.world;

import java.util.ArrayList;
import java.util.List;

/**
 * The test pad: a flat asphalt area inside the road loop where the proving ground's standard
 * tests can be driven by hand. It is laid out in its own coordinates: u (in metres) along the
 * drag strip from its start line, v (in metres) to the left of a car on the line.
 *
 * <ul>
 * <li>the drag strip, {@link #STRIP_HALF_WIDTH_M} either side of its axis from
 *     {@link #RUNUP_M} behind the start line to {@link #stripEndU()}, with a connecting lane
 *     from the start back to the road loop;</li>
 * <li>beside the strip's middle, the handling area: a 40 m-radius skidpad circle (ISO 4138),
 *     an ISO 3888-1 double lane change and a slalom, both marked by cones.</li>
 * </ul>
 *
 * <p>The whole pad lies at one height, the road's height where the connecting lane meets the
 * loop, so the lane is level and the pad is a true flat.
 */
public final class TestPad {

    /** Half the drag strip's width (in metres). */
    public static final double STRIP_HALF_WIDTH_M = 12.0;
    /** Strip length behind the start line, where a car turns in to stage (in metres). */
    public static final double RUNUP_M = 25.0;
    /** Half the width of the lane joining the start of the strip to the road loop (in metres). */
    public static final double LANE_HALF_WIDTH_M = 6.0;
    /** Skidpad circle radius (in metres), the proving ground's ISO 4138 default. */
    public static final double SKIDPAD_RADIUS_M = 40.0;
    /** Length of the handling area along the strip (in metres). */
    public static final double HANDLING_LENGTH_M = 240.0;
    /** Width of the handling area beside the strip (in metres). */
    public static final double HANDLING_WIDTH_M = 100.0;
    /** Longest strip laid (in metres from the start line). */
    public static final double MAX_STRIP_M = 640.0;
    /** Shortest strip accepted (in metres from the start line). */
    public static final double MIN_STRIP_M = 600.0;
    /** Vehicle width the lane-change lanes are sized for (in metres): the Boxster's 1.78 m, rounded up. */
    public static final double LANE_CHANGE_VEHICLE_WIDTH_M = 1.8;
    /** Slalom cone spacing (in metres). */
    public static final double SLALOM_SPACING_M = 18.0;
    /** Number of slalom cones. */
    public static final int SLALOM_CONES = 7;

    private final double originX;
    private final double originZ;
    private final double dirX;
    private final double dirZ;
    private final double stripEndU;
    private final double laneStartU;
    private final double side;
    private final double heightM;

    /**
     * @param originX world x of the start line's centre (in metres)
     * @param originZ world z of the start line's centre (in metres)
     * @param headingRad direction of the strip (in radians; 0 = +x, pi/2 = -z)
     * @param stripEndU length of the strip beyond the start line (in metres)
     * @param laneStartU where the connecting lane meets the road (u, negative, in metres)
     * @param side +1 when the handling area is left of the strip, -1 when right
     * @param heightM height of the pad's surface (in metres)
     */
    public TestPad(double originX, double originZ, double headingRad, double stripEndU, double laneStartU,
            double side, double heightM) {
        this.originX = originX;
        this.originZ = originZ;
        this.dirX = Math.cos(headingRad);
        this.dirZ = -Math.sin(headingRad);
        this.stripEndU = stripEndU;
        this.laneStartU = laneStartU;
        this.side = side;
        this.heightM = heightM;
    }

    /** @return world x of the start line's centre (in metres) */
    public double startX() {
        return originX;
    }

    /** @return world z of the start line's centre (in metres) */
    public double startZ() {
        return originZ;
    }

    /** @return the strip's direction (in radians; 0 = +x, pi/2 = -z) */
    public double headingRad() {
        return Math.atan2(-dirZ, dirX);
    }

    /** @return the surface height of the whole pad (in metres) */
    public double heightM() {
        return heightM;
    }

    /** @return the strip's length beyond the start line (in metres) */
    public double stripEndU() {
        return stripEndU;
    }

    /** @return u where the connecting lane leaves the road loop (in metres, negative) */
    public double laneStartU() {
        return laneStartU;
    }

    /** @return +1 when the handling area lies left of the strip, -1 when right */
    public double side() {
        return side;
    }

    /** @return u of the handling area's start (in metres) */
    public double handlingStartU() {
        return Math.max(60, 0.5 * stripEndU - 0.5 * HANDLING_LENGTH_M);
    }

    /** @return pad coordinates {u, v} of the skidpad circle's centre (in metres) */
    public double[] skidpadCentre() {
        return new double[] {handlingStartU() + 50, side * (STRIP_HALF_WIDTH_M + 50)};
    }

    /**
     * @param u along the strip from the start line (in metres)
     * @param v to the left of the strip's axis (in metres)
     * @return world {x, z} (in metres)
     */
    public double[] toWorld(double u, double v) {
        // left of heading (cos h, -sin h) in x-z is (-sin h, -cos h) = (dirZ, -dirX)
        return new double[] {originX + u * dirX + v * dirZ, originZ + u * dirZ - v * dirX};
    }

    /**
     * @param x world x (in metres)
     * @param z world z (in metres)
     * @return pad coordinates {u, v} (in metres)
     */
    public double[] toPad(double x, double z) {
        double dx = x - originX;
        double dz = z - originZ;
        return new double[] {dx * dirX + dz * dirZ, dx * dirZ - dz * dirX};
    }

    /**
     * Distance from a point to the paved pad, strip, lane and handling area together.
     *
     * @param x world x (in metres)
     * @param z world z (in metres)
     * @return 0 on the pad, otherwise the distance to its nearest edge (in metres)
     */
    public double distanceOutside(double x, double z) {
        double u = padU(x, z);
        double v = padV(x, z);
        double h0 = handlingStartU();
        // the nearest of the three areas by squared distance, then one square root: the layout
        // asks this for each of its million grid vertices
        double su = gap(u, -RUNUP_M, stripEndU);
        double sv = gap(v, -STRIP_HALF_WIDTH_M, STRIP_HALF_WIDTH_M);
        double lu = gap(u, laneStartU, 0);
        double lv = gap(v, -LANE_HALF_WIDTH_M, LANE_HALF_WIDTH_M);
        double hu = gap(u, h0, h0 + HANDLING_LENGTH_M);
        double hv = gap(v, handlingMinV(), handlingMaxV());
        double s2 = su * su + sv * sv;
        double l2 = lu * lu + lv * lv;
        double h2 = hu * hu + hv * hv;
        if (l2 < s2 && l2 <= h2) {
            return length(lu, lv);
        }
        return h2 < s2 ? length(hu, hv) : length(su, sv);
    }

    /**
     * @param x world x (in metres)
     * @param z world z (in metres)
     * @return true on the paved pad, strip, lane or handling area ({@link #distanceOutside} is 0)
     */
    public boolean onPad(double x, double z) {
        double u = padU(x, z);
        double v = padV(x, z);
        double h0 = handlingStartU();
        return gap(u, -RUNUP_M, stripEndU) == 0 && gap(v, -STRIP_HALF_WIDTH_M, STRIP_HALF_WIDTH_M) == 0
                || gap(u, laneStartU, 0) == 0 && gap(v, -LANE_HALF_WIDTH_M, LANE_HALF_WIDTH_M) == 0
                || gap(u, h0, h0 + HANDLING_LENGTH_M) == 0 && gap(v, handlingMinV(), handlingMaxV()) == 0;
    }

    /** @return a world point's distance along the strip from the pad's origin (in metres) */
    private double padU(double x, double z) {
        return (x - originX) * dirX + (z - originZ) * dirZ;
    }

    /** @return its distance across the strip (in metres) */
    private double padV(double x, double z) {
        return (x - originX) * dirZ - (z - originZ) * dirX;
    }

    /** @return the handling area's near or far edge across the strip, whichever is less (in metres) */
    private double handlingMinV() {
        return Math.min(side * STRIP_HALF_WIDTH_M, side * (STRIP_HALF_WIDTH_M + HANDLING_WIDTH_M));
    }

    /** @return the other edge (in metres) */
    private double handlingMaxV() {
        return Math.max(side * STRIP_HALF_WIDTH_M, side * (STRIP_HALF_WIDTH_M + HANDLING_WIDTH_M));
    }

    /**
     * The cones, in pad coordinates {u, v}: the ISO 3888-1 double lane change (sections 1, 3
     * and 5 lined on both sides, the proving ground's dimensions for a
     * {@link #LANE_CHANGE_VEHICLE_WIDTH_M}-wide car, offset lane to the left) and the slalom.
     *
     * @return cone positions (in metres)
     */
    public List<double[]> cones() {
        List<double[]> out = new ArrayList<>();
        double w = LANE_CHANGE_VEHICLE_WIDTH_M;
        double u0 = handlingStartU() + 110;
        double v0 = side * (STRIP_HALF_WIDTH_M + 22);
        double[][] lanes = {{0, 15, 0, 1.1 * w + 0.25}, {45, 70, 3.5, 1.2 * w + 0.25}, {95, 110, 0, 1.3 * w + 0.25}};
        for (double[] lane : lanes) {
            for (double s = lane[0]; s <= lane[1] + 1e-9; s += (lane[1] - lane[0]) / 4) {
                out.add(new double[] {u0 + s, v0 + lane[2] + lane[3] / 2});
                out.add(new double[] {u0 + s, v0 + lane[2] - lane[3] / 2});
            }
        }
        double vs = side * (STRIP_HALF_WIDTH_M + 78);
        for (int i = 0; i < SLALOM_CONES; i++) {
            out.add(new double[] {u0 + i * SLALOM_SPACING_M, vs});
        }
        return out;
    }

    private static double box(double u, double v, double u0, double u1, double v0, double v1) {
        return length(gap(u, u0, u1), gap(v, v0, v1));
    }

    /** @return how far a coordinate lies outside the interval [lo, hi] (0 inside) */
    private static double gap(double c, double lo, double hi) {
        return Math.max(0, Math.max(lo - c, c - hi));
    }

    /** @return the length of (a, b), both at least 0: {@link Math#hypot}, without its cost when one is 0 */
    private static double length(double a, double b) {
        if (a == 0) {
            return b;
        }
        return b == 0 ? a : Math.hypot(a, b);
    }
}
