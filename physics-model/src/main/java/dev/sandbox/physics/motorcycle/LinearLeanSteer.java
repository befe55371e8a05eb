package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.reference.LeanSteerInertia;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.EigenDecomposition;
import org.apache.commons.math3.linear.LUDecomposition;
import org.apache.commons.math3.linear.RealMatrix;

/**
 * The two-wheeler's lean and steer linearised about upright straight running at speed v: the
 * equations the motorcycle's simulation integrates ({@link LeanSteerDynamics}), in the lineage of
 * [Sharp 1971] with the inertial terms of [Meijaard et al. 2007, Appendix A]. Four rigid-body
 * coordinates, in the benchmark's axes (x forward, y right, z down; lean phi, steer delta and yaw
 * psi positive to the right): the rear contact's lateral position y, yaw psi, lean phi, steer
 * delta. With a = (y'', psi'', phi'', delta'') the equations are M4 a = Q, where
 *
 * <pre>
 * M4 = | m_T       m_T x_T   -m_T z_T   m_A u_A |
 *      | m_T x_T   I_Tzz      I_Txz     I_Alz   |
 *      | -m_T z_T  I_Txz      I_Txx     I_Alx   |
 *      | m_A u_A   I_Alz      I_Alx     I_All   |
 *
 * Q_y   = F_r + F_f
 * Q_psi = (w - t_f) F_f - t_r F_r + S_T v phi' + S_F sin(l) v delta'
 * Q_phi = T_phi - S_T v r - S_F cos(l) v delta' - m_T z_T g phi + S_A g delta
 * Q_del = T_delta - c_d delta' + S_F cos(l) v phi' - S_F sin(l) v r
 *         + S_A g (phi + sin(l) delta) - (c + t_f) cos(l) F_f
 * </pre>
 *
 * F_r and F_f are the tyres' lateral forces, t their pneumatic trails (which carry each force's
 * slip part, not its camber thrust, in Q_psi and Q_delta alike; round tyres shorten the
 * weight's lever: Q_phi gains -m_T g t_c phi, {@link Tyres#crownRadiusM}; the front contact's
 * migration across its crown takes t_f sin(l) N_f gamma_f off Q_delta, {@link
 * Tyres#frontCrownRadiusM}; the load the front tyre carries, less than the static share in S_A
 * when the drag moves some to the rear, acts at the trail, {@link Tyres#frontLoadN}; and the
 * tyres' twisting torques turn each wheel towards its lean, {@link Tyres#frontTwistNmPerRad}),
 * c_d the steering damper.
 * Each tyre's slip force lags its steady value C alpha over its relaxation length sigma (the
 * camber thrust K gamma follows at once; or, as [Sharp 1971] has it, the whole force lags,
 * {@link TyreLag}),
 * with slip angles alpha_r = -v_y / v and alpha_f = cos(l) delta - (v_y + w r - c cos(l) delta') / v
 * (v_y the rear contact's sideways velocity) and cambers gamma_r = phi, gamma_f = phi + sin(l) delta.
 *
 * <p>Tyres that cannot slip make both contacts' sideways velocities zero; those two constraints
 * turn the four equations into the benchmark's two, M q'' + v C1 q' + (g K0 + v^2 K2) q = f
 * ({@link #idealMatrices}), which is how this model is checked against the paper.
 */
public final class LinearLeanSteer {

    /**
     * Linear tyres.
     *
     * @param rearCorneringNPerRad rear cornering stiffness C_r (in N/rad)
     * @param frontCorneringNPerRad C_f
     * @param rearCamberNPerRad rear camber stiffness K_r (in N/rad)
     * @param frontCamberNPerRad K_f
     * @param relaxationLengthM sigma (in m, &gt;0)
     * @param pneumaticTrailM the lateral force's distance behind the contact (in m)
     * @param crownRadiusM the tyres' effective cross-section radius t: leaning, the contacts roll
     *     t phi towards the lean side, so the weight's lever shrinks from h phi to (h - t) phi
     * @param frontCrownRadiusM the front tyre's own: it shortens the front load's lever about the
     *     steering axis from c cos(l) to c cos(l) - t_f sin(l)
     * @param rearDriveForceN the rear tyre's forward force holding the speed, less the front's
     *     rolling resistance (in N): at the contacts, which the lean moves (h - t) phi off the
     *     centre of mass, it yaws the bike into the lean, Q_psi gains F (h - t) phi
     * @param frontLoadN the front tyre's load (in N; the static m_T g x_T / w, less what the
     *     drag moves rearwards): it acts at the trail in place of S_A's static share
     * @param frontTwistNmPerRad the front tyre's twisting torque per radian of its camber, turning
     *     it towards the lean ({@link TyreTwist}; in N m/rad, &ge;0): Q_psi gains M_f and Q_delta
     *     M_f cos(l), M_f = this times gamma_f
     * @param rearTwistNmPerRad the rear tyre's: Q_psi gains it times phi
     * @param lag which part of each side force lags over the relaxation length
     */
    public record Tyres(double rearCorneringNPerRad, double frontCorneringNPerRad, double rearCamberNPerRad,
            double frontCamberNPerRad, double relaxationLengthM, double pneumaticTrailM, double crownRadiusM,
            double frontCrownRadiusM, double rearDriveForceN, double frontLoadN, double frontTwistNmPerRad,
            double rearTwistNmPerRad, TyreLag lag) {
    }

    /** How a tyre's side force builds up as the wheel rolls. */
    public enum TyreLag {
        /**
         * The simulation's tyre: the slip force C alpha lags over the relaxation length, the camber
         * thrust K gamma follows the camber at once, and the carcass's damping leads the force a
         * little ({@link Wheel#CARCASS_DAMPING_PER_LOAD}).
         */
        SLIP_FORCE,
        /**
         * [Sharp 1971]'s tyre: the whole side force lags, (sigma / v) Y' + Y = C alpha + K gamma,
         * with no carcass damping.
         */
        WHOLE_FORCE
    }

    /** State order of {@link #stateMatrix}: sideways velocity, yaw rate, lean, steer, their rates, tyre forces. */
    public static final int VY = 0;
    /** Yaw rate. */
    public static final int R = 1;
    /** Lean. */
    public static final int PHI = 2;
    /** Steer. */
    public static final int DELTA = 3;
    /** Lean rate. */
    public static final int PHI_RATE = 4;
    /** Steer rate. */
    public static final int DELTA_RATE = 5;
    /** Rear tyre's lateral force, its lagging part ({@link TyreLag}). */
    public static final int FR = 6;
    /** Front tyre's lateral force, its lagging part. */
    public static final int FF = 7;

    private final LeanSteerInertia in;
    private final double steerDampingNmsPerRad;
    private final double[][] m4;
    private final LUDecomposition m4Lu;

    /**
     * @param inertia the two-wheeler's combined masses and inertias
     * @param steerDampingNmsPerRad steering damper c_d (in N m s/rad)
     */
    public LinearLeanSteer(LeanSteerInertia inertia, double steerDampingNmsPerRad) {
        this.in = inertia;
        this.steerDampingNmsPerRad = steerDampingNmsPerRad;
        double mT = in.massT();
        double mAuA = in.massA() * in.uA();
        m4 = new double[][] {
            {mT, mT * in.xT(), -mT * in.zT(), mAuA},
            {mT * in.xT(), in.iTzz(), in.iTxz(), in.iAlz()},
            {-mT * in.zT(), in.iTxz(), in.iTxx(), in.iAlx()},
            {mAuA, in.iAlz(), in.iAlx(), in.iAll()},
        };
        m4Lu = new LUDecomposition(new Array2DRowRealMatrix(m4));
    }

    /** @return M4[i][j] (in kg, kg m or kg m^2; order y, psi, phi, delta) */
    public double mass(int i, int j) {
        return m4[i][j];
    }

    /**
     * The generalised forces Q without the tyres' lateral forces and without applied torques.
     *
     * @param v forward speed (in m/s)
     * @param r yaw rate (in rad/s)
     * @param phi lean (in rad)
     * @param delta steer (in rad)
     * @param phiRate lean rate (in rad/s)
     * @param deltaRate steer rate (in rad/s)
     * @return (Q_y, Q_psi, Q_phi, Q_delta)
     */
    public double[] bodyForces(double v, double r, double phi, double delta, double phiRate, double deltaRate) {
        double g = in.gravityMps2();
        double sinL = in.sinTilt();
        double cosL = in.cosTilt();
        double sA = in.sA();
        return new double[] {
            0,
            in.sT() * v * phiRate + in.sF() * sinL * v * deltaRate,
            -in.sT() * v * r - in.sF() * cosL * v * deltaRate - in.massT() * in.zT() * g * phi + sA * g * delta,
            -steerDampingNmsPerRad * deltaRate + in.sF() * cosL * v * phiRate - in.sF() * sinL * v * r
                    + sA * g * (phi + sinL * delta),
        };
    }

    /**
     * The state matrix A of x' = A x for the free motion on linear tyres, states in the order
     * {@link #VY} ... {@link #FF}.
     *
     * @param v forward speed (in m/s, &gt;0)
     * @param tyres the tyres
     * @return A (8 x 8)
     */
    public double[][] stateMatrix(double v, Tyres tyres) {
        double[][] a = new double[8][8];
        for (int k = 0; k < 8; k++) {
            double[] x = new double[8];
            x[k] = 1;
            double[] dx = derivative(v, tyres, x);
            for (int i = 0; i < 8; i++) {
                a[i][k] = dx[i];
            }
        }
        return a;
    }

    /**
     * The input column B of x' = A x + B T for a torque T on the handlebars (positive to the
     * right), states in the order {@link #VY} ... {@link #FF}: the torque enters the steer
     * equation, and through the mass matrix's coupling every acceleration.
     *
     * @return B (8 entries, per N m)
     */
    public double[] steerTorqueInput() {
        double[] acc = m4Lu.getSolver().solve(new org.apache.commons.math3.linear.ArrayRealVector(new double[] {0, 0, 0, 1}))
                .toArray();
        double[] b = new double[8];
        b[VY] = acc[0];
        b[R] = acc[1];
        b[PHI_RATE] = acc[2];
        b[DELTA_RATE] = acc[3];
        return b;
    }

    private double[] derivative(double v, Tyres t, double[] x) {
        double cosL = in.cosTilt();
        double w = in.wheelbaseM();
        double[] q = bodyForces(v, x[R], x[PHI], x[DELTA], x[PHI_RATE], x[DELTA_RATE]);
        // the states are the lagging forces: the slip forces, the camber thrust following the camber
        // at once as the simulation's tyre has it, or the whole forces (TyreLag.WHOLE_FORCE)
        double gammaF = x[PHI] + in.sinTilt() * x[DELTA];
        double alphaR = -x[VY] / v;
        double alphaF = cosL * x[DELTA] - (x[VY] + w * x[R] - in.trailM() * cosL * x[DELTA_RATE]) / v;
        double lag = v / t.relaxationLengthM();
        double fr;
        double ff;
        double slipRateR;
        double slipRateF;
        if (t.lag() == TyreLag.WHOLE_FORCE) {
            slipRateR = lag * (t.rearCorneringNPerRad() * alphaR + t.rearCamberNPerRad() * x[PHI] - x[FR]);
            slipRateF = lag * (t.frontCorneringNPerRad() * alphaF + t.frontCamberNPerRad() * gammaF - x[FF]);
            fr = x[FR];
            ff = x[FF];
        } else {
            slipRateR = lag * (t.rearCorneringNPerRad() * alphaR - x[FR]);
            slipRateF = lag * (t.frontCorneringNPerRad() * alphaF - x[FF]);
            // the carcass damps its own deflection: c d(deflection)/dt = c (sigma / C) dF/dt
            // ({@link Wheel#CARCASS_DAMPING_PER_LOAD}), so the force leads its lagged part a little
            double rearLoad = in.massT() * in.gravityMps2() - t.frontLoadN();
            fr = x[FR] + t.rearCamberNPerRad() * x[PHI]
                    + damping(v, rearLoad, t.rearCorneringNPerRad(), t.relaxationLengthM()) * slipRateR;
            ff = x[FF] + t.frontCamberNPerRad() * gammaF
                    + damping(v, t.frontLoadN(), t.frontCorneringNPerRad(), t.relaxationLengthM()) * slipRateF;
        }
        double tp = t.pneumaticTrailM();
        double frontLoad = t.frontLoadN();
        q[0] += fr + ff;
        // the pneumatic trail carries the slip part of each force, not the camber thrust
        double slipF = ff - t.frontCamberNPerRad() * gammaF;
        double slipR = fr - t.rearCamberNPerRad() * x[PHI];
        q[1] += w * ff - tp * (slipF + slipR) + t.rearDriveForceN() * (-in.zT() - t.crownRadiusM()) * x[PHI];
        q[3] -= in.trailM() * cosL * ff + tp * cosL * slipF;
        q[3] -= t.frontCrownRadiusM() * in.sinTilt() * frontLoad * (x[PHI] + in.sinTilt() * x[DELTA]);
        // S_A holds the static front load at the trail, m_T g x_T / w; the drag moves some of it
        // to the rear, and the load the front tyre carries is what acts at the trail
        double loadShift = (frontLoad - in.massT() * in.gravityMps2() * in.frontShare()) * in.trailM() * cosL;
        q[2] += loadShift * x[DELTA];
        q[3] += loadShift * (x[PHI] + in.sinTilt() * x[DELTA]);
        q[2] -= in.massT() * in.gravityMps2() * t.crownRadiusM() * x[PHI];
        // the twisting torques turn each wheel towards its lean, about the vertical
        double twistF = t.frontTwistNmPerRad() * gammaF;
        q[1] += twistF + t.rearTwistNmPerRad() * x[PHI];
        q[3] += twistF * cosL;
        double[] acc = m4Lu.getSolver().solve(new org.apache.commons.math3.linear.ArrayRealVector(q)).toArray();
        double[] dx = new double[8];
        dx[VY] = acc[0] - v * x[R];
        dx[R] = acc[1];
        dx[PHI] = x[PHI_RATE];
        dx[DELTA] = x[DELTA_RATE];
        dx[PHI_RATE] = acc[2];
        dx[DELTA_RATE] = acc[3];
        dx[FR] = slipRateR;
        dx[FF] = slipRateF;
        return dx;
    }

    /**
     * @return the time the carcass damping adds to the slip force's rate, c sigma / C (in s):
     *     none for tyres too stiff to have a carcass (the benchmark's limit)
     */
    private static double damping(double v, double loadN, double corneringNPerRad, double relaxationM) {
        return corneringNPerRad > 0 ? Wheel.CARCASS_DAMPING_PER_LOAD * Wheel.lateralCarcassDampingShare(v) * loadN
                * relaxationM / corneringNPerRad : 0;
    }

    /**
     * The benchmark's form for tyres that cannot slip: the two constraints y' = v psi and
     * psi' = (v delta + c delta') cos(l) / w eliminate y and psi and the two lateral forces.
     * With a = T (phi'', delta'') + b(state) and T^T B = 0 for the forces' columns B, the
     * equations become T^T M4 T q'' = T^T (Q - M4 b).
     *
     * @param v forward speed (in m/s)
     * @return {M, C, K} with M q'' + C q' + K q = 0, q = (phi, delta): C = v C1 and K = g K0 + v^2 K2
     */
    public double[][][] idealMatrices(double v) {
        double mu = in.mu();
        double cosL = in.cosTilt();
        double w = in.wheelbaseM();
        double[][] t = {{0, 0}, {0, mu}, {1, 0}, {0, 1}};
        double[][] mass = new double[2][2];
        for (int i = 0; i < 2; i++) {
            for (int j = 0; j < 2; j++) {
                for (int k = 0; k < 4; k++) {
                    for (int l = 0; l < 4; l++) {
                        mass[i][j] += t[k][i] * m4[k][l] * t[l][j];
                    }
                }
            }
        }
        // columns of -(T^T (Q - M4 b)) for unit phi, delta, phi', delta'
        double[][] damping = new double[2][2];
        double[][] stiffness = new double[2][2];
        for (int col = 0; col < 4; col++) {
            double phi = col == 0 ? 1 : 0;
            double delta = col == 1 ? 1 : 0;
            double phiRate = col == 2 ? 1 : 0;
            double deltaRate = col == 3 ? 1 : 0;
            double r = (v * delta + in.trailM() * deltaRate) * cosL / w;
            double[] b = {v * r, v * cosL / w * deltaRate, 0, 0};
            double[] q = bodyForces(v, r, phi, delta, phiRate, deltaRate);
            for (int i = 0; i < 2; i++) {
                double sum = 0;
                for (int k = 0; k < 4; k++) {
                    double mb = 0;
                    for (int l = 0; l < 4; l++) {
                        mb += m4[k][l] * b[l];
                    }
                    sum += t[k][i] * (q[k] - mb);
                }
                if (col < 2) {
                    stiffness[i][col] = -sum;
                } else {
                    damping[i][col - 2] = -sum;
                }
            }
        }
        return new double[][][] {mass, damping, stiffness};
    }

    /**
     * @param v forward speed (in m/s)
     * @return the state matrix of (phi, delta, phi', delta') on tyres that cannot slip (4 x 4)
     */
    public double[][] idealStateMatrix(double v) {
        double[][][] mck = idealMatrices(v);
        RealMatrix minv = new LUDecomposition(new Array2DRowRealMatrix(mck[0])).getSolver().getInverse();
        RealMatrix c = minv.multiply(new Array2DRowRealMatrix(mck[1]));
        RealMatrix k = minv.multiply(new Array2DRowRealMatrix(mck[2]));
        double[][] a = new double[4][4];
        a[0][2] = 1;
        a[1][3] = 1;
        for (int i = 0; i < 2; i++) {
            for (int j = 0; j < 2; j++) {
                a[2 + i][j] = -k.getEntry(i, j);
                a[2 + i][2 + j] = -c.getEntry(i, j);
            }
        }
        return a;
    }

    /**
     * @param a a real square matrix
     * @return its eigenvalues as {re, im} pairs
     */
    public static double[][] eigenvalues(double[][] a) {
        EigenDecomposition e = new EigenDecomposition(new Array2DRowRealMatrix(a));
        double[] re = e.getRealEigenvalues();
        double[] im = e.getImagEigenvalues();
        double[][] out = new double[re.length][];
        for (int i = 0; i < re.length; i++) {
            out[i] = new double[] {re[i], im[i]};
        }
        return out;
    }

    /** @return the combined inertias this model was built on */
    public LeanSteerInertia inertia() {
        return in;
    }
}
