package dev.sandbox.physics.provingground;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;

/**
 * The proving ground's test drivers: what a skilled test driver does with the pedals. They
 * read only the snapshot, as a person reads the car, and never touch the model's state.
 */
public final class Drivers {

    /** Slip ratio a launch driver allows the driven tyres before easing off. */
    static final double LAUNCH_SLIP = 0.08;
    /** How fast the launch driver's foot answers a slip error (pedal travel per second per unit slip). */
    static final double PEDAL_RATE = 8.0;
    /** How fast the launch driver's clutch foot answers a slip error (travel per second per unit slip). */
    static final double CLUTCH_RATE = 30.0;
    /** The clutch pedal a launch starts from: partly engaged, the bite point of a practised foot. */
    static final double LAUNCH_CLUTCH = 0.52;
    /** How fast the launch driver lets the clutch out while the tyres hold (pedal travel per second). */
    static final double CLUTCH_RELEASE_PER_S = 0.25;
    /** How fast the launch driver's throttle foot holds the launch rpm (travel per second per unit rpm error). */
    static final double RPM_RATE = 20.0;
    /** Wheelspin beyond this excess slip feels no different to the driver (slip ratios explode near 0 km/h). */
    static final double MAX_FELT_EXCESS = 0.15;
    /** How much twist grip a motorcycle launch rider takes off per unit of slip beyond {@link #LAUNCH_SLIP}. */
    static final double GRIP_GAIN = 10.0;

    private Drivers() {
    }

    /**
     * Full throttle with wheelspin control, as a magazine tester launches a car without
     * traction control: while the clutch still slips in first gear the engine stays flat out
     * and the clutch pedal is fed in or held back so that the driven tyres stay near
     * {@link #LAUNCH_SLIP}, while the throttle holds the engine at its launch rpm (off the
     * limiter, near peak torque); once the clutch has locked, the throttle eases off in proportion to
     * the slip beyond that (a proportional-integral foot).
     *
     * @param s the latest snapshot
     * @param previous the input of the previous step
     * @param launchRpm engine speed the driver holds while the clutch slips (in rpm)
     * @return the pedals for the next step
     */
    public static VehicleInput launch(VehicleSnapshot s, VehicleInput previous, double launchRpm) {
        if (s.bike() != null) {
            return launchMotorcycle(s, previous);
        }
        double slip = 0;
        for (WheelTelemetry w : s.wheels()) {
            if (w.grounded()) {
                slip = Math.max(slip, w.slipRatio());
            }
        }
        double excess = Math.min(slip - LAUNCH_SLIP, MAX_FELT_EXCESS);
        double throttle = previous.throttle();
        double clutch = 0;
        if (s.timeS() == 0) {
            clutch = LAUNCH_CLUTCH;
            throttle = 1.0;
        } else if (s.clutchSlipping() && s.gear() == 1 && s.speedMps() < 10) {
            double rpmError = (s.engineRpm() - launchRpm) / launchRpm;
            throttle = Units.clamp(previous.throttle() - TestTrack.DT * RPM_RATE * rpmError, 0.5, 1.0);
            double rate = excess > 0 ? CLUTCH_RATE * excess : -CLUTCH_RELEASE_PER_S;
            clutch = Units.clamp(previous.clutch() + TestTrack.DT * rate, 0, 0.8);
        } else {
            throttle = Units.clamp(throttle - TestTrack.DT * PEDAL_RATE * excess, 0.3, 1.0);
        }
        return new VehicleInput(throttle, 0, 0, 0, clutch, false, false, previous.tuck());
    }

    /**
     * A motorcycle launch: the clutch is left to the automatic clutch, which slips with the engine
     * near its launch rpm; the twist grip is eased in proportion to the rear tyre's slip beyond
     * {@link #LAUNCH_SLIP} (a quick proportional hand: the light rear wheel spins up far faster
     * than a car's), and the rider model itself keeps the front wheel skimming the road, which is
     * what limits a litre sports bike's launch.
     *
     * @param s the latest snapshot (of a motorcycle)
     * @param previous the input of the previous step
     * @return the controls for the next step
     */
    static VehicleInput launchMotorcycle(VehicleSnapshot s, VehicleInput previous) {
        WheelTelemetry rear = s.wheels().get(s.wheels().size() - 1);
        double slip = rear.grounded() ? rear.slipRatio() : 0;
        double throttle = Units.clamp(1.0 - GRIP_GAIN * (slip - LAUNCH_SLIP), 0.5, 1.0);
        return new VehicleInput(throttle, 0, 0, 0, 0, false, false, previous.tuck());
    }

    /**
     * A proportional-integral speed holder.
     */
    public static final class SpeedHold {
        private double integral;

        /**
         * @param s the latest snapshot
         * @param targetMps speed to hold (in metres per second)
         * @return pedal input: throttle and brake
         */
        public VehicleInput pedals(VehicleSnapshot s, double targetMps) {
            double error = targetMps - s.speedMps();
            integral = Units.clamp(integral + error * 0.001, -2, 2);
            double u = 0.5 * error + 0.8 * integral;
            return u >= 0 ? VehicleInput.pedals(Units.clamp(u, 0, 1), 0) : VehicleInput.pedals(0, Units.clamp(-u, 0, 1));
        }
    }
}
