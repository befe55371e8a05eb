package dev.sandbox.physics.tyre;

import dev.sandbox.physics.spec.TyreSpec;
import dev.sandbox.physics.spec.WheelSpec;

/** Builds the tyre model a spec asks for. */
public final class TyreModels {

    private TyreModels() {
    }

    /** @return the Magic Formula or linear-capped model of the spec */
    public static TyreModel of(TyreSpec spec) {
        return switch (spec.model()) {
            case MAGIC_FORMULA -> new MagicFormulaTyre(spec);
            case LINEAR_CAPPED -> new LinearCappedTyre(spec);
        };
    }

    /**
     * @param tyre the vehicle's tyre data
     * @param axle the wheel of one axle
     * @return the model of that axle's tyres: the tyre data in the axle's size ({@link TyreSpec#forAxle})
     */
    public static TyreModel of(TyreSpec tyre, WheelSpec axle) {
        return of(tyre.forAxle(axle));
    }
}
