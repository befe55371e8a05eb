package dev.sandbox.app.core.vehicle;

import dev.sandbox.app.core.sound.Hearing;
import dev.sandbox.physics.math.Units;

/**
 * The fixed figures of a {@link VehicleKind}: what the sandbox needs of a kind that depends
 * neither on the vehicle's data nor on its speed.
 *
 * @param chaseDistanceM how far the chase camera stays behind the view's target point (in metres)
 * @param autopilotLateralAccelMps2 the lateral acceleration the autopilot plans its bends for (in m/s^2)
 * @param autopilotLookAheadS how much farther ahead the autopilot aims per m/s of speed (in seconds)
 * @param autopilotLookAheadMinM the nearest the autopilot aims (in metres)
 * @param autopilotLookAheadMaxM the farthest the autopilot aims (in metres)
 * @param steeredPartName what the HUD calls the steered angle ("road wheel", "handlebar")
 * @param leanChartRangeDeg the half range of the lean strip chart (in degrees)
 * @param leanChartTitle the title of the lean strip chart
 * @param steerChartTitle the title of the steering strip chart
 * @param cockpitHearing what the driver or rider hears from the cockpit view (a car's closed
 *     body, a rider's helmet in the wind)
 * @param showroomKeyAction what the showroom's key does to this kind, as its hint says it ("open
 *     the doors and turn the wheels", "turn the bars")
 */
public record KindFigures(float chaseDistanceM, double autopilotLateralAccelMps2,
        double autopilotLookAheadS, double autopilotLookAheadMinM, double autopilotLookAheadMaxM,
        String steeredPartName, double leanChartRangeDeg, String leanChartTitle, String steerChartTitle,
        Hearing cockpitHearing, String showroomKeyAction) {

    /** Distance the autopilot's aim point starts from at a standstill, before its clamp (in metres). */
    private static final double LOOK_AHEAD_BASE_M = 5;

    /**
     * @param speedMps current speed (in metres per second, &ge;0)
     * @return how far ahead on the road the autopilot aims (in metres)
     */
    public double autopilotLookAheadM(double speedMps) {
        return Units.clamp(LOOK_AHEAD_BASE_M + autopilotLookAheadS * speedMps, autopilotLookAheadMinM,
                autopilotLookAheadMaxM);
    }
}
