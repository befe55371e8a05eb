package dev.sandbox.physics.provingground;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;

/**
 * The test driver of a standing start, as a magazine tester launches a car without traction or
 * launch control: on the line the clutch is held in and the engine brought to the launch rpm
 * ({@link #stage}); then, flat out, the clutch is fed in so that the driven tyres stay near the
 * slip of their peak grip while the throttle holds the launch rpm; once the clutch has locked the
 * throttle stays down and only eases off when the tyres slip past that point. It uses only what
 * a person has (throttle, clutch, tuck) and reads only the snapshot, as a person reads the car.
 *
 * <p>On a vehicle whose model carries its rider ({@link
 * dev.sandbox.physics.sim.KindTelemetry#carriesRider()}, a motorcycle) the tester only twists
 * the grip, eased in proportion to the rear tyre's slip: the modelled rider works the clutch
 * lever and keeps the front wheel skimming the road, which is what limits a litre sports bike's
 * launch.
 *
 * <p>Each foot is a proportional-integral controller (Åström and Murray, "Feedback Systems",
 * ch. 10): the proportional part answers a slip or rpm error at once, as a practised foot does,
 * and the integral part finds the pedal position that holds the target.
 */
public final class LaunchDriver {

    /** Slip ratio the driver holds the driven tyres at: just under the Magic Formula peak (about 0.1). */
    static final double LAUNCH_SLIP = 0.09;
    /** Wheelspin beyond this excess slip feels no different to the driver (slip ratios explode near 0 km/h). */
    static final double MAX_FELT_EXCESS = 0.15;
    /** The clutch pedal a launch starts from: the bite point of a practised foot (0 = engaged, 1 = pressed). */
    static final double BITE_POINT = 0.52;
    /** Clutch pedal pressed in per unit slip beyond {@link #LAUNCH_SLIP}, proportional part. */
    static final double CLUTCH_GAIN = 1.0;
    /** Clutch pedal travel per second per unit slip error, integral part. */
    static final double CLUTCH_RATE = 10.0;
    /**
     * Fastest the foot lets the clutch out while the tyres hold (travel per second): a steady
     * release, so the pedal does not run far past the point where the tyres give up while the
     * engine, not the clutch, still limits the drive.
     */
    static final double CLUTCH_RELEASE_PER_S = 0.25;
    /** Throttle per unit rpm error (as a share of the launch rpm), proportional part. */
    static final double RPM_GAIN = 3.0;
    /** Throttle travel per second per unit rpm error (as a share of the launch rpm), integral part. */
    static final double RPM_RATE = 20.0;
    /** Throttle taken off per unit slip beyond {@link #LAUNCH_SLIP} once the clutch has locked. */
    static final double THROTTLE_GAIN = 5.0;
    /** Throttle travel per second per unit slip error once the clutch has locked, integral part. */
    static final double THROTTLE_RATE = 8.0;
    /** Fastest the foot brings the throttle back down while the tyres hold (travel per second). */
    static final double THROTTLE_APPLY_PER_S = 4.0;
    /** Least throttle the launch driver keeps once the clutch has locked. */
    static final double MIN_THROTTLE = 0.3;
    /** How much twist grip a motorcycle rider takes off per unit slip beyond {@link #LAUNCH_SLIP}. */
    static final double GRIP_GAIN = 10.0;
    /** Band around the launch rpm, as a share of it, in which the staged engine counts as held. */
    static final double STAGED_BAND = 0.02;
    /** How long the engine is held in that band before the clutch comes out (in seconds). */
    static final double STAGED_HOLD_S = 0.1;
    /** Longest staging; the clutch comes out then even if the engine never settled (in seconds). */
    static final double MAX_STAGING_S = 3.0;

    private final double launchRpm;
    private double rpmIntegral;
    private double clutchIntegral = BITE_POINT;
    private double throttleIntegral = 1.0;
    private boolean launched;
    private boolean clutchLocked;
    private double heldS;
    private double stagingS;

    /** @param launchRpm engine speed the driver holds while the clutch slips (in rpm) */
    public LaunchDriver(double launchRpm) {
        this.launchRpm = launchRpm;
    }

    /**
     * Staging, before the clock runs: clutch in, the throttle bringing the engine to the launch
     * rpm and holding it there.
     *
     * @param s the latest snapshot
     * @return the controls for the next step
     */
    public VehicleInput stage(VehicleSnapshot s) {
        double error = (launchRpm - s.engineRpm()) / launchRpm;
        heldS = Math.abs(error) <= STAGED_BAND ? heldS + TestTrack.DT : 0;
        stagingS += TestTrack.DT;
        return new VehicleInput(holdRpm(error), 0, 0, 0, 1.0, false, false, false);
    }

    /** @return true once the engine has been held at the launch rpm (or staging has taken {@link #MAX_STAGING_S}) */
    public boolean staged() {
        return heldS >= STAGED_HOLD_S || stagingS >= MAX_STAGING_S;
    }

    /**
     * Full throttle with wheelspin control, from a standstill (staged or not) or on the move.
     *
     * @param s the latest snapshot
     * @param tuck true for a motorcycle rider tucked in behind the screen
     * @return the controls for the next step
     */
    public VehicleInput drive(VehicleSnapshot s, boolean tuck) {
        if (s.kind().carriesRider()) {
            return twistGrip(s, tuck);
        }
        double slip = 0;
        for (WheelTelemetry w : s.wheels()) {
            if (w.grounded()) {
                slip = Math.max(slip, w.slipRatio());
            }
        }
        double excess = Math.min(slip - LAUNCH_SLIP, MAX_FELT_EXCESS);
        boolean first = !launched;
        launched = true;
        if (first) {
            rpmIntegral = 1.0;
        }
        clutchLocked |= !first && !s.clutchSlipping();
        if (!clutchLocked && s.gear() == 1) {
            // clutch fed against the tyres' slip, throttle holding the launch rpm
            double pedal = Units.clamp(clutchIntegral + CLUTCH_GAIN * Math.max(excess, 0), 0, 1);
            if (!first) {
                double rate = Math.max(CLUTCH_RATE * excess, -CLUTCH_RELEASE_PER_S);
                clutchIntegral = Units.clamp(clutchIntegral + TestTrack.DT * rate, 0, 1);
            }
            double throttle = first ? 1.0 : holdRpm((launchRpm - s.engineRpm()) / launchRpm);
            return new VehicleInput(throttle, 0, 0, 0, first ? BITE_POINT : pedal, false, false, false);
        }
        double rate = excess > 0 ? -THROTTLE_RATE * excess : THROTTLE_APPLY_PER_S;
        throttleIntegral = Units.clamp(throttleIntegral + TestTrack.DT * rate, MIN_THROTTLE, 1.0);
        double throttle = Units.clamp(throttleIntegral - THROTTLE_GAIN * Math.max(excess, 0), MIN_THROTTLE, 1.0);
        return new VehicleInput(throttle, 0, 0, 0, 0, false, false, false);
    }

    /** Proportional-integral throttle for an engine-speed error (as a share of the launch rpm, + = too slow). */
    private double holdRpm(double error) {
        double throttle = rpmIntegral + RPM_GAIN * error;
        if (throttle > 0 && throttle < 1) {
            rpmIntegral = Units.clamp(rpmIntegral + TestTrack.DT * RPM_RATE * error, 0, 1);
        }
        return Units.clamp(throttle, 0, 1);
    }

    /**
     * The twist grip of a vehicle whose model carries its rider: eased in proportion to the rear tyre's slip beyond the target.
     */
    private static VehicleInput twistGrip(VehicleSnapshot s, boolean tuck) {
        WheelTelemetry rear = s.wheels().get(s.wheels().size() - 1);
        double slip = rear.grounded() ? rear.slipRatio() : 0;
        double throttle = Units.clamp(1.0 - GRIP_GAIN * (slip - LAUNCH_SLIP), 0.5, 1.0);
        return new VehicleInput(throttle, 0, 0, 0, 0, false, false, tuck);
    }
}
