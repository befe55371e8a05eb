package dev.sandbox.physics.spec;

/**
 * A car's suspension: four spring-damper corners under a sprung body, with anti-roll bars
 * sized from the chassis' roll gradient and front roll-stiffness share, and the linkage
 * geometry that carries part of the load transfer without deflecting the springs.
 *
 * @param frontRideFrequencyHz natural frequency of a front corner's sprung mass on its spring
 *     (in hertz) [Milliken, ch. 16]
 * @param rearRideFrequencyHz the same at the rear (in hertz)
 * @param frontDampingRatio a front corner's damping over critical damping (0.05..2)
 * @param rearDampingRatio the same at the rear
 * @param antiDive share of the braking load transfer the front linkage carries (0..1) [Gillespie, ch. 5]
 * @param antiSquat share of the driving load transfer the rear linkage carries (0..1)
 * @param frontRollCentreHeightM height of the front roll centre (in metres): the lateral load
 *     transfer m_f a_y h_rc / t goes through the links, the rest through springs and bars
 * @param rearRollCentreHeightM the same at the rear (in metres)
 * @param frontUnsprungMassKg mass of one front wheel, tyre, brake and upright (in kilograms)
 * @param rearUnsprungMassKg the same at the rear (in kilograms)
 * @param pitchInertiaKgM2 the sprung body's moment of inertia about its pitch axis (in kg m^2)
 * @param bumpTravelM spring compression from static to the bump stop (in metres)
 * @param droopTravelM spring extension from static until the wheel hangs (in metres)
 * @param frontStaticCamberDeg a front wheel's camber at rest (in degrees, negative = top
 *     leaning in towards the car, as alignment data quote it)
 * @param rearStaticCamberDeg the same at the rear (in degrees)
 * @param frontCamberPerRoll how far a front wheel leans with the body, relative to the ground,
 *     per unit of body roll (degrees per degree; 1 = the wheel stays square to the body, 0 =
 *     it stays upright) [Gillespie, ch. 7]
 * @param rearCamberPerRoll the same at the rear (degrees per degree)
 * @param frontRollSteer the front wheels' steer per unit of body roll (degrees of steer per
 *     degree of roll), positive when they steer the way the body rolls, i.e. out of the turn:
 *     roll understeer at the front [Gillespie, ch. 6]; 0 = no roll steer
 * @param rearRollSteer the same at the rear (degrees per degree); positive is roll oversteer
 *     there, negative roll understeer (the rear wheels steer into the turn)
 * @param frontLateralForceSteerDegPerKN each front wheel's steer per kilonewton of its own
 *     lateral force, from the compliance of the steering and the suspension's bushings (in
 *     degrees per kN), positive when the wheel steers away from the force, i.e. out of the
 *     turn: compliance understeer at the front [Milliken, ch. 7]; 0 = a rigid suspension
 * @param rearLateralForceSteerDegPerKN the same at the rear (in degrees per kN); negative is
 *     compliance understeer there (the loaded rear wheels steer into the turn)
 */
public record SuspensionSpec(double frontRideFrequencyHz, double rearRideFrequencyHz,
        double frontDampingRatio, double rearDampingRatio, double antiDive, double antiSquat,
        double frontRollCentreHeightM, double rearRollCentreHeightM, double frontUnsprungMassKg,
        double rearUnsprungMassKg, double pitchInertiaKgM2, double bumpTravelM, double droopTravelM,
        double frontStaticCamberDeg, double rearStaticCamberDeg, double frontCamberPerRoll,
        double rearCamberPerRoll, double frontRollSteer, double rearRollSteer,
        double frontLateralForceSteerDegPerKN, double rearLateralForceSteerDegPerKN) {
}
