package dev.sandbox.physics.sim;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Vec3;

/**
 * One wheel after a step. Forces are in the wheel's own frame on the ground (ISO 8855:
 * longitudinal forward, lateral to the left).
 *
 * @param name short label ("FL", "FR", "RL", "RR", or "F", "R" on the motorcycle)
 * @param contactPoint the tyre's contact point in the world (in metres)
 * @param steerAngleRad road-wheel steer angle (in radians, positive = left)
 * @param spinAngleRad accumulated rotation about the axle, for the view (in radians)
 * @param angularVelocityRadPerS spin rate (in radians per second, positive = rolling forward)
 * @param slipRatio longitudinal slip (dimensionless, positive = driving, -1 = locked)
 * @param slipAngleRad lateral slip angle (in radians)
 * @param loadN vertical load (in newtons, &ge;0)
 * @param longitudinalForceN tyre force along the wheel's heading (in newtons)
 * @param lateralForceN tyre force across the wheel (in newtons, positive = to the left)
 * @param grounded true when the tyre touches the ground
 * @param surface the surface under the tyre
 * @param aligningMomentNm the tyre's aligning moment (in newton metres, positive = turning the
 *     wheel left)
 * @param camberRad the wheel's inclination to the ground (in radians, positive = top to the right)
 */
public record WheelTelemetry(String name, Vec3 contactPoint, double steerAngleRad,
        double spinAngleRad, double angularVelocityRadPerS, double slipRatio, double slipAngleRad,
        double loadN, double longitudinalForceN, double lateralForceN, boolean grounded,
        Surface surface, double aligningMomentNm, double camberRad) {

    /** A wheel without aligning moment or camber, as a test or a simple vehicle gives it. */
    public WheelTelemetry(String name, Vec3 contactPoint, double steerAngleRad, double spinAngleRad,
            double angularVelocityRadPerS, double slipRatio, double slipAngleRad, double loadN,
            double longitudinalForceN, double lateralForceN, boolean grounded, Surface surface) {
        this(name, contactPoint, steerAngleRad, spinAngleRad, angularVelocityRadPerS, slipRatio, slipAngleRad,
                loadN, longitudinalForceN, lateralForceN, grounded, surface, 0, 0);
    }

    /**
     * @param w a wheel after a step
     * @return its telemetry
     */
    public static WheelTelemetry of(Wheel w) {
        return new WheelTelemetry(w.name(), w.contactPoint(), w.steerAngle(), w.spinAngleRad(), w.omega(),
                w.slipRatio(), w.slipAngleRad(), w.load(), w.fx(), w.fy(), w.grounded(), w.surface(),
                w.aligningMomentNm(), w.camberRad());
    }
}
