package dev.sandbox.physics.motorcycle;

/**
 * The twisting torque of a motorcycle tyre rolling cambered: the yaw moment about the vertical
 * through its contact that turns the wheel towards its lean side ([Cossalter, ch. 2], the
 * "twisting torque"; [Pacejka 2012, ch. 11], the camber part of a motorcycle tyre's aligning
 * moment).
 *
 * <p>Across the contact patch of a round tyre leaning by gamma the rolling radius falls towards
 * the lean side by about y gamma at a distance y from the patch's centre, like a cone's. Rolling
 * straight, the strip at y runs at the longitudinal slip -y gamma / r: the outer edge drives, the
 * inner edge brakes, and the pair of forces turns the wheel towards the lean, as a cone rolls
 * round its apex. With the tyre's longitudinal slip stiffness C_kappa = k_kappa N spread over the
 * patch the torque is
 *
 * <pre>
 *   M = C_kappa &lt;y^2&gt; gamma / r = a N gamma,   a = k_kappa &lt;y^2&gt; / r
 * </pre>
 *
 * with &lt;y^2&gt; the mean of y^2 over the patch, weighted as the brush model weights each
 * strip (by its length squared: b^2 / 5 for an elliptic patch of half-width b, [Pacejka 2012,
 * §3.2]). The arm a is a spec value per tyre ({@code MotorcycleSpec.frontTwistArmM}).
 *
 * <p>It matters for the front wheel: the contact's migration across the round crown shortens the
 * front load's self-steering lever about the steering axis by t_f sin(lambda) ({@link
 * SteerDynamics}), and the twisting torque, projected on the steering axis (cos(lambda)), gives
 * that steer into the lean back. Without it a motorcycle on round tyres capsizes hands off at
 * moderate speed (physics-model/docs/motorcycle-stability.md).
 */
final class TyreTwist {

    /**
     * Speed by which the torque has built up (in m/s): the edges' slip comes from rolling, so a
     * tyre standing still gives none; from walking pace on it is whole.
     */
    static final double FULL_BY_MPS = 1.0;

    private TyreTwist() {
    }

    /**
     * @param armM the tyre's twisting arm a (in metres, &ge;0)
     * @param loadN its load N (in newtons, &ge;0)
     * @param camberRad its camber (in radians, + = top to the right)
     * @param grip the surface's grip under it (1 = dry asphalt)
     * @param speedMps its rolling speed (in m/s)
     * @return the twisting moment about the vertical (in N m, + = turning the wheel left): to
     *     the right for a wheel leaning right
     */
    static double momentNm(double armM, double loadN, double camberRad, double grip, double speedMps) {
        double rolling = Math.min(1.0, Math.abs(speedMps) / FULL_BY_MPS);
        return -armM * loadN * grip * rolling * camberRad;
    }
}
