package dev.sandbox.physics.sim;

import dev.sandbox.physics.chassis.BodyMotion;
import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.math.Maths;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.powertrain.Engine;
import dev.sandbox.physics.powertrain.Powertrain;
import java.util.EnumSet;
import java.util.List;

/**
 * Builds a vehicle's immutable {@link VehicleSnapshot} after a step from its body and
 * powertrain, and decides the events every vehicle shares. One snapshot is made in three
 * moves: {@link #begin} reads the body's frame and notes the engine, gearbox, airborne and
 * collision events; the vehicle then checks its wheels ({@link #checkWheelInAir},
 * {@link #checkWheelspin}, {@link #checkLockup}) and {@link #add}s its own events; {@link #build}
 * makes the snapshot with what only the vehicle knows.
 */
public final class SnapshotBuilder {

    /** Tyre slip speed a spinning wheel's tread must also run ahead of the road (in metres per second). */
    private static final double WHEELSPIN_SLIP_MPS = 1.5;
    /** Slip ratio below which a braked wheel counts as locked. */
    private static final double LOCKUP_SLIP_RATIO = -0.5;
    /** Speed above which a locked wheel is reported (in metres per second). */
    private static final double LOCKUP_ABOVE_MPS = 2;
    /** Speed above which the sideslip angle is defined (in metres per second). */
    private static final double SIDESLIP_ABOVE_MPS = 0.5;

    private final BodyMotion body;
    private final Powertrain powertrain;

    private Vec3 forward;
    private Vec3 up;
    private Vec3 left;
    private double speedMps;
    private double lateralMps;
    private EnumSet<VehicleEvent> events;

    /**
     * @param body the vehicle's body
     * @param powertrain the vehicle's engine, gearbox and driveline
     */
    public SnapshotBuilder(BodyMotion body, Powertrain powertrain) {
        this.body = body;
        this.powertrain = powertrain;
    }

    /**
     * Starts the snapshot of the step just taken: reads the body's frame and speed and notes the
     * events of engine (redline, limiter, blown), gearbox (shifting) and body (airborne,
     * collision).
     *
     * @param collision true when the body hit an obstacle in the step
     */
    public void begin(boolean collision) {
        forward = body.forward();
        up = body.up();
        left = up.cross(forward);
        Vec3 v = body.velocity();
        speedMps = v.dot(forward);
        lateralMps = v.dot(left);
        events = EnumSet.noneOf(VehicleEvent.class);
        Engine engine = powertrain.engine();
        if (engine.rpm() > engine.spec().redlineRpm()) {
            events.add(VehicleEvent.REDLINE);
        }
        if (engine.isLimiting()) {
            events.add(VehicleEvent.REV_LIMITER);
        }
        if (engine.isBlown()) {
            events.add(VehicleEvent.ENGINE_BLOWN);
        }
        if (body.airborne()) {
            events.add(VehicleEvent.AIRBORNE);
        }
        if (powertrain.gearbox().isShifting()) {
            events.add(VehicleEvent.SHIFTING);
        }
        if (collision) {
            events.add(VehicleEvent.COLLISION);
        }
    }

    /** @param w a wheel: notes {@link VehicleEvent#WHEEL_AIRBORNE} when it does not touch the ground */
    public void checkWheelInAir(Wheel w) {
        if (!w.grounded()) {
            events.add(VehicleEvent.WHEEL_AIRBORNE);
        }
    }

    /**
     * Notes {@link VehicleEvent#WHEELSPIN} when a driven wheel on the ground spins under throttle:
     * its slip ratio beyond the tyre's peak-force slip (where the tyre pulls less with more spin
     * and holds little sideways [Pacejka 2012, ch. 4]; the driving slip of a tyre pulling hard
     * below its peak, 5 % at 114 km/h, is not wheelspin), and its tread more than
     * {@link #WHEELSPIN_SLIP_MPS} ahead of the road (near a standstill slip ratios grow without
     * the wheel spinning).
     *
     * @param w a wheel
     * @param throttle the driver's throttle (0..1)
     */
    public void checkWheelspin(Wheel w, double throttle) {
        double tread = w.omega() * w.radiusM();
        double slipMps = tread - speedMps;
        if (throttle > 0 && w.grounded() && Math.abs(slipMps) > WHEELSPIN_SLIP_MPS
                && Math.abs(tread) > Math.abs(speedMps) && w.slipRatio() > w.peakSlipRatio()) {
            events.add(VehicleEvent.WHEELSPIN);
        }
    }

    /**
     * Notes {@link VehicleEvent#LOCKUP} when a braked wheel's slip ratio falls below
     * {@link #LOCKUP_SLIP_RATIO} while the vehicle moves.
     *
     * @param w a wheel
     * @param braking true while a brake acts on it
     */
    public void checkLockup(Wheel w, boolean braking) {
        if (braking && Math.abs(speedMps) > LOCKUP_ABOVE_MPS && w.slipRatio() < LOCKUP_SLIP_RATIO) {
            events.add(VehicleEvent.LOCKUP);
        }
    }

    /** @param event an event of the vehicle's own to note */
    public void add(VehicleEvent event) {
        events.add(event);
    }

    /**
     * Makes the snapshot and ends it: events can be added again after the next {@link #begin}.
     * The sideslip angle is that of the velocity, atan2(v_left, |v_forward|), and 0 near a
     * standstill; the grades are the slopes of the body's forward and left axes.
     *
     * @param timeS simulated time (in seconds)
     * @param in the input applied during the step
     * @param bodyPitchRad sprung-body pitch (in radians, positive = nose down)
     * @param bodyRollRad sprung-body roll (in radians, positive = right side down)
     * @param roadWheelAngleRad mean front road-wheel (car) or handlebar (bike) angle (in radians)
     * @param distanceM odometer (in metres)
     * @param wheels per-wheel state, front wheels first
     * @param kind what the vehicle's kind adds ({@link KindTelemetry#NONE} when nothing)
     * @return the snapshot
     */
    public VehicleSnapshot build(double timeS, VehicleInput in, double bodyPitchRad, double bodyRollRad,
            double roadWheelAngleRad, double distanceM, List<WheelTelemetry> wheels, KindTelemetry kind) {
        Vec3 f = forward;
        Vec3 l = left;
        Vec3 a = body.acceleration();
        double beta = Maths.hypot(speedMps, lateralMps) > SIDESLIP_ABOVE_MPS
                ? Maths.atan2(lateralMps, Math.abs(speedMps)) : 0.0;
        EnumSet<VehicleEvent> stepEvents = events;
        events = null;
        return new VehicleSnapshot(timeS, body.position(), body.velocity(), f, up, body.heading(), speedMps,
                a.dot(f), a.dot(l), body.yawRate(), beta, bodyPitchRad, bodyRollRad,
                powertrain.engine().rpm(), powertrain.driveline().engineTorqueNm(),
                powertrain.gearbox().targetGear(), powertrain.gearbox().isAutomatic(),
                powertrain.driveline().engagement(),
                !powertrain.driveline().isLocked() && powertrain.gearbox().overallRatio() != 0, in,
                roadWheelAngleRad, distanceM, slopePct(f), slopePct(l), wheels, stepEvents, kind);
    }

    /**
     * @param axis a unit axis of the body
     * @return its slope, rise over horizontal run (in percent): the grade of the forward axis,
     *     the side slope of the left one
     */
    public static double slopePct(Vec3 axis) {
        return 100 * axis.y() / Math.max(Maths.hypot(axis.x(), axis.z()), 1e-6);
    }
}
