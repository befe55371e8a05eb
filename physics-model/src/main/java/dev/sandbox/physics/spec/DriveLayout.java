package dev.sandbox.physics.spec;

/** Which axle the engine drives (004_71f555a83d0011e9.txt "Drivetrain"). */
public enum DriveLayout {
    /** Front-wheel drive. */
    FWD,
    /** Rear-wheel drive. */
    RWD,
    /** All-wheel drive, torque split equally between the axles. */
    AWD
}
