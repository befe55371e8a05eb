package dev.sandbox.app.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.Main;
import dev.sandbox.app.core.settings.SandboxHome;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sandbox refuses, before it opens a window or drives a metre, what would fail later: an
 * output path that cannot be written, and a machine without a display. One line, exit status 2,
 * nothing written.
 */
class StartChecksTest {

    @TempDir
    Path dir;

    /** Runs the launcher in its own JVM; returns its exit status and output lines. */
    private Result launch(boolean withDisplay, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-D" + SandboxHome.PROPERTY + "=" + dir.resolve("home"),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        if (!withDisplay) {
            pb.environment().remove("DISPLAY");
            pb.environment().remove("WAYLAND_DISPLAY");
        }
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "exits by itself");
        return new Result(p.exitValue(), out.lines().filter(l -> !l.isBlank()).toList());
    }

    private record Result(int status, List<String> lines) {
    }

    private void refusedWithOneLine(Result r, String... words) throws IOException {
        assertEquals(Main.EXIT_USAGE, r.status(), r.lines().toString());
        assertEquals(1, r.lines().size(), "one line: " + r.lines());
        for (String w : words) {
            assertTrue(r.lines().get(0).contains(w), "names " + w + ": " + r.lines());
        }
        try (Stream<Path> s = Files.walk(dir)) {
            assertEquals(List.of(dir), s.toList(), "nothing written (no home folder, no .part)");
        }
    }

    @Test
    void anUnwritableScreenshotPathIsRefusedAtStart() throws Exception {
        refusedWithOneLine(launch(false, "--vehicle", "boxster-s", "--autopilot", "--screenshot-at", "4", "/proc/x.png"),
                "--screenshot-at 4.0 /proc/x.png", "cannot be written");
    }

    @Test
    void aRecordingIntoProcOrOntoAFolderIsRefusedAtStart() throws Exception {
        refusedWithOneLine(launch(false, "--vehicle", "boxster-s", "--record", "/proc/x.csv"), "--record /proc/x.csv");
        refusedWithOneLine(launch(false, "--vehicle", "boxster-s", "--record", dir.toString()), "is a folder");
    }

    @Test
    void aSaveReplayOrStateReportOntoAFolderIsRefusedAtStart() throws Exception {
        refusedWithOneLine(launch(false, "--vehicle", "boxster-s", "--save-replay", "/proc/x.replay"),
                "--save-replay /proc/x.replay: the folder /proc cannot be written.");
        refusedWithOneLine(launch(false, "--vehicle", "boxster-s", "--state-report", dir.toString()),
                "--state-report " + dir + ": is a folder, not a file.");
    }

    @Test
    void anOptionGivenTwiceIsRefusedNotSilentlyOverridden() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LaunchOptions.parse("--seed", "1", "--vehicle", "boxster-s", "--seed", "2"));
        assertEquals("--seed is given twice; give it once", e.getMessage());
        assertEquals(2, LaunchOptions.parse("--screenshot-at", "1", "a.png", "--screenshot-at", "2", "b.png")
                .screenshots().size(), "--screenshot-at is the one option meant to repeat");
    }

    @Test
    void withoutADisplayTheMessageSaysWhatIsNeeded() throws Exception {
        refusedWithOneLine(launch(false, "--vehicle", "boxster-s"), "no OpenGL display", "DISPLAY", "xvfb-run");
    }

    @Test
    void aDisplayThatNamesNoServerGetsTheSameLine() throws Exception {
        Result r = launchWithDisplay(":87", "--vehicle", "boxster-s");
        assertEquals(Main.EXIT_USAGE, r.status(), r.lines().toString());
        assertTrue(r.lines().stream().anyMatch(l -> l.startsWith("driving-sandbox: no OpenGL display was found")),
                r.lines().toString());
    }

    private Result launchWithDisplay(String display, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-D" + SandboxHome.PROPERTY + "=" + dir.resolve("home"),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().put("DISPLAY", display);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(90, TimeUnit.SECONDS), "exits by itself");
        return new Result(p.exitValue(), out.lines().filter(l -> !l.isBlank()).toList());
    }

    @Test
    void aDisplayIsNeededOnLinuxOnly() {
        assertFalse(StartChecks.hasDisplay(Map.of(), "Linux"));
        assertFalse(StartChecks.hasDisplay(Map.of("DISPLAY", " "), "Linux"));
        assertTrue(StartChecks.hasDisplay(Map.of("DISPLAY", ":0"), "Linux"));
        assertTrue(StartChecks.hasDisplay(Map.of("WAYLAND_DISPLAY", "wayland-0"), "Linux"));
        assertTrue(StartChecks.hasDisplay(Map.of(), "Windows 11"));
        assertTrue(StartChecks.isNoDisplay(
                "Failed to detect any supported platform: Exception Failed to detect any supported platform"));
    }
}
