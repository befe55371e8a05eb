package dev.sandbox.physics.assist;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.motorcycle.SteadyTurn;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The keyboard rider: what turn a keyboard player wants. A key is all or nothing, but the
 * motorcycle's steer input asks for a lean (full input = the largest lean the rider dares), so a
 * held key would ask for the lean of the grip limit at once. This assist reads a held key as a
 * request to turn: the yaw rate it asks for builds at {@link #YAW_ACCEL_RAD_PER_S2}, the same at
 * every speed, up to the rate of a steady turn at {@link #RANGE} of the largest lean, and is let
 * go at {@link #RELEASE_S} when the key is released. The lean that turns at the asked rate, tan(phi)
 * = r v / g (the steady turn's lean, [Cossalter, ch. 4]), goes to the rider as his share of the
 * largest lean. So a press turns the bike by about the same angle at every speed until the held
 * key's lean is reached: a short press at 140 km/h is not a quarter of one at 30 km/h, as a fixed
 * lean per press would make it (the yaw rate of a lean falls as 1 / v).
 *
 * <p>Below {@link #TURN_ABOVE_MPS} the rider turns the bars more than he leans, and a request to
 * turn at walking pace asks for no lean at all: there the key's share builds over
 * {@link #LOW_SPEED_BUILD_S} as the handlebar's share of its lock. How the lean is then produced
 * (countersteer, then hold) stays with the motorcycle's rider model, which this assist does not
 * touch.
 */
final class KeyboardRider implements Aid {

    /**
     * Yaw acceleration a held key asks for (in radians per second squared): 80 degrees per
     * second each second, so that at 60 km/h the heading turns the asked way 0.35-0.4 s after the
     * key (the lean and its countersteer take that time). Quicker asks bring the turn little
     * sooner and cost a larger countersteer's swing the wrong way first.
     */
    static final double YAW_ACCEL_RAD_PER_S2 = Math.toRadians(80);
    /**
     * Fastest build of the lean a held key asks for (in radians per second): a brisk roll-in. At
     * 60 km/h it lets the yaw build at the full {@link #YAW_ACCEL_RAD_PER_S2}; at 140 km/h it
     * holds it to a third, so a tap there asks a few degrees, not the held key's whole lean.
     */
    static final double MAX_LEAN_RATE_RAD_PER_S = Math.toRadians(120);
    /** Share of the largest lean a held key asks for: leaves the grip margin a road rider keeps. */
    static final double RANGE = 0.7;
    /** Time constant of the yaw rate's return when the key is released (in seconds): the rider stands the bike up. */
    static final double RELEASE_S = 0.1;
    /** Speed from which the key asks for a turn rate (in metres per second, 20 km/h). */
    static final double TURN_ABOVE_MPS = Units.kmhToMps(20);
    /** Time constant of the key's share at walking pace (in seconds). */
    static final double LOW_SPEED_BUILD_S = 0.35;

    /** The largest lean the rider dares on dry asphalt (in radians): the scale of the steer input. */
    private final double fullLeanRad;
    private double yawRateRadPerS;
    private double lowSpeedShare;

    /** @param spec the motorcycle */
    KeyboardRider(VehicleSpec spec) {
        // the rider model's own scale: 0.9 of the lateral grip, 3 degrees of clearance in hand
        fullLeanRad = Math.max(1e-3, SteadyTurn.riderGripLeanRad(spec, 0.9, Math.toRadians(3)));
    }

    @Override
    public VehicleInput act(VehicleInput in, VehicleSnapshot s, double dtS) {
        double speed = Math.abs(s.speedMps());
        double key = in.steer();
        double heldLean = RANGE * fullLeanRad;
        double maxRate = Units.G * Math.tan(heldLean) / Math.max(speed, 0.1);
        double asked = key * maxRate;
        if (s.has(VehicleEvent.AIRBORNE)) {
            // in the air the rider can turn nothing: the request waits for the wheels
            asked = yawRateRadPerS;
        }
        if (key == 0 || asked * yawRateRadPerS < 0) {
            // released or reversed: the turn is let go first
            yawRateRadPerS -= yawRateRadPerS * Math.min(1.0, dtS / RELEASE_S);
            if (key != 0 && Math.abs(yawRateRadPerS) < YAW_ACCEL_RAD_PER_S2 * dtS) {
                yawRateRadPerS = 0;
            }
        } else {
            // the yaw acceleration whose lean builds no faster than a rider rolls the bike in:
            // d(phi)/dt = (v / g) cos^2(phi) dr/dt
            double lean = Math.atan(Math.abs(yawRateRadPerS) * speed / Units.G);
            double cos = Math.cos(lean);
            double accel = Math.min(YAW_ACCEL_RAD_PER_S2,
                    MAX_LEAN_RATE_RAD_PER_S * Units.G / (Math.max(speed, 0.1) * cos * cos));
            double step = accel * dtS;
            yawRateRadPerS += Units.clamp(asked - yawRateRadPerS, -step, step);
        }
        yawRateRadPerS = Units.clamp(yawRateRadPerS, -maxRate, maxRate);
        lowSpeedShare += (RANGE * key - lowSpeedShare) * Math.min(1.0, dtS / LOW_SPEED_BUILD_S);
        double turnShare = Math.atan(yawRateRadPerS * speed / Units.G) / fullLeanRad;
        double blend = Units.clamp(speed / TURN_ABOVE_MPS, 0, 1);
        double steer = Units.clamp(blend * turnShare + (1 - blend) * lowSpeedShare, -1, 1);
        return steer == in.steer() ? in : in.withSteer(steer);
    }

    @Override
    public void reset() {
        yawRateRadPerS = 0;
        lowSpeedShare = 0;
    }
}
