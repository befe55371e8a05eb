package dev.sandbox.app.feature.screens;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.sandbox.app.scene.input.ControlBindings;
import dev.sandbox.app.testing.SandboxProcess;
import dev.sandbox.app.testing.WindowDisplay;
import dev.sandbox.app.testing.WindowTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A real client with real key events (X server key presses through xdotool, received by GLFW
 * as a person's keys): with {@code throttle = I} in the controls file, holding W does nothing
 * and holding I drives off; {@code --list-controls} shows the change. What the car did is read
 * from the telemetry CSV the run records. The sandbox runs on the window tests' fixed step per
 * frame ({@link SandboxProcess}) and the keys are held between the lines its
 * {@code --screenshot-at} marks print, for stretches of simulated time.
 */
@WindowTest
class RebindRealKeysTest {

    /** Simulated time the car settles on its springs before W is pressed (in seconds). */
    private static final double SETTLE_S = 1.5;
    private static final double W_HOLD_S = 3;
    /** Simulated time between letting go of W and pressing I (in seconds). */
    private static final double GAP_S = 1;
    private static final double I_HOLD_S = 3;

    @Test
    @Timeout(SandboxProcess.TEST_LIMIT_S)
    void throttleReboundToIDrivesOnIAndNotOnW() throws Exception {
        assumeTrue(SandboxProcess.hasXdotool(), "xdotool is not installed (.ci/run installs it)");
        Path home = Files.createTempDirectory("rebind-home");
        Files.writeString(home.resolve(ControlBindings.FILE_NAME), "# the test's controls\nthrottle = I\n");

        Process list = WindowDisplay.environment(new ProcessBuilder(SandboxProcess.command(home, List.of("--list-controls"))))
                .start();
        String listing = new String(list.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(list.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, list.exitValue(), listing);
        String throttle = listing.lines().filter(l -> l.startsWith("throttle ")).findFirst().orElseThrow();
        assertEquals(List.of("throttle", "I"), Arrays.asList(throttle.trim().split("\\s+")), "listing: " + listing);
        assertTrue(listing.lines().anyMatch(l -> l.matches("brake\\s+DOWN S")), "the other defaults stay: " + listing);

        Path csv = home.resolve("run.csv");
        double[] marks = {SETTLE_S, SETTLE_S + W_HOLD_S, SETTLE_S + W_HOLD_S + GAP_S, SETTLE_S + W_HOLD_S + GAP_S + I_HOLD_S};
        List<String> args = new ArrayList<>(List.of("--vehicle", "boxster-s", "--size", "640x360", "--record", csv.toString(),
                "--exit-after", Double.toString(marks[3] + 1)));
        for (int i = 0; i < marks.length; i++) {
            args.addAll(List.of("--screenshot-at", Double.toString(marks[i]), home.resolve("mark-" + i + ".png").toString()));
        }
        SandboxProcess app = SandboxProcess.start(home, args);
        app.expectLine("screenshot " + home.resolve("mark-0.png"), SandboxProcess.WAIT_LIMIT_S);
        SandboxProcess.xdotool("mousemove", "320", "180");
        app.keys("keydown", "w");
        app.expectLine("screenshot " + home.resolve("mark-1.png"), SandboxProcess.WAIT_LIMIT_S);
        app.keys("keyup", "w");
        app.expectLine("screenshot " + home.resolve("mark-2.png"), SandboxProcess.WAIT_LIMIT_S);
        app.keys("keydown", "i");
        app.expectLine("screenshot " + home.resolve("mark-3.png"), SandboxProcess.WAIT_LIMIT_S);
        app.keys("keyup", "i");
        // --exit-after ends the run, which closes the recording
        assertEquals(0, app.waitForExit(SandboxProcess.WAIT_LIMIT_S), "exit status; output:\n" + app.output());

        List<String> rows = Files.readAllLines(csv);
        assertTrue(rows.size() > 100, "the recording has rows; output:\n" + app.output());
        List<String> header = Arrays.asList(rows.get(0).split(","));
        int t = header.indexOf("time [s]");
        int speed = header.indexOf("speed [km/h]");
        int thr = header.indexOf("throttle [-]");
        assertTrue(t >= 0 && speed >= 0 && thr >= 0, "columns: " + header);
        List<double[]> samples = new ArrayList<>(); // time (s), speed (km/h), throttle (0..1)
        for (String row : rows.subList(1, rows.size())) {
            String[] c = row.split(",");
            samples.add(new double[] {Double.parseDouble(c[t]), Double.parseDouble(c[speed]), Double.parseDouble(c[thr])});
        }
        double throttleS = 0;
        int first = -1;
        int last = -1;
        for (int i = 1; i < samples.size(); i++) {
            if (samples.get(i)[2] > 0.5) {
                throttleS += samples.get(i)[0] - samples.get(i - 1)[0];
                first = first < 0 ? i : first;
                last = i;
            }
        }
        assertTrue(first > 0, "the throttle was never on: I did not reach the model");
        // before the throttle (while W was held) the car never gained forward speed: it stood, or
        // rolled back down the slope it starts on
        double gainBefore = 0;
        for (int i = 0; i < first; i++) {
            for (int j = i + 1; j < first && samples.get(j)[0] - samples.get(i)[0] <= 0.5; j++) {
                gainBefore = Math.max(gainBefore, samples.get(j)[1] - samples.get(i)[1]);
            }
        }
        double gainDuring = samples.get(last)[1] - samples.get(first)[1];
        System.out.printf("rebind: throttle on for %.2f s of simulated time from t=%.2f s (I held %.0f s after W held "
                + "%.0f s); largest forward speed gain within 0.5 s before it %.2f km/h; speed %.1f -> %.1f km/h "
                + "while on; load %s%n", throttleS, samples.get(first)[0], I_HOLD_S, W_HOLD_S, gainBefore,
                samples.get(first)[1], samples.get(last)[1], Files.readString(Path.of("/proc/loadavg")).trim());
        // each key reaches the window a few frames after its mark, at both ends of a hold alike:
        // the throttle is on for about the I hold; had W driven too, for about both holds
        assertTrue(throttleS > 0.5 && throttleS < I_HOLD_S + 1, "the throttle follows I only: " + throttleS + " s");
        assertTrue(samples.get(first)[0] > SETTLE_S + W_HOLD_S, "the throttle came on after the W hold: "
                + samples.get(first)[0] + " s");
        assertTrue(gainBefore < 0.5, "holding W did not drive: forward gain " + gainBefore + " km/h");
        assertTrue(gainDuring > 8, "holding I drove: " + gainDuring + " km/h gained");
    }
}
