package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The rider's right hand on the front brake lever and right foot on the rear pedal: how the
 * player's one brake input is shared between the two brakes, as a rider shares it.
 *
 * <p>Braking moves load to the front by m a h / L [Cossalter, ch. 3], and at a = g b / h (1.08 g
 * on the CBR1000RR) the rear leaves the road: a stoppie. A rider braking hard does not ride at
 * that edge: he squeezes the lever over a fraction of a second ({@link #FRONT_SQUEEZE_S}) and
 * stops squeezing at the deceleration that keeps {@link #REAR_KEEP_SHARE} of the rear's static
 * load on it, a_max = g b (1 - k) / h, so the rear tyre stays on the road, still brakes and still
 * holds the bike straight. He feels the deceleration in his arms: the lever's torque is held under
 * a cap that starts at the torque a_max asks of the front tyre alone and follows the felt
 * deceleration (a proportional-integral hand), and never above the torque that the deceleration
 * the rear pedal leaves asks of the front (with {@link #FEED_FORWARD_HEADROOM}). Leaned, he brakes
 * only to what the turn leaves of the grip he works to (the friction ellipse) and, since the front
 * brake's force at the contact, moved off the wheel plane by the lean, steers the bars into the
 * turn and stands the bike up [Cossalter, ch. 8], only to the share 1 - u^2 of that (u the share
 * of the lateral grip the turn uses; an estimate of what the arms hold while he stands the bike
 * up: at 40 deg of lean 0.6 g becomes 0.36 g); on a slippery surface to its grip. A lever grabbed
 * in a lean is squeezed, not slammed. Below that the lever is the player's: a share of the brake
 * input is that share of the front brake's torque. The rear pedal is pressed with the lever for a
 * share of what the rear tyre can take at its load ({@link #REAR_PEDAL_GRIP_SHARE}), so the light
 * rear wheel does not lock. As a last resort the lever is eased fast once the rear carries less
 * than {@link #REAR_LIGHT_SHARE} of its load, and let go in a stoppie.
 *
 * <p>This is a rider's feel, not ABS: a front wheel that locks while leaned still throws the
 * bike down (the 2004 CBR1000RR has no ABS).
 */
final class BrakeLevers {

    /**
     * Time to squeeze the front brake lever fully (in seconds): a progressive squeeze, so the fork
     * has dived and the load is on the front tyre before its grip is asked for.
     */
    static final double FRONT_SQUEEZE_S = 0.4;
    /**
     * Share of its static load the rider keeps on the rear wheel in a hard stop: a fifth, so the
     * hardest stop he makes is 0.8 of the stoppie's deceleration (0.86 g on the CBR1000RR), the
     * figure a skilled road rider reaches without the rear going light.
     */
    static final double REAR_KEEP_SHARE = 0.2;
    /** Rear load, as a share of its static value, below which the rider eases the front lever fast. */
    static final double REAR_LIGHT_SHARE = 0.08;
    /** How hard the rider eases the front lever per unit of missing rear load (per second). */
    static final double REAR_LIGHT_GAIN = 60.0;
    /**
     * Share of the rear tyre's grip the foot asks of the rear brake: half, since the engine
     * braking of the gear the bike is in acts on the same wheel, and a light rear that locks
     * steps out.
     */
    static final double REAR_PEDAL_GRIP_SHARE = 0.5;
    /**
     * How far above the deceleration the foot leaves him the hand's lever may go, as a share of
     * the torque that deceleration asks of the front tyre alone (the felt deceleration's hand
     * moves the lever below it).
     */
    static final double FEED_FORWARD_HEADROOM = 1.1;
    /** Time constant of the rider's feel of the deceleration (in seconds). */
    static final double DECEL_FEEL_S = 0.05;
    /**
     * How fast the hand moves the lever's cap per unit of deceleration error (share of the front
     * brake's torque per second per g): a steady hand, that finds the lever's point in about a
     * quarter of a second.
     */
    static final double CAP_RATE_PER_S_PER_G = 8.0;

    private final double frontMaxNm;
    private final double massKg;
    private final double rearRadiusM;
    private final double rearMaxNm;
    private final double staticRearN;
    private final double maxDecelMps2;
    /** The rear tyre's braking torque at its grip limit per newton of load (in metres): mu_x r. */
    private final double rearGripNmPerN;
    private final double longitudinalFriction;
    private final double lateralFriction;
    /** The front lever's share that gives the hardest stop on the front tyre alone. */
    private final double feedForwardShare;

    private double frontNm;
    private double rearNm;
    private double capShare;
    private double feltDecelMps2;
    private double lastSpeedMps;
    private boolean braking;

    /**
     * @param spec the motorcycle
     * @param frontShare static share of the weight on the front wheel (0..1, away from the ends)
     */
    BrakeLevers(VehicleSpec spec, double frontShare) {
        double mass = spec.chassis().totalMassKg();
        frontMaxNm = spec.brakes().frontTorqueNm();
        rearMaxNm = spec.brakes().rearTorqueNm();
        staticRearN = mass * Units.G * (1 - frontShare);
        rearGripNmPerN = spec.tyre().longitudinalFriction() * spec.rearWheel().radiusM();
        massKg = mass;
        rearRadiusM = spec.rearWheel().radiusM();
        longitudinalFriction = spec.tyre().longitudinalFriction();
        lateralFriction = spec.tyre().lateralFriction();
        maxDecelMps2 = Units.G * spec.chassis().cgToRearAxleM() * (1 - REAR_KEEP_SHARE) / spec.chassis().cgHeightM();
        feedForwardShare = Units.clamp(mass * maxDecelMps2 * spec.frontWheel().radiusM() / Math.max(frontMaxNm, 1e-9), 0, 1);
        reset();
    }

    /** Hand and foot off. */
    void reset() {
        frontNm = 0;
        rearNm = 0;
        capShare = 1;
        feltDecelMps2 = 0;
        lastSpeedMps = Double.NaN;
        braking = false;
    }

    /**
     * Works lever and pedal for one step.
     *
     * @param input the player's brake (0..1)
     * @param pitch the wheelie/stoppie state
     * @param speedMps forward speed (in metres per second)
     * @param rearLoadN the rear tyre's load (in newtons)
     * @param turnAccelG the lateral acceleration of the turn the bike is leaned for, as a share
     *     of g (0 upright)
     * @param surfaceGrip the surface's grip as a share of dry asphalt's
     * @param dtS step (in seconds)
     */
    void act(double input, PitchMotion pitch, double speedMps, double rearLoadN, double turnAccelG, double surfaceGrip,
            double dtS) {
        // leaned, the tyres give the brake what the turn leaves of the grip the rider works to
        // (the friction ellipse [Pacejka 2012, ch. 4]); on a slippery surface less again
        double turnShare = Math.min(1, turnAccelG / (LeanWish.GRIP_SHARE * lateralFriction * surfaceGrip));
        double left = Math.sqrt(1 - turnShare * turnShare) * LeanWish.GRIP_SHARE * longitudinalFriction * surfaceGrip;
        // and the front brake's force at the contact, which the lean moves off the wheel plane,
        // steers the bars into the turn and stands the bike up: he brakes only as hard as he can
        // hold the bike against it while he stands it up
        double maxDecel = Math.min(maxDecelMps2, left * Units.G) * (1 - turnShare * turnShare);
        double rate = Double.isNaN(lastSpeedMps) ? 0 : (lastSpeedMps - speedMps) / dtS;
        lastSpeedMps = speedMps;
        feltDecelMps2 += (rate - feltDecelMps2) * Math.min(1.0, dtS / DECEL_FEEL_S);
        if (input <= 0) {
            braking = false;
        } else if (!braking) {
            braking = true;
            capShare = feedForwardShare * maxDecel / maxDecelMps2;
        } else {
            capShare = Units.clamp(capShare + CAP_RATE_PER_S_PER_G * (maxDecel - feltDecelMps2) / Units.G * dtS, 0, 1);
        }
        // the foot presses the pedal for a share of what the rear tyre can take at its load
        rearNm = input * Math.min(rearMaxNm, REAR_PEDAL_GRIP_SHARE * rearGripNmPerN * Math.max(rearLoadN, 0));
        double demand = input * frontMaxNm;
        if (braking) {
            // the hand asks of the front no more than the deceleration the foot leaves, with a
            // little headroom for the felt deceleration to find the lever's point
            double rearDecel = rearNm / rearRadiusM / massKg;
            double aim = FEED_FORWARD_HEADROOM * feedForwardShare * Math.max(0, maxDecel - rearDecel) / maxDecelMps2;
            demand = Math.min(demand, Math.min(capShare, aim) * frontMaxNm);
        }
        if (demand > frontNm) {
            frontNm = Math.min(demand, frontNm + frontMaxNm * dtS / FRONT_SQUEEZE_S);
        } else {
            frontNm = demand;
        }
        double rearShare = rearLoadN / staticRearN;
        if (rearShare < REAR_LIGHT_SHARE && frontNm > 0) {
            frontNm -= REAR_LIGHT_GAIN * (REAR_LIGHT_SHARE - rearShare) * frontMaxNm * dtS;
            capShare = Math.min(capShare, frontNm / frontMaxNm);
        }
        if (pitch.stoppie()) {
            frontNm -= frontMaxNm * dtS / FRONT_SQUEEZE_S;
        }
        frontNm = Math.max(0, frontNm);
    }

    /** @return front brake torque the hand applies (in newton metres, &ge;0) */
    double frontNm() {
        return frontNm;
    }

    /** @return the front lever's share of the brake's torque (0..1) */
    double frontShare() {
        return frontMaxNm > 0 ? frontNm / frontMaxNm : 0;
    }

    /** @return rear brake torque the foot applies (in newton metres, &ge;0) */
    double rearNm() {
        return rearNm;
    }

    /** @return the hardest deceleration the rider brakes to (in metres per second squared) */
    double maxDecelMps2() {
        return maxDecelMps2;
    }

    long stateHash(long h) {
        h = Wheel.mix(h, frontNm);
        h = Wheel.mix(h, capShare);
        return Wheel.mix(h, feltDecelMps2);
    }
}
