package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.MotorcycleSpec;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * What lean the rider wants: the steer input read as a target lean (full input = the largest
 * lean the rider dares, {@link #maxTargetLeanRad}), approached at most at
 * {@link #TARGET_LEAN_RATE_RAD_PER_S}. Kept apart from how the rider gets the lean (the
 * {@link Rider}'s hands on the bar), so that a rider who steers by torque can use the same wish.
 */
final class LeanWish {

    /**
     * Fastest change of the lean the rider aims for (in radians per second; estimate: a quick
     * flick from full lean on one side to full lean on the other takes 1.4 s).
     */
    static final double TARGET_LEAN_RATE_RAD_PER_S = Math.toRadians(75);
    /** Lean the rider keeps in hand below the ground-clearance limit (in radians). */
    static final double CLEARANCE_MARGIN_RAD = Math.toRadians(3);
    /** Share of the lateral grip the rider uses at most. */
    static final double GRIP_SHARE = 0.9;
    /**
     * Time constant of the rider's sense of the pull he reckons with in a turn (in seconds): he
     * plans the lean on the throttle he means to hold, not on each twitch of the grip.
     */
    static final double DRIVE_FEEL_S = 0.5;
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
    private final double armGuessM;

    private double targetLeanRad;
    private double wishedLeanRad;
    /** The pull the rider reckons with (in newtons): his sense of it, not each step's. */
    private double feltDriveN;

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
        armGuessM = (cgHeightM - crownRadiusM) * Math.sin(clearanceLeanRad);
        // hung off fully, the rider moves the centre of mass inwards by d, which the bike's own
        // lean need not: e sin(phi) + d = e sin(phi_grip)
        double hangOff = SteadyTurn.fullHangOffShiftM(spec);
        hangOffLeanRad = Math.asin(Math.min(1, hangOff / (cgHeightM - crownRadiusM)));
    }

    /** Upright, no wish. */
    void reset() {
        targetLeanRad = 0;
        wishedLeanRad = 0;
        feltDriveN = 0;
    }

    /** With a foot down the bike is held upright: no lean is aimed for. */
    void upright() {
        targetLeanRad = 0;
    }

    /**
     * Reads the steer input for one step.
     *
     * @param steer steer input (-1..1, + = left)
     * @param speedMps speed (in metres per second, &ge;0)
     * @param f what the rider feels
     * @param dtS step (in seconds)
     */
    void update(double steer, double speedMps, RiderFeel f, double dtS) {
        feltDriveN += (f.driveForceN() - feltDriveN) * Math.min(1.0, dtS / DRIVE_FEEL_S);
        double wish = -steer * maxTargetLeanRad(speedMps, f);
        double leanStep = TARGET_LEAN_RATE_RAD_PER_S * dtS;
        targetLeanRad += Units.clamp(wish - targetLeanRad, -leanStep, leanStep);
        wishedLeanRad = wish;
    }

    /**
     * The largest target lean: below the ground clearance, within the grip the rider feels in the
     * tyres, and at low speed within what the handlebar lock can turn.
     *
     * <p>The grip is judged from the wheel loads and the drive force. Braking, the rider shares
     * the stopping force between the wheels as their loads are shared, so both tyres keep the
     * same share of their grip, sqrt(1 - (F_x / mu N)^2), for the turn. In a steady turn the yaw
     * balance gives the front tyre (b m a_y - arm F_x) / L and the rear (a m a_y + arm F_x) / L of
     * the centripetal force, the drive force F_x acting at the contact line, arm to the inside of
     * the centre of mass; the rear shares its grip with F_x (friction ellipse). So a front wheel
     * unloaded by drag and thrust at high speed, or a rear driving hard, limits the lean before
     * the ground does. The rider sees the surface: on grass full lean is half of that on asphalt.
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
        double drive = feltDriveN;
        double rearCap;
        double frontCap;
        if (drive >= 0) {
            rearCap = Math.sqrt(Math.max(0, Math.pow(mu * f.rearLoadN(), 2) - drive * drive));
            frontCap = mu * f.frontLoadN();
        } else {
            // braking, the rider shares the stopping force between the wheels as their loads
            // are shared, so each keeps the same share of its grip for the turn
            double used = Math.min(1, -drive / Math.max(1e-9, mu * (f.frontLoadN() + f.rearLoadN())));
            double left = Math.sqrt(1 - used * used);
            rearCap = mu * f.rearLoadN() * left;
            frontCap = mu * f.frontLoadN() * left;
        }
        double frontAccel = (frontCap * wheelbaseM + armGuessM * drive) / (massKg * frontShare * wheelbaseM);
        double rearAccel = (rearCap * wheelbaseM - armGuessM * drive) / (massKg * (1 - frontShare) * wheelbaseM);
        double gripAccel = Math.max(0, Math.min(frontAccel, rearAccel));
        double grip = SteadyTurn.tyreWidthCorrectedLeanRad(Math.atan(gripAccel / Units.G), cgHeightM, crownRadiusM)
                - hangOffLeanRad;
        return Math.max(0, Math.min(Math.min(lowSpeed, grip), clearanceLeanRad));
    }

    /** @return the lean the rider aims for now (in radians, + = right) */
    double targetLeanRad() {
        return targetLeanRad;
    }

    /** @return the lean the steer input asks for, before the rate limit (in radians, + = right) */
    double wishedLeanRad() {
        return wishedLeanRad;
    }

    /** @return the largest lean the ground clearance leaves, less the rider's margin (in radians) */
    double clearanceLeanRad() {
        return clearanceLeanRad;
    }
}
