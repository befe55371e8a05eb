package dev.sandbox.physics.provingground;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;

/**
 * The proving ground's test drivers: what a skilled test driver does with the pedals. They
 * read only the snapshot, as a person reads the car, and never touch the model's state. The
 * standing start's driver is {@link LaunchDriver}.
 */
public final class Drivers {

    private Drivers() {
    }

    /**
     * A proportional-integral speed holder.
     */
    public static final class SpeedHold {
        /** Integral gain (throttle per metre of speed error integrated over time). */
        private static final double INTEGRAL_GAIN = 0.8;
        private double integral;

        /** A holder that starts from the pedals at rest. */
        public SpeedHold() {
        }

        /**
         * A holder that takes over from a driver holding a throttle: at the target speed it asks
         * for that throttle at once, so the handover moves no pedal.
         *
         * @param throttle the throttle being held (0..1)
         */
        public SpeedHold(double throttle) {
            integral = throttle / INTEGRAL_GAIN;
        }

        /**
         * @param s the latest snapshot
         * @param targetMps speed to hold (in metres per second)
         * @return pedal input: throttle and brake
         */
        public VehicleInput pedals(VehicleSnapshot s, double targetMps) {
            double error = targetMps - s.speedMps();
            integral = Units.clamp(integral + error * 0.001, -2, 2);
            double u = 0.5 * error + INTEGRAL_GAIN * integral;
            return u >= 0 ? VehicleInput.pedals(Units.clamp(u, 0, 1), 0) : VehicleInput.pedals(0, Units.clamp(-u, 0, 1));
        }
    }
}
