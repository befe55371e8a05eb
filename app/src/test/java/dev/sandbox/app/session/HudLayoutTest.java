package dev.sandbox.app.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import com.simsilica.lemur.Panel;
import dev.sandbox.app.Logs;
import dev.sandbox.app.SandboxApp;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.feature.hud.HelpOverlayState;
import dev.sandbox.app.feature.replay.ReplayState;
import dev.sandbox.app.testing.JmeThread;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HUD's panels, as Lemur laid them out, at a small and a large window with everything open
 * at once (instruments, telemetry panel, strip charts, g-g diagram, force legend, assists,
 * recorder, the test pad's board; then the instant replay's controls as well, where the HUD
 * shrinks to make room; then the help overlay): each lies inside the screen and no two overlap,
 * except the help overlay, which is drawn over the rest while it is open. Read from the panels'
 * world bounds in the running sandbox (headless), not from a picture.
 */
class HudLayoutTest {

    @TempDir
    Path dir;

    private SandboxApp app;

    @Test
    @Timeout(150)
    void theMotorcycleAtTheTestPadInASmallWindow() throws Exception {
        check("cbr1000rr", 1024, 576);
    }

    @Test
    @Timeout(150)
    void theCarAtTheTestPadInALargeWindow() throws Exception {
        check("boxster-s", 1920, 1080);
    }

    /** A panel's rectangle on the screen (in pixels). */
    record Box(String name, float x0, float y0, float x1, float y1) {

        boolean overlaps(Box o) {
            return Math.min(x1, o.x1) - Math.max(x0, o.x0) > 0.5f && Math.min(y1, o.y1) - Math.max(y0, o.y0) > 0.5f;
        }
    }

    private void check(String vehicle, int w, int h) throws Exception {
        Logs.quiet();
        String oldHome = System.getProperty(SandboxHome.PROPERTY);
        System.setProperty(SandboxHome.PROPERTY, dir.toString());
        app = new SandboxApp(LaunchOptions.parse("--vehicle", vehicle, "--autopilot", "--start", "testpad", "--telemetry",
                "--debug-forces", "--record", dir.resolve("drive.csv").toString(), "--size", w + "x" + h), true);
        try {
            app.start();
            waitForSimTime(2.0);
            List<Box> boxes = onJme(this::boxes);
            List<String> names = boxes.stream().map(Box::name).toList();
            System.out.println(vehicle + " " + w + "x" + h + ": " + boxes);
            for (String part : List.of("status", "recorder", "telemetry-panel", "test-pad", "force-legend",
                    "strip-charts-panel", "instruments", "assists", "gg-diagram-panel")) {
                assertTrue(names.contains(part), part + " is shown: " + names);
            }
            assertInsideAndApart(boxes, w, h);
            onJme(() -> {
                app.getStateManager().getState(ReplayState.class).toggle();
                return null;
            });
            List<Box> withReplay = boxesOnceShown("replay");
            System.out.println(vehicle + " " + w + "x" + h + " with the replay: " + withReplay);
            for (String part : List.of("replay", "telemetry-panel", "strip-charts-panel", "instruments", "gg-diagram-panel")) {
                assertTrue(withReplay.stream().anyMatch(b -> part.equals(b.name())), part + " is shown: " + withReplay);
            }
            assertInsideAndApart(withReplay, w, h);
            onJme(() -> {
                app.getStateManager().getState(HelpOverlayState.class).setEnabled(true);
                return null;
            });
            List<Box> withHelp = boxesOnceShown("help");
            Box help = withHelp.stream().filter(b -> "help".equals(b.name())).findFirst()
                    .orElseThrow(() -> new AssertionError("the help overlay is shown: " + withHelp));
            assertInsideAndApart(List.of(help), w, h);
        } finally {
            app.stop(true);
            if (oldHome == null) {
                System.clearProperty(SandboxHome.PROPERTY);
            } else {
                System.setProperty(SandboxHome.PROPERTY, oldHome);
            }
        }
    }

    private static void assertInsideAndApart(List<Box> boxes, int w, int h) {
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < boxes.size(); i++) {
            Box a = boxes.get(i);
            if (a.x0() < -0.5f || a.y0() < -0.5f || a.x1() > w + 0.5f || a.y1() > h + 0.5f) {
                wrong.add(a + " leaves the " + w + "x" + h + " screen");
            }
            for (int j = i + 1; j < boxes.size(); j++) {
                if (a.overlaps(boxes.get(j))) {
                    wrong.add(a + " overlaps " + boxes.get(j));
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    /**
     * Measures once a panel has been laid out (Lemur sizes it in a frame after it opens) and the
     * HUD has been scaled and pinned for it (two frames later).
     */
    private List<Box> boxesOnceShown(String name) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (onJme(this::boxes).stream().noneMatch(b -> name.equals(b.name())) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        Thread.sleep(1000);
        return onJme(this::boxes);
    }

    /** @return every panel in the layout, named for what it shows, with its bounds on the screen */
    private List<Box> boxes() {
        List<Box> out = new ArrayList<>();
        HudLayout layout = app.getStateManager().getState(HudLayout.class);
        for (Panel p : layout.shown()) {
            Vector3f size = HudLayout.sizeOf(p);
            if (size.x <= 0 || size.y <= 0) {
                continue; // an empty column entry (no warnings now)
            }
            Vector3f top = p.getWorldTranslation();
            Vector3f scale = p.getWorldScale();
            out.add(new Box(p.getName(), top.x, top.y - size.y * scale.y, top.x + size.x * scale.x, top.y));
        }
        return out;
    }

    private void waitForSimTime(double t) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (true) {
            assertNull(app.failure(), "the sandbox failed");
            Double now = onJme(() -> {
                VehicleSnapshot s = app.getStateManager().getState(DrivingState.class).snapshot();
                return s == null ? 0.0 : s.timeS();
            });
            if (now >= t) {
                return;
            }
            assertTrue(System.nanoTime() < deadline, "simulated time " + t + " s reached within 120 s");
            Thread.sleep(50);
        }
    }

    private <T> T onJme(Callable<T> c) throws Exception {
        return JmeThread.call(app, c);
    }
}
