package dev.sandbox.physics.assist;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelBrakes;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * Stability control (ESC, Porsche's PSM): the yaw rate the steering asks for is the steady-state
 * yaw rate of the linear single-track model, r = v delta / (L + K v^2) [Gillespie, ch. 6;
 * Milliken, ch. 5], capped at the tyres' grip, r &le; mu g / v. When the car yaws faster than
 * that, or its sideslip grows past what a gripping car shows, the outer front wheel is braked
 * (a yaw moment out of the turn); when it yaws too slowly (understeer), the inner rear wheel.
 * Braking one wheel with force F gives a yaw moment F t / 2 about the centre of mass. While it
 * intervenes the throttle is cut too, as PSM does. The brake share grows in proportion to the
 * error past a dead band, so the unit leaves a car alone that does what the steering asks.
 */
final class StabilityControl implements Aid {

    /**
     * Understeer gradient assumed for the reference yaw rate (in radians per (m/s^2)): half a
     * degree per g, the mid-engined sports car's near-neutral balance (the proving ground's ISO
     * 4138 skidpad measures 0.44 degrees per g for the Boxster S) [Gillespie, ch. 6].
     */
    static final double UNDERSTEER_RAD_PER_MPS2 = Math.toRadians(0.5) / Units.G;
    /** Grip the reference assumes (share of g): about the road tyre's peak. */
    static final double GRIP_G = 0.95;
    /** Yaw-rate error the unit tolerates (in radians per second): about 3 degrees per second. */
    static final double YAW_DEAD_BAND_RAD_PER_S = Math.toRadians(3);
    /**
     * Share of the wanted yaw rate the unit tolerates on top: the car's yaw lags the steering by a tenth of a second or so in
     * every turn-in.
     */
    static final double YAW_DEAD_BAND_SHARE = 0.25;
    /** Sideslip the unit tolerates (in radians): a gripping road car stays within a few degrees. */
    static final double SIDESLIP_DEAD_BAND_RAD = Math.toRadians(4);
    /** Yaw-rate error counted per radian of sideslip beyond the dead band (per second). */
    static final double SIDESLIP_WEIGHT_PER_S = 3.0;
    /** Brake share per unit yaw-rate error (per radian per second). */
    static final double BRAKE_GAIN = 2.5;
    /** Throttle cut per unit yaw-rate error (per radian per second). */
    static final double THROTTLE_GAIN = 4.0;
    /** Speed below which the unit is off (in metres per second): parking and tight hairpins are left to the driver. */
    static final double MIN_SPEED_MPS = 5.0;

    private final double wheelbaseM;

    StabilityControl(VehicleSpec spec) {
        this.wheelbaseM = spec.chassis().wheelbaseM();
    }

    @Override
    public VehicleInput act(VehicleInput in, VehicleSnapshot s, double dtS) {
        double v = s.speedMps();
        if (v < MIN_SPEED_MPS || s.wheels().size() != 4) {
            return in;
        }
        double delta = s.roadWheelAngleRad();
        double wanted = v * delta / (wheelbaseM + UNDERSTEER_RAD_PER_MPS2 * v * v);
        double cap = GRIP_G * Units.G / v;
        wanted = Units.clamp(wanted, -cap, cap);
        double r = s.yawRateRadPerS();
        double beta = s.sideslipRad();
        // sideslip to the right (negative) while yawing left is the rear stepping out: more yaw than wanted
        double slideExcess = Math.max(0, Math.abs(beta) - SIDESLIP_DEAD_BAND_RAD);
        double error = r - wanted - Math.signum(beta) * SIDESLIP_WEIGHT_PER_S * slideExcess;
        double magnitude = Math.abs(error) - YAW_DEAD_BAND_RAD_PER_S - YAW_DEAD_BAND_SHARE * Math.abs(wanted);
        if (magnitude <= 0) {
            return in;
        }
        boolean oversteer = Math.abs(r) > Math.abs(wanted) || slideExcess > 0;
        // error > 0: too much yaw to the left, brake a right wheel (1 FR, 3 RR); else a left one
        int wheel = (error > 0 ? 1 : 0) + (oversteer ? 0 : 2);
        double[] shares = new double[4];
        for (int i = 0; i < 4; i++) {
            shares[i] = in.brakeShare(i);
        }
        shares[wheel] = Math.max(shares[wheel], Units.clamp(BRAKE_GAIN * magnitude, 0, 1));
        double throttle = Math.min(in.throttle(), Units.clamp(1 - THROTTLE_GAIN * magnitude, 0, 1));
        return in.withWheelBrakes(new WheelBrakes(shares)).withThrottle(throttle);
    }

    @Override
    public void reset() {
        // stateless: each step compares the car with the steering afresh
    }
}
