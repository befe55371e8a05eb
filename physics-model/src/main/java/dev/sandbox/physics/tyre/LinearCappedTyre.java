package dev.sandbox.physics.tyre;

import dev.sandbox.physics.math.Maths;
import dev.sandbox.physics.spec.TyreSpec;

/**
 * The simpler tyre of [Siorki, "Grip"]: force proportional to slip, capped at
 * the friction limit, so that past the limit the force stays constant instead of falling
 * ("even when careening wildly, the player stands a better chance"). The two directions share
 * one friction ellipse ({@link FrictionEllipse}). Stiffnesses and friction come from the same
 * spec as the Magic Formula; the aligning moment is the slip force times the
 * {@link PneumaticTrail}, which vanishes where the force reaches the cap.
 */
public final class LinearCappedTyre implements TyreModel {

    private final TyreSpec spec;

    /** @param spec the tyre data */
    public LinearCappedTyre(TyreSpec spec) {
        this.spec = spec;
    }

    @Override
    public TyreForce force(double slipRatio, double slipAngleRad, double camberRad, double loadN, double grip) {
        TyreWorkingPoint point = new TyreWorkingPoint();
        prepare(point, loadN, grip);
        forceAtAngle(point, slipRatio, slipAngleRad, camberRad);
        return point.loaded ? point.force() : TyreForce.ZERO;
    }

    @Override
    public void prepare(TyreWorkingPoint point, double loadN, double grip) {
        point.setLoad(loadN, grip, longitudinalFriction(loadN, grip) * loadN, lateralFriction(loadN, grip) * loadN);
        point.peakSlipRatio = peakSlipRatio(loadN, grip);
        point.peakTanSlipAngle = Math.tan(peakSlipAngleRad(loadN, grip));
    }

    @Override
    public void force(TyreWorkingPoint point, double slipRatio, double tanSlipAngle, double camberRad) {
        forceAtAngle(point, slipRatio, Maths.atan(tanSlipAngle), camberRad);
    }

    /** The force is linear in the slip angle itself, so this law works with the angle. */
    private void forceAtAngle(TyreWorkingPoint point, double slipRatio, double slipAngleRad, double camberRad) {
        if (!point.loaded) {
            point.setForce(0, 0, 0);
            return;
        }
        double loadN = point.loadN;
        double alpha = Math.max(-Math.PI / 2, Math.min(Math.PI / 2, slipAngleRad));
        double fx = spec.longitudinalStiffness() * loadN * slipRatio;
        double slipFy = spec.corneringStiffness() * loadN * alpha;
        double fy = slipFy - spec.camberStiffness() * loadN * point.grip * camberRad;
        double k = FrictionEllipse.scale(fx, fy, point.limitXN, point.limitYN);
        // the slip alone, over its own limit, is how far the contact patch is from sliding
        double slip = Maths.hypot(fx / point.limitXN, slipFy / point.limitYN);
        double mz = -PneumaticTrail.trailM(spec.pneumaticTrailM(), slip) * slipFy * k;
        point.setForce(fx * k, fy * k, mz);
    }

    @Override
    public double peakSlipRatio(double loadN, double grip) {
        return longitudinalFriction(loadN, grip) / spec.longitudinalStiffness();
    }

    @Override
    public double peakSlipAngleRad(double loadN, double grip) {
        return lateralFriction(loadN, grip) / spec.corneringStiffness();
    }

    @Override
    public double longitudinalFriction(double loadN, double grip) {
        return spec.longitudinalFriction() * grip;
    }

    @Override
    public double lateralFriction(double loadN, double grip) {
        return spec.lateralFriction() * grip;
    }
}
