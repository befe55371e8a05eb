package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.spec.MotorcycleSpec;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The rider: turns the player's wishes into what hands, feet and body do on the bike.
 *
 * <p><b>Steering.</b> The steer input is a wish to turn, read by {@link LeanWish} as a target
 * lean (what lean the rider wants); how the rider gets it is this class's business. The hands control the handlebar angle
 * (torque-free steer-angle control) with a lean-angle controller acting on the roll dynamics of
 * {@link LeanDynamics}. It asks for the roll acceleration of a critically damped approach to the
 * target, phi''_d = w^2 (phi_t - phi + (1/T_i) integral) - 2 w phi', and inverts the pendulum for
 * what the tyres must do:
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
 * so the first handlebar movement of every turn entry is to the left: the countersteer falls out
 * of the controller and the roll dynamics, not from a script ([Palmer, "Turning a
 * Motorcycle"]; [Sharp 1971] for the roll-steer coupling). As the lean builds, the handlebar swings through centre
 * into the turn to hold it.
 *
 * <p><b>Body.</b> The rider leans the upper body into the turn, more the harder the turn, which
 * moves the centre of mass inwards ({@link #riderOffsetM}) so the bike itself leans a little
 * less. Below walking pace a foot goes down: the bike is held upright and the handlebar follows
 * the steer input directly.
 *
 * <p><b>Levers.</b> Brake lever, brake pedal and twist grip are worked by {@link Levers}.
 */
final class Rider {

    /** Below this speed the rider puts a foot down (walking pace, 5 km/h). */
    static final double FOOT_DOWN_BELOW_MPS = Units.kmhToMps(5);
    /** Above this speed the feet go back on the pegs (8 km/h). */
    static final double FOOT_UP_ABOVE_MPS = Units.kmhToMps(8);
    /** Natural frequency of the leg holding the bike up (in radians per second). */
    static final double LEG_FREQUENCY_RAD_PER_S = 6.0;
    /** Natural frequency of the lean controller's critically damped approach (in radians per second). */
    static final double LEAN_FREQUENCY_RAD_PER_S = 5.0;
    /** Damping ratio of that approach. */
    static final double LEAN_DAMPING_RATIO = 1.0;
    /** Below this speed the hands steer by the kinematics of the path alone (in metres per second). */
    static final double KINEMATIC_BELOW_MPS = Units.kmhToMps(30);
    /** Above this speed the hands steer by the feel of the lateral force alone (in metres per second). */
    static final double FORCE_ABOVE_MPS = Units.kmhToMps(50);
    /**
     * Bandwidth of the hands' loop that steers the front tyre until the tyres give the lateral
     * force the lean needs (per second); at low speed it is held below half the tyre's own
     * build-up rate, speed over relaxation length. At speed it has to stay well ahead of the
     * weave (2-4 Hz): a loop of 30 per second fed the weave into a fall at 150 km/h.
     */
    static final double FORCE_LOOP_RATE_PER_S = 60.0;
    /** Integral time of the lean controller, which removes a lasting lean error (in seconds). */
    static final double LEAN_INTEGRAL_TIME_S = 2.0;
    /**
     * Lean error below which the integral acts, so it trims the hold and does not wind up during
     * a lean change (in radians).
     */
    static final double INTEGRATE_BELOW_RAD = Math.toRadians(2);
    /** Largest integral of the lean error (in radian seconds). */
    static final double MAX_LEAN_ERROR_INTEGRAL_RAD_S = 0.1;
    /**
     * Stiffness of the rider's grip on the bars about the steering axis (in N m per radian;
     * estimate: arms braced on the bars resist about 50 N m at 1 degree).
     */
    static final double HAND_STIFFNESS_NM_PER_RAD = 6000;
    /** Damping of the grip (in N m s per radian; with the bars' inertia, about half critical). */
    static final double HAND_DAMPING_NMS_PER_RAD = 90;
    /** Fastest handlebar movement of the rider's hands (in radians per second). */
    static final double HANDLEBAR_RATE_RAD_PER_S = Math.toRadians(150);
    /** Smallest static share of the weight either wheel is taken to carry, so odd specs cannot divide by zero. */
    static final double MIN_AXLE_SHARE = 0.05;
    /** Time constant of the rider's body lean (in seconds). */
    static final double BODY_LEAN_TIME_S = 0.3;
    /**
     * Roll rate above which the lean counts as being built or taken off, not held (in radians
     * per second): 2 degrees per second, well below a turn entry's 20-60 and above the drift of a
     * held lean as the speed changes.
     */
    static final double BUILDING_LEAN_RATE_RAD_PER_S = Math.toRadians(2);
    /**
     * Lean wished for beyond the present one at which a turn counts as being entered before the
     * lean has started to move (in radians): 3 degrees, more than the trim of a held lean.
     */
    static final double ENTERING_TURN_RAD = Math.toRadians(3);
    /** Front cornering stiffness below which the force loop is off (in newtons per radian): a front wheel in the air has none. */
    static final double MIN_FRONT_STIFFNESS_N_PER_RAD = 1.0;
    /**
     * Share of its static load below which the front tyre tells the rider's hands nothing: the
     * force loop holds the bar (a wheel that carries a tenth of its load still steers the bike).
     */
    static final double FRONT_FEEL_SHARE = 0.1;
    /**
     * Share of the weight below which the wheels together carry too little for the rider to
     * steer by (over a crest, in the air): he lines the bar up instead.
     */
    static final double LIGHT_SHARE = 0.3;
    /**
     * How fast the rider straightens the bar in the air (in radians per second; unhurried, so that the bar's torque barely rolls
     * the bike).
     */
    static final double AIR_BAR_RATE_RAD_PER_S = Math.toRadians(20);
    /**
     * The most a rider's arms put on the bars (in N m; estimate: pushing one grip and pulling the
     * other with about 200 N each, 0.3 m either side of the steering axis). A quick lean-in at
     * 200 km/h takes about 70 N m.
     */
    static final double MAX_BAR_TORQUE_NM = 120;
    /** Time constant of the rider's sense of the slope he balances across (in seconds). */
    static final double SLOPE_FEEL_S = 0.5;
    /**
     * Largest ground steer angle the controller asks for (in radians, about 80 degrees): beyond any lock, it only keeps the
     * geometry finite.
     */
    static final double MAX_GROUND_STEER_RAD = 1.4;
    /**
     * Handlebar angle below which the bar counts as straight (in radians): a hundredth of a degree, well under any deliberate
     * input.
     */
    static final double STRAIGHT_BAR_RAD = Math.toRadians(0.01);

    private final double massKg;
    private final double rollInertiaKgM2;
    private final double corneringStiffnessPerN;
    private final double relaxationLengthM;
    private final double wheelbaseM;
    private final double maxHandlebarRad;
    private final double frontShare;
    /** The front tyre's load at rest (in newtons). */
    private final double staticFrontN;
    private final double bodyMaxLeanRad;
    private final VehicleSpec spec;
    private final SteeringHead head;
    private final Levers levers;
    private final LeanWish wish;

    private boolean footDown;
    private boolean barsHeld;
    private double handlebarRad;
    private double bodyLeanRad;
    private boolean countersteering;
    private double leanErrorIntegralRadS;
    private double slopeLeanRad;

    /**
     * @param spec the motorcycle
     * @param head the steering head's kinematics
     */
    Rider(VehicleSpec spec, SteeringHead head) {
        MotorcycleSpec m = spec.motorcycle();
        this.head = head;
        massKg = spec.chassis().totalMassKg();
        rollInertiaKgM2 = spec.chassis().rollInertiaKgM2();
        corneringStiffnessPerN = spec.tyre().corneringStiffness() * spec.frontWheel().corneringStiffnessFactor();
        relaxationLengthM = spec.tyre().relaxationLengthM();
        wheelbaseM = spec.chassis().wheelbaseM();
        maxHandlebarRad = Math.toRadians(m.maxHandlebarDeg());
        frontShare = Units.clamp(spec.chassis().cgToRearAxleM() / wheelbaseM, MIN_AXLE_SHARE, 1 - MIN_AXLE_SHARE);
        staticFrontN = frontShare * massKg * Units.G;
        wish = new LeanWish(spec, head, frontShare);
        bodyMaxLeanRad = Math.toRadians(m.riderMaxLeanDeg());
        this.spec = spec;
        levers = new Levers(spec, frontShare);
        reset();
    }

    /** Foot down, bar straight, hands off the levers. */
    void reset() {
        footDown = true;
        handlebarRad = 0;
        wish.reset();
        bodyLeanRad = 0;
        countersteering = false;
        leanErrorIntegralRadS = 0;
        slopeLeanRad = 0;
        levers.reset();
    }

    /**
     * Decides this step's handlebar angle, body lean, brake torques and throttle.
     *
     * @param in the player's input
     * @param feel what the rider feels of the bike
     * @param lean the roll state
     * @param pitch the wheelie/stoppie state
     * @param dtS step (in seconds)
     */
    void act(VehicleInput in, RiderFeel feel, LeanDynamics lean, PitchMotion pitch, double dtS) {
        double speed = Math.abs(feel.speedMps());
        // rolling backwards no rider balances by steering (the steered wheel trails, and the
        // steer-to-lean coupling turns round): the feet stay down until the bike moves forwards
        if (footDown && feel.speedMps() > FOOT_UP_ABOVE_MPS) {
            footDown = false;
        } else if (!footDown && feel.speedMps() < FOOT_DOWN_BELOW_MPS) {
            footDown = true;
        }
        double phi = lean.leanRad();
        double wanted;
        if (footDown) {
            wish.upright();
            leanErrorIntegralRadS = 0;
            // standing, a foot on the ground, the rider knows the slope he sets off across
            slopeLeanRad = feel.uprightLeanRad();
            wanted = in.steer() * maxHandlebarRad;
        } else {
            wish.update(in.steer(), speed, feel, dtS);
            wanted = leanControl(feel, lean, dtS);
        }
        double rate = HANDLEBAR_RATE_RAD_PER_S;
        if (!footDown && feel.normalForceN() < LIGHT_SHARE * massKg * Units.G) {
            // in the air, or nearly, the tyres give nothing to steer by: the rider lines the bar
            // up with the bike, unhurried, so that the front lands straight
            wanted = 0;
            rate = AIR_BAR_RATE_RAD_PER_S;
        }
        if (barsHeld) {
            wanted = handlebarRad;
        }
        double step = rate * dtS;
        handlebarRad += Units.clamp(wanted - handlebarRad, -step, step);
        handlebarRad = Units.clamp(handlebarRad, -maxHandlebarRad, maxHandlebarRad);
        // a countersteer is the bar turned against the lean being built: steering left pulls the
        // contact patches left and the bike falls to the right; a bar held into a steady turn is not one
        double leanRate = lean.leanRateRadPerS();
        double building = Math.abs(leanRate) > BUILDING_LEAN_RATE_RAD_PER_S ? leanRate
                : Math.abs(wish.wishedLeanRad() - phi) > ENTERING_TURN_RAD ? wish.wishedLeanRad() - phi : 0.0;
        countersteering = !footDown && Math.abs(handlebarRad) > STRAIGHT_BAR_RAD && handlebarRad * building > 0;

        double bodyTarget = 0;
        double target = wish.targetLeanRad();
        if (!footDown && wish.clearanceLeanRad() > 0) {
            double x = Math.min(1.0, Math.abs(target) / wish.clearanceLeanRad());
            bodyTarget = Math.copySign(bodyMaxLeanRad * x * x, target);
        }
        bodyLeanRad += (bodyTarget - bodyLeanRad) * Math.min(1.0, dtS / BODY_LEAN_TIME_S);

        levers.act(in.brake(), in.throttle(), Math.max(Math.abs(wish.wishedLeanRad()), Math.abs(phi)), pitch,
                feel.frontLoadN(), feel.rearLoadN(), feel.driveForceN(), feel.normalForceN(),
                feel.clutchSlipping(), feel.engineRpm(), feel.rearSlipShare(), dtS);
    }

    /**
     * The lean-angle controller: the handlebar angle that gives the contact line the lateral
     * acceleration a critically damped approach to the target lean needs.
     */
    private double leanControl(RiderFeel f, LeanDynamics lean, double dtS) {
        double phi = lean.leanRad();
        // the slope is felt through the body and seen, over a good part of a second: a rider
        // does not re-balance for each ripple of the ground
        slopeLeanRad += (f.uprightLeanRad() - slopeLeanRad) * Math.min(1.0, dtS / SLOPE_FEEL_S);
        double targetLeanRad = wish.targetLeanRad() + slopeLeanRad;
        double w = LEAN_FREQUENCY_RAD_PER_S;
        if (Math.abs(targetLeanRad - phi) < INTEGRATE_BELOW_RAD) {
            leanErrorIntegralRadS = Units.clamp(leanErrorIntegralRadS + (targetLeanRad - phi) * dtS,
                    -MAX_LEAN_ERROR_INTEGRAL_RAD_S, MAX_LEAN_ERROR_INTEGRAL_RAD_S);
        }
        double accel = w * w * (targetLeanRad - phi + leanErrorIntegralRadS / LEAN_INTEGRAL_TIME_S)
                - 2 * LEAN_DAMPING_RATIO * w * lean.leanRateRadPerS();
        double d = riderOffsetM();
        double gyro = f.yawRateRadPerS() * f.spinMomentumNms() * Math.cos(phi);
        double arm = lean.armM(d);
        double height = lean.heightM(d);
        double speed = Math.max(Math.abs(f.speedMps()), FOOT_DOWN_BELOW_MPS);

        double lineAccel = (rollInertiaKgM2 * accel - massKg * Units.G * arm - gyro) / (massKg * height);
        double kinematic = Math.atan(wheelbaseM * lineAccel / (speed * speed));

        double steer = head.groundSteerRad(handlebarRad, phi);
        // the force loop reads the front tyre's answer; with the front light (over a crest, on a
        // bump, lifting under power) the tyre cannot answer, and a rider who kept turning the bar
        // for the missing force would land on a wheel steered far out: the hands hold the bar
        // until the front bears its load again, and never turn faster than the loaded tyre asks
        double staticStiffness = corneringStiffnessPerN * frontShare * f.normalForceN();
        double stiffness = Math.max(corneringStiffnessPerN * f.frontLoadN(), staticStiffness);
        boolean frontBears = f.frontLoadN() > FRONT_FEEL_SHARE * staticFrontN;
        if (frontBears && stiffness > MIN_FRONT_STIFFNESS_N_PER_RAD) {
            double wantedForce = (lean.inertiaAtCgKgM2() * accel - f.normalForceN() * arm - gyro) / height;
            double rate = Math.min(FORCE_LOOP_RATE_PER_S, speed / (2 * relaxationLengthM));
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

    /**
     * The hands on the bars: stiff, damped springs pulling the bars towards the angle the rider
     * is aiming for ({@link #handlebarRad}). The bike's own steering torques (trail, gyroscopic,
     * the front frame's weight) push back, so the torque the rider feels, and the countersteer
     * it makes, come out of the bike.
     *
     * @param steerRad the bars' actual angle (in radians, + = left)
     * @param steerRateRadPerS their rate (in radians per second)
     * @return the torque on the bars (in N m, + = steering left)
     */
    double barTorqueNm(double steerRad, double steerRateRadPerS) {
        double torque = HAND_STIFFNESS_NM_PER_RAD * (handlebarRad - steerRad) - HAND_DAMPING_NMS_PER_RAD * steerRateRadPerS;
        return Units.clamp(torque, -MAX_BAR_TORQUE_NM, MAX_BAR_TORQUE_NM);
    }

    /**
     * @param held true to hold the bars at their present angle instead of balancing the lean
     *     (as a rider who freezes on the bars does)
     */
    void holdBars(boolean held) {
        barsHeld = held;
    }

    /** @return the handlebar angle the rider is aiming for (in radians, + = left) */
    double handlebarRad() {
        return handlebarRad;
    }

    /** @return the lean the rider is aiming for (in radians, + = right) */
    double targetLeanRad() {
        return wish.targetLeanRad();
    }

    /** @return the rider's body lean relative to the bike (in radians, + = to the right) */
    double bodyLeanRad() {
        return bodyLeanRad;
    }

    /** @return sideways shift of the centre of mass by the body lean (in metres, + = bike's right) */
    double riderOffsetM() {
        return SteadyTurn.hangOffShiftM(spec, bodyLeanRad);
    }

    /** @return true while a foot is on the ground */
    boolean footDown() {
        return footDown;
    }

    /** @return true while the handlebar points against the lean change being made */
    boolean countersteering() {
        return countersteering;
    }

    /** @return the hands and foot on the levers */
    Levers levers() {
        return levers;
    }

    long stateHash(long h) {
        h = Wheel.mix(h, handlebarRad);
        h = Wheel.mix(h, bodyLeanRad);
        h = Wheel.mix(h, wish.targetLeanRad());
        h = Wheel.mix(h, leanErrorIntegralRadS);
        h = Wheel.mix(h, slopeLeanRad);
        h = levers.stateHash(h);
        return Wheel.mix(h, footDown ? 1 : 0);
    }
}
