package dev.sandbox.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.testing.SandboxProcess;
import dev.sandbox.app.testing.WindowDisplay;
import dev.sandbox.app.testing.WindowTest;
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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Runs the real sandbox window (under Xvfb in CI: {@code xvfb-run -a -s "-screen 0 1280x720x24"
 * mvn test}) with the autopilot, takes screenshots through {@code --screenshot-at} and checks
 * the pixels: the red vehicle is in the middle of the picture, the yellow speed read-out is in
 * the bottom-left corner, and the bike's silhouette shows the rider hanging off on the side the
 * model says it leans to.
 * Runs on the display {@link WindowDisplay} provides (its own Xvfb when DISPLAY is not set), on
 * the window tests' fixed step per frame ({@link SandboxProcess}): the screenshot times are
 * simulated seconds.
 */
@WindowTest
class SandboxScreenshotTest {

    private static final Path OUT = Path.of("target", "screenshots");
    private static final Pattern LINE = Pattern.compile(
            "screenshot (\\S+) t=\\S+ vehicle=\\S+ speedKmh=(\\S+) leanRad=(\\S+) rollRad=(\\S+)");

    /** What one captured frame shows. */
    record Shot(Path file, double speedKmh, double leanRad) {
    }

    @Test
    @Timeout(SandboxProcess.TEST_LIMIT_S)
    void carAndHudAreOnScreen() throws Exception {
        List<Shot> shots = run("boxster-s", 12, 12);
        Shot shot = shots.get(shots.size() - 1);
        BufferedImage img = ImageIO.read(shot.file().toFile());
        int red = countRed(img, img.getWidth() / 4, img.getHeight() / 3, img.getWidth() * 3 / 4, img.getHeight() * 9 / 10);
        int hud = countHudYellow(img);
        System.out.printf("car screenshot %s: %d red vehicle pixels, %d HUD pixels, %.0f km/h%n",
                shot.file(), red, hud, shot.speedKmh());
        assertTrue(red > 2000, "the red Boxster fills part of the middle of the picture: " + red);
        assertTrue(hud > 150, "the yellow speed read-out is in the bottom-left corner: " + hud);
        assertTrue(shot.speedKmh() > 20, "the autopilot is driving");
    }

    @Test
    @Timeout(SandboxProcess.TEST_LIMIT_S)
    void bikeLeansInATurn() throws Exception {
        List<Shot> shots = run("cbr1000rr", 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20);
        Shot most = shots.get(0);
        for (Shot s : shots) {
            if (Math.abs(s.leanRad()) > Math.abs(most.leanRad())) {
                most = s;
            }
        }
        assertTrue(Math.abs(most.leanRad()) > 0.2, "the bike leans in some frame: " + most);
        BufferedImage img = ImageIO.read(most.file().toFile());
        int red = countRed(img, img.getWidth() / 4, img.getHeight() / 3, img.getWidth() * 3 / 4, img.getHeight() * 9 / 10);
        // Which way it leans, from the picture: the rider hangs off to the inside, hips and knee
        // low beside the bike, so the lower half of the red silhouette (leathers, lower
        // fairing) lies to the inside of its upper half (tank, tail, shoulders): the silhouette
        // tilts against the lean: 8-14 degrees in the autopilot's frames at 22-40 degrees of lean,
        // 13-20 in still pictures at 25 and 40 degrees either way (each looked at by eye). Below
        // about 20 degrees the rider barely hangs off and the tilt is within +-5 degrees.
        double tiltDeg = tiltFromVertical(img);
        System.out.printf("bike screenshot %s: lean %.1f deg, %d red pixels, silhouette tilt %.1f deg%n", most.file(),
                Math.toDegrees(most.leanRad()), red, tiltDeg);
        assertTrue(Math.abs(most.leanRad()) > 0.35, "the route leans the bike past 20 degrees: " + most);
        assertTrue(Math.abs(tiltDeg) > 5, "the silhouette is tilted: " + tiltDeg);
        assertEquals(-Math.signum(most.leanRad()), Math.signum(tiltDeg),
                "the hanging-off rider is on the side the bike leans to (positive lean: right side down)");
        assertTrue(red > 2000, "the bike is on screen: " + red);
    }

    /**
     * How far the red silhouette's upper half lies to the side of its lower half, as an angle
     * from the vertical: the line from the centroid of its lower half to the centroid of its
     * upper half (positive = upper half to the right of the picture).
     */
    static double tiltFromVertical(BufferedImage img) {
        int x0 = img.getWidth() / 4;
        int x1 = img.getWidth() * 3 / 4;
        int y0 = img.getHeight() / 4;
        int y1 = img.getHeight() * 9 / 10;
        int top = Integer.MAX_VALUE;
        int bottom = -1;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                if (isRed(img.getRGB(x, y))) {
                    top = Math.min(top, y);
                    bottom = Math.max(bottom, y);
                }
            }
        }
        int mid = (top + bottom) / 2;
        double[] sx = new double[2];
        double[] sy = new double[2];
        double[] count = new double[2];
        for (int y = top; y <= bottom; y++) {
            for (int x = x0; x < x1; x++) {
                if (isRed(img.getRGB(x, y))) {
                    int half = y < mid ? 0 : 1;
                    sx[half] += x;
                    sy[half] += y;
                    count[half]++;
                }
            }
        }
        double dx = sx[0] / count[0] - sx[1] / count[1];
        double dy = sy[1] / count[1] - sy[0] / count[0];
        return Math.toDegrees(Math.atan2(dx, dy));
    }

    @Test
    @Timeout(SandboxProcess.TEST_LIMIT_S)
    void anOwnSpecFileIsDriven() throws Exception {
        Files.createDirectories(OUT);
        Path spec = Files.writeString(OUT.resolve("heavy-boxster.yaml"),
                dev.sandbox.app.core.drive.OwnSpecTest.boxsterWith("heavy-boxster", "1623"));
        List<Shot> shots = run("heavy-boxster", List.of("--spec", spec.toString()), 10);
        BufferedImage img = ImageIO.read(shots.get(0).file().toFile());
        int red = countRed(img, img.getWidth() / 4, img.getHeight() / 3, img.getWidth() * 3 / 4, img.getHeight() * 9 / 10);
        System.out.printf("own spec screenshot %s: %d red vehicle pixels, %.0f km/h%n",
                shots.get(0).file(), red, shots.get(0).speedKmh());
        assertTrue(red > 2000, "the car of the spec file is on screen: " + red);
        assertTrue(shots.get(0).speedKmh() > 20, "and the autopilot drives it");
    }

    /** Starts the sandbox in its own JVM with one vehicle and returns the frames it saved. */
    private static List<Shot> run(String vehicle, double... times) throws IOException, InterruptedException {
        return run(vehicle, List.of("--vehicle", vehicle), times);
    }

    /**
     * Starts the sandbox in its own JVM and returns the frames it saved.
     *
     * @param name names the PNGs and must be the vehicle the output lines report
     * @param choice the options choosing the vehicle
     * @param times when to capture (in seconds)
     */
    private static List<Shot> run(String name, List<String> choice, double... times) throws IOException, InterruptedException {
        String vehicle = name;
        Files.createDirectories(OUT);
        List<String> cmd = new ArrayList<>(SandboxProcess.command(Files.createTempDirectory("screenshot-home"), choice));
        cmd.addAll(List.of("--autopilot", "--size", "1280x720"));
        double last = 0;
        for (double t : times) {
            cmd.add("--screenshot-at");
            cmd.add(Double.toString(t));
            cmd.add(OUT.resolve(vehicle + "-" + (int) t + ".png").toString());
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
                    assertTrue(line.contains("vehicle=" + vehicle + " "), "the vehicle driven: " + line);
                    shots.add(new Shot(Path.of(m.group(1)), Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3))));
                }
                if (line.startsWith("fps:")) {
                    System.out.println(vehicle + " " + line);
                }
            }
        }
        assertTrue(p.waitFor(SandboxProcess.WAIT_LIMIT_S, TimeUnit.SECONDS), "the sandbox exits after --exit-after");
        assertEquals(0, p.exitValue(), "exit status; output:\n" + log);
        assertEquals(times.length, shots.size(), "one line per screenshot; output:\n" + log);
        return shots;
    }

    private static boolean isRed(int rgb) {
        int r = (rgb >> 16) & 255;
        int g = (rgb >> 8) & 255;
        int b = rgb & 255;
        return r > 60 && r > 3 * g && r > 3 * b;
    }

    private static int countRed(BufferedImage img, int x0, int y0, int x1, int y1) {
        int n = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                n += isRed(img.getRGB(x, y)) ? 1 : 0;
            }
        }
        return n;
    }

    private static int countHudYellow(BufferedImage img) {
        int n = 0;
        for (int y = img.getHeight() - 160; y < img.getHeight(); y++) {
            for (int x = 0; x < 320; x++) {
                int rgb = img.getRGB(x, y);
                int r = (rgb >> 16) & 255;
                int g = (rgb >> 8) & 255;
                int b = rgb & 255;
                n += r > 200 && g > 150 && b < 90 ? 1 : 0;
            }
        }
        return n;
    }
}
