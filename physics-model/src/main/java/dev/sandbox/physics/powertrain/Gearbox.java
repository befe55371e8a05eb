package dev.sandbox.physics.powertrain;

import dev.sandbox.physics.math.Units;
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
    /**
     * A kickdown is the driver's pedal floored from part throttle (below this) within
     * {@link #KICKDOWN_PRESS_S}: not a traction control or a rider's hand giving the throttle back
     * after easing it, which would drop a gear onto a wheel that just spun.
     */
    static final double KICKDOWN_FROM_THROTTLE = 0.5;
    /** How quickly the pedal must go from part to full throttle for a kickdown (in seconds). */
    static final double KICKDOWN_PRESS_S = 0.3;
    /**
     * How long the part throttle must have been held before it (in seconds): a driver cruising
     * who floors the pedal, not a traction control's cut of a tenth or two of a second.
     */
    static final double KICKDOWN_PART_HELD_S = 0.5;
    /**
     * Grade (rise over run) from which the box counts a climb: a 8 % grade takes about as much
     * pull as 100 km/h of drag in a sports car, so the gear that carries the car up it is held
     * to the full-throttle shift point instead of being traded for a taller one that bogs.
     */
    static final double CLIMB_GRADE = 0.08;
    /**
     * Share of the full-throttle shift point the lower gear must land below for a downshift on a climb: room to pull before the
     * next upshift.
     */
    static final double CLIMB_DOWNSHIFT_ROOM = 0.8;
    /** Throttle above which the driver is taken to be climbing rather than rolling down the slope. */
    static final double CLIMB_THROTTLE = 0.5;
    /**
     * Braking, the box steps down as the road speed falls so that the engine is ready to pull
     * when the brake comes off, never lugging in a tall gear: it takes the next gear down once
     * that gear lands at no more than this share of the full-throttle upshift rpm (4290 rpm on
     * the Boxster S, 6900 on the CBR1000RR), well clear of the redline and of an engine braking
     * that would lock a braked, unloaded rear wheel, as a sports car's automatic steps down under
     * braking.
     */
    static final double BRAKE_DOWNSHIFT_LAND_SHARE = 0.6;
    /**
     * Wait after a downshift under braking before the next (in seconds): a step per third of a
     * second, as quick as the shift and the clutch's closing allow, so a hard stop from 120 km/h
     * is in first or second by walking pace.
     */
    static final double BRAKE_HOLD_S = 0.3;
    /**
     * Share of the coasting downshift rpm the engine may fall to before the box steps down while
     * the vehicle is unsettled (a motorcycle leaned into a turn): the step in engine braking and
     * drive waits for the bike to stand up, as long as the engine does not labour.
     */
    static final double UNSETTLED_DOWNSHIFT_SHARE = 0.6;
    /**
     * Share of the span from the coasting downshift rpm to the light-throttle upshift rpm by
     * which the downshift rpm rises at full throttle: the box does not hold a tall gear at low
     * rpm under load, and the gear it steps down to lands below the upshift rpm of that
     * throttle, so it does not hunt.
     */
    static final double LOAD_DOWNSHIFT_SHARE = 1.0;

    private final TransmissionSpec spec;
    private int gear;
    private int targetGear;
    private double shiftRemainingS;
    private double holdS;
    private boolean automatic = true;
    private boolean lastUp;
    private boolean lastDown;
    private double lastThrottle;
    private double sincePartThrottleS = Double.MAX_VALUE;
    private double partThrottleHeldS;

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
     * As {@link #update(boolean, boolean, double, double, double, boolean, boolean, double, double,
     * double)} with the brake off and the vehicle settled.
     *
     * @param shiftUp shift-up request held
     * @param shiftDown shift-down request held
     * @param throttle accelerator (0..1)
     * @param shaftRpm the output shaft's speed as an engine speed in the current gear, read from
     *     road speed: the driven wheels' speed, but within the tyres' peak slip of the road speed
     *     (in rpm; [Palmer, eq. 8.13] solved for the engine), so neither wheelspin nor a braked
     *     wheel reads as speed
     * @param holdGear true while a driven wheel slips beyond the tyre's peak or a start's clutch
     *     still slips: no upshift then
     * @param grade rise over run along the heading (dimensionless, positive uphill)
     * @param forwardSpeedMps signed road speed (in metres per second)
     * @param dtS step (in seconds)
     */
    public void update(boolean shiftUp, boolean shiftDown, double throttle, double shaftRpm,
            boolean holdGear, double grade, double forwardSpeedMps, double dtS) {
        update(shiftUp, shiftDown, throttle, 0, shaftRpm, holdGear, true, grade, forwardSpeedMps, dtS);
    }

    /**
     * Acts on the driver's shift requests (rising edges) and, in automatic mode, on the
     * shift schedule; then advances a shift in progress.
     *
     * @param shiftUp shift-up request held
     * @param shiftDown shift-down request held
     * @param throttle accelerator (0..1)
     * @param brake brake pedal or lever (0..1): no upshift while it is pressed, and the box steps
     *     down as the road speed falls ({@link #BRAKE_DOWNSHIFT_LAND_SHARE})
     * @param shaftRpm the output shaft's speed as an engine speed in the current gear, read from
     *     road speed (see {@link #update(boolean, boolean, double, double, boolean, double, double,
     *     double)})
     * @param holdGear true while a driven wheel slips beyond the tyre's peak or a start's clutch
     *     still slips: no upshift then
     * @param settled false while a downshift would upset the vehicle (a motorcycle leaned into a
     *     turn, where the step in engine braking or drive on the rear tyre takes grip the turn
     *     needs): then the box makes no kickdown, braking or load downshift, only the one that
     *     keeps the engine above {@link #UNSETTLED_DOWNSHIFT_SHARE} of its downshift rpm;
     *     an upshift waits for the full-throttle upshift rpm, so that a throttle rolled back in
     *     the turn does not change gear under the rider, and is handed over smoothly
     *     ({@link Driveline})
     * @param grade rise over run along the heading (dimensionless, positive uphill)
     * @param forwardSpeedMps signed road speed (in metres per second)
     * @param dtS step (in seconds)
     */
    public void update(boolean shiftUp, boolean shiftDown, double throttle, double brake, double shaftRpm,
            boolean holdGear, boolean settled, double grade, double forwardSpeedMps, double dtS) {
        if (shiftUp && !lastUp) {
            request(+1, forwardSpeedMps);
        }
        if (shiftDown && !lastDown) {
            request(-1, forwardSpeedMps);
        }
        lastUp = shiftUp;
        lastDown = shiftDown;
        holdS = Math.max(0, holdS - dtS);
        if (throttle < KICKDOWN_FROM_THROTTLE) {
            partThrottleHeldS = sincePartThrottleS > 0 ? dtS : partThrottleHeldS + dtS;
            sincePartThrottleS = 0;
        } else {
            sincePartThrottleS += dtS;
        }
        boolean kickdown = throttle >= KICKDOWN_THROTTLE && lastThrottle < KICKDOWN_THROTTLE
                && sincePartThrottleS <= KICKDOWN_PRESS_S && partThrottleHeldS >= KICKDOWN_PART_HELD_S && !holdGear;
        lastThrottle = throttle;
        if (automatic && !isShifting() && gear >= 1 && (holdS == 0 || kickdown)) {
            boolean climbing = grade > CLIMB_GRADE && throttle > CLIMB_THROTTLE;
            autoShift(throttle, brake, shaftRpm, kickdown && settled, holdGear, settled, climbing);
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

    /**
     * The automatic's schedule: upshift at an rpm that rises with the throttle (the full-throttle
     * point on a climb), never while the driven wheels spin or the brake is pressed; downshift
     * when the road speed drags the engine below a downshift rpm that rises with the throttle
     * from the spec's (coasting) to the light-throttle upshift rpm (under load, so the engine
     * does not lug; on a climb, below the light-throttle upshift rpm, as long as the lower gear
     * has room); braking, step down once the lower gear lands at
     * {@link #BRAKE_DOWNSHIFT_LAND_SHARE} of the full-throttle upshift rpm; kickdown on a sudden
     * full throttle. Unsettled, only a coasting downshift at a lower rpm remains, and the upshift
     * waits for the full-throttle rpm whatever the throttle.
     */
    private void autoShift(double throttle, double brake, double shaftRpm, boolean kickdown, boolean holdGear,
            boolean settled, boolean climbing) {
        double upRpm = climbing || !settled ? spec.autoUpshiftRpm() : spec.autoUpshiftLightRpm()
                + (spec.autoUpshiftRpm() - spec.autoUpshiftLightRpm()) * Math.min(1, throttle);
        double downRpm = settled ? spec.autoDownshiftRpm() : UNSETTLED_DOWNSHIFT_SHARE * spec.autoDownshiftRpm();
        double below = gear > 1 ? shaftRpm * ratio(gear - 1) / ratio(gear) : Double.MAX_VALUE;
        if (settled) {
            downRpm += (spec.autoUpshiftLightRpm() - spec.autoDownshiftRpm()) * Units.clamp(throttle, 0, 1)
                    * LOAD_DOWNSHIFT_SHARE;
            if (climbing && below < CLIMB_DOWNSHIFT_ROOM * spec.autoUpshiftRpm()) {
                downRpm = Math.max(downRpm, spec.autoUpshiftLightRpm());
            }
        }
        boolean braking = brake > 0 && throttle <= 0;
        if (gear < spec.forwardGears() && shaftRpm > upRpm && !holdGear && !(braking && shaftRpm < spec.autoUpshiftRpm())) {
            startShift(gear + 1);
        } else if (gear > 1 && shaftRpm < downRpm) {
            startShift(gear - 1);
        } else if (braking && settled && gear > 1 && below <= BRAKE_DOWNSHIFT_LAND_SHARE * spec.autoUpshiftRpm()) {
            startShift(gear - 1);
            holdS = Math.min(holdS, BRAKE_HOLD_S + spec.shiftTimeS());
        } else if (kickdown && gear > 1 && below < 0.9 * spec.autoUpshiftRpm()) {
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
