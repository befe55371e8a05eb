package dev.sandbox.physics.spec;

/**
 * One axle's wheel and tyre size.
 *
 * @param radiusM loaded rolling radius (in metres, &gt;0)
 * @param widthM tread width (in metres, &gt;0)
 * @param inertiaKgM2 spin inertia of one wheel with tyre, brake disc and hub (in kg m^2, &gt;0)
 * @param corneringStiffnessFactor this axle's tyre cornering stiffness relative to the tyre
 *     spec's (dimensionless, &gt;0; e.g. a wider rear tyre is stiffer)
 */
public record WheelSpec(double radiusM, double widthM, double inertiaKgM2, double corneringStiffnessFactor) {
}
