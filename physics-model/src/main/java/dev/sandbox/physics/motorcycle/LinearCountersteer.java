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
 * The steer a motorcycle's linearised lean and steer equations ({@link LinearLeanSteer}) need to
 * follow a given lean history from upright straight running: the inverse of the bike, worked
 * out in the frequency domain. A torque on the bars moves lean and steer together, so whatever
 * torque the rider applies, steer and lean are tied by the ratio of their two responses,
 * delta(jw) / phi(jw) = [(jw - A)^-1 B]_delta / [(jw - A)^-1 B]_phi; the steer history is that
 * ratio times the lean history's spectrum. This is how the simulated countersteer is checked
 * against the equations it integrates, for the lean the rider really made, and how the part the
 * wheels' spin momentum plays in it is taken apart ({@link #withoutSpin}), and the tyres' part
 * by wheels that cannot slip ({@link #idealWheels}).
 */
public final class LinearCountersteer {

    /** Upright straight running before the lean history, in the transform's window (in seconds). */
    static final double LEAD_S = 1.0;
    /**
     * The final lean is held this long before the history is mirrored back to upright, so the
     * window is periodic (in seconds): long against the roll-in and the weave's settling.
     */
    static final double HOLD_S = 6.0;

    private final double[][] a;
    private final double[] b;
    /** Where lean and steer sit in the state. */
    private final int phi;
    private final int delta;

    LinearCountersteer(LinearLeanSteer model, LinearLeanSteer.Tyres tyres, double speedMps) {
        this(model.stateMatrix(speedMps, tyres), model.steerTorqueInput(), LinearLeanSteer.PHI, LinearLeanSteer.DELTA);
    }

    private LinearCountersteer(double[][] a, double[] b, int phi, int delta) {
        this.a = a;
        this.b = b;
        this.phi = phi;
        this.delta = delta;
    }

    /**
     * @param spec a motorcycle
     * @param speedMps the speed held (in m/s, &gt;0)
     * @return its linearised equations at that speed, on its tyres at their static loads
     */
    public static LinearCountersteer of(VehicleSpec spec, double speedMps) {
        LeanSteerInertia in = LeanSteerInertia.of(BikeBodies.of(spec));
        return new LinearCountersteer(new LinearLeanSteer(in, spec.motorcycle().steeringDamperNmsPerRad()),
                LeanSteerModes.linearTyres(spec, in, speedMps), speedMps);
    }

    /**
     * The same motorcycle with wheels that carry no spin momentum (S_R = S_F = 0 in [Meijaard et
     * al. 2007, eq. A20]'s terms): no gyroscopic coupling between lean, yaw and steer.
     *
     * @param spec a motorcycle
     * @param speedMps the speed held (in m/s, &gt;0)
     * @return its linearised equations without the gyroscopic terms
     */
    public static LinearCountersteer withoutSpin(VehicleSpec spec, double speedMps) {
        LeanSteerInertia in = LeanSteerInertia.of(BikeBodies.of(spec));
        LeanSteerInertia still = new LeanSteerInertia(in.wheelbaseM(), in.trailM(), in.sinTilt(), in.cosTilt(),
                in.gravityMps2(), in.massT(), in.xT(), in.zT(), in.iTxx(), in.iTxz(), in.iTzz(), in.massA(), in.uA(),
                in.iAll(), in.iAlx(), in.iAlz(), in.mu(), 0, 0);
        return new LinearCountersteer(new LinearLeanSteer(still, spec.motorcycle().steeringDamperNmsPerRad()),
                LeanSteerModes.linearTyres(spec, in, speedMps), speedMps);
    }

    /**
     * The same motorcycle on wheels that cannot slip, the knife-edge wheels of [Meijaard et al.
     * 2007] ({@link LinearLeanSteer#idealMatrices}): lean and steer only, the yaw and the sideways
     * motion tied to the steer by the rolling constraints. The limit of infinitely stiff tyres.
     *
     * @param spec a motorcycle
     * @param speedMps the speed held (in m/s, &gt;0)
     * @return its linearised equations on wheels that cannot slip
     */
    public static LinearCountersteer idealWheels(VehicleSpec spec, double speedMps) {
        LinearLeanSteer model = new LinearLeanSteer(LeanSteerInertia.of(BikeBodies.of(spec)),
                spec.motorcycle().steeringDamperNmsPerRad());
        double[][] mass = model.idealMatrices(speedMps)[0];
        double[][] massInverse = new LUDecomposition(new Array2DRowRealMatrix(mass)).getSolver().getInverse().getData();
        // a torque on the bars accelerates lean and steer by the mass matrix's inverse
        double[] b = {0, 0, massInverse[0][1], massInverse[1][1]};
        return new LinearCountersteer(model.idealStateMatrix(speedMps), b, 0, 1);
    }

    /**
     * @param wRadPerS angular frequency (in rad/s, &gt;0)
     * @return delta / phi at that frequency under a torque on the bars
     */
    Complex steerPerLean(double wRadPerS) {
        int n = a.length;
        // (jw - A)(x + jy) = B as a real system of twice the size
        double[][] m = new double[2 * n][2 * n];
        double[] rhs = new double[2 * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                m[i][j] = -a[i][j];
                m[n + i][n + j] = -a[i][j];
            }
            m[i][n + i] = -wRadPerS;
            m[n + i][i] = wRadPerS;
            rhs[i] = b[i];
        }
        double[] x = new LUDecomposition(new Array2DRowRealMatrix(m, false)).getSolver()
                .solve(new ArrayRealVector(rhs, false)).toArray();
        Complex steer = new Complex(x[delta], x[n + delta]);
        Complex lean = new Complex(x[phi], x[n + phi]);
        return steer.divide(lean);
    }

    /**
     * @param dtS the history's sampling interval (in seconds, &gt;0)
     * @param leanRad lean history from upright straight running (in radians, positive to the
     *     right), ending where the lean is held
     * @return the steer history the equations need for it, sample for sample (in radians about
     *     the steering axis, positive to the right)
     */
    public double[] steerFor(double dtS, double[] leanRad) {
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
        // steady turning: the ratio's limit at zero frequency, taken just above it
        spectrum[0] = spectrum[0].multiply(steerPerLean(dw * 1e-3));
        for (int k = 1; k <= size / 2; k++) {
            Complex g = steerPerLean(k * dw);
            spectrum[k] = spectrum[k].multiply(g);
            if (k < size / 2) {
                spectrum[size - k] = spectrum[k].conjugate();
            }
        }
        Complex[] steer = fft.transform(spectrum, TransformType.INVERSE);
        double[] out = new double[leanRad.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = steer[lead + i].getReal();
        }
        return out;
    }
}
