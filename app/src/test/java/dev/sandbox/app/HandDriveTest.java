package dev.sandbox.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sandbox.app.testing.SandboxProcess;
import dev.sandbox.app.testing.WindowDisplay;
import dev.sandbox.app.testing.WindowTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The sandbox driven as a person drives it: the real window (on the display
 * {@link WindowDisplay} provides, its own Xvfb when DISPLAY is not set), real key
 * presses sent with xdotool, and the verdict read from the {@code --state-report} the sandbox
 * writes when it is closed. The sandbox runs on the window tests' fixed step per frame
 * ({@link SandboxProcess}): each test holds its keys until the sandbox says the run is done, or
 * for stretches of simulated time marked by the lines its {@code --screenshot-at} times print,
 * so the machine's load changes only how long the test takes. Skipped without a display or
 * without xdotool.
 */
@WindowTest
class HandDriveTest {

    private static final Path OUT = Path.of("target", "hand-drive");
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Simulated time the window shows before the keys are pressed (in seconds): the first frames. */
    private static final double START_S = 0.3;

    @Test
    @Timeout(SandboxProcess.TEST_LIMIT_S)
    void boxsterHeldThrottleOnTheTestPadMakesItsHundredWithinFifteenPercentOfTheProvingGround() throws Exception {
        JsonNode run = zeroToHundred("boxster-s");
        assertWithin(run, 0.15);
    }

    @Test
    @Timeout(SandboxProcess.TEST_LIMIT_S)
    void cbrHeldThrottleOnTheTestPadMakesItsHundredWithinThirtyPercentOfTheProvingGround() throws Exception {
        JsonNode run = zeroToHundred("cbr1000rr");
        assertWithin(run, 0.30);
    }

    @Test
    @Timeout(SandboxProcess.TEST_LIMIT_S)
    void theRoadStartIsLevelAndWThenATurnsLeft() throws Exception {
        // W for 4 simulated seconds, then W and A for 3
        Path report = reportFile("w-then-a");
        SandboxProcess s = start("boxster-s", "road", report, "w-then-a", START_S + 4, START_S + 7);
        s.keys("keydown", "w");
        s.expectLine("screenshot " + shot("w-then-a", START_S + 4), SandboxProcess.WAIT_LIMIT_S);
        s.keys("keydown", "a");
        s.expectLine("screenshot " + shot("w-then-a", START_S + 7), SandboxProcess.WAIT_LIMIT_S);
        s.keys("keyup", "a");
        s.keys("keyup", "w");
        JsonNode result = close(s, report);
        System.out.println("road start: " + result);
        assertTrue(Math.abs(result.get("startGradePct").asDouble()) <= 3.0,
                "the default start's grade is within 3 %: " + result.get("startGradePct"));
        assertTrue(Math.abs(result.get("startSideSlopePct").asDouble()) <= 3.0,
                "and its side slope: " + result.get("startSideSlopePct"));
        assertTrue(result.get("distanceM").asDouble() > 2, "W drives forward: " + result.get("distanceM"));
        assertTrue(result.get("turnedDeg").asDouble() > 10,
                "A turns the car left (positive yaw, ISO 8855): " + result.get("turnedDeg"));
    }

    /** Holds W on the drag strip's line until the sandbox reports the 0-100 km/h run. */
    private static JsonNode zeroToHundred(String vehicle) throws Exception {
        Path report = reportFile(vehicle + "-launch");
        SandboxProcess s = start(vehicle, "testpad", report, vehicle + "-launch");
        s.keys("keydown", "w");
        boolean done = s.waitForLine("run 0-100 km/h", SandboxProcess.WAIT_LIMIT_S) != null;
        s.keys("keyup", "w");
        JsonNode result = close(s, report);
        System.out.println(vehicle + " test pad: " + result);
        assertTrue(done, "the sandbox timed a 0-100 km/h run; output:\n" + s.output());
        assertEquals(vehicle, result.get("vehicle").asText());
        for (JsonNode r : result.get("runs")) {
            if (r.get("name").asText().equals("0-100 km/h")) {
                return r;
            }
        }
        throw new AssertionError("no 0-100 km/h run in the state report: " + result);
    }

    private static void assertWithin(JsonNode run, double tolerance) {
        assertEquals("s", run.get("unit").asText());
        JsonNode ref = run.get("reference");
        assertNotNull(ref, "the run carries the proving ground's figure");
        assertTrue(ref.isNumber(), "the proving ground's figure is known by the exit: " + run);
        double own = run.get("value").asDouble();
        double pg = ref.asDouble();
        assertTrue(Math.abs(own - pg) <= tolerance * pg,
                String.format("0-100 km/h by hand %.2f s against the proving ground's %.2f s (tolerance %.0f %%)",
                        own, pg, tolerance * 100));
    }

    private static Path reportFile(String name) throws Exception {
        Files.createDirectories(OUT);
        Path report = OUT.resolve(name + ".json").toAbsolutePath();
        Files.deleteIfExists(report);
        return report;
    }

    private static Path shot(String name, double atS) {
        return OUT.resolve(String.format(Locale.ROOT, "%s-%.1f.png", name, atS)).toAbsolutePath();
    }

    /**
     * Starts the sandbox with a vehicle, waits for its first frames and puts the pointer in its
     * window (without a window manager the keyboard follows the pointer).
     *
     * @param marks simulated times (in seconds) at which the sandbox prints a screenshot line
     */
    private static SandboxProcess start(String vehicle, String start, Path report, String name, double... marks)
            throws Exception {
        assumeTrue(SandboxProcess.hasXdotool(), "xdotool is not installed");
        List<String> args = new ArrayList<>(List.of("--vehicle", vehicle, "--start", start, "--size", "640x360",
                "--state-report", report.toString(), "--screenshot-at", Double.toString(START_S),
                shot(name, START_S).toString()));
        for (double t : marks) {
            args.addAll(List.of("--screenshot-at", Double.toString(t), shot(name, t).toString()));
        }
        SandboxProcess s = SandboxProcess.start(args);
        s.expectLine("screenshot " + shot(name, START_S), SandboxProcess.WAIT_LIMIT_S);
        SandboxProcess.xdotool("mousemove", "320", "180");
        return s;
    }

    /** Ends the sandbox as a desktop's session would (a terminate signal) and reads its report. */
    private static JsonNode close(SandboxProcess s, Path report) throws Exception {
        s.terminate();
        assertTrue(Files.isRegularFile(report), "the state report is written on exit; output:\n" + s.output());
        return JSON.readTree(report.toFile());
    }
}
