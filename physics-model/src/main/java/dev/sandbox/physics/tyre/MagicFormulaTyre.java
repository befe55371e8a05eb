package dev.sandbox.physics.tyre;

import dev.sandbox.physics.math.Maths;
import dev.sandbox.physics.spec.TyreSpec;

/**
 * Pacejka Magic Formula tyre ([Monster, "Pacejka"]; Pacejka, Tyre and Vehicle
 * Dynamics, ch. 4) with load-sensitive friction and combined slip by normalised slip: each slip
 * is divided by the slip of its own peak, the resultant s = |(s_x, s_y)| drives both curves,
 * and the force is shared between the directions as s_x : s_y. Under pure slip this is the plain
 * Magic Formula; braking or driving in a turn takes grip away from cornering, and the
 * resultant stays inside the friction ellipse ([Palmer, eq. 8.35]).
 *
 * <p>Initial slopes come from the spec's stiffnesses per unit load, so the curves' B factors
 * follow B = stiffness / (C mu) (the Magic Formula's BCD = slip stiffness). The cornering
 * stiffness grows less than the load ({@link TyreSpec#corneringStiffnessPerNAt}), which is what
 * lets lateral load transfer, and so the roll-stiffness split, change a car's balance below
 * the limit.
 *
 * <p>The aligning moment is the slip force times the {@link PneumaticTrail}, which falls with
 * the combined normalised slip s and vanishes at the peak; camber thrust adds no moment here.
 */
public final class MagicFormulaTyre implements TyreModel {

    /** The largest slip angle the law is fed (in radians): 89 degrees, short of the pole of tan. */
    private static final double MAX_SLIP_ANGLE_RAD = Math.toRadians(89);
    /** Its tangent. */
    private static final double MAX_TAN_SLIP = Math.tan(MAX_SLIP_ANGLE_RAD);

    private final TyreSpec spec;
    private final MagicCurve longitudinal;
    private final MagicCurve lateral;
    private final boolean sameShape;

    /** @param spec the tyre data */
    public MagicFormulaTyre(TyreSpec spec) {
        this.spec = spec;
        this.longitudinal = new MagicCurve(spec.longitudinalShape(), spec.curvature());
        this.lateral = new MagicCurve(spec.lateralShape(), spec.curvature());
        this.sameShape = longitudinal.sameShapeAs(lateral);
    }

    @Override
    public TyreForce force(double slipRatio, double slipAngleRad, double camberRad, double loadN, double grip) {
        TyreWorkingPoint point = new TyreWorkingPoint();
        prepare(point, loadN, grip);
        force(point, slipRatio, Math.tan(clampAngle(slipAngleRad)), camberRad);
        return point.loaded ? point.force() : TyreForce.ZERO;
    }

    /**
     * The friction limits and the slips of the peaks at this load (from the curves' B factors):
     * everything but the slip.
     */
    @Override
    public void prepare(TyreWorkingPoint point, double loadN, double grip) {
        if (loadN <= 0 || grip <= 0) {
            point.setLoad(loadN, grip, 0, 0);
        } else {
            double mux = longitudinalFriction(loadN, grip);
            double muy = lateralFriction(loadN, grip);
            point.setLoad(loadN, grip, mux * loadN, muy * loadN);
            point.slipScaleX = longitudinal.peakX(spec.longitudinalStiffness() / (spec.longitudinalShape() * mux));
            point.slipScaleY = lateral.peakX(spec.corneringStiffnessPerNAt(loadN) / (spec.lateralShape() * muy));
        }
        if (point.loaded && loadN >= 1 && grip >= 1e-3) {
            point.peakSlipRatio = point.slipScaleX;
            point.peakTanSlipAngle = point.slipScaleY;
        } else {
            point.peakSlipRatio = peakSlipRatio(loadN, grip);
            point.peakTanSlipAngle = peakTanSlipAngle(loadN, grip);
        }
    }

    /**
     * The combined-slip force: each slip over the slip of its own peak, the resultant s of the two
     * fed to both curves, the force shared as s_x : s_y; the trail's aligning moment; camber thrust.
     */
    @Override
    public void force(TyreWorkingPoint point, double slipRatio, double tanSlipAngle, double camberRad) {
        if (!point.loaded) {
            point.setForce(0, 0, 0);
            return;
        }
        double peakX = point.slipScaleX;
        double peakY = point.slipScaleY;
        double sx = slipRatio / peakX;
        double sy = Math.max(-MAX_TAN_SLIP, Math.min(MAX_TAN_SLIP, tanSlipAngle)) / peakY;
        double s = Maths.hypot(sx, sy);
        double fx = 0;
        double fy = 0;
        if (s > 1e-12) {
            // both curves at the same normalised slip: one evaluation when they share C and E
            double yx = longitudinal.atNormalisedSlip(s);
            double yy = sameShape ? yx : lateral.atNormalisedSlip(s);
            fx = point.limitXN * yx * sx / s;
            fy = point.limitYN * yy * sy / s;
        }
        double mz = -PneumaticTrail.trailM(spec.pneumaticTrailM(), s) * fy;
        if (camberRad != 0 && spec.camberStiffness() > 0) {
            fy = addCamberThrust(point, fx, fy, camberRad);
        }
        point.setForce(fx, fy, mz);
    }

    /**
     * Camber thrust F = -k_gamma Fz gamma (towards the lean), added to the slip force and held
     * inside the friction ellipse.
     */
    private double addCamberThrust(TyreWorkingPoint point, double fx, double fy, double camberRad) {
        double thrust = -spec.camberStiffness() * point.loadN * point.grip * camberRad;
        double total = fy + thrust;
        double limitY = point.limitYN * Math.sqrt(Math.max(0, 1 - sq(fx / point.limitXN)));
        return Math.max(-limitY, Math.min(limitY, total));
    }

    @Override
    public double peakSlipRatio(double loadN, double grip) {
        double mux = longitudinalFriction(Math.max(loadN, 1), Math.max(grip, 1e-3));
        return longitudinal.peakX(spec.longitudinalStiffness() / (spec.longitudinalShape() * mux));
    }

    @Override
    public double peakSlipAngleRad(double loadN, double grip) {
        return Maths.atan(peakTanSlipAngle(loadN, grip));
    }

    private double peakTanSlipAngle(double loadN, double grip) {
        double load = Math.max(loadN, 1);
        double muy = lateralFriction(load, Math.max(grip, 1e-3));
        return lateral.peakX(spec.corneringStiffnessPerNAt(load) / (spec.lateralShape() * muy));
    }

    @Override
    public double longitudinalFriction(double loadN, double grip) {
        return spec.longitudinalFriction() * loadFactor(loadN) * grip;
    }

    @Override
    public double lateralFriction(double loadN, double grip) {
        return spec.lateralFriction() * loadFactor(loadN) * grip;
    }

    /** Friction falls as load rises: mu(Fz) = mu0 (1 - k (Fz / Fz0 - 1)), floored at 40 %. */
    private double loadFactor(double loadN) {
        return Math.max(0.4, 1.0 - spec.loadSensitivity() * (loadN / spec.referenceLoadN() - 1.0));
    }

    private static double clampAngle(double a) {
        return Math.max(-MAX_SLIP_ANGLE_RAD, Math.min(MAX_SLIP_ANGLE_RAD, a));
    }

    private static double sq(double x) {
        return x * x;
    }
}
