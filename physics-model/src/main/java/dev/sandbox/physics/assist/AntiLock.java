package dev.sandbox.physics.assist;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelBrakes;
import dev.sandbox.physics.sim.WheelTelemetry;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.Arrays;

/**
 * Anti-lock brakes: each braked wheel is held at a slip just short of the tyre's peak, where
 * the braking force is within a few per cent of its maximum and the tyre still holds sideways
 * [Gillespie, ch. 3]. Per wheel, a proportional-integral controller on the brake pressure
 * reads the wheel's slip and lets through less pressure while the wheel slows faster than the
 * road, more while it rolls; a real unit's valves
 * cycle around the same slip, and the mean is what a stopping distance sees. Off below walking
 * pace, so the vehicle can still be held. On the motorcycle the rider's brake input is scaled
 * instead, by the share the worse of the two wheels allows.
 */
final class AntiLock implements Aid {

    /** Target slip as a share of the tyre's peak-force slip. */
    static final double TARGET_SHARE_OF_PEAK = 0.9;
    /** Below this road speed (in metres per second, a walking pace) the brakes are left alone. */
    static final double MIN_SPEED_MPS = 1.5;
    /** Brake share per unit slip error, proportional part. */
    static final double GAIN = 10.0;
    /** Brake share per second per unit slip error, integral part: the valves' fill and dump rate. */
    static final double RATE_PER_S = 200.0;

    private final TyreLimits tyres;
    private final boolean perWheel;
    private double[] integral = new double[0];

    AntiLock(VehicleSpec spec, TyreLimits tyres, boolean perWheel) {
        this.tyres = tyres;
        this.perWheel = perWheel;
    }

    @Override
    public VehicleInput act(VehicleInput in, VehicleSnapshot s, double dtS) {
        int n = s.wheels().size();
        if (integral.length != n) {
            integral = new double[n];
            reset();
        }
        if (in.brake() <= 0 && in.wheelBrakes() == null) {
            reset();
            return in;
        }
        double[] shares = new double[n];
        boolean limited = false;
        double worst = 1.0;
        for (int i = 0; i < n; i++) {
            double asked = in.brakeShare(i);
            double allowed = allowedShare(s, i, asked, dtS);
            shares[i] = Math.min(asked, allowed);
            limited |= shares[i] < asked;
            if (asked > 0) {
                worst = Math.min(worst, shares[i] / asked);
            }
        }
        if (!limited) {
            return in;
        }
        return perWheel ? in.withWheelBrakes(new WheelBrakes(shares)) : in.withBrake(in.brake() * worst);
    }

    /** The share of wheel i's full brake torque the valve lets through this step. */
    private double allowedShare(VehicleSnapshot s, int i, double asked, double dtS) {
        WheelTelemetry w = s.wheels().get(i);
        if (!w.grounded() || Math.abs(AntiLock.contactSpeedMps(s, w)) < MIN_SPEED_MPS) {
            integral[i] = asked;
            return asked;
        }
        double target = -TARGET_SHARE_OF_PEAK * tyres.peakSlip(s, i);
        // error > 0: the wheel rolls faster than the target slip allows, more pressure is fine
        double error = tyres.slip(s, i) - target;
        integral[i] = Units.clamp(integral[i] + RATE_PER_S * error * dtS, 0, Math.max(asked, 0));
        return Units.clamp(integral[i] + GAIN * error, 0, 1);
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
        Arrays.fill(integral, 1.0);
    }
}
