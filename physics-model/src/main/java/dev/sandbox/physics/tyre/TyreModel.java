package dev.sandbox.physics.tyre;

import dev.sandbox.physics.math.Maths;

/**
 * A steady-state tyre force law: force from slip, load and surface grip. The transient build-up
 * (relaxation length) is the wheel's business, not the law's.
 *
 * <p>A wheel in a step calls {@link #prepare} when its load is known and then
 * {@link #force(TyreWorkingPoint, double, double, double)}, so what depends only on load and grip
 * is worked out once; {@link #force(double, double, double, double, double)} does both for one
 * question. The laws here override the pair with their own arithmetic; the defaults answer
 * through the single-question methods, so a law needs only those.
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

    /**
     * Works out what the force depends on besides the slip: the friction limits and the peak
     * slips at this load and grip.
     *
     * @param point the tyre's working point, filled in
     * @param loadN vertical load (in newtons, &ge;0)
     * @param grip surface friction multiplier (1 = dry asphalt)
     */
    default void prepare(TyreWorkingPoint point, double loadN, double grip) {
        point.setLoad(loadN, grip, longitudinalFriction(loadN, grip) * loadN, lateralFriction(loadN, grip) * loadN);
        point.peakSlipRatio = peakSlipRatio(loadN, grip);
        point.peakTanSlipAngle = Math.tan(peakSlipAngleRad(loadN, grip));
    }

    /**
     * The force at a prepared working point, written into it.
     *
     * @param point the working point of {@link #prepare}
     * @param slipRatio longitudinal slip kappa (positive = driving)
     * @param tanSlipAngle tangent of the slip angle, the lateral over the longitudinal slip velocity
     *     (positive gives a force to the left)
     * @param camberRad inclination of the wheel (in radians, positive = top to the right)
     */
    default void force(TyreWorkingPoint point, double slipRatio, double tanSlipAngle, double camberRad) {
        TyreForce f = force(slipRatio, Maths.atan(tanSlipAngle), camberRad, point.loadN, point.grip);
        point.setForce(f.longitudinalN(), f.lateralN(), f.aligningMomentNm());
    }
}
