package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.sim.KindTelemetry;
import dev.sandbox.physics.sim.VehicleSnapshot;

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
 * @param barTorqueNm the rider's torque on the bars (in N m, + = steering left)
 * @param riderThrottle the twist grip the rider holds (0..1)
 */
public record BikeTelemetry(double leanRad, double targetLeanRad, double riderLeanRad,
        double handlebarRad, boolean countersteering, double frontLoadN, double rearLoadN,
        boolean footDown, boolean crashed, double barTorqueNm, double riderThrottle) implements KindTelemetry {

    /**
     * @param s a motorcycle's snapshot
     * @return its motorcycle part
     * @throws IllegalArgumentException when the snapshot is not a motorcycle's
     */
    public static BikeTelemetry of(VehicleSnapshot s) {
        if (s.kind() instanceof BikeTelemetry b) {
            return b;
        }
        throw new IllegalArgumentException("not a motorcycle's snapshot: " + s.kind());
    }

    @Override
    public boolean isFinite() {
        return Double.isFinite(leanRad) && Double.isFinite(handlebarRad) && Double.isFinite(riderLeanRad);
    }
}
