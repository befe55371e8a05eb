package dev.sandbox.physics.reference;

import dev.sandbox.physics.spec.ChassisSpec;
import dev.sandbox.physics.spec.SuspensionSpec;
import dev.sandbox.physics.spec.TyreSpec;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * A car's steady-state understeer in closed form, as the sum of the axles' cornering
 * compliances [Gillespie, ch. 6; Milliken, ch. 5-7]: the steer a driver adds beyond the
 * kinematic L / R grows with the lateral acceleration a_y as
 *
 * <pre>
 * delta - L / R = alpha_f - alpha_r + (eps_f - eps_r) phi + (c_f F_yf - c_r F_yr) / 2
 * </pre>
 *
 * with alpha the axles' slip angles (each axle's force over its two tyres' cornering stiffness
 * at their loads), phi the body roll, eps the axles' roll steer and c their lateral-force
 * steer per wheel (both positive out of the turn). In the linear range this is K a_y with
 *
 * <pre>
 * K = W_f / C_f - W_r / C_r                 tyres, at the static loads
 *   + (eps_f - eps_r) d(phi) / d(a_y)       roll steer
 *   + (c_f W_f - c_r W_r) / 2               lateral-force compliance steer
 *   + roll camber and static camber terms  (camber thrust over cornering stiffness)
 * </pre>
 *
 * and beyond it the lateral load transfer costs each axle stiffness as its tyres' cornering
 * stiffness grows less than their load [Pacejka 2012, §4.3.2]; that part grows with a_y^2 and
 * is where the roll-stiffness split acts. The load transfer is [Milliken, ch. 18]'s: the sprung
 * mass's elastic part through the springs and bars in proportion to each axle's roll
 * stiffness, its geometric part at the roll centres, and the unsprung masses' own. The tyres are
 * taken linear in slip (the Magic Formula's curvature near the limit is left out), the axle
 * forces follow from the yaw moment balance about the centre of mass, and the aligning moments
 * are left out, as the car model leaves them out of its yaw moment.
 */
public final class UndersteerBudget {

    /** A lateral acceleration small enough that the camber thrusts are linear in it (in m/s^2). */
    private static final double LINEAR_PROBE_MPS2 = 1e-3;

    private final double gravityMps2;
    private final double frontWeightN;
    private final double rearWeightN;
    private final TyreSpec frontTyre;
    private final TyreSpec rearTyre;
    private final double rollPerMps2;
    private final double frontTransferPerMps2;
    private final double rearTransferPerMps2;
    private final SuspensionSpec suspension;
    private final double wheelbaseM;
    private final double frontTrackM;
    private final double ackermann;

    /**
     * @param spec a car
     * @param frontRollStiffnessNmPerRad the front axle's roll stiffness, springs and bar (in N m/rad)
     * @param rearRollStiffnessNmPerRad the rear axle's (in N m/rad)
     * @param gravityMps2 the acceleration the weights are worked out with (in m/s^2)
     */
    public UndersteerBudget(VehicleSpec spec, double frontRollStiffnessNmPerRad, double rearRollStiffnessNmPerRad,
            double gravityMps2) {
        ChassisSpec c = spec.chassis();
        this.gravityMps2 = gravityMps2;
        this.suspension = spec.suspension();
        double mass = c.totalMassKg();
        double length = c.wheelbaseM();
        wheelbaseM = length;
        frontTrackM = c.trackFrontM();
        ackermann = spec.steering().ackermann();
        double a = c.cgToFrontAxleM();
        double b = c.cgToRearAxleM();
        frontWeightN = mass * gravityMps2 * b / length;
        rearWeightN = mass * gravityMps2 * a / length;
        frontTyre = spec.tyre().forAxle(spec.frontWheel());
        rearTyre = spec.tyre().forAxle(spec.rearWheel());

        // the sprung mass and where it sits: the unsprung masses ride on the axles at wheel-centre height
        double muf = suspension.frontUnsprungMassKg();
        double mur = suspension.rearUnsprungMassKg();
        double rf = spec.frontWheel().radiusM();
        double rr = spec.rearWheel().radiusM();
        double sprung = mass - 2 * muf - 2 * mur;
        double sprungHeight = (mass * c.cgHeightM() - 2 * muf * rf - 2 * mur * rr) / sprung;
        double sprungToRear = (mass * b - 2 * muf * length) / sprung;
        double frontShare = sprungToRear / length;
        double rollAxis = suspension.frontRollCentreHeightM() * frontShare
                + suspension.rearRollCentreHeightM() * (1 - frontShare);
        double armM = sprungHeight - rollAxis;
        double total = frontRollStiffnessNmPerRad + rearRollStiffnessNmPerRad;
        rollPerMps2 = sprung * armM / (total - sprung * armM * gravityMps2);
        double tf = c.trackFrontM();
        double tr = c.trackRearM();
        frontTransferPerMps2 = frontRollStiffnessNmPerRad * rollPerMps2 / tf
                + (sprung * frontShare * suspension.frontRollCentreHeightM() + 2 * muf * rf) / tf;
        rearTransferPerMps2 = rearRollStiffnessNmPerRad * rollPerMps2 / tr
                + (sprung * (1 - frontShare) * suspension.rearRollCentreHeightM() + 2 * mur * rr) / tr;
    }

    /** @return the tyres' part of K, W_f / C_f - W_r / C_r at the static loads (in radians per g) */
    public double tyresRadPerG() {
        return frontWeightN / axleStiffness(frontTyre, frontWeightN / 2, 0)
                - rearWeightN / axleStiffness(rearTyre, rearWeightN / 2, 0);
    }

    /** @return roll steer's part of K, (eps_f - eps_r) d(phi)/d(a_y) (in radians per g) */
    public double rollSteerRadPerG() {
        return (suspension.frontRollSteer() - suspension.rearRollSteer()) * rollPerMps2 * gravityMps2;
    }

    /** @return lateral-force compliance steer's part of K, (c_f W_f - c_r W_r) / 2 (in radians per g) */
    public double complianceSteerRadPerG() {
        return (perNewton(suspension.frontLateralForceSteerDegPerKN()) * frontWeightN
                - perNewton(suspension.rearLateralForceSteerDegPerKN()) * rearWeightN) / 2;
    }

    /**
     * @return camber's part of K (in radians per g): the wheels lean with the body's roll and push
     *     out of the turn, and the outer wheel's static camber, more loaded, pushes into it; each
     *     axle makes up the thrust with slip, camber stiffness over cornering stiffness
     */
    public double camberRadPerG() {
        // the thrusts are linear in a_y where it is small: the slope at a small one
        double ay = LINEAR_PROBE_MPS2;
        double roll = rollPerMps2 * ay;
        double front = -camberThrust(frontTyre, frontWeightN / 2, frontTransferPerMps2 * ay, true, roll)
                / axleStiffness(frontTyre, frontWeightN / 2, 0);
        double rear = -camberThrust(rearTyre, rearWeightN / 2, rearTransferPerMps2 * ay, false, roll)
                / axleStiffness(rearTyre, rearWeightN / 2, 0);
        return (front - rear) / ay * gravityMps2;
    }

    /** @return the understeer gradient K in the linear range, the sum of the parts above (in radians per g) */
    public double gradientRadPerG() {
        return tyresRadPerG() + rollSteerRadPerG() + complianceSteerRadPerG() + camberRadPerG();
    }

    /**
     * @return the front axle's cornering stiffness at the static loads with its compliance steer:
     *     each tyre's C over 1 + c C, as the wheel steers by -c F under its force (in N/rad)
     */
    public double frontAxleStiffnessNPerRad() {
        return effectiveAxleStiffness(frontTyre, frontWeightN / 2, suspension.frontLateralForceSteerDegPerKN());
    }

    /** @return the same for the rear axle (in N/rad) */
    public double rearAxleStiffnessNPerRad() {
        return effectiveAxleStiffness(rearTyre, rearWeightN / 2, suspension.rearLateralForceSteerDegPerKN());
    }

    /**
     * @return how far the front axle steers out of the turn per unit of lateral acceleration
     *     through the body's roll: its roll steer, and its camber thrust as the steer that would
     *     make the same force (in radians per m/s^2)
     */
    public double frontRollSteerPerMps2() {
        double ay = LINEAR_PROBE_MPS2;
        double thrust = camberThrust(frontTyre, frontWeightN / 2, frontTransferPerMps2 * ay, true, rollPerMps2 * ay);
        return suspension.frontRollSteer() * rollPerMps2 - thrust / ay / axleStiffness(frontTyre, frontWeightN / 2, 0);
    }

    /** @return the same for the rear axle (in radians per m/s^2) */
    public double rearRollSteerPerMps2() {
        double ay = LINEAR_PROBE_MPS2;
        double thrust = camberThrust(rearTyre, rearWeightN / 2, rearTransferPerMps2 * ay, false, rollPerMps2 * ay);
        return suspension.rearRollSteer() * rollPerMps2 - thrust / ay / axleStiffness(rearTyre, rearWeightN / 2, 0);
    }

    /** @return the acceleration the weights are worked out with (in m/s^2) */
    public double gravityMps2() {
        return gravityMps2;
    }

    /** @return the body's roll per unit of lateral acceleration in a steady turn (in radians per m/s^2) */
    public double rollPerMps2() {
        return rollPerMps2;
    }

    /**
     * @return the lateral load transfer across the front axle, the outer wheel's gain, per unit of
     *     lateral acceleration (in newtons per m/s^2)
     */
    public double frontTransferPerMps2() {
        return frontTransferPerMps2;
    }

    /** @return the same across the rear axle (in newtons per m/s^2) */
    public double rearTransferPerMps2() {
        return rearTransferPerMps2;
    }

    /**
     * The steer beyond L / R in a steady turn at a lateral acceleration, each tyre at its load
     * after the lateral load transfer: the budget above plus the stiffness the load transfer
     * costs, each wheel's compliance steer under its own force (the loaded outer wheel steers
     * more), and the Ackermann toe-out between the front wheels, whose stiffer outer wheel
     * steers less.
     *
     * @param lateralMps2 the lateral acceleration (in m/s^2, &ge;0)
     * @param radiusM the turn's radius (in metres, &gt;0), for the Ackermann toe-out
     * @return delta - L / R, the mean road-wheel angle beyond the kinematic one (in radians)
     */
    public double understeerAngleRad(double lateralMps2, double radiusM) {
        double ay = lateralMps2;
        double roll = rollPerMps2 * ay;
        double df = frontTransferPerMps2 * ay;
        double dr = rearTransferPerMps2 * ay;
        double frontForce = frontWeightN * ay / gravityMps2;
        double rearForce = rearWeightN * ay / gravityMps2;
        double frontInnerThrust = wheelCamberThrust(frontTyre, frontWeightN / 2 - df, true, true, roll);
        double frontOuterThrust = wheelCamberThrust(frontTyre, frontWeightN / 2 + df, true, false, roll);
        double rearInnerThrust = wheelCamberThrust(rearTyre, rearWeightN / 2 - dr, false, true, roll);
        double rearOuterThrust = wheelCamberThrust(rearTyre, rearWeightN / 2 + dr, false, false, roll);
        double rear = axleSlip(rearTyre, rearWeightN / 2, dr, rearForce, rearInnerThrust, rearOuterThrust, 0,
                perNewton(suspension.rearLateralForceSteerDegPerKN()));
        double rollSteer = (suspension.frontRollSteer() - suspension.rearRollSteer()) * roll;
        double understeer = 0;
        // the toe-out follows the steering's own radius L / tan(delta), so it is found with delta
        for (int pass = 0; pass < 3; pass++) {
            double steerRad = wheelbaseM / radiusM + understeer;
            double toeOut = ackermannToeOutRad(wheelbaseM / Math.tan(steerRad));
            double front = axleSlip(frontTyre, frontWeightN / 2, df, frontForce, frontInnerThrust, frontOuterThrust,
                    toeOut, perNewton(suspension.frontLateralForceSteerDegPerKN()));
            understeer = front - rear + rollSteer;
        }
        return understeer;
    }

    /**
     * An axle's slip angle at its mean steer: the two wheels, one gaining and one losing the
     * transfer, each at its own slip (the toe-out steers the inner wheel more by half of it, the
     * compliance steers each by -c F_i) and with its camber thrust, together give the axle's
     * force: F_i = (C_i (alpha + e_i) + T_i) / (1 + c C_i), summed.
     */
    private static double axleSlip(TyreSpec tyre, double wheelLoadN, double transferN, double forceN, double innerThrustN,
            double outerThrustN, double toeOutRad, double steerPerNewton) {
        double inner = tyre.corneringStiffnessAt(wheelLoadN - transferN);
        double outer = tyre.corneringStiffnessAt(wheelLoadN + transferN);
        double gi = 1 / (1 + steerPerNewton * inner);
        double go = 1 / (1 + steerPerNewton * outer);
        double offset = (inner * toeOutRad / 2 + innerThrustN) * gi + (-outer * toeOutRad / 2 + outerThrustN) * go;
        return (forceN - offset) / (inner * gi + outer * go);
    }

    /**
     * The difference between the inner and the outer front wheel's angles by the steering's
     * Ackermann geometry at a turn radius [Hlavacs, "Ackermann Steering"] (in radians).
     */
    private double ackermannToeOutRad(double radiusM) {
        double half = frontTrackM / 2;
        return ackermann * (Math.atan(wheelbaseM / (radiusM - half)) - Math.atan(wheelbaseM / (radiusM + half)));
    }

    /**
     * One wheel's camber thrust in a left turn (in newtons, positive to the left), -k_gamma F_z
     * gamma: the inner (left) wheel inclined by -static + share * roll, the outer by static +
     * share * roll (positive = top to the right, as the car's camber geometry has it).
     */
    private double wheelCamberThrust(TyreSpec tyre, double loadN, boolean front, boolean inner, double rollRad) {
        double staticRad = Math.toRadians(front ? suspension.frontStaticCamberDeg() : suspension.rearStaticCamberDeg());
        double share = front ? suspension.frontCamberPerRoll() : suspension.rearCamberPerRoll();
        return -tyre.camberStiffness() * loadN * ((inner ? -staticRad : staticRad) + share * rollRad);
    }

    /** An axle's two tyres at a load, each softened by its compliance steer (in N/rad). */
    private static double effectiveAxleStiffness(TyreSpec tyre, double wheelLoadN, double degPerKN) {
        double c = tyre.corneringStiffnessAt(wheelLoadN);
        return 2 * c / (1 + perNewton(degPerKN) * c);
    }

    /** The two tyres of an axle, one gaining and one losing the transfer (in N/rad). */
    private static double axleStiffness(TyreSpec tyre, double wheelLoadN, double transferN) {
        return tyre.corneringStiffnessAt(wheelLoadN + transferN) + tyre.corneringStiffnessAt(wheelLoadN - transferN);
    }

    /** Camber thrust of an axle in a left turn (in newtons, positive to the left): its two wheels'. */
    private double camberThrust(TyreSpec tyre, double wheelLoadN, double transferN, boolean front, double rollRad) {
        return wheelCamberThrust(tyre, wheelLoadN - transferN, front, true, rollRad)
                + wheelCamberThrust(tyre, wheelLoadN + transferN, front, false, rollRad);
    }

    private static double perNewton(double degPerKN) {
        return Math.toRadians(degPerKN) / 1000;
    }
}
