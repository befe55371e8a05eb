package dev.sandbox.physics.spec;

/**
 * Tyre force data, scaled by the surface grip of the ground under each tyre.
 *
 * @param model which force model
 * @param longitudinalFriction peak longitudinal friction coefficient on dry asphalt at the
 *     reference load
 * @param lateralFriction peak lateral friction coefficient on dry asphalt at the reference load
 * @param longitudinalStiffness slip stiffness per unit load (1 per unit slip ratio)
 * @param corneringStiffness cornering stiffness per unit load (1 per radian)
 * @param longitudinalShape Magic Formula C for Fx
 * @param lateralShape Magic Formula C for Fy
 * @param curvature Magic Formula E (both directions)
 * @param loadSensitivity fall of the friction coefficient per unit of load above the
 *     reference load (0 = none)
 * @param referenceLoadN the load at which the friction coefficients hold (in newtons)
 * @param relaxationLengthM distance the tyre rolls to build up its force (in metres)
 * @param camberStiffness camber thrust per unit load per radian of lean (motorcycle tyres)
 */
public record TyreSpec(TyreModelKind model, double longitudinalFriction, double lateralFriction,
        double longitudinalStiffness, double corneringStiffness, double longitudinalShape,
        double lateralShape, double curvature, double loadSensitivity, double referenceLoadN,
        double relaxationLengthM, double camberStiffness) {

    /**
     * @param factor multiplier of the cornering stiffness (an axle's {@link WheelSpec#corneringStiffnessFactor()})
     * @return this tyre with its cornering stiffness scaled
     */
    public TyreSpec withCorneringStiffnessScaled(double factor) {
        return new TyreSpec(model, longitudinalFriction, lateralFriction, longitudinalStiffness,
                corneringStiffness * factor, longitudinalShape, lateralShape, curvature, loadSensitivity,
                referenceLoadN, relaxationLengthM, camberStiffness);
    }
}
