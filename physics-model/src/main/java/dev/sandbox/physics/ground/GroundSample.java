package dev.sandbox.physics.ground;

import dev.sandbox.physics.math.Vec3;

/**
 * What the ground is like under one point of the x-z plane.
 *
 * @param heightM the ground height y (in metres)
 * @param normal the unit surface normal, pointing up out of the ground (y &gt; 0)
 * @param grip the friction multiplier relative to dry asphalt (&ge;0, 1 = dry asphalt)
 * @param surface the surface kind
 */
public record GroundSample(double heightM, Vec3 normal, double grip, Surface surface) {

    /** @return a sample of the given surface with that surface's own grip */
    public static GroundSample of(double heightM, Vec3 normal, Surface surface) {
        return new GroundSample(heightM, normal, surface.grip(), surface);
    }
}
