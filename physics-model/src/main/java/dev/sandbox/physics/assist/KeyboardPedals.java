package dev.sandbox.physics.assist;

import dev.sandbox.physics.spec.VehicleSpec;

/**
 * Turns the throttle and brake keys (held or not) into throttle and brake inputs, as a foot or a
 * hand moves a pedal or lever: a key pressed moves the input to full over a time, a key released
 * brings it back over a shorter one. A brake key does not slam the brake on at once: a rider
 * squeezes the lever in over {@link #LEVER_SQUEEZE_S}, a driver presses the pedal over
 * {@link #PEDAL_PRESS_S}. Pad triggers do not pass through here: they keep their resolution.
 *
 * <p>What the vehicle's kind asks: a motorcycle's twist grip and front brake lever are worked by
 * hand, and a hard stop is squeezed in as the fork dives (about 0.3-0.5 s to full, so the load
 * reaches the front tyre before its grip is asked for); a car's pedals by foot, quicker.
 */
public final class KeyboardPedals {

    /** Time to squeeze a motorcycle's brake lever from off to full while the key is held (in seconds). */
    static final double LEVER_SQUEEZE_S = 0.4;
    /** Time to press a car's brake pedal from off to full (in seconds): a firm stamp. */
    static final double PEDAL_PRESS_S = 0.2;
    /** Time to let a brake go from full to off once the key is released (in seconds). */
    static final double BRAKE_RELEASE_S = 0.1;
    /** Time to roll a motorcycle's twist grip fully open (in seconds): a wrist's roll, not a snap. */
    static final double GRIP_OPEN_S = 0.25;
    /** Time to press a car's accelerator fully (in seconds). */
    static final double ACCELERATOR_PRESS_S = 0.1;
    /** Time to shut the throttle once the key is released (in seconds). */
    static final double THROTTLE_CLOSE_S = 0.05;

    private final double throttleOnS;
    private final double brakeOnS;
    private double throttle;
    private double brake;

    private KeyboardPedals(double throttleOnS, double brakeOnS) {
        this.throttleOnS = throttleOnS;
        this.brakeOnS = brakeOnS;
    }

    /**
     * @param spec the vehicle
     * @return the keys' ramps for that vehicle's kind: a rider's hand (where the keyboard rider
     *     applies) or a driver's feet
     */
    public static KeyboardPedals forVehicle(VehicleSpec spec) {
        if (Assist.KEYBOARD_RIDER.appliesTo(spec)) {
            return new KeyboardPedals(GRIP_OPEN_S, LEVER_SQUEEZE_S);
        }
        return new KeyboardPedals(ACCELERATOR_PRESS_S, PEDAL_PRESS_S);
    }

    /** Both released. */
    public void reset() {
        throttle = 0;
        brake = 0;
    }

    /**
     * Moves the throttle one frame toward what its key asks.
     *
     * @param held true while the throttle key is held
     * @param dtS time since the previous call (in seconds, &ge;0)
     * @return the throttle input (0..1)
     */
    public double throttle(boolean held, double dtS) {
        throttle = ramp(throttle, held, throttleOnS, THROTTLE_CLOSE_S, dtS);
        return throttle;
    }

    /**
     * Moves the brake one frame toward what its key asks.
     *
     * @param held true while the brake key is held
     * @param dtS time since the previous call (in seconds, &ge;0)
     * @return the brake input (0..1)
     */
    public double brake(boolean held, double dtS) {
        brake = ramp(brake, held, brakeOnS, BRAKE_RELEASE_S, dtS);
        return brake;
    }

    private static double ramp(double value, boolean held, double onS, double offS, double dtS) {
        double dt = Math.max(0, dtS);
        return held ? Math.min(1, value + dt / onS) : Math.max(0, value - dt / offS);
    }
}
