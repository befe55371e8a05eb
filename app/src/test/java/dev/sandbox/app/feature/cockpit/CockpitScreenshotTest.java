package dev.sandbox.app.feature.cockpit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.testing.SandboxProcess;
import dev.sandbox.app.testing.WindowDisplay;
import dev.sandbox.app.testing.WindowTest;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Each vehicle's cockpit camera in a real window: the middle of the picture, where the road
 * ahead is, is seen through clear glass (not covered by one colour), and the instruments
 * stand in the lower half. The PNGs stay in target/cockpit-screenshots for a person to look at.
 */
@WindowTest
class CockpitScreenshotTest {

    private static final Path OUT = Path.of("target", "cockpit-screenshots");
    private static final int W = 960;
    private static final int H = 540;

    @Test
    @Timeout(SandboxProcess.TEST_LIMIT_S)
    void theRoadAheadIsSeenFromEachCockpit() throws Exception {
        Files.createDirectories(OUT);
        for (String vehicle : List.of("boxster-s", "cbr1000rr")) {
            Path png = OUT.resolve(vehicle + "-cockpit.png").toAbsolutePath();
            Files.deleteIfExists(png);
            Path home = Files.createTempDirectory("cockpit-home");
            Process p = WindowDisplay.environment(new ProcessBuilder(SandboxProcess.command(home, List.of(
                    "--vehicle", vehicle, "--camera", "cockpit", "--size", W + "x" + H,
                    "--hide-hud", "--screenshot-at", "3", png.toString(), "--exit-after", "3.5"))))
                    .redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(SandboxProcess.WAIT_LIMIT_S, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue(), out);
            BufferedImage img = ImageIO.read(png.toFile());
            // the centre of the view: a box a fifth of the picture wide and high
            Set<Integer> colours = new HashSet<>();
            int[] hist = new int[4096];
            int n = 0;
            for (int y = H * 2 / 5; y < H * 3 / 5; y++) {
                for (int x = W * 2 / 5; x < W * 3 / 5; x++) {
                    int rgb = img.getRGB(x, y) & 0xffffff;
                    colours.add(rgb);
                    hist[((rgb >> 20) & 15) << 8 | ((rgb >> 12) & 15) << 4 | ((rgb >> 4) & 15)]++;
                    n++;
                }
            }
            int most = 0;
            for (int c : hist) {
                most = Math.max(most, c);
            }
            double share = (double) most / n;
            System.out.printf("cockpit %s: %d colours in the centre, the commonest (4-bit bins) covers %.0f %% (%s)%n",
                    vehicle, colours.size(), 100 * share, png);
            assertTrue(colours.size() > 200, vehicle + ": the centre shows a scene, not a flat surface: " + colours.size());
            // a flat panel in front of the eye (the old opaque windscreen) puts nearly every pixel
            // of the centre in one bin; the road's asphalt texture alone fills about half of them
            assertTrue(share < 0.75, vehicle + ": no one colour covers the centre: " + share);
        }
    }
}
