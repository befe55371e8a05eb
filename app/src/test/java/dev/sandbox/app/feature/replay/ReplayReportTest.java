package dev.sandbox.app.feature.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sandbox.app.testing.SandboxProcess;
import dev.sandbox.app.testing.WindowDisplay;
import dev.sandbox.app.testing.WindowTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real client twice: a ride saved with {@code --save-replay} and reported with
 * {@code --state-report}, then the same file opened with {@code --replay}: the replay's report
 * describes the same drive, ending in the same {@code finalStateHash}, and names the file.
 */
@WindowTest
class ReplayReportTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    @Timeout(SandboxProcess.TEST_LIMIT_S)
    void aReplayedRidesReportCarriesTheHashOfTheRideThatSavedIt() throws Exception {
        Path replay = dir.resolve("ride.replay");
        Path live = dir.resolve("live.json");
        Path replayed = dir.resolve("replayed.json");
        String out = run("--vehicle", "cbr1000rr", "--autopilot", "--exit-after", "10", "--save-replay", replay.toString(),
                "--state-report", live.toString());
        assertTrue(Files.isRegularFile(replay) && Files.isRegularFile(live), "the ride was saved and reported:\n" + out);
        out = run("--replay", replay.toString(), "--exit-after", "1", "--state-report", replayed.toString());
        assertTrue(Files.isRegularFile(replayed), "the replay was reported:\n" + out);
        JsonNode a = JSON.readTree(live.toFile());
        JsonNode b = JSON.readTree(replayed.toFile());
        System.out.println("live ride: " + a + "\nits replay: " + b);
        assertTrue(a.get("distanceM").asDouble() > 0, "the autopilot rode: " + a);
        assertEquals(a.get("finalStateHash").asText(), b.get("finalStateHash").asText(),
                "the replay ends in the state the ride ended in");
        for (String key : List.of("vehicle", "simulatedS", "distanceM", "maxSpeedKmh", "speedKmh", "turnedDeg", "runs")) {
            assertEquals(a.get(key), b.get(key), key + " of the replayed ride");
        }
        assertEquals(replay.toString(), b.get("replay").asText(), "the report names the replay file");
        assertTrue(!a.has("replay"), "a live ride's report has no replay key");
    }

    private String run(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("--size", "320x180"));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = WindowDisplay.environment(new ProcessBuilder(
                SandboxProcess.command(Files.createTempDirectory(dir, "home"), cmd))).redirectErrorStream(true);
        pb.environment().put("ALSOFT_DRIVERS", "null");
        Process p = pb.start();
        byte[] output = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(SandboxProcess.WAIT_LIMIT_S, TimeUnit.SECONDS), "the sandbox ends");
        String text = new String(output, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), "exit status; output:\n" + text);
        return text;
    }
}
