package dev.sandbox.app.vehicle.car;

import com.jme3.asset.AssetManager;
import dev.sandbox.app.vehicle.CarView;
import dev.sandbox.app.vehicle.VehicleKind;
import dev.sandbox.app.vehicle.VehicleView;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.VehicleSpec;

/** The sandbox's profile of a four-wheeled car. */
public final class CarKind implements VehicleKind {

    /** The autopilot's planning lateral acceleration: a brisk road pace, well inside the tyres' grip (in m/s^2). */
    private static final double AUTOPILOT_LATERAL_MPS2 = 5.5;
    /** Body-roll read-out full scale: more than a road car rolls (in degrees). */
    private static final double ROLL_SCALE_DEG = 10;

    @Override
    public VehicleView createView(VehicleSpec spec, AssetManager assets) {
        return new CarView(spec, assets);
    }

    @Override
    public int wheelCount() {
        return 4;
    }

    @Override
    public float chaseDistanceM() {
        return 5.2f;
    }

    @Override
    public double autopilotLateralAccelMps2() {
        return AUTOPILOT_LATERAL_MPS2;
    }

    @Override
    public double autopilotLookAheadM(double speedMps) {
        return Units.clamp(5 + 0.45 * speedMps, 7, 28);
    }

    /** The kinematic (Ackermann) road-wheel angle atan(L kappa) as a share of the speed-dependent lock. */
    @Override
    public double autopilotSteer(VehicleSpec spec, double speedMps, double curvaturePerM) {
        double delta = Math.atan(spec.chassis().wheelbaseM() * curvaturePerM);
        double frac = Math.min(1, speedMps / Units.kmhToMps(spec.steering().speedReferenceKmh()));
        double max = Math.toRadians(spec.steering().maxRoadWheelAngleDeg())
                * (1 - (1 - spec.steering().highSpeedAngleFraction()) * frac);
        return delta / max;
    }

    @Override
    public String steeredPartName() {
        return "road wheel";
    }

    @Override
    public double fullLockRad(VehicleSpec spec) {
        return Units.degToRad(spec.steering().maxRoadWheelAngleDeg());
    }

    @Override
    public double maxLeanRad(VehicleSpec spec) {
        return Double.NaN;
    }

    @Override
    public double leanScaleRad(VehicleSpec spec) {
        return Units.degToRad(ROLL_SCALE_DEG);
    }

    @Override
    public double leanChartRangeDeg() {
        return 2;
    }

    @Override
    public String leanChartTitle() {
        return "body roll, up = right";
    }

    @Override
    public String steerChartTitle() {
        return "steer input x lock / wheel, up = left";
    }

    /** The front tyres' marks are drawn a little wider than the rear ones, so the two lines stay apart in a slide. */
    @Override
    public float skidMarkWidthM(int wheel) {
        return wheel < 2 ? 0.2f : 0.16f;
    }
}
