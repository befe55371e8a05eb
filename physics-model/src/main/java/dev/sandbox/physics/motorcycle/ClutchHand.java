package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.powertrain.Driveline;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The rider's left hand on the clutch lever, and what it asks of the right hand's grip while it
 * feeds a start.
 *
 * <p>In a start from walking pace the hand feeds the lever to get the pull the rider aims for,
 * while the grip holds the engine at the launch rpm, as a rider launching hard does: the slipping
 * clutch passes the torque its lever allows at once, whereas rolling the grip off makes the
 * automatic clutch bite harder before the engine slows (the drive first rises, then falls), which
 * no hand can steer a wheelie by. Leaned, the pull is the turn's to share: the grip brings the
 * revs down toward the gear's speed, so the clutch locks and the grip alone sets the pull (the
 * launch rpm held through a turn kept the clutch slipping to 120 km/h in first). Once the clutch
 * has locked the lever goes out.
 *
 * <p>After a gear change in a turn, and at the end of a start leaned into one, the hand lets the
 * clutch in at the pull the turn leaves the rear while the engine's revs come down to the gear's
 * ({@link #easeShift}).
 *
 * <p>Braking hard, the hand pulls the lever in, so the engine's braking and the automatic's
 * downshifts do not lock the light rear wheel. With the lever in and the engine below the gear's
 * speed, the hand holds it and has the grip blip the revs up before it lets the clutch out.
 */
final class ClutchHand {

    /**
     * How fast the hand moves the lever to get the pull it aims for while the clutch slips
     * (travel per second per unit pull error, as a share of W b / h).
     */
    static final double FEED_RATE_PER_S = 10.0;
    /**
     * Brake input from which the rider pulls the lever in: braking, the front takes most of the
     * load and the rear carries a third of it or less, and the engine's braking alone would lock
     * it (100 N m at the wheel in fifth at 5000 rpm, 160 N m in first at 4000, against the
     * 150-180 N m a 450 N rear can take), the more so after the automatic's downshifts. A 2004
     * CBR1000RR has no slipper clutch: the rider's hand is it.
     */
    static final double HARD_BRAKE_INPUT = 0.2;
    /**
     * Share of the rear tyre's peak slip, while the engine brakes it, at which the hand pulls the
     * lever in: with the grip shut on grass the engine's braking in second at 8000 rpm slipped
     * the rear to -0.05, the anti-lock took the whole brake input away for the rear's sake, and
     * the bike ran on unbraked with S held.
     */
    static final double ENGINE_BRAKE_SLIP_SHARE = 0.8;
    /** Time to pull the lever in fully (in seconds). */
    static final double PULL_S = 0.15;
    /** Time to let the lever out fully once the clutch has locked (in seconds). */
    static final double RELEASE_S = 0.2;
    /**
     * Speed below which a slipping clutch is a start the hand feeds until it locks (in metres per
     * second, 20 km/h); a clutch that begins to slip above it does so after the lever was pulled
     * (a hard stop) or in a gear change, and the hand lets it out.
     */
    static final double FEED_BELOW_MPS = Units.kmhToMps(20);
    /**
     * Share of the gear's engine speed the revs must reach before the hand lets the clutch out
     * after a stop's pull. Let out at once, the clutch took an engine idling at 2100 rpm to the
     * 3900 rpm of second at 62 km/h through the light rear, whose slip reached -0.28, and the
     * tail swung at 60-130 deg/s.
     */
    static final double REV_MATCH_SHARE = 0.9;
    /**
     * Share of the gear's engine speed above which a start whose grip is shut is given up with
     * the revs still to come down: the hand holds the lever where it bites until they have.
     */
    static final double GIVE_UP_ABOVE_SHARE = 1.1;
    /** Twist grip per unit of the revs' shortfall, as a share of the gear's speed, in a blip. */
    static final double REV_MATCH_GAIN = 3.0;
    /** Grip per unit engine-speed error (as a share of the launch rpm) while the hand feeds, proportional part. */
    static final double RPM_GAIN = 3.0;
    /** Grip travel per second per unit engine-speed error (as a share of the launch rpm), integral part. */
    static final double RPM_RATE = 20.0;
    /**
     * Least engine speed, as a share of the launch rpm, the grip holds while the hand feeds a
     * start in a turn, below the road speed at which the gear reaches it: torque to pull away
     * leaned (3000 rpm on the CBR1000RR, first gear's speed at 35 km/h).
     */
    static final double TURN_LAUNCH_SHARE = 0.35;
    /**
     * Share of the gear's engine speed above which the clutch, closing after a gear change in a
     * turn, still has the revs of the old gear to bring down: the hand eases it in.
     */
    static final double EASE_ABOVE_SHARE = 1.02;

    private final double launchRpm;
    private final double idleRpm;
    private double lever;
    /** True from a slipping clutch at walking pace until the clutch locks: a start under way. */
    private boolean starting;
    private boolean feeding;
    /** True while the lever is in for a hard stop or the engine's braking of the rear. */
    private boolean braking;
    /** True while the hand eases the clutch in after a gear change in a turn. */
    private boolean easing;
    private double blip;
    private double rpmIntegral;

    /** @param spec the motorcycle */
    ClutchHand(VehicleSpec spec) {
        launchRpm = spec.transmission().launchRpm();
        idleRpm = spec.engine().idleRpm();
        reset();
    }

    /** Hand off the lever. */
    void reset() {
        lever = 0;
        starting = false;
        feeding = false;
        braking = false;
        easing = false;
        blip = 0;
        rpmIntegral = 1;
    }

    /**
     * Works the lever for one step.
     *
     * @param throttleInput the throttle the right hand is asked for (0..1)
     * @param brakeInput the brake input (0..1)
     * @param handOnLever true while the right hand is on the brake lever (the brake input on,
     *     or lately: an anti-lock easing the input below {@link #HARD_BRAKE_INPUT} or to nothing
     *     for a moment, on grass, does not work the clutch lever in and out)
     * @param f what the rider feels (clutch slipping, speed, engine and gear rpm)
     * @param pullError the pull the rider aims for less the pull felt, as a share of W b / h
     * @param dtS step (in seconds)
     */
    void act(double throttleInput, double brakeInput, boolean handOnLever, RiderFeel f, double pullError, double dtS) {
        boolean slipping = f.clutchSlipping();
        if (!slipping) {
            starting = false;
        } else if (f.speedMps() < FEED_BELOW_MPS) {
            starting = true;
        }
        feeding = slipping && throttleInput > 0 && starting;
        blip = 0;
        braking = !feeding && throttleInput <= 0 && (brakeInput >= HARD_BRAKE_INPUT || braking && handOnLever
                || f.rearBrakingSlipShare() >= ENGINE_BRAKE_SLIP_SHARE);
        if (feeding) {
            lever = Units.clamp(lever - dtS * FEED_RATE_PER_S * pullError, 0, 1);
        } else if (braking) {
            lever = Math.min(1, lever + dtS / PULL_S);
        } else if (lever > 0 && f.engineRpm() < REV_MATCH_SHARE * f.gearRpm()) {
            blip = Units.clamp(REV_MATCH_GAIN * (f.gearRpm() - f.engineRpm()) / f.gearRpm(), 0, 1);
        } else {
            lever = Math.max(0, lever - dtS / RELEASE_S);
        }
    }

    /**
     * @param playerClutch the clutch input the assists pass (a wheelie control's easing the pull)
     * @return true while the hand feeds a start with a lever in: the clutch sets the pull, the
     *     grip the revs ({@link #launchGrip})
     */
    boolean setsThePull(double playerClutch) {
        return feeding && Math.max(lever, playerClutch) > 0;
    }

    /**
     * The grip while the hand feeds a start: upright, proportional-integral on the engine speed
     * about the launch rpm; leaned (turning 1), the grip at which the automatic clutch holds the
     * gear's speed (at least {@link #TURN_LAUNCH_SHARE} of the launch rpm), its launch speed
     * rising with the throttle from idle to the launch rpm.
     *
     * @param f what the rider feels (engine and gear rpm)
     * @param turning 0 riding straight, 1 leaned into a turn
     * @param dtS step (in seconds)
     * @return the grip (0..1)
     */
    double launchGrip(RiderFeel f, double turning, double dtS) {
        double error = (launchRpm - f.engineRpm()) / launchRpm;
        double share = rpmIntegral + RPM_GAIN * error;
        if (share > 0 && share < 1) {
            rpmIntegral = Units.clamp(rpmIntegral + dtS * RPM_RATE * error, 0, 1);
        }
        double upright = Units.clamp(share, 0, 1);
        double turnRpm = Units.clamp(f.gearRpm(), TURN_LAUNCH_SHARE * launchRpm, launchRpm);
        return upright + (gripForLaunchRpm(turnRpm) - upright) * turning;
    }

    /**
     * The grip at which the automatic clutch's launch holds an engine speed: its launch speed
     * rises with the grip from idle to the launch rpm, idle + (launch - idle) x grip
     * ({@link Driveline}).
     */
    private double gripForLaunchRpm(double rpm) {
        return (rpm - idleRpm) / (launchRpm - idleRpm);
    }

    /**
     * A start given up (the throttle asked for rolled back while the clutch still slips, the revs
     * above the gear's speed) is not let out onto the rear. The automatic clutch locks at once
     * when the grip falls to the launch speed the wheels have reached ({@link #gripForLaunchRpm}),
     * or shuts; it dumped the spin of an engine at the launch rpm onto the rear, whose slip
     * ratio reached 0.2-1.0. The hand stays where the lever bites, so the clutch passes no more
     * than it passed, until the revs have come down to the gear's speed. (The grip a leaned start
     * holds to bring the revs down is the rider's own, not a start given up.)
     *
     * @param throttleInput the throttle asked of the right hand this step (0..1)
     * @param f what the rider feels (engine and gear rpm, the clutch's engagement)
     */
    void holdBiteIfGivenUp(double throttleInput, RiderFeel f) {
        double lockGrip = Math.max(Driveline.MIN_THROTTLE, gripForLaunchRpm(f.gearRpm()));
        if (starting && throttleInput <= lockGrip && f.engineRpm() > GIVE_UP_ABOVE_SHARE * f.gearRpm()) {
            lever = Math.max(lever, 1 - f.clutchEngagement());
        }
    }

    /**
     * A gear change in a turn reaches the rear at the pull the turn leaves it. The clutch closing
     * after an upshift onto an engine still at the old gear's speed passes its whole capacity
     * until the revs have come down: 180 N m at the crank is 4500 N at the rear in second, twice
     * what a rear leaned 35 deg has beside the turn, and at 122 km/h that step set off a weave
     * that threw the bike. A rider changing gear leaned lets the lever out only to where it
     * passes the pull he aims for, and keeps the grip shut until the revs meet the gear's: the
     * engine's spin goes to the rear at that pull, over a tenth or two of a second.
     *
     * <p>A start leaned into a turn ends the same way once the lever is out and the bike rolls
     * faster than walking pace: the automatic clutch's launch holds the engine at a speed that
     * rises with the grip, 5000-7000 rpm at the pull the turn leaves, far above first gear's at
     * 25-40 km/h, and its lock dumped that spin onto the leaned rear (the lean fell back 10 deg).
     * Once begun, the easing lasts until the clutch has locked or the revs are down to the gear's
     * speed: let go at 1.02 times it while still slipping, the open grip raised the launch's engine
     * speed again, the clutch let go, and hand and clutch chattered; held on below it (a lever
     * nearly in, for a rear just landed from a crest, passes almost nothing), the grip stayed shut
     * for seconds with the throttle key held while the engine fell to idle.
     *
     * @param throttleInput the throttle asked of the right hand this step (0..1)
     * @param f what the rider feels (the clutch slipping, engine and gear rpm, the clutch's pull)
     * @param aimPullN the pull the rider aims for (in newtons)
     * @param turning 0 riding straight, 1 leaned into a turn
     */
    void easeShift(double throttleInput, RiderFeel f, double aimPullN, double turning) {
        easing = turning > 0 && f.clutchSlipping() && (!starting || lever <= 0) && throttleInput > 0
                && f.speedMps() >= FEED_BELOW_MPS && f.engineRpm() > (easing ? 1 : EASE_ABOVE_SHARE) * f.gearRpm()
                && f.clutchCapacityPullN() > 0;
        if (easing) {
            starting = false;
            lever = Math.max(lever, 1 - Units.clamp(aimPullN / f.clutchCapacityPullN(), 0, 1));
        }
    }

    /** @return true while the hand eases the clutch in after a gear change in a turn: the grip stays shut */
    boolean easing() {
        return easing;
    }

    /** The grip is the pull's again: the revs' hold starts from where it stands when the hand next feeds. */
    void gripFollows(double gripShare) {
        rpmIntegral = gripShare;
    }

    /** @return true while a start from walking pace is under way (the clutch has not yet locked) */
    boolean starting() {
        return starting;
    }

    /** @return the grip a rev-matching blip asks for this step (0..1, 0 when none) */
    double blip() {
        return blip;
    }

    /** @return the lever the hand holds in (0 = out, 1 = pulled fully) */
    double lever() {
        return lever;
    }

    long stateHash(long h) {
        h = Wheel.mix(h, lever);
        h = Wheel.mix(h, starting ? 1 : 0);
        h = Wheel.mix(h, easing ? 1 : 0);
        h = Wheel.mix(h, braking ? 1 : 0);
        return Wheel.mix(h, rpmIntegral);
    }
}
