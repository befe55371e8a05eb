package dev.sandbox.physics.reference;

/**
 * The parameters of the Whipple bicycle that enter its linearised equations, in the notation of
 * [Meijaard et al. 2007, Table 1] (the frames' I_yy do not enter):
 * x forward from the rear contact, z down, lengths in metres, masses in kg, moments of inertia
 * in kg m^2 about each body's centre of mass (a wheel's Ixx about a diameter, Iyy about its axle).
 *
 * @param wheelbaseM w
 * @param trailM c, positive when the front contact is behind the steering axis
 * @param steerAxisTiltRad lambda, the steering axis' tilt from vertical (pi/2 - head angle)
 * @param gravityMps2 g
 * @param rearWheelRadiusM r_R
 * @param rearWheelMassKg m_R
 * @param rearWheelIxx I_Rxx
 * @param rearWheelIyy I_Ryy
 * @param frameCgXM x_B of the rear frame with the rider
 * @param frameCgZM z_B (negative: above the ground)
 * @param frameMassKg m_B
 * @param frameIxx I_Bxx
 * @param frameIzz I_Bzz
 * @param frameIxz I_Bxz
 * @param forkCgXM x_H of the front frame (fork and handlebar)
 * @param forkCgZM z_H
 * @param forkMassKg m_H
 * @param forkIxx I_Hxx
 * @param forkIzz I_Hzz
 * @param forkIxz I_Hxz
 * @param frontWheelRadiusM r_F
 * @param frontWheelMassKg m_F
 * @param frontWheelIxx I_Fxx
 * @param frontWheelIyy I_Fyy
 */
public record WhippleParameters(double wheelbaseM, double trailM, double steerAxisTiltRad, double gravityMps2,
        double rearWheelRadiusM, double rearWheelMassKg, double rearWheelIxx, double rearWheelIyy,
        double frameCgXM, double frameCgZM, double frameMassKg, double frameIxx, double frameIzz, double frameIxz,
        double forkCgXM, double forkCgZM, double forkMassKg, double forkIxx, double forkIzz, double forkIxz,
        double frontWheelRadiusM, double frontWheelMassKg, double frontWheelIxx, double frontWheelIyy) {

    /** @return the benchmark bicycle with its rigid rider, [Meijaard et al. 2007, Table 1] */
    public static WhippleParameters benchmark() {
        return new WhippleParameters(1.02, 0.08, Math.PI / 10, 9.81,
                0.3, 2, 0.0603, 0.12,
                0.3, -0.9, 85, 9.2, 2.8, 2.4,
                0.9, -0.7, 4, 0.05892, 0.00708, -0.00756,
                0.35, 3, 0.1405, 0.28);
    }
}
