package dev.sandbox.physics.assist;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.motorcycle.BikeTelemetry;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * Wheelie control (as on later litre sports bikes): the pull is eased while the front tyre's
 * load falls below a share of its static load, so the front wheel stays on the road instead of
 * skimming it. The front unloads under drive by F_x h / L [Cossalter, ch. 3]; the unit acts on
 * the measured load, so it needs no model of the pull. A proportional-integral controller, as
 * {@link TractionControl}, sets the share of the pull it allows; the rider's own inputs are only
 * ever reduced.
 *
 * <p>Once the clutch is locked the throttle sets the pull, and the unit eases the throttle. While
 * the clutch slips in a launch, from walking pace until it locks, the clutch sets the pull and the throttle only the engine's
 * speed: a throttle cut lowers the speed the automatic clutch slips to, so the clutch first bites
 * harder and the pull rises before the engine slows. Cut that way, the front rose and fell about
 * three times a second and the engine's note wobbled with it. So while the clutch slips the unit
 * works the clutch lever instead, letting through the allowed share of the engine's torque, and
 * the pull follows at once.
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
    /**
     * Speed below which a slipping clutch is a launch, kept until the clutch locks (in metres
     * per second, 20 km/h); above it a slipping clutch is a gear change's, over in a few tenths.
     */
    static final double LAUNCH_BELOW_MPS = 20 / 3.6;

    private final double staticFrontN;
    private final double clutchMaxNm;
    private double allowed = 1.0;
    private boolean launching;

    WheelieControl(VehicleSpec spec) {
        double weight = spec.chassis().totalMassKg() * Units.G;
        staticFrontN = weight * spec.chassis().cgToRearAxleM() / spec.chassis().wheelbaseM();
        clutchMaxNm = spec.transmission().clutchMaxTorqueNm();
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
        if (!s.clutchSlipping()) {
            launching = false;
        } else if (s.speedMps() < LAUNCH_BELOW_MPS) {
            launching = true;
        }
        if (launching) {
            // the lever that leaves the clutch the allowed share of the engine's torque (its
            // capacity falls linearly with the lever, Driveline)
            double torqueNm = Math.max(s.engineTorqueNm(), 0.0);
            double lever = Units.clamp(1.0 - cap * torqueNm / clutchMaxNm, 0, 1);
            return cap < 1 && lever > in.clutch() ? in.withClutch(lever) : in;
        }
        return cap < in.throttle() ? in.withThrottle(cap) : in;
    }

    @Override
    public void reset() {
        allowed = 1.0;
        launching = false;
    }
}
