package dev.sandbox.app.core.vehicle;

import dev.sandbox.physics.spec.VehicleSpec;

/**
 * How a kind of vehicle takes a player's wheel, shifter and handbrake: how a steering wheel's angle
 * becomes the steer input, and whether its gearbox has a gate whose released lever is neutral.
 *
 * @param hPattern true for a gearbox with an H-pattern gate (a car's manual): with an
 *     H-shifter in use, a released lever is neutral; false for a sequential box (a
 *     motorcycle's), which keeps the gear it was clicked into
 * @param wheel how a steering wheel's angle becomes the steer input
 * @param handbrakeLever true when the kind has a handbrake lever (and its dashboard a lamp for it)
 */
public record KindControls(boolean hPattern, WheelSteering wheel, boolean handbrakeLever) {

    /** How a steering wheel's angle becomes the steer input of a kind. */
    @FunctionalInterface
    public interface WheelSteering {

        /**
         * @param spec the vehicle's data
         * @param wheelAngleRad the player's wheel angle from centre (in radians, + = left)
         * @param halfRotationRad the player's wheel's angle at its stop, half its rotation lock
         *     to lock (in radians, &gt;0)
         * @param speedMps current speed (in metres per second, &ge;0)
         * @return the steer input (-1..1 once clamped, + = left)
         */
        double steer(VehicleSpec spec, double wheelAngleRad, double halfRotationRad, double speedMps);
    }
}
