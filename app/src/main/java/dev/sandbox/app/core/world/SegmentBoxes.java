package dev.sandbox.app.core.world;

/**
 * Whether a straight segment meets a box: an upright box by the slab method (the segment's
 * parameter range inside each pair of parallel faces, intersected), and a wall's box in the
 * wall's own frame (x along it, z across it). The sight lines and the ground's obstacle
 * broadphase ask the same question.
 */
public final class SegmentBoxes {

    private SegmentBoxes() {
    }

    /**
     * @param x0 segment start x (in metres)
     * @param y0 start y (in metres)
     * @param z0 start z (in metres)
     * @param x1 segment end x (in metres)
     * @param y1 end y (in metres)
     * @param z1 end z (in metres)
     * @param lo the box's lowest corner {x, y, z} (in metres)
     * @param hi its highest corner {x, y, z} (in metres)
     * @return true when the segment meets the upright box
     */
    public static boolean meetsBox(double x0, double y0, double z0, double x1, double y1, double z1, double[] lo,
            double[] hi) {
        double[] range = {0, 1};
        return slab(x0, x1 - x0, lo[0], hi[0], range) && slab(y0, y1 - y0, lo[1], hi[1], range)
                && slab(z0, z1 - z0, lo[2], hi[2], range);
    }

    /**
     * @param wall the wall
     * @param slackM how much wider and longer than the wall the box is taken (in metres)
     * @param loY the box's bottom (in metres)
     * @param hiY its top (in metres)
     * @param x0 segment start x (in metres)
     * @param y0 start y (in metres)
     * @param z0 start z (in metres)
     * @param x1 segment end x (in metres)
     * @param y1 end y (in metres)
     * @param z1 end z (in metres)
     * @return true when the segment meets the wall's box
     */
    public static boolean meetsWall(Obstacle.Wall wall, double slackM, double loY, double hiY, double x0, double y0,
            double z0, double x1, double y1, double z1) {
        // the wall's length runs along (cos h, -sin h), its thickness along (sin h, cos h)
        double c = Math.cos(wall.headingRad());
        double s = Math.sin(wall.headingRad());
        double ax = x0 - wall.x();
        double az = z0 - wall.z();
        double bx = x1 - wall.x();
        double bz = z1 - wall.z();
        double halfLength = wall.lengthM() / 2 + slackM;
        double halfThickness = wall.thicknessM() / 2 + slackM;
        return meetsBox(ax * c - az * s, y0, ax * s + az * c, bx * c - bz * s, y1, bx * s + bz * c,
                new double[] {-halfLength, loY, -halfThickness}, new double[] {halfLength, hiY, halfThickness});
    }

    /** Narrows {enter, leave} to the part of the segment between one pair of faces; false once it is empty. */
    private static boolean slab(double p, double d, double lo, double hi, double[] range) {
        if (Math.abs(d) < 1e-12) {
            return p >= lo && p <= hi;
        }
        double ta = (lo - p) / d;
        double tb = (hi - p) / d;
        range[0] = Math.max(range[0], Math.min(ta, tb));
        range[1] = Math.min(range[1], Math.max(ta, tb));
        return range[0] <= range[1];
    }
}
