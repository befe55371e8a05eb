package dev.sandbox.app.core.sound;

/**
 * A fast seeded white-noise source (xorshift64*), so that every procedurally made sound is
 * the same from run to run and tests can compare them.
 */
public final class Noise {

    private long state;

    /** @param seed any number; 0 is replaced by a fixed non-zero seed */
    public Noise(long seed) {
        state = seed == 0 ? 0x9E3779B97F4A7C15L : seed;
    }

    /** @return a uniform sample in [-1, 1) */
    public double next() {
        state ^= state >>> 12;
        state ^= state << 25;
        state ^= state >>> 27;
        long r = state * 0x2545F4914F6CDD1DL;
        return (r >>> 11) * 0x1.0p-52 - 1.0;
    }

    /** @return an approximately Gaussian sample with unit variance (sum of four uniforms) */
    public double gaussian() {
        return (next() + next() + next() + next()) * 0.8660254;
    }
}
