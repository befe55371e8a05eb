package dev.sandbox.physics.car;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.sim.SnapshotBuilder;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import java.util.List;

/**
 * Builds the car's immutable snapshot after a step: the shared events of
 * {@link SnapshotBuilder}, any of the four wheels in the air, spinning or locked (the
 * handbrake locks too), the sprung body's pitch, roll and heave (with a tip onto two wheels
 * added, and an overturned car's pose on its side or roof, with the crash event), and the
 * road's torque on the steering wheel.
 */
final class CarTelemetry {

    private final Car car;
    private final SnapshotBuilder builder;

    CarTelemetry(Car car) {
        this.car = car;
        this.builder = new SnapshotBuilder(car.body(), car.powertrain());
    }

    VehicleSnapshot build(VehicleInput in, boolean collision) {
        builder.begin(collision);
        Wheel[] all = car.wheels();
        WheelTelemetry[] wheels = new WheelTelemetry[all.length];
        for (int i = 0; i < all.length; i++) {
            Wheel w = all[i];
            wheels[i] = WheelTelemetry.of(w);
            builder.checkWheelInAir(w);
            builder.checkWheelspin(w, in.throttle());
            builder.checkLockup(w, in.brake() > 0 || in.handbrake() > 0);
        }
        SprungBody sprung = car.sprungBody();
        Rollover rollover = car.rollover();
        if (rollover.over()) {
            builder.add(VehicleEvent.CRASHED);
        }
        return builder.build(car.timeS(), in,
                rollover.over() ? rollover.restingPitchRad() : sprung.pitchRad() + rollover.tipPitchRad(),
                rollover.over() ? rollover.restingRollRad() : sprung.rollRad() + rollover.tipRollRad(),
                car.steering().angleRad(), car.distanceM(), List.of(wheels),
                new CarBodyTelemetry(sprung.heaveM(), car.steering().steeringWheelTorqueNm(all[0], all[1])));
    }
}
