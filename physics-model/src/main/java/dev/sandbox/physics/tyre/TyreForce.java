package dev.sandbox.physics.tyre;

import dev.sandbox.physics.math.Maths;

/**
 * A tyre's force and aligning moment in its own ground frame.
 *
 * @param longitudinalN along the wheel's heading (in newtons, positive = forward)
 * @param lateralN across the wheel (in newtons, positive = to the left)
 * @param aligningMomentNm moment about the vertical through the contact centre (in newton
 *     metres, positive = turning the wheel to the left, ISO 8855); a lateral force acting a
 *     pneumatic trail behind the centre turns the wheel towards its direction of travel
 */
public record TyreForce(double longitudinalN, double lateralN, double aligningMomentNm) {

    /** No force. */
    public static final TyreForce ZERO = new TyreForce(0, 0, 0);

    /**
     * A force without aligning moment.
     *
     * @param longitudinalN along the wheel's heading (in newtons, positive = forward)
     * @param lateralN across the wheel (in newtons, positive = to the left)
     */
    public TyreForce(double longitudinalN, double lateralN) {
        this(longitudinalN, lateralN, 0);
    }

    /** @return the magnitude of the resultant force (in newtons) */
    public double magnitudeN() {
        return Maths.hypot(longitudinalN, lateralN);
    }
}
