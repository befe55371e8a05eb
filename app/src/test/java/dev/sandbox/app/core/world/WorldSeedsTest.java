package dev.sandbox.app.core.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The world seed uses all 64 bits, and the worlds of the seeds players use change only on purpose:
 * the layout hashes below pin the 2 km world (the hill country, its road and pad, the open fields
 * beyond and the run-off ahead of the road start) of the shipped seed and of a few small ones.
 */
class WorldSeedsTest {

    @Test
    void theShippedWorldAndSmallSeedsKeepTheirLayout() {
        assertEquals("aaefcdfa9711e158", layoutHash(WorldGenerator.DEFAULT_SEED), "the shipped world");
        assertEquals("e2bdf55b91e2cfd7", layoutHash(0), "seed 0");
        assertEquals("10ecc4d94b1e4ac4", layoutHash(1), "seed 1");
        assertEquals("3b31ef2569b1d877", layoutHash(42), "seed 42");
        assertEquals("531b38c2df226f55", layoutHash(-1), "seed -1");
    }

    @Test
    void seedsThatDifferAbove48BitsGiveOtherWorlds() {
        // java.util.Random saw 1 and 2^48 + 1, -1 and Long.MAX_VALUE, 0 and Long.MIN_VALUE alike
        WorldGenerator far = new WorldGenerator(281474976710657L);
        WorldGenerator near = new WorldGenerator(1);
        assertNotEquals(roadHash(near.generate()), roadHash(far.generate()), "1 and 2^48 + 1");
        assertNotEquals(roadHash(new WorldGenerator(-1).generate()), roadHash(new WorldGenerator(Long.MAX_VALUE).generate()),
                "-1 and Long.MAX_VALUE");
    }

    private static String layoutHash(long seed) {
        return layoutHash(new WorldGenerator(seed).generate());
    }

    /** @return the first 16 hex digits of a SHA-256 over the heights, the road, the test pad and the obstacles */
    static String layoutHash(WorldLayout w) {
        MessageDigest md = sha256();
        ByteBuffer b = ByteBuffer.allocate(w.heights().length * 4);
        for (float h : w.heights()) {
            b.putFloat(h);
        }
        md.update(b.array());
        md.update(roadBytes(w.road()));
        TestPad pad = w.testPad();
        md.update((pad.startX() + " " + pad.startZ() + " " + pad.headingRad() + " " + pad.heightM())
                .getBytes(StandardCharsets.UTF_8));
        md.update(w.obstacles().toString().getBytes(StandardCharsets.UTF_8));
        return HexFormat.of().formatHex(md.digest()).substring(0, 16);
    }

    /** @return a hash of the road loop's plan (its x and z), which only the seed's random draws shape */
    private static String roadHash(WorldLayout w) {
        RoadLoop road = w.road();
        ByteBuffer r = ByteBuffer.allocate(road.size() * 16);
        for (int i = 0; i < road.size(); i++) {
            r.putDouble(road.x(i)).putDouble(road.z(i));
        }
        return HexFormat.of().formatHex(sha256().digest(r.array())).substring(0, 16);
    }

    private static byte[] roadBytes(RoadLoop road) {
        ByteBuffer r = ByteBuffer.allocate(road.size() * 24);
        for (int i = 0; i < road.size(); i++) {
            r.putDouble(road.x(i)).putDouble(road.z(i)).putDouble(road.y(i));
        }
        return r.array();
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
