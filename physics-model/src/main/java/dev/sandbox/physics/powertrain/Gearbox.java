package dev.sandbox.physics.powertrain;

import dev.sandbox.physics.spec.TransmissionSpec;

/**
 * The gearbox: reverse, neutral and the forward gears, manual shifting on request and an
 * automatic mode ([Palmer, "Manual and Automatic Transmissions"]). A shift
 * takes {@code shiftTimeS} without drive; the new engine speed of eq. 8.14 is not set here: it
 * follows from the clutch locking the engine to the wheels again.
 */
public final class Gearbox {

    /** Reverse. */
    public static final int REVERSE = -1;
    /** Neutral. */
    public static final int NEUTRAL = 0;

    private static final double REVERSE_SELECT_MAX_SPEED_MPS = 1.5;
    private static final double AUTO_HOLD_S = 0.8;
    private static final double KICKDOWN_THROTTLE = 0.95;

    private final TransmissionSpec spec;
    private int gear;
    private int targetGear;
    private double shiftRemainingS;
    private double holdS;
    private boolean automatic = true;
    private boolean lastUp;
    private boolean lastDown;
    private double lastThrottle;

    /** @param spec the driveline data */
    public Gearbox(TransmissionSpec spec) {
        this.spec = spec;
        reset();
    }

    /** First gear, no shift under way. */
    public void reset() {
        gear = 1;
        targetGear = 1;
        shiftRemainingS = 0;
        holdS = 0;
        lastUp = false;
        lastDown = false;
        lastThrottle = 0;
    }

    /**
     * Acts on the driver's shift requests (rising edges) and, in automatic mode, on the
     * shift schedule; then advances a shift in progress.
     *
     * @param shiftUp shift-up request held
     * @param shiftDown shift-down request held
     * @param throttle accelerator (0..1)
     * @param wheelSideRpm engine speed the current gear would give at the present wheel speed
     *     (in rpm; eq. 8.13 solved for the engine)
     * @param forwardSpeedMps signed road speed (in metres per second)
     * @param dtS step (in seconds)
     */
    public void update(boolean shiftUp, boolean shiftDown, double throttle, double wheelSideRpm,
            double forwardSpeedMps, double dtS) {
        if (shiftUp && !lastUp) {
            request(+1, forwardSpeedMps);
        }
        if (shiftDown && !lastDown) {
            request(-1, forwardSpeedMps);
        }
        lastUp = shiftUp;
        lastDown = shiftDown;
        holdS = Math.max(0, holdS - dtS);
        boolean kickdown = throttle >= KICKDOWN_THROTTLE && lastThrottle < KICKDOWN_THROTTLE;
        lastThrottle = throttle;
        if (automatic && !isShifting() && gear >= 1 && (holdS == 0 || kickdown)) {
            autoShift(throttle, wheelSideRpm, kickdown);
        }
        if (isShifting()) {
            shiftRemainingS -= dtS;
            if (shiftRemainingS <= 0) {
                shiftRemainingS = 0;
                gear = targetGear;
            }
        }
    }

    private void request(int direction, double forwardSpeedMps) {
        int from = isShifting() ? targetGear : gear;
        int to = from + direction;
        int lowest = spec.reverseRatio() > 0 ? REVERSE : NEUTRAL;
        if (to < lowest || to > spec.forwardGears()) {
            return;
        }
        if (to == REVERSE && forwardSpeedMps > REVERSE_SELECT_MAX_SPEED_MPS) {
            return;
        }
        if (from == REVERSE && to == NEUTRAL && forwardSpeedMps < -REVERSE_SELECT_MAX_SPEED_MPS) {
            return;
        }
        if (automatic && from == REVERSE && to == NEUTRAL) {
            to = 1;
        }
        if (automatic && from == 1 && to == NEUTRAL && forwardSpeedMps < REVERSE_SELECT_MAX_SPEED_MPS
                && spec.reverseRatio() > 0) {
            to = REVERSE;
        }
        startShift(to);
    }

    private void autoShift(double throttle, double wheelRpm, boolean kickdown) {
        double upRpm = spec.autoUpshiftLightRpm()
                + (spec.autoUpshiftRpm() - spec.autoUpshiftLightRpm()) * Math.min(1, throttle);
        if (gear < spec.forwardGears() && wheelRpm > upRpm) {
            startShift(gear + 1);
        } else if (gear > 1 && wheelRpm < spec.autoDownshiftRpm()) {
            startShift(gear - 1);
        } else if (kickdown && gear > 1
                && wheelRpm * ratio(gear - 1) / ratio(gear) < 0.9 * spec.autoUpshiftRpm()) {
            startShift(gear - 1);
        }
    }

    private void startShift(int to) {
        if (to == gear && !isShifting()) {
            return;
        }
        targetGear = to;
        shiftRemainingS = spec.shiftTimeS();
        holdS = AUTO_HOLD_S + spec.shiftTimeS();
        if (spec.shiftTimeS() <= 0) {
            gear = to;
        }
    }

    private double ratio(int g) {
        return spec.gearRatios().get(g - 1);
    }

    /** @return true while a gear change is under way (no drive) */
    public boolean isShifting() {
        return shiftRemainingS > 0;
    }

    /** @return the engaged gear (-1 reverse, 0 neutral, 1.. forward); the old one while shifting */
    public int gear() {
        return gear;
    }

    /** @return the gear being shifted to, or the engaged one */
    public int targetGear() {
        return isShifting() ? targetGear : gear;
    }

    /** @return overall crank-to-wheel ratio now: 0 in neutral or while shifting, negative in reverse */
    public double overallRatio() {
        return isShifting() ? 0.0 : spec.overallRatio(gear);
    }

    /** @return overall ratio of the engaged gear even during a shift (for rpm estimates) */
    public double engagedRatio() {
        return spec.overallRatio(gear);
    }

    /** @return true in automatic mode */
    public boolean isAutomatic() {
        return automatic;
    }

    /** @param automatic the mode */
    public void setAutomatic(boolean automatic) {
        this.automatic = automatic;
    }

    /** @return the driveline data */
    public TransmissionSpec spec() {
        return spec;
    }
}
