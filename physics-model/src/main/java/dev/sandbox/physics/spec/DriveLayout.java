package dev.sandbox.physics.spec;

/** Which axle the engine drives ([Siorki, "Drivetrain"]). */
public enum DriveLayout {
    /** Front-wheel drive. */
    FWD,
    /** Rear-wheel drive. */
    RWD,
    /** All-wheel drive, torque split equally between the axles. */
    AWD
}
