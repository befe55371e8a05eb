package dev.sandbox.physics.provingground;

import dev.sandbox.physics.math.Maths;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleSnapshot;

/**
 * A test driver's hands: pure-pursuit steering toward a point a speed-dependent distance
 * ahead on the path (Coulter, "Implementation of the Pure Pursuit Path Tracking Algorithm",
 * CMU-RI-TR-92-01: delta = atan(2 L sin(eta) / L_d) from the rear axle), plus a slow integral
 * of the lateral error that takes up the vehicle's understeer on a steady circle.
 */
public final class PathFollower {

    private final Path path;
    private final double wheelbaseM;
    private final double rearAxleBehindCgM;
    private double u = Double.NaN;
    private double integral;
    private double lastOffset;

    /**
     * @param path the path to follow
     * @param wheelbaseM wheelbase (in metres)
     * @param rearAxleBehindCgM distance from the centre of mass back to the rear axle (in metres)
     */
    public PathFollower(Path path, double wheelbaseM, double rearAxleBehindCgM) {
        this.path = path;
        this.wheelbaseM = wheelbaseM;
        this.rearAxleBehindCgM = rearAxleBehindCgM;
    }

    /**
     * @param s the latest snapshot
     * @param dtS step (in seconds)
     * @return the wanted mean road-wheel angle (in radians, positive = left)
     */
    public double roadWheelAngle(VehicleSnapshot s, double dtS) {
        Vec3 f = s.forward();
        Vec3 rear = s.position().plusScaled(f, -rearAxleBehindCgM);
        u = path.project(rear.x(), rear.z(), u);
        lastOffset = path.lateralOffset(rear.x(), rear.z(), u);
        double lookahead = Math.max(3.0, 0.5 * Math.abs(s.speedMps()));
        double[] target = path.pointAt(u + lookahead);
        double dx = target[0] - rear.x();
        double dz = target[1] - rear.z();
        Vec3 left = s.left();
        double ahead = dx * f.x() + dz * f.z();
        double side = dx * left.x() + dz * left.z();
        double eta = Math.atan2(side, ahead);
        integral = Units.clamp(integral - lastOffset * dtS * 0.02, -0.15, 0.15);
        return Math.atan(2 * wheelbaseM * Math.sin(eta) / Maths.hypot(dx, dz)) + integral;
    }

    /** @return the rear axle's distance from the path at the latest call (in metres, + = left) */
    public double lateralOffsetM() {
        return lastOffset;
    }

    /** @return the arc length reached (in metres) */
    public double progressM() {
        return u;
    }
}
