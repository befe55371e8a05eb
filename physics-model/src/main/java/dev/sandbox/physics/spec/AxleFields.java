package dev.sandbox.physics.spec;

import java.util.Locale;

/**
 * The spec's fields about each axle's tyre size, with the checks that tie them to the rest of
 * the spec: a rolling radius that belongs to the tyre's size, and a nominal load within the
 * tyre's rating.
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
}
