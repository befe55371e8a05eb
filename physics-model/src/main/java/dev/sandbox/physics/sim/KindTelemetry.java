package dev.sandbox.physics.sim;

/**
 * What a vehicle kind adds to the common {@link VehicleSnapshot}. The common snapshot holds what
 * every vehicle has (body, powertrain, wheels, events); a kind's own part holds the rest. The
 * accessors here are the ones read without knowing the kind (the CSV layout, plots, the views'
 * pose): a leaning vehicle (a motorcycle, a bicycle) fills them, a vehicle that does not lean
 * leaves them NaN. Code that needs more of a kind's state reads the kind's own record.
 * Angles follow ISO 8855: positive lean = right side down, positive handlebar = steered left.
 */
public interface KindTelemetry {

    /** The part of a kind with nothing beyond the common snapshot (the car: its roll is the body's). */
    KindTelemetry NONE = new KindTelemetry() {
        @Override
        public String toString() {
            return "KindTelemetry.NONE";
        }
    };

    /** @return roll angle of a leaning vehicle (in radians), NaN for a kind that does not lean */
    default double leanRad() {
        return Double.NaN;
    }

    /** @return the lean the rider aims for (in radians), NaN for a kind that does not lean */
    default double targetLeanRad() {
        return Double.NaN;
    }

    /** @return the rider's body lean relative to the vehicle (in radians), NaN without a rider who leans */
    default double riderLeanRad() {
        return Double.NaN;
    }

    /** @return steer angle about a steering axis turned by a handlebar (in radians), NaN without one */
    default double handlebarRad() {
        return Double.NaN;
    }

    /** @return true while the handlebar points against the turn being entered */
    /** @return the rider's torque on the bars (in N m, + = steering left), NaN when the kind has none */
    default double steerTorqueNm() {
        return Double.NaN;
    }

    default boolean countersteering() {
        return false;
    }

    /** @return true while a rider has a foot on the ground (the views pose the leg) */
    default boolean footDown() {
        return false;
    }

    /** @return true after the vehicle has fallen over, until it is reset */
    default boolean crashed() {
        return false;
    }

    /** @return true when every number this part carries is finite (NaN for "not applicable" excepted) */
    default boolean isFinite() {
        return true;
    }
}
