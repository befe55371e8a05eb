package dev.sandbox.physics.assist;

import dev.sandbox.physics.chassis.Steering;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * Turns the steer keys (left, right, both or neither) into a steer input, as a driver's hands
 * turn a wheel: the input ramps toward the key's side at a rate, up to a range that shrinks with
 * speed, and returns to centre when the keys are released; a tap gives a small correction, not
 * full lock. Pad and wheel axes do not pass through here: they keep their full resolution.
 *
 * <p>For the car the range at speed is the steer of a steady turn at about the tyres' grip,
 * delta = L a / v^2 + K a [Gillespie, ch. 6] (the kinematic steer of a turn at lateral
 * acceleration a plus the understeer gradient's share), with a margin for corrections: a real
 * driver at 100 km/h holds two or three degrees of road-wheel angle, not full lock. For the
 * motorcycle the steer asks for a lean, which the rider already limits to what the tyres and
 * the ground clearance allow, so the range stays 1, and the key reaches the rider as pressed
 * ({@link #RIDER_RAMP_S}): the keyboard rider shapes it into a turn.
 */
public final class KeyboardSteering {

    /** Time to ramp from centre to the full range while a key is held (in seconds): a tap of 0.1 s gives a fifth of it. */
    static final double RAMP_S = 0.5;
    /** Time to return from the full range to centre once the keys are released (in seconds). */
    static final double RETURN_S = 0.3;
    /** Lateral acceleration the keyboard's full range asks for, as a share of g: about the road tyre's grip. */
    static final double RANGE_LATERAL_G = 0.9;
    /**
     * Understeer gradient of that steady turn (in radians per (m/s^2)): half a degree per g, a
     * near-neutral sports car (the proving ground's skidpad: 0.44 degrees per g for the Boxster S).
     */
    static final double UNDERSTEER_RAD_PER_MPS2 = Math.toRadians(0.5) / Units.G;
    /** Steer the keys may ask for beyond that turn's, as a factor: room to correct a slide. */
    static final double CORRECTION_MARGIN = 1.5;
    /**
     * Speed above which the time to ramp to the full range grows in proportion to the speed (in
     * metres per second, 60 km/h): the full range asks about 1.35 g at any speed, and built over
     * 0.5 s that is 2.7 g a second, more than a driver who sees the car answer a quarter of a
     * second late can hold a line with (the keyboard-only test driver wove +-20 deg/s down the
     * straights at 100 km/h); at 120 km/h the ramp takes 1 s.
     */
    static final double STEADY_HANDS_ABOVE_MPS = Units.kmhToMps(60);
    /** Smallest range, so that a stationary or crawling car can still reach full lock. */
    static final double LOW_SPEED_RANGE = 1.0;
    /**
     * Ramp and return time of a motorcycle's steer keys (in seconds): a key reaches the rider as
     * pressed, since the keyboard rider ({@link KeyboardRider}) or the rider's own plan of the
     * lean shapes it; only the edge of the key is softened over a few steps.
     */
    static final double RIDER_RAMP_S = 0.02;

    private final Steering steering;
    private final double wheelbaseM;
    private final double rampS;
    private final double returnS;
    private double steer;

    private KeyboardSteering(Steering steering, double wheelbaseM, double rampS, double returnS) {
        this.steering = steering;
        this.wheelbaseM = wheelbaseM;
        this.rampS = rampS;
        this.returnS = returnS;
    }

    /**
     * @param spec the vehicle
     * @return keyboard steering for that vehicle's kind: a steering wheel's range, or the full
     *     range where a keyboard rider turns the keys into a lean
     */
    public static KeyboardSteering forVehicle(VehicleSpec spec) {
        if (Assist.KEYBOARD_RIDER.appliesTo(spec)) {
            // the steer asks the rider for a lean, which he limits and shapes himself
            return new KeyboardSteering(null, spec.chassis().wheelbaseM(), RIDER_RAMP_S, RIDER_RAMP_S);
        }
        return new KeyboardSteering(new Steering(spec.steering(), spec.chassis().wheelbaseM(),
                spec.chassis().trackFrontM()), spec.chassis().wheelbaseM(), RAMP_S, RETURN_S);
    }

    /** Centred. */
    public void reset() {
        steer = 0;
    }

    /**
     * @param speedMps road speed (in metres per second)
     * @return the largest steer input the keys ask for at that speed (0..1)
     */
    public double range(double speedMps) {
        if (steering == null) {
            return 1.0;
        }
        double v2 = speedMps * speedMps;
        double a = RANGE_LATERAL_G * Units.G;
        double grip = v2 < 1e-6 ? Double.MAX_VALUE
                : CORRECTION_MARGIN * (wheelbaseM * a / v2 + UNDERSTEER_RAD_PER_MPS2 * a);
        return Math.min(LOW_SPEED_RANGE, grip / steering.maxAngleRad(speedMps));
    }

    /**
     * Moves the steer input one frame toward what the keys ask.
     *
     * @param keys the keys held: +1 left, -1 right, 0 neither or both
     * @param speedMps road speed (in metres per second)
     * @param dtS time since the previous call (in seconds, &ge;0)
     * @return the steer input (-1..1, positive = left)
     */
    public double update(double keys, double speedMps, double dtS) {
        double range = range(speedMps);
        // at speed the hands turn the wheel, and let it back, more slowly: the same lateral
        // acceleration builds and goes over a longer time, so a tap is a correction, not a swerve
        double slow = steering == null ? 1.0 : Math.max(1.0, speedMps / STEADY_HANDS_ABOVE_MPS);
        double target = Math.signum(keys) * range;
        double dt = Math.max(0, dtS);
        double rate = range / (rampS * slow);
        if (target == 0 || target * steer < 0) {
            // releasing or reversing: the hands let the wheel come back at the return rate
            double back = Units.clamp(-steer, -range / (returnS * slow) * dt, range / (returnS * slow) * dt);
            if (target == 0 || Math.abs(back) < Math.abs(steer)) {
                steer += back;
                return steer;
            }
            steer = 0;
        }
        steer += Units.clamp(target - steer, -rate * dt, rate * dt);
        return steer;
    }

    /** @return the latest steer input (-1..1) */
    public double steer() {
        return steer;
    }
}
