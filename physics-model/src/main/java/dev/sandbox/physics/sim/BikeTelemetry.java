package dev.sandbox.physics.sim;

/**
 * The motorcycle's own state after a step (ISO 8855: positive lean = right side down,
 * positive handlebar = steered to the left).
 *
 * @param leanRad roll angle of the bike (in radians)
 * @param targetLeanRad the lean the rider is aiming for (in radians)
 * @param riderLeanRad the rider's body lean relative to the bike (in radians, same sign as a
 *     lean into the turn)
 * @param handlebarRad steer angle of the front wheel about the steering axis (in radians)
 * @param countersteering true while the handlebar points against the lean being built (the
 *     turn being entered, or the lean being taken off); false for a bar held into a steady turn
 * @param frontLoadN front tyre load (in newtons)
 * @param rearLoadN rear tyre load (in newtons)
 * @param footDown true at walking pace when the rider holds the bike up
 * @param crashed true after a fall, until reset
 */
public record BikeTelemetry(double leanRad, double targetLeanRad, double riderLeanRad,
        double handlebarRad, boolean countersteering, double frontLoadN, double rearLoadN,
        boolean footDown, boolean crashed) {
}
