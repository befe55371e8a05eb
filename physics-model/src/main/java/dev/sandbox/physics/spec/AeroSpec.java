package dev.sandbox.physics.spec;

/**
 * Aerodynamic drag data ([Palmer, eq. 8.3, 8.16]).
 *
 * @param dragCoefficient C_D (dimensionless, &gt;0)
 * @param frontalAreaM2 frontal area A (in square metres, &gt;0)
 * @param tuckedFrontalAreaM2 frontal area with the rider tucked in (in square metres; equal to
 *     the frontal area for a car)
 * @param airDensityKgM3 air density rho (in kg per cubic metre)
 */
public record AeroSpec(double dragCoefficient, double frontalAreaM2, double tuckedFrontalAreaM2,
        double airDensityKgM3) {
}
