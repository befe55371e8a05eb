package dev.sandbox.physics.provingground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An output the proving ground could not write is refused before the run starts: exit status 2,
 * one line naming the option and the path, and no file (no stray FILE.part) left behind.
 */
class OutputPathRefusalTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private String refused(String... args) {
        int status = new ProvingGround().run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String e = err.toString(StandardCharsets.UTF_8);
        assertEquals(2, status, e);
        assertEquals(1, e.lines().count(), "one line: " + e);
        assertEquals("", out.toString(StandardCharsets.UTF_8), "no result printed");
        return e;
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> !p.equals(dir)).sorted().toList();
        }
    }

    @Test
    void aCsvFolderIsRefusedAndLeavesNoPartFile() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("out"));
        String e = refused("brake", "--vehicle", "boxster-s", "--csv", folder.toString());
        assertTrue(e.contains("--csv " + folder) && e.contains("is a folder"), e);
        assertEquals(List.of(folder), files(), "no out.part beside the folder");
    }

    @Test
    void aCsvInProcIsRefused() {
        String e = refused("brake", "--vehicle", "boxster-s", "--csv", "/proc/x.csv");
        assertTrue(e.contains("--csv /proc/x.csv") && e.contains("cannot be written"), e);
    }

    @Test
    void plotsIntoAFileAreRefused() throws IOException {
        Path file = Files.writeString(dir.resolve("plain"), "x");
        String e = refused("brake", "--vehicle", "boxster-s", "--plots", file.resolve("charts").toString());
        assertTrue(e.contains("--plots") && e.contains("is a file, not a folder"), e);
    }

    @Test
    void aSoakRecordingThatCannotBeWrittenIsRefusedBeforeDriving() {
        String e = refused("soak", "--vehicle", "boxster-s", "--minutes", "600", "--record", "/proc/drive.rec");
        assertTrue(e.contains("--record /proc/drive.rec"), e);
    }
}
