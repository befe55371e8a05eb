package dev.sandbox.physics.tyre;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.spec.TyreModelKind;
import dev.sandbox.physics.spec.TyreSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/** The aligning moment through the pneumatic trail of the Boxster S's tyre. */
class AligningMomentTest {

    private final TyreSpec spec = VehicleSpecs.load("boxster-s").tyre();
    private final TyreModel tyre = TyreModels.of(spec);
    private final double load = spec.referenceLoadN();

    @Test
    void atSmallSlipTheMomentIsTrailTimesCorneringStiffnessTimesSlipAngle() {
        // M_z = -t_p0 C_alpha alpha for small alpha [Pacejka 2012, §3.2]; at 0.005 deg the trail
        // has fallen by 2 psi (psi = tan(alpha) / tan(peak)): 0.2 % on the Magic Formula (peak
        // near 5 deg), 0.4 % on the linear tyre (cap at mu / k, 2.4 deg), inside the 1 % tolerance
        double alpha = Math.toRadians(0.005);
        double cAlpha = spec.corneringStiffnessPerNAt(load) * load;
        double expected = -spec.pneumaticTrailM() * cAlpha * alpha;
        assertTrue(spec.pneumaticTrailM() > 0);
        assertEquals(expected, tyre.force(0, alpha, 0, load, 1).aligningMomentNm(), 0.01 * Math.abs(expected));
        TyreModel linear = new LinearCappedTyre(spec);
        double linearExpected = -spec.pneumaticTrailM() * spec.corneringStiffness() * load * alpha;
        assertEquals(linearExpected, linear.force(0, alpha, 0, load, 1).aligningMomentNm(),
                0.01 * Math.abs(linearExpected));
    }

    @Test
    void theTrailFollowsTheBrushModelAndIsGoneAtTheLateralPeak() {
        // brush model, parabolic pressure [Pacejka 2012, §3.2]: t / t0 = (1 - psi)^3 / (1 - psi + psi^2 / 3),
        // psi the slip over the slip of the peak; t = 0 at psi = 1
        double peak = tyre.peakSlipAngleRad(load, 1);
        double t0 = spec.pneumaticTrailM();
        double lastTrail = t0;
        for (double psi : new double[] {0.1, 0.25, 0.5, 0.75, 0.9}) {
            double alpha = Math.atan(psi * Math.tan(peak));
            TyreForce f = tyre.force(0, alpha, 0, load, 1);
            double trail = -f.aligningMomentNm() / f.lateralN();
            double brush = t0 * Math.pow(1 - psi, 3) / (1 - psi + psi * psi / 3);
            assertEquals(brush, trail, 1e-9 * t0, "trail at psi " + psi);
            assertTrue(trail < lastTrail, "the trail falls with slip");
            lastTrail = trail;
        }
        assertEquals(0.125 / (0.5 + 0.25 / 3) * t0, trailAt(Math.atan(0.5 * Math.tan(peak))), 1e-9);
        assertEquals(0.0, tyre.force(0, peak, 0, load, 1).aligningMomentNm(), 1e-6);
        assertEquals(0.0, tyre.force(0, 1.5 * peak, 0, load, 1).aligningMomentNm(), 0.0);
    }

    @Test
    void theMomentPeaksWellBeforeTheLateralForceDoes() {
        // the published shape [Pacejka 2012, §3.2; Milliken, ch. 2]: the aligning moment rises
        // with slip, peaks while the lateral force is still growing and falls back to zero at
        // the force's peak; this is what makes the steering go light before the front slides
        double peak = tyre.peakSlipAngleRad(load, 1);
        double best = 0;
        double bestAlpha = 0;
        for (int i = 1; i <= 100; i++) {
            double alpha = peak * i / 100.0;
            double m = -tyre.force(0, alpha, 0, load, 1).aligningMomentNm();
            if (m > best) {
                best = m;
                bestAlpha = alpha;
            }
        }
        assertTrue(bestAlpha > 0.1 * peak && bestAlpha < 0.5 * peak, "moment peaks at " + bestAlpha / peak
                + " of the force's peak slip");
    }

    @Test
    void longitudinalSlipAlsoShortensTheTrail() {
        // braking in a turn spreads the sliding zone: the combined normalised slip drives the trail
        double alpha = Math.toRadians(1);
        double free = trailAt(alpha);
        TyreForce braked = tyre.force(-0.5 * tyre.peakSlipRatio(load, 1), alpha, 0, load, 1);
        assertTrue(-braked.aligningMomentNm() / braked.lateralN() < free);
    }

    @Test
    void aTyreWithoutTrailHasNoMoment() {
        TyreSpec none = new TyreSpec(TyreModelKind.MAGIC_FORMULA, 1, 1, 20, 20, 1.5, 1.5, 0, 0, 3000, 0.3, 0, 2, 0);
        assertEquals(0.0, TyreModels.of(none).force(0, 0.05, 0, 3000, 1).aligningMomentNm(), 0.0);
    }

    private double trailAt(double alpha) {
        TyreForce f = tyre.force(0, alpha, 0, load, 1);
        return -f.aligningMomentNm() / f.lateralN();
    }
}
