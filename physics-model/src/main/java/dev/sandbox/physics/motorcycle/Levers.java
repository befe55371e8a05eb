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
 * <p>Full throttle in first gear lifts the front (Cossalter, "Motorcycle Dynamics", ch. 3: once
 * F_x h &gt; W b), so the launch is wheelie-limited, as a litre sports bike's is; the rider keeps
 * the front wheel skimming the road instead of looping the bike. The rider feels the pull of the
 * bike and how the front wheel rises, and aims the pull at the force that balances the bike at
 * its present pitch plus a critically damped correction toward {@link #WHEELIE_AIM_RAD}
 * ({@link #wheeliePullN}). While the clutch slips, as it does in a launch, the left hand feeds
 * the clutch lever to get that pull and the twist grip holds the engine at the launch rpm, as a
 * rider launching hard does: the slipping clutch passes the torque its lever allows at once,
 * whereas rolling the grip off makes the automatic clutch bite harder before the engine slows
 * (the drive first rises, then falls), which no hand can steer a wheelie by. Once the clutch has
 * locked the lever goes out and the grip alone sets the pull. In a turn, or when one is asked
 * for, the hand keeps some load on the front wheel instead ({@link #TURN_FRONT_SHARE}): a wheel
 * in the air cannot steer.
 */
final class Levers {

    /** Time to squeeze the front brake lever fully (in seconds). */
    static final double FRONT_SQUEEZE_S = 0.25;
    /** Rear load, as a share of its static value, below which the rider eases the front lever. */
    static final double REAR_LIGHT_SHARE = 0.12;
    /** How hard the rider eases the front lever per unit of missing rear load (per second). */
    static final double REAR_LIGHT_GAIN = 60.0;
    /** Wheelie pitch the rider aims for when the front goes light under power: the wheel skims the road (in radians). */
    static final double WHEELIE_AIM_RAD = Math.toRadians(1);
    /**
     * Pitch-equivalent of the front wheel's static load in the rider's feel (in radians): a front
     * wheel carrying its full static load feels like the wheel this far below the road, so the
     * feel rises smoothly through the lift-off and the hand acts before the wheel leaves the road.
     */
    static final double FRONT_LOAD_FEEL_RAD = Math.toRadians(3);
    /**
     * Natural frequency of the pitch the rider's pull sets up about the aim (in radians per
     * second): about one swing a second, critically damped.
     */
    static final double WHEELIE_FREQUENCY_RAD_PER_S = 6.0;
    /**
     * How fast the hand moves the twist grip to get the pull it aims for (share of the grip per second per unit pull error, as a
     * share of W b / h).
     */
    static final double PULL_RATE_PER_S = 20.0;
    /**
     * How fast the left hand moves the clutch lever to get the pull it aims for while the clutch slips (travel per second per
     * unit pull error, as a share of W b / h).
     */
    static final double CLUTCH_FEED_RATE_PER_S = 10.0;
    /** Time to let the clutch lever out fully once the clutch has locked (in seconds). */
    static final double CLUTCH_RELEASE_S = 0.2;
    /**
     * Twist grip per unit engine-speed error (as a share of the launch rpm) while the left hand feeds the clutch, proportional
     * part.
     */
    static final double RPM_GAIN = 3.0;
    /** Twist grip travel per second per unit engine-speed error (as a share of the launch rpm), integral part. */
    static final double RPM_RATE = 20.0;
    /** Lean (wished or actual) below which the rider counts as riding straight and lets the front skim (in radians). */
    static final double STRAIGHT_BELOW_RAD = Math.toRadians(1);
    /** Further lean over which the rider changes to keeping the front wheel loaded for steering (in radians). */
    static final double TURNING_ABOVE_RAD = Math.toRadians(4);
    /** Share of its static load the rider keeps on the front wheel while turning, by rolling the throttle off. */
    static final double TURN_FRONT_SHARE = 0.3;
    /**
     * Share of the rear tyre's peak combined slip at which a rider in a turn feels the rear step
     * out and rolls the throttle off (a competent rider's feel, not a traction control: the
     * 2004 CBR1000RR has none). Below the peak the tyre still gains force with slip, so the
     * rider keeps a margin of a fifth; upright he rolls off only when the rear spins past its
     * peak (on grass, say).
     */
    static final double REAR_SLIDE_FEEL_SHARE = 0.8;
    /**
     * How fast the hand moves the grip to hold the rear at that share (share of the grip per
     * second per unit of slip share off it): a steady hand that finds a part throttle, rather
     * than snapping shut and open again.
     */
    static final double SLIDE_GRIP_RATE_PER_S = 3.0;
    /** Time constant of the rider's sense of how fast the front is rising (in seconds). */
    static final double FEEL_FILTER_S = 0.02;

    private final double frontBrakeMaxNm;
    private final double rearBrakeMaxNm;
    private final double staticRearN;
    private final double staticFrontN;
    private final double cgToRearM;
    private final double cgHeightM;
    private final double pitchGain;
    private final double pitchRateGain;
    private final double launchRpm;

    private double frontBrakeNm;
    private double rearBrakeNm;
    private double throttle;
    private double gripShare;
    private double slideShare;
    private double clutchLever;
    private double rpmIntegral;
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
        cgToRearM = spec.chassis().cgToRearAxleM();
        cgHeightM = spec.chassis().cgHeightM();
        // about the balance, I_r theta'' = y (F - F_bal) = W x (k_p e - k_d theta'); I_r as in PitchMotion
        double pitchInertia = spec.chassis().yawInertiaKgM2()
                + spec.chassis().totalMassKg() * (cgToRearM * cgToRearM + cgHeightM * cgHeightM);
        double stiffness = weight * cgToRearM / pitchInertia;
        double w = WHEELIE_FREQUENCY_RAD_PER_S;
        pitchGain = w * w / stiffness;
        pitchRateGain = 2 * w / stiffness;
        launchRpm = spec.transmission().launchRpm();
        reset();
    }

    /** Hands off the levers. */
    void reset() {
        frontBrakeNm = 0;
        rearBrakeNm = 0;
        throttle = 0;
        gripShare = 1;
        slideShare = 1;
        clutchLever = 0;
        rpmIntegral = 1;
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
     * @param driveForceN the pull the rider feels: the tyres' force along the bike in the previous
     *     step (in newtons, + = driving)
     * @param normalForceN the ground's normal force on the bike (in newtons)
     * @param clutchSlipping true while the rider feels the clutch slip (the engine running faster
     *     than the road speed gives in gear)
     * @param engineRpm engine speed the rider hears (in rpm)
     * @param rearSlipShare how near the rear tyre worked to its grip limit in the previous step
     *     (its combined slip as a share of the peak's)
     * @param dtS step (in seconds)
     */
    void act(double brakeInput, double throttleInput, double turningLeanRad, PitchMotion pitch,
            double frontLoadN, double rearLoadN, double driveForceN, double normalForceN,
            boolean clutchSlipping, double engineRpm, double rearSlipShare, double dtS) {
        brakes(brakeInput, pitch, rearLoadN, dtS);
        double turning = Units.clamp((turningLeanRad - STRAIGHT_BELOW_RAD) / TURNING_ABOVE_RAD, 0, 1);
        double frontShareNow = pitch.wheelie() ? 0 : Units.clamp(frontLoadN / staticFrontN, 0, 1);
        double keepFrontDown = turning * Units.clamp((TURN_FRONT_SHARE - frontShareNow) / TURN_FRONT_SHARE, 0, 1);
        double scale = Math.max(normalForceN, 1.0) * cgToRearM / cgHeightM;
        double pullError = (wheeliePullN(pitch, frontLoadN, normalForceN, dtS) - driveForceN) / scale;
        boolean feeding = clutchSlipping && throttleInput > 0;
        if (feeding) {
            clutchLever = Units.clamp(clutchLever - dtS * CLUTCH_FEED_RATE_PER_S * pullError, 0, 1);
        } else {
            clutchLever = Math.max(0, clutchLever - dtS / CLUTCH_RELEASE_S);
        }
        if (feeding && clutchLever > 0) {
            gripShare = holdLaunchRpm(engineRpm, dtS);
        } else {
            rpmIntegral = gripShare;
            gripShare = Units.clamp(gripShare + dtS * PULL_RATE_PER_S * pullError, 0, 1);
        }
        // upright the rider lets the rear work up to its peak (a launch); in a turn he keeps the margin
        double feel = 1.0 - (1.0 - REAR_SLIDE_FEEL_SHARE) * turning;
        slideShare = Units.clamp(slideShare + dtS * SLIDE_GRIP_RATE_PER_S * (feel - rearSlipShare), 0, 1);
        throttle = throttleInput * Math.min(Math.min(gripShare, 1.0 - keepFrontDown), slideShare);
    }

    /**
     * The grip while the left hand feeds the clutch: proportional-integral on the engine speed,
     * holding the launch rpm (the clutch, not the engine, then sets the pull).
     */
    private double holdLaunchRpm(double engineRpm, double dtS) {
        double error = (launchRpm - engineRpm) / launchRpm;
        double share = rpmIntegral + RPM_GAIN * error;
        if (share > 0 && share < 1) {
            rpmIntegral = Units.clamp(rpmIntegral + dtS * RPM_RATE * error, 0, 1);
        }
        return Units.clamp(share, 0, 1);
    }

    /**
     * The pull the rider aims for to hold a low wheelie: the force that balances the bike about
     * the rear contact at the present pitch theta, F_bal = W x_G / y_G with
     * x_G = b cos theta - h sin theta, y_G = b sin theta + h cos theta (Cossalter ch. 3, the
     * pitch equation of {@link PitchMotion}; with the front down F_bal = W b / h, the pull at
     * which it lifts), times a proportional-derivative correction on the feel of the front wheel
     * (its pitch once up, its lightness before that) that makes the pitch about
     * {@link #WHEELIE_AIM_RAD} a critically damped swing of {@link #WHEELIE_FREQUENCY_RAD_PER_S}.
     * Below that pull (higher gears, part throttle, a turn) the hands leave grip and clutch to
     * the player.
     *
     * @return the pull (in newtons)
     */
    private double wheeliePullN(PitchMotion pitch, double frontLoadN, double normalForceN, double dtS) {
        double theta = pitch.wheelie() ? pitch.pitchRad() : 0.0;
        double feel = pitch.wheelie() ? theta
                : -FRONT_LOAD_FEEL_RAD * Units.clamp(frontLoadN / staticFrontN, 0, 1);
        double rate = (feel - lastFrontFeelRad) / dtS;
        lastFrontFeelRad = feel;
        frontFeelRateRadPerS += (rate - frontFeelRateRadPerS) * Math.min(1.0, dtS / FEEL_FILTER_S);
        double weight = Math.max(normalForceN, 1.0);
        double x = cgToRearM * Math.cos(theta) - cgHeightM * Math.sin(theta);
        double y = cgToRearM * Math.sin(theta) + cgHeightM * Math.cos(theta);
        double balance = weight * Math.max(x, 0.0) / y;
        return balance * (1.0 + pitchGain * (WHEELIE_AIM_RAD - feel) - pitchRateGain * frontFeelRateRadPerS);
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

    /** @return the clutch lever the left hand holds in (0 = out, 1 = pulled fully) */
    double clutch() {
        return clutchLever;
    }

    long stateHash(long h) {
        h = Wheel.mix(h, frontBrakeNm);
        h = Wheel.mix(h, throttle);
        h = Wheel.mix(h, gripShare);
        h = Wheel.mix(h, slideShare);
        h = Wheel.mix(h, clutchLever);
        h = Wheel.mix(h, rpmIntegral);
        return Wheel.mix(h, lastFrontFeelRad);
    }
}
