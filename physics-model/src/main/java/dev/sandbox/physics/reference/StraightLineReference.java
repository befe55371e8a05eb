package dev.sandbox.physics.reference;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.powertrain.TorqueCurve;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The closed-form straight-line model of [Palmer], kept executable so that the
 * full simulation can be compared with it: the redline speed of each gear (eq. 8.23), the
 * acceleration as a quadratic in speed a = c1 v^2 + c2 v + c3 (eq. 8.20-8.22) and the top speed
 * where it vanishes (eq. 8.24-8.25).
 *
 * <p>The seed's model has no driveline losses and no rotating inertia; {@code efficiency}
 * multiplies the wheel torque (1 reproduces the seed exactly).
 */
public final class StraightLineReference {

    private final double massKg;
    private final double wheelRadiusM;
    private final double dragCoefficient;
    private final double frontalAreaM2;
    private final double airDensity;
    private final double rollingResistance;
    private final double rollingResistancePerMps;
    private final double finalDrive;
    private final double efficiency;

    /**
     * @param massKg total mass m (in kilograms)
     * @param wheelRadiusM driven wheel radius r_w (in metres)
     * @param dragCoefficient C_D
     * @param frontalAreaM2 A (in square metres)
     * @param airDensity rho (in kg per cubic metre)
     * @param rollingResistance mu_r at rest
     * @param rollingResistancePerMps its growth with speed, mu_r(v) = mu_r + k v (k in s/m; 0 for [Palmer]'s constant)
     * @param finalDrive overall ratio outside the gearbox, G (primary times final drive)
     * @param efficiency driveline efficiency (1 = the seed's lossless model)
     */
    public StraightLineReference(double massKg, double wheelRadiusM, double dragCoefficient,
            double frontalAreaM2, double airDensity, double rollingResistance, double rollingResistancePerMps,
            double finalDrive, double efficiency) {
        this.massKg = massKg;
        this.wheelRadiusM = wheelRadiusM;
        this.dragCoefficient = dragCoefficient;
        this.frontalAreaM2 = frontalAreaM2;
        this.airDensity = airDensity;
        this.rollingResistance = rollingResistance;
        this.rollingResistancePerMps = rollingResistancePerMps;
        this.finalDrive = finalDrive;
        this.efficiency = efficiency;
    }

    /**
     * The reference for a vehicle spec (driven = rear wheels).
     *
     * @param spec the vehicle
     * @param efficiency driveline efficiency to apply (1 = the seed's model)
     * @return the reference
     */
    public static StraightLineReference of(VehicleSpec spec, double efficiency) {
        return new StraightLineReference(spec.chassis().totalMassKg(), spec.rearWheel().radiusM(),
                spec.aero().dragCoefficient(), spec.aero().frontalAreaM2(), spec.aero().airDensityKgM3(),
                spec.rollingResistance(), spec.rollingResistanceAt(1) - spec.rollingResistance(),
                spec.transmission().primaryRatio() * spec.transmission().finalDriveRatio(), efficiency);
    }

    /**
     * Eq. 8.23: v_max = 2 pi r_w Omega_redline / (60 g_k G).
     *
     * @param gearRatio g_k
     * @param redlineRpm Omega_redline (in rpm)
     * @return the redline-limited speed (in metres per second)
     */
    public double redlineSpeedMps(double gearRatio, double redlineRpm) {
        return 2 * Math.PI * wheelRadiusM * redlineRpm / (60 * gearRatio * finalDrive);
    }

    /**
     * Eq. 8.22 for one straight line of the torque curve, T_e = b Omega + d (eq. 8.18), on
     * level ground.
     *
     * @param gearRatio g_k
     * @param b slope of the torque line (in N m per rpm)
     * @param d intercept of the torque line (in N m)
     * @return {c1, c2, c3}
     */
    public double[] coefficients(double gearRatio, double b, double d) {
        double c1 = -0.5 * dragCoefficient * airDensity * frontalAreaM2 / massKg;
        double c2 = efficiency * 60 * gearRatio * gearRatio * finalDrive * finalDrive * b
                / (2 * Math.PI * massKg * wheelRadiusM * wheelRadiusM) - rollingResistancePerMps * Units.G;
        double c3 = efficiency * gearRatio * finalDrive * d / (massKg * wheelRadiusM) - rollingResistance * Units.G;
        return new double[] {c1, c2, c3};
    }

    /**
     * Eq. 8.25: the positive root of c1 v^2 + c2 v + c3 = 0 for one torque line.
     *
     * @param gearRatio g_k
     * @param b slope of the torque line (in N m per rpm)
     * @param d intercept (in N m)
     * @return the drag-limited speed (in metres per second), NaN when there is none
     */
    public double dragLimitedSpeedMps(double gearRatio, double b, double d) {
        double[] c = coefficients(gearRatio, b, d);
        double disc = c[1] * c[1] - 4 * c[0] * c[2];
        if (disc < 0) {
            return Double.NaN;
        }
        return (-c[1] - Math.sqrt(disc)) / (2 * c[0]);
    }

    /**
     * Drag-limited speed in a gear with a tabulated torque curve: eq. 8.25 applied with the
     * line of the curve segment that holds the answer (iterated until self-consistent).
     *
     * @param gearRatio g_k
     * @param curve the torque curve
     * @return the speed where the net acceleration vanishes (in metres per second), NaN if none
     */
    public double dragLimitedSpeedMps(double gearRatio, TorqueCurve curve) {
        double rpm = 5000;
        double v = Double.NaN;
        for (int i = 0; i < 50; i++) {
            double[] line = curve.segmentLine(rpm);
            v = dragLimitedSpeedMps(gearRatio, line[0], line[1]);
            if (Double.isNaN(v)) {
                return v;
            }
            double next = Units.radPerSToRpm(v / wheelRadiusM * gearRatio * finalDrive);
            if (Math.abs(next - rpm) < 0.01) {
                break;
            }
            rpm = next;
        }
        return v;
    }

    /**
     * Eq. 8.21 with a tabulated curve: the flat-ground full-throttle acceleration at a speed.
     *
     * @param gearRatio g_k
     * @param curve the torque curve
     * @param speedMps v (in metres per second)
     * @return a (in m/s^2)
     */
    public double accelerationMps2(double gearRatio, TorqueCurve curve, double speedMps) {
        double rpm = Units.radPerSToRpm(speedMps / wheelRadiusM * gearRatio * finalDrive);
        double[] c = coefficients(gearRatio, 0, curve.torqueNm(rpm));
        return c[0] * speedMps * speedMps + c[2];
    }
}
