package dev.sandbox.physics.assist;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;

/**
 * Traction control: while a driven wheel slips past the tyre's peak, the throttle is cut back
 * so that the slip settles near the peak, where the tyre pulls hardest [Pacejka 2012, ch. 4]
 * (the Magic Formula's force falls beyond the peak slip: a spinning tyre pulls less and holds
 * nothing sideways). A proportional-integral controller on the throttle: the proportional part
 * answers a burst of spin at once, as a real unit's ignition cut does, the integral part finds
 * the throttle the grip allows. The driver's throttle is only ever reduced.
 */
final class TractionControl implements Aid {

    /**
     * Slip the controller aims for, as a share of the peak slip: just under it, where the force is within a few per cent of the
     * peak.
     */
    static final double TARGET_SHARE_OF_PEAK = 0.9;
    /** Throttle cut per unit slip excess (excess as a share of the peak slip), proportional part. */
    static final double GAIN = 0.6;
    /** Throttle travel per second per unit slip excess, integral part. */
    static final double RATE_PER_S = 3.0;
    /** Fastest the throttle is given back while the tyres grip (travel per second). */
    static final double RECOVER_PER_S = 1.5;
    /** Slip excess beyond which the error counts no more: near standstill slip ratios explode. */
    static final double MAX_EXCESS = 2.0;

    private final TyreLimits tyres;
    private double allowed = 1.0;

    TractionControl(TyreLimits tyres) {
        this.tyres = tyres;
    }

    @Override
    public VehicleInput act(VehicleInput in, VehicleSnapshot s, double dtS) {
        double excess = Math.min(tyres.driveSlipExcess(s) + (1 - TARGET_SHARE_OF_PEAK), MAX_EXCESS);
        if (in.throttle() <= 0 || in.clutch() > 0.5) {
            allowed = 1.0;
            return in;
        }
        double rate = excess > 0 ? -RATE_PER_S * excess : RECOVER_PER_S;
        allowed = Units.clamp(allowed + rate * dtS, 0, 1);
        double cap = Units.clamp(allowed - GAIN * Math.max(excess, 0), 0, 1);
        return cap < in.throttle() ? in.withThrottle(cap) : in;
    }

    @Override
    public void reset() {
        allowed = 1.0;
    }
}
