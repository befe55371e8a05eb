package dev.sandbox.physics.provingground;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.util.Locale;

/**
 * The measuring window of a steady-state manoeuvre: averages the yaw rate and speed, and says
 * why the window is not a steady state when the vehicle spins, stops or keeps changing, so a
 * test reports a reason instead of a number that describes no steady turn.
 */
final class SteadyState {

    /**
     * Body sideslip past which the car has spun (in radians): road cars at their limit run
     * 5-10 degrees [Milliken, ch. 5]; 15 degrees is past any driver's catch.
     */
    static final double SPIN_SIDESLIP_RAD = Math.toRadians(15);
    /** Speed below this fraction of the held speed means the car stopped (or ran backwards). */
    static final double STOPPED_FRACTION = 0.5;
    /** Largest mean-speed error from the held speed in a steady state (a fraction, 5 %). */
    static final double SPEED_TOLERANCE = 0.05;
    /**
     * Largest change of the mean yaw rate between the window's halves in a steady state
     * (a fraction, 5 %): a turn that still tightens or opens has no single radius.
     */
    static final double YAW_TOLERANCE = 0.05;

    private final double targetMps;
    private final int samples;
    private double yawRate;
    private double speed;
    private double firstHalfYaw;
    private double secondHalfYaw;
    private int firstHalf;
    private int secondHalf;
    private double maxSideslipRad;
    private double minSpeedMps = Double.POSITIVE_INFINITY;

    /**
     * @param targetMps the speed the driver holds (in m/s)
     * @param samples the number of samples the window will get
     */
    SteadyState(double targetMps, int samples) {
        this.targetMps = targetMps;
        this.samples = samples;
    }

    /**
     * @param s the state after a step
     * @param inFirstHalf true for the first half of the window
     */
    void add(VehicleSnapshot s, boolean inFirstHalf) {
        yawRate += s.yawRateRadPerS() / samples;
        speed += s.velocity().length() / samples;
        if (inFirstHalf) {
            firstHalfYaw += s.yawRateRadPerS();
            firstHalf++;
        } else {
            secondHalfYaw += s.yawRateRadPerS();
            secondHalf++;
        }
        maxSideslipRad = Math.max(maxSideslipRad, Math.abs(s.sideslipRad()));
        minSpeedMps = Math.min(minSpeedMps, s.speedMps());
    }

    /** @return the mean yaw rate (in rad/s) */
    double meanYawRate() {
        return yawRate;
    }

    /** @return the mean speed (in m/s) */
    double meanSpeed() {
        return speed;
    }

    /** @return why the window is not a steady state, or null when it is */
    String reason() {
        if (!(maxSideslipRad <= SPIN_SIDESLIP_RAD)) {
            return String.format(Locale.ROOT, "spun: body sideslip reached %.0f deg (steady limit %.0f deg)",
                    Math.toDegrees(maxSideslipRad), Math.toDegrees(SPIN_SIDESLIP_RAD));
        }
        if (!(minSpeedMps >= STOPPED_FRACTION * targetMps)) {
            return String.format(Locale.ROOT, "stopped: speed fell to %.1f km/h of the %.1f km/h held",
                    Units.mpsToKmh(minSpeedMps), Units.mpsToKmh(targetMps));
        }
        if (!(Math.abs(speed - targetMps) <= SPEED_TOLERANCE * targetMps)) {
            return String.format(Locale.ROOT, "never settled: mean speed %.1f km/h, not the %.1f km/h held",
                    Units.mpsToKmh(speed), Units.mpsToKmh(targetMps));
        }
        double a = firstHalfYaw / firstHalf;
        double b = secondHalfYaw / secondHalf;
        if (!(Math.abs(b - a) <= YAW_TOLERANCE * Math.abs(yawRate))) {
            return String.format(Locale.ROOT, "never settled: yaw rate changed from %.3f to %.3f rad/s within the window",
                    a, b);
        }
        return null;
    }
}
