package dev.sandbox.app.vehicle.bike;

import com.jme3.asset.AssetManager;
import dev.sandbox.app.vehicle.BikeView;
import dev.sandbox.app.vehicle.VehicleKind;
import dev.sandbox.app.vehicle.VehicleView;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.VehicleSpec;

/** The sandbox's profile of a motorcycle. */
public final class BikeKind implements VehicleKind {

    /**
     * The lean the model's rider reads a full steer input as: the largest he dares on dry asphalt
     * (about 52 degrees, a little short of the bike's ground clearance).
     */
    public static final double RIDER_FULL_INPUT_LEAN_RAD = Math.toRadians(52);
    /** The autopilot's planning lateral acceleration: gentler than the car's, the rider needs time to lean (in m/s^2). */
    private static final double AUTOPILOT_LATERAL_MPS2 = 4.5;

    @Override
    public VehicleView createView(VehicleSpec spec, AssetManager assets) {
        return new BikeView(spec, assets);
    }

    @Override
    public int wheelCount() {
        return 2;
    }

    @Override
    public float chaseDistanceM() {
        return 3.8f;
    }

    @Override
    public double autopilotLateralAccelMps2() {
        return AUTOPILOT_LATERAL_MPS2;
    }

    /** A motorcycle needs about a second to lean into a bend, so it looks a second ahead. */
    @Override
    public double autopilotLookAheadM(double speedMps) {
        return Units.clamp(5 + 1.0 * speedMps, 8, 45);
    }

    /** The steady lean atan(v^2 kappa / g) for the path, as a share of the lean a full input asks for. */
    @Override
    public double autopilotSteer(VehicleSpec spec, double speedMps, double curvaturePerM) {
        double lean = Math.atan(speedMps * speedMps * curvaturePerM / Units.G);
        return lean / RIDER_FULL_INPUT_LEAN_RAD;
    }

    @Override
    public String steeredPartName() {
        return "handlebar";
    }

    @Override
    public double fullLockRad(VehicleSpec spec) {
        return Units.degToRad(spec.motorcycle().maxHandlebarDeg());
    }

    @Override
    public double maxLeanRad(VehicleSpec spec) {
        return Units.degToRad(spec.motorcycle().maxLeanDeg());
    }

    @Override
    public double leanScaleRad(VehicleSpec spec) {
        return maxLeanRad(spec);
    }

    @Override
    public double leanChartRangeDeg() {
        return 20;
    }

    @Override
    public String leanChartTitle() {
        return "lean / target, up = right";
    }

    @Override
    public String steerChartTitle() {
        return "steer input x lock / handlebar, up = left";
    }

    @Override
    public float skidMarkWidthM(int wheel) {
        return 0.16f;
    }
}
