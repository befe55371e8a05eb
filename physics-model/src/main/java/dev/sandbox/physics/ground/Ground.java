package dev.sandbox.physics.ground;

import dev.sandbox.physics.math.Vec3;

/**
 * The world as the vehicle model sees it: height, normal and grip under a point, and the
 * static obstacles it can run into. Tests use analytic planes ({@link FlatGround},
 * {@link InclinedPlane}); the sandbox answers with ray tests against its static Minie
 * geometry.
 */
public interface Ground {

    /**
     * Samples the ground under a point of the x-z plane.
     *
     * @param x world x (in metres)
     * @param z world z (in metres)
     * @return the ground there (never null)
     */
    GroundSample sample(double x, double z);

    /**
     * Samples the ground under a point into a reading the caller keeps, for grounds that can
     * answer without making a {@link GroundSample}; the default copies {@link #sample}'s answer.
     *
     * @param x world x (in metres)
     * @param z world z (in metres)
     * @param out filled with the ground there
     */
    default void sample(double x, double z, GroundReading out) {
        out.set(sample(x, z));
    }

    /**
     * Finds the first static obstacle (tree, rock, wall, world edge) along a segment. The
     * terrain itself is not an obstacle here: {@link #sample} covers it.
     *
     * @param from segment start in the world (in metres)
     * @param to segment end in the world (in metres)
     * @return the nearest hit, or null when the segment is clear
     */
    default ObstacleHit castObstacle(Vec3 from, Vec3 to) {
        return null;
    }

    /**
     * A broadphase for {@link #castObstacle}: whether any obstacle may lie within a radius of
     * a point of the x-z plane. A vehicle asks it once a step before probing its outline, so
     * on open ground it skips the probes altogether. The answer must be conservative: false
     * only when no segment within the circle can hit anything.
     *
     * @param x world x (in metres)
     * @param z world z (in metres)
     * @param radiusM radius of the circle (in metres)
     * @return false when the circle is certainly clear; the default is true
     */
    default boolean mayHaveObstaclesNear(double x, double z, double radiusM) {
        return true;
    }
}
