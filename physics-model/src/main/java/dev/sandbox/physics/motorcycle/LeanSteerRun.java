package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.reference.LeanSteerInertia;
import dev.sandbox.physics.reference.WhippleParameters;
import java.util.ArrayList;
import java.util.List;

/**
 * A two-wheeler reduced to its lean, steer, yaw and sideways motion at a held speed, stepped by
 * the motorcycle's own non-linear lean-steer step ({@link SteerDynamics}) on very stiff tyres
 * with a very short relaxation length: the no-slip limit of [Meijaard et al. 2007], in time. The
 * benchmark bicycle has no engine, brakes or suspension for the full motorcycle to carry, so
 * this is how its hands-off response is simulated with the same code that steers the CBR:
 * knife-edge wheels (no crown), the weight's lever h sin(phi), the lateral forces at the ground.
 */
public final class StiffTyreRun {

    private final LeanSteerInertia in;
    private final SteerDynamics steer;
    private final double corneringPerN;
    private final double relaxationM;

    /**
     * @param p the two-wheeler's bodies
     * @param corneringPerN each tyre's cornering stiffness per unit load (1/rad)
     * @param relaxationM the tyres' relaxation length (m)
     */
    public StiffTyreRun(WhippleParameters p, double corneringPerN, double relaxationM) {
        in = LeanSteerInertia.of(p);
        steer = new SteerDynamics(in, 0, 0, 0, 0, Math.PI / 2);
        this.corneringPerN = corneringPerN;
        this.relaxationM = relaxationM;
    }

    /**
     * Lets the two-wheeler go at a lean rate, hands off.
     *
     * @param speedMps forward speed, held (m/s)
     * @param leanRateRadPerS the disturbance: lean rate at the start (rad/s, + right)
     * @param seconds how long (s)
     * @param dtS step (s)
     * @param everyS how often to record (s)
     * @return rows of (time, lean (rad, + right), steer (rad, + left))
     */
    public List<double[]> run(double speedMps, double leanRateRadPerS, double seconds, double dtS, double everyS) {
        double m = in.massT();
        double h = -in.zT();
        double a = in.wheelbaseM() - in.xT();
        double b = in.xT();
        double weight = m * in.gravityMps2();
        double frontLoad = weight * in.frontShare();
        double rearLoad = weight - frontLoad;
        double cosL = in.cosTilt();
        double lateral = 0;
        double yawRate = 0;
        double lean = 0;
        double leanRate = leanRateRadPerS;
        double fr = 0;
        double ff = 0;
        steer.reset();
        List<double[]> out = new ArrayList<>();
        int every = (int) Math.round(everyS / dtS);
        int steps = (int) Math.round(seconds / dtS);
        double v = speedMps;
        for (int i = 1; i <= steps; i++) {
            // contacts' sideways velocities (+ left) relative to the ground, in the body's axes
            double vRear = lateral - b * yawRate + h * Math.cos(lean) * leanRate + steer.contactLateralVelocityMps(false);
            double vFront = lateral + a * yawRate + h * Math.cos(lean) * leanRate + steer.contactLateralVelocityMps(true);
            double groundSteer = Math.atan(Math.tan(steer.steerRad()) * cosL / Math.max(0.1, Math.cos(lean)));
            double alphaR = -vRear / v;
            double alphaF = groundSteer - vFront / v;
            double lag = 1 - Math.exp(-v / relaxationM * dtS);
            fr += (corneringPerN * rearLoad * alphaR - fr) * lag;
            ff += (corneringPerN * frontLoad * alphaF - ff) * lag;
            double sideForce = ff * Math.cos(groundSteer) + fr;
            double yawMoment = a * ff * Math.cos(groundSteer) - b * fr;
            double pendulum = weight * h * Math.sin(lean) + sideForce * h * Math.cos(lean);
            double spinF = in.sF() * v;
            double spinR = in.sR() * v;
            double[] acc = steer.accelerations(new SteerDynamics.Loads().set(v, yawRate, lean, leanRate, spinF, spinR,
                    ff, fr, 0, lean - in.sinTilt() * steer.steerRad(), frontLoad, weight, yawMoment, pendulum, 0));
            lateral += (sideForce / m - v * yawRate) * dtS;
            yawRate += acc[0] * dtS;
            leanRate += acc[1] * dtS;
            lean += leanRate * dtS;
            steer.integrate(acc[2], dtS);
            if (i % every == 0) {
                out.add(new double[] {i * dtS, lean, steer.steerRad()});
            }
        }
        return out;
    }
}
