package dev.sandbox.physics.provingground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The command-line contract of proving-ground.jar: commands, JSON keys, one-line errors. */
class ProvingGroundCliTest {

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
    void vehiclesListsTheIds() throws Exception {
        assertEquals(0, run("vehicles", "--json"));
        assertEquals("[\"boxster-s\",\"cbr1000rr\"]", json().get("vehicles").toString());
        assertEquals("[\"whipple-benchmark\",\"sharp1971\"]", json().get("stabilityReferences").toString());
    }

    @Test
    void stabilityTakesTheSharp1971Machine() throws Exception {
        // 10 to 180 km/h every 5; its weave is stable from 5.9 m/s, its capsize grows from 10.8 m/s
        assertEquals(0, run("stability", "--vehicle", "sharp1971", "--json"));
        JsonNode s = json();
        assertEquals(5.93, s.get("weaveSpeedMps").asDouble(), 0.01);
        assertEquals(10.78, s.get("capsizeSpeedMps").asDouble(), 0.01);
        assertEquals(180 / 3.6, s.get("modes").get(s.get("modes").size() - 1).get("speedMps").asDouble(), 1e-3);
        assertTrue(s.get("tyres").asText().startsWith("the paper's linear tyres"), s.get("tyres").asText());
    }

    @Test
    void gearsHasTheDocumentedKeys() throws Exception {
        assertEquals(0, run("gears", "--vehicle", "boxster-s", "--json"));
        JsonNode first = json().get("gears").get(0);
        assertEquals(1, first.get("gear").asInt());
        assertEquals(3.82, first.get("ratio").asDouble());
        assertEquals(65.8, first.get("maxSpeedKmh").asDouble());
    }

    @Test
    void brakeAndCoastdownHaveTheDocumentedKeys() throws Exception {
        assertEquals(0, run("brake", "--vehicle", "boxster-s", "--json"));
        JsonNode b = json();
        for (String key : new String[] {"from100KmhM", "from60MphM", "meanDecelG"}) {
            assertTrue(b.get(key).isNumber(), key);
        }
        out.reset();
        assertEquals(0, run("coastdown", "--vehicle", "boxster-s", "--json"));
        JsonNode c = json();
        for (String key : new String[] {"f0N", "f1NsPerM", "f2Ns2PerM2"}) {
            assertTrue(c.get(key).isNumber(), key);
        }
    }

    @Test
    void accelAndTopspeedHaveTheDocumentedKeys() throws Exception {
        assertEquals(0, run("accel", "--vehicle", "boxster-s", "--json"));
        JsonNode a = json();
        for (String key : new String[] {"zeroTo60MphS", "zeroTo100KmhS", "zeroTo200KmhS", "quarterMileS", "quarterMileTrapKmh"}) {
            assertTrue(a.has(key), key);
        }
        JsonNode shift = a.get("shifts").get(0);
        for (String key : new String[] {"timeS", "speedKmh", "fromGear", "toGear", "rpmBefore", "rpmAfter"}) {
            assertTrue(shift.has(key), key);
        }
        out.reset();
        assertEquals(0, run("topspeed", "--vehicle", "boxster-s", "--json"));
        JsonNode t = json();
        assertTrue(t.get("topSpeedKmh").isNumber());
        assertEquals(6, t.get("gear").asInt());
        assertEquals("drag", t.get("limitedBy").asText());
    }

    @Test
    void aReadableTableWithoutJson() {
        assertEquals(0, run("gears", "--vehicle", "boxster-s"));
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("maxSpeedKmh") && text.contains("299.3"), text);
    }

    @Test
    void csvAndPlotsAreWrittenForAnyTest(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path csv = dir.resolve("brake.csv");
        java.nio.file.Path plots = dir.resolve("plots");
        assertEquals(0, run("brake", "--vehicle", "boxster-s", "--csv", csv.toString(), "--plots", plots.toString(), "--json"));
        java.util.List<String> lines = java.nio.file.Files.readAllLines(csv);
        assertTrue(lines.get(0).startsWith("time [s],x [m]"), lines.get(0));
        assertTrue(lines.size() > 1000, "rows " + lines.size());
        for (String name : new String[] {"boxster-s-torque-power.png", "boxster-s-brake-speed.png", "boxster-s-brake-gg.png"}) {
            java.nio.file.Path png = plots.resolve(name);
            byte[] head = java.util.Arrays.copyOf(java.nio.file.Files.readAllBytes(png), 4);
            assertEquals("\u0089PNG", new String(head, StandardCharsets.ISO_8859_1), name);
        }
    }

    @Test
    void replayNeedsARecording() {
        assertEquals(2, run("replay"));
        assertEquals("proving-ground: Missing required option: '--recording=FILE'\n", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void anUnknownVehicleIsOneClearLine() {
        assertEquals(2, run("accel", "--vehicle", "beetle"));
        assertEquals("proving-ground: Unknown vehicle 'beetle'; known vehicles: boxster-s, cbr1000rr.\n",
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void anUnknownCommandListsTheCommands() {
        assertEquals(2, run("drift", "--vehicle", "boxster-s"));
        assertTrue(err.toString(StandardCharsets.UTF_8)
                .startsWith("proving-ground: unknown command 'drift'; commands: vehicles, gears,"));
    }

    @Test
    void aMissingVehicleOptionSaysSo() {
        assertEquals(2, run("brake"));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("proving-ground: brake needs --vehicle ID"));
    }
}
