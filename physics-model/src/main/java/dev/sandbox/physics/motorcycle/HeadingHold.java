package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.math.Units;

/**
 * The rider's heading hold: with no turn asked, a rider looks down the road and keeps the bike
 * pointing along it, across a slope and through gusts and ripples, with leans too small to be
 * seen. It adds a small lean to the wish ({@link LeanWish}) that turns the bike back to the held
 * heading: the yaw rate asked for is {@link #HEADING_GAIN_PER_S} times the heading error plus
 * its integral over {@link #INTEGRAL_TIME_S} (a proportional-integral loop, so a steady pull
 * such as a cross slope's leaves no lasting error), and the lean that turns at that rate in a
 * steady turn is tan(phi) = r v / g.
 *
 * <p>While a turn is asked the held heading is the one the bike would settle on if the rider
 * stood it up now: the present heading plus the yaw rate times {@link #STAND_UP_S}, the time
 * over which the yaw rate dies away as the lean is taken off. Released, the heading is held from
 * there, so standing up and holding the heading follow on without a swing back.
 *
 * <p>The rider's heading is his sense of it: the integral of the yaw rate he feels, as a rider
 * notes how far the road ahead has swung.
 */
final class HeadingHold {

    /**
     * Yaw rate asked per radian of heading error (per second): the heading comes back with a
     * time constant of about 1.2 s, several times slower than the lean loop (5 rad/s), so the two
     * do not fight.
     */
    static final double HEADING_GAIN_PER_S = 0.8;
    /** Integral time of the heading loop (in seconds): removes a steady error in a few seconds. */
    static final double INTEGRAL_TIME_S = 3.0;
    /** Largest lean the heading hold asks for (in radians): 6 degrees, a correction, not a turn. */
    static final double MAX_HOLD_LEAN_RAD = Math.toRadians(6);
    /** Largest heading error the loop acts on (in radians): beyond it the rider picks a new line. */
    static final double MAX_ERROR_RAD = Math.toRadians(15);
    /**
     * The time over which the yaw rate dies away as the rider stands the bike up (in seconds):
     * the plan's approach to upright ({@link LeanWish#PLAN_FREQUENCY_RAD_PER_S}, 2 / w) and the
     * hands' lag behind it.
     */
    static final double STAND_UP_S = 0.35;
    /**
     * Time constant of the rider's sense of the yaw rate (in seconds): the heading he holds is
     * the one he sees the road ahead swing by, not the beat of a weave (2-4 Hz).
     */
    static final double FEEL_S = 0.3;
    /** Fastest change of the heading hold's lean (in radians per second): 10 degrees per second, a correction's pace. */
    static final double MAX_HOLD_LEAN_RATE_RAD_PER_S = Math.toRadians(10);
    /** Steer input below which no turn counts as asked (a stick resting at centre reads a little). */
    static final double NO_TURN_BELOW = 1e-3;
    /** Speed below which the heading hold rests (in metres per second): the foot-down speed's neighbourhood. */
    static final double MIN_SPEED_MPS = Units.kmhToMps(10);

    private double headingRad;
    private double feltYawRateRadPerS;
    private double holdLeanRad;
    private double heldRad;
    private double integralRadS;
    private boolean holding;

    /** Heading zero, held. */
    void reset() {
        headingRad = 0;
        feltYawRateRadPerS = 0;
        holdLeanRad = 0;
        heldRad = 0;
        integralRadS = 0;
        holding = true;
    }

    /**
     * Advances the rider's sense of the heading and gives the lean the hold asks for.
     *
     * @param steer the steer input (-1..1)
     * @param speedMps speed (in metres per second, &ge;0)
     * @param yawRateRadPerS yaw rate (in radians per second, + = left)
     * @param dtS step (in seconds)
     * @return the lean that turns the bike back to the held heading (in radians, + = right);
     *     0 while a turn is asked
     */
    double leanRad(double steer, double speedMps, double yawRateRadPerS, double dtS) {
        // the rider's sense of the heading follows the road's swing over a good part of a
        // second: it does not chase each beat of a weave
        feltYawRateRadPerS += (yawRateRadPerS - feltYawRateRadPerS) * Math.min(1.0, dtS / FEEL_S);
        headingRad += feltYawRateRadPerS * dtS;
        if (Math.abs(steer) > NO_TURN_BELOW || speedMps < MIN_SPEED_MPS) {
            heldRad = headingRad + feltYawRateRadPerS * STAND_UP_S;
            integralRadS = 0;
            holdLeanRad = 0;
            holding = false;
            return 0;
        }
        holding = true;
        double error = heldRad - headingRad;
        if (Math.abs(error) > MAX_ERROR_RAD) {
            // too far off to come back to: the rider takes the road as it now lies
            heldRad = headingRad + Math.copySign(MAX_ERROR_RAD, error);
            error = heldRad - headingRad;
        }
        double rate = HEADING_GAIN_PER_S * (error + integralRadS / INTEGRAL_TIME_S);
        double lean = -Math.atan(rate * speedMps / Units.G);
        if (Math.abs(lean) < MAX_HOLD_LEAN_RAD) {
            integralRadS += error * dtS;
        }
        holdLeanRad += Units.clamp(Units.clamp(lean, -MAX_HOLD_LEAN_RAD, MAX_HOLD_LEAN_RAD) - holdLeanRad,
                -MAX_HOLD_LEAN_RATE_RAD_PER_S * dtS, MAX_HOLD_LEAN_RATE_RAD_PER_S * dtS);
        return holdLeanRad;
    }

    /** @return true while no turn is asked and the heading is held */
    boolean holding() {
        return holding;
    }

    long stateHash(long h) {
        h = Wheel.mix(h, headingRad);
        h = Wheel.mix(h, heldRad);
        h = Wheel.mix(h, feltYawRateRadPerS);
        h = Wheel.mix(h, holdLeanRad);
        return Wheel.mix(h, integralRadS);
    }
}
