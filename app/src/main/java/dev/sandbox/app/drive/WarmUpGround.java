package dev.sandbox.app.drive;

import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.GroundReading;
import dev.sandbox.physics.ground.GroundSample;
import dev.sandbox.physics.ground.ObstacleHit;
import dev.sandbox.physics.ground.RoughGround;
import dev.sandbox.physics.math.Vec3;

/**
 * The country of the warm-up drive: {@link RoughGround}'s hills, crests and patches of grass
 * and dirt, ringed by a wall at {@link #WALL_RADIUS_M} from the start. The JIT compiles a
 * method for the branches it has seen taken: a drive on a plane never presses into a rising
 * ground, lands from a crest, hits a bump stop or meets an obstacle, so when the real drive
 * first does, the step's compiled code is thrown away and compiled again, taking a core from
 * the renderer for a few hundred milliseconds. This ground takes those branches early.
 */
final class WarmUpGround implements Ground {

    /** Radius of the ring wall around the start (in metres). */
    static final double WALL_RADIUS_M = 400.0;
    private final RoughGround country = new RoughGround(7);

    @Override
    public GroundSample sample(double x, double z) {
        return country.sample(x, z);
    }

    @Override
    public void sample(double x, double z, GroundReading out) {
        country.sample(x, z, out);
    }

    @Override
    public boolean mayHaveObstaclesNear(double x, double z, double radiusM) {
        return Math.hypot(x, z) + radiusM >= WALL_RADIUS_M;
    }

    /** The wall is the circle's vertical face: a segment from inside to outside meets it. */
    @Override
    public ObstacleHit castObstacle(Vec3 from, Vec3 to) {
        double dx = to.x() - from.x();
        double dz = to.z() - from.z();
        double a = dx * dx + dz * dz;
        double b = 2 * (from.x() * dx + from.z() * dz);
        double c = from.x() * from.x() + from.z() * from.z() - WALL_RADIUS_M * WALL_RADIUS_M;
        if (a == 0 || c >= 0) {
            return null;
        }
        // from inside (c < 0): the root where the segment leaves the circle
        double t = (-b + Math.sqrt(b * b - 4 * a * c)) / (2 * a);
        if (t > 1) {
            return null;
        }
        double hx = from.x() + dx * t;
        double hz = from.z() + dz * t;
        double r = Math.hypot(hx, hz);
        return new ObstacleHit(new Vec3(hx, from.y() + (to.y() - from.y()) * t, hz), new Vec3(-hx / r, 0, -hz / r), t);
    }
}
