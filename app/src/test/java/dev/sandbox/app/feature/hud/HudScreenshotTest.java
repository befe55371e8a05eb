package dev.sandbox.app.feature.hud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.scene.gui.HudStyle;
import dev.sandbox.app.session.HudLayout;
import dev.sandbox.app.testing.SandboxProcess;
import dev.sandbox.app.testing.WindowDisplay;
import dev.sandbox.app.testing.WindowTest;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.IntPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The HUD on screen: runs the real sandbox window (on the display {@link WindowDisplay} provides) with the autopilot and counts
 * pixels of the HUD's own colours where each feature is drawn: the yellow digital speed and the red redline zone of the dials,
 * the orange friction ellipses of the tyre diagram and the g-g limit, the yellow chart traces, the
 * magenta tyre-force arrows in the world; and their absence with the HUD hidden. The pictures stay in
 * target/screenshots/hud-*.png. The sandbox runs on the window tests' fixed step per frame
 * ({@link SandboxProcess}), so the screenshot times are simulated seconds.
 */
@WindowTest
class HudScreenshotTest {

    private static final Path OUT = Path.of("target", "screenshots");
    private static final int W = 1280;
    private static final int H = 720;
    private static final Pattern LINE = Pattern.compile("screenshot (\\S+) t=\\S+ vehicle=\\S+ speedKmh=(\\S+) leanRad=(\\S+)");
    /**
     * Top of the telemetry panel and the strip charts in the picture: below the top bar (the
     * status line, and the REC badge, the taller) and the layout's gap, in pixels.
     */
    private static final int PANEL_TOP = 35;
    /** Top of the tyre diagram in the picture (below the panel's title), in pixels. */
    private static final int DIAGRAM_TOP = PANEL_TOP + 17;
    /** Left edge of the tyre diagram in the picture, in pixels. */
    private static final int DIAGRAM_LEFT = 8;

    record Shot(Path file, double speedKmh, double leanRad) {
    }

    @Test
    @Timeout(SandboxProcess.TEST_LIMIT_S)
    void carWithTelemetryAndForceArrowsThenWithTheHudHidden() throws Exception {
        Path csv = Files.createTempDirectory("hud-test-rec").resolve("car.csv");
        BufferedImage on = ImageIO.read(run("hud-car-telemetry", "boxster-s",
                List.of("--telemetry", "--debug-forces", "--record", csv.toString()), 14).get(0).file().toFile());
        // the hidden HUD needs no drive behind it: a frame after the start-up is enough
        BufferedImage off = ImageIO.read(run("hud-car-hidden", "boxster-s", List.of("--hide-hud"), 5).get(0).file().toFile());
        Counts a = Counts.of(on);
        Counts b = Counts.of(off);
        System.out.println("HUD on:  " + a);
        System.out.println("HUD off: " + b);
        assertTrue(a.speed > 150, "yellow needle and digital speed in the speedometer: " + a.speed);
        assertTrue(a.redline > 80, "red zone of the tachometer: " + a.redline);
        assertTrue(a.leftTyres > 20 && a.rightTyres > 20, "friction ellipses of left and right tyres: " + a);
        assertTrue(a.chartTraces > 150, "yellow strip-chart traces: " + a.chartTraces);
        assertTrue(a.ggLimit > 150, "orange g-g limit: " + a.ggLimit);
        assertTrue(a.forceArrows > 150, "magenta tyre-force arrows around the car: " + a.forceArrows);
        assertTrue(a.recBadge > 150, "red REC badge top right: " + a.recBadge);
        assertTrue(Files.exists(csv) && !Files.exists(csv.resolveSibling("car.csv.part")), "the recording was closed at exit");
        long rows = Files.lines(csv).count() - 1;
        assertTrue(rows > 500, "at least 5 simulated seconds at 100 Hz: " + rows);
        assertTrue(b.speed < 20 && b.redline < 20, "no dials with the HUD hidden: " + b);
        assertTrue(b.leftTyres + b.rightTyres < 10 && b.ggLimit < 20 && b.chartTraces < 40, "no telemetry: " + b);
        assertTrue(b.forceArrows < 20, "no arrows: " + b.forceArrows);
        assertTrue(b.recBadge < 20, "no REC badge: " + b.recBadge);
    }

    @Test
    @Timeout(SandboxProcess.TEST_LIMIT_S)
    void bikeTelemetryInATurn() throws Exception {
        List<Shot> shots = run("hud-bike-telemetry", "cbr1000rr", List.of("--telemetry", "--debug-forces"),
                8, 9, 10, 11, 12, 13);
        double maxLean = Math.toRadians(VehicleSpecs.load("cbr1000rr").motorcycle().maxLeanDeg());
        Shot most = null;
        for (Shot s : shots) {
            // the most leaning frame of a rider still riding (a fallen bike lies beyond the largest lean)
            boolean riding = Math.abs(s.leanRad()) > 0.2 && Math.abs(s.leanRad()) < maxLean;
            if (riding && (most == null || Math.abs(s.leanRad()) > Math.abs(most.leanRad()))) {
                most = s;
            }
        }
        assertTrue(most != null, "the autopilot rides the bike through a turn (lean 0.2 rad to the largest lean) in some"
                + " frame; leans seen: " + shots.stream().map(Shot::leanRad).toList());
        Counts c = Counts.of(ImageIO.read(most.file().toFile()));
        System.out.printf("bike %s lean %.1f deg: %s%n", most.file(), Math.toDegrees(most.leanRad()), c);
        assertTrue(c.centreTyres > 20, "two friction ellipses on the centre line: " + c);
        assertTrue(c.leanTrace > 30, "the cyan target-lean trace in the lean chart: " + c.leanTrace);
        assertTrue(c.forceArrows > 60, "magenta tyre-force arrows at the bike: " + c.forceArrows);
    }

    /** Pixel counts of the HUD's colours where its features are. */
    record Counts(int speed, int redline, int leftTyres, int rightTyres, int centreTyres, int chartTraces,
            int leanTrace, int ggLimit, int forceArrows, int recBadge) {

        static Counts of(BufferedImage img) {
            assertEquals(W, img.getWidth());
            int dialTop = H - 168;
            int dTop = DIAGRAM_TOP;
            int dBottom = DIAGRAM_TOP + (int) WheelDiagram.H;
            int leftX = DIAGRAM_LEFT + (int) (WheelDiagram.W / 2) - 52;
            int rightX = DIAGRAM_LEFT + (int) (WheelDiagram.W / 2) + 52;
            int centreX = DIAGRAM_LEFT + (int) (WheelDiagram.W / 2);
            int chartX = W - (int) StripChartState.CHART_W - 8;
            float chartStep = StripChartState.CHART_H + StripChartState.GAP;
            int leanBottom = PANEL_TOP + (int) (6 * chartStep);
            int ggX = W - (int) HudLayout.MARGIN - (int) GgDiagramState.SIZE;
            return new Counts(
                    count(img, 0, dialTop, 165, H, HudScreenshotTest::isSpeedYellow),
                    count(img, 165, dialTop, 320, H, HudScreenshotTest::isRed),
                    count(img, leftX - 8, dTop, leftX + 8, dBottom, HudScreenshotTest::isOrange),
                    count(img, rightX - 8, dTop, rightX + 8, dBottom, HudScreenshotTest::isOrange),
                    count(img, centreX - 8, dTop, centreX + 8, dBottom, HudScreenshotTest::isOrange),
                    count(img, chartX, PANEL_TOP, W - 8, PANEL_TOP + (int) (4 * chartStep), HudScreenshotTest::isSpeedYellow),
                    count(img, chartX, leanBottom - (int) StripChartState.CHART_H, W - 8, leanBottom, HudScreenshotTest::isCyan),
                    count(img, ggX, H - 8 - (int) GgDiagramState.SIZE, ggX + (int) GgDiagramState.SIZE, H - 8,
                            HudScreenshotTest::isOrange),
                    count(img, W / 3, H / 4, W * 2 / 3, H * 19 / 20, HudScreenshotTest::isMagenta),
                    count(img, W / 2, 0, W, 30, HudScreenshotTest::isRed));
        }
    }

    private static List<Shot> run(String name, String vehicle, List<String> extra, double... times)
            throws IOException, InterruptedException {
        Files.createDirectories(OUT);
        Path home = Files.createTempDirectory("hud-test-home");
        List<String> cmd = SandboxProcess.command(home, List.of("--vehicle", vehicle, "--autopilot", "--size", W + "x" + H));
        cmd.addAll(extra);
        double last = 0;
        for (double t : times) {
            cmd.add("--screenshot-at");
            cmd.add(Double.toString(t));
            cmd.add(OUT.resolve(name + (times.length > 1 ? "-" + (int) t : "") + ".png").toString());
            last = Math.max(last, t);
        }
        cmd.add("--exit-after");
        cmd.add(Double.toString(last + 0.5));
        Process p = WindowDisplay.environment(new ProcessBuilder(cmd)).redirectErrorStream(true).start();
        List<Shot> shots = new ArrayList<>();
        StringBuilder log = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                log.append(line).append('\n');
                Matcher m = LINE.matcher(line);
                if (m.find()) {
                    shots.add(new Shot(Path.of(m.group(1)), Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3))));
                }
                if (line.startsWith("fps:")) {
                    System.out.println(name + " " + line);
                }
            }
        }
        assertTrue(p.waitFor(SandboxProcess.WAIT_LIMIT_S, TimeUnit.SECONDS), "the sandbox exits after --exit-after");
        assertEquals(0, p.exitValue(), "exit status; output:\n" + log);
        assertEquals(times.length, shots.size(), "one line per screenshot; output:\n" + log);
        return shots;
    }

    private static int count(BufferedImage img, int x0, int y0, int x1, int y1, IntPredicate colour) {
        int n = 0;
        for (int y = Math.max(0, y0); y < Math.min(img.getHeight(), y1); y++) {
            for (int x = Math.max(0, x0); x < Math.min(img.getWidth(), x1); x++) {
                n += colour.test(img.getRGB(x, y)) ? 1 : 0;
            }
        }
        return n;
    }

    private static int r(int rgb) {
        return (rgb >> 16) & 255;
    }

    private static int g(int rgb) {
        return (rgb >> 8) & 255;
    }

    private static int b(int rgb) {
        return rgb & 255;
    }

    /** {@link HudStyle#SPEED}. */
    static boolean isSpeedYellow(int rgb) {
        return r(rgb) > 200 && g(rgb) > 150 && b(rgb) < 90;
    }

    /** {@link HudStyle#RED}. */
    static boolean isRed(int rgb) {
        return r(rgb) > 150 && r(rgb) > 3 * g(rgb) && r(rgb) > 3 * b(rgb);
    }

    /** {@link HudStyle#LIMIT}. */
    static boolean isOrange(int rgb) {
        return r(rgb) > 180 && g(rgb) > 90 && g(rgb) < 190 && b(rgb) < 60;
    }

    /** {@link HudStyle#CYAN}. */
    static boolean isCyan(int rgb) {
        return r(rgb) < 110 && g(rgb) > 170 && b(rgb) > 200;
    }

    /** {@link HudStyle#MAGENTA}. */
    static boolean isMagenta(int rgb) {
        return r(rgb) > 200 && g(rgb) < 110 && b(rgb) > 180;
    }
}
