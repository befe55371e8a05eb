package dev.sandbox.physics.spec;

/** Which tyre force model a vehicle uses. */
public enum TyreModelKind {
    /** Pacejka's Magic Formula with combined slip (001_0fda50e3afb362f4.txt "Pacejka"). */
    MAGIC_FORMULA,
    /** Force proportional to slip, capped at the friction limit (004_71f555a83d0011e9.txt "Grip"). */
    LINEAR_CAPPED
}
