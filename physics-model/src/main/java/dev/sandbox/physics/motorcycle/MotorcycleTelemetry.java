package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.sim.SnapshotBuilder;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import java.util.List;

/**
 * Builds the motorcycle's immutable snapshot after a step: the shared events of
 * {@link SnapshotBuilder}, a wheel in the air (not counted once the bike is down), the rear
 * wheel spinning, a wheel locked under the brakes, wheelie, stoppie and the fall, and the
 * bike's own state: lean, rider and wheel loads.
 */
final class MotorcycleTelemetry {

    private final Motorcycle bike;
    private final SnapshotBuilder builder;

    MotorcycleTelemetry(Motorcycle bike) {
        this.bike = bike;
        this.builder = new SnapshotBuilder(bike.body(), bike.powertrain());
    }

    VehicleSnapshot build(VehicleInput in, boolean collision) {
        LeanDynamics lean = bike.lean();
        PitchMotion pitch = bike.pitch();
        Rider rider = bike.rider();
        Wheel front = bike.frontWheel();
        Wheel rear = bike.rearWheel();
        boolean down = bike.crashed();
        builder.begin(collision);
        if (!down) {
            builder.checkWheelInAir(front);
            builder.checkWheelInAir(rear);
        }
        builder.checkWheelspin(rear, rider.levers().throttle());
        builder.checkLockup(front, in.brake() > 0);
        builder.checkLockup(rear, in.brake() > 0);
        boolean onGround = !bike.body().airborne() && !down;
        if (onGround && !front.grounded() && rear.grounded() && pitch.pitchRad() >= 0) {
            builder.add(VehicleEvent.WHEELIE);
        }
        if (onGround && !rear.grounded() && front.grounded() && pitch.pitchRad() <= 0) {
            builder.add(VehicleEvent.STOPPIE);
        }
        if (down) {
            builder.add(VehicleEvent.CRASHED);
        }
        BikeTelemetry b = new BikeTelemetry(lean.leanRad(), rider.targetLeanRad(), rider.bodyLeanRad(),
                bike.steer().steerRad(), rider.countersteering(), front.load(), rear.load(), rider.footDown(), down,
                bike.steer().riderTorqueNm(), rider.levers().throttle());
        return builder.build(bike.timeS(), in, pitch.suspensionPitchRad() - pitch.pitchRad(), lean.leanRad(),
                bike.steer().steerRad(), bike.distanceM(), List.of(WheelTelemetry.of(front), WheelTelemetry.of(rear)), b);
    }
}
