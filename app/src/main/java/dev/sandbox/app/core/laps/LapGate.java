package dev.sandbox.app.core.laps;

/**
 * A timing line across the road: a segment through a point of the centreline, square to the
 * direction of travel there, as long as the paved width plus a margin on each side. The vehicle
 * crosses it when the straight path of its centre of mass between two model steps passes through
 * the segment going forwards: the crossing's time is interpolated along that path, so a lap is
 * timed to a fraction of the 1 ms step, and a crossing made reversing does not count.
 *
 * @param x centre of the line, world x (in metres)
 * @param z centre of the line, world z (in metres)
 * @param tx unit direction of travel across the line, world x component
 * @param tz unit direction of travel across the line, world z component
 * @param halfLengthM half the line's length, from the centreline to either end (in metres, &gt;0)
 */
public record LapGate(double x, double z, double tx, double tz, double halfLengthM) {

    /** Checks the direction and the length. */
    public LapGate {
        double n = Math.hypot(tx, tz);
        if (!(Math.abs(n - 1) < 1e-6) || !(halfLengthM > 0)) {
            throw new IllegalArgumentException("a gate needs a unit direction and a positive length");
        }
    }

    /**
     * @param px world x of a point (in metres)
     * @param pz world z of a point (in metres)
     * @return how far the point is past the line along the direction of travel (in metres,
     *     negative before it)
     */
    public double pastM(double px, double pz) {
        return (px - x) * tx + (pz - z) * tz;
    }

    /**
     * Where a straight move crosses the line forwards: from before the line (strictly) to on or
     * past it, through the segment.
     *
     * @param x0 world x at the start of the move (in metres)
     * @param z0 world z at the start of the move (in metres)
     * @param x1 world x at the end of the move (in metres)
     * @param z1 world z at the end of the move (in metres)
     * @return the fraction of the move at which it crosses (0 &lt; f &le; 1), or NaN when it does
     *     not cross forwards within the line's length
     */
    public double crossing(double x0, double z0, double x1, double z1) {
        double d0 = pastM(x0, z0);
        double d1 = pastM(x1, z1);
        if (!(d0 < 0 && d1 >= 0)) {
            return Double.NaN;
        }
        double f = d0 / (d0 - d1);
        double cx = x0 + (x1 - x0) * f - x;
        double cz = z0 + (z1 - z0) * f - z;
        // across the line: the component along the line, square to the direction of travel
        double along = -cx * tz + cz * tx;
        return Math.abs(along) <= halfLengthM ? f : Double.NaN;
    }
}
