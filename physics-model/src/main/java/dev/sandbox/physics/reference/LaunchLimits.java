package dev.sandbox.physics.reference;

import dev.sandbox.physics.math.Units;

/**
 * Closed-form limits of a standing start, kept executable so that the full simulation's launch
 * can be compared with them: the traction limit of a rear-driven car with longitudinal load
 * transfer, and the wheelie limit of a motorcycle.
 */
public final class LaunchLimits {

    private LaunchLimits() {
    }

    /**
     * The traction limit of a rear-wheel-drive car on level ground: the rear tyres' friction
     * force mu W_r ([Palmer, eq. 8.32] applied to the driven axle) with the rear
     * axle load grown by the load transfer of [Monster, "Weight Transfer"],
     * W_r = (c/L) W + (h/L) m a. Solving m a = mu W_r for a gives
     * a = mu g (c/L) / (1 - mu h/L), with c the distance from the centre of mass to the front
     * axle. Rolling resistance, drag and the undriven wheels' spin inertia are left out.
     *
     * @param mu peak longitudinal friction of the rear tyres at their load under the launch
     * @param cgToFrontAxleM c (in metres)
     * @param wheelbaseM L (in metres)
     * @param cgHeightM h (in metres)
     * @return the largest acceleration (in m/s^2)
     */
    public static double rearDriveTractionLimitMps2(double mu, double cgToFrontAxleM, double wheelbaseM,
            double cgHeightM) {
        return mu * Units.G * (cgToFrontAxleM / wheelbaseM) / (1.0 - mu * cgHeightM / wheelbaseM);
    }

    /**
     * The wheelie limit of a motorcycle on level ground: the front wheel lifts once the drive
     * force's moment about the centre of mass passes the weight's about the rear contact,
     * F_x h &gt; W b (Cossalter, "Motorcycle Dynamics", 2nd ed., ch. 3 "Rectilinear motion"), so
     * the tyre force can pull the bike at most at a = g b / h (drag comes off that).
     *
     * @param cgToRearAxleM b, horizontal distance from the rear contact to the centre of mass (in metres)
     * @param cgHeightM h (in metres)
     * @return the largest acceleration with the front wheel down (in m/s^2)
     */
    public static double wheelieLimitMps2(double cgToRearAxleM, double cgHeightM) {
        return Units.G * cgToRearAxleM / cgHeightM;
    }
}
