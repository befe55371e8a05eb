package dev.sandbox.physics.assist;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * Launch control: a full-throttle start from rest in first gear is taken over until the clutch
 * has locked. The throttle holds the engine at the spec's launch rpm (the torque peak) and the
 * clutch pedal is fed in so the driven tyres stay just under the slip of their peak force, as a
 * practised driver launches [Gillespie, ch. 2: the traction limit, not the engine, sets a
 * powerful car's launch]. Each is a proportional-integral controller. Without it a held
 * throttle key either spins the tyres or, with traction control cutting the throttle, lets the
 * automatic clutch lock the engine down to a bog.
 */
final class LaunchControl implements Aid {

    /** Throttle from which a start counts as a launch. */
    static final double LAUNCH_THROTTLE = 0.9;
    /** Road speed below which the vehicle counts as at rest (in metres per second). */
    static final double REST_BELOW_MPS = 0.5;
    /** Slip the clutch is fed against, as a share of the tyre's peak slip. */
    static final double TARGET_SHARE_OF_PEAK = 0.9;
    /**
     * Slip excess beyond which the error counts no more, as traction control's: the clutch then
     * opens at its full rate. With a cap of 1 a tyre that breaks away at the clutch's bite up a
     * 17 % grade builds up six times its peak slip before the pedal catches it.
     */
    static final double MAX_EXCESS = TractionControl.MAX_EXCESS;
    /** Clutch pedal the launch starts from: about the bite point (0 = engaged, 1 = pressed). */
    static final double BITE_POINT = 0.5;
    /** Clutch pedal pressed per unit slip excess (as a share of the peak slip), proportional part. */
    static final double CLUTCH_GAIN = 0.3;
    /** Clutch pedal travel per second per unit slip excess, integral part. */
    static final double CLUTCH_RATE_PER_S = 3.0;
    /** Fastest the clutch is let out while the tyres hold (travel per second). */
    static final double CLUTCH_RELEASE_PER_S = 1.0;
    /** Throttle per unit engine-speed error (as a share of the launch rpm), proportional part. */
    static final double RPM_GAIN = 3.0;
    /** Throttle travel per second per unit engine-speed error, integral part. */
    static final double RPM_RATE_PER_S = 20.0;
    /** Road speed beyond which the launch is over whatever the clutch does (in metres per second). */
    static final double END_ABOVE_MPS = 25.0;

    /** Clutch pedal below which the launch is over: the clutch is all but out and the driver's throttle takes over. */
    static final double END_BELOW_PEDAL = 0.1;

    /**
     * Engine speed over the road's, as a ratio, within which the clutch counts as all but locked (the tyres' slip is the rest).
     */
    static final double LOCKED_RPM_MARGIN = 1.2;

    private final TyreLimits tyres;
    private final double launchRpm;
    private final double firstGearRpmPerMps;
    private boolean active;
    private double clutch;
    private double rpmIntegral;

    LaunchControl(VehicleSpec spec, TyreLimits tyres) {
        this.tyres = tyres;
        this.launchRpm = spec.transmission().launchRpm();
        this.firstGearRpmPerMps = Units.radPerSToRpm(spec.transmission().overallRatio(1) / spec.rearWheel().radiusM());
    }

    @Override
    public VehicleInput act(VehicleInput in, VehicleSnapshot s, double dtS) {
        boolean wanted = in.throttle() >= LAUNCH_THROTTLE && in.brake() == 0 && in.clutch() == 0 && s.gear() == 1;
        if (!wanted) {
            active = false;
            return in;
        }
        if (!active) {
            if (Math.abs(s.speedMps()) > REST_BELOW_MPS) {
                return in;
            }
            active = true;
            clutch = BITE_POINT;
            rpmIntegral = 1.0;
        } else if (s.speedMps() > END_ABOVE_MPS || (clutch <= END_BELOW_PEDAL
                && s.engineRpm() < LOCKED_RPM_MARGIN * firstGearRpmPerMps * s.speedMps())) {
            active = false;
            return in;
        }
        double excess = Math.min(tyres.driveSlipExcess(s) + (1 - TARGET_SHARE_OF_PEAK), MAX_EXCESS);
        double rate = Math.max(CLUTCH_RATE_PER_S * excess, -CLUTCH_RELEASE_PER_S);
        clutch = Units.clamp(clutch + rate * dtS, 0, 1);
        double pedal = Units.clamp(clutch + CLUTCH_GAIN * Math.max(excess, 0), 0, 1);
        // the engine is held at the launch rpm, or at the road's rpm once the road has caught up
        double targetRpm = Math.max(launchRpm, firstGearRpmPerMps * s.speedMps());
        double error = (targetRpm - s.engineRpm()) / launchRpm;
        double throttle = rpmIntegral + RPM_GAIN * error;
        if (throttle > 0 && throttle < 1) {
            rpmIntegral = Units.clamp(rpmIntegral + RPM_RATE_PER_S * error * dtS, 0, 1);
        }
        return in.withThrottle(Math.min(in.throttle(), Units.clamp(throttle, 0, 1))).withClutch(pedal);
    }

    @Override
    public void reset() {
        active = false;
    }
}
