package dev.sandbox.physics.sim;

/** Conditions the model reports in a snapshot, for the HUD's warnings and for tests. */
public enum VehicleEvent {
    /** Engine above its redline ([Palmer, "Car Simulator"]: "Exceeding redline rpm"). */
    REDLINE,
    /** The rev limiter is cutting fuel. */
    REV_LIMITER,
    /** The engine went past its damage rpm and is blown ("You have blown the engine!"). */
    ENGINE_BLOWN,
    /** A driven wheel spins well faster than the road (slip ratio above the tyre's peak). */
    WHEELSPIN,
    /** A braked wheel is locked or nearly so. */
    LOCKUP,
    /** At least one wheel has left the ground. */
    WHEEL_AIRBORNE,
    /** The whole vehicle is in ballistic flight. */
    AIRBORNE,
    /** A gear change is in progress (no drive). */
    SHIFTING,
    /** The vehicle hit a static obstacle during this step. */
    COLLISION,
    /** The vehicle is down: a motorcycle fallen, a car overturned onto its side or roof (recoverable by reset). */
    CRASHED,
    /** Front wheel of the motorcycle off the ground under power. */
    WHEELIE,
    /** Rear wheel of the motorcycle off the ground under braking. */
    STOPPIE
}
