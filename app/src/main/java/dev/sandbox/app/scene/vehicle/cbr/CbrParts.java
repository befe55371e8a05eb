package dev.sandbox.app.scene.vehicle.cbr;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import dev.sandbox.app.scene.vehicle.parts.Finishes;
import dev.sandbox.physics.spec.ChassisSpec;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The SC57's bodywork and chassis parts built from a spec's dimensions and steering geometry:
 * one place that places the steering head and hangs the swingarm on the bodywork's pivot, for
 * the game's view and the models' tests alike.
 *
 * @param bodywork the painted skin, frame, tail and lamps
 * @param chassis the fork, wheels, swingarm and chain
 */
public record CbrParts(CbrBodywork bodywork, CbrChassisParts chassis) {

    /** Height of the steering head's top (in metres above the ground). */
    static final float HEAD_TOP_Y = 0.88f;
    /** Rake used when the spec has no motorcycle geometry (in degrees; the SC57's). */
    private static final double DEFAULT_RAKE_DEG = 23.75;
    /** Trail used when the spec has no motorcycle geometry (in metres; the SC57's). */
    private static final double DEFAULT_TRAIL_M = 0.102;

    /**
     * @param spec the motorcycle's data
     * @param fin the finishes to draw with
     * @return the parts, the swingarm hung on the bodywork's pivot
     */
    public static CbrParts of(VehicleSpec spec, Finishes fin) {
        ChassisSpec c = spec.chassis();
        float xf = (float) c.cgToFrontAxleM();
        float xr = (float) -c.cgToRearAxleM();
        float rf = (float) spec.frontWheel().radiusM();
        float rake = (float) Math.toRadians(spec.motorcycle() == null ? DEFAULT_RAKE_DEG : spec.motorcycle().rakeDeg());
        float trail = (float) (spec.motorcycle() == null ? DEFAULT_TRAIL_M : spec.motorcycle().trailM());
        Vector3f headTop = new Vector3f(xf + trail - HEAD_TOP_Y * FastMath.tan(rake), HEAD_TOP_Y, 0);
        CbrBodywork bodywork = new CbrBodywork(xf, xr, rf, (float) c.lengthM(), (float) c.widthM(), (float) c.heightM(),
                headTop, fin);
        CbrChassisParts chassis = new CbrChassisParts(xf, xr, rf, (float) spec.rearWheel().radiusM(),
                (float) spec.frontWheel().widthM(), (float) spec.rearWheel().widthM(), rake, trail,
                bodywork.pivotPoint(), fin);
        return new CbrParts(bodywork, chassis);
    }
}
