package dev.sandbox.physics.sim;

import dev.sandbox.physics.math.Vec3;
import java.util.List;
import java.util.Set;

/**
 * An immutable picture of a vehicle after one fixed step: what the views, the HUD, the
 * recorder, the proving ground and the tests read. Body-frame quantities follow ISO 8855
 * (x forward, y left, z up; yaw positive to the left; roll positive right side down; pitch
 * positive nose down).
 *
 * @param timeS simulated time (in seconds)
 * @param position the chassis reference point: on the ground plane under the centre of mass
 *     (in metres, world frame)
 * @param velocity velocity of the centre of mass (in metres per second, world frame)
 * @param forward unit forward axis of the chassis (world frame, on the ground plane)
 * @param up unit up axis of the chassis (world frame, the ground normal while grounded)
 * @param headingRad yaw of the forward axis about world y (in radians; 0 = +x, pi/2 = -z)
 * @param speedMps signed speed along the forward axis (in metres per second)
 * @param longitudinalAccelMps2 acceleration along the forward axis (in m/s^2)
 * @param lateralAccelMps2 acceleration to the left (in m/s^2)
 * @param yawRateRadPerS yaw rate (in radians per second, positive = turning left)
 * @param sideslipRad body sideslip angle beta (in radians)
 * @param bodyPitchRad sprung-body pitch from load transfer (in radians, positive = nose down)
 * @param bodyRollRad sprung-body roll from load transfer (in radians, positive = right side down)
 * @param engineRpm engine speed (in rpm)
 * @param engineTorqueNm engine output torque, negative when engine braking (in newton metres)
 * @param gear selected gear (-1 = reverse, 0 = neutral, 1.. forward)
 * @param automatic true in automatic mode
 * @param clutchEngagement fraction of the clutch's capacity in use (0 = open, 1 = closed)
 * @param clutchSlipping true while the clutch slips
 * @param input the input applied during the step
 * @param roadWheelAngleRad mean front road-wheel (car) or handlebar (bike) angle (in radians)
 * @param distanceM odometer (in metres)
 * @param gradePct road grade along the forward axis (in percent, positive uphill)
 * @param sideSlopePct ground slope across the vehicle (in percent, positive = left side high)
 * @param wheels per-wheel state, front wheels first
 * @param events conditions of this step
 * @param kind what the vehicle's kind adds ({@link KindTelemetry#NONE} when nothing)
 */
public record VehicleSnapshot(double timeS, Vec3 position, Vec3 velocity, Vec3 forward, Vec3 up,
        double headingRad, double speedMps, double longitudinalAccelMps2, double lateralAccelMps2,
        double yawRateRadPerS, double sideslipRad, double bodyPitchRad, double bodyRollRad,
        double engineRpm, double engineTorqueNm, int gear, boolean automatic,
        double clutchEngagement, boolean clutchSlipping, VehicleInput input,
        double roadWheelAngleRad, double distanceM, double gradePct, double sideSlopePct,
        List<WheelTelemetry> wheels, Set<VehicleEvent> events, KindTelemetry kind) {

    /** Checks that the kind's part is there. */
    public VehicleSnapshot {
        java.util.Objects.requireNonNull(kind, "kind");
    }

    /** @return the engine's output power (in watts, negative when engine braking) */
    public double enginePowerW() {
        return engineTorqueNm * engineRpm * 2.0 * Math.PI / 60.0;
    }

    /**
     * @return the throttle the engine got in the step (0..1): the grip of a rider the model
     *     carries ({@link KindTelemetry#riderThrottle}), otherwise the input's
     */
    public double engineThrottle() {
        double grip = kind.riderThrottle();
        return Double.isNaN(grip) ? input.throttle() : grip;
    }

    /**
     * @return how far the clutch is held open (0 engaged, 1 fully open): the pedal's input, or,
     *     while the clutch slips (an automatic clutch's launch, a rider's lever, a gear change),
     *     the share of its capacity it does not pass; a locked clutch is engaged however little
     *     torque it carries
     */
    public double clutchOpen() {
        double slipping = clutchSlipping ? Math.max(0, Math.min(1, 1 - clutchEngagement)) : 0;
        return Math.max(input.clutch(), slipping);
    }

    /** @return true when the given event happened during the step */
    public boolean has(VehicleEvent event) {
        return events.contains(event);
    }

    /** @return the unit left axis of the chassis (world frame) */
    public Vec3 left() {
        return up.cross(forward);
    }

    /** @return true when every number of the snapshot is finite */
    public boolean isFinite() {
        if (!(position.isFinite() && velocity.isFinite() && forward.isFinite() && up.isFinite())) {
            return false;
        }
        double[] scalars = {timeS, headingRad, speedMps, longitudinalAccelMps2, lateralAccelMps2,
            yawRateRadPerS, sideslipRad, bodyPitchRad, bodyRollRad, engineRpm, engineTorqueNm,
            clutchEngagement, roadWheelAngleRad, distanceM, gradePct, sideSlopePct};
        for (double s : scalars) {
            if (!Double.isFinite(s)) {
                return false;
            }
        }
        for (WheelTelemetry w : wheels) {
            if (!(w.contactPoint().isFinite() && Double.isFinite(w.angularVelocityRadPerS())
                    && Double.isFinite(w.slipRatio()) && Double.isFinite(w.slipAngleRad())
                    && Double.isFinite(w.loadN()) && Double.isFinite(w.longitudinalForceN())
                    && Double.isFinite(w.lateralForceN()) && Double.isFinite(w.spinAngleRad())
                    && Double.isFinite(w.aligningMomentNm()) && Double.isFinite(w.camberRad()))) {
                return false;
            }
        }
        return kind.isFinite();
    }
}
