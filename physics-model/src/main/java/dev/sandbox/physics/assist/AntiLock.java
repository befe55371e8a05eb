package dev.sandbox.physics.assist;

import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelBrakes;
import dev.sandbox.physics.sim.WheelTelemetry;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.WheelSpec;

/**
 * Anti-lock brakes: each braked wheel is held at a slip just short of the tyre's peak. From the
 * latest step the unit knows each wheel's spin, road speed and tyre force, and lets through at
 * most the brake torque that would slow the wheel to the spin of the target slip over the next
 * step, so the wheel cannot lock while the pedal asks for more (a real ABS cycles its valves
 * around the same target; the mean is what a stopping distance sees [Gillespie, ch. 3]). Off
 * below walking pace, so the vehicle can still be held. On the motorcycle the rider's brake
 * input is scaled instead, by the same rule applied to the worse of the two wheels.
 */
final class AntiLock implements Aid {

    /** Target slip as a share of the tyre's peak-force slip: where the force is within a few per cent of the peak. */
    static final double TARGET_SHARE_OF_PEAK = 0.9;
    /** Below this road speed (in metres per second, a walking pace) the brakes are left alone. */
    static final double MIN_SPEED_MPS = 1.5;

    private final TyreLimits tyres;
    private final WheelSpec frontWheel;
    private final WheelSpec rearWheel;
    private final double frontTorqueNm;
    private final double rearTorqueNm;
    private final boolean perWheel;

    AntiLock(VehicleSpec spec, TyreLimits tyres, boolean perWheel) {
        this.tyres = tyres;
        this.frontWheel = spec.frontWheel();
        this.rearWheel = spec.rearWheel();
        this.frontTorqueNm = spec.brakes().frontTorqueNm();
        this.rearTorqueNm = spec.brakes().rearTorqueNm();
        this.perWheel = perWheel;
    }

    @Override
    public VehicleInput act(VehicleInput in, VehicleSnapshot s, double dtS) {
        if (in.brake() <= 0 && in.wheelBrakes() == null) {
            return in;
        }
        int n = s.wheels().size();
        double[] shares = new double[n];
        boolean limited = false;
        double worst = 1.0;
        for (int i = 0; i < n; i++) {
            double asked = in.brakeShare(i);
            double allowed = allowedShare(s, i, dtS);
            shares[i] = Math.min(asked, allowed);
            limited |= shares[i] < asked;
            if (asked > 0) {
                worst = Math.min(worst, allowed / asked);
            }
        }
        if (!limited) {
            return in;
        }
        return perWheel ? in.withWheelBrakes(new WheelBrakes(shares)) : in.withBrake(in.brake() * worst);
    }

    /** The share of wheel i's full brake torque that keeps it at the target slip over the next step (may exceed 1). */
    private double allowedShare(VehicleSnapshot s, int i, double dtS) {
        WheelTelemetry w = s.wheels().get(i);
        double vx = contactSpeedMps(s, w);
        if (!w.grounded() || Math.abs(vx) < MIN_SPEED_MPS) {
            return Double.MAX_VALUE;
        }
        boolean front = w.name().startsWith("F");
        WheelSpec ws = front ? frontWheel : rearWheel;
        double r = ws.radiusM();
        double inertia = ws.inertiaKgM2();
        double targetOmega = Math.abs(vx) * (1.0 - TARGET_SHARE_OF_PEAK * tyres.peakSlip(s, i)) / r;
        double spin = Math.copySign(w.angularVelocityRadPerS(), vx);
        double tyreTorque = Math.copySign(w.longitudinalForceN(), vx) * r;
        double free = spin - dtS * tyreTorque / inertia;
        double torque = Math.max(0.0, (free - targetOmega) * inertia / dtS);
        return torque / (front ? frontTorqueNm : rearTorqueNm);
    }

    /** Road speed of wheel w's contact patch along the wheel (in metres per second): the body's velocity and its yaw. */
    static double contactSpeedMps(VehicleSnapshot s, WheelTelemetry w) {
        Vec3 up = s.up();
        Vec3 arm = w.contactPoint().minus(s.position());
        Vec3 v = s.velocity().plus(up.cross(arm).times(s.yawRateRadPerS()));
        Vec3 heading = s.forward().times(Math.cos(w.steerAngleRad())).plus(s.left().times(Math.sin(w.steerAngleRad())));
        return v.dot(heading);
    }

    @Override
    public void reset() {
        // stateless: each step reads the wheels afresh
    }
}
