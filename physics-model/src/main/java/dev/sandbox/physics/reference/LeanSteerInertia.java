package dev.sandbox.physics.reference;

/**
 * The combined masses, centres of mass and inertias through which a two-wheeler's lean and
 * steer are coupled, in the notation and axes of [Meijaard et al. 2007, Appendix A]: x forward
 * from the rear contact point P, y to the right, z down; the whole vehicle T, the front assembly
 * A (front frame with the front wheel) about the steering axis (lambda), and the wheels'
 * gyrostatic coefficients S = I_yy / r. Built once from {@link WhippleParameters}; both the
 * benchmark's equations ({@link WhippleBicycle}) and the motorcycle's lean-steer model use them.
 *
 * @param wheelbaseM w
 * @param trailM c
 * @param sinTilt sin(lambda)
 * @param cosTilt cos(lambda)
 * @param gravityMps2 g
 * @param massT m_T, the whole vehicle (in kg)
 * @param xT x_T of its centre of mass (in m)
 * @param zT z_T of its centre of mass (in m, negative: above the ground)
 * @param iTxx I_Txx about P (in kg m^2)
 * @param iTxz I_Txz about P
 * @param iTzz I_Tzz about P
 * @param massA m_A, the front assembly (in kg)
 * @param uA u_A, its centre of mass's distance ahead of the steering axis (in m)
 * @param iAll I_A,lambda-lambda, its moment about the steering axis (in kg m^2)
 * @param iAlx I_A,lambda-x
 * @param iAlz I_A,lambda-z
 * @param mu mu = (c / w) cos(lambda), the yaw the steer makes through the trail
 * @param sR S_R = I_Ryy / r_R (in kg m)
 * @param sF S_F = I_Fyy / r_F (in kg m)
 */
public record LeanSteerInertia(double wheelbaseM, double trailM, double sinTilt, double cosTilt, double gravityMps2,
        double massT, double xT, double zT, double iTxx, double iTxz, double iTzz,
        double massA, double uA, double iAll, double iAlx, double iAlz,
        double mu, double sR, double sF) {

    /**
     * [Meijaard et al. 2007, eqs. A1-A20].
     *
     * @param p the two-wheeler's geometry, masses and inertias
     * @return its combined properties
     */
    public static LeanSteerInertia of(WhippleParameters p) {
        double sinL = Math.sin(p.steerAxisTiltRad());
        double cosL = Math.cos(p.steerAxisTiltRad());
        double w = p.wheelbaseM();

        // eqs. A1-A6: the whole vehicle as one body.
        double mT = p.rearWheelMassKg() + p.frameMassKg() + p.forkMassKg() + p.frontWheelMassKg();
        double xT = (p.frameCgXM() * p.frameMassKg() + p.forkCgXM() * p.forkMassKg() + w * p.frontWheelMassKg()) / mT;
        double zT = (-p.rearWheelRadiusM() * p.rearWheelMassKg() + p.frameCgZM() * p.frameMassKg()
                + p.forkCgZM() * p.forkMassKg() - p.frontWheelRadiusM() * p.frontWheelMassKg()) / mT;
        double iTxx = p.rearWheelIxx() + p.frameIxx() + p.forkIxx() + p.frontWheelIxx()
                + p.rearWheelMassKg() * sq(p.rearWheelRadiusM()) + p.frameMassKg() * sq(p.frameCgZM())
                + p.forkMassKg() * sq(p.forkCgZM()) + p.frontWheelMassKg() * sq(p.frontWheelRadiusM());
        double iTxz = p.frameIxz() + p.forkIxz() - p.frameMassKg() * p.frameCgXM() * p.frameCgZM()
                - p.forkMassKg() * p.forkCgXM() * p.forkCgZM() + p.frontWheelMassKg() * w * p.frontWheelRadiusM();
        // A wheel is a disc: its z moment equals its x moment (eq. A5).
        double iTzz = p.rearWheelIxx() + p.frameIzz() + p.forkIzz() + p.frontWheelIxx()
                + p.frameMassKg() * sq(p.frameCgXM()) + p.forkMassKg() * sq(p.forkCgXM())
                + p.frontWheelMassKg() * sq(w);

        // eqs. A7-A12: the front assembly A (fork and front wheel).
        double mA = p.forkMassKg() + p.frontWheelMassKg();
        double xA = (p.forkCgXM() * p.forkMassKg() + w * p.frontWheelMassKg()) / mA;
        double zA = (p.forkCgZM() * p.forkMassKg() - p.frontWheelRadiusM() * p.frontWheelMassKg()) / mA;
        double iAxx = p.forkIxx() + p.frontWheelIxx() + p.forkMassKg() * sq(p.forkCgZM() - zA)
                + p.frontWheelMassKg() * sq(p.frontWheelRadiusM() + zA);
        double iAxz = p.forkIxz() - p.forkMassKg() * (p.forkCgXM() - xA) * (p.forkCgZM() - zA)
                + p.frontWheelMassKg() * (w - xA) * (p.frontWheelRadiusM() + zA);
        double iAzz = p.forkIzz() + p.frontWheelIxx() + p.forkMassKg() * sq(p.forkCgXM() - xA)
                + p.frontWheelMassKg() * sq(w - xA);
        // eqs. A13-A16: A's moments about the steering axis.
        double uA = (xA - w - p.trailM()) * cosL - zA * sinL;
        double iAll = mA * sq(uA) + iAxx * sq(sinL) + 2 * iAxz * sinL * cosL + iAzz * sq(cosL);
        double iAlx = -mA * uA * zA + iAxx * sinL + iAxz * cosL;
        double iAlz = mA * uA * xA + iAxz * sinL + iAzz * cosL;
        // eqs. A17-A19.
        double mu = p.trailM() / w * cosL;
        return new LeanSteerInertia(w, p.trailM(), sinL, cosL, p.gravityMps2(), mT, xT, zT, iTxx, iTxz, iTzz,
                mA, uA, iAll, iAlx, iAlz, mu, p.rearWheelIyy() / p.rearWheelRadiusM(),
                p.frontWheelIyy() / p.frontWheelRadiusM());
    }

    /** @return S_T = S_R + S_F (in kg m) */
    public double sT() {
        return sR + sF;
    }

    /** @return S_A = m_A u_A + mu m_T x_T, eq. A20 (in kg m) */
    public double sA() {
        return massA * uA + mu * massT * xT;
    }

    /** @return the front contact's static load share x_T / w */
    public double frontShare() {
        return xT / wheelbaseM;
    }

    private static double sq(double x) {
        return x * x;
    }
}
