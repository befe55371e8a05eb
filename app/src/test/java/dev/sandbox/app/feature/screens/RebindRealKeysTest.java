package dev.sandbox.app.feature.screens;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.sandbox.app.Main;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.scene.input.ControlBindings;
import dev.sandbox.app.testing.WindowDisplay;
import dev.sandbox.app.testing.WindowTest;
import java.io.IOException;
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
 * from the telemetry CSV the run records.
 */
@WindowTest
class RebindRealKeysTest {

    private static final double W_HOLD_S = 3;
    private static final double I_HOLD_S = 3;

    @Test
    @Timeout(150)
    void throttleReboundToIDrivesOnIAndNotOnW() throws Exception {
        assumeTrue(new ProcessBuilder("sh", "-c", "command -v xdotool").start().waitFor() == 0,
                "xdotool is not installed (.ci/run installs it)");
        Path home = Files.createTempDirectory("rebind-home");
        Files.writeString(home.resolve(ControlBindings.FILE_NAME), "# the test's controls\nthrottle = I\n");

        Process list = java(home, "--list-controls").start();
        String listing = new String(list.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(list.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, list.exitValue(), listing);
        String throttle = listing.lines().filter(l -> l.startsWith("throttle ")).findFirst().orElseThrow();
        assertEquals(List.of("throttle", "I"), Arrays.asList(throttle.trim().split("\\s+")), "listing: " + listing);
        assertTrue(listing.lines().anyMatch(l -> l.matches("brake\\s+DOWN S")), "the other defaults stay: " + listing);

        Path csv = home.resolve("run.csv");
        Path log = home.resolve("run.log");
        Process app = java(home, "--vehicle", "boxster-s", "--size", "640x360", "--record", csv.toString(),
                "--exit-after", "22").redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            waitForWindow(app, csv.resolveSibling(csv.getFileName() + ".part"));
            sh("xdotool mousemove 320 180");
            Thread.sleep(1500); // the car settles on its springs
            hold("w", W_HOLD_S);
            Thread.sleep(1000);
            hold("i", I_HOLD_S);
            Thread.sleep(1000);
        } finally {
            // --exit-after ends the run (counted from its first frame), which closes the recording
            if (!app.waitFor(60, TimeUnit.SECONDS)) {
                app.destroy();
            }
        }
        List<String> rows = Files.readAllLines(csv);
        assertTrue(rows.size() > 100, "the recording has rows; log:\n" + Files.readString(log));
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
        // simulated time never runs ahead of the wall clock, so the throttle was on for at most
        // the I hold: had W still driven, it would be on for about both holds
        assertTrue(throttleS > 0.5 && throttleS < I_HOLD_S + 0.5, "the throttle follows I only: " + throttleS + " s");
        // the simulation ran while W was held (it did not sit paused): most of the 1.5 s settle and
        // the W hold passed in simulated time before the throttle came on
        assertTrue(samples.get(first)[0] > 0.25 * (1.5 + W_HOLD_S), "the simulation ran during the W hold: "
                + samples.get(first)[0] + " s");
        assertTrue(gainBefore < 0.5, "holding W did not drive: forward gain " + gainBefore + " km/h");
        assertTrue(gainDuring > 8, "holding I drove: " + gainDuring + " km/h gained");
    }

    private static ProcessBuilder java(Path home, String... args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-D" + SandboxHome.PROPERTY + "=" + home, "-cp", System.getProperty("java.class.path"),
                Main.class.getName()));
        cmd.addAll(List.of(args));
        return WindowDisplay.environment(new ProcessBuilder(cmd));
    }

    /** Waits for the window and for the simulation to run (its recording has begun). */
    private static void waitForWindow(Process app, Path recording) throws IOException, InterruptedException {
        for (int i = 0; i < 120; i++) {
            if (!app.isAlive()) {
                throw new AssertionError("the sandbox exited before its window appeared");
            }
            if (Files.isRegularFile(recording)
                    && sh("xdotool search --onlyvisible --name 'Driving sandbox' >/dev/null") == 0) {
                return;
            }
            Thread.sleep(500);
        }
        throw new AssertionError("no sandbox window and recording after 60 s");
    }

    private static void hold(String key, double seconds) throws IOException, InterruptedException {
        sh("xdotool keydown " + key);
        try {
            Thread.sleep((long) (seconds * 1000));
        } finally {
            sh("xdotool keyup " + key);
        }
    }

    private static int sh(String command) throws IOException, InterruptedException {
        return WindowDisplay.environment(new ProcessBuilder("sh", "-c", command)).redirectErrorStream(true).start().waitFor();
    }
}
