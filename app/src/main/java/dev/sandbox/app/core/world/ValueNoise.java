package dev.sandbox.app.core.world;

/**
 * Deterministic 2-D value noise and its fractal sum (fBm), driven only by a seed, so the same
 * seed always builds the same world on every machine.
 */
public final class ValueNoise {

    private final long seed;

    /** @param seed the world seed */
    public ValueNoise(long seed) {
        this.seed = seed;
    }

    /**
     * Smooth noise with features about one unit apart.
     *
     * @param x first coordinate (in noise units)
     * @param y second coordinate (in noise units)
     * @return a value in -1..1
     */
    public double noise(double x, double y) {
        int xi = (int) Math.floor(x);
        int yi = (int) Math.floor(y);
        double fx = smooth(x - xi);
        double fy = smooth(y - yi);
        double a = lattice(xi, yi);
        double b = lattice(xi + 1, yi);
        double c = lattice(xi, yi + 1);
        double d = lattice(xi + 1, yi + 1);
        double ab = a + (b - a) * fx;
        double cd = c + (d - c) * fx;
        return ab + (cd - ab) * fy;
    }

    /**
     * Fractal sum of octaves, each twice the frequency and half the amplitude of the one before.
     *
     * @param x first coordinate (in noise units of the first octave)
     * @param y second coordinate (in noise units of the first octave)
     * @param octaves number of octaves (&ge;1)
     * @return a value roughly in -1..1
     */
    public double fbm(double x, double y, int octaves) {
        double sum = 0;
        double amp = 1;
        double norm = 0;
        double f = 1;
        for (int o = 0; o < octaves; o++) {
            sum += amp * noise(x * f + o * 17.3, y * f - o * 9.1);
            norm += amp;
            amp *= 0.5;
            f *= 2.0;
        }
        return sum / norm;
    }

    private double lattice(int xi, int yi) {
        long h = seed * 0x9E3779B97F4A7C15L + xi * 0x632BE59BD9B4E019L + yi * 0x85157AF5L;
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        h *= 0xC4CEB9FE1A85EC53L;
        h ^= h >>> 33;
        return ((h >>> 11) * 0x1.0p-53) * 2.0 - 1.0;
    }

    private static double smooth(double t) {
        return t * t * t * (t * (t * 6 - 15) + 10);
    }
}
