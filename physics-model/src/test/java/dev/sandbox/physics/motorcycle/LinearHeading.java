package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.reference.LeanSteerInertia;
import dev.sandbox.physics.spec.VehicleSpec;
import org.apache.commons.math3.complex.Complex;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.LUDecomposition;
import org.apache.commons.math3.transform.DftNormalization;
import org.apache.commons.math3.transform.FastFourierTransformer;
import org.apache.commons.math3.transform.TransformType;

/**
 * The heading a motorcycle's linearised lean and steer equations ({@link LinearLeanSteer}, the
 * model the simulation integrates, [Sharp 1971] with the inertia of [Meijaard et al. 2007])
 * give for a lean history made from upright straight running by a torque on the bars: what the
 * physics of a countersteer needs. To lean into a turn the front tyre first pushes the contact
 * line out from under the bike, and that force yaws the bike out of the turn before the lean's
 * own turn takes over; how far depends only on how quickly the lean is built. A torque moves
 * yaw rate and lean together, so r(jw) / phi(jw) = [(jw - A)^-1 B]_r / [(jw - A)^-1 B]_phi,
 * and the yaw rate history is that ratio times the lean history's spectrum (worked as
 * {@link LinearCountersteer} works out the steer); the heading is its integral.
 */
final class LinearHeading {

    /** Upright straight running before the lean history, in the transform's window (in seconds). */
    static final double LEAD_S = 1.0;
    /** The final lean is held this long before the history is mirrored back to upright (in seconds). */
    static final double HOLD_S = 6.0;

    private final double[][] a;
    private final double[] b;

    private LinearHeading(double[][] a, double[] b) {
        this.a = a;
        this.b = b;
    }

    /**
     * @param spec a motorcycle
     * @param speedMps the speed held (in m/s, &gt;0)
     * @return its linearised equations at that speed, on its tyres at their static loads
     */
    static LinearHeading of(VehicleSpec spec, double speedMps) {
        LeanSteerInertia in = LeanSteerInertia.of(BikeBodies.of(spec));
        LinearLeanSteer model = new LinearLeanSteer(in, spec.motorcycle().steeringDamperNmsPerRad());
        return new LinearHeading(model.stateMatrix(speedMps, LeanSteerModes.linearTyres(spec, in, speedMps)),
                model.steerTorqueInput());
    }

    private Complex yawRatePerLean(double w) {
        int n = a.length;
        double[][] m = new double[2 * n][2 * n];
        double[] rhs = new double[2 * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                m[i][j] = -a[i][j];
                m[n + i][n + j] = -a[i][j];
            }
            m[i][n + i] = -w;
            m[n + i][i] = w;
            rhs[i] = b[i];
        }
        double[] x = new LUDecomposition(new Array2DRowRealMatrix(m, false)).getSolver()
                .solve(new ArrayRealVector(rhs, false)).toArray();
        Complex yaw = new Complex(x[LinearLeanSteer.R], x[n + LinearLeanSteer.R]);
        Complex lean = new Complex(x[LinearLeanSteer.PHI], x[n + LinearLeanSteer.PHI]);
        return yaw.divide(lean);
    }

    /**
     * @param dtS the history's sampling interval (in seconds, &gt;0)
     * @param leanRad lean history from upright straight running (in radians, + = right), ending
     *     where the lean is held
     * @return the heading the equations give for it, sample for sample (in radians, + = left, as
     *     the simulation's heading)
     */
    double[] headingFor(double dtS, double[] leanRad) {
        int lead = (int) Math.round(LEAD_S / dtS);
        int hold = (int) Math.round(HOLD_S / dtS);
        int used = lead + leanRad.length + hold + leanRad.length + lead;
        int size = Integer.highestOneBit(used - 1) << 1;
        double[] window = new double[size];
        double end = leanRad[leanRad.length - 1];
        for (int i = 0; i < leanRad.length; i++) {
            window[lead + i] = leanRad[i];
            window[lead + leanRad.length + hold + i] = leanRad[leanRad.length - 1 - i];
        }
        for (int i = 0; i < hold; i++) {
            window[lead + leanRad.length + i] = end;
        }
        FastFourierTransformer fft = new FastFourierTransformer(DftNormalization.STANDARD);
        Complex[] spectrum = fft.transform(window, TransformType.FORWARD);
        double dw = 2 * Math.PI / (size * dtS);
        spectrum[0] = spectrum[0].multiply(yawRatePerLean(dw * 1e-3));
        for (int k = 1; k <= size / 2; k++) {
            Complex g = yawRatePerLean(k * dw);
            spectrum[k] = spectrum[k].multiply(g);
            if (k < size / 2) {
                spectrum[size - k] = spectrum[k].conjugate();
            }
        }
        Complex[] yaw = fft.transform(spectrum, TransformType.INVERSE);
        double[] heading = new double[leanRad.length];
        double psi = 0;
        for (int i = 0; i < heading.length; i++) {
            // the benchmark's yaw is positive to the right, the simulation's heading to the left
            psi -= yaw[lead + i].getReal() * dtS;
            heading[i] = psi;
        }
        return heading;
    }
}
