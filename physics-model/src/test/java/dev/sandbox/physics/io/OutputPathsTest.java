package dev.sandbox.physics.io;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Output paths are refused before any work, with one line naming the option and the path. */
class OutputPathsTest {

    @TempDir
    Path dir;

    private static String refused(String file, String what) {
        String m = assertThrows(IllegalArgumentException.class, () -> OutputPaths.checkFile(file, what)).getMessage();
        assertEquals(1, m.lines().count(), "one line: " + m);
        assertTrue(m.startsWith(what + " " + file + ":"), "names the option and the path: " + m);
        return m;
    }

    @Test
    void aFileInProcIsRefused() {
        assertTrue(refused("/proc/x.png", "--screenshot-at 4.0").contains("cannot be written"));
    }

    @Test
    void anEmptyFileNameIsNamedAsSuch() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OutputPaths.checkFile("", "--csv"));
        assertEquals("--csv: the file name is empty.", e.getMessage());
    }

    @Test
    void aFolderIsNotAFile() {
        assertTrue(refused(dir.toString(), "--record").contains("is a folder"));
    }

    @Test
    void aFileInPlaceOfAFolderIsRefused() throws IOException {
        Path file = Files.writeString(dir.resolve("plain"), "x");
        assertTrue(refused(file.resolve("x.csv").toString(), "--record").contains("is a file, not a folder"));
    }

    @Test
    void aFolderStillToBeMadeIsFineAndTheCheckLeavesNothingBehind() throws IOException {
        assertDoesNotThrow(() -> OutputPaths.checkFile(dir.resolve("new/deeper/x.csv").toString(), "--record"));
        assertDoesNotThrow(() -> OutputPaths.checkFile(dir.resolve("x.png").toString(), "--screenshot-at 1.0"));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of(), s.toList(), "nothing created");
        }
    }
}
