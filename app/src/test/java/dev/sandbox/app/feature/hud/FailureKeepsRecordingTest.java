package dev.sandbox.app.feature.hud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.Logs;
import dev.sandbox.app.SandboxApp;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.PlainState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A failure inside the running sandbox goes to the failure handler, which halts the JVM and so
 * skips the shutdown hooks: the replay, the state report and the recording must already be
 * saved when the handler is told (the recording finished and renamed, with whole rows only),
 * and a crash file in the state folder, named by the handler's one line, holds the stack trace,
 * the run's facts and the last inputs.
 */
class FailureKeepsRecordingTest {

    @TempDir
    Path dir;

    /** Fails in its first update, once attached. */
    private static final class Failing extends PlainState {
        @Override
        public void update(float tpf) {
            throw new IllegalStateException("a failure inside the sandbox");
        }
    }

    @Test
    @Timeout(180)
    void theRecordingIsClosedUnderItsNameBeforeTheFailureHandlerRuns() throws Exception {
        Logs.quiet();
        String oldHome = System.getProperty(SandboxHome.PROPERTY);
        System.setProperty(SandboxHome.PROPERTY, dir.toString());
        Path csv = dir.resolve("drive.csv");
        Path replay = dir.resolve("drive.replay");
        Path report = dir.resolve("drive.json");
        SandboxApp app = new SandboxApp(LaunchOptions.parse("--vehicle", "boxster-s", "--autopilot",
                "--record", csv.toString(), "--save-replay", replay.toString(), "--state-report", report.toString()), true);
        CompletableFuture<String> failed = new CompletableFuture<>();
        AtomicReference<Boolean> renamedWhenTold = new AtomicReference<>();
        app.setFailureHandler(message -> {
            renamedWhenTold.set(Files.exists(csv) && !Files.exists(dir.resolve("drive.csv.part"))
                    && Files.exists(replay) && Files.exists(report));
            failed.complete(message);
            app.stop();
        });
        AtomicReference<Double> simTime = new AtomicReference<>(0.0);
        try {
            app.start();
            app.enqueue(() -> app.getStateManager().getState(DrivingState.class).addStepListener(s -> simTime.set(s.timeS())));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(150);
            while (simTime.get() < 1.5) {
                assertTrue(System.nanoTime() < deadline, "1.5 s simulated within 150 s");
                Thread.sleep(20);
            }
            app.enqueue(() -> app.getStateManager().attach(new Failing()));
            String message = failed.get(60, TimeUnit.SECONDS);
            assertTrue(message.contains("a failure inside the sandbox"), message);
            Matcher named = Pattern.compile("; details in (.*crash-\\d{8}-\\d{6}\\.txt)$").matcher(message);
            assertTrue(named.find(), "the one line names the crash file: " + message);
            Path crash = Path.of(named.group(1));
            assertEquals(dir.resolve("logs"), crash.getParent(), "in the state folder");
            String text = Files.readString(crash);
            assertTrue(text.contains("java.lang.IllegalStateException: a failure inside the sandbox"), text);
            assertTrue(text.contains("\tat " + Failing.class.getName() + ".update"), "the stack trace");
            assertTrue(text.contains("java: " + System.getProperty("java.version")), text);
            assertTrue(text.contains("os: ") && text.contains("opengl: "), text);
            assertTrue(text.contains("vehicle: boxster-s"), text);
            assertTrue(text.matches("(?s).*\\(\\d+ changes\\):\nt=[0-9.]+ s boxster-s .*"), "the last inputs: " + text);
        } finally {
            if (oldHome == null) {
                System.clearProperty(SandboxHome.PROPERTY);
            } else {
                System.setProperty(SandboxHome.PROPERTY, oldHome);
            }
        }
        assertEquals(Boolean.TRUE, renamedWhenTold.get(),
                "replay and report saved, FILE renamed from FILE.part, before the handler ran");
        assertFalse(Files.exists(dir.resolve("drive.csv.part")));
        List<String> lines = Files.readAllLines(csv);
        int columns = lines.get(0).split(",", -1).length;
        for (String line : lines) {
            assertEquals(columns, line.split(",", -1).length, "whole rows only: " + line);
        }
        assertTrue(lines.size() > 100, "the drive up to the failure is kept: " + lines.size() + " lines");
    }
}
