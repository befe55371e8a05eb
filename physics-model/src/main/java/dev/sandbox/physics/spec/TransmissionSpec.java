package dev.sandbox.physics.spec;

import java.util.List;

/**
 * Clutch, gearbox, final drive and differential.
 *
 * @param gearRatios forward gear ratios g_k, first gear first (each &gt;0)
 * @param reverseRatio reverse gear ratio (&ge;0, applied backwards; 0 = no reverse gear)
 * @param primaryRatio primary reduction between crank and gearbox (1 for the car)
 * @param finalDriveRatio final drive G (differential, or the motorcycle's sprockets)
 * @param efficiency driveline efficiency (0..1]
 * @param shiftTimeS time without drive during a gear change (in seconds)
 * @param layout which wheels are driven
 * @param differential how a driven axle splits torque
 * @param lsdLockingTorqueNm torque a limited-slip differential can transfer between wheels (in N m)
 * @param clutchMaxTorqueNm clutch capacity when fully engaged (in N m at the crank)
 * @param launchRpm engine speed at which the automatic clutch reaches full bite (in rpm)
 * @param autoUpshiftRpm automatic mode: upshift speed at full throttle (in rpm)
 * @param autoUpshiftLightRpm automatic mode: upshift speed at light throttle (in rpm)
 * @param autoDownshiftRpm automatic mode: downshift below this speed (in rpm)
 */
public record TransmissionSpec(List<Double> gearRatios, double reverseRatio, double primaryRatio,
        double finalDriveRatio, double efficiency, double shiftTimeS, DriveLayout layout,
        DifferentialType differential, double lsdLockingTorqueNm, double clutchMaxTorqueNm,
        double launchRpm, double autoUpshiftRpm, double autoUpshiftLightRpm,
        double autoDownshiftRpm) {

    /** Copies the ratios so the record stays immutable. */
    public TransmissionSpec {
        gearRatios = List.copyOf(gearRatios);
    }

    /** @return the number of forward gears */
    public int forwardGears() {
        return gearRatios.size();
    }

    /**
     * @param gear -1 = reverse, 0 = neutral, 1.. forward
     * @return the overall ratio crank to wheel, negative in reverse, 0 in neutral
     */
    public double overallRatio(int gear) {
        if (gear == 0) {
            return 0.0;
        }
        double g = gear < 0 ? -reverseRatio : gearRatios.get(gear - 1);
        return primaryRatio * g * finalDriveRatio;
    }
}
