package dev.sandbox.physics.math;

import java.util.Random;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * Random numbers from a seed that uses all 64 bits, while every seed players have used keeps the
 * world (and the soak) it always gave. {@link Random} keeps only the low 48 bits of its seed, so
 * seeds 2^48 apart gave the same numbers; {@link SplittableRandom} keeps all 64. A seed from
 * {@link #KEPT_MIN} to {@link #KEPT_MAX} (about &plusmn;1.4e14, every seed typed by hand or made
 * from a date) still draws from {@link Random}, whose 48 bits tell all of those seeds apart; any
 * other seed draws from {@link SplittableRandom}. So no two seeds share their numbers.
 */
public final class Seeds {

    /** The lowest seed that keeps its old numbers: -2^47. */
    public static final long KEPT_MIN = -(1L << 47);
    /** The highest seed that keeps its old numbers: 2^47 - 1. */
    public static final long KEPT_MAX = (1L << 47) - 1;

    private Seeds() {
    }

    /**
     * @param seed the seed the player gave
     * @param derived the number a part of the world seeds its own draws with, made from
     *     {@code seed} by a one-to-one mapping of 64-bit numbers (such as {@code seed ^ K} or
     *     {@code seed * 31 + 7}), so different seeds never share it
     * @return the part's random numbers
     */
    public static RandomGenerator generator(long seed, long derived) {
        return kept(seed) ? new Random(derived) : new SplittableRandom(derived);
    }

    /**
     * @param seed a seed
     * @return true when it keeps the numbers it drew before seeds used all 64 bits
     */
    public static boolean kept(long seed) {
        return seed >= KEPT_MIN && seed <= KEPT_MAX;
    }
}
