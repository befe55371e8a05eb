package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.Wheel;

/**
 * The sprung mass bouncing on the suspension and tyres, as seen by the tyres' loads.
 *
 * <p>The body follows the ground as a one-sided constraint ({@code BodyMotion}): over a ridge in
 * the terrain mesh or a bump its path turns within one step, and the ground's push that turns it
 * comes as a spike. A real motorcycle's wheels follow that path, and the springs pass it on to the
 * sprung mass: with u the sprung mass's height over the path the constraint gives (the spring's
 * compression, + extended), z_b'' the path's own acceleration along the ground normal and g_n
 * gravity's component there,
 *
 * <pre>
 *     u'' = -w^2 u - 2 zeta w u' - z_b''        (a sprung mass on a moving base)
 *     N_tyres = m (g_n + z_b'' + u'') = m g_n - m (w^2 u + 2 zeta w u')
 * </pre>
 *
 * with z_b'' = N_ground / m - g_n. So the tyres carry the spring and damper's force, which is
 * smooth, instead of the spike; over any stretch the two loads' impulses differ only by m times
 * the change of u' (momentum is kept). In the air the wheels carry nothing and the suspension
 * extends back to its static length. A rate of 0 keeps the body rigid: the tyres carry the
 * ground's push as it comes.
 */
final class Suspension {

    private final double massKg;
    private final double omega;
    private final double dampingRatio;

    private double extensionM;
    private double extensionRateMps;

    /**
     * @param massKg mass of the whole vehicle (in kg)
     * @param rideFrequencyHz the bounce's natural frequency (in hertz; 0 = rigid)
     * @param dampingRatio the bounce's damping ratio
     */
    Suspension(double massKg, double rideFrequencyHz, double dampingRatio) {
        this.massKg = massKg;
        this.omega = 2 * Math.PI * rideFrequencyHz;
        this.dampingRatio = dampingRatio;
    }

    /** At its static length, still. */
    void reset() {
        extensionM = 0;
        extensionRateMps = 0;
    }

    /**
     * Advances the bounce by one step and gives the load the tyres carry.
     *
     * @param groundNormalN the ground's push on the body along its normal (in newtons, &ge;0)
     * @param gravityNormalN the weight's component along the normal, m g cos(grade) (in newtons)
     * @param airborne true when the body is off the ground
     * @param dtS step (in seconds)
     * @return the load both tyres carry together (in newtons, &ge;0)
     */
    double tyreLoadN(double groundNormalN, double gravityNormalN, boolean airborne, double dtS) {
        if (omega <= 0) {
            return groundNormalN;
        }
        if (airborne) {
            // nothing pushes the wheels: the springs extend the wheels to their static length
            double a = -omega * omega * extensionM - 2 * dampingRatio * omega * extensionRateMps;
            extensionRateMps += a * dtS;
            extensionM += extensionRateMps * dtS;
            return 0.0;
        }
        double pathAccel = (groundNormalN - gravityNormalN) / massKg;
        double a = -omega * omega * extensionM - 2 * dampingRatio * omega * extensionRateMps - pathAccel;
        extensionRateMps += a * dtS;
        extensionM += extensionRateMps * dtS;
        double load = gravityNormalN - massKg * (omega * omega * extensionM + 2 * dampingRatio * omega * extensionRateMps);
        return Math.max(0.0, load);
    }

    /** @return the sprung mass's height over its static position on the ground's path (in metres, + = extended) */
    double extensionM() {
        return extensionM;
    }

    long stateHash(long h) {
        return Wheel.mix(Wheel.mix(h, extensionM), extensionRateMps);
    }
}
