package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The rider's hands getting the lean he plans ({@link LeanWish}): they control the handlebar
 * angle (torque-free steer-angle control) with a lean-angle controller acting on the roll
 * dynamics of {@link LeanDynamics}. It asks for the roll acceleration of the plan, fed forward
 * with its rate, plus a critically damped correction of the error, phi''_d = phi_t'' + w^2
 * (phi_t - phi + (1/T_i) integral) + 2 w (phi_t' - phi'), and inverts the pendulum for what the
 * tyres must do:
 * <ul>
 * <li>below {@link #KINEMATIC_BELOW_MPS}, about the contact line, I phi'' = m g arm + m z a_y +
 * M_gyro gives the lateral acceleration a_y of the path, and the front wheel is steered to the
 * curvature a_y / v^2 (kinematic steering, Delta = atan(L kappa), through {@link SteeringHead});</li>
 * <li>above {@link #FORCE_ABOVE_MPS}, about the centre of mass, I_G phi'' = N arm + F_y z + M_gyro
 * gives the tyres' lateral force F_y, and the hands steer until the force the rider feels is that
 * one (at speed the path follows the steer only through slow yaw and sideslip, and the camber
 * thrust, the drive force's yaw moment and the wheel loads move the steer a lean needs far from
 * the kinematic one);</li>
 * <li>in between the two are blended.</li>
 * </ul>
 * To lean the bike to the right the contact line has to be pulled out from under it to the left,
 * so the first handlebar movement of every turn entry is to the left ([Palmer, "Turning a
 * Motorcycle"]; [Sharp 1971] for the roll-steer coupling). As the lean builds, the handlebar
 * swings through centre into the turn to hold it. Across a slope the lean aimed for is the plan
 * plus the lean that stands the bike upright under gravity, as the rider feels the slope.
 */
final class LeanControl {

    /** Natural frequency of the lean controller's critically damped approach (in radians per second). */
    static final double LEAN_FREQUENCY_RAD_PER_S = 5.0;
    /** Damping ratio of that approach. */
    static final double LEAN_DAMPING_RATIO = 1.0;
    /** Below this speed the hands steer by the kinematics of the path alone (in metres per second). */
    static final double KINEMATIC_BELOW_MPS = Units.kmhToMps(30);
    /** Above this speed the hands steer by the feel of the lateral force alone (in metres per second). */
    static final double FORCE_ABOVE_MPS = Units.kmhToMps(50);
    /**
     * Largest bandwidth of the hands' loop that steers the front tyre until the tyres give the
     * lateral force the lean needs (per second); below it the loop runs at the tyre's own
     * build-up rate, speed over relaxation length. It has to stay well ahead of the weave (2-4
     * Hz, 12-25 rad/s): held to half the tyre's rate it let the weave that a gear change or a
     * stand-up sets off under power grow into a fall at 120-150 km/h leaned 20-30 degrees, where
     * the loop at the tyre's rate damps it within a second. It has to stay below the wobble
     * (10-12 Hz, 65-75 rad/s) in bandwidth too: at 200 per second the hands kept a 0.7 degree
     * wobble going at 250 km/h.
     */
    static final double FORCE_LOOP_RATE_PER_S = 120.0;
    /** Integral time of the lean controller, which removes a lasting lean error (in seconds). */
    static final double LEAN_INTEGRAL_TIME_S = 2.0;
    /**
     * Lean error below which the integral acts, so it trims the hold and does not wind up during
     * a lean change (in radians).
     */
    static final double INTEGRATE_BELOW_RAD = Math.toRadians(2);
    /** Largest integral of the lean error (in radian seconds). */
    static final double MAX_LEAN_ERROR_INTEGRAL_RAD_S = 0.1;
    /** Front cornering stiffness below which the force loop is off (in newtons per radian): a front wheel in the air has none. */
    static final double MIN_FRONT_STIFFNESS_N_PER_RAD = 1.0;
    /**
     * Share of its static load below which the front tyre tells the rider's hands nothing: the
     * force loop holds the bar (a wheel that carries a tenth of its load still steers the bike).
     */
    static final double FRONT_FEEL_SHARE = 0.1;
    /**
     * Share of the front tyre's static load down to which the hands reckon with the tyre's own
     * stiffness, its load times its cornering stiffness per newton: a front lightened by the
     * drive answers the bar less, and the hands turn it further for the same force (reckoning
     * with the static load there slowed the loop to a quarter at full throttle in second gear,
     * and the weave a tap set off grew to 100 degrees per second of yaw at 140-210 km/h). Below
     * this share the front is nearly off the road and the hands stop turning further.
     */
    static final double LIGHT_FRONT_FEEL_SHARE = 0.5;
    /**
     * Time constant of the rider's sense of the hillside he balances on (in seconds): he does
     * not re-balance for each ripple of the ground.
     */
    static final double SLOPE_FEEL_S = 0.5;
    /**
     * Largest ground steer angle the controller asks for (in radians, about 80 degrees): beyond any
     * lock, it only keeps the geometry finite.
     */
    static final double MAX_GROUND_STEER_RAD = 1.4;

    private final SteeringHead head;
    private final double massKg;
    private final double rollInertiaKgM2;
    private final double corneringStiffnessPerN;
    private final double relaxationLengthM;
    private final double wheelbaseM;
    private final double frontShare;
    /** The front tyre's load at rest (in newtons). */
    private final double staticFrontN;

    private double leanErrorIntegralRadS;
    private double slopeLeanRad;
    /** The ground's normal as the rider feels it (world frame, unit length). */
    private double feltUpX;
    private double feltUpY = 1;
    private double feltUpZ;

    /**
     * @param spec the motorcycle
     * @param head the steering head's kinematics
     * @param frontShare static share of the weight on the front wheel (0..1, away from the ends)
     */
    LeanControl(VehicleSpec spec, SteeringHead head, double frontShare) {
        this.head = head;
        this.frontShare = frontShare;
        massKg = spec.chassis().totalMassKg();
        rollInertiaKgM2 = spec.chassis().rollInertiaKgM2();
        corneringStiffnessPerN = spec.tyre().corneringStiffness() * spec.frontWheel().corneringStiffnessFactor();
        relaxationLengthM = spec.tyre().relaxationLengthM();
        wheelbaseM = spec.chassis().wheelbaseM();
        staticFrontN = frontShare * massKg * Units.G;
    }

    /** No lean error, level ground. */
    void reset() {
        leanErrorIntegralRadS = 0;
        slopeLeanRad = 0;
        feltUpX = 0;
        feltUpY = 1;
        feltUpZ = 0;
    }

    /**
     * A foot is on the ground: no lean to control, and standing the rider knows the slope he
     * sets off across.
     *
     * @param f what the rider feels: the ground under the bike and the lean upright on it
     */
    void footDown(RiderFeel f) {
        leanErrorIntegralRadS = 0;
        Vec3 up = f.groundUp();
        feltUpX = up.x();
        feltUpY = up.y();
        feltUpZ = up.z();
        slopeLeanRad = f.uprightLeanRad();
    }

    /**
     * Feels the hillside and reckons the lean that stands the bike upright on it at the heading
     * the bike has now. The slope is felt through the body and seen, over a good part of a
     * second ({@link #SLOPE_FEEL_S}), in the world: a hillside does not turn with the bike. Where
     * the bike points the rider knows at once, so a tight turn across a hillside, which swings
     * the slope from ahead to across the bike within a second, is balanced as it swings (felt as
     * a lean, the slope lagged the turn by half a second, and at walking pace across a 35 % bank
     * that lag threw the bike down).
     */
    private void feelSlope(RiderFeel f, LeanDynamics lean, double dtS) {
        double k = Math.min(1.0, dtS / SLOPE_FEEL_S);
        Vec3 up = f.groundUp();
        double ux = feltUpX + (up.x() - feltUpX) * k;
        double uy = feltUpY + (up.y() - feltUpY) * k;
        double uz = feltUpZ + (up.z() - feltUpZ) * k;
        double n = Math.sqrt(ux * ux + uy * uy + uz * uz);
        feltUpX = ux / n;
        feltUpY = uy / n;
        feltUpZ = uz / n;
        // the bike's forward direction laid in the felt ground plane, and the height its left
        // side (felt up x forward) rises by: the sine of the slope across the bike
        Vec3 fw = f.forward();
        double along = fw.x() * feltUpX + fw.y() * feltUpY + fw.z() * feltUpZ;
        double fx = fw.x() - along * feltUpX;
        double fz = fw.z() - along * feltUpZ;
        double fy = fw.y() - along * feltUpY;
        double length = Math.sqrt(fx * fx + fy * fy + fz * fz);
        if (length > 1e-9) {
            slopeLeanRad = lean.uprightLeanRad((feltUpZ * fx - feltUpX * fz) / length);
        }
    }

    /** @return the lean the rider balances at across the slope he feels (in radians, + = right) */
    double slopeLeanRad() {
        return slopeLeanRad;
    }

    /**
     * The handlebar angle the hands aim for this step.
     *
     * @param wish the rider's plan of the lean
     * @param f what the rider feels
     * @param lean the roll state
     * @param riderOffsetM sideways shift of the centre of mass by the rider's body lean (in metres)
     * @param handlebarRad the handlebar angle the hands held the step before (in radians, + = left)
     * @param dtS step (in seconds)
     * @return the handlebar angle to aim for (in radians, + = left)
     */
    double handlebarRad(LeanWish wish, RiderFeel f, LeanDynamics lean, double riderOffsetM, double handlebarRad, double dtS) {
        double phi = lean.leanRad();
        feelSlope(f, lean, dtS);
        double targetLeanRad = wish.targetLeanRad() + slopeLeanRad;
        double w = LEAN_FREQUENCY_RAD_PER_S;
        if (Math.abs(targetLeanRad - phi) < INTEGRATE_BELOW_RAD) {
            leanErrorIntegralRadS = Units.clamp(leanErrorIntegralRadS + (targetLeanRad - phi) * dtS,
                    -MAX_LEAN_ERROR_INTEGRAL_RAD_S, MAX_LEAN_ERROR_INTEGRAL_RAD_S);
        }
        // the plan's acceleration and rate fed forward, the error fed back
        double accel = wish.targetAccelRadPerS2()
                + w * w * (targetLeanRad - phi + leanErrorIntegralRadS / LEAN_INTEGRAL_TIME_S)
                + 2 * LEAN_DAMPING_RATIO * w * (wish.targetRateRadPerS() - lean.leanRateRadPerS());
        double d = riderOffsetM;
        double gyro = f.yawRateRadPerS() * f.spinMomentumNms() * Math.cos(phi);
        double arm = lean.armM(d);
        double height = lean.heightM(d);
        double speed = Math.max(Math.abs(f.speedMps()), Rider.FOOT_DOWN_BELOW_MPS);

        double lineAccel = (rollInertiaKgM2 * accel - massKg * Units.G * arm - gyro) / (massKg * height);
        double kinematic = Math.atan(wheelbaseM * lineAccel / (speed * speed));

        double steer = head.groundSteerRad(handlebarRad, phi);
        // the force loop reads the front tyre's answer; with the front nearly off the road (over
        // a crest, on a bump, lifting under power) the tyre cannot answer, and a rider who kept
        // turning the bar for the missing force would land on a wheel steered far out: the hands
        // hold the bar until the front bears its load again, and never turn faster than a tyre
        // with half its static load asks
        double staticStiffness = corneringStiffnessPerN * frontShare * f.normalForceN();
        double stiffness = Math.max(corneringStiffnessPerN * f.frontLoadN(), LIGHT_FRONT_FEEL_SHARE * staticStiffness);
        boolean frontBears = f.frontLoadN() > FRONT_FEEL_SHARE * staticFrontN;
        if (frontBears && stiffness > MIN_FRONT_STIFFNESS_N_PER_RAD) {
            double wantedForce = (lean.inertiaAtCgKgM2() * accel - f.normalForceN() * arm - gyro) / height;
            double rate = Math.min(FORCE_LOOP_RATE_PER_S, speed / relaxationLengthM);
            // past the front tyre's peak more steer brings less force: the hands stop asking
            // for more and only give back
            double change = rate * (wantedForce - f.lateralForceN()) / stiffness * dtS;
            if (f.frontSlipShare() < 1 || change * steer < 0) {
                steer += change;
            }
        }
        double blend = Units.clamp((speed - KINEMATIC_BELOW_MPS) / (FORCE_ABOVE_MPS - KINEMATIC_BELOW_MPS), 0, 1);
        steer = blend * steer + (1 - blend) * kinematic;
        return head.handlebarRad(Units.clamp(steer, -MAX_GROUND_STEER_RAD, MAX_GROUND_STEER_RAD), phi);
    }

    long stateHash(long h) {
        h = Wheel.mix(h, leanErrorIntegralRadS);
        h = Wheel.mix(h, feltUpX);
        h = Wheel.mix(h, feltUpZ);
        return Wheel.mix(h, slopeLeanRad);
    }
}
