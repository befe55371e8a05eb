package dev.sandbox.physics.tyre;

/**
 * A steady-state tyre force law: force from slip, load and surface grip. The transient build-up
 * (relaxation length) is the wheel's business, not the law's.
 */
public interface TyreModel {

    /**
     * @param slipRatio longitudinal slip kappa = (omega r - v) / |v| (positive = driving)
     * @param slipAngleRad slip angle alpha (in radians; positive gives a force to the left)
     * @param camberRad inclination of the wheel (in radians, positive = top to the right, as a
     *     motorcycle leaning right; gives camber thrust to the right)
     * @param loadN vertical load (in newtons, &ge;0)
     * @param grip surface friction multiplier (1 = dry asphalt)
     * @return the tyre force
     */
    TyreForce force(double slipRatio, double slipAngleRad, double camberRad, double loadN, double grip);

    /**
     * @param loadN vertical load (in newtons)
     * @param grip surface friction multiplier
     * @return the slip ratio of peak longitudinal force (positive)
     */
    double peakSlipRatio(double loadN, double grip);

    /**
     * @param loadN vertical load (in newtons)
     * @param grip surface friction multiplier
     * @return the slip angle of peak lateral force (in radians, positive)
     */
    double peakSlipAngleRad(double loadN, double grip);

    /**
     * @param loadN vertical load (in newtons)
     * @param grip surface friction multiplier
     * @return the peak longitudinal friction coefficient at that load
     */
    double longitudinalFriction(double loadN, double grip);

    /**
     * @param loadN vertical load (in newtons)
     * @param grip surface friction multiplier
     * @return the peak lateral friction coefficient at that load
     */
    double lateralFriction(double loadN, double grip);
}
