package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The closed-form lean of a motorcycle in a steady turn, which the simulated bike is checked
 * against.
 *
 * <p>A bike on knife-edge tyres balances where gravity and the centripetal acceleration give a
 * resultant along the line from the contact line to the centre of mass: tan(phi_i) = v^2 / (g R)
 * (Cossalter, "Motorcycle Dynamics", 2nd ed., ch. 4 "Motorcycle steady turning"; the seed
 * [Palmer, "Turning a Motorcycle"] states the lean qualitatively). A real tyre has
 * a round cross-section of crown radius t: leaning rolls the contact point across the crown
 * towards the inside of the turn, the centre of mass sits (h - t) above the crown's centre, and
 * the bike must lean further to bring its centre of mass over the shifted contact:
 * phi = phi_i + asin(t sin(phi_i) / (h - t)) (Cossalter ch. 4, the roll-angle correction for
 * tyre thickness).
 */
public final class SteadyTurn {

    private SteadyTurn() {
    }

    /**
     * @param speedMps speed v (in metres per second)
     * @param radiusM turn radius R (in metres, &gt;0)
     * @return the lean of a bike on knife-edge tyres, atan(v^2 / (g R)) (in radians, &ge;0)
     */
    public static double idealLeanRad(double speedMps, double radiusM) {
        return Math.atan(speedMps * speedMps / (Units.G * radiusM));
    }

    /**
     * Cossalter's tyre-thickness correction of the ideal lean.
     *
     * @param idealLeanRad phi_i (in radians)
     * @param cgHeightM height h of the centre of mass above the ground, bike upright (in metres)
     * @param crownRadiusM tyre cross-section radius t (in metres, &lt; h)
     * @return the lean the bike itself needs (in radians, same sign as phi_i)
     */
    public static double tyreWidthCorrectedLeanRad(double idealLeanRad, double cgHeightM, double crownRadiusM) {
        double s = crownRadiusM * Math.sin(idealLeanRad) / (cgHeightM - crownRadiusM);
        return idealLeanRad + Math.asin(Units.clamp(s, -1, 1));
    }

    /** Largest tyre crown radius as a share of the height of the centre of mass (guards odd spec files). */
    static final double MAX_CROWN_SHARE_OF_CG_HEIGHT = 0.5;

    /**
     * The effective crown radius of the pair of tyres: each tyre's radius weighted by the share
     * of the weight it carries at rest (front share b / L).
     *
     * @param frontCrownRadiusM front tyre cross-section radius (in metres)
     * @param rearCrownRadiusM rear tyre cross-section radius (in metres)
     * @param frontWeightShare static front share of the weight (0..1)
     * @return the load-weighted crown radius (in metres)
     */
    public static double effectiveCrownRadiusM(double frontCrownRadiusM, double rearCrownRadiusM,
            double frontWeightShare) {
        return frontWeightShare * frontCrownRadiusM + (1 - frontWeightShare) * rearCrownRadiusM;
    }

    /**
     * The crown radius the lean rolls on: the load-weighted {@link #effectiveCrownRadiusM}, at
     * most {@link #MAX_CROWN_SHARE_OF_CG_HEIGHT} of the centre of mass's height (guards odd spec
     * files; the lean's lever h - t must stay positive).
     *
     * @param spec a motorcycle's spec
     * @return the crown radius t (in metres)
     */
    public static double leanCrownRadiusM(VehicleSpec spec) {
        double h = spec.chassis().cgHeightM();
        double crown = effectiveCrownRadiusM(spec.motorcycle().frontCrownRadiusM(), spec.motorcycle().rearCrownRadiusM(),
                spec.chassis().cgToRearAxleM() / spec.chassis().wheelbaseM());
        return Math.min(crown, MAX_CROWN_SHARE_OF_CG_HEIGHT * h);
    }

    /**
     * How far the rider's body lean moves the whole machine's centre of mass sideways: the rider's
     * own centre of mass travels {@code riderHangOffM} at the full body lean, in proportion to the
     * sine of the lean.
     *
     * @param spec a motorcycle's spec
     * @param riderLeanRad the rider's body lean relative to the bike (in radians, + = right)
     * @return the shift of the whole centre of mass (in metres, + = the bike's right)
     */
    public static double hangOffShiftM(VehicleSpec spec, double riderLeanRad) {
        double maxLean = Math.max(Math.sin(Math.toRadians(spec.motorcycle().riderMaxLeanDeg())), 1e-3);
        return spec.chassis().driverMassKg() * spec.motorcycle().riderHangOffM() / maxLean * Math.sin(riderLeanRad)
                / spec.chassis().totalMassKg();
    }

    /**
     * The largest lean a rider dares on dry asphalt with the wheels at their static loads: the
     * steady turn at the share {@code gripShare} of the tyres' lateral grip, tan(phi_i) =
     * gripShare mu_y, corrected for the tyre width, less what the rider's full hang-off is worth,
     * and within the ground clearance less {@code clearanceMarginRad}.
     *
     * @param spec a motorcycle's spec
     * @param gripShare share of the lateral grip used (0..1)
     * @param clearanceMarginRad lean kept in hand below the ground clearance (in radians)
     * @return that lean (in radians, &ge;0)
     */
    public static double riderGripLeanRad(VehicleSpec spec, double gripShare, double clearanceMarginRad) {
        double h = spec.chassis().cgHeightM();
        double t = leanCrownRadiusM(spec);
        double grip = tyreWidthCorrectedLeanRad(Math.atan(gripShare * spec.tyre().lateralFriction()), h, t)
                - Math.asin(Math.min(1, fullHangOffShiftM(spec) / (h - t)));
        double clearance = Math.toRadians(spec.motorcycle().maxLeanDeg()) - clearanceMarginRad;
        return Math.max(0, Math.min(grip, clearance));
    }

    /**
     * @param spec a motorcycle's spec
     * @return the shift of the whole centre of mass with the rider hung off fully (in metres)
     */
    public static double fullHangOffShiftM(VehicleSpec spec) {
        return spec.chassis().driverMassKg() * spec.motorcycle().riderHangOffM() / spec.chassis().totalMassKg();
    }
}
