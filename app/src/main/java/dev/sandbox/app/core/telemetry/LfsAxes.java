package dev.sandbox.app.core.telemetry;

import dev.sandbox.physics.math.Vec3;

/**
 * Our world's axes against Live for Speed's. The sandbox's world is jME's: right-handed, y up,
 * the ground in the x-z plane, a heading of 0 along +x and of pi/2 along -z. LFS's world is
 * right-handed with x to the right, y forward and z up. The two are matched so that both are
 * right-handed and up is up:
 * <pre>
 *   LFS x =  world x
 *   LFS y = -world z
 *   LFS z =  world y
 * </pre>
 * so that LFS's y axis (its heading 0) is our heading pi/2. Angles about LFS's axes are positive
 * anticlockwise seen from the positive end of the axis, as LFS states them: heading about z
 * (from above), pitch about the vehicle's right axis (nose up positive) and roll about its
 * forward axis (right side down positive).
 */
public final class LfsAxes {

    private LfsAxes() {
    }

    /**
     * @param v a vector in the world's axes
     * @return the same vector in LFS's axes
     */
    public static Vec3 of(Vec3 v) {
        return new Vec3(v.x(), -v.z(), v.y());
    }

    /**
     * LFS's heading, pitch and roll of a body whose axes are given in LFS's frame: heading turns
     * the body about the world's z, pitch then about its own right axis, roll last about its own
     * forward axis (z, x', y'').
     *
     * @param forward the body's unit forward axis (LFS frame)
     * @param up the body's unit up axis (LFS frame)
     * @return heading, pitch and roll (in radians): heading 0 along +y and positive to the left,
     *     pitch positive nose up, roll positive right side down
     */
    public static double[] headingPitchRoll(Vec3 forward, Vec3 up) {
        double heading = Math.atan2(-forward.x(), forward.y());
        double pitch = Math.asin(Math.max(-1, Math.min(1, forward.z())));
        Vec3 right = forward.cross(up);
        double roll = Math.atan2(-right.z(), up.z());
        return new double[] {heading, pitch, roll};
    }
}
