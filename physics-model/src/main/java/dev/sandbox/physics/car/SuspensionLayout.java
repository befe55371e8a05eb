package dev.sandbox.physics.car;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.ChassisSpec;
import dev.sandbox.physics.spec.SuspensionSpec;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The sprung body's suspension as numbers, worked out once from the spec: where the four
 * corners sit around the sprung centre of mass, each corner's spring and damper rate from the
 * axle's ride frequency and damping ratio ([Gillespie, ch. 5]: k = m_c (2 pi f)^2,
 * c = 2 zeta sqrt(k m_c) with m_c the corner's sprung mass), the anti-roll bars that give the
 * spec's roll gradient split as its front share says, and the load the linkage carries across
 * each axle ([Milliken, ch. 18]: the sprung mass on the axle at its roll centre's height, plus
 * the axle's own wheels). Corner order: FL, FR, RL, RR.
 */
final class SuspensionLayout {

    /** Sprung mass (in kilograms). */
    final double sprungMassKg;
    /** The sprung centre of mass' height (in metres). */
    final double sprungCgHeightM;
    /** The unsprung masses' moment about the ground, sum m_u r (in kg m). */
    final double unsprungMomentKgM;
    /** The sprung centre of mass' height above the roll axis (in metres). */
    final double heightAboveRollAxisM;
    /** Each corner's place ahead of the sprung centre of mass (in metres). */
    final double[] x = new double[4];
    /** Each corner's place left of the sprung centre of mass (in metres). */
    final double[] y = new double[4];
    /** Each corner's share of the weight at rest. */
    final double[] staticShare = new double[4];
    /** Each corner's spring wheel rate (in N/m). */
    final double[] springNPerM = new double[4];
    /** Each corner's damper wheel rate (in N s/m). */
    final double[] damperNsPerM = new double[4];
    /** Bar rate between the two wheels of an axle (in N/m of deflection difference): front, rear. */
    final double[] barNPerM = new double[2];
    /** Front axle roll stiffness, springs and bar (in N m per radian). */
    final double frontRollStiffnessNmPerRad;
    /** Rear axle roll stiffness, springs and bar (in N m per radian). */
    final double rearRollStiffnessNmPerRad;
    /**
     * Load each axle's linkage moves across per unit lateral acceleration, over the track
     * (in kilograms: newtons per m/s^2): front, rear.
     */
    final double[] lateralGeometricKg = new double[2];

    /** @param spec a car's spec (with its suspension) */
    SuspensionLayout(VehicleSpec spec) {
        ChassisSpec chassis = spec.chassis();
        SuspensionSpec suspension = spec.suspension();
        double massKg = chassis.totalMassKg();
        double g = Units.G;
        double a = chassis.cgToFrontAxleM();
        double b = chassis.cgToRearAxleM();
        double length = chassis.wheelbaseM();
        double muf = suspension.frontUnsprungMassKg();
        double mur = suspension.rearUnsprungMassKg();
        sprungMassKg = massKg - 2 * muf - 2 * mur;
        double rf = spec.frontWheel().radiusM();
        double rr = spec.rearWheel().radiusM();
        unsprungMomentKgM = 2 * muf * rf + 2 * mur * rr;
        sprungCgHeightM = (massKg * chassis.cgHeightM() - unsprungMomentKgM) / sprungMassKg;
        // the unsprung masses sit on the axles, so the sprung centre of mass lies a little off the whole car's
        double sprungX = (-2 * muf * a + 2 * mur * b) / sprungMassKg;
        double xf = a - sprungX;
        double xr = -b - sprungX;
        double tf = chassis.trackFrontM();
        double tr = chassis.trackRearM();
        x[0] = xf;
        x[1] = xf;
        x[2] = xr;
        x[3] = xr;
        y[0] = tf / 2;
        y[1] = -tf / 2;
        y[2] = tr / 2;
        y[3] = -tr / 2;
        double frontAxleShare = b / length;
        staticShare[0] = frontAxleShare / 2;
        staticShare[1] = frontAxleShare / 2;
        staticShare[2] = (1 - frontAxleShare) / 2;
        staticShare[3] = (1 - frontAxleShare) / 2;

        double cornerF = massKg * frontAxleShare / 2 - muf;
        double cornerR = massKg * (1 - frontAxleShare) / 2 - mur;
        double kf = cornerF * sq(2 * Math.PI * suspension.frontRideFrequencyHz());
        double kr = cornerR * sq(2 * Math.PI * suspension.rearRideFrequencyHz());
        double cf = 2 * suspension.frontDampingRatio() * Math.sqrt(kf * cornerF);
        double cr = 2 * suspension.rearDampingRatio() * Math.sqrt(kr * cornerR);
        for (int i = 0; i < 4; i++) {
            springNPerM[i] = i < 2 ? kf : kr;
            damperNsPerM[i] = i < 2 ? cf : cr;
        }

        // roll axis height under the sprung centre of mass, between the two roll centres
        double hrf = suspension.frontRollCentreHeightM();
        double hrr = suspension.rearRollCentreHeightM();
        double rollAxisM = hrf + (hrr - hrf) * xf / length;
        heightAboveRollAxisM = sprungCgHeightM - rollAxisM;

        // bars sized so that springs and bars give the spec's roll gradient, shared between the
        // axles as the spec's front share says; an axle whose springs alone are stiffer in roll
        // than its share stiffens the total instead
        double gradientRadPerMps2 = Math.toRadians(chassis.rollGradientDegPerG()) / g;
        double total = sprungMassKg * heightAboveRollAxisM * (1 / gradientRadPerMps2 + g);
        double share = chassis.frontRollStiffnessShare();
        double springsF = kf * tf * tf / 2;
        double springsR = kr * tr * tr / 2;
        total = Math.max(total, Math.max(springsF / share, springsR / (1 - share)));
        frontRollStiffnessNmPerRad = share * total;
        rearRollStiffnessNmPerRad = (1 - share) * total;
        barNPerM[0] = (frontRollStiffnessNmPerRad - springsF) / (tf * tf);
        barNPerM[1] = (rearRollStiffnessNmPerRad - springsR) / (tr * tr);

        // across: the sprung mass on each axle at its roll centre's height, plus the axle's own wheels
        lateralGeometricKg[0] = (sprungMassKg * xr / (xr - xf) * hrf + 2 * muf * rf) / tf;
        lateralGeometricKg[1] = (sprungMassKg * xf / (xf - xr) * hrr + 2 * mur * rr) / tr;
    }

    private static double sq(double v) {
        return v * v;
    }
}
