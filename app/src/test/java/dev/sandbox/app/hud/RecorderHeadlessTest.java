package dev.sandbox.app.hud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.LaunchOptions;
import dev.sandbox.app.Logs;
import dev.sandbox.app.SandboxApp;
import dev.sandbox.app.state.DrivingState;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole sandbox, headless, started with {@code --record FILE}: the autopilot drives on the
 * real terrain, the recorder state writes every model step's telemetry at 100 Hz, and leaving
 * the sandbox closes the file under its final name. The CSV's rows equal the snapshots the
 * driving loop produced.
 */
class RecorderHeadlessTest {

    @TempDir
    Path dir;

    @Test
    @Timeout(180)
    void recordsTheDrivingLoopFromTheStartAndClosesTheFileOnExit() throws Exception {
        Logs.quiet();
        System.setProperty(SandboxHome.PROPERTY, dir.toString());
        Path csv = dir.resolve("drive.csv");
        SandboxApp app = new SandboxApp(LaunchOptions.parse("--vehicle", "boxster-s", "--autopilot",
                "--record", csv.toString(), "--telemetry", "--debug-forces"), true);
        List<VehicleSnapshot> steps = Collections.synchronizedList(new ArrayList<>());
        AtomicReference<Double> simTime = new AtomicReference<>(0.0);
        app.start();
        // runs in the first update, before the driving loop's first step
        app.enqueue(() -> app.getStateManager().getState(DrivingState.class).addStepListener(s -> {
            steps.add(s);
            simTime.set(s.timeS());
        }));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(150);
        while (simTime.get() < 4.0) {
            assertNull(app.failure(), "the sandbox failed");
            assertTrue(System.nanoTime() < deadline, "4 s of driving within 150 s");
            Thread.sleep(50);
        }
        RecorderState rec = app.getStateManager().getState(RecorderState.class);
        assertTrue(rec.isRecording(), "recording from the start");
        assertTrue(Files.exists(dir.resolve("drive.csv.part")), "written to FILE.part while recording");
        app.stop(true);
        assertFalse(Files.exists(dir.resolve("drive.csv.part")), "renamed when the sandbox closed");
        assertTrue(Files.exists(csv), "the finished file");
        List<VehicleSnapshot> copy;
        synchronized (steps) {
            copy = new ArrayList<>(steps);
        }
        int rows = CsvCheck.roundTrip(csv, copy);
        double seconds = copy.get(copy.size() - 1).timeS() - copy.get(0).timeS();
        assertEquals(seconds * 100, rows, 2, "100 rows per simulated second");
        assertTrue(copy.get(copy.size() - 1).speedMps() > 3, "the autopilot drove off");
    }
}
