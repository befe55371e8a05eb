package dev.sandbox.physics.sim;

import dev.sandbox.physics.math.Units;

/**
 * What the driver or rider does during one step. Axes follow ISO 8855: positive steer turns
 * the vehicle to the left.
 *
 * @param throttle accelerator pedal or twist grip (0..1)
 * @param brake brake pedal (0..1); on the motorcycle it works both brakes, front-biased
 * @param steer steering wish (-1..1, positive = left); the car maps it to a road-wheel angle,
 *     the motorcycle's rider to a target lean
 * @param handbrake handbrake lever (0..1), locks the car's rear wheels
 * @param clutch clutch pedal (0..1, 1 = fully pressed = disengaged); 0 leaves the automatic
 *     clutch in charge
 * @param shiftUp a shift-up request, acted on when it rises from false to true
 * @param shiftDown a shift-down request, acted on when it rises from false to true
 * @param tuck the rider tucks behind the screen (motorcycle only)
 */
public record VehicleInput(double throttle, double brake, double steer, double handbrake,
        double clutch, boolean shiftUp, boolean shiftDown, boolean tuck) {

    /** No pedals, no steering, no requests. */
    public static final VehicleInput IDLE = new VehicleInput(0, 0, 0, 0, 0, false, false, false);

    /** Clamps every axis to its range and turns NaN into 0, so hostile input cannot poison the model. */
    public VehicleInput {
        throttle = sanitize(throttle, 0, 1);
        brake = sanitize(brake, 0, 1);
        steer = sanitize(steer, -1, 1);
        handbrake = sanitize(handbrake, 0, 1);
        clutch = sanitize(clutch, 0, 1);
    }

    /** @return pedals only: throttle and brake, wheel straight */
    public static VehicleInput pedals(double throttle, double brake) {
        return new VehicleInput(throttle, brake, 0, 0, 0, false, false, false);
    }

    /** @return a copy with the given steer */
    public VehicleInput withSteer(double newSteer) {
        return new VehicleInput(throttle, brake, newSteer, handbrake, clutch, shiftUp, shiftDown, tuck);
    }

    /** @return a copy with the given handbrake */
    public VehicleInput withHandbrake(double newHandbrake) {
        return new VehicleInput(throttle, brake, steer, newHandbrake, clutch, shiftUp, shiftDown, tuck);
    }

    /** @return a copy with the given shift requests */
    public VehicleInput withShift(boolean up, boolean down) {
        return new VehicleInput(throttle, brake, steer, handbrake, clutch, up, down, tuck);
    }

    /** @return a copy with the given clutch pedal */
    public VehicleInput withClutch(double newClutch) {
        return new VehicleInput(throttle, brake, steer, handbrake, newClutch, shiftUp, shiftDown, tuck);
    }

    /** @return a copy with the tuck flag set */
    public VehicleInput withTuck(boolean newTuck) {
        return new VehicleInput(throttle, brake, steer, handbrake, clutch, shiftUp, shiftDown, newTuck);
    }

    private static double sanitize(double v, double lo, double hi) {
        return Double.isNaN(v) ? 0.0 : Units.clamp(v, lo, hi);
    }
}
