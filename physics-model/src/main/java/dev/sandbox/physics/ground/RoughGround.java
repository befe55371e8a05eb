package dev.sandbox.physics.ground;

import dev.sandbox.physics.math.Seeds;
import dev.sandbox.physics.math.Vec3;
import java.util.random.RandomGenerator;

/**
 * Endless rough country built analytically from a seed, for soak tests: rolling hills (sums of
 * sines up to about 25 % grade), sharp crests that throw a fast vehicle into the air, and
 * patches of grass and dirt among the asphalt. Heights and normals are exact (the normal from
 * the analytic gradient), so the same seed gives the same ground on every machine.
 */
public final class RoughGround implements Ground {

    private static final int WAVES = 6;
    private final double[] amp = new double[WAVES];
    private final double[] kx = new double[WAVES];
    private final double[] kz = new double[WAVES];
    private final double[] phase = new double[WAVES];
    private final double crestSpacingM;
    private final double crestHeightM;

    /** @param seed the country's seed */
    public RoughGround(long seed) {
        RandomGenerator r = Seeds.generator(seed, seed);
        for (int i = 0; i < WAVES; i++) {
            double wavelength = 40 + r.nextDouble() * 260;
            double dir = r.nextDouble() * 2 * Math.PI;
            double k = 2 * Math.PI / wavelength;
            kx[i] = k * Math.cos(dir);
            kz[i] = k * Math.sin(dir);
            // slope of one wave is amp * k: keep the sum's grade near 25 % at most
            amp[i] = (0.25 / WAVES) / k * (0.5 + r.nextDouble());
            phase[i] = r.nextDouble() * 2 * Math.PI;
        }
        crestSpacingM = 150 + r.nextDouble() * 100;
        crestHeightM = 1.2;
    }

    @Override
    public GroundSample sample(double x, double z) {
        double h = 0;
        double dx = 0;
        double dz = 0;
        for (int i = 0; i < WAVES; i++) {
            double a = kx[i] * x + kz[i] * z + phase[i];
            h += amp[i] * Math.sin(a);
            double c = amp[i] * Math.cos(a);
            dx += c * kx[i];
            dz += c * kz[i];
        }
        // crests: a raised-cosine ridge 12 m wide across x every crestSpacing metres
        double u = ((x % crestSpacingM) + crestSpacingM) % crestSpacingM - crestSpacingM / 2;
        if (Math.abs(u) < 6) {
            double w = Math.PI * u / 12;
            h += crestHeightM * Math.cos(w) * Math.cos(w);
            dx += -crestHeightM * Math.sin(2 * w) * Math.PI / 12;
        }
        Vec3 n = new Vec3(-dx, 1, -dz).normalizedOr(Vec3.UNIT_Y);
        return GroundSample.of(h, n, surfaceAt(x, z));
    }

    private static Surface surfaceAt(double x, double z) {
        double v = Math.sin(x * 0.013) + Math.sin(z * 0.017 + 1.3);
        if (v > 1.2) {
            return Surface.GRASS;
        }
        if (v < -1.3) {
            return Surface.DIRT;
        }
        return Surface.ASPHALT;
    }

    /** @return false: this ground has no obstacles */
    @Override
    public boolean mayHaveObstaclesNear(double x, double z, double radiusM) {
        return false;
    }
}
