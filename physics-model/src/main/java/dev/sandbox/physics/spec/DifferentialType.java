package dev.sandbox.physics.spec;

/** How a driven axle shares torque between its two wheels. */
public enum DifferentialType {
    /** Equal torque to both wheels: the lighter-loaded wheel limits the axle. */
    OPEN,
    /** A clutch-type limited-slip differential resisting speed difference up to a locking torque. */
    LIMITED_SLIP
}
