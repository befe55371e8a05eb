package dev.sandbox.app.core.laps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Best laps in the data folder: written whole, read back, replaced only by a valid faster lap, dropped when stale. */
class BestLapStoreTest {

    @TempDir
    Path dir;

    private final List<String> lines = new ArrayList<>();

    private static BestLap best(double lapS, boolean valid, String spec) {
        Lap lap = new Lap(1, "cbr1000rr", lapS, List.of(lapS / 3, lapS / 3, lapS / 3), valid, valid ? "" : "reset");
        double length = 25;
        double[] times = new double[LapProfile.entriesFor(length)];
        for (int i = 0; i < times.length; i++) {
            times[i] = lapS * LapProfile.distanceOfEntryM(length, i) / length;
        }
        List<GhostFrame> frames = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            frames.add(GhostTrackTest.frame(i * 0.04, i * 0.8, -0.002 * i));
        }
        return new BestLap(spec, 42, lap, new LapProfile(length, times), new GhostTrack(frames));
    }

    @Test
    void aBestLapComesBackAsItWasWritten() {
        BestLap b = best(95.123456, true, "abc");
        BestLap back = BestLapFile.read(BestLapFile.write(b));
        assertEquals(b.lapS(), back.lapS(), 1e-9);
        assertEquals(b.lap().sectorsS().get(1), back.lap().sectorsS().get(1), 1e-6);
        assertEquals("cbr1000rr", back.vehicleId());
        assertEquals("abc", back.specFingerprint());
        assertEquals(42, back.worldSeed());
        assertEquals(b.profile().timeAtS(12.5), back.profile().timeAtS(12.5), 1e-4);
        assertEquals(5, back.ghost().frames().size());
        GhostFrame f = back.ghost().frames().get(3);
        GhostFrame g = b.ghost().frames().get(3);
        assertEquals(g.position()[0], f.position()[0], 1e-4);
        assertEquals(g.leanRad(), f.leanRad(), 1e-6);
        assertEquals(g.contacts()[3], f.contacts()[3], 1e-4);
        assertEquals(g.wheelSpinRad()[1], f.wheelSpinRad()[1], 1e-4);
    }

    @Test
    void aDamagedFileNamesTheLine() {
        String text = BestLapFile.write(best(90, true, "abc")).replace("lap 90\n", "lap fast\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BestLapFile.read(text));
        assertTrue(e.getMessage().startsWith("line 6: "), e.getMessage());
    }

    @Test
    void onlyAValidFasterLapReplacesTheOneKept() throws IOException {
        BestLapStore store = new BestLapStore(dir, lines::add);
        assertNull(store.load("cbr1000rr", "abc", 42), "none yet");
        assertFalse(store.offer(best(80, false, "abc"), null), "an invalid lap is never kept");
        assertTrue(store.offer(best(90, true, "abc"), null));
        BestLap kept = store.load("cbr1000rr", "abc", 42);
        assertNotNull(kept);
        assertEquals(90, kept.lapS(), 1e-9);
        assertFalse(store.offer(best(91, true, "abc"), kept), "slower");
        assertFalse(store.offer(best(85, false, "abc"), kept), "faster but invalid");
        assertTrue(store.offer(best(89.5, true, "abc"), kept));
        assertEquals(89.5, store.load("cbr1000rr", "abc", 42).lapS(), 1e-9);
        assertNull(store.load("cbr1000rr", "abc", 7), "another world's road has its own");
        assertTrue(lines.isEmpty(), lines.toString());
        try (var files = Files.list(dir)) {
            assertEquals(List.of("best-cbr1000rr-world42.lap"), files.map(p -> p.getFileName().toString()).toList(),
                    "no temporary file left");
        }
    }

    @Test
    void aBestLapOfAnotherSpecIsDroppedWithOneLine() {
        BestLapStore store = new BestLapStore(dir, lines::add);
        store.offer(best(90, true, "old"), null);
        assertNull(store.load("cbr1000rr", "new", 42));
        assertEquals(1, lines.size());
        assertTrue(lines.get(0).endsWith("best lap 1:30.000 dropped: it was driven with another spec of cbr1000rr"),
                lines.get(0));
        assertFalse(Files.exists(store.fileFor("cbr1000rr", 42)));
    }
}
