package dev.sandbox.physics.powertrain;

import dev.sandbox.physics.spec.TorquePoint;
import java.util.List;

/**
 * A full-throttle torque curve looked up by linear interpolation between table points, the
 * piecewise-linear form of [Palmer, eq. 8.17-8.18] ([Monster]
 * "torque curve lookup"). Below the first point the first torque holds (eq. 8.17a); above the
 * last point the last torque holds.
 */
public final class TorqueCurve {

    private final double[] rpm;
    private final double[] torque;

    /** @param points rpm strictly increasing (checked by the spec loader) */
    public TorqueCurve(List<TorquePoint> points) {
        rpm = new double[points.size()];
        torque = new double[points.size()];
        for (int i = 0; i < rpm.length; i++) {
            rpm[i] = points.get(i).rpm();
            torque[i] = points.get(i).torqueNm();
        }
    }

    /**
     * @param engineRpm engine speed (in rpm)
     * @return full-throttle torque (in newton metres, &ge;0)
     */
    public double torqueNm(double engineRpm) {
        if (engineRpm <= rpm[0]) {
            return torque[0];
        }
        int last = rpm.length - 1;
        if (engineRpm >= rpm[last]) {
            return torque[last];
        }
        int lo = 0;
        int hi = last;
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (rpm[mid] <= engineRpm) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        double t = (engineRpm - rpm[lo]) / (rpm[hi] - rpm[lo]);
        return torque[lo] + t * (torque[hi] - torque[lo]);
    }

    /**
     * The straight line (eq. 8.18, T = b * rpm + d) of the segment holding an rpm, as used by
     * the closed-form top-speed reference (eq. 8.22).
     *
     * @param engineRpm engine speed (in rpm)
     * @return {b (N m per rpm), d (N m)}
     */
    public double[] segmentLine(double engineRpm) {
        int i = 0;
        while (i < rpm.length - 2 && rpm[i + 1] <= engineRpm) {
            i++;
        }
        double b = (torque[i + 1] - torque[i]) / (rpm[i + 1] - rpm[i]);
        return new double[] {b, torque[i] - b * rpm[i]};
    }

}
