package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The rider's hands and right foot on the levers: front brake lever, rear brake pedal and twist
 * grip, between the player's input and the bike.
 *
 * <p>The brake input works both brakes, shared as a rider shares it ({@link BrakeLevers}).
 *
 * <p>Full throttle in first gear lifts the front (Cossalter, "Motorcycle Dynamics", ch. 3: once
 * F_x h &gt; W b), so the launch is wheelie-limited, as a litre sports bike's is; the rider keeps
 * the front wheel skimming the road instead of looping the bike. The rider feels the pull of the
 * bike and how the front wheel rises, and aims the pull at the force that balances the bike at
 * its present pitch plus a critically damped correction toward {@link #WHEELIE_AIM_RAD}
 * ({@link #wheeliePullN}). While the clutch slips in a start, the left hand feeds the clutch
 * lever to get that pull and the grip holds the revs ({@link ClutchHand}); once the clutch has
 * locked the grip alone sets the pull. One right hand works the front brake lever and the grip:
 * rolling along, it shuts the grip as it squeezes the lever.
 *
 * <p>In a turn, or when one is asked for, the rider makes room for it in the tyres' grip: the
 * pull he aims for is at most what the rear tyre has beside the lean ({@link #driveBudgetN}), and
 * what keeps on the front wheel the load its share of the turn needs (at least
 * {@link #TURN_FRONT_SHARE} of its static load: a wheel in the air cannot steer). He rolls the
 * throttle off as far as that needs and never refuses the lean. The grip's limit never stands
 * far above the player's throttle ({@link #GRIP_LEAD}), and does not open into the gap of a gear
 * change.
 */
final class Levers {

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
     * How fast the hand moves the twist grip to get the pull it aims for (share of the grip per second per unit pull error,
     * as a share of W b / h).
     */
    static final double PULL_RATE_PER_S = 20.0;
    /**
     * Pull, as a share of W b / h, below which a slipping clutch passes nothing the hand could
     * grip against: the gap of a gear change, not a start's slip.
     */
    static final double SHIFT_GAP_PULL_SHARE = 0.05;
    /** How far the hand's limit on the grip may stand above the player's throttle (share of the grip's travel). */
    static final double GRIP_LEAD = 0.1;
    /**
     * Time the right hand takes from the brake lever back to the grip (in seconds): an
     * anti-lock that lets the brake input off for a moment (on grass, with S held) does not
     * open the grip with W still held; given at once, the grip opened and shut 40-120 times in 3 s.
     */
    static final double LEVER_TO_GRIP_S = 0.25;
    /** Speed below which the right hand may hold the brake lever and an open grip together (in metres per second). */
    static final double GRIP_WITH_BRAKE_BELOW_MPS = Units.kmhToMps(10);
    /** Lean (wished or actual) below which the rider counts as riding straight and lets the front skim (in radians). */
    static final double STRAIGHT_BELOW_RAD = Math.toRadians(1);
    /** Further lean over which the rider changes to keeping the front wheel loaded for steering (in radians). */
    static final double TURNING_ABOVE_RAD = Math.toRadians(4);
    /**
     * Share of the rear tyre's grip the rider lets the turn and the drive use together: less than
     * the lean's {@link LeanWish#GRIP_SHARE}, since near its peak the tyre's cornering stiffness
     * falls, and with it the weave's damping. At 0.9, full throttle held through the shift to second
     * at 35 deg of lean and 122 km/h set off a 4 Hz weave (bar +-12 deg) that threw the bike.
     */
    static final double DRIVE_GRIP_SHARE = 0.8;
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
    /**
     * Time constant over which the rider's sense of how much of the weight the ground carries
     * comes back up after a dip (in seconds; about one swing of the 2 Hz ride): over rough
     * ground he opens the throttle only as far as the rear carries in the dips, not on the
     * crests. Given the drive each passing load allowed, the rear spun in the dips and slid out
     * of a turn on grass.
     */
    static final double LOAD_DIP_RECOVERY_S = 0.5;

    private final BrakeLevers brakes;
    private final double staticFrontN;
    private final double cgToRearM;
    private final double cgHeightM;
    private final double pitchGain;
    private final double pitchRateGain;
    private final ClutchHand clutchHand;
    private final double frontShare;
    private final double wheelbaseM;
    private final double crownRadiusM;
    private final double longitudinalFriction;
    private final double lateralFriction;

    private double throttle;
    /** Time since the brake input was last on (in seconds). */
    private double sinceBrakeS;
    private double gripShare;
    private double slideShare;
    private double lastFrontFeelRad;
    private double frontFeelRateRadPerS;
    private final double weightN;
    /** The share of the weight the ground carries as the rider reckons with it: each dip at once, the way back slowly. */
    private double feltGroundShare;

    /**
     * @param spec the motorcycle
     * @param frontShare static share of the weight on the front wheel (0..1, away from the ends)
     */
    Levers(VehicleSpec spec, double frontShare) {
        double weight = spec.chassis().totalMassKg() * Units.G;
        brakes = new BrakeLevers(spec, frontShare);
        staticFrontN = weight * frontShare;
        weightN = weight;
        cgToRearM = spec.chassis().cgToRearAxleM();
        cgHeightM = spec.chassis().cgHeightM();
        // about the balance, I_r theta'' = y (F - F_bal) = W x (k_p e - k_d theta'); I_r as in PitchMotion
        double pitchInertia = spec.chassis().yawInertiaKgM2()
                + spec.chassis().totalMassKg() * (cgToRearM * cgToRearM + cgHeightM * cgHeightM);
        double stiffness = weight * cgToRearM / pitchInertia;
        double w = WHEELIE_FREQUENCY_RAD_PER_S;
        pitchGain = w * w / stiffness;
        pitchRateGain = 2 * w / stiffness;
        clutchHand = new ClutchHand(spec);
        this.frontShare = frontShare;
        wheelbaseM = spec.chassis().wheelbaseM();
        crownRadiusM = SteadyTurn.leanCrownRadiusM(spec);
        longitudinalFriction = spec.tyre().longitudinalFriction();
        lateralFriction = spec.tyre().lateralFriction();
        reset();
    }

    /** Hands off the levers. */
    void reset() {
        brakes.reset();
        throttle = 0;
        sinceBrakeS = LEVER_TO_GRIP_S;
        gripShare = 1;
        slideShare = 1;
        clutchHand.reset();
        lastFrontFeelRad = -FRONT_LOAD_FEEL_RAD;
        frontFeelRateRadPerS = 0;
        feltGroundShare = 1;
    }

    /**
     * Works the levers for one step.
     *
     * @param in the player's input (brake, throttle, clutch), as the assists leave it
     * @param turningLeanRad the larger of the lean wished for and the lean (in radians, &ge;0)
     * @param pitch the wheelie/stoppie state
     * @param f what the rider feels: the wheel loads, the pull of the previous step (the tyres'
     *     force along the bike, + = driving), the ground's normal force, the clutch slipping,
     *     the engine speed he hears, how near the rear tyre worked to its grip limit, the surface
     * @param dtS step (in seconds)
     */
    void act(VehicleInput in, double turningLeanRad, PitchMotion pitch, RiderFeel f, double dtS) {
        double brakeInput = in.brake();
        sinceBrakeS = brakeInput > 0 ? 0 : sinceBrakeS + dtS;
        // one right hand works the front brake lever and the grip: rolling along, it shuts the
        // grip as it squeezes the lever, and takes a moment back to it (at rest it may hold
        // both, for a start on a slope)
        boolean handOnLever = sinceBrakeS < LEVER_TO_GRIP_S;
        double throttleInput = handOnLever && f.speedMps() > GRIP_WITH_BRAKE_BELOW_MPS ? 0 : in.throttle();
        double frontLoadN = f.frontLoadN();
        double rearLoadN = f.rearLoadN();
        double driveForceN = f.driveForceN();
        double normalForceN = f.normalForceN();
        double rearSlipShare = f.rearSlipShare();
        brakes.act(brakeInput, pitch, f.speedMps(), rearLoadN, turnAccelG(turningLeanRad), f.surfaceGrip(), dtS);
        double turning = Units.clamp((turningLeanRad - STRAIGHT_BELOW_RAD) / TURNING_ABOVE_RAD, 0, 1);
        double keep = turning * Math.max(TURN_FRONT_SHARE,
                turnAccelG(turningLeanRad) / (LeanWish.GRIP_SHARE * lateralFriction * f.surfaceGrip()));
        double frontKeepPull = Math.max(0, normalForceN * frontShare * (1 - keep)) * wheelbaseM / cgHeightM;
        double scale = Math.max(normalForceN, 1.0) * cgToRearM / cgHeightM;
        // the rear's share of the load as the drive and the brakes move it, on the ground's
        // lowest recent carrying of the weight (a dip, a crest) rather than on each bump's
        double groundShare = normalForceN / weightN;
        feltGroundShare = groundShare < feltGroundShare ? groundShare
                : feltGroundShare + (groundShare - feltGroundShare) * Math.min(1.0, dtS / LOAD_DIP_RECOVERY_S);
        double feltRearN = normalForceN > 1.0 ? rearLoadN / normalForceN * weightN * Math.min(1.0, feltGroundShare) : 0.0;
        double pull = Math.min(wheeliePullN(pitch, frontLoadN, normalForceN, dtS),
                Math.min(driveBudgetN(turningLeanRad, feltRearN, f.surfaceGrip()), frontKeepPull));
        double pullError = (pull - driveForceN) / scale;
        clutchHand.act(throttleInput, brakeInput, handOnLever, f, pullError, dtS);
        clutchHand.easeShift(throttleInput, f, pull, turning);
        if (clutchHand.easing()) {
            // the grip he will open once the revs meet the gear's: the pull he aims for, not
            // the grip of the gear before, which in the lower gear gave less
            gripShare = Math.min(gripShare, f.gripForPull(pull));
        }
        if (clutchHand.setsThePull(in.clutch())) {
            // with the lever in (his, or a wheelie control's easing the pull) the clutch sets
            // the pull and the grip the revs
            gripShare = clutchHand.launchGrip(f, turning, dtS);
        } else {
            clutchHand.gripFollows(gripShare);
            // while the clutch slips with no pull coming through (a gear change under way), or
            // the left hand eases it in after one, the pull felt is not the grip's: the hand
            // holds the grip where it was rather than opening it into the gap
            double change = dtS * PULL_RATE_PER_S * pullError;
            boolean shiftGap = f.clutchSlipping() && !clutchHand.starting()
                    && (Math.abs(driveForceN) < SHIFT_GAP_PULL_SHARE * scale || clutchHand.easing());
            gripShare = Units.clamp(gripShare + (shiftGap ? Math.min(change, 0) : change), 0, 1);
        }
        // upright the rider lets the rear work up to its peak (a launch); in a turn he keeps the margin
        double feel = 1.0 - (1.0 - REAR_SLIDE_FEEL_SHARE) * turning;
        slideShare = Units.clamp(slideShare + dtS * SLIDE_GRIP_RATE_PER_S * (feel - rearSlipShare), 0, 1);
        // the limits are how far the hand lets the grip open; the limit never stands far above
        // the player's throttle, so an opening after a brake or a lift starts from where the
        // grip was and follows the pull, not from a limit wound up while the throttle was shut
        gripShare = Math.min(gripShare, throttleInput + GRIP_LEAD);
        throttle = clutchHand.easing() ? 0
                : Math.max(clutchHand.blip(), Math.min(throttleInput, Math.min(gripShare, slideShare)));
        clutchHand.holdBiteIfGivenUp(throttleInput, f);
    }

    /**
     * The pull the rear tyre has room for beside the lean: what a rider rolls the throttle back
     * to when he leans the bike over, so that the turn gets the grip it needs and the drive the
     * rest. In a steady turn each tyre carries the lateral force N a_y / g for its load N, a_y / g
     * = tan of the lean on knife-edge tyres ({@link #turnAccelG}; the weight's and the
     * centripetal force's resultant lies along it [Cossalter, ch. 4]).
     * On the friction ellipse [Pacejka 2012, ch. 4] the rear's drive may then use
     * F_x = mu_x N sqrt(s^2 - (a_y / (g mu_y))^2), s the share of the grip the rider lets turn
     * and drive use together: upright the lean's {@link LeanWish#GRIP_SHARE}, in a turn
     * {@link #DRIVE_GRIP_SHARE}. Leaned as far as that share allows, nothing.
     *
     * @param leanRad the lean the rider makes or is about to make (in radians, &ge;0)
     * @param rearLoadN the rear tyre's load (in newtons)
     * @param surfaceGrip the surface's grip as a share of dry asphalt's
     * @return the largest drive force the rider lets the rear tyre pull with (in newtons, &ge;0)
     */
    double driveBudgetN(double leanRad, double rearLoadN, double surfaceGrip) {
        double turning = Units.clamp((leanRad - STRAIGHT_BELOW_RAD) / TURNING_ABOVE_RAD, 0, 1);
        double share = LeanWish.GRIP_SHARE + (DRIVE_GRIP_SHARE - LeanWish.GRIP_SHARE) * turning;
        double lateralUse = turnAccelG(leanRad) / (lateralFriction * surfaceGrip);
        double room = Math.sqrt(Math.max(0, share * share - lateralUse * lateralUse));
        return longitudinalFriction * surfaceGrip * Math.max(rearLoadN, 0) * room;
    }

    /**
     * The lateral acceleration of the steady turn a lean makes, as a share of g: tan(phi_i), with
     * phi_i the knife-edge lean that Cossalter's tyre-width correction turns into phi, phi_i =
     * phi - asin(t sin(phi) / (h - t)) to first order [Cossalter, ch. 4] ({@link SteadyTurn}).
     *
     * @param leanRad the bike's lean (in radians)
     * @return a_y / g (&ge;0)
     */
    private double turnAccelG(double leanRad) {
        double phi = Math.min(Math.abs(leanRad), Math.toRadians(80));
        double ideal = phi - Math.asin(Units.clamp(crownRadiusM * Math.sin(phi) / (cgHeightM - crownRadiusM), -1, 1));
        return Math.tan(Math.max(0, ideal));
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

    /** @return front brake torque the hand applies (in newton metres, &ge;0) */
    double frontBrakeNm() {
        return brakes.frontNm();
    }

    /** @return the front brake lever's share of the brake's torque (0..1) */
    double frontBrakeShare() {
        return brakes.frontShare();
    }

    /** @return rear brake torque the foot applies (in newton metres, &ge;0) */
    double rearBrakeNm() {
        return brakes.rearNm();
    }

    /** @return the twist grip (0..1) */
    double throttle() {
        return throttle;
    }

    /** @return the clutch lever the left hand holds in (0 = out, 1 = pulled fully) */
    double clutch() {
        return clutchHand.lever();
    }

    long stateHash(long h) {
        h = brakes.stateHash(h);
        h = Wheel.mix(h, throttle);
        h = Wheel.mix(h, sinceBrakeS);
        h = Wheel.mix(h, gripShare);
        h = Wheel.mix(h, slideShare);
        h = clutchHand.stateHash(h);
        h = Wheel.mix(h, feltGroundShare);
        return Wheel.mix(h, lastFrontFeelRad);
    }
}
