package dev.sandbox.physics.provingground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The proving ground refuses every bad command line with exit status 2 and one line on stderr
 * naming the option; help and version exit 0; nothing is clamped or defaulted silently.
 */
class ProvingGroundBadInputTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new ProvingGround().run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String errText() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @CsvSource(delimiter = '|', value = {
        "turncircle | --speed | 0",
        "turncircle | --speed | -5",
        "turncircle | --speed | NaN",
        "turncircle | --speed | Infinity",
        "turncircle | --speed | 1e9",
        "turncircle | --speed | fast",
        "turncircle | --angle | 90",
        "stepsteer  | --speed | 0",
        "stepsteer  | --lateral | -1",
        "skidpad    | --radius | 0",
        "soak       | --minutes | Infinity",
        "soak       | --minutes | 0",
        "soak       | --seed | 1.5",
        "soak       | --seed | 99999999999999999999",
        "leanturn   | --speed | NaN",
        "countersteer | --steer | 2",
    })
    void anOutOfRangeOrMalformedValueIsOneLineNamingTheOption(String command, String option, String value) {
        assertEquals(2, run(command, "--vehicle", "boxster-s", option, value));
        String e = errText();
        assertTrue(e.startsWith("proving-ground: Invalid value for option '" + option + "'"), e);
        assertEquals(1, e.lines().count(), e);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aMisspelledOptionIsNamedWithTheLikelyOne() {
        assertEquals(2, run("turncircle", "--sped", "20", "--vehicle", "boxster-s"));
        String e = errText();
        assertTrue(e.startsWith("proving-ground: Unknown options: '--sped'") && e.contains("--speed"), e);
        assertEquals(1, e.lines().count(), e);
    }

    @Test
    void aMissingValueIsNamed() {
        assertEquals(2, run("turncircle", "--vehicle", "boxster-s", "--speed"));
        assertEquals("proving-ground: Missing required parameter for option '--speed' (KMH)\n", errText());
    }

    @Test
    void anOptionGivenTwiceIsRefused() {
        assertEquals(2, run("turncircle", "--vehicle", "boxster-s", "--speed", "30", "--speed", "40"));
        assertTrue(errText().contains("--speed"), errText());
        assertEquals(1, errText().lines().count());
    }

    @Test
    void aTestForTheOtherKindOfVehicleIsRefused() {
        assertEquals(2, run("turncircle", "--vehicle", "cbr1000rr"));
        assertEquals("proving-ground: turncircle is not a test for a motorcycle (cbr1000rr).\n", errText());
    }

    @Test
    void noCommandIsOneLine() {
        assertEquals(2, run());
        assertEquals("proving-ground: give a command; --help lists them.\n", errText());
    }

    @Test
    void helpListsEveryCommandIncludingReplayAndExitsZero() {
        for (String flag : new String[] {"--help", "-h"}) {
            out.reset();
            assertEquals(0, run(flag));
            String help = out.toString(StandardCharsets.UTF_8);
            for (String c : new String[] {"vehicles", "gears", "accel", "brake", "topspeed", "coastdown", "turncircle",
                "skidpad", "stepsteer", "lanechange", "hlavacs", "soak", "leanturn", "countersteer", "report", "replay"}) {
                assertTrue(help.contains("\n  " + c + " "), c + " in\n" + help);
            }
        }
        out.reset();
        assertEquals(0, run("turncircle", "--help"));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("--speed=KMH"));
    }

    @Test
    void versionIsNameAndTheMavenVersion() {
        assertEquals(0, run("--version"));
        assertTrue(out.toString(StandardCharsets.UTF_8).matches("proving-ground \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?\\n"),
                out.toString(StandardCharsets.UTF_8));
    }

    /**
     * 320 km/h is beyond the Boxster's drag-limited top speed (273 km/h): the driver cannot hold
     * the speed, so there is no steady circle, and the run must say so and report no radius.
     * (Asked for a circle far tighter than the grip allows, the driver, who gets up to speed with
     * traction control, ends on the car's own limit circle instead: that is a steady turn.)
     */
    @Test
    void aTurnCircleTheCarCannotHoldIsInvalidWithItsReason() throws Exception {
        assertEquals(0, run("turncircle", "--vehicle", "boxster-s", "--speed", "320", "--json"));
        JsonNode r = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
        assertEquals(320 / 3.6, r.get("speedMps").asDouble(), 1e-12);
        assertEquals(false, r.get("valid").asBoolean());
        assertTrue(r.get("reason").asText().matches("(stopped|never settled).*"), r.toString());
        assertTrue(r.get("radiusM").isNull(), r.toString());
        out.reset();
        assertEquals(0, run("turncircle", "--vehicle", "boxster-s", "--speed", "320"));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("reason                     " + r.get("reason").asText()));
    }

    @Test
    void theDefaultTurnCircleIsASteadyTurn() throws Exception {
        assertEquals(0, run("turncircle", "--vehicle", "boxster-s", "--json"));
        JsonNode r = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
        assertEquals(10.0, r.get("speedMps").asDouble(), 1e-12);
        assertTrue(r.get("valid").asBoolean(), r.toString());
        assertEquals(15.0, r.get("radiusM").asDouble(), 0.1);
    }

    /** 14 m/s^2 is about 1.4 g, past the Boxster's 0.91 g skidpad limit: no steady turn exists there. */
    @Test
    void aStepSteerAskedForMoreGripThanTheTyresHaveIsInvalid() throws Exception {
        assertEquals(0, run("stepsteer", "--vehicle", "boxster-s", "--lateral", "14", "--json"));
        JsonNode r = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
        assertEquals(false, r.get("valid").asBoolean(), r.toString());
        assertTrue(r.get("reason").asText().matches("(spun|stopped|never settled).*"), r.toString());
        assertTrue(r.get("yawRateResponseTimeS").isNull(), r.toString());
    }

    /** 120 km/h on a 20 m circle needs v^2/(gR) = 5.7 g: the bike cannot lean that far and falls or runs wide. */
    @Test
    void aLeanTurnTooTightForTheSpeedIsInvalid() throws Exception {
        assertEquals(0, run("leanturn", "--vehicle", "cbr1000rr", "--speed", "120", "--radius", "20", "--json"));
        JsonNode r = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
        assertEquals(false, r.get("valid").asBoolean(), r.toString());
        assertTrue(r.get("reason").asText().matches("(crashed|never settled).*"), r.toString());
    }

    /** 6 m/s on a 5 m circle is 0.73 g plus the Boxster's 14 m turn circle is wider than 5 m: no steady state. */
    @Test
    void aSkidpadWithNoSteadyStateIsInvalid() throws Exception {
        assertEquals(0, run("skidpad", "--vehicle", "boxster-s", "--radius", "5", "--json"));
        JsonNode r = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
        assertEquals(false, r.get("valid").asBoolean(), r.toString());
        assertTrue(r.get("reason").asText().startsWith("never settled"), r.toString());
    }

    @Test
    void aSpecAndAVehicleThatDisagreeAreRefused(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path spec = dir.resolve("mine.yaml");
        try (var in = getClass().getClassLoader().getResourceAsStream("vehicles/boxster-s.yaml")) {
            java.nio.file.Files.write(spec, in.readAllBytes());
        }
        assertEquals(2, run("gears", "--vehicle", "cbr1000rr", "--spec", spec.toString()));
        assertTrue(errText().startsWith("proving-ground: --vehicle cbr1000rr does not match the id 'boxster-s'"), errText());
    }

    @Test
    void aSpecPathThatIsAFolderIsOneLine(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        assertEquals(2, run("gears", "--spec", dir.toString()));
        assertEquals("proving-ground: " + dir + ": is a folder, not a spec file.\n", errText());
    }
}
