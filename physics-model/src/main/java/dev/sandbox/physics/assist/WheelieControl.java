package dev.sandbox.physics.assist;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.motorcycle.BikeTelemetry;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * Wheelie control (as on later litre sports bikes): the twist grip is eased while the front
 * tyre's load falls below a share of its static load, so the front wheel stays on the road
 * instead of skimming it. The front unloads under drive by F_x h / L [Cossalter, ch. 3]; the unit
 * acts on the measured load, so it needs no model of the pull. A proportional-integral
 * controller on the throttle, as {@link TractionControl}; the rider's own throttle is only
 * ever reduced.
 */
final class WheelieControl implements Aid {

    /** Front load, as a share of the static front load, the unit keeps at least: enough to steer. */
    static final double MIN_FRONT_SHARE = 0.15;
    /** Throttle cut per unit missing load share, proportional part. */
    static final double GAIN = 2.0;
    /** Throttle travel per second per unit missing load share, integral part. */
    static final double RATE_PER_S = 6.0;
    /** Fastest the throttle is given back while the front is loaded (travel per second). */
    static final double RECOVER_PER_S = 1.0;

    private final double staticFrontN;
    private double allowed = 1.0;

    WheelieControl(VehicleSpec spec) {
        double weight = spec.chassis().totalMassKg() * Units.G;
        staticFrontN = weight * spec.chassis().cgToRearAxleM() / spec.chassis().wheelbaseM();
    }

    @Override
    public VehicleInput act(VehicleInput in, VehicleSnapshot s, double dtS) {
        if (in.throttle() <= 0) {
            allowed = 1.0;
            return in;
        }
        double missing = MIN_FRONT_SHARE - BikeTelemetry.of(s).frontLoadN() / staticFrontN;
        double rate = missing > 0 ? -RATE_PER_S * missing : RECOVER_PER_S;
        allowed = Units.clamp(allowed + rate * dtS, 0, 1);
        double cap = Units.clamp(allowed - GAIN * Math.max(missing, 0), 0, 1);
        return cap < in.throttle() ? in.withThrottle(cap) : in;
    }

    @Override
    public void reset() {
        allowed = 1.0;
    }
}
