package dev.sandbox.app.core.vehicle;

import dev.sandbox.physics.spec.VehicleSpec;
import java.util.function.Function;

/**
 * What the sandbox does differently for one kind of vehicle, as far as it needs no engine: how
 * far the chase camera stays back, how the autopilot turns the road's curvature into a steer
 * input and how hard it corners, what the HUD calls the steered angle and how it scales the
 * steering and lean read-outs, how the tyre diagram draws it, and how wide its tyres mark the
 * road, and how it takes a player's steering wheel and H-shifter. A kind is data: each kind's
 * own class (CarKind, BikeKind) makes its one value from its
 * figures and formulas, and the registry {@code VehicleKinds} lists them. Everything else in the sandbox
 * reads a vehicle only through this profile and the kind-neutral snapshot; what is drawn of a
 * kind (its view, its cockpit, its part of the telemetry panel) is registered by the floor that
 * draws it.
 *
 * @param figures the kind's fixed figures: chase distance, the autopilot's cornering, chart
 *     titles, cockpit hearing
 * @param tyreDiagram where the telemetry panel's tyre diagram draws its wheels and body
 * @param skidMarkWidthsM the width of the skid mark each wheel leaves, front first (in metres)
 * @param autopilot how the autopilot steers along a path
 * @param angles the steering and lean angles the HUD scales its read-outs to, from the vehicle's data
 * @param controls how the kind takes a player's steering wheel and H-shifter
 */
public record VehicleKind(KindFigures figures, TyreDiagramLayout tyreDiagram, float[] skidMarkWidthsM,
        AutopilotSteering autopilot, Function<VehicleSpec, KindAngles> angles, KindControls controls) {

    /** How the autopilot of a kind turns the curvature of its path into a steer input. */
    @FunctionalInterface
    public interface AutopilotSteering {

        /**
         * @param spec the vehicle's data
         * @param speedMps current speed (in metres per second, &ge;0)
         * @param curvaturePerM curvature of the path to the aim point (in 1/m, + = left)
         * @return the steer input that follows that path (-1..1 before clamping, + = left)
         */
        double steer(VehicleSpec spec, double speedMps, double curvaturePerM);
    }

    /**
     * The angles the HUD scales a vehicle's read-outs to.
     *
     * @param fullLockRad the steered angle at full lock (in radians, &gt;0)
     * @param maxLeanRad the largest lean the vehicle reaches, NaN for a vehicle that does not lean (in radians)
     * @param leanScaleRad full scale of the lean or body-roll read-outs (in radians, &gt;0)
     */
    public record KindAngles(double fullLockRad, double maxLeanRad, double leanScaleRad) {
    }

    /**
     * Checks that every wheel has its skid mark and its place in the diagram.
     */
    public VehicleKind {
        if (skidMarkWidthsM.length != tyreDiagram.wheels().size()) {
            throw new IllegalArgumentException(skidMarkWidthsM.length + " skid-mark widths for "
                    + tyreDiagram.wheels().size() + " wheels in the tyre diagram");
        }
        skidMarkWidthsM = skidMarkWidthsM.clone();
    }

    /** @return the number of wheels on the ground, front first in the snapshot */
    public int wheelCount() {
        return skidMarkWidthsM.length;
    }

    /**
     * @param spec the vehicle's data
     * @param speedMps current speed (in metres per second, &ge;0)
     * @param curvaturePerM curvature of the path to the aim point (in 1/m, + = left)
     * @return the steer input that follows that path (-1..1 before clamping, + = left)
     */
    public double autopilotSteer(VehicleSpec spec, double speedMps, double curvaturePerM) {
        return autopilot.steer(spec, speedMps, curvaturePerM);
    }

    /**
     * @param spec the vehicle's data
     * @return the steered angle at full lock (in radians, &gt;0)
     */
    public double fullLockRad(VehicleSpec spec) {
        return angles.apply(spec).fullLockRad();
    }

    /**
     * @param spec the vehicle's data
     * @return the largest lean the vehicle reaches, NaN for a vehicle that does not lean (in radians)
     */
    public double maxLeanRad(VehicleSpec spec) {
        return angles.apply(spec).maxLeanRad();
    }

    /**
     * @param spec the vehicle's data
     * @return full scale of the HUD's lean or body-roll read-outs (in radians, &gt;0)
     */
    public double leanScaleRad(VehicleSpec spec) {
        return angles.apply(spec).leanScaleRad();
    }

    /**
     * @param wheel the wheel's index in the snapshot, front first
     * @return the width of the skid mark it leaves (in metres)
     */
    public float skidMarkWidthM(int wheel) {
        return skidMarkWidthsM[wheel];
    }
}
