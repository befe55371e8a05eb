package dev.sandbox.physics.car;

import dev.sandbox.physics.chassis.BodyMotion;
import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.math.Maths;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.powertrain.Engine;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import java.util.EnumSet;
import java.util.List;

/** Builds the car's immutable snapshot after a step and decides the step's events. */
final class CarTelemetry {

    private static final double WHEELSPIN_SLIP_MPS = 1.5;
    private static final double LOCKUP_SLIP_RATIO = -0.5;

    private final Car car;

    CarTelemetry(Car car) {
        this.car = car;
    }

    VehicleSnapshot build(VehicleInput in, boolean collision) {
        BodyMotion body = car.body();
        Engine engine = car.engine();
        Vec3 f = body.forward();
        Vec3 up = body.up();
        Vec3 l = up.cross(f);
        Vec3 v = body.velocity();
        Vec3 a = body.acceleration();
        double speed = v.dot(f);
        double lateral = v.dot(l);
        EnumSet<VehicleEvent> events = EnumSet.noneOf(VehicleEvent.class);
        Wheel[] all = car.wheels();
        WheelTelemetry[] wheels = new WheelTelemetry[all.length];
        for (int i = 0; i < all.length; i++) {
            Wheel w = all[i];
            wheels[i] = w.telemetry();
            if (!w.grounded()) {
                events.add(VehicleEvent.WHEEL_AIRBORNE);
            }
            double slipMps = w.omega() * w.radiusM() - speed;
            if (in.throttle() > 0 && w.grounded() && Math.abs(slipMps) > WHEELSPIN_SLIP_MPS
                    && Math.abs(w.omega() * w.radiusM()) > Math.abs(speed)) {
                events.add(VehicleEvent.WHEELSPIN);
            }
            if ((in.brake() > 0 || in.handbrake() > 0) && Math.abs(speed) > 2 && w.slipRatio() < LOCKUP_SLIP_RATIO) {
                events.add(VehicleEvent.LOCKUP);
            }
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
        if (car.gearbox().isShifting()) {
            events.add(VehicleEvent.SHIFTING);
        }
        if (collision) {
            events.add(VehicleEvent.COLLISION);
        }
        double horizontal = Maths.hypot(f.x(), f.z());
        double lateralHorizontal = Maths.hypot(l.x(), l.z());
        double beta = Maths.hypot(speed, lateral) > 0.5 ? Math.atan2(lateral, Math.abs(speed)) : 0.0;
        return new VehicleSnapshot(car.timeS(), body.position(), v, f, up, body.heading(), speed,
                a.dot(f), a.dot(l), body.yawRate(), beta, car.loadTransfer().pitchRad(),
                car.loadTransfer().rollRad(), engine.rpm(), car.driveline().engineTorqueNm(),
                car.gearbox().targetGear(), car.gearbox().isAutomatic(), car.driveline().engagement(),
                !car.driveline().isLocked() && car.gearbox().overallRatio() != 0, in,
                car.steering().angleRad(), car.distanceM(), 100 * f.y() / Math.max(horizontal, 1e-6),
                100 * l.y() / Math.max(lateralHorizontal, 1e-6), List.of(wheels), events, null);
    }
}
