package dev.sandbox.app.feature.hud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import dev.sandbox.app.Logs;
import dev.sandbox.app.SandboxApp;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.session.DrivingState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A failure inside the running sandbox goes to the failure handler, which halts the JVM and so
 * skips the shutdown hooks: the recording must already be finished and renamed when the handler
 * is told, with whole rows only.
 */
class FailureKeepsRecordingTest {

    @TempDir
    Path dir;

    /** Fails in its first update, once attached. */
    private static final class Failing extends BaseAppState {
        @Override
        public void update(float tpf) {
            throw new IllegalStateException("a failure inside the sandbox");
        }

        @Override
        protected void initialize(Application app) {
        }

        @Override
        protected void cleanup(Application app) {
        }

        @Override
        protected void onEnable() {
        }

        @Override
        protected void onDisable() {
        }
    }

    @Test
    @Timeout(180)
    void theRecordingIsClosedUnderItsNameBeforeTheFailureHandlerRuns() throws Exception {
        Logs.quiet();
        String oldHome = System.getProperty(SandboxHome.PROPERTY);
        System.setProperty(SandboxHome.PROPERTY, dir.toString());
        Path csv = dir.resolve("drive.csv");
        SandboxApp app = new SandboxApp(LaunchOptions.parse("--vehicle", "boxster-s", "--autopilot",
                "--record", csv.toString()), true);
        CompletableFuture<String> failed = new CompletableFuture<>();
        AtomicReference<Boolean> renamedWhenTold = new AtomicReference<>();
        app.setFailureHandler(message -> {
            renamedWhenTold.set(Files.exists(csv) && !Files.exists(dir.resolve("drive.csv.part")));
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
        } finally {
            if (oldHome == null) {
                System.clearProperty(SandboxHome.PROPERTY);
            } else {
                System.setProperty(SandboxHome.PROPERTY, oldHome);
            }
        }
        assertEquals(Boolean.TRUE, renamedWhenTold.get(), "FILE renamed from FILE.part before the handler ran");
        assertFalse(Files.exists(dir.resolve("drive.csv.part")));
        List<String> lines = Files.readAllLines(csv);
        int columns = lines.get(0).split(",", -1).length;
        for (String line : lines) {
            assertEquals(columns, line.split(",", -1).length, "whole rows only: " + line);
        }
        assertTrue(lines.size() > 100, "the drive up to the failure is kept: " + lines.size() + " lines");
    }
}
