package dev.sandbox.physics.spec;

/** The kind of vehicle a spec file describes. */
public enum VehicleType {
    /** A four-wheeled car. */
    CAR,
    /** A two-wheeled motorcycle. */
    MOTORCYCLE
}
