package dev.sandbox.app.vehicle;

import com.jme3.asset.AssetManager;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * What the sandbox does differently for one kind of vehicle: its view, how far the chase
 * camera stays back, how the autopilot turns the road's curvature into a steer input and how
 * hard it corners, what the HUD calls the steered angle and how it scales the steering and lean
 * read-outs, and how wide its tyres mark the road. Every kind has one implementation; {@link
 * VehicleKinds} registers them. Everything else in the sandbox reads a vehicle only through
 * this profile and the kind-neutral snapshot.
 */
public interface VehicleKind {

    /**
     * @param spec the vehicle's data
     * @param assets where models and textures come from
     * @return a new view of the vehicle
     */
    VehicleView createView(VehicleSpec spec, AssetManager assets);

    /** @return the number of wheels on the ground, front first in the snapshot (the HUD's tyre diagram draws them) */
    int wheelCount();

    /** @return how far the chase camera stays behind the view's target point (in metres) */
    float chaseDistanceM();

    /** @return the lateral acceleration the autopilot plans its bends for (in m/s^2) */
    double autopilotLateralAccelMps2();

    /**
     * @param speedMps current speed (in metres per second, &ge;0)
     * @return how far ahead on the road the autopilot aims (in metres)
     */
    double autopilotLookAheadM(double speedMps);

    /**
     * @param spec the vehicle's data
     * @param speedMps current speed (in metres per second, &ge;0)
     * @param curvaturePerM curvature of the path to the aim point (in 1/m, + = left)
     * @return the steer input that follows that path (-1..1 before clamping, + = left)
     */
    double autopilotSteer(VehicleSpec spec, double speedMps, double curvaturePerM);

    /** @return what the HUD calls the steered angle ("road wheel", "handlebar") */
    String steeredPartName();

    /**
     * @param spec the vehicle's data
     * @return the steered angle at full lock (in radians, &gt;0)
     */
    double fullLockRad(VehicleSpec spec);

    /**
     * @param spec the vehicle's data
     * @return the largest lean the vehicle reaches, NaN for a vehicle that does not lean (in radians)
     */
    double maxLeanRad(VehicleSpec spec);

    /**
     * @param spec the vehicle's data
     * @return full scale of the HUD's lean or body-roll read-outs (in radians, &gt;0)
     */
    double leanScaleRad(VehicleSpec spec);

    /** @return the half range of the lean strip chart (in degrees) */
    double leanChartRangeDeg();

    /** @return the title of the lean strip chart */
    String leanChartTitle();

    /** @return the title of the steering strip chart */
    String steerChartTitle();

    /**
     * @param wheel the wheel's index in the snapshot, front first
     * @return the width of the skid mark it leaves (in metres)
     */
    float skidMarkWidthM(int wheel);
}
