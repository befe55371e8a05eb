package dev.sandbox.physics.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.sandbox.physics.provingground.Soak;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/**
 * Seeds use all 64 bits, and a soak with a seed players use drives as it always did: the hashes
 * below are the soak's final state hashes (boxster-s, 3 simulated seconds) taken when every
 * seed was read through {@code java.util.Random}, which keeps only 48 of its bits.
 */
class SeedsTest {

    private static final VehicleSpec BOXSTER = VehicleSpecs.load("boxster-s");

    private static String soak(long seed) {
        return new Soak(BOXSTER).run(seed, 0.05, null).finalStateHash();
    }

    @Test
    void smallSeedsKeepTheirSoak() {
        assertEquals("1e1e3f67b59d2853", soak(1));
        assertEquals("a8068b9b043f57c2", soak(42));
        assertEquals("6bd20da7866009", soak(0));
        assertEquals("e38954fedfa10dda", soak(-1));
    }

    @Test
    void seedsThatDifferAbove48BitsSoakDifferently() {
        // each pair drew the same numbers from java.util.Random
        assertNotEquals(soak(1), soak(281474976710657L), "1 and 2^48 + 1");
        assertNotEquals(soak(-1), soak(Long.MAX_VALUE), "-1 and Long.MAX_VALUE");
        assertNotEquals(soak(0), soak(Long.MIN_VALUE), "0 and Long.MIN_VALUE");
    }

    @Test
    void theKeptRangeIsTheOneJavaUtilRandomTellsApart() {
        // 2^48 seeds: Random's 48 bits tell each one apart, and the range holds every seed typed by hand
        assertEquals(1L << 48, Seeds.KEPT_MAX - Seeds.KEPT_MIN + 1);
        assertEquals(true, Seeds.kept(WorldSeedsLike.DEFAULT));
        assertEquals(false, Seeds.kept(1L << 47));
    }

    /** The sandbox's shipped world seed (the app's WorldGenerator.DEFAULT_SEED). */
    private static final class WorldSeedsLike {
        static final long DEFAULT = 20040986L;
    }
}
