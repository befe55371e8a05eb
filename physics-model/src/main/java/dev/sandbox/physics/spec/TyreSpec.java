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
 * @param corneringStiffnessPeakLoad p_Ky2 of [Pacejka 2012, §4.3.2]: the cornering stiffness
 *     grows with load as sin(2 atan(Fz / (p_Ky2 Fz0))) and peaks at p_Ky2 times the reference
 *     load, so a pair of tyres loses stiffness when load moves from one to the other
 * @param pneumaticTrailM the pneumatic trail at vanishing slip, t0 (in metres; 0 = no aligning
 *     moment): the lateral force acts this far behind the contact centre at small slip
 */
public record TyreSpec(TyreModelKind model, double longitudinalFriction, double lateralFriction,
        double longitudinalStiffness, double corneringStiffness, double longitudinalShape,
        double lateralShape, double curvature, double loadSensitivity, double referenceLoadN,
        double relaxationLengthM, double camberStiffness, double corneringStiffnessPeakLoad,
        double pneumaticTrailM) {

    /**
     * @param factor multiplier of the cornering stiffness (an axle's {@link WheelSpec#corneringStiffnessFactor()})
     * @return this tyre with its cornering stiffness scaled
     */
    public TyreSpec withCorneringStiffnessScaled(double factor) {
        return new TyreSpec(model, longitudinalFriction, lateralFriction, longitudinalStiffness,
                corneringStiffness * factor, longitudinalShape, lateralShape, curvature, loadSensitivity,
                referenceLoadN, relaxationLengthM, camberStiffness, corneringStiffnessPeakLoad,
                pneumaticTrailM);
    }

    /**
     * One axle's tyre: this tyre's construction (friction, shape, stiffness per newton of nominal
     * load, load sensitivity) in the axle's size. A tyre of a larger size carries a larger nominal
     * load F_z0, and the Magic Formula gives its cornering stiffness and friction as functions of
     * the load over F_z0 [Pacejka 2012, §4.3.2]: at the same load the larger tyre is stiffer and
     * keeps more of its stiffness when load moves onto it.
     *
     * @param axle the axle's wheel
     * @return the axle's tyre: the cornering stiffness scaled by the axle's factor, and the
     *     axle's own nominal load where it gives one
     */
    public TyreSpec forAxle(WheelSpec axle) {
        TyreSpec scaled = withCorneringStiffnessScaled(axle.corneringStiffnessFactor());
        if (!axle.hasOwnReferenceLoad()) {
            return scaled;
        }
        return new TyreSpec(model, longitudinalFriction, lateralFriction, longitudinalStiffness,
                scaled.corneringStiffness, longitudinalShape, lateralShape, curvature, loadSensitivity,
                axle.tyreReferenceLoadN(), relaxationLengthM, camberStiffness, corneringStiffnessPeakLoad,
                pneumaticTrailM);
    }

    /**
     * @param loadN the tyre's load (in newtons, &gt;0)
     * @return the cornering stiffness at that load, K(Fz) = {@link #corneringStiffnessPerNAt} times
     *     the load (in newtons per radian)
     */
    public double corneringStiffnessAt(double loadN) {
        return corneringStiffnessPerNAt(loadN) * loadN;
    }

    /**
     * The cornering stiffness per unit load at a load: K(Fz) / Fz with
     * K(Fz) = k Fz0 sin(2 atan(Fz / (p_Ky2 Fz0))) / sin(2 atan(1 / p_Ky2))
     * [Pacejka 2012, §4.3.2], so that K(Fz0) = k Fz0 as {@link #corneringStiffness} says. Since
     * sin(2 atan(u)) = 2u / (1 + u^2), this is k (p^2 + 1) / (p^2 + x^2) with x = Fz / Fz0: no
     * trigonometry in the step.
     *
     * @param loadN the tyre's load (in newtons, &gt;0)
     * @return cornering stiffness per unit load (1 per radian)
     */
    public double corneringStiffnessPerNAt(double loadN) {
        double x = loadN / referenceLoadN;
        double p2 = corneringStiffnessPeakLoad * corneringStiffnessPeakLoad;
        return corneringStiffness * (p2 + 1) / (p2 + x * x);
    }
}
