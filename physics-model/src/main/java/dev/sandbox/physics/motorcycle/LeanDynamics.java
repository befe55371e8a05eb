package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.Wheel;

/**
 * The motorcycle's roll (lean) degree of freedom: a rigid body that rolls on the round crowns
 * of its tyres, an inverted pendulum on the tyre contact line ([Palmer]
 * "Turning a Motorcycle": the bike must lean into the turn; Cossalter, "Motorcycle Dynamics",
 * 2nd ed., ch. 4 "Motorcycle steady turning" for the geometry of the round tyre).
 *
 * <p>Geometry, in the plane across the bike: the tyre's cross-section is a circle of radius t
 * (the crown radius) whose centre lies t above the contact point; the centre of mass lies
 * e = h - t above that centre along the bike's own up axis, plus an offset d along the bike's
 * right axis when the rider hangs off. With the lean phi (positive = right side down, ISO 8855)
 * the centre of mass lies, seen from the contact point,
 * <ul>
 * <li>{@link #armM} = e sin(phi) + d cos(phi) towards the lean side, and</li>
 * <li>{@link #heightM} = t + e cos(phi) - d sin(phi) above the ground.</li>
 * </ul>
 * Euler's equation about the centre of mass with the ground's forces at the contact line
 * (normal N and the tyres' lateral force F_y, positive to the left) gives
 * I_G phi'' = N arm + F_y height + M_gyro, and Newton's law m a_G = F_y (integrated by the body)
 * moves the centre of mass: together they are the inverted pendulum, whose steady state is
 * Cossalter's tyre-width-corrected lean ({@link SteadyTurn}). The vertical motion of the centre
 * of mass as the bike leans (a few centimetres) is left out of N.
 */
final class LeanDynamics {

    private final double cgHeightM;
    private final double crownRadiusM;
    private final double aboveCrownM;
    private final double inertiaAtCgKgM2;

    private double leanRad;
    private double leanRateRadPerS;
    private double lastAccelRadPerS2;

    /**
     * @param cgHeightM height h of the centre of mass, bike upright (in metres)
     * @param crownRadiusM effective tyre crown radius t (in metres, &lt; h)
     * @param inertiaAtCgKgM2 roll inertia about the centre of mass (in kg m^2, &gt;0)
     */
    LeanDynamics(double cgHeightM, double crownRadiusM, double inertiaAtCgKgM2) {
        this.cgHeightM = cgHeightM;
        this.crownRadiusM = crownRadiusM;
        this.aboveCrownM = cgHeightM - crownRadiusM;
        this.inertiaAtCgKgM2 = inertiaAtCgKgM2;
    }

    /** Upright and still. */
    void reset() {
        leanRad = 0;
        leanRateRadPerS = 0;
        lastAccelRadPerS2 = 0;
    }

    /**
     * The lean, relative to the road, at which the bike runs straight across a slope: the tyres
     * must push uphill with the weight's component along the slope, N tan(theta), and that force
     * at the height h of the centre of mass is balanced by the normal force's lever on round
     * tyres, N e sin(phi): sin(phi) = (h / e) tan(theta), leaning into the slope.
     *
     * @param sinSlope sine of the ground's slope across the bike (the body's left axis' rise;
     *     + = the ground rises to the left)
     * @return that lean (in radians, + = right); 0 on level ground
     */
    double uprightLeanRad(double sinSlope) {
        double s = Math.max(-1, Math.min(1, sinSlope));
        double tanSlope = s / Math.sqrt(Math.max(1e-9, 1 - s * s));
        double ratio = cgHeightM / aboveCrownM;
        return -Math.asin(Math.max(-1, Math.min(1, ratio * tanSlope)));
    }

    /**
     * @param riderOffsetM sideways offset d of the centre of mass by the rider's body lean
     *     (in metres, positive = to the bike's right)
     * @return how far the centre of mass lies towards the lean side of the contact line (in
     *     metres; positive = to the right of it)
     */
    double armM(double riderOffsetM) {
        return aboveCrownM * Math.sin(leanRad) + riderOffsetM * Math.cos(leanRad);
    }

    /**
     * @param riderOffsetM sideways offset d of the centre of mass (in metres, + = bike's right)
     * @return height of the centre of mass above the ground (in metres)
     */
    double heightM(double riderOffsetM) {
        return crownRadiusM + aboveCrownM * Math.cos(leanRad) - riderOffsetM * Math.sin(leanRad);
    }

    /**
     * Sideways velocity of the tyre material in the contact patch caused by rolling: the
     * rigid body turns about its centre of mass, which lies {@link #heightM} above the patch.
     *
     * @param riderOffsetM sideways offset of the centre of mass (in metres)
     * @return velocity to the left relative to the centre of mass (in metres per second)
     */
    double contactLateralVelocityMps(double riderOffsetM) {
        return heightM(riderOffsetM) * leanRateRadPerS;
    }

    /**
     * Integrates one step (semi-implicit Euler) under the ground's forces.
     *
     * @param normalForceN ground normal force N (in newtons, &ge;0)
     * @param lateralForceN the tyres' lateral force F_y across the bike (in newtons, + = left)
     * @param gyroTorqueNm gyroscopic roll torque of the spinning wheels (in N m, + = to the right)
     * @param riderOffsetM sideways offset of the centre of mass (in metres)
     * @param dtS step (in seconds)
     */
    void integrate(double normalForceN, double lateralForceN, double gyroTorqueNm, double riderOffsetM,
            double dtS) {
        double torque = normalForceN * armM(riderOffsetM) + lateralForceN * heightM(riderOffsetM) + gyroTorqueNm;
        lastAccelRadPerS2 = torque / inertiaAtCgKgM2;
        leanRateRadPerS += lastAccelRadPerS2 * dtS;
        leanRad += leanRateRadPerS * dtS;
    }

    /**
     * @param normalForceN ground normal force N (in newtons, &ge;0)
     * @param lateralForceN the tyres' lateral force across the bike (in newtons, + = left)
     * @param riderOffsetM sideways offset of the centre of mass (in metres)
     * @return the ground forces' torque about the centre of mass, N arm + F_y height (in N m, + = to the right)
     */
    double pendulumTorqueNm(double normalForceN, double lateralForceN, double riderOffsetM) {
        return normalForceN * armM(riderOffsetM) + lateralForceN * heightM(riderOffsetM);
    }

    /**
     * Integrates one step (semi-implicit Euler) with a roll acceleration found by the coupled
     * lean-steer equations ({@link SteerDynamics}).
     *
     * @param accelRadPerS2 roll acceleration (in radians per second squared)
     * @param dtS step (in seconds)
     */
    void integrateAcceleration(double accelRadPerS2, double dtS) {
        lastAccelRadPerS2 = accelRadPerS2;
        leanRateRadPerS += accelRadPerS2 * dtS;
        leanRad += leanRateRadPerS * dtS;
    }

    /**
     * The rider's foot on the ground holds the bike up: the lean returns to upright as a
     * critically damped spring (the leg) instead of following the pendulum.
     *
     * @param naturalFrequencyRadPerS how stiff the leg is (in radians per second)
     * @param uprightRad the lean relative to the road at which the bike stands upright under
     *     gravity (in radians; 0 on level ground)
     * @param dtS step (in seconds)
     */
    void holdUpright(double naturalFrequencyRadPerS, double uprightRad, double dtS) {
        double w = naturalFrequencyRadPerS;
        lastAccelRadPerS2 = -w * w * (leanRad - uprightRad) - 2 * w * leanRateRadPerS;
        leanRateRadPerS += lastAccelRadPerS2 * dtS;
        leanRad += leanRateRadPerS * dtS;
    }

    /**
     * Sets the lean of a fallen bike lying on its side.
     *
     * @param rad lean (in radians)
     */
    void lieDown(double rad) {
        leanRad = rad;
        leanRateRadPerS = 0;
        lastAccelRadPerS2 = 0;
    }

    /** @return lean phi (in radians, positive = right side down) */
    double leanRad() {
        return leanRad;
    }

    /** @return lean rate (in radians per second) */
    double leanRateRadPerS() {
        return leanRateRadPerS;
    }

    /** @return roll acceleration of the latest step (in radians per second squared) */
    double leanAccelRadPerS2() {
        return lastAccelRadPerS2;
    }

    /** @return roll inertia about the centre of mass (in kg m^2) */
    double inertiaAtCgKgM2() {
        return inertiaAtCgKgM2;
    }

    /** @return the crown radius t (in metres) */
    double crownRadiusM() {
        return crownRadiusM;
    }

    /** @return e = h - t (in metres) */
    double aboveCrownM() {
        return aboveCrownM;
    }

    long stateHash(long h) {
        return Wheel.mix(Wheel.mix(h, leanRad), leanRateRadPerS);
    }
}
