package dev.sandbox.physics.car;

import dev.sandbox.physics.spec.ChassisSpec;

/**
 * Whether a car has gone over, and how it lies once it has. A car tips about its outer wheels
 * once the lateral load transfer m a_y h / t exceeds what its inner wheels carry, at
 * a_y / g = t / (2 h), the static stability factor [Gillespie, ch. 9]; on two wheels the sprung
 * body's roll grows as the car tips, and once the centre of mass stands over the outer wheels'
 * contact line, at a roll of atan(t / (2 h)), gravity no longer brings it back: the car is
 * over and falls onto its side. Lengthwise the same holds about an axle: nose down past
 * atan(a / h) (over the front wheels), nose up past atan(b / h) (over the rear), and the car
 * lands on its roof. A car that is over lies there, its tyres off the ground, and slides until
 * friction stops it ({@link dev.sandbox.physics.chassis.GroundSlide}); a reset puts it back on
 * its wheels.
 */
final class Rollover {

    /**
     * Sliding friction of an overturned car on the road (estimate: steel panels and glass on
     * asphalt, a little below the fallen motorcycle's 0.5 with its rider's leathers).
     */
    static final double SLIDE_FRICTION = 0.4;

    private final double rollLimitRad;
    private final double noseDownLimitRad;
    private final double noseUpLimitRad;
    private boolean over;
    private double restingPitchRad;
    private double restingRollRad;

    /** @param chassis the car's chassis (track, wheelbase and centre of mass) */
    Rollover(ChassisSpec chassis) {
        double h = chassis.cgHeightM();
        double halfTrack = 0.25 * (chassis.trackFrontM() + chassis.trackRearM());
        rollLimitRad = Math.atan(halfTrack / h);
        noseDownLimitRad = Math.atan(chassis.cgToFrontAxleM() / h);
        noseUpLimitRad = Math.atan(chassis.cgToRearAxleM() / h);
    }

    /** Puts the car back on its wheels. */
    void reset() {
        over = false;
        restingPitchRad = 0;
        restingRollRad = 0;
    }

    /**
     * Decides from the body's pose on its wheels whether the car has gone over.
     *
     * @param pitchRad the sprung body's pitch relative to the ground (in radians, nose down)
     * @param rollRad the sprung body's roll relative to the ground (in radians, right side down)
     * @return true when the car went over now
     */
    boolean check(double pitchRad, double rollRad) {
        if (over) {
            return false;
        }
        boolean finite = Double.isFinite(pitchRad) && Double.isFinite(rollRad);
        if (finite && Math.abs(rollRad) > rollLimitRad) {
            restingRollRad = Math.copySign(Math.PI / 2, rollRad);
        } else if (!finite || pitchRad > noseDownLimitRad || -pitchRad > noseUpLimitRad) {
            restingRollRad = Math.PI;
        } else {
            return false;
        }
        over = true;
        restingPitchRad = 0;
        return true;
    }

    /** @return true while the car lies overturned */
    boolean over() {
        return over;
    }

    /** @return the overturned car's pitch (in radians; 0: it lies flat on its side or roof) */
    double restingPitchRad() {
        return restingPitchRad;
    }

    /** @return the overturned car's roll (in radians: +-pi/2 on its right or left side, pi on its roof) */
    double restingRollRad() {
        return restingRollRad;
    }

    /** @return the roll at which the centre of mass stands over the outer wheels (in radians) */
    double rollLimitRad() {
        return rollLimitRad;
    }

    long stateHash(long h) {
        return dev.sandbox.physics.chassis.Wheel.mix(over ? h + 1 : h, restingRollRad);
    }
}
