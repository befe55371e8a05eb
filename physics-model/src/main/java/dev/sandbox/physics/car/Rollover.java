package dev.sandbox.physics.car;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.spec.ChassisSpec;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * A car tipping onto two wheels, and gone over. While all four wheels touch, the sprung body
 * carries the load transfer ({@link SprungBody}); once both wheels of one side (or of one axle)
 * have lifted and the moment still grows, the car turns as a rigid body about the wheels left
 * on the ground: with c the centre of mass' lever to that contact line (half the track, or its
 * distance to the axle) and h its height, the tip angle psi obeys
 *
 * <pre>
 * I_c psi'' = m A (h cos psi + c sin psi) - m g_n (c cos psi - h sin psi),   I_c = I + m (h^2 + c^2)
 * </pre>
 *
 * with A the acceleration the tyres give the car away from the pivot's side (the lateral one
 * for a roll, the braking or drive for a pitch), g_n the gravity the ground holds up and I the
 * body's own roll or pitch inertia (parallel axes) [Gillespie, ch. 9: the rigid vehicle's
 * quasi-static rollover, A / g = c / h at psi = 0]. The car falls back onto all its wheels when
 * psi returns to zero (the landing takes the tip's speed), and is over once psi passes
 * atan(c / h), where its centre of mass stands over the pivot and its weight no longer brings it
 * back: it then lies on its side (or its roof, end over end), its tyres off the ground, and
 * slides until friction stops it ({@link dev.sandbox.physics.chassis.GroundSlide}); a reset puts
 * it back on its wheels. The tip carries the suspension's pose from the moment of the lift.
 */
final class Rollover {

    /**
     * Sliding friction of an overturned car on the road (estimate: steel panels and glass on
     * asphalt, a little below the fallen motorcycle's 0.5 with its rider's leathers).
     */
    static final double SLIDE_FRICTION = 0.4;

    /** Which wheels the car tips about. */
    enum Pivot {
        /** The right wheels: the car rolls right side down (left wheels up). */
        RIGHT,
        /** The left wheels: the car rolls left side down. */
        LEFT,
        /** The rear axle: the nose rises (front wheels up). */
        REAR,
        /** The front axle: the nose drops (rear wheels up). */
        FRONT
    }

    private final double massKg;
    private final double heightM;
    private final double halfTrackM;
    private final double toFrontM;
    private final double toRearM;
    private final double rollInertiaKgM2;
    private final double pitchInertiaKgM2;
    private final double frontShare;
    private Pivot pivot;
    private double shiftM;
    private double angleRad;
    private double rateRadPerS;
    private boolean over;
    private double restingPitchRad;
    private double restingRollRad;

    /** @param spec a car's spec */
    Rollover(VehicleSpec spec) {
        ChassisSpec chassis = spec.chassis();
        massKg = chassis.totalMassKg();
        heightM = chassis.cgHeightM();
        halfTrackM = 0.25 * (chassis.trackFrontM() + chassis.trackRearM());
        toFrontM = chassis.cgToFrontAxleM();
        toRearM = chassis.cgToRearAxleM();
        rollInertiaKgM2 = chassis.rollInertiaKgM2();
        pitchInertiaKgM2 = spec.suspension().pitchInertiaKgM2();
        frontShare = toRearM / chassis.wheelbaseM();
    }

    /** Puts the car back on its four wheels. */
    void reset() {
        pivot = null;
        shiftM = 0;
        angleRad = 0;
        rateRadPerS = 0;
        over = false;
        restingPitchRad = 0;
        restingRollRad = 0;
    }

    /**
     * Starts a tip about the wheels left on the ground.
     *
     * @param about the pivot
     * @param shiftTowardM how far the suspension's pose has moved the centre of mass toward the
     *     pivot (in metres; {@link SprungBody#shiftTowardM}): the lever c is shorter by it, so the
     *     tip starts where the sprung body's loads lifted the wheels
     */
    void lift(Pivot about, double shiftTowardM) {
        pivot = about;
        shiftM = shiftTowardM;
        angleRad = 0;
        rateRadPerS = 0;
    }

    /**
     * One step of the tip.
     *
     * @param forwardAccelMps2 the tyres' and drag's acceleration along the body (in m/s^2)
     * @param lateralAccelMps2 their acceleration to the left (in m/s^2)
     * @param normalGravityMps2 gravity the ground holds up, g cos(theta) (in m/s^2; 0 in the air)
     * @param dtS step (in seconds)
     */
    void step(double forwardAccelMps2, double lateralAccelMps2, double normalGravityMps2, double dtS) {
        double c = lever();
        double h = heightM;
        double away = switch (pivot) {
            case RIGHT -> lateralAccelMps2;
            case LEFT -> -lateralAccelMps2;
            case REAR -> forwardAccelMps2;
            case FRONT -> -forwardAccelMps2;
        };
        double own = pivot == Pivot.RIGHT || pivot == Pivot.LEFT ? rollInertiaKgM2 : pitchInertiaKgM2;
        double inertia = own + massKg * (h * h + c * c);
        double cos = Math.cos(angleRad);
        double sin = Math.sin(angleRad);
        double moment = massKg * (away * (h * cos + c * sin) - normalGravityMps2 * (c * cos - h * sin));
        rateRadPerS += moment / inertia * dtS;
        angleRad += rateRadPerS * dtS;
        if (angleRad <= 0) {
            // back on all its wheels: the landing takes the tip's speed
            pivot = null;
            angleRad = 0;
            rateRadPerS = 0;
        } else if (angleRad > Math.atan(c / h) || !Double.isFinite(angleRad)) {
            goOver(pivot == Pivot.RIGHT ? Math.PI / 2 : pivot == Pivot.LEFT ? -Math.PI / 2 : Math.PI);
        }
    }

    /**
     * A guard for poses the tip never saw (a landing far out of level): the body's own roll or
     * pitch past the angle that puts the centre of mass over the outer wheels or an axle.
     *
     * @param pitchRad the sprung body's pitch relative to the ground (in radians, nose down)
     * @param rollRad the sprung body's roll relative to the ground (in radians, right side down)
     */
    void check(double pitchRad, double rollRad) {
        if (over) {
            return;
        }
        boolean finite = Double.isFinite(pitchRad) && Double.isFinite(rollRad);
        if (finite && Math.abs(rollRad) > Math.atan(halfTrackM / heightM)) {
            goOver(Math.copySign(Math.PI / 2, rollRad));
        } else if (!finite || pitchRad > Math.atan(toFrontM / heightM) || -pitchRad > Math.atan(toRearM / heightM)) {
            goOver(Math.PI);
        }
    }

    /**
     * The loads while tipping: the weight on the wheels left on the ground, in the axles' or
     * sides' static shares.
     *
     * @param weightOnGroundN the weight's component into the ground (in newtons)
     * @param loads receives FL, FR, RL, RR (in newtons)
     * @return the loads
     */
    double[] loads(double weightOnGroundN, double[] loads) {
        java.util.Arrays.fill(loads, 0);
        switch (pivot) {
            case RIGHT -> {
                loads[1] = weightOnGroundN * frontShare;
                loads[3] = weightOnGroundN * (1 - frontShare);
            }
            case LEFT -> {
                loads[0] = weightOnGroundN * frontShare;
                loads[2] = weightOnGroundN * (1 - frontShare);
            }
            case REAR -> {
                loads[2] = weightOnGroundN / 2;
                loads[3] = weightOnGroundN / 2;
            }
            case FRONT -> {
                loads[0] = weightOnGroundN / 2;
                loads[1] = weightOnGroundN / 2;
            }
        }
        return loads;
    }

    /** @return true while the car is on two wheels (or one axle) */
    boolean tipping() {
        return pivot != null;
    }

    /** @return true while the car lies overturned */
    boolean over() {
        return over;
    }

    /** @return the tip's roll (in radians, right side down; 0 unless tipping sideways) */
    double tipRollRad() {
        return pivot == Pivot.RIGHT ? angleRad : pivot == Pivot.LEFT ? -angleRad : 0;
    }

    /** @return the tip's pitch (in radians, nose down; 0 unless tipping lengthwise) */
    double tipPitchRad() {
        return pivot == Pivot.FRONT ? angleRad : pivot == Pivot.REAR ? -angleRad : 0;
    }

    /** @return the overturned car's pitch (in radians; 0: it lies flat on its side or roof) */
    double restingPitchRad() {
        return restingPitchRad;
    }

    /** @return the overturned car's roll (in radians: +-pi/2 on its right or left side, pi on its roof) */
    double restingRollRad() {
        return restingRollRad;
    }

    long stateHash(long h) {
        h = Wheel.mix(over ? h + 1 : h, restingRollRad);
        h = Wheel.mix(h, angleRad);
        return Wheel.mix(pivot == null ? h : h + 2 + pivot.ordinal(), rateRadPerS);
    }

    private void goOver(double restingRoll) {
        over = true;
        pivot = null;
        angleRad = 0;
        rateRadPerS = 0;
        restingRollRad = restingRoll;
        restingPitchRad = 0;
    }

    /** @return the centre of mass' lever to the pivot's contact line at the lift (in metres, &gt;0) */
    private double lever() {
        double base = switch (pivot) {
            case RIGHT, LEFT -> halfTrackM;
            case REAR -> toRearM;
            case FRONT -> toFrontM;
        };
        return Math.max(base - shiftM, 0.1 * base);
    }
}
