package dev.sandbox.physics.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.sandbox.physics.sim.InputRecording;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file is either the old one or the complete new one, and no temporary file is ever left behind. */
class AtomicFilesTest {

    @TempDir
    Path dir;

    private List<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    @Test
    void aCompleteWriteReplacesTheFile() throws IOException {
        Path f = dir.resolve("settings.properties");
        Files.writeString(f, "old");
        AtomicFiles.writeText(f, w -> w.write("new"));
        assertEquals("new", Files.readString(f));
        assertEquals(List.of(f), files(), "no temporary file left");
    }

    @Test
    void aFailedWriteKeepsTheOldFileAndLeavesNoTemporaryOne() throws IOException {
        Path f = dir.resolve("plot.png");
        Files.writeString(f, "old");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(f, out -> {
            out.write(new byte[1000]);
            throw new IOException("disk full");
        }));
        assertEquals("disk full", e.getMessage());
        assertEquals("old", Files.readString(f));
        assertEquals(List.of(f), files(), "no temporary file left");
    }

    @Test
    void anInputRecordingThatCannotBeRenamedLeavesNoTemporaryFile() throws IOException {
        Path target = Files.createDirectories(dir.resolve("drive.rec")); // a folder in the way of the rename
        Files.writeString(target.resolve("inside"), "x");
        InputRecording rec = new InputRecording("boxster-s", null, "flat", 0, 0, 0, 0.001, true, 10, List.of());
        assertThrows(IOException.class, () -> rec.write(target));
        assertEquals(List.of(target), files(), "only the folder that was in the way; no .tmp");
    }
}
