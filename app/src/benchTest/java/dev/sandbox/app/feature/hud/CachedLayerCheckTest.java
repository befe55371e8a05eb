package dev.sandbox.app.feature.hud;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.testing.SandboxProcess;
import dev.sandbox.app.testing.WindowDisplay;
import dev.sandbox.app.testing.WindowTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The telemetry panel drawn through its {@link CachedLayer} (a texture redrawn only when its
 * numbers change, which spares the renderer most of the panel's draw calls) looks as drawn
 * directly: {@link CachedLayerCheck} runs the real window for each vehicle and compares the
 * panel's pixels both ways.
 */
@WindowTest
class CachedLayerCheckTest {

    private static final Path OUT = Path.of("target", "screenshots");

    @Test
    @Timeout(SandboxProcess.TEST_LIMIT_S)
    void telemetryPanelDrawnThroughItsTextureLooksAsDrawnDirectly() throws Exception {
        for (String vehicle : List.of("boxster-s", "cbr1000rr")) {
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            Process p = WindowDisplay.environment(new ProcessBuilder(java,
                    "-D" + SandboxHome.PROPERTY + "=" + Files.createTempDirectory("hud-test-home"),
                    "-cp", System.getProperty("java.class.path"), CachedLayerCheck.class.getName(), vehicle, OUT.toString()))
                    .redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(SandboxProcess.WAIT_LIMIT_S, TimeUnit.SECONDS), "the check exits");
            Matcher m = Pattern.compile(
                    "cache-check vehicle=\\S+ pixels=(\\d+) directMean=(\\S+) directOver8=(\\d+) stillOver8=(\\d+)")
                    .matcher(out);
            assertTrue(p.exitValue() == 0 && m.find(), "the check ran; output:\n" + out);
            System.out.println(m.group());
            int pixels = Integer.parseInt(m.group(1));
            // the texture holds premultiplied colours: one level of rounding; the tyre shapes are
            // drawn over the numbers instead of under them, which changes a few pixels where they meet
            assertTrue(Double.parseDouble(m.group(2)) < 0.5, "mean difference in the panel, levels of 255: " + m.group());
            assertTrue(Integer.parseInt(m.group(3)) < pixels / 100, "pixels differing visibly: " + m.group());
        }
    }
}
