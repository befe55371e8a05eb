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
        if (loadN <= 0 || grip <= 0) {
            return TyreForce.ZERO;
        }
        double mux = longitudinalFriction(loadN, grip);
        double muy = lateralFriction(loadN, grip);
        double alpha = Math.max(-Math.PI / 2, Math.min(Math.PI / 2, slipAngleRad));
        double fx = spec.longitudinalStiffness() * loadN * slipRatio;
        double slipFy = spec.corneringStiffness() * loadN * alpha;
        double fy = slipFy - spec.camberStiffness() * loadN * grip * camberRad;
        double k = FrictionEllipse.scale(fx, fy, mux * loadN, muy * loadN);
        // the slip alone, over its own limit, is how far the contact patch is from sliding
        double slip = Maths.hypot(fx / (mux * loadN), slipFy / (muy * loadN));
        double mz = -PneumaticTrail.trailM(spec.pneumaticTrailM(), slip) * slipFy * k;
        return new TyreForce(fx * k, fy * k, mz);
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
