package dev.sandbox.physics.reference;

import dev.sandbox.physics.spec.ChassisSpec;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The linear single-track (bicycle) model's answer to a step of steer [Gillespie, ch. 6;
 * Milliken, ch. 5]: lateral velocity v and yaw rate r of a car at constant speed V, with each
 * axle's force building up over the tyres' relaxation length sigma [Pacejka 2012, §7.2],
 *
 * <pre>
 * m (v' + V r) = F_f + F_r          F_f' = V / sigma (C_f (delta - s_f a_y - (v + a r) / V) - F_f)
 * I r'         = a F_f - b F_r      F_r' = V / sigma (C_r (-s_r a_y - (v - b r) / V) - F_r)
 * </pre>
 *
 * with a_y = (F_f + F_r) / m, C the axles' cornering stiffness with their compliance steer and
 * s their steer out of the turn per unit of lateral acceleration through the roll (roll steer,
 * roll camber), the roll taken as following the lateral acceleration at once. The yaw mode of
 * an understeering car has a natural frequency that settles at sqrt((b C_r - a C_f) / I) as
 * the speed rises while its damping falls as 1 / V, so its overshoot grows with speed; a
 * neutral car keeps its damping ratio at every speed.
 */
public final class SingleTrackStep {

    /** Integration step (in seconds): a tenth of the fastest tyre lag at 200 km/h. */
    private static final double DT = 1e-4;
    /** Length of the trace the response is read from (in seconds). */
    private static final double TRACE_S = 5;

    private final double massKg;
    private final double yawInertiaKgM2;
    private final double frontM;
    private final double rearM;
    private final double frontStiffness;
    private final double rearStiffness;
    private final double frontSteerPerMps2;
    private final double rearSteerPerMps2;
    private final double relaxationLengthM;

    /**
     * The response of a step of steer.
     *
     * @param responseTimeS from half the steer to 90 % of the steady yaw rate (in seconds)
     * @param overshootPct the peak yaw rate above the steady one (in percent)
     * @param steadyYawRateRadPerS the steady yaw rate (in rad/s)
     * @param dampingRatio the yaw mode's damping ratio without the tyres' lag (dimensionless)
     */
    public record Response(double responseTimeS, double overshootPct, double steadyYawRateRadPerS, double dampingRatio) {
    }

    /**
     * @param spec a car
     * @param budget its understeer budget, which gives the axles' stiffness with compliance and
     *     their steer through the roll
     */
    public SingleTrackStep(VehicleSpec spec, UndersteerBudget budget) {
        ChassisSpec c = spec.chassis();
        massKg = c.totalMassKg();
        yawInertiaKgM2 = c.yawInertiaKgM2();
        frontM = c.cgToFrontAxleM();
        rearM = c.cgToRearAxleM();
        frontStiffness = budget.frontAxleStiffnessNPerRad();
        rearStiffness = budget.rearAxleStiffnessNPerRad();
        frontSteerPerMps2 = budget.frontRollSteerPerMps2();
        rearSteerPerMps2 = budget.rearRollSteerPerMps2();
        relaxationLengthM = spec.tyre().relaxationLengthM();
    }

    /**
     * The yaw mode's damping ratio without the tyres' lag: the forces follow the slip at once,
     * so v' and r' are linear in (v, r) through a 2 x 2 matrix A, and zeta = -tr A / (2 sqrt(det A)).
     * For a car without roll steer this is 2 zeta omega = (C_f + C_r) / (m V) + (a^2 C_f + b^2 C_r)
     * / (I V) with omega^2 = C_f C_r L^2 / (m I V^2) + (b C_r - a C_f) / I.
     *
     * @param speedMps the speed (in m/s, &gt;0)
     * @return zeta (dimensionless)
     */
    public double dampingRatio(double speedMps) {
        double[] fromV = forces(speedMps, 1, 0);
        double[] fromR = forces(speedMps, 0, 1);
        double avv = (fromV[0] + fromV[1]) / massKg;
        double avr = (fromR[0] + fromR[1]) / massKg - speedMps;
        double arv = (frontM * fromV[0] - rearM * fromV[1]) / yawInertiaKgM2;
        double arr = (frontM * fromR[0] - rearM * fromR[1]) / yawInertiaKgM2;
        double trace = avv + arr;
        double det = avv * arr - avr * arv;
        return -trace / (2 * Math.sqrt(det));
    }

    /**
     * The axles' settled forces for a lateral velocity and a yaw rate with the steer straight: the
     * roll's steer makes each depend on both, F = C (-s (F_f + F_r) / m - slip), solved as 2 x 2.
     */
    private double[] forces(double speedMps, double lateralMps, double yawRadPerS) {
        double ef = frontStiffness * frontSteerPerMps2 / massKg;
        double er = rearStiffness * rearSteerPerMps2 / massKg;
        double rhsF = -frontStiffness * (lateralMps + frontM * yawRadPerS) / speedMps;
        double rhsR = -rearStiffness * (lateralMps - rearM * yawRadPerS) / speedMps;
        // [1 + ef, ef; er, 1 + er] [F_f; F_r] = [rhsF; rhsR]
        double det = (1 + ef) * (1 + er) - ef * er;
        return new double[] {((1 + er) * rhsF - ef * rhsR) / det, ((1 + ef) * rhsR - er * rhsF) / det};
    }

    /**
     * Steps the steer from straight ahead to a road-wheel angle at a rate, as the car's steering
     * does, and reads the yaw rate's response as ISO 7401 does.
     *
     * @param speedMps the speed (in m/s, &gt;0)
     * @param steerRad the road-wheel angle stepped to (in radians, &gt;0)
     * @param steerRateRadPerS the rate the steer moves at (in rad/s, &gt;0)
     * @return the response
     */
    public Response step(double speedMps, double steerRad, double steerRateRadPerS) {
        int n = (int) Math.round(TRACE_S / DT);
        double[] trace = new double[n];
        double[] x = new double[4];
        for (int i = 0; i < n; i++) {
            double t = i * DT;
            // classic fourth-order Runge-Kutta on (v, r, F_f, F_r)
            double[] k1 = rates(t, x, speedMps, steerRad, steerRateRadPerS);
            double[] k2 = rates(t + DT / 2, plus(x, k1, DT / 2), speedMps, steerRad, steerRateRadPerS);
            double[] k3 = rates(t + DT / 2, plus(x, k2, DT / 2), speedMps, steerRad, steerRateRadPerS);
            double[] k4 = rates(t + DT, plus(x, k3, DT), speedMps, steerRad, steerRateRadPerS);
            for (int j = 0; j < 4; j++) {
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

    /** The state's rates at a time: (v', r', F_f', F_r'). */
    private double[] rates(double t, double[] x, double v, double steerRad, double steerRateRadPerS) {
        double delta = Math.min(steerRad, steerRateRadPerS * t);
        double lateral = x[0];
        double yaw = x[1];
        double ff = x[2];
        double fr = x[3];
        double ay = (ff + fr) / massKg;
        double k = v / relaxationLengthM;
        return new double[] {
            ay - v * yaw,
            (frontM * ff - rearM * fr) / yawInertiaKgM2,
            k * (frontStiffness * (delta - frontSteerPerMps2 * ay - (lateral + frontM * yaw) / v) - ff),
            k * (rearStiffness * (-rearSteerPerMps2 * ay - (lateral - rearM * yaw) / v) - fr),
        };
    }

    private static double[] plus(double[] x, double[] dx, double h) {
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            y[i] = x[i] + h * dx[i];
        }
        return y;
    }
}
