package dev.sandbox.physics.spec;

/**
 * Mass, geometry and body response of a vehicle.
 *
 * @param massKg vehicle mass without driver or rider (in kilograms, &gt;0)
 * @param driverMassKg driver or rider mass (in kilograms, &ge;0)
 * @param wheelbaseM distance between the axles (in metres, &gt;0)
 * @param cgToFrontAxleM horizontal distance from the front axle to the centre of mass, driver
 *     included (in metres, 0..wheelbase)
 * @param cgHeightM height of the centre of mass above the ground (in metres, &gt;0)
 * @param trackFrontM front track width (in metres; 0 for a motorcycle)
 * @param trackRearM rear track width (in metres; 0 for a motorcycle)
 * @param yawInertiaKgM2 moment of inertia about the vertical axis, driver included (in kg m^2)
 * @param rollInertiaKgM2 moment of inertia about the roll axis through the contact line, driver
 *     included (in kg m^2; used by the motorcycle's lean)
 * @param lengthM overall length (in metres)
 * @param widthM overall width (in metres)
 * @param heightM overall height (in metres)
 * @param pitchGradientDegPerG motorcycle: body pitch per g of longitudinal acceleration (in
 *     degrees; NaN for a car, whose pitch comes from its {@link SuspensionSpec})
 * @param rollGradientDegPerG sprung-body roll per g of lateral acceleration (in degrees): the
 *     car's anti-roll bars are sized for it
 * @param loadTransferLagS motorcycle: time constant of the suspension's load-transfer response
 *     (in seconds; NaN for a car)
 * @param frontRollStiffnessShare front axle's share of the total roll stiffness (0..1)
 */
public record ChassisSpec(double massKg, double driverMassKg, double wheelbaseM,
        double cgToFrontAxleM, double cgHeightM, double trackFrontM, double trackRearM,
        double yawInertiaKgM2, double rollInertiaKgM2, double lengthM, double widthM,
        double heightM, double pitchGradientDegPerG, double rollGradientDegPerG,
        double loadTransferLagS, double frontRollStiffnessShare) {

    /** @return mass with driver or rider (in kilograms) */
    public double totalMassKg() {
        return massKg + driverMassKg;
    }

    /** @return horizontal distance from the centre of mass to the rear axle (in metres) */
    public double cgToRearAxleM() {
        return wheelbaseM - cgToFrontAxleM;
    }
}
