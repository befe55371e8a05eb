package dev.sandbox.app.core.sound;

/** What happens in a cylinder when its firing comes round. */
public enum Combustion {
    /** The charge burns: an exhaust pulse whose strength follows the load. */
    FIRING,
    /** Fuel is cut (rev limiter, gear change): the cylinder only pumps air, a faint puff. */
    CUT,
    /** The engine is blown: misfires, and a knock once per revolution from a damaged bearing. */
    BLOWN
}
