package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.BodyMotion;
import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.math.Maths;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.powertrain.Engine;
import dev.sandbox.physics.sim.BikeTelemetry;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import java.util.EnumSet;
import java.util.List;

/** Builds the motorcycle's immutable snapshot after a step and decides the step's events. */
final class MotorcycleTelemetry {

    private static final double WHEELSPIN_SLIP_MPS = 1.5;
    private static final double LOCKUP_SLIP_RATIO = -0.5;

    private final Motorcycle bike;

    MotorcycleTelemetry(Motorcycle bike) {
        this.bike = bike;
    }

    VehicleSnapshot build(VehicleInput in, boolean collision) {
        BodyMotion body = bike.body();
        Engine engine = bike.engine();
        LeanDynamics lean = bike.lean();
        PitchMotion pitch = bike.pitch();
        Rider rider = bike.rider();
        Vec3 f = body.forward();
        Vec3 up = body.up();
        Vec3 l = up.cross(f);
        Vec3 v = body.velocity();
        Vec3 a = body.acceleration();
        double speed = v.dot(f);
        double lateral = v.dot(l);
        EnumSet<VehicleEvent> events = EnumSet.noneOf(VehicleEvent.class);
        Wheel front = bike.frontWheel();
        Wheel rear = bike.rearWheel();
        boolean down = bike.crashed();
        for (Wheel w : new Wheel[] {front, rear}) {
            if (!w.grounded() && !down) {
                events.add(VehicleEvent.WHEEL_AIRBORNE);
            }
            double slipMps = w.omega() * w.radiusM() - speed;
            if (w == rear && in.throttle() > 0 && w.grounded() && Math.abs(slipMps) > WHEELSPIN_SLIP_MPS
                    && Math.abs(w.omega() * w.radiusM()) > Math.abs(speed)) {
                events.add(VehicleEvent.WHEELSPIN);
            }
            if (in.brake() > 0 && Math.abs(speed) > 2 && w.slipRatio() < LOCKUP_SLIP_RATIO) {
                events.add(VehicleEvent.LOCKUP);
            }
        }
        boolean onGround = !body.airborne() && !down;
        if (onGround && !front.grounded() && rear.grounded() && pitch.pitchRad() >= 0) {
            events.add(VehicleEvent.WHEELIE);
        }
        if (onGround && !rear.grounded() && front.grounded() && pitch.pitchRad() <= 0) {
            events.add(VehicleEvent.STOPPIE);
        }
        if (bike.crashed()) {
            events.add(VehicleEvent.CRASHED);
        }
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
        if (bike.gearbox().isShifting()) {
            events.add(VehicleEvent.SHIFTING);
        }
        if (collision) {
            events.add(VehicleEvent.COLLISION);
        }
        double horizontal = Maths.hypot(f.x(), f.z());
        double lateralHorizontal = Maths.hypot(l.x(), l.z());
        double beta = Maths.hypot(speed, lateral) > 0.5 ? Math.atan2(lateral, Math.abs(speed)) : 0.0;
        BikeTelemetry b = new BikeTelemetry(lean.leanRad(), rider.targetLeanRad(), rider.bodyLeanRad(),
                rider.handlebarRad(), rider.countersteering(), front.load(), rear.load(), rider.footDown(),
                bike.crashed());
        return new VehicleSnapshot(bike.timeS(), body.position(), v, f, up, body.heading(), speed,
                a.dot(f), a.dot(l), body.yawRate(), beta, pitch.suspensionPitchRad() - pitch.pitchRad(),
                lean.leanRad(), engine.rpm(), bike.driveline().engineTorqueNm(),
                bike.gearbox().targetGear(), bike.gearbox().isAutomatic(), bike.driveline().engagement(),
                !bike.driveline().isLocked() && bike.gearbox().overallRatio() != 0, in,
                rider.handlebarRad(), bike.distanceM(), 100 * f.y() / Math.max(horizontal, 1e-6),
                100 * l.y() / Math.max(lateralHorizontal, 1e-6), List.of(front.telemetry(), rear.telemetry()),
                events, b);
    }
}
