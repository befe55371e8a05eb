package dev.sandbox.physics.ground;

import dev.sandbox.physics.math.Vec3;

/**
 * An endless plane through the origin that rises along a horizontal direction with a given
 * grade (rise over run, e.g. 0.15 for 15 %): the slope of [Palmer, Figure 8-1]
 * with tan(theta) = grade.
 */
public final class InclinedPlane implements Ground {

    private final double grade;
    private final double dirX;
    private final double dirZ;
    private final Vec3 normal;
    private final Surface surface;

    /**
     * @param grade rise over run along the uphill direction (dimensionless, may be negative)
     * @param uphillHeadingRad the uphill direction as a heading in the x-z plane (in radians,
     *     0 = +x, pi/2 = +z)
     * @param surface the surface everywhere
     */
    public InclinedPlane(double grade, double uphillHeadingRad, Surface surface) {
        this.grade = grade;
        this.dirX = Math.cos(uphillHeadingRad);
        this.dirZ = Math.sin(uphillHeadingRad);
        this.normal = new Vec3(-grade * dirX, 1.0, -grade * dirZ).normalizedOr(Vec3.UNIT_Y);
        this.surface = surface;
    }

    /** @return the slope angle theta of [Palmer, eq. 8.1] (in radians) */
    public double angleRad() {
        return Math.atan(grade);
    }

    @Override
    public GroundSample sample(double x, double z) {
        return GroundSample.of(grade * (x * dirX + z * dirZ), normal, surface);
    }

    /** @return false: this ground has no obstacles */
    @Override
    public boolean mayHaveObstaclesNear(double x, double z, double radiusM) {
        return false;
    }
}
