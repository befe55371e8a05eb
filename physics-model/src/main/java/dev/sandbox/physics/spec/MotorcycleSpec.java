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
 * @param riderMassShare share of the rider's mass that shifts with the rider's body lean (0..1)
 * @param riderMaxLeanDeg largest body lean of the rider relative to the bike (in degrees)
 */
public record MotorcycleSpec(double rakeDeg, double trailM, double frontCrownRadiusM,
        double rearCrownRadiusM, double maxLeanDeg, double maxHandlebarDeg, double riderMassShare,
        double riderMaxLeanDeg) {
}
