package dev.sandbox.app.scene.vehicle;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import java.util.List;

/**
 * What a vehicle view needs from the model for one rendered frame, blended between the two
 * latest fixed steps so motion stays smooth at any frame rate.
 *
 * @param position ground point under the centre of mass (world, in metres)
 * @param forward unit forward axis of the chassis (world)
 * @param up unit up axis of the chassis (world)
 * @param pitchRad body pitch (in radians, positive = nose down)
 * @param rollRad body roll (in radians, positive = right side down)
 * @param wheelSteerRad road-wheel steer angle per wheel (in radians, positive = left)
 * @param wheelSpinRad accumulated spin per wheel (in radians)
 * @param contacts tyre contact point per wheel (world, in metres)
 * @param leanRad bike lean (in radians, positive = right side down; 0 for a car)
 * @param riderLeanRad rider lean relative to the bike (in radians)
 * @param handlebarRad handlebar angle (in radians, positive = left)
 * @param braking true while the brake is applied (brake lights)
 * @param speedMps signed forward speed (in metres per second)
 * @param footDown true while a motorcycle's rider has a foot on the ground
 * @param crashed true after a motorcycle has fallen, until it is reset
 * @param heaveM sprung-body heave above its static height (in metres, up; 0 for a kind without one)
 */
public record VehiclePose(Vector3f position, Vector3f forward, Vector3f up, float pitchRad,
        float rollRad, float[] wheelSteerRad, float[] wheelSpinRad, Vector3f[] contacts,
        float leanRad, float riderLeanRad, float handlebarRad, boolean braking, float speedMps,
        boolean footDown, boolean crashed, float heaveM) {

    /**
     * Blends two snapshots.
     *
     * @param a the earlier snapshot
     * @param b the later snapshot
     * @param alpha how far from a to b (0..1)
     * @return the pose in between
     */
    public static VehiclePose blend(VehicleSnapshot a, VehicleSnapshot b, double alpha) {
        float t = (float) Math.max(0, Math.min(1, alpha));
        List<WheelTelemetry> wa = a.wheels();
        List<WheelTelemetry> wb = b.wheels();
        int n = Math.min(wa.size(), wb.size());
        float[] steer = new float[n];
        float[] spin = new float[n];
        Vector3f[] contacts = new Vector3f[n];
        for (int i = 0; i < n; i++) {
            steer[i] = lerp(wa.get(i).steerAngleRad(), wb.get(i).steerAngleRad(), t);
            spin[i] = lerp(wa.get(i).spinAngleRad(), wb.get(i).spinAngleRad(), t);
            contacts[i] = vec(wa.get(i).contactPoint()).interpolateLocal(vec(wb.get(i).contactPoint()), t);
        }
        float lean = 0;
        float riderLean = 0;
        float bar = 0;
        boolean footDown = b.kind().footDown();
        boolean crashed = b.kind().crashed();
        if (!Double.isNaN(a.kind().leanRad()) && !Double.isNaN(b.kind().leanRad())) {
            lean = lerp(a.kind().leanRad(), b.kind().leanRad(), t);
            riderLean = lerp(a.kind().riderLeanRad(), b.kind().riderLeanRad(), t);
            bar = lerp(a.kind().handlebarRad(), b.kind().handlebarRad(), t);
        }
        float heave = 0;
        if (!Double.isNaN(a.kind().bodyHeaveM()) && !Double.isNaN(b.kind().bodyHeaveM())) {
            heave = lerp(a.kind().bodyHeaveM(), b.kind().bodyHeaveM(), t);
        }
        Vector3f fwd = vec(a.forward()).interpolateLocal(vec(b.forward()), t).normalizeLocal();
        Vector3f up = vec(a.up()).interpolateLocal(vec(b.up()), t).normalizeLocal();
        return new VehiclePose(vec(a.position()).interpolateLocal(vec(b.position()), t), fwd, up,
                lerp(a.bodyPitchRad(), b.bodyPitchRad(), t), lerp(a.bodyRollRad(), b.bodyRollRad(), t),
                steer, spin, contacts, lean, riderLean, bar, b.input().brake() > 0.05,
                lerp(a.speedMps(), b.speedMps(), t), footDown, crashed, heave);
    }

    /**
     * A vehicle standing still (menus, previews).
     *
     * @param position ground point (world)
     * @param headingRad heading (in radians; 0 = +x, pi/2 = -z)
     * @param wheels number of wheels
     * @param leanRad bike lean (in radians)
     * @return the pose
     */
    public static VehiclePose parked(Vector3f position, float headingRad, int wheels, float leanRad) {
        Vector3f fwd = new Vector3f(FastMath.cos(headingRad), 0, -FastMath.sin(headingRad));
        return new VehiclePose(position, fwd, Vector3f.UNIT_Y.clone(), 0, 0, new float[wheels],
                new float[wheels], null, leanRad, leanRad * 0.3f, 0, false, 0, leanRad == 0, false, 0);
    }

    private static float lerp(double a, double b, float t) {
        return (float) (a + (b - a) * t);
    }

    private static Vector3f vec(Vec3 v) {
        return new Vector3f((float) v.x(), (float) v.y(), (float) v.z());
    }
}
