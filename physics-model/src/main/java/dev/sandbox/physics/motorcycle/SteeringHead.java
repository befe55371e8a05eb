package dev.sandbox.physics.motorcycle;

/**
 * The kinematics of the steering head: how a handlebar angle about the raked steering axis
 * becomes a steer angle of the front wheel on the ground. To first order in the handlebar angle
 * delta, the kinematic steering angle is tan(Delta) = tan(delta) cos(epsilon) / cos(phi), with
 * epsilon the rake and phi the lean (Cossalter, "Motorcycle Dynamics", 2nd ed., ch. 1
 * "kinematic steering angle": the rake reduces the effect of the handlebar, the lean increases
 * it). The exact expression adds a term in sin(phi) sin(epsilon) sin(delta) that is small for
 * the handlebar angles of riding and is left out here.
 */
final class SteeringHead {

    /** cos(phi) is not taken below this (beyond 84 degrees of lean the bike is down anyway). */
    private static final double MIN_COS_LEAN = 0.1;

    private final double cosRake;

    /** @param rakeRad rake epsilon, the steering axis's angle from vertical (in radians) */
    SteeringHead(double rakeRad) {
        this.cosRake = Math.cos(rakeRad);
    }

    /**
     * @param handlebarRad handlebar angle delta (in radians, + = left)
     * @param leanRad lean phi (in radians)
     * @return the front wheel's steer angle on the ground Delta (in radians, + = left)
     */
    double groundSteerRad(double handlebarRad, double leanRad) {
        double c = Math.max(MIN_COS_LEAN, Math.cos(leanRad));
        return Math.atan(Math.tan(handlebarRad) * cosRake / c);
    }

    /**
     * The inverse of {@link #groundSteerRad}.
     *
     * @param groundSteerRad steer angle on the ground Delta (in radians, + = left, |Delta| &lt; pi/2)
     * @param leanRad lean phi (in radians)
     * @return the handlebar angle delta (in radians)
     */
    double handlebarRad(double groundSteerRad, double leanRad) {
        double c = Math.max(MIN_COS_LEAN, Math.cos(leanRad));
        return Math.atan(Math.tan(groundSteerRad) * c / cosRake);
    }
}
