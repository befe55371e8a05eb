package dev.sandbox.app.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.core.replay.ReplayWorld;
import dev.sandbox.app.core.world.WorldGenerator;
import dev.sandbox.physics.replay.DriveTape;
import dev.sandbox.physics.replay.ReplayFile;
import dev.sandbox.physics.replay.SpecText;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The replay options are checked before the window opens: a corrupt or truncated replay file, or
 * a save path that cannot be written (a folder, or under a plain file), stops the start with one
 * line (Main prints it and exits with status 2).
 */
class ReplayChecksTest {

    @TempDir
    Path dir;

    @Test
    void aTruncatedReplayFileIsRefusedWithOneLineNamingFileAndLine() throws Exception {
        Path f = dir.resolve("cut.replay");
        Files.writeString(f, "driving-sandbox-replay 1\nworld sandbox 7\nstep-seconds 0.001\nopen-at 0\nsegments 1\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ReplayChecks.check(LaunchOptions.parse("--replay", f.toString())));
        assertTrue(e.getMessage().startsWith(f + " line 6: truncated"), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }

    @Test
    void aCorruptReplayFileIsRefusedWithOneLine() throws Exception {
        Path f = dir.resolve("bad.replay");
        Files.writeString(f, "driving-sandbox-replay 1\nworld sandbox 7\nstep-seconds fast\nopen-at 0\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ReplayChecks.check(LaunchOptions.parse("--replay", f.toString())));
        assertTrue(e.getMessage().startsWith(f + " line 3"), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }

    @Test
    void aSavePathUnderAFileOrAtAFolderIsRefused() throws Exception {
        Path notAFolder = Files.writeString(dir.resolve("plain.txt"), "x");
        Path f = notAFolder.resolve("x.replay");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ReplayChecks.check(LaunchOptions.parse("--save-replay", f.toString())));
        assertEquals("--save-replay " + f + ": " + notAFolder + " is a file, not a folder.", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> ReplayChecks.check(LaunchOptions.parse("--save-replay", dir.toString())));
        assertEquals("--save-replay " + dir + ": is a folder, not a file.", e.getMessage());
    }

    @Test
    void aReplayStartingOutsideTheWorldIsRefusedWithOneLine() throws Exception {
        Path f = dir.resolve("far.replay");
        DriveTape tape = new DriveTape(ReplayWorld.describe(WorldGenerator.DEFAULT_SEED), 0.001);
        tape.begin(VehicleSpecs.load("boxster-s"), SpecText.shipped("boxster-s"), 1e12, 0, 0, true);
        ReplayFile.write(f, tape, 0, 0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ReplayChecks.check(LaunchOptions.parse("--replay", f.toString())));
        assertEquals(f + ": drive 1 starts at x 1.0E12 m, z 0.0 m, outside the world (x and z within 1000 m of its centre)",
                e.getMessage());
    }
}
