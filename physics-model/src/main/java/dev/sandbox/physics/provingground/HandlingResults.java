package dev.sandbox.physics.provingground;

import java.util.List;

/** Result records of the handling tests; their component names are the CLI's JSON keys. */
public final class HandlingResults {

    private HandlingResults() {
    }

    /**
     * Low-speed turn [Palmer, eq. 8.39-8.40].
     *
     * @param speedMps speed held (in m/s)
     * @param roadWheelDeg mean front road-wheel angle (in degrees)
     * @param radiusM radius of the centre of mass's circle (in metres), null when not valid
     * @param quarterTurnS time to turn through 90 degrees (in seconds), null when not valid
     * @param seedRadiusM eq. 8.36 r_c = L / sin(delta) (in metres)
     * @param seedQuarterTurnS eq. 8.40 (in seconds)
     * @param valid true when the car held a steady turn, so the radius means something
     * @param reason why not (spun, stopped, never settled), or null when valid
     */
    public record TurnCircle(double speedMps, double roadWheelDeg, Double radiusM, Double quarterTurnS,
            double seedRadiusM, double seedQuarterTurnS, boolean valid, String reason) {
    }

    /**
     * One steady state on the skidpad.
     *
     * @param speedKmh speed (in km/h)
     * @param lateralG lateral acceleration (in g)
     * @param steerDeg mean front road-wheel angle (in degrees)
     * @param sideslipDeg body sideslip (in degrees)
     */
    public record SkidpadPoint(double speedKmh, double lateralG, double steerDeg, double sideslipDeg) {
    }

    /**
     * ISO 4138 constant-radius test.
     *
     * @param radiusM circle radius (in metres)
     * @param maxLateralG highest steady lateral acceleration (in g)
     * @param understeerGradientDegPerG slope of road-wheel angle over lateral acceleration up to 0.4 g
     *     (in degrees per g)
     * @param understeerGradientAtHalfGDegPerG the same slope where the car turns at 0.5 g, fitted to the
     *     points from 0.4 to 0.6 g (ISO 4138 defines the gradient at every lateral acceleration), null
     *     when the car does not reach 0.6 g (in degrees per g)
     * @param limitBehaviour what happened past the limit: "understeer" (runs wide), "oversteer" (spins) or
     *     "rollover" (tipped over its outer wheels before the tyres let go)
     * @param points the steady states
     * @param valid true when there was at least one steady state to report
     * @param reason why not, or null when valid
     */
    public record Skidpad(double radiusM, double maxLateralG, double understeerGradientDegPerG,
            Double understeerGradientAtHalfGDegPerG, String limitBehaviour, List<SkidpadPoint> points, boolean valid,
            String reason) {
    }

    /**
     * ISO 7401 step steer.
     *
     * @param speedKmh test speed (in km/h)
     * @param roadWheelDeg the step's road-wheel angle (in degrees)
     * @param yawRateResponseTimeS from 50 % of the steer input to 90 % of the steady yaw rate (in s), null when not valid
     * @param yawRateOvershootPct peak yaw rate above the steady one (in percent), null when not valid
     * @param steadyLateralG steady lateral acceleration (in g)
     * @param valid true when the car reached a steady turn at the asked lateral acceleration
     * @param reason why not (spun, stopped, never settled), or null when valid
     */
    public record StepSteer(double speedKmh, double roadWheelDeg, Double yawRateResponseTimeS,
            Double yawRateOvershootPct, double steadyLateralG, boolean valid, String reason) {
    }

    /**
     * ISO 3888-1 double lane change.
     *
     * @param maxEntryKmh the highest entry speed at which the path-following driver clears the cones (in km/h)
     */
    public record LaneChange(double maxEntryKmh) {
    }

    /**
     * One row of [Hlavacs, fig. 14].
     *
     * @param speedMps speed (in m/s)
     * @param dryMaxSteerDeg largest steering angle without sliding on dry ground (in degrees)
     * @param wetMaxSteerDeg the same on wet ground (in degrees)
     */
    public record HlavacsRow(double speedMps, double dryMaxSteerDeg, double wetMaxSteerDeg) {
    }

    /** @param rows the table, by speed */
    public record Hlavacs(List<HlavacsRow> rows) {
    }
}
