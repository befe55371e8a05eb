package dev.sandbox.app.vehicle;

import com.jme3.asset.AssetManager;
import dev.sandbox.app.hud.TelemetrySection;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.Optional;

/**
 * What the sandbox does differently for one kind of vehicle: its view, how far the chase
 * camera stays back, how the autopilot turns the road's curvature into a steer input and how
 * hard it corners, what the HUD calls the steered angle and how it scales the steering and lean
 * read-outs, what the telemetry panel shows of it beyond the common tables, and how wide its
 * tyres mark the road. Every kind has one implementation; {@link VehicleKinds} registers them.
 * Everything else in the sandbox reads a vehicle only through this profile and the kind-neutral
 * snapshot.
 */
public interface VehicleKind {

    /**
     * @param spec the vehicle's data
     * @param assets where models and textures come from
     * @return a new view of the vehicle
     */
    VehicleView createView(VehicleSpec spec, AssetManager assets);

    /** @return the kind's fixed figures: wheels, chase distance, the autopilot's cornering, chart titles, cockpit hearing */
    KindFigures figures();

    /**
     * @param spec the vehicle's data
     * @param speedMps current speed (in metres per second, &ge;0)
     * @param curvaturePerM curvature of the path to the aim point (in 1/m, + = left)
     * @return the steer input that follows that path (-1..1 before clamping, + = left)
     */
    double autopilotSteer(VehicleSpec spec, double speedMps, double curvaturePerM);

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

    /**
     * @return a new section of the telemetry panel for what only this kind has (built when the
     *     panel shows a vehicle of the kind), or empty when the common tables say it all
     */
    Optional<TelemetrySection> telemetrySection();

    /**
     * @param wheel the wheel's index in the snapshot, front first
     * @return the width of the skid mark it leaves (in metres)
     */
    float skidMarkWidthM(int wheel);
}
