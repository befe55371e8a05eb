package dev.sandbox.physics.math;

/**
 * An immutable 3-vector of doubles in the world frame of the project (y up, right-handed,
 * vehicles move over the x-z plane; [Car physics, part 1, "Conventions"]).
 *
 * @param x the x component
 * @param y the y (up) component
 * @param z the z component
 */
public record Vec3(double x, double y, double z) {

    /** The zero vector. */
    public static final Vec3 ZERO = new Vec3(0, 0, 0);
    /** The world up axis. */
    public static final Vec3 UNIT_Y = new Vec3(0, 1, 0);
    /** The world x axis. */
    public static final Vec3 UNIT_X = new Vec3(1, 0, 0);
    /** The world z axis. */
    public static final Vec3 UNIT_Z = new Vec3(0, 0, 1);

    /** @return this + o */
    public Vec3 plus(Vec3 o) {
        return new Vec3(x + o.x, y + o.y, z + o.z);
    }

    /** @return this - o */
    public Vec3 minus(Vec3 o) {
        return new Vec3(x - o.x, y - o.y, z - o.z);
    }

    /** @return this scaled by s */
    public Vec3 times(double s) {
        return new Vec3(x * s, y * s, z * s);
    }

    /** @return this + o * s */
    public Vec3 plusScaled(Vec3 o, double s) {
        return new Vec3(x + o.x * s, y + o.y * s, z + o.z * s);
    }

    /** @return the dot product */
    public double dot(Vec3 o) {
        return x * o.x + y * o.y + z * o.z;
    }

    /** @return the cross product this x o */
    public Vec3 cross(Vec3 o) {
        return new Vec3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x);
    }

    /** @return the Euclidean length (&ge;0) */
    public double length() {
        return Math.sqrt(x * x + y * y + z * z);
    }

    /** @return the horizontal (x-z) length (&ge;0) */
    public double horizontalLength() {
        return Maths.hypot(x, z);
    }

    /** @return this scaled to unit length, or {@code fallback} when the length is ~0 */
    public Vec3 normalizedOr(Vec3 fallback) {
        double len = length();
        return len > 1e-12 ? times(1.0 / len) : fallback;
    }

    /** @return this with its component along the unit vector {@code n} removed */
    public Vec3 projectOnPlane(Vec3 n) {
        return plusScaled(n, -dot(n));
    }

    /** @return true when every component is finite */
    public boolean isFinite() {
        return Double.isFinite(x) && Double.isFinite(y) && Double.isFinite(z);
    }
}
