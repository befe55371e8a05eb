package dev.sandbox.bench.frames;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sandbox.app.testing.WindowDisplay;
import dev.sandbox.app.testing.WindowTest;
import dev.sandbox.bench.SandboxBench;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code --bench 1} and {@code --bench 1 --bare} of the benchmarks' jar run the sandbox's real
 * window (under Xvfb in CI), quit by
 * themselves and print one JSON object with the frame-budget figures. Only that the figures are
 * there and sane is checked, never how fast the machine is. Runs on the display
 * {@link WindowDisplay} provides.
 */
@WindowTest
class FrameBenchmarkTest {

    @Test
    @Timeout(120)
    void sandboxAndBareWorldReportTheirFrameBudget() throws Exception {
        JsonNode sandbox = run("--bench", "1");
        assertEquals("frames", sandbox.get("benchmark").asText());
        assertTrue(sandbox.get("physicsMsPerFrame").asDouble() > 0, "the driving loop was timed: " + sandbox);
        assertTrue(sandbox.get("simulatedS").asDouble() > 0, "the car was driven: " + sandbox);
        JsonNode bare = run("--bench", "1", "--bare");
        assertEquals("frames-bare", bare.get("benchmark").asText());
        assertEquals(0.0, bare.get("physicsMsPerFrame").asDouble(), "no vehicle in the bare world");
        for (JsonNode n : List.of(sandbox, bare)) {
            assertTrue(n.get("frames").asInt() > 0, n.toString());
            assertTrue(n.get("meanFrameMs").asDouble() > 0, n.toString());
            assertTrue(n.get("p99FrameMs").asDouble() >= n.get("medianFrameMs").asDouble(), n.toString());
            assertEquals(n.get("p99FrameMs").asDouble() / n.get("meanFrameMs").asDouble(),
                    n.get("p99OverMean").asDouble(), 1e-9, "p99OverMean is the p99 frame over the mean frame");
            JsonNode phases = n.get("phases").get("mean");
            double phaseSum = 0;
            for (JsonNode ms : phases.get("wallMs")) {
                phaseSum += ms.asDouble();
            }
            // the phases are timed from one frame's start to the next, the frames between two
            // updates: over a second of frames the two means need not agree (one long frame at
            // either end moves one of them), but a mean frame of phases is a whole frame, no
            // longer than the longest and not a fraction of the mean
            double meanMs = n.get("meanFrameMs").asDouble();
            assertTrue(phaseSum > 0.5 * meanMs && phaseSum <= 1.1 * n.get("maxFrameMs").asDouble(),
                    "the phases add up to a frame (mean " + meanMs + " ms): " + phases);
            assertTrue(n.get("startupS").asDouble() > 0, n.toString());
            assertEquals("1280x720", n.get("size").asText());
        }
        // the two runs' cameras see different stretches of the terrain, whose patches outnumber the
        // vehicle's and the HUD's draw calls, so the runs' draw calls are not compared; the shaders
        // the vehicle's and the HUD's materials load are theirs alone
        assertTrue(sandbox.get("render").get("Shaders (M)").asInt() > bare.get("render").get("Shaders (M)").asInt(),
                "the vehicle and the HUD load their shaders: " + sandbox.get("render") + " against " + bare.get("render"));
    }

    /**
     * The report's shape only: how many windows fit in the measured seconds depends on the
     * machine's frame rate ({@link AlternationTest} counts them frame by frame).
     */
    @Test
    @Timeout(120)
    void alternationReportsBothHalvesOfThePartNamed() throws Exception {
        JsonNode n = run("--bench", "2", "--bench-alternate", "sandbox");
        JsonNode a = n.get("alternate");
        assertNotNull(a, n.toString());
        assertEquals("sandbox", a.get("hidden").asText());
        for (String key : List.of("windows", "shownFrameMs", "hiddenFrameMs", "shownOverHidden", "shownRenderCpuMs",
                "hiddenRenderCpuMs", "shownLlvmpipeCpuMs", "hiddenLlvmpipeCpuMs", "shownTriangles", "hiddenTriangles")) {
            assertTrue(a.has(key), key + " in " + a);
        }
        assertTrue(a.get("windows").asInt() >= 0, a.toString());
    }

    /** Runs the app in its own JVM and returns the JSON line it printed. */
    private static JsonNode run(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), SandboxBench.class.getName()));
        cmd.addAll(List.of(args));
        Process p = WindowDisplay.environment(new ProcessBuilder(cmd)).redirectErrorStream(true).start();
        String json = null;
        StringBuilder log = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                log.append(line).append('\n');
                if (line.startsWith("{")) {
                    json = line;
                }
            }
        }
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the benchmark quits by itself");
        assertEquals(0, p.exitValue(), "exit status; output:\n" + log);
        assertNotNull(json, "one JSON line; output:\n" + log);
        System.out.println(String.join(" ", args) + ": " + json);
        return new ObjectMapper().readTree(json);
    }
}
