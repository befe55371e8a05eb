package dev.sandbox.physics.spec;

/**
 * One axle's wheel and tyre size.
 *
 * @param radiusM loaded rolling radius (in metres, &gt;0)
 * @param widthM tread width (in metres, &gt;0)
 * @param inertiaKgM2 spin inertia of one wheel with tyre, brake disc and hub (in kg m^2, &gt;0)
 * @param corneringStiffnessFactor this axle's tyre cornering stiffness relative to the tyre
 *     spec's (dimensionless, &gt;0; e.g. a wider rear tyre is stiffer)
 * @param tyreSize the axle's tyre designation, or null where the spec gives none
 * @param tyreReferenceLoadN this axle's tyre's nominal load F_z0, the load at which its
 *     {@link TyreSpec#corneringStiffness()} per newton and its friction coefficients hold (in
 *     newtons, &gt;0); NaN where the axle's tyre is the {@link TyreSpec}'s own, at its
 *     {@link TyreSpec#referenceLoadN()}
 */
public record WheelSpec(double radiusM, double widthM, double inertiaKgM2, double corneringStiffnessFactor,
        TyreSize tyreSize, double tyreReferenceLoadN) {

    /**
     * A wheel whose tyre is the tyre spec's, at its reference load, with no size given.
     *
     * @param radiusM loaded rolling radius (in metres, &gt;0)
     * @param widthM tread width (in metres, &gt;0)
     * @param inertiaKgM2 spin inertia (in kg m^2, &gt;0)
     * @param corneringStiffnessFactor cornering stiffness relative to the tyre spec's (&gt;0)
     */
    public WheelSpec(double radiusM, double widthM, double inertiaKgM2, double corneringStiffnessFactor) {
        this(radiusM, widthM, inertiaKgM2, corneringStiffnessFactor, null, Double.NaN);
    }

    /** @return true when this axle's tyre has a nominal load of its own */
    public boolean hasOwnReferenceLoad() {
        return !Double.isNaN(tyreReferenceLoadN);
    }
}
