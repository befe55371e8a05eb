package dev.sandbox.app.core.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.core.cli.LaunchOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The replay's command line: speeds as fractions or decimals, bad values refused with one line. */
class ReplayOptionsTest {

    @TempDir
    Path dir;

    @Test
    void speedsAreReadAsFractionsOrDecimals() {
        LaunchOptions o = LaunchOptions.parse("--replay-speed", "1/8", "--time-scale", "0.25");
        assertEquals(0.125, o.replay().replaySpeed());
        assertEquals(0.25, o.replay().timeScale());
        assertEquals("1/16", Speeds.name(1.0 / 16));
        assertEquals(0.5, Speeds.nextDrivingScale(1));
        assertEquals(0.25, Speeds.nextDrivingScale(0.5));
        assertEquals(1, Speeds.nextDrivingScale(0.25));
        assertEquals(1.0 / 16, Speeds.neighbour(Speeds.REPLAY, 1.0 / 8, -1));
        assertEquals(1.0 / 16, Speeds.neighbour(Speeds.REPLAY, 1.0 / 16, -1));
    }

    @Test
    void badSpeedsAreRefusedWithOneLine() {
        for (String[] bad : new String[][] {{"--time-scale", "0"}, {"--time-scale", "2"}, {"--time-scale", "fast"},
            {"--replay-speed", "-1"}, {"--replay-speed", "1/0"}, {"--replay-speed", "NaN"}, {"--replay-speed"}}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(bad));
            assertTrue(e.getMessage().startsWith(bad[0]), e.getMessage());
            assertEquals(1, e.getMessage().lines().count());
        }
    }

    @Test
    void aQuarterPlaybackSpeedRunsAQuarterOfTheSteps() {
        PlaybackClock c = new PlaybackClock();
        c.setSpeed(0.25);
        long steps = 0;
        for (int frame = 0; frame < 600; frame++) {
            steps += c.advance(1 / 60.0, 0.001);
        }
        assertEquals(2500, steps, 1, "10 wall seconds at 1/4 speed replay 2.5 s of the drive");
        c.setPlaying(false);
        assertEquals(0, c.advance(1, 0.001), "paused, nothing runs");
    }

    @Test
    void aReplayFileOfAnotherKindOfWorldIsRefused() throws Exception {
        Path f = dir.resolve("x.replay");
        Files.writeString(f, "driving-sandbox-replay 1\nworld flat\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ReplayWorld.seedOf(f, "flat"));
        assertTrue(e.getMessage().startsWith(f + " line 2"), e.getMessage());
    }
}
