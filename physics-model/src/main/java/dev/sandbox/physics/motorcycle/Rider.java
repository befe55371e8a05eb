package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.spec.MotorcycleSpec;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The rider: turns the player's wishes into what hands, feet and body do on the bike.
 *
 * <p><b>Steering.</b> The steer input is a wish to turn, read by {@link LeanWish} as a wished
 * lean and turned into a plan of the lean (with its rate and acceleration); with no turn asked
 * {@link HeadingHold} adds the small lean that holds the heading. The hands get the planned lean
 * ({@link LeanControl}): the countersteer falls out of the controller and the roll dynamics, not
 * from a script ([Palmer, "Turning a Motorcycle"]; [Sharp 1971]).
 *
 * <p><b>Body.</b> The rider leans the upper body into the turn, more the harder the turn, which
 * moves the centre of mass inwards ({@link #riderOffsetM}) so the bike itself leans a little
 * less. Below walking pace a foot goes down: the bike is held upright and the handlebar follows
 * the steer input directly.
 *
 * <p><b>Levers.</b> Brake lever, brake pedal and twist grip are worked by {@link Levers}, the
 * clutch lever by its {@link ClutchHand}.
 */
final class Rider {

    /**
     * Lean beyond which the rider counts as in a turn for the gearbox (in radians): 8 degrees,
     * past the heading hold's corrections and a cross slope's lean.
     */
    static final double SETTLED_LEAN_RAD = Math.toRadians(8);
    /** Below this speed the rider puts a foot down (walking pace, 5 km/h). */
    static final double FOOT_DOWN_BELOW_MPS = Units.kmhToMps(5);
    /** Above this speed the feet go back on the pegs (8 km/h). */
    static final double FOOT_UP_ABOVE_MPS = Units.kmhToMps(8);
    /**
     * Below this speed a rider whose bars cannot catch the bike any more puts a foot out (in
     * metres per second, 15 km/h, a jogging pace): at the lock the bars turn the path no tighter
     * than v^2 tan(lock) / L, which falls with the square of the speed, and a bike slowing in a
     * tight turn, or turning across a steep bank, can lean past what that holds.
     */
    static final double DAB_BELOW_MPS = Units.kmhToMps(15);
    /**
     * Lean beyond the rider's aim, running away from it with the bars at the lock, at which the
     * foot goes out (in radians): well past a held turn's trim, well short of a fall.
     */
    static final double DAB_LEAN_ERROR_RAD = Math.toRadians(5);
    /**
     * Lean from upright within which the leg lets the bike go again after a dab (in radians):
     * the rider rides on once the foot has stood it up and the bar is straight.
     */
    static final double DAB_UPRIGHT_RAD = Math.toRadians(2);
    /**
     * Bar angle within which the bar counts as straightened after a dab (in radians): an
     * upright bike let go at the lock falls out of the turn faster than the hands can unwind it.
     */
    static final double DAB_STRAIGHT_BAR_RAD = Math.toRadians(3);
    /** Natural frequency of the leg holding the bike up (in radians per second). */
    static final double LEG_FREQUENCY_RAD_PER_S = 6.0;
    /**
     * Stiffness of the rider's grip on the bars about the steering axis (in N m per radian;
     * estimate: arms braced on the bars resist about 50 N m at 1 degree).
     */
    static final double HAND_STIFFNESS_NM_PER_RAD = 6000;
    /** Damping of the grip (in N m s per radian; with the bars' inertia, about half critical). */
    static final double HAND_DAMPING_NMS_PER_RAD = 90;
    /** Fastest handlebar movement of the rider's hands (in radians per second). */
    static final double HANDLEBAR_RATE_RAD_PER_S = Math.toRadians(150);
    /**
     * Slip angle the hands let a bar movement build ahead of the front tyre (in radians; estimate:
     * a smooth hand). The tyre's contact follows the wheel plane over its relaxation length
     * sigma, so a bar turned at a rate d' runs the tyre a slip of about d' sigma / v ahead of the
     * path [Pacejka 2012, ch. 7], and that slip's force, acting the trail behind the steering
     * axis, is the torque the hands feel: at 30 km/h the full 150 deg/s built 3.6 degrees and
     * 115 N m, more than a countersteer at 100 km/h takes. Riders turn the bars more gently the
     * slower they go: this bounds the rate to 1.5 degrees of slip, 62 deg/s at 30 km/h and the
     * full rate from 72 km/h.
     */
    static final double SWING_SLIP_RAD = Math.toRadians(1.5);
    /**
     * The slowest the hands move the bars however slowly the bike goes (in radians per second):
     * at a cyclist's pace the rider balances with the bars, which the tyre's slip no longer
     * bounds (at 20 km/h, with 42 deg/s, a full-lock turn entry fell).
     */
    static final double BALANCE_BAR_RATE_RAD_PER_S = Math.toRadians(60);
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
    /**
     * Share of the weight below which the wheels together carry too little for the rider to
     * steer by (over a crest, in the air): he lines the bar up instead.
     */
    static final double LIGHT_SHARE = 0.3;
    /**
     * Time the rider lets the suspension take a landing before he leans the bike again (in
     * seconds): about half a period of the 2 Hz ride, within which the rebound may lift the
     * wheels once more.
     */
    static final double LANDING_SETTLE_S = 0.3;
    /**
     * How fast the rider straightens the bar in the air (in radians per second; unhurried, so that the bar's torque barely
     * rolls the bike).
     */
    static final double AIR_BAR_RATE_RAD_PER_S = Math.toRadians(20);
    /**
     * The most a rider's arms put on the bars (in N m; estimate: pushing one grip and pulling the
     * other with about 200 N each, 0.3 m either side of the steering axis). A quick lean-in at
     * 200 km/h takes about 70 N m.
     */
    static final double MAX_BAR_TORQUE_NM = 120;
    /**
     * Handlebar angle below which the bar counts as straight (in radians): a hundredth of a degree, well under any deliberate
     * input.
     */
    static final double STRAIGHT_BAR_RAD = Math.toRadians(0.01);

    private final double massKg;
    private final double relaxationLengthM;
    private final double wheelbaseM;
    private final double maxHandlebarRad;
    private final double frontShare;
    private final double bodyMaxLeanRad;
    private final VehicleSpec spec;
    private final SteeringHead head;
    private final Levers levers;
    private final LeanWish wish;
    private final HeadingHold heading = new HeadingHold();
    private final LeanControl hands;

    private boolean footDown;
    /** True while a foot put out to catch the bike holds it, until it stands upright again. */
    private boolean dabbing;
    private boolean barsHeld;
    private double handlebarRad;
    private double bodyLeanRad;
    private boolean countersteering;
    /** Time since the wheels last carried their share of the weight (in seconds). */
    private double landedS;
    /** The lean relative to upright on the slope, as of the latest step (in radians). */
    private double lastLeanRad;

    /**
     * @param spec the motorcycle
     * @param head the steering head's kinematics
     */
    Rider(VehicleSpec spec, SteeringHead head) {
        MotorcycleSpec m = spec.motorcycle();
        this.head = head;
        massKg = spec.chassis().totalMassKg();
        relaxationLengthM = spec.tyre().relaxationLengthM();
        wheelbaseM = spec.chassis().wheelbaseM();
        maxHandlebarRad = Math.toRadians(m.maxHandlebarDeg());
        frontShare = Units.clamp(spec.chassis().cgToRearAxleM() / wheelbaseM, MIN_AXLE_SHARE, 1 - MIN_AXLE_SHARE);
        wish = new LeanWish(spec, head, frontShare);
        hands = new LeanControl(spec, head, frontShare);
        bodyMaxLeanRad = Math.toRadians(m.riderMaxLeanDeg());
        this.spec = spec;
        levers = new Levers(spec, frontShare);
        reset();
    }

    /** Foot down, bar straight, hands off the levers. */
    void reset() {
        footDown = true;
        dabbing = false;
        handlebarRad = 0;
        wish.reset();
        heading.reset();
        bodyLeanRad = 0;
        countersteering = false;
        hands.reset();
        lastLeanRad = 0;
        landedS = LANDING_SETTLE_S;
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
        double phi = lean.leanRad();
        if (dabbing && Math.abs(phi - feel.uprightLeanRad()) < DAB_UPRIGHT_RAD
                && Math.abs(handlebarRad) < DAB_STRAIGHT_BAR_RAD) {
            dabbing = false;
        }
        // rolling backwards no rider balances by steering (the steered wheel trails, and the
        // steer-to-lean coupling turns round): the feet stay down until the bike moves forwards
        if (footDown && !dabbing && feel.speedMps() > FOOT_UP_ABOVE_MPS) {
            footDown = false;
        } else if (!footDown && feel.speedMps() < FOOT_DOWN_BELOW_MPS) {
            footDown = true;
        }
        lastLeanRad = phi - hands.slopeLeanRad();
        double holdLean = heading.leanRad(in.steer(), footDown ? 0 : speed, feel.yawRateRadPerS(), dtS);
        double wanted;
        if (footDown) {
            hands.footDown(feel);
            wish.standAt(feel.footLeanRad() - hands.slopeLeanRad());
            // at walking pace the bar follows the input; a foot put out to catch a fall comes
            // with the bar straightened, the turn given up until the bike is up again
            wanted = dabbing ? 0 : in.steer() * maxHandlebarRad;
        } else {
            landedS = feel.normalForceN() < LIGHT_SHARE * massKg * Units.G ? 0 : landedS + dtS;
            if (landedS < LANDING_SETTLE_S) {
                // in the air, or just down again with the suspension still taking the landing
                // (it may throw the wheels up once more): nothing to lean the bike with, the plan waits
                wish.hold();
            } else {
                wish.update(in.steer(), holdLean, speed, feel, dtS);
            }
            wanted = hands.handlebarRad(wish, feel, lean, riderOffsetM(), handlebarRad, dtS);
            if (cannotCatch(wanted, phi, lean.leanRateRadPerS(), speed)) {
                // the bars are at the lock and the bike still leans away: a foot goes out and
                // stands it up, as a rider paddles through a turn he has run too slow
                dabbing = true;
                footDown = true;
                hands.footDown(feel);
                wish.standAt(phi - hands.slopeLeanRad());
                wanted = 0;
            }
        }
        double rate = footDown ? HANDLEBAR_RATE_RAD_PER_S : barRateRadPerS(speed, relaxationLengthM);
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

        levers.act(in, Math.max(Math.abs(wish.wishedLeanRad()), Math.abs(phi)), pitch, feel, dtS);
    }

    /**
     * @param speedMps the speed (in metres per second)
     * @param relaxationLengthM the front tyre's relaxation length (in metres)
     * @return the fastest the hands move the bars riding (in radians per second): no faster
     *     than builds {@link #SWING_SLIP_RAD} of slip ahead of the front tyre's path, never
     *     slower than {@link #BALANCE_BAR_RATE_RAD_PER_S}
     */
    static double barRateRadPerS(double speedMps, double relaxationLengthM) {
        return Units.clamp(SWING_SLIP_RAD * speedMps / relaxationLengthM, BALANCE_BAR_RATE_RAD_PER_S, HANDLEBAR_RATE_RAD_PER_S);
    }

    /**
     * @param wanted the bar angle the hands ask for (in radians, + = left)
     * @param phi the lean (in radians, + = right)
     * @param leanRate its rate (in radians per second)
     * @param speed the speed (in metres per second)
     * @return true when, slow, the hands ask for more than the lock in the direction that
     *     catches the lean, and the lean still runs away from the aim: steering right catches a
     *     bike falling right
     */
    private boolean cannotCatch(double wanted, double phi, double leanRate, double speed) {
        double error = wish.targetLeanRad() + hands.slopeLeanRad() - phi;
        boolean atLock = Math.abs(handlebarRad) >= maxHandlebarRad && Math.abs(wanted) > maxHandlebarRad
                && wanted * handlebarRad > 0;
        return speed < DAB_BELOW_MPS && atLock && wanted * error > 0 && Math.abs(error) > DAB_LEAN_ERROR_RAD
                && error * leanRate < 0;
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

    /** @return the lean the steer input and the heading hold ask for (in radians, + = right) */
    double wishedLeanRad() {
        return wish.wishedLeanRad();
    }

    /** @return the rider's body lean relative to the bike (in radians, + = to the right) */
    double bodyLeanRad() {
        return bodyLeanRad;
    }

    /** @return sideways shift of the centre of mass by the body lean (in metres, + = bike's right) */
    double riderOffsetM() {
        return SteadyTurn.hangOffShiftM(spec, bodyLeanRad);
    }

    /**
     * @return false while the bike is leaned into a turn (beyond {@link #SETTLED_LEAN_RAD}, or
     *     about to be): a downshift's step in engine braking or drive on the rear tyre would take
     *     grip the turn needs, so the automatic gearbox waits
     */
    boolean settled() {
        return Math.abs(lastLeanRad) < SETTLED_LEAN_RAD && Math.abs(wish.wishedLeanRad()) < SETTLED_LEAN_RAD;
    }

    /**
     * @param in the player's input
     * @return how hard the rider brakes, for the gearbox: the input or, when an assist has eased
     *     it, the front lever's share of its torque as the hand holds it (0..1)
     */
    double brakeShare(VehicleInput in) {
        return Math.max(in.brake(), levers.frontBrakeShare());
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
        h = hands.stateHash(h);
        h = Wheel.mix(h, landedS);
        h = heading.stateHash(h);
        h = levers.stateHash(h);
        h = Wheel.mix(h, dabbing ? 1 : 0);
        return Wheel.mix(h, footDown ? 1 : 0);
    }
}
