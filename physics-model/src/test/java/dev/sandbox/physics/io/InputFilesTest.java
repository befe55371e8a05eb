package dev.sandbox.physics.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The size limit holds for what the file system cannot size: a device that never ends and a
 * pipe are stopped at the limit with one line naming the file and the limit.
 */
class InputFilesTest {

    @TempDir
    Path dir;

    @Test
    void anEndlessDeviceIsStoppedAtTheLimit() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), "a system with /dev/zero");
        InputFiles.Refused e = assertThrows(InputFiles.Refused.class,
                () -> InputFiles.readBytes(zero, 256 * 1024, "spec file"));
        assertEquals("/dev/zero: larger than 256 KiB, the most a spec file may hold", e.getMessage());
    }

    @Test
    void anEndlessLineIsStoppedAtTheLineLimit() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), "a system with /dev/zero");
        InputFiles.Refused e = assertThrows(InputFiles.Refused.class,
                () -> InputFiles.readLines(zero, 512L << 20, 4096, "replay file"));
        assertEquals("/dev/zero line 1: longer than 4096 characters; not a replay file", e.getMessage());
    }

    @Test
    void aPipeIsStoppedAtTheLimit() throws Exception {
        Path fifo = dir.resolve("pipe");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo");
        Thread writer = new Thread(() -> {
            try (OutputStream out = Files.newOutputStream(fifo)) {
                byte[] line = "x\n".repeat(512).getBytes();
                for (int i = 0; i < 100; i++) {
                    out.write(line);
                }
            } catch (IOException e) {
                // the reader stopped: the pipe broke
            }
        });
        writer.setDaemon(true);
        writer.start();
        InputFiles.Refused e = assertThrows(InputFiles.Refused.class,
                () -> InputFiles.readLines(fifo, 4096, 100, "controls file"));
        assertEquals(fifo + ": larger than 4 KiB, the most a controls file may hold", e.getMessage());
    }

    @Test
    void linesEndAsReadAllLinesEndsThem() throws IOException {
        Path f = Files.writeString(dir.resolve("a.txt"), "one\r\ntwo\rthree\n\nfour");
        assertEquals(List.of("one", "two", "three", "", "four"), InputFiles.readLines(f, 100, 10, "text"));
        assertEquals(Files.readAllLines(f), InputFiles.readLines(f, 100, 10, "text"));
    }

    @Test
    void textThatIsNotUtf8IsRefused() throws IOException {
        Path f = Files.write(dir.resolve("s.properties"), new byte[] {'#', ' ', 'r', (byte) 0xe9, 'g', '\n'});
        assertThrows(CharacterCodingException.class, () -> InputFiles.readLines(f, 100, 100, "settings file"));
    }

    @Test
    void aFolderIsNamed() {
        InputFiles.Refused e = assertThrows(InputFiles.Refused.class, () -> InputFiles.readBytes(dir, 10, "spec file"));
        assertEquals(dir + ": is a folder, not a spec file", e.getMessage());
    }
}
