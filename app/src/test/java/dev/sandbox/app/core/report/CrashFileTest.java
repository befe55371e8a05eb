package dev.sandbox.app.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A crash file holds what failed, its stack trace, the run's facts and the last inputs. */
class CrashFileTest {

    @TempDir
    Path dir;

    @Test
    void holdsTheTraceTheFactsAndTheInputsAndIsNamedByTheTime() throws IOException {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("java", CrashFile.javaVersion());
        facts.put("os", CrashFile.operatingSystem());
        facts.put("opengl", "Mesa, OpenGL 4.5");
        facts.put("vehicle", "boxster-s");
        LocalDateTime when = LocalDateTime.of(2026, 12, 2, 3, 4, 5);
        Throwable t = new IllegalStateException("wheel fell off", new ArithmeticException("inner"));
        Path f = CrashFile.write(dir.resolve("state"), when, "frame failed", t, facts, List.of("t=1.000 s boxster-s in"));
        assertEquals(dir.resolve("state/crash-20261202-030405.txt"), f);
        String text = Files.readString(f);
        assertTrue(text.contains("frame failed"), text);
        assertTrue(text.contains("java.lang.IllegalStateException: wheel fell off"), text);
        assertTrue(text.contains("Caused by: java.lang.ArithmeticException: inner"), text);
        assertTrue(text.contains("\tat dev.sandbox.app.core.report.CrashFileTest"), "the stack trace's frames");
        assertTrue(text.contains("java: " + System.getProperty("java.version")), text);
        assertTrue(text.contains("os: " + System.getProperty("os.name")), text);
        assertTrue(text.contains("opengl: Mesa, OpenGL 4.5"), text);
        assertTrue(text.contains("vehicle: boxster-s"), text);
        assertTrue(text.contains("t=1.000 s boxster-s in"), text);
        Path second = CrashFile.write(dir.resolve("state"), when, "again", null, facts, List.of());
        assertEquals(dir.resolve("state/crash-20261202-030405-2.txt"), second, "a second crash in the same second");
    }
}
