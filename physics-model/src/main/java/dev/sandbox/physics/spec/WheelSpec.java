package dev.sandbox.physics.spec;

/**
 * One axle's wheel and tyre size.
 *
 * @param radiusM loaded rolling radius (in metres, &gt;0)
 * @param widthM tread width (in metres, &gt;0)
 * @param inertiaKgM2 spin inertia of one wheel with tyre, brake disc and hub (in kg m^2, &gt;0)
 */
public record WheelSpec(double radiusM, double widthM, double inertiaKgM2) {
}
