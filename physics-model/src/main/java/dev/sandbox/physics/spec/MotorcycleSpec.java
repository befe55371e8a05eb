package dev.sandbox.physics.spec;

/**
 * Geometry and limits only a motorcycle has.
 *
 * @param rakeDeg steering-head angle from vertical (in degrees)
 * @param trailM mechanical trail (in metres)
 * @param frontCrownRadiusM front tyre cross-section radius (in metres)
 * @param rearCrownRadiusM rear tyre cross-section radius (in metres)
 * @param maxLeanDeg lean at which hard parts touch the ground (in degrees)
 * @param maxHandlebarDeg handlebar lock (in degrees)
 * @param riderMaxLeanDeg largest body lean of the rider relative to the bike (in degrees)
 * @param forkMassKg the front frame without its wheel: fork, triple clamps, bars, front brakes (in kg)
 * @param forkCgOffsetM the front frame's centre of mass ahead of the steering axis, square to it (in metres)
 * @param forkCgHeightM height of the front frame's centre of mass (in metres)
 * @param forkAxialInertiaKgM2 the front frame's moment of inertia about the steering axis through its
 *     centre of mass (in kg m^2)
 * @param forkTransverseInertiaKgM2 its moment about an axis square to the steering axis (in kg m^2)
 * @param frontWheelMassKg front wheel with tyre and discs (in kg)
 * @param rearWheelMassKg rear wheel with tyre, disc and sprocket (in kg)
 * @param frameIxzKgM2 product of inertia I_xz of the rear frame with the rider about its centre of mass,
 *     x forward and z down (in kg m^2)
 * @param steeringDamperNmsPerRad steering damper (in N m s per radian)
 * @param pneumaticTrailM distance of the tyres' lateral force behind the contact at small slip (in metres)
 * @param riderHangOffM sideways travel of the rider's centre of mass when hanging off fully (in metres)
 * @param rideFrequencyHz natural frequency of the sprung mass bouncing on both wheels' suspension
 *     and tyres (in hertz; 0 = rigid, the tyres carry the ground's push as it comes)
 * @param rideDampingRatio that bounce's damping ratio (dimensionless)
 * @param frontTwistArmM the front tyre's twisting torque per newton of load per radian of camber
 *     (in metres, &ge;0; 0 = none): a cambered tyre turns towards its lean side like a rolling
 *     cone ({@code motorcycle.TyreTwist})
 * @param rearTwistArmM the rear tyre's (in metres, &ge;0)
 */
public record MotorcycleSpec(double rakeDeg, double trailM, double frontCrownRadiusM,
        double rearCrownRadiusM, double maxLeanDeg, double maxHandlebarDeg,
        double riderMaxLeanDeg, double forkMassKg, double forkCgOffsetM, double forkCgHeightM,
        double forkAxialInertiaKgM2, double forkTransverseInertiaKgM2, double frontWheelMassKg,
        double rearWheelMassKg, double frameIxzKgM2, double steeringDamperNmsPerRad, double pneumaticTrailM,
        double riderHangOffM, double rideFrequencyHz, double rideDampingRatio, double frontTwistArmM,
        double rearTwistArmM) {
}
