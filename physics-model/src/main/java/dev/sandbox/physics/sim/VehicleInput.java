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
 * @param wheelBrakes the car's brake demand per wheel from an anti-lock or stability controller,
 *     or null when the pedal brakes every wheel through the fixed brake balance (the motorcycle's
 *     rider works its levers from {@code brake} alone)
 */
public record VehicleInput(double throttle, double brake, double steer, double handbrake,
        double clutch, boolean shiftUp, boolean shiftDown, boolean tuck, WheelBrakes wheelBrakes) {

    /** No pedals, no steering, no requests. */
    public static final VehicleInput IDLE = new VehicleInput(0, 0, 0, 0, 0, false, false, false);

    /** The driver's own controls, the pedal braking every wheel. */
    public VehicleInput(double throttle, double brake, double steer, double handbrake,
            double clutch, boolean shiftUp, boolean shiftDown, boolean tuck) {
        this(throttle, brake, steer, handbrake, clutch, shiftUp, shiftDown, tuck, null);
    }

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
        return new VehicleInput(throttle, brake, newSteer, handbrake, clutch, shiftUp, shiftDown, tuck, wheelBrakes);
    }

    /** @return a copy with the given handbrake */
    public VehicleInput withHandbrake(double newHandbrake) {
        return new VehicleInput(throttle, brake, steer, newHandbrake, clutch, shiftUp, shiftDown, tuck, wheelBrakes);
    }

    /** @return a copy with the given shift requests */
    public VehicleInput withShift(boolean up, boolean down) {
        return new VehicleInput(throttle, brake, steer, handbrake, clutch, up, down, tuck, wheelBrakes);
    }

    /** @return a copy with the given clutch pedal */
    public VehicleInput withClutch(double newClutch) {
        return new VehicleInput(throttle, brake, steer, handbrake, newClutch, shiftUp, shiftDown, tuck, wheelBrakes);
    }

    /** @return a copy with the given throttle */
    public VehicleInput withThrottle(double newThrottle) {
        return new VehicleInput(newThrottle, brake, steer, handbrake, clutch, shiftUp, shiftDown, tuck, wheelBrakes);
    }

    /** @return a copy with the given brake pedal */
    public VehicleInput withBrake(double newBrake) {
        return new VehicleInput(throttle, newBrake, steer, handbrake, clutch, shiftUp, shiftDown, tuck, wheelBrakes);
    }

    /** @return a copy with the given brake demand per wheel (null: the pedal brakes every wheel) */
    public VehicleInput withWheelBrakes(WheelBrakes newWheelBrakes) {
        return new VehicleInput(throttle, brake, steer, handbrake, clutch, shiftUp, shiftDown, tuck, newWheelBrakes);
    }

    /**
     * @param wheel index in the snapshot's wheel order
     * @return the share of that wheel's full brake torque asked for (0..1): the per-wheel
     *     demand when there is one, else the pedal
     */
    public double brakeShare(int wheel) {
        return wheelBrakes == null ? brake : wheelBrakes.share(wheel);
    }

    private static double sanitize(double v, double lo, double hi) {
        return Double.isNaN(v) ? 0.0 : Units.clamp(v, lo, hi);
    }
}
