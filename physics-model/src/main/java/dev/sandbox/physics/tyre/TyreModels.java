package dev.sandbox.physics.tyre;

import dev.sandbox.physics.spec.TyreSpec;

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
}
