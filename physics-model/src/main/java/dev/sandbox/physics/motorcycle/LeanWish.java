package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.MotorcycleSpec;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * What lean the rider wants: the steer input read as a wished lean (full input = the largest
 * lean the rider dares, {@link #maxTargetLeanRad}), plus the heading hold's small lean when no
 * turn is asked ({@link HeadingHold}), and the rider's plan for getting there: a smooth lean
 * history, {@link #targetLeanRad} with its rate and acceleration, that approaches the wish as a
 * critically damped second-order system of {@link #PLAN_FREQUENCY_RAD_PER_S}, never faster than
 * {@link #TARGET_LEAN_RATE_RAD_PER_S}. The rider's hands follow that plan with its rate and
 * acceleration fed forward ({@link Rider}), so the lean starts to move the moment the wish does
 * instead of lagging a controller's time constant behind it. Kept apart from how the rider gets
 * the lean (the {@link Rider}'s hands on the bar), so that a rider who steers by torque can use
 * the same wish.
 *
 * <p>The drive does not limit the lean: a rider who wants to turn makes room for the turn in the
 * rear tyre's grip by rolling the throttle off ({@link Levers#driveBudgetN}); only braking, which
 * the player asks for, shares the grip with the turn here.
 */
final class LeanWish {

    /**
     * Fastest change of the lean the rider aims for (in radians per second; estimate: a quick
     * flick from full lean on one side to full lean on the other takes 1.4 s).
     */
    static final double TARGET_LEAN_RATE_RAD_PER_S = Math.toRadians(75);
    /**
     * Natural frequency of the rider's planned lean history (in radians per second): a critically
     * damped approach that covers 90 % of a lean change in 3.9 / w = 0.52 s, a sports rider's
     * brisk roll into a turn.
     */
    static final double PLAN_FREQUENCY_RAD_PER_S = 7.5;
    /**
     * Speed up to which the rider's lean may change at the full {@link #TARGET_LEAN_RATE_RAD_PER_S}
     * (in metres per second, 160 km/h); above it the fastest change falls as 1 / v: the wheels'
     * spin momentum (their gyroscopic stiffness grows with v) and the bar torque a rider's arms
     * give (120 N m) hold the roll back. At the full rate a full lean at 200 km/h overshot by 10
     * degrees and fell.
     */
    static final double QUICK_ROLL_BELOW_MPS = Units.kmhToMps(160);
    /** Lean the rider keeps in hand below the ground-clearance limit (in radians). */
    static final double CLEARANCE_MARGIN_RAD = Math.toRadians(3);
    /** Share of the lateral grip the rider uses at most. */
    static final double GRIP_SHARE = 0.9;
    /**
     * Time constant of the rider's sense of the braking he reckons with in a turn (in seconds):
     * he plans the lean on the brake he means to hold, not on each twitch of the lever.
     */
    static final double DRIVE_FEEL_S = 0.5;
    /**
     * Share of the lean rate the hands' bar rate could follow at which the rider plans a lean
     * change at low speed. Slow, the steer a lean needs, tan(Delta) = g L tan(phi) / v^2,
     * moves a lot with the lean, g L / v^2 per radian (0.55 at 18 km/h), and the plan's lean
     * rate asks a bar rate that many times as fast; half of what the hands can follow leaves
     * the other half for the countersteer and the swing through centre. At the full 75 deg/s
     * a full-input turn entry at 18 km/h up a 10 % grade overshot the lean by 10 degrees with
     * the bar still swinging in at the hands' 60 deg/s, and fell at the lock.
     */
    static final double BAR_RATE_SHARE = 0.5;
    /** Share of the handlebar lock the rider's low-speed target lean may call on (the rest balances). */
    static final double LOW_SPEED_STEER_SHARE = 0.6;

    private final SteeringHead head;
    private final double massKg;
    private final double wheelbaseM;
    private final double maxHandlebarRad;
    private final double clearanceLeanRad;
    /** The lean the rider's full hang-off is worth (in radians). */
    private final double hangOffLeanRad;
    private final double lateralFriction;
    private final double frontShare;
    private final double cgHeightM;
    private final double crownRadiusM;
    private final double relaxationLengthM;
    /** The lean arm of the centre of mass at the clearance lean, a guess at the arm of the turns that matter (in metres). */
    private final double armGuessM;

    private double targetLeanRad;
    private double targetRateRadPerS;
    private double targetAccelRadPerS2;
    private double wishedLeanRad;
    /** The braking force the rider reckons with (in newtons, &le;0): his sense of it, not each step's. */
    private double feltBrakingN;

    /**
     * @param spec the motorcycle
     * @param head the steering head's kinematics
     * @param frontShare static share of the weight on the front wheel (0..1, away from the ends)
     */
    LeanWish(VehicleSpec spec, SteeringHead head, double frontShare) {
        MotorcycleSpec m = spec.motorcycle();
        this.head = head;
        this.frontShare = frontShare;
        massKg = spec.chassis().totalMassKg();
        wheelbaseM = spec.chassis().wheelbaseM();
        maxHandlebarRad = Math.toRadians(m.maxHandlebarDeg());
        clearanceLeanRad = Math.toRadians(m.maxLeanDeg()) - CLEARANCE_MARGIN_RAD;
        lateralFriction = spec.tyre().lateralFriction();
        cgHeightM = spec.chassis().cgHeightM();
        crownRadiusM = SteadyTurn.leanCrownRadiusM(spec);
        relaxationLengthM = spec.tyre().relaxationLengthM();
        armGuessM = (cgHeightM - crownRadiusM) * Math.sin(clearanceLeanRad);
        // hung off fully, the rider moves the centre of mass inwards by d, which the bike's own
        // lean need not: e sin(phi) + d = e sin(phi_grip)
        double hangOff = SteadyTurn.fullHangOffShiftM(spec);
        hangOffLeanRad = Math.asin(Math.min(1, hangOff / (cgHeightM - crownRadiusM)));
    }

    /** Upright, no wish. */
    void reset() {
        targetLeanRad = 0;
        targetRateRadPerS = 0;
        targetAccelRadPerS2 = 0;
        wishedLeanRad = 0;
        feltBrakingN = 0;
    }

    /**
     * With a foot down the leg holds the lean: the plan stands at it, so that the feet going
     * back on the pegs take the bike over from where it is.
     *
     * @param leanRad the lean the leg holds, relative to upright (in radians, + = right)
     */
    void standAt(double leanRad) {
        targetLeanRad = leanRad;
        targetRateRadPerS = 0;
        targetAccelRadPerS2 = 0;
        wishedLeanRad = leanRad;
    }

    /** The wheels carry nothing to lean the bike with: the plan stops where it is. */
    void hold() {
        targetRateRadPerS = 0;
        targetAccelRadPerS2 = 0;
    }

    /**
     * Reads the steer input for one step and advances the plan.
     *
     * @param steer steer input (-1..1, + = left)
     * @param holdLeanRad the heading hold's lean, added when no turn is asked (in radians, + = right)
     * @param speedMps speed (in metres per second, &ge;0)
     * @param f what the rider feels
     * @param dtS step (in seconds)
     */
    void update(double steer, double holdLeanRad, double speedMps, RiderFeel f, double dtS) {
        feltBrakingN += (Math.min(0, f.driveForceN()) - feltBrakingN) * Math.min(1.0, dtS / DRIVE_FEEL_S);
        double max = maxTargetLeanRad(speedMps, f);
        wishedLeanRad = Units.clamp(-steer * max + holdLeanRad, -max, max);
        // critically damped approach to the wish, its rate held to what a rider does
        // fast, the spinning wheels stiffen the bike against a change of lean: the rider plans a
        // slower roll, the fastest in proportion to 1 / v above QUICK_ROLL_BELOW_MPS
        // slow, no faster than the hands can swing the bar for it (BAR_RATE_SHARE)
        double pace = Math.min(1.0, QUICK_ROLL_BELOW_MPS / Math.max(speedMps, 1e-3));
        double w = PLAN_FREQUENCY_RAD_PER_S;
        double barFollows = BAR_RATE_SHARE * Rider.barRateRadPerS(speedMps, relaxationLengthM) * speedMps * speedMps
                / (Units.G * wheelbaseM);
        double maxRate = Math.min(TARGET_LEAN_RATE_RAD_PER_S * pace, barFollows);
        double accel = w * w * (wishedLeanRad - targetLeanRad) - 2 * w * targetRateRadPerS;
        double rate = Units.clamp(targetRateRadPerS + accel * dtS, -maxRate, maxRate);
        targetAccelRadPerS2 = (rate - targetRateRadPerS) / dtS;
        targetRateRadPerS = rate;
        targetLeanRad += rate * dtS;
    }

    /**
     * The largest target lean: below the ground clearance, within the grip the rider feels in the
     * tyres, and at low speed within what the handlebar lock can turn.
     *
     * <p>The grip is judged from the wheel loads and the braking force. Braking, the rider shares
     * the stopping force between the wheels as their loads are shared, so both tyres keep the
     * same share of their grip, sqrt(1 - (F_x / mu N)^2), for the turn (the friction ellipse). A
     * front wheel unloaded by drag at high speed limits the lean before the ground does. The
     * drive force does not enter, nor the load it moves to the rear (F_x h / L [Cossalter, ch.
     * 3]): the rider rolls the throttle off to make room for the lean
     * ({@link Levers#driveBudgetN}). The rider sees the surface: its grip scales the friction.
     *
     * @param speedMps speed (in metres per second)
     * @param f what the rider feels
     * @return the lean full steer input asks for (in radians, &ge;0)
     */
    double maxTargetLeanRad(double speedMps, RiderFeel f) {
        double groundLock = head.groundSteerRad(maxHandlebarRad, 0);
        double lateral = LOW_SPEED_STEER_SHARE * speedMps * speedMps * Math.tan(groundLock) / wheelbaseM;
        double lowSpeed = Math.atan(lateral / Units.G);
        double mu = GRIP_SHARE * lateralFriction * f.surfaceGrip();
        // the loads the wheels carry once the throttle is rolled off: the drive's transfer of
        // F_x h / L to the rear is the rider's to give back
        double transfer = Math.max(0, f.driveForceN()) * cgHeightM / wheelbaseM;
        double front = f.frontLoadN() + Math.min(transfer, f.rearLoadN());
        double rear = f.rearLoadN() - Math.min(transfer, f.rearLoadN());
        // the rider plans on how the weight is shared between the wheels, not on a bump's or a
        // landing's passing load: the loads scaled to the weight
        double weight = massKg * Units.G;
        double total = front + rear;
        if (total > 1e-6) {
            front *= weight / total;
            rear *= weight / total;
        } else {
            front = frontShare * weight;
            rear = weight - front;
        }
        double used = Math.min(1, -feltBrakingN / Math.max(1e-9, mu * (front + rear)));
        double left = Math.sqrt(1 - used * used);
        // in a steady turn the yaw balance gives the front (b m a_y - arm F_x) / L and the rear
        // (a m a_y + arm F_x) / L of the centripetal force, the braking force F_x acting at the
        // contact line, arm to the inside of the centre of mass
        double braking = feltBrakingN;
        double frontAccel = (mu * front * left * wheelbaseM + armGuessM * braking) / (massKg * frontShare * wheelbaseM);
        double rearAccel = (mu * rear * left * wheelbaseM - armGuessM * braking) / (massKg * (1 - frontShare) * wheelbaseM);
        double gripAccel = Math.max(0, Math.min(frontAccel, rearAccel));
        double grip = SteadyTurn.tyreWidthCorrectedLeanRad(Math.atan(gripAccel / Units.G), cgHeightM, crownRadiusM)
                - hangOffLeanRad;
        return Math.max(0, Math.min(Math.min(lowSpeed, grip), clearanceLeanRad));
    }

    /** @return the lean the rider aims for now (in radians, + = right) */
    double targetLeanRad() {
        return targetLeanRad;
    }

    /** @return the rate of the planned lean (in radians per second) */
    double targetRateRadPerS() {
        return targetRateRadPerS;
    }

    /** @return the acceleration of the planned lean (in radians per second squared) */
    double targetAccelRadPerS2() {
        return targetAccelRadPerS2;
    }

    /** @return the lean the steer input and the heading hold ask for, before the plan (in radians, + = right) */
    double wishedLeanRad() {
        return wishedLeanRad;
    }

    /** @return the largest lean the ground clearance leaves, less the rider's margin (in radians) */
    double clearanceLeanRad() {
        return clearanceLeanRad;
    }
}
