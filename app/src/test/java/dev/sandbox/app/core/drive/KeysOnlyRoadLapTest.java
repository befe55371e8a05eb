package dev.sandbox.app.core.drive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.core.laps.LapTimer;
import dev.sandbox.physics.provingground.KeysOnlyDriver;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A driver who has only the keys ({@link KeysOnlyDriver}: on or off, about four changes a
 * second per key, a quarter of a second late) drives the Boxster and rides the CBR1000RR from
 * the road start round one timed lap of the sandbox's hilly road loop, through the sandbox's
 * own controls, aids, terrain and lap timer ({@link KeysOnlyRoadLaps}): no fall, no reset, no
 * more than {@link LapTimer#OFF_ROAD_LIMIT_S} off the road over the whole drive, and the lap
 * counted by the sandbox's timer. A failure gives the drive's last seconds, a line every quarter
 * of a second (where along the lap, speed, distance from the centre line, the road's bend and
 * grade, lean, gear, keys).
 */
class KeysOnlyRoadLapTest {

    /** Lines of the drive kept for a failure's message: its last 8 seconds. */
    static final int TRACE_LINES = 32;

    @TempDir
    Path home;

    private final Deque<String> trace = new ArrayDeque<>();

    @Test
    void theBoxsterDrivenWithKeysOnlyLapsTheRoadLoop() {
        KeysOnlyRoadLaps.Result r = KeysOnlyRoadLaps.drive("boxster-s", KeysOnlyDriver.Style.car(), 1, home, this::keep);
        System.out.println("Boxster S, keys only, road loop:\n" + r.describe());
        check(r);
    }

    @Test
    void theCbrRiddenWithKeysOnlyLapsTheRoadLoop() {
        KeysOnlyRoadLaps.Result r = KeysOnlyRoadLaps.drive("cbr1000rr", KeysOnlyDriver.Style.motorcycle(), 1, home,
                this::keep);
        System.out.println("CBR1000RR, keys only, road loop:\n" + r.describe());
        check(r);
    }

    private void keep(String line) {
        trace.addLast(line);
        if (trace.size() > TRACE_LINES) {
            trace.removeFirst();
        }
    }

    private void check(KeysOnlyRoadLaps.Result r) {
        String what = r.describe() + "\nthe drive's last seconds:\n" + String.join("\n", trace);
        assertTrue(Double.isNaN(r.crashedAtM()), "fell: " + what);
        assertEquals(0, r.resets(), "reset: " + what);
        assertEquals(1, r.laps().size(), "one lap: " + what);
        assertTrue(r.offRoadS() <= LapTimer.OFF_ROAD_LIMIT_S, "off the road: " + what);
        assertTrue(r.laps().get(0).valid(), "the lap counts: " + what);
    }
}
