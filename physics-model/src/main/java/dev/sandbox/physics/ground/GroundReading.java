package dev.sandbox.physics.ground;

import dev.sandbox.physics.math.Vec3;

/**
 * A {@link GroundSample} that is filled in again at every step instead of made anew: the
 * vehicle asks the ground under each wheel a thousand times a simulated second, and a record
 * per question was most of what a step allocated.
 */
public final class GroundReading {

    private double heightM;
    private Vec3 normal = Vec3.UNIT_Y;
    private double grip = 1;
    private Surface surface = Surface.ASPHALT;

    /**
     * @param s the sample to copy
     */
    public void set(GroundSample s) {
        set(s.heightM(), s.normal(), s.grip(), s.surface());
    }

    /**
     * @param heightM the ground height y (in metres)
     * @param normal the unit surface normal, pointing up out of the ground (y &gt; 0)
     * @param grip the friction multiplier relative to dry asphalt (&ge;0, 1 = dry asphalt)
     * @param surface the surface kind
     */
    public void set(double heightM, Vec3 normal, double grip, Surface surface) {
        this.heightM = heightM;
        this.normal = normal;
        this.grip = grip;
        this.surface = surface;
    }

    /** @return the ground height y (in metres) */
    public double heightM() {
        return heightM;
    }

    /** @return the unit surface normal (y &gt; 0) */
    public Vec3 normal() {
        return normal;
    }

    /** @return the friction multiplier relative to dry asphalt */
    public double grip() {
        return grip;
    }

    /** @return the surface kind */
    public Surface surface() {
        return surface;
    }

    /** @return the reading as an immutable sample */
    public GroundSample toSample() {
        return new GroundSample(heightM, normal, grip, surface);
    }
}
