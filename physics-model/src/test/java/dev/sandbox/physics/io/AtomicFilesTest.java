package dev.sandbox.physics.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.sandbox.physics.sim.InputRecording;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file is either the old one or the complete new one, no temporary file is ever left behind,
 * the permissions are the old file's (or the umask's), and a symbolic link is replaced, never
 * written through.
 */
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
        assertEquals("cannot write " + f + ": disk full", e.getMessage(), "one line naming the file");
        assertEquals("old", Files.readString(f));
        assertEquals(List.of(f), files(), "no temporary file left");
    }

    @Test
    void aNewFileIsCreatedAsTheUmaskSays() throws IOException {
        Path plain = dir.resolve("plain");
        Files.newOutputStream(plain).close(); // what the umask gives a new file here (0644 under 022)
        Path f = dir.resolve("report.json");
        AtomicFiles.writeText(f, w -> w.write("{}"));
        assertEquals(PosixFilePermissions.toString(Files.getPosixFilePermissions(plain)),
                PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
    }

    @Test
    void anExistingFileKeepsItsPermissions() throws IOException {
        Path f = dir.resolve("settings.properties");
        Files.writeString(f, "old");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r-----"));
        AtomicFiles.writeText(f, w -> w.write("new"));
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
    }

    @Test
    void aSymbolicLinkIsReplacedAndWhatItPointedToIsLeftAlone() throws IOException {
        Path victim = Files.writeString(dir.resolve("victim.txt"), "mine");
        Path link = Files.createSymbolicLink(dir.resolve("shot.png"), victim);
        AtomicFiles.write(link, out -> out.write(new byte[] {1, 2, 3}));
        assertEquals("mine", Files.readString(victim), "the link's target is untouched");
        assertFalse(Files.isSymbolicLink(link), "the link was replaced by the file");
        assertEquals(3, Files.size(link));
    }

    @Test
    void aLongFileNameGetsATemporaryNameThatFits() throws IOException {
        Path f = dir.resolve("x".repeat(250) + ".csv");
        AtomicFiles.writeText(f, w -> w.write("a"));
        assertEquals("a", Files.readString(f));
        assertEquals(List.of(f), files());
    }

    @Test
    void aFolderInTheWayIsNamed() throws IOException {
        Path f = Files.createDirectories(dir.resolve("report.json"));
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.writeText(f, w -> w.write("{}")));
        assertEquals(f + ": is a folder, not a file", e.getMessage());
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
