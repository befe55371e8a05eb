package dev.sandbox.app.core.telemetry;

import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleSnapshot;

/**
 * The unit axes of a vehicle's body in the world, as a motion rig should feel them: the chassis
 * frame of the snapshot (forward on the ground plane, up along the ground normal) pitched by the
 * body's pitch (nose down positive, about the left axis), then rolled by the sprung body's roll
 * and, for a vehicle that leans, its lean (both right side down positive, about the pitched
 * forward axis). That is LFS's own order (heading, pitch, roll), so the angles an OutSim client
 * reads back are the model's pitch and roll exactly; the views pose the body roll first, which
 * differs only by the product of the two small angles.
 *
 * @param forward unit forward axis (world)
 * @param left unit left axis (world)
 * @param up unit up axis (world)
 */
public record BodyAxes(Vec3 forward, Vec3 left, Vec3 up) {

    /**
     * @param s a snapshot
     * @return the body's axes after it
     */
    public static BodyAxes of(VehicleSnapshot s) {
        Vec3 f0 = s.forward();
        Vec3 u0 = s.up();
        Vec3 l0 = u0.cross(f0);
        double lean = Double.isNaN(s.kind().leanRad()) ? 0 : s.kind().leanRad();
        double roll = s.bodyRollRad() + lean;
        double cp = Math.cos(s.bodyPitchRad());
        double sp = Math.sin(s.bodyPitchRad());
        // ISO 8855 pitch about left: forward turns towards -up (the nose goes down)
        Vec3 f1 = f0.times(cp).plusScaled(u0, -sp);
        Vec3 u1 = u0.times(cp).plusScaled(f0, sp);
        double cr = Math.cos(roll);
        double sr = Math.sin(roll);
        // ISO 8855 roll about the pitched forward axis: up turns towards -left (the right side goes down)
        Vec3 u2 = u1.times(cr).plusScaled(l0, -sr);
        Vec3 l2 = l0.times(cr).plusScaled(u1, sr);
        return new BodyAxes(f1, l2, u2);
    }

    /**
     * The mean angular velocity that turns these axes into later ones: for unit axes e_i moving
     * as de_i/dt = w x e_i, the sum of e_i x de_i/dt is 2 w.
     *
     * @param later the axes after {@code dtS}
     * @param dtS the time between the two (in seconds, &gt;0)
     * @return the angular velocity (in radians per second, world frame)
     */
    public Vec3 angularVelocityTo(BodyAxes later, double dtS) {
        Vec3 sum = forward.cross(later.forward.minus(forward))
                .plus(left.cross(later.left.minus(left)))
                .plus(up.cross(later.up.minus(up)));
        return sum.times(0.5 / dtS);
    }
}
