package dev.sandbox.physics.chassis;

/**
 * An anti-lock controller that holds each braked wheel at a slip just short of the tyre's
 * peak: it allows at most the brake torque that, this step, would slow the wheel to the speed
 * of the target slip, so the wheel cannot lock while the pedal still asks for more. (A real
 * ABS cycles its valves around the same target; the mean is what a stopping distance sees.)
 * Off below walking pace, so the car can still be held.
 */
public final class AntiLockBrakes {

    /** Target slip as a fraction of the tyre's peak-force slip. */
    static final double TARGET_FRACTION_OF_PEAK = 0.9;
    private static final double MIN_SPEED_MPS = 1.5;

    private AntiLockBrakes() {
    }

    /**
     * @param pedalTorqueNm brake torque the pedal asks for (in newton metres, &ge;0)
     * @param freeOmega the wheel's spin at the end of the step without brakes (in rad/s)
     * @param contactSpeedMps road speed of the contact patch along the wheel (in m/s)
     * @param peakSlip slip ratio of peak tyre force (positive)
     * @param radiusM rolling radius (in metres)
     * @param inertiaKgM2 spin inertia (in kg m^2)
     * @param dtS step (in seconds)
     * @return the brake torque to apply (in newton metres, 0..pedalTorqueNm)
     */
    public static double limit(double pedalTorqueNm, double freeOmega, double contactSpeedMps, double peakSlip,
            double radiusM, double inertiaKgM2, double dtS) {
        double speed = Math.abs(contactSpeedMps);
        if (speed < MIN_SPEED_MPS || pedalTorqueNm <= 0) {
            return pedalTorqueNm;
        }
        double targetOmega = speed * (1.0 - TARGET_FRACTION_OF_PEAK * peakSlip) / radiusM;
        double spin = Math.copySign(freeOmega, contactSpeedMps);
        double allowed = Math.max(0.0, (spin - targetOmega) * inertiaKgM2 / dtS);
        return Math.min(pedalTorqueNm, allowed);
    }
}
