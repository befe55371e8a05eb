package dev.sandbox.physics.reference;

import dev.sandbox.physics.spec.ChassisSpec;
import dev.sandbox.physics.spec.SuspensionSpec;
import dev.sandbox.physics.spec.TyreSpec;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The single-track (bicycle) model's answer to a step of steer [Gillespie, ch. 6; Milliken,
 * ch. 5] with the body's roll as a third degree of freedom [Milliken, ch. 5-6]: lateral velocity
 * v and yaw rate r of a car at constant speed V, and the roll phi of its sprung body,
 *
 * <pre>
 * m (v' + V r) = sum F_i            I r' = sum x_i F_i
 * I_phi phi''  = m_s h' (a_y + g phi) - K_phi phi - D_phi phi'          a_y = sum F_i / m
 * s_i'         = V / sigma (alpha_i - s_i)                               F_i = C(N_i) s_i - k_gamma N_i gamma_i
 * alpha_i      = delta_i - (v + x_i r) / V    delta_i = rack - eps_i phi - c_i F_i
 * </pre>
 *
 * for each wheel i at x_i ahead of the centre of mass: its slip s_i builds up over the
 * relaxation length sigma [Pacejka 2012, §7.2], its cornering stiffness C(N_i) follows its load
 * N_i = W_i +- ((K phi + D phi') / t + G a_y) as the tyre's does [Pacejka 2012, §4.3.2], its
 * camber gamma_i is the static camber plus its share of the roll, and its steer is the rack's
 * plus the roll steer eps and the compliance steer c under its own force [Gillespie, ch. 6;
 * Milliken, ch. 7]. The tyres are linear in slip, as {@link UndersteerBudget}'s are; its steady
 * state is the budget's.
 *
 * <p>Each of three effects can be left out ({@link Terms}), so that what each adds to the
 * answer can be read: the compliance steer acting through the wheel's force, which builds up
 * with the tyre's lag, rather than as an axle stiffness C / (1 + c C) that follows the slip; the
 * roll as a degree of freedom, rather than following a_y at once; and the load transfer's cost
 * in cornering stiffness (a pair split +-d loses about half of d^2 of its stiffness), rather
 * than each tyre at its static load. With none of them this is the linear two-degree-of-freedom
 * model of the textbooks with tyre lag, whose yaw mode of an understeering car has a natural
 * frequency that settles at sqrt((b C_r - a C_f) / I) as the speed rises while its damping
 * falls as 1 / V, so its overshoot grows with speed; a neutral car keeps its damping ratio at
 * every speed.
 */
public final class SingleTrackStep {

    /** Integration step (in seconds): a tenth of the fastest tyre lag at 200 km/h. */
    private static final double DT = 1e-4;
    /** Length of the trace the response is read from (in seconds). */
    private static final double TRACE_S = 5;
    /** Passes of the fixed point between the lateral acceleration and the loads it moves. */
    private static final int LOAD_PASSES = 4;
    /** State: v, r, phi, phi', then each wheel's lagged slip. */
    private static final int STATE = 8;

    private final double massKg;
    private final double yawInertiaKgM2;
    private final double frontM;
    private final double rearM;
    private final double relaxationLengthM;
    private final double camberStiffness;
    private final RollProperties roll;
    private final UndersteerBudget budget;
    private final double[] ahead = new double[4];
    private final double[] staticLoadN = new double[4];
    private final TyreSpec[] tyres = new TyreSpec[4];
    /** Steer per radian of roll and per newton of the wheel's force (in radians, positive left). */
    private final double[] steerPerRoll = new double[4];
    private final double[] steerPerNewton = new double[4];
    private final double[] staticInclinationRad = new double[4];
    private final double[] inclinationPerRoll = new double[4];
    /** +1 for a wheel that gains load in a left turn (the right ones), -1 for the others. */
    private final double[] outer = {-1, 1, -1, 1};
    private final double[] trackM = new double[2];

    private final double[] force = new double[4];
    private double lateralGuessMps2;

    /**
     * Which of the effects beyond the two-degree-of-freedom model the step includes.
     *
     * @param complianceThroughForce the compliance steer follows the wheel's force, which lags its
     *     slip; otherwise each wheel is a tyre of stiffness C / (1 + c C)
     * @param rollDynamics the body rolls as a degree of freedom; otherwise its roll follows the
     *     lateral acceleration at once, by the roll gradient
     * @param transferCostsStiffness each tyre's cornering stiffness is at its load after the
     *     lateral load transfer; otherwise at its static load
     */
    public record Terms(boolean complianceThroughForce, boolean rollDynamics, boolean transferCostsStiffness) {
        /** Every effect. */
        public static final Terms ALL = new Terms(true, true, true);
        /** None: the linear single-track model with tyre lag. */
        public static final Terms NONE = new Terms(false, false, false);
    }

    /**
     * The response of a step of steer.
     *
     * @param responseTimeS from half the steer to 90 % of the steady yaw rate (in seconds)
     * @param overshootPct the peak yaw rate above the steady one (in percent)
     * @param steadyYawRateRadPerS the steady yaw rate (in rad/s)
     * @param dampingRatio the yaw mode's damping ratio in the two-degree-of-freedom model
     *     without the tyres' lag (dimensionless)
     */
    public record Response(double responseTimeS, double overshootPct, double steadyYawRateRadPerS, double dampingRatio) {
    }

    /**
     * @param spec a car
     * @param budget its understeer budget: the roll gradient, and the axles' stiffness with
     *     compliance and their steer through the roll for the damping ratio
     * @param roll its sprung body in roll
     */
    public SingleTrackStep(VehicleSpec spec, UndersteerBudget budget, RollProperties roll) {
        ChassisSpec c = spec.chassis();
        SuspensionSpec s = spec.suspension();
        this.budget = budget;
        this.roll = roll;
        massKg = c.totalMassKg();
        yawInertiaKgM2 = c.yawInertiaKgM2();
        frontM = c.cgToFrontAxleM();
        rearM = c.cgToRearAxleM();
        relaxationLengthM = spec.tyre().relaxationLengthM();
        camberStiffness = spec.tyre().camberStiffness();
        trackM[0] = c.trackFrontM();
        trackM[1] = c.trackRearM();
        double weight = massKg * budget.gravityMps2();
        for (int i = 0; i < 4; i++) {
            boolean front = i < 2;
            boolean left = i % 2 == 0;
            ahead[i] = front ? frontM : -rearM;
            staticLoadN[i] = weight * (front ? rearM : frontM) / c.wheelbaseM() / 2;
            tyres[i] = spec.tyre().forAxle(front ? spec.frontWheel() : spec.rearWheel());
            steerPerRoll[i] = -(front ? s.frontRollSteer() : s.rearRollSteer());
            steerPerNewton[i] = -Math.toRadians(front ? s.frontLateralForceSteerDegPerKN() : s.rearLateralForceSteerDegPerKN())
                    / 1000;
            double staticCamber = Math.toRadians(front ? s.frontStaticCamberDeg() : s.rearStaticCamberDeg());
            staticInclinationRad[i] = left ? -staticCamber : staticCamber;
            inclinationPerRoll[i] = front ? s.frontCamberPerRoll() : s.rearCamberPerRoll();
        }
    }

    /**
     * The yaw mode's damping ratio of the two-degree-of-freedom model without the tyres' lag: the
     * forces follow the slip at once, so v' and r' are linear in (v, r) through a 2 x 2 matrix A,
     * and zeta = -tr A / (2 sqrt(det A)). For a car without roll steer this is
     * 2 zeta omega = (C_f + C_r) / (m V) + (a^2 C_f + b^2 C_r) / (I V) with
     * omega^2 = C_f C_r L^2 / (m I V^2) + (b C_r - a C_f) / I.
     *
     * @param speedMps the speed (in m/s, &gt;0)
     * @return zeta (dimensionless)
     */
    public double dampingRatio(double speedMps) {
        double[] fromV = axleForces(speedMps, 1, 0);
        double[] fromR = axleForces(speedMps, 0, 1);
        double avv = (fromV[0] + fromV[1]) / massKg;
        double avr = (fromR[0] + fromR[1]) / massKg - speedMps;
        double arv = (frontM * fromV[0] - rearM * fromV[1]) / yawInertiaKgM2;
        double arr = (frontM * fromR[0] - rearM * fromR[1]) / yawInertiaKgM2;
        double trace = avv + arr;
        double det = avv * arr - avr * arv;
        return -trace / (2 * Math.sqrt(det));
    }

    /**
     * The settled axle forces of the two-degree-of-freedom model for a lateral velocity and a yaw
     * rate with the steer straight: the roll's steer makes each depend on both,
     * F = C (-s (F_f + F_r) / m - slip), solved as 2 x 2.
     */
    private double[] axleForces(double speedMps, double lateralMps, double yawRadPerS) {
        double cf = budget.frontAxleStiffnessNPerRad();
        double cr = budget.rearAxleStiffnessNPerRad();
        double ef = cf * budget.frontRollSteerPerMps2() / massKg;
        double er = cr * budget.rearRollSteerPerMps2() / massKg;
        double rhsF = -cf * (lateralMps + frontM * yawRadPerS) / speedMps;
        double rhsR = -cr * (lateralMps - rearM * yawRadPerS) / speedMps;
        // [1 + ef, ef; er, 1 + er] [F_f; F_r] = [rhsF; rhsR]
        double det = (1 + ef) * (1 + er) - ef * er;
        return new double[] {((1 + er) * rhsF - ef * rhsR) / det, ((1 + ef) * rhsR - er * rhsF) / det};
    }

    /**
     * {@link #step(double, double, double, Terms)} with every effect.
     *
     * @param speedMps the speed (in m/s, &gt;0)
     * @param steerRad the road-wheel angle stepped to (in radians, &gt;0)
     * @param steerRateRadPerS the rate the steer moves at (in rad/s, &gt;0)
     * @return the response
     */
    public Response step(double speedMps, double steerRad, double steerRateRadPerS) {
        return step(speedMps, steerRad, steerRateRadPerS, Terms.ALL);
    }

    /**
     * Steps the steer from straight ahead to a road-wheel angle at a rate, as the car's steering
     * does, and reads the yaw rate's response as ISO 7401 does.
     *
     * @param speedMps the speed (in m/s, &gt;0)
     * @param steerRad the road-wheel angle stepped to (in radians, &gt;0)
     * @param steerRateRadPerS the rate the steer moves at (in rad/s, &gt;0)
     * @param terms the effects included
     * @return the response
     */
    public Response step(double speedMps, double steerRad, double steerRateRadPerS, Terms terms) {
        int n = (int) Math.round(TRACE_S / DT);
        double[] trace = new double[n];
        double[] x = new double[STATE];
        lateralGuessMps2 = 0;
        for (int i = 0; i < n; i++) {
            double t = i * DT;
            // classic fourth-order Runge-Kutta
            double[] k1 = rates(t, x, speedMps, steerRad, steerRateRadPerS, terms);
            double[] k2 = rates(t + DT / 2, plus(x, k1, DT / 2), speedMps, steerRad, steerRateRadPerS, terms);
            double[] k3 = rates(t + DT / 2, plus(x, k2, DT / 2), speedMps, steerRad, steerRateRadPerS, terms);
            double[] k4 = rates(t + DT, plus(x, k3, DT), speedMps, steerRad, steerRateRadPerS, terms);
            for (int j = 0; j < STATE; j++) {
                x[j] += DT / 6 * (k1[j] + 2 * k2[j] + 2 * k3[j] + k4[j]);
            }
            trace[i] = x[1];
        }
        double steady = trace[n - 1];
        double peak = 0;
        double t90 = Double.NaN;
        for (int i = 0; i < n; i++) {
            peak = Math.max(peak, trace[i]);
            if (Double.isNaN(t90) && trace[i] >= 0.9 * steady) {
                t90 = (i + 1) * DT;
            }
        }
        double halfSteerS = 0.5 * steerRad / steerRateRadPerS;
        return new Response(t90 - halfSteerS, 100 * (peak - steady) / steady, steady, dampingRatio(speedMps));
    }

    /** The state's rates at a time: v', r', phi', phi'' and each wheel's s'. */
    private double[] rates(double t, double[] x, double v, double steerRad, double steerRateRadPerS, Terms terms) {
        double rack = Math.min(steerRad, steerRateRadPerS * t);
        double lateral = x[0];
        double yaw = x[1];
        double ay = tyreForces(x, terms);
        double phi = terms.rollDynamics() ? x[2] : budget.rollPerMps2() * ay;
        double[] d = new double[STATE];
        d[0] = ay - v * yaw;
        double moment = 0;
        for (int i = 0; i < 4; i++) {
            moment += ahead[i] * force[i];
        }
        d[1] = moment / yawInertiaKgM2;
        if (terms.rollDynamics()) {
            double stiffness = roll.frontRollStiffnessNmPerRad() + roll.rearRollStiffnessNmPerRad();
            double damping = roll.frontRollDampingNmsPerRad() + roll.rearRollDampingNmsPerRad();
            double arm = roll.sprungMassKg() * roll.heightAboveRollAxisM();
            d[2] = x[3];
            d[3] = (arm * (ay + budget.gravityMps2() * x[2]) - stiffness * x[2] - damping * x[3]) / roll.rollInertiaKgM2();
        }
        double lag = v / relaxationLengthM;
        for (int i = 0; i < 4; i++) {
            double steer = (i < 2 ? rack : 0) + steerPerRoll[i] * phi
                    + (terms.complianceThroughForce() ? steerPerNewton[i] * force[i] : 0);
            double slip = steer - (lateral + ahead[i] * yaw) / v;
            d[4 + i] = lag * (slip - x[4 + i]);
        }
        return d;
    }

    /**
     * Each wheel's force from the state, into {@link #force}: the loads move with the lateral
     * acceleration the forces make, through the roll centres, so the two are found together.
     *
     * @return the lateral acceleration (in m/s^2)
     */
    private double tyreForces(double[] x, Terms terms) {
        double ay = lateralGuessMps2;
        for (int pass = 0; pass < LOAD_PASSES; pass++) {
            double phi = terms.rollDynamics() ? x[2] : budget.rollPerMps2() * ay;
            double phiRate = terms.rollDynamics() ? x[3] : 0;
            double sum = 0;
            for (int i = 0; i < 4; i++) {
                boolean front = i < 2;
                double elastic = front
                        ? (roll.frontRollStiffnessNmPerRad() * phi + roll.frontRollDampingNmsPerRad() * phiRate) / trackM[0]
                        : (roll.rearRollStiffnessNmPerRad() * phi + roll.rearRollDampingNmsPerRad() * phiRate) / trackM[1];
                double linkage = (front ? roll.frontLinkageTransferKg() : roll.rearLinkageTransferKg()) * ay;
                double load = staticLoadN[i] + outer[i] * (elastic + linkage);
                double stiffness = tyres[i].corneringStiffnessAt(terms.transferCostsStiffness() ? load : staticLoadN[i]);
                double thrust = -camberStiffness * load * (staticInclinationRad[i] + inclinationPerRoll[i] * phi);
                double f = stiffness * x[4 + i] + thrust;
                if (!terms.complianceThroughForce()) {
                    f /= 1 - steerPerNewton[i] * stiffness;
                }
                force[i] = f;
                sum += f;
            }
            ay = sum / massKg;
        }
        lateralGuessMps2 = ay;
        return ay;
    }

    private static double[] plus(double[] x, double[] dx, double h) {
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            y[i] = x[i] + h * dx[i];
        }
        return y;
    }
}
