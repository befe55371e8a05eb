package dev.sandbox.physics.tyre;

import dev.sandbox.physics.math.Maths;

/**
 * A tyre's force in its own ground frame.
 *
 * @param longitudinalN along the wheel's heading (in newtons, positive = forward)
 * @param lateralN across the wheel (in newtons, positive = to the left)
 */
public record TyreForce(double longitudinalN, double lateralN) {

    /** No force. */
    public static final TyreForce ZERO = new TyreForce(0, 0);

    /** @return the magnitude of the resultant (in newtons) */
    public double magnitudeN() {
        return Maths.hypot(longitudinalN, lateralN);
    }
}
