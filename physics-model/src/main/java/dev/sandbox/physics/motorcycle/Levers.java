package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The rider's hands and right foot on the levers: front brake lever, rear brake pedal and twist
 * grip, between the player's input and the bike.
 *
 * <p>The brake input works both brakes; the front lever is squeezed in over a fraction of a
 * second and eased as the rear goes light, so that hard braking brings the rear up to the point
 * of lifting without flipping the bike (a rider's feel, not ABS: a front wheel that locks while
 * leaned still throws the bike down; the 2004 CBR1000RR has no ABS). The rear pedal is eased as
 * the rear unloads.
 *
 * <p>The twist grip is rolled off as the front goes light and lifts (proportional and derivative
 * on the feel of the front wheel, aiming at {@link #WHEELIE_AIM_RAD}), so full throttle in first
 * gear keeps the front wheel skimming the road instead of looping the bike: the launch is
 * wheelie-limited, as a litre sports bike's is (Cossalter, "Motorcycle Dynamics", ch. 3: the
 * front lifts once F_x h &gt; W b). In a turn, or when one is asked for, the hand keeps some load
 * on the front wheel instead ({@link #TURN_FRONT_SHARE}): a wheel in the air cannot steer.
 */
final class Levers {

    /** Time to squeeze the front brake lever fully (in seconds). */
    static final double FRONT_SQUEEZE_S = 0.25;
    /** Rear load, as a share of its static value, below which the rider eases the front lever. */
    static final double REAR_LIGHT_SHARE = 0.12;
    /** How hard the rider eases the front lever per unit of missing rear load (per second). */
    static final double REAR_LIGHT_GAIN = 60.0;
    /** Wheelie pitch the rider aims for when the front goes light under power: the wheel skims the road (in radians). */
    static final double WHEELIE_AIM_RAD = Math.toRadians(3);
    /**
     * Pitch-equivalent of the front wheel's static load in the rider's feel (in radians): a front
     * wheel carrying its full static load feels like the wheel this far below the road, so the
     * feel rises smoothly through the lift-off and the hand acts before the wheel leaves the road.
     */
    static final double FRONT_LOAD_FEEL_RAD = Math.toRadians(3);
    /** Error in that feel that closes the throttle fully (in radians). */
    static final double WHEELIE_SPAN_RAD = Math.toRadians(15);
    /** Rate of the feel that closes the throttle as much as one span of error (in radians per second). */
    static final double WHEELIE_RATE_SPAN_RAD_PER_S = Math.toRadians(20);
    /** Lean (wished or actual) below which the rider counts as riding straight and lets the front skim (in radians). */
    static final double STRAIGHT_BELOW_RAD = Math.toRadians(1);
    /** Further lean over which the rider changes to keeping the front wheel loaded for steering (in radians). */
    static final double TURNING_ABOVE_RAD = Math.toRadians(4);
    /** Share of its static load the rider keeps on the front wheel while turning, by rolling the throttle off. */
    static final double TURN_FRONT_SHARE = 0.3;
    /** Time constant of the rider's sense of how fast the front is rising (in seconds). */
    static final double FEEL_FILTER_S = 0.02;

    private final double frontBrakeMaxNm;
    private final double rearBrakeMaxNm;
    private final double staticRearN;
    private final double staticFrontN;

    private double frontBrakeNm;
    private double rearBrakeNm;
    private double throttle;
    private double lastFrontFeelRad;
    private double frontFeelRateRadPerS;

    /**
     * @param spec the motorcycle
     * @param frontShare static share of the weight on the front wheel (0..1, away from the ends)
     */
    Levers(VehicleSpec spec, double frontShare) {
        double weight = spec.chassis().totalMassKg() * Units.G;
        frontBrakeMaxNm = spec.brakes().frontTorqueNm();
        rearBrakeMaxNm = spec.brakes().rearTorqueNm();
        staticRearN = weight * (1 - frontShare);
        staticFrontN = weight * frontShare;
        reset();
    }

    /** Hands off the levers. */
    void reset() {
        frontBrakeNm = 0;
        rearBrakeNm = 0;
        throttle = 0;
        lastFrontFeelRad = -FRONT_LOAD_FEEL_RAD;
        frontFeelRateRadPerS = 0;
    }

    /**
     * Works the levers for one step.
     *
     * @param brakeInput the player's brake (0..1)
     * @param throttleInput the player's throttle (0..1)
     * @param turningLeanRad the larger of the lean wished for and the lean (in radians, &ge;0)
     * @param pitch the wheelie/stoppie state
     * @param frontLoadN front tyre load (in newtons)
     * @param rearLoadN rear tyre load (in newtons)
     * @param dtS step (in seconds)
     */
    void act(double brakeInput, double throttleInput, double turningLeanRad, PitchMotion pitch,
            double frontLoadN, double rearLoadN, double dtS) {
        brakes(brakeInput, pitch, rearLoadN, dtS);
        double turning = Units.clamp((turningLeanRad - STRAIGHT_BELOW_RAD) / TURNING_ABOVE_RAD, 0, 1);
        double frontShareNow = pitch.wheelie() ? 0 : Units.clamp(frontLoadN / staticFrontN, 0, 1);
        double keepFrontDown = turning * Units.clamp((TURN_FRONT_SHARE - frontShareNow) / TURN_FRONT_SHARE, 0, 1);
        throttle = throttleInput * (1.0 - Math.max(wheelieRollOff(pitch, frontLoadN, dtS), keepFrontDown));
    }

    /**
     * How far the hand rolls the throttle off to keep a wheelie low: proportional and derivative
     * on the rider's feel of the front wheel, its pitch once up and its lightness before that.
     *
     * @return the share of the throttle taken away (0..1)
     */
    private double wheelieRollOff(PitchMotion pitch, double frontLoadN, double dtS) {
        double feel = pitch.wheelie() ? pitch.pitchRad()
                : -FRONT_LOAD_FEEL_RAD * Units.clamp(frontLoadN / staticFrontN, 0, 1);
        double rate = (feel - lastFrontFeelRad) / dtS;
        lastFrontFeelRad = feel;
        frontFeelRateRadPerS += (rate - frontFeelRateRadPerS) * Math.min(1.0, dtS / FEEL_FILTER_S);
        return Units.clamp((feel - WHEELIE_AIM_RAD) / WHEELIE_SPAN_RAD
                + frontFeelRateRadPerS / WHEELIE_RATE_SPAN_RAD_PER_S, 0, 1);
    }

    private void brakes(double lever, PitchMotion pitch, double rearLoadN, double dtS) {
        double demand = lever * frontBrakeMaxNm;
        if (demand > frontBrakeNm) {
            frontBrakeNm = Math.min(demand, frontBrakeNm + frontBrakeMaxNm * dtS / FRONT_SQUEEZE_S);
        } else {
            frontBrakeNm = demand;
        }
        double rearShare = rearLoadN / staticRearN;
        if (rearShare < REAR_LIGHT_SHARE && frontBrakeNm > 0) {
            frontBrakeNm -= REAR_LIGHT_GAIN * (REAR_LIGHT_SHARE - rearShare) * frontBrakeMaxNm * dtS;
        }
        if (pitch.stoppie()) {
            frontBrakeNm -= frontBrakeMaxNm * dtS / FRONT_SQUEEZE_S;
        }
        frontBrakeNm = Math.max(0, frontBrakeNm);
        rearBrakeNm = lever * rearBrakeMaxNm * Units.clamp(rearShare, 0, 1);
    }

    /** @return front brake torque the hand applies (in newton metres, &ge;0) */
    double frontBrakeNm() {
        return frontBrakeNm;
    }

    /** @return rear brake torque the foot applies (in newton metres, &ge;0) */
    double rearBrakeNm() {
        return rearBrakeNm;
    }

    /** @return the twist grip (0..1) */
    double throttle() {
        return throttle;
    }

    long stateHash(long h) {
        h = Wheel.mix(h, frontBrakeNm);
        h = Wheel.mix(h, throttle);
        return Wheel.mix(h, lastFrontFeelRad);
    }
}
