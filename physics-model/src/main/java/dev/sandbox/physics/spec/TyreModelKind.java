package dev.sandbox.physics.spec;

/** Which tyre force model a vehicle uses. */
public enum TyreModelKind {
    /** Pacejka's Magic Formula with combined slip ([Monster, "Pacejka"]). */
    MAGIC_FORMULA,
    /** Force proportional to slip, capped at the friction limit ([Siorki, "Grip"]). */
    LINEAR_CAPPED
}
