package dev.sandbox.physics.spec;

import java.util.Locale;

/**
 * The spec's fields about each axle's tyre size and the suspension's steer, with the checks
 * that tie them to the rest of the spec: a rolling radius that belongs to the tyre's size, a
 * nominal load within the tyre's rating, and a compliance steer that cannot feed its own force.
 */
final class AxleFields {

    /** The acceleration a load index's kilograms are turned into newtons with (in m/s^2). */
    static final double STANDARD_GRAVITY = 9.80665;
    /**
     * Lowest and highest rolling radius as shares of the size's unloaded radius: a loaded
     * radial rolls on a radius a few per cent below its unloaded one, and 10 % either way is a
     * radius that belongs to another size.
     */
    static final double MIN_ROLLING_RADIUS_SHARE = 0.90;
    static final double MAX_ROLLING_RADIUS_SHARE = 1.02;
    /**
     * Largest roll steer (degrees of steer per degree of roll): a solid rear axle on leaf springs,
     * the most roll-steering suspension on the road, reaches a few tenths [Gillespie, ch. 6].
     */
    static final double MAX_ROLL_STEER = 0.5;
    /**
     * Largest lateral-force steer (in degrees per kN): a wheel that steers a whole degree for the
     * kilonewton of gentle cornering wanders on its mounts; road cars' steer far less.
     */
    static final double MAX_LATERAL_FORCE_STEER_DEG_PER_KN = 1.0;
    /**
     * Largest loop gain of a wheel steering towards its own force: steer per newton times the
     * tyre's cornering stiffness at twice its static load (an outer wheel near the limit). At 1
     * the wheel's steer would make the force that makes the steer, without end; at 0.5 the axle
     * is twice as stiff as its tyres and the loop still settles within a few of the tyre's lags.
     */
    static final double MAX_COMPLIANCE_LOOP_GAIN = 0.5;

    private AxleFields() {
    }

    /**
     * The tyre designation of an axle, whose unloaded radius the rolling radius must match.
     *
     * @param n the wheel's mapping
     * @param radiusM the wheel's rolling radius as the spec gives it (in metres)
     * @return the size
     */
    static TyreSize tyreSize(SpecNode n, double radiusM) {
        String where = n.qualify("tyreSize");
        TyreSize size;
        try {
            size = TyreSize.parse(n.text("tyreSize"));
        } catch (IllegalArgumentException e) {
            throw n.fail(where, e.getMessage());
        }
        double unloaded = size.unloadedRadiusM();
        if (radiusM < MIN_ROLLING_RADIUS_SHARE * unloaded || radiusM > MAX_ROLLING_RADIUS_SHARE * unloaded) {
            throw n.fail(n.qualify("radiusM"), String.format(Locale.ROOT,
                    "must lie within %.0f-%.0f %% of the unloaded radius of %s %s (%.4f m): a loaded tyre rolls on a "
                            + "radius a little below its unloaded one, got %s", 100 * MIN_ROLLING_RADIUS_SHARE,
                    100 * MAX_ROLLING_RADIUS_SHARE, where, size.designation(), unloaded, radiusM));
        }
        return size;
    }

    /**
     * A tyre's nominal load F_z0 lies below the load its index rates it for: Magic Formula
     * property files put it near two thirds of the rating [Pacejka 2012, Appendix 3].
     *
     * @param n the mapping that names the file
     * @param field the field's dotted path
     * @param loadN the nominal load (in newtons)
     * @param size the tyre's size, or null when the spec gives none (nothing to check)
     */
    static void checkNominalLoad(SpecNode n, String field, double loadN, TyreSize size) {
        if (size != null && loadN > size.ratedLoadN(STANDARD_GRAVITY)) {
            throw n.fail(field, String.format(Locale.ROOT,
                    "must not exceed the %.0f N (%.0f kg) that load index %d of %s rates the tyre for, got %s",
                    size.ratedLoadN(STANDARD_GRAVITY), size.ratedLoadKg(), size.loadIndex(), size.designation(), loadN));
        }
    }

    /**
     * @param n the suspension's mapping
     * @param key the roll steer's field
     * @return the roll steer (degrees per degree), 0 when the spec gives none
     */
    static double rollSteer(SpecNode n, String key) {
        return n.has(key) ? n.number(key, -MAX_ROLL_STEER, MAX_ROLL_STEER) : 0.0;
    }

    /**
     * A wheel's steer per kN of its lateral force. Steering away from the force (positive) only
     * softens the axle; steering towards it feeds the force back, so the loop gain with the
     * axle's tyre at twice its static load must stay below {@link #MAX_COMPLIANCE_LOOP_GAIN}.
     *
     * @param n the suspension's mapping
     * @param key the field
     * @param axleTyre the axle's tyre
     * @param staticLoadN one of the axle's wheels' static load (in newtons)
     * @return the steer (in degrees per kN), 0 when the spec gives none
     */
    static double lateralForceSteer(SpecNode n, String key, TyreSpec axleTyre, double staticLoadN) {
        if (!n.has(key)) {
            return 0.0;
        }
        double degPerKN = n.number(key, -MAX_LATERAL_FORCE_STEER_DEG_PER_KN, MAX_LATERAL_FORCE_STEER_DEG_PER_KN);
        double stiffness = axleTyre.corneringStiffnessAt(2 * staticLoadN);
        double gain = -Math.toRadians(degPerKN) / 1000 * stiffness;
        if (gain > MAX_COMPLIANCE_LOOP_GAIN) {
            throw n.fail(n.qualify(key), String.format(Locale.ROOT,
                    "steers the wheel towards its own force so much that it feeds it: with the tyre's %.0f N/rad at twice "
                            + "its static load the loop gain is %.2f, and it must stay below %.1f (at most %.3f deg/kN "
                            + "towards the force here), got %s", stiffness, gain, MAX_COMPLIANCE_LOOP_GAIN,
                    Math.toDegrees(MAX_COMPLIANCE_LOOP_GAIN / stiffness) * 1000, degPerKN));
        }
        return degPerKN;
    }

    /**
     * @param chassis the car's chassis
     * @param front true for a front wheel
     * @return one wheel's share of the weight at rest on level ground (in newtons)
     */
    static double staticWheelLoadN(ChassisSpec chassis, boolean front) {
        double lever = front ? chassis.cgToRearAxleM() : chassis.cgToFrontAxleM();
        return chassis.totalMassKg() * STANDARD_GRAVITY * lever / chassis.wheelbaseM() / 2;
    }
}
