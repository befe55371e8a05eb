package dev.sandbox.physics.sim;

/**
 * What a vehicle kind adds to the common {@link VehicleSnapshot}. The common snapshot holds what
 * every vehicle has (body, powertrain, wheels, events); a kind's own part holds the rest. The
 * accessors here are the ones read without knowing the kind (the CSV layout, plots, the views'
 * pose, the HUD): a leaning vehicle (a motorcycle, a bicycle) fills the lean ones, a car its
 * body's heave and steering torque, and a kind leaves what it does not have NaN. Code that needs more of a kind's state reads the
 * kind's own record. Angles follow ISO 8855: positive lean = right side down, positive handlebar = steered left.
 */
public interface KindTelemetry {

    /** The part of a kind with nothing beyond the common snapshot. */
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

    /**
     * @return true when the vehicle's model carries its rider, who works the clutch lever in a
     *     launch and keeps the front wheel down himself, so that a test driver gives only the
     *     twist grip; a kind whose rider leans in the model (a motorcycle) carries one
     */
    default boolean carriesRider() {
        return !Double.isNaN(riderLeanRad());
    }

    /** @return steer angle about a steering axis turned by a handlebar (in radians), NaN without one */
    default double handlebarRad() {
        return Double.NaN;
    }

    /** @return the rider's torque on the bars (in N m, + = steering left), NaN when the kind has none */
    default double barTorqueNm() {
        return Double.NaN;
    }

    /**
     * @return the twist grip the rider the model carries holds (0..1): the throttle the engine
     *     gets, which he rolls back from the player's for a lean, a wheelie or a gear change;
     *     NaN for a kind without such a rider (the input's throttle reaches the engine)
     */
    default double riderThrottle() {
        return Double.NaN;
    }

    /** @return true while the handlebar points against the turn being entered */
    default boolean countersteering() {
        return false;
    }

    /** @return true while a rider has a foot on the ground (the views pose the leg) */
    default boolean footDown() {
        return false;
    }

    /** @return a sprung body's height above its static height (in metres, up), NaN for a kind without one */
    default double bodyHeaveM() {
        return Double.NaN;
    }

    /**
     * @return the road's torque on the steering wheel (in newton metres, positive = turning it
     *     left), NaN for a kind that does not compute it
     */
    default double steeringTorqueNm() {
        return Double.NaN;
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
