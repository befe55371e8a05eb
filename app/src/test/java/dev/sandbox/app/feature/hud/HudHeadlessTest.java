package dev.sandbox.app.feature.hud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.Logs;
import dev.sandbox.app.SandboxApp;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.core.settings.HudSettings;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.core.settings.SpeedUnit;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.UnitsState;
import dev.sandbox.app.testing.JmeThread;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole sandbox, headless, started with {@code --record FILE --telemetry --debug-forces}:
 * the autopilot drives on the real terrain and the HUD's states do what their keys ask (the
 * keys themselves need a window; here the same state methods are called on the jME thread).
 * The recorder writes every model step's telemetry at 100 Hz, the file is complete when
 * recording stops and when the sandbox exits, and its rows equal the driving loop's snapshots;
 * the unit choice is saved; the telemetry view opens and closes its charts with it.
 */
class HudHeadlessTest {

    @TempDir
    Path dir;

    private SandboxApp app;

    @Test
    @Timeout(180)
    void recordsStopsRecordsAgainAndClosesEveryFile() throws Exception {
        Logs.quiet();
        String oldHome = System.getProperty(SandboxHome.PROPERTY);
        System.setProperty(SandboxHome.PROPERTY, dir.toString());
        try {
            run();
        } finally {
            if (oldHome == null) {
                System.clearProperty(SandboxHome.PROPERTY);
            } else {
                System.setProperty(SandboxHome.PROPERTY, oldHome);
            }
        }
    }

    private void run() throws Exception {
        Path csv = dir.resolve("drive.csv");
        app = new SandboxApp(LaunchOptions.parse("--vehicle", "boxster-s", "--autopilot",
                "--record", csv.toString(), "--telemetry", "--debug-forces"), true);
        List<VehicleSnapshot> steps = Collections.synchronizedList(new ArrayList<>());
        AtomicReference<Double> simTime = new AtomicReference<>(0.0);
        app.start();
        // runs in the first update, before the driving loop's first step
        app.enqueue(() -> app.getStateManager().getState(DrivingState.class).addStepListener(s -> {
            steps.add(s);
            simTime.set(s.timeS());
        }));
        waitForSimTime(simTime, 4.0);
        RecorderState rec = app.getStateManager().getState(RecorderState.class);
        assertTrue(onJme(rec::isRecording), "recording from the start");
        assertTrue(Files.exists(dir.resolve("drive.csv.part")), "written to FILE.part while recording");

        // F3: stop. The file is complete at once, while the sandbox keeps running.
        List<VehicleSnapshot> first = onJme(() -> {
            rec.toggle();
            synchronized (steps) {
                return new ArrayList<>(steps);
            }
        });
        assertFalse(Files.exists(dir.resolve("drive.csv.part")), "renamed when recording stopped");
        int rows = CsvCheck.roundTrip(csv, first);
        double seconds = first.get(first.size() - 1).timeS() - first.get(0).timeS();
        assertEquals(seconds * 100, rows, 2, "100 rows per simulated second");
        assertTrue(first.get(first.size() - 1).speedMps() > 3, "the autopilot drove off");

        // F3 again: a new file in the recordings folder, closed when the sandbox exits
        onJme(() -> {
            rec.toggle();
            return null;
        });
        waitForSimTime(simTime, simTime.get() + 1.0);
        // U: mph, remembered in the settings file
        onJme(() -> {
            app.getStateManager().getState(UnitsState.class).toggle();
            return null;
        });
        assertEquals(SpeedUnit.MPH, HudSettings.load(SandboxHome.settingsFile()).speedUnit());
        // F1: the telemetry view closes its charts and g-g diagram with it
        Boolean[] views = onJme(() -> {
            app.getStateManager().getState(TelemetryPanelState.class).setEnabled(false);
            return new Boolean[] {app.getStateManager().getState(StripChartState.class).isEnabled(),
                app.getStateManager().getState(GgDiagramState.class).isEnabled()};
        });
        assertFalse(views[0] || views[1], "charts and g-g closed with the panel");
        app.stop(true);
        List<Path> recordings;
        try (Stream<Path> files = Files.list(SandboxHome.recordingsDir())) {
            recordings = files.toList();
        }
        assertEquals(1, recordings.size(), "one recording in the folder: " + recordings);
        Path second = recordings.get(0);
        assertTrue(second.getFileName().toString().matches("telemetry-boxster-s-\\d{8}-\\d{6}\\.csv"), second.toString());
        List<VehicleSnapshot> all;
        synchronized (steps) {
            all = new ArrayList<>(steps);
        }
        assertTrue(CsvCheck.roundTrip(second, all) >= 100, "a second of driving, closed at exit");
    }

    private void waitForSimTime(AtomicReference<Double> simTime, double t) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(150);
        while (simTime.get() < t) {
            assertNull(app.failure(), "the sandbox failed");
            assertTrue(System.nanoTime() < deadline, "simulated time " + t + " s reached within 150 s");
            Thread.sleep(20);
        }
    }

    private <T> T onJme(Callable<T> c) throws Exception {
        return JmeThread.call(app, c);
    }
}
