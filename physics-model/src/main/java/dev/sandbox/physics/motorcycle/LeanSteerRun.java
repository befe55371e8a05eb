package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.reference.LeanSteerInertia;
import dev.sandbox.physics.reference.WhippleParameters;
import java.util.ArrayList;
import java.util.List;

/**
 * A two-wheeler reduced to its lean, steer, yaw and sideways motion at a held speed, stepped in
 * time by the motorcycle's own non-linear lean-steer step ({@link SteerDynamics}) on linear
 * tyres with point contacts: knife-edge wheels (no crown), the weight's lever h sin(phi), the
 * lateral forces at the ground. The reference machines have no engine, brakes or suspension for
 * the full motorcycle to carry, so this is how their hands-off response is simulated with the
 * same code that steers the CBR: the benchmark bicycle of [Meijaard et al. 2007] on very stiff
 * tyres with a very short relaxation length (the no-slip limit of its equations), the machine of
 * [Sharp 1971] on its own tyres.
 *
 * <p>The tyres' forces lag as their {@link LinearLeanSteer.TyreLag} says, without the
 * carcass damping of the full simulation's tyre; a pneumatic trail, a crown, a drive force and
 * twisting torques are not modelled here (neither reference has them).
 */
public final class LeanSteerRun {

    private final LeanSteerInertia in;
    private final SteerDynamics steer;
    private final LinearLeanSteer.Tyres tyres;

    /**
     * @param p the two-wheeler's bodies
     * @param tyres its tyres; their pneumatic trail, crown radii, drive force and twisting torques
     *     must be zero
     * @param steerDamperNmsPerRad the steering damper (N m s/rad, &ge;0)
     * @throws IllegalArgumentException for tyres with a part this run does not model
     */
    public LeanSteerRun(WhippleParameters p, LinearLeanSteer.Tyres tyres, double steerDamperNmsPerRad) {
        if (tyres.pneumaticTrailM() != 0 || tyres.crownRadiusM() != 0 || tyres.frontCrownRadiusM() != 0
                || tyres.rearDriveForceN() != 0 || tyres.frontTwistNmPerRad() != 0 || tyres.rearTwistNmPerRad() != 0) {
            throw new IllegalArgumentException("a lean-steer run has point contacts and no pneumatic trail, drive "
                    + "force or twisting torque: " + tyres);
        }
        in = LeanSteerInertia.of(p);
        steer = new SteerDynamics(in, steerDamperNmsPerRad, 0, 0, 0, Math.PI / 2);
        this.tyres = tyres;
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
        double frontLoad = tyres.frontLoadN();
        double sinL = in.sinTilt();
        double cosL = in.cosTilt();
        boolean wholeForceLags = tyres.lag() == LinearLeanSteer.TyreLag.WHOLE_FORCE;
        double lateral = 0;
        double yawRate = 0;
        double lean = 0;
        double leanRate = leanRateRadPerS;
        // the lagging part of each side force (+ left)
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
            // camber (+ right side down) thrusts towards the lean, to the right
            double frontCamber = lean - sinL * steer.steerRad();
            double camberR = -tyres.rearCamberNPerRad() * lean;
            double camberF = -tyres.frontCamberNPerRad() * frontCamber;
            double lag = 1 - Math.exp(-v / tyres.relaxationLengthM() * dtS);
            fr += (tyres.rearCorneringNPerRad() * alphaR + (wholeForceLags ? camberR : 0) - fr) * lag;
            ff += (tyres.frontCorneringNPerRad() * alphaF + (wholeForceLags ? camberF : 0) - ff) * lag;
            double rearForce = wholeForceLags ? fr : fr + camberR;
            double frontForce = wholeForceLags ? ff : ff + camberF;
            double sideForce = frontForce * Math.cos(groundSteer) + rearForce;
            double yawMoment = a * frontForce * Math.cos(groundSteer) - b * rearForce;
            double pendulum = weight * h * Math.sin(lean) + sideForce * h * Math.cos(lean);
            double spinF = in.sF() * v;
            double spinR = in.sR() * v;
            double[] acc = steer.accelerations(new SteerDynamics.Loads().set(v, yawRate, lean, leanRate, spinF, spinR,
                    frontForce, rearForce, 0, frontCamber, frontLoad, weight, yawMoment, pendulum, 0));
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
