package dev.sandbox.physics.reference;

/**
 * The motorcycle of [Sharp 1971] in the paper's own notation, converted to SI: two rigid frames
 * joined at the steering axis (the rear frame carries the engine, the rear wheel and the rigidly
 * attached rider; the front frame the fork, the bars and the front wheel), a linear steering
 * damper, and tyres whose side forces lag over a relaxation length. The paper tabulates its
 * "standard machine" in feet, slugs and pounds force ({@link #standardMachine()}).
 *
 * <p>The geometry, in the vertical plane of the upright machine: A is the point on the ground
 * beneath the rear frame's mass centre G_r, which stands h above it and b ahead of the rear
 * contact. The steering axis, tilted back epsilon from the vertical, passes at the perpendicular
 * distance a from A; the front frame's mass centre G_f lies e ahead of the axis and f further up
 * it than the foot of that perpendicular. The front contact trails the axis by a_n measured
 * normal to the axis. So G_f stands j = (a + e) sin(epsilon) + f cos(epsilon) above the ground
 * and k = (a + e) cos(epsilon) - f sin(epsilon) ahead of G_r, the front contact is
 * (a - a_n) / cos(epsilon) ahead of A, and the wheelbase is b plus that.
 *
 * @param steerAxisTiltRad epsilon, the steering axis' tilt back from the vertical (rad)
 * @param rearFrameCgAheadM b, G_r ahead of the rear contact (m)
 * @param rearFrameCgHeightM h, G_r above the ground (m)
 * @param steerAxisFromGroundPointM a, the steering axis' perpendicular distance from A (m)
 * @param frontFrameCgAheadOfAxisM e, G_f ahead of the steering axis, normal to it (m)
 * @param frontFrameCgUpAxisM f, G_f up the steering axis from the foot of a's perpendicular (m)
 * @param normalTrailM a_n, the front contact behind the steering axis, normal to the axis (m)
 * @param rearWheelRadiusM r_r (m)
 * @param frontWheelRadiusM r_f (m)
 * @param rearFrameMassKg M_r, with the rear wheel and the rider (kg)
 * @param frontFrameMassKg M_f, with the front wheel (kg)
 * @param rearFrameRollInertiaKgM2 I_rx, about G_r (kg m^2)
 * @param rearFrameYawInertiaKgM2 I_rz, about G_r (kg m^2)
 * @param rearFrameProductKgM2 C_rxz, the roll-yaw product of inertia about G_r, as the element
 *     of the inertia tensor in axes x forward and z down (kg m^2)
 * @param frontFrameTransverseInertiaKgM2 I_fx, about the axis through G_f normal to the steering
 *     axis in the plane of symmetry (kg m^2)
 * @param frontFrameAxialInertiaKgM2 I_fz, about the axis through G_f parallel to the steering
 *     axis, a principal one (kg m^2)
 * @param frontWheelSpinInertiaKgM2 i_fy (kg m^2)
 * @param rearWheelSpinInertiaKgM2 i_ry, with the engine's flywheel referred to the rear wheel's
 *     speed (kg m^2)
 * @param frontLoadN Z_f, the front tyre's load (N)
 * @param frontCorneringNPerRad C_f1, side force per radian of slip (N/rad)
 * @param frontCamberNPerRad C_f2, side force per radian of camber (N/rad)
 * @param rearCorneringNPerRad C_r1 (N/rad)
 * @param rearCamberNPerRad C_r2 (N/rad)
 * @param relaxationLengthM sigma, both tyres' (m)
 * @param steerDamperNmsPerRad K, the steering damper (N m s/rad)
 * @param gravityMps2 g (m/s^2)
 */
public record Sharp1971Parameters(double steerAxisTiltRad, double rearFrameCgAheadM, double rearFrameCgHeightM,
        double steerAxisFromGroundPointM, double frontFrameCgAheadOfAxisM, double frontFrameCgUpAxisM,
        double normalTrailM, double rearWheelRadiusM, double frontWheelRadiusM, double rearFrameMassKg,
        double frontFrameMassKg, double rearFrameRollInertiaKgM2, double rearFrameYawInertiaKgM2,
        double rearFrameProductKgM2, double frontFrameTransverseInertiaKgM2, double frontFrameAxialInertiaKgM2,
        double frontWheelSpinInertiaKgM2, double rearWheelSpinInertiaKgM2, double frontLoadN,
        double frontCorneringNPerRad, double frontCamberNPerRad, double rearCorneringNPerRad,
        double rearCamberNPerRad, double relaxationLengthM, double steerDamperNmsPerRad, double gravityMps2) {

    /** One foot (in m). */
    static final double FT = 0.3048;
    /** One slug (in kg). */
    static final double SLUG = 14.5939029;
    /** One slug ft^2 (in kg m^2). */
    static final double SLUG_FT2 = SLUG * FT * FT;
    /** One pound force (in N). */
    static final double LBF = 4.4482216;

    /**
     * The standard machine of [Sharp 1971], the paper's parameter table in its units (ft, slug,
     * slug ft^2, lbf, rad). Two conventions the table leaves to the reader are those its eigenvalue
     * tables bear out (the reference's test): f is measured up the steering axis, and C_rxz is
     * -1.28 slug ft^2 in axes x forward, z down.
     *
     * @return its parameters in SI
     */
    public static Sharp1971Parameters standardMachine() {
        return new Sharp1971Parameters(0.4715, 1.574 * FT, 2.02 * FT,
                3.112 * FT, 0.08 * FT, 0.093 * FT,
                0.38 * FT, 1.0 * FT, 1.0 * FT, 14.9 * SLUG,
                2.1 * SLUG, 23.0 * SLUG_FT2, 15.54 * SLUG_FT2,
                -1.28 * SLUG_FT2, 0.91 * SLUG_FT2, 0.326 * SLUG_FT2,
                0.53 * SLUG_FT2, 0.775 * SLUG_FT2, 226 * LBF,
                2512 * LBF, 211 * LBF, 3559 * LBF,
                298 * LBF, 0.8 * FT, 5.0 * LBF * FT, 9.81);
    }

    /** @return j, G_f's height above the ground (m) */
    public double frontFrameCgHeightM() {
        double eps = steerAxisTiltRad;
        return (steerAxisFromGroundPointM + frontFrameCgAheadOfAxisM) * Math.sin(eps)
                + frontFrameCgUpAxisM * Math.cos(eps);
    }

    /** @return k, G_f's distance ahead of G_r (m) */
    public double frontFrameCgAheadOfRearCgM() {
        double eps = steerAxisTiltRad;
        return (steerAxisFromGroundPointM + frontFrameCgAheadOfAxisM) * Math.cos(eps)
                - frontFrameCgUpAxisM * Math.sin(eps);
    }

    /** @return w, the front contact's distance ahead of the rear contact (m) */
    public double wheelbaseM() {
        return rearFrameCgAheadM + (steerAxisFromGroundPointM - normalTrailM) / Math.cos(steerAxisTiltRad);
    }

    /** @return c, the trail along the ground: the front contact behind the steering axis' foot (m) */
    public double trailM() {
        return normalTrailM / Math.cos(steerAxisTiltRad);
    }

    /**
     * The two frames as the four bodies of [Meijaard et al. 2007, Table 1]: the paper's frames
     * carry their wheels, so the wheels enter only through their spin (massless discs with the
     * spin inertias), the rear frame is the benchmark's B and the front frame its H, with the
     * front frame's principal axes turned from the steering axis to the ground's.
     *
     * @return the bodies in the benchmark's axes (x forward from the rear contact, z down)
     */
    public WhippleParameters bodies() {
        double s = Math.sin(steerAxisTiltRad);
        double c = Math.cos(steerAxisTiltRad);
        double iAx = frontFrameAxialInertiaKgM2;
        double iTr = frontFrameTransverseInertiaKgM2;
        return new WhippleParameters(wheelbaseM(), trailM(), steerAxisTiltRad, gravityMps2,
                rearWheelRadiusM, 0, 0, rearWheelSpinInertiaKgM2,
                rearFrameCgAheadM, -rearFrameCgHeightM, rearFrameMassKg, rearFrameRollInertiaKgM2,
                rearFrameYawInertiaKgM2, rearFrameProductKgM2,
                rearFrameCgAheadM + frontFrameCgAheadOfRearCgM(), -frontFrameCgHeightM(), frontFrameMassKg,
                iTr * c * c + iAx * s * s, iTr * s * s + iAx * c * c, (iAx - iTr) * s * c,
                frontWheelRadiusM, 0, 0, frontWheelSpinInertiaKgM2);
    }
}
