package dev.sandbox.physics.provingground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The motorcycle commands of proving-ground.jar: their JSON keys, signs and errors. */
class MotorcycleRunsTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new ProvingGround().run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private JsonNode json() throws Exception {
        return new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void leanturnReportsLeanAgainstTheIdeal() throws Exception {
        assertEquals(0, run("leanturn", "--vehicle", "cbr1000rr", "--speed", "100", "--radius", "100", "--json"));
        JsonNode j = json();
        for (String key : new String[] {"leanDeg", "idealLeanDeg", "tyreWidthLeanDeg", "handlebarDeg", "riderLeanDeg",
            "speedKmh", "radiusM", "lateralAccelG"}) {
            assertTrue(j.get(key).isNumber(), key);
        }
        // atan(27.78^2 / (9.81 * 100)) = 38.2 deg; the turn is to the right, reported into the turn (+)
        assertEquals(38.2, j.get("idealLeanDeg").asDouble(), 0.3);
        assertTrue(j.get("leanDeg").asDouble() > 38);
        assertTrue(j.get("handlebarDeg").asDouble() > 0);
    }

    @Test
    void countersteerGivesTheFiguresAndWithJsonTheTrace() throws Exception {
        assertEquals(0, run("countersteer", "--vehicle", "cbr1000rr", "--speed", "60", "--json"));
        JsonNode j = json();
        assertTrue(j.get("minHandlebarDeg").asDouble() < 0, "negative = the bar went left for a right turn");
        assertTrue(j.get("countersteerDurationS").asDouble() > 0);
        assertTrue(j.get("timeTo90PctLeanS").asDouble() > 0);
        assertTrue(j.get("finalLeanDeg").asDouble() > 10);
        JsonNode trace = j.get("trace");
        assertTrue(trace.isArray() && trace.size() > 300);
        for (String key : new String[] {"timeS", "handlebarDeg", "leanDeg", "targetLeanDeg", "riderLeanDeg",
            "yawRateDegPerS", "countersteering"}) {
            assertTrue(trace.get(0).has(key), key);
        }
        out.reset();
        assertEquals(0, run("countersteer", "--vehicle", "cbr1000rr", "--speed", "60"));
        String table = out.toString(StandardCharsets.UTF_8);
        assertTrue(table.contains("minHandlebarDeg"));
        assertFalse(table.contains("trace"), "the trace only comes with --json");
    }

    @Test
    void theMotorcycleCommandsRefuseACarInOneLine() {
        assertEquals(2, run("leanturn", "--vehicle", "boxster-s"));
        String e = err.toString(StandardCharsets.UTF_8).trim();
        assertEquals("proving-ground: leanturn is not a test for a car (boxster-s).", e);
        err.reset();
        assertEquals(2, run("countersteer", "--vehicle", "cbr1000rr", "--steer", "2"));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("proving-ground: Invalid value for option '--steer'"));
    }
}
