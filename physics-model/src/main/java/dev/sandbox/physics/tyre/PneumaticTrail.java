package dev.sandbox.physics.tyre;

/**
 * The pneumatic trail: how far behind the contact centre the lateral force acts, so that
 * the tyre's aligning moment is M_z = -t F_y. The shape is the brush model's with a parabolic
 * pressure distribution [Pacejka 2012, §3.2]: with psi the slip over the slip of full sliding,
 * t = t0 (1 - psi)^3 / (1 - psi + psi^2 / 3), which starts at t0 (a third of the half contact
 * length in that theory), falls as the sliding zone grows from the trailing edge, and reaches
 * zero where the lateral force peaks. Here psi is the slip normalised by the tyre law's own
 * peak, so the trail vanishes at the Magic Formula's peak; beyond it the moment is zero (the
 * small negative moment of a real tyre past its peak is left out).
 */
public final class PneumaticTrail {

    private PneumaticTrail() {
    }

    /**
     * @param trailAtZeroSlipM t0, the trail at vanishing slip (in metres, &ge;0)
     * @param normalisedSlip the combined slip over the slip of the peak force (&ge;0; 1 = peak)
     * @return the trail (in metres, between 0 and t0)
     */
    public static double trailM(double trailAtZeroSlipM, double normalisedSlip) {
        double psi = normalisedSlip;
        if (psi >= 1.0 || trailAtZeroSlipM <= 0) {
            return 0.0;
        }
        double q = 1.0 - psi;
        return trailAtZeroSlipM * q * q * q / (q + psi * psi / 3.0);
    }
}
