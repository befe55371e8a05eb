package dev.sandbox.physics.provingground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sandbox.physics.TestSpecs;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Specs a hostile editor writes, through the proving ground as a user runs it: what validation
 * refuses is one line and status 2; what it accepts the model either measures or reports as not
 * valid with the reason, never a non-finite figure, a stack trace or nothing at all.
 */
class HostileSpecsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    /** @return the Boxster's spec file with each pair's first text replaced by its second */
    private Path boxster(String... pairs) throws IOException {
        String t = TestSpecs.text("boxster-s");
        for (int i = 0; i < pairs.length; i += 2) {
            assertTrue(t.contains(pairs[i]), pairs[i]);
            t = t.replace(pairs[i], pairs[i + 1]);
        }
        Path file = dir.resolve("hostile.yaml");
        Files.writeString(file, t);
        return file;
    }

    private int run(String... args) {
        out.reset();
        err.reset();
        return new ProvingGround().run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private JsonNode printed() throws IOException {
        return JSON.readTree(out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aCentreOfMassThreeMetresUpIsRefusedInOneLineWithItsReason() throws IOException {
        Path spec = boxster("cgHeightM: 0.46 ", "cgHeightM: 3 ", "frontRollCentreHeightM: 0.05", "frontRollCentreHeightM: 0",
                "rearRollCentreHeightM: 0.10", "rearRollCentreHeightM: 0");
        for (String command : new String[] {"soak", "report"}) {
            assertEquals(2, run(command, "--spec", spec.toString(), "--json"), command);
            String e = err.toString(StandardCharsets.UTF_8);
            assertEquals(1, e.lines().count(), e);
            assertTrue(e.contains("chassis.cgHeightM (3.00 m)") && e.contains("static stability factor t/(2h) of 0.249")
                    && e.contains("validation takes at least 0.5"), e);
            assertEquals("", out.toString(StandardCharsets.UTF_8));
        }
    }

    /**
     * Tall and narrow cars validation accepts (t/(2h) of 0.81, 0.54, 1.09 and 1.52) roll over
     * under the soak's abuse, or not, and keep every invariant; a minute each.
     */
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "'cgHeightM: 0.46 ', 'cgHeightM: 0.9 ', ,",
        "'trackFrontM: 1.465', 'trackFrontM: 0.5', 'trackRearM: 1.528', 'trackRearM: 0.5'",
        "'trackFrontM: 1.465', 'trackFrontM: 1.0', 'trackRearM: 1.528', 'trackRearM: 1.0'",
        "'trackFrontM: 1.465', 'trackFrontM: 1.4', 'trackRearM: 1.528', 'trackRearM: 1.4'",
    })
    void aTallOrNarrowCarSoaksWithEveryInvariantAtZero(String find, String replace, String find2, String replace2)
            throws IOException {
        Path spec = find2 == null ? boxster(find, replace) : boxster(find, replace, find2, replace2);
        assertEquals(0, run("soak", "--spec", spec.toString(), "--seed", "1", "--minutes", "1", "--json"),
                err.toString(StandardCharsets.UTF_8));
        JsonNode r = printed();
        assertEquals(0, r.get("nanCount").asLong(), r.toString());
        assertEquals(0, r.get("belowGroundCount").asLong(), r.toString());
        assertEquals(0, r.get("energyViolations").asLong(), r.toString());
        // the stock car's minute peaks at 53 km/h; the random driver never gets a road car past 150
        assertTrue(r.get("maxSpeedKmh").asDouble() < 150, r.toString());
    }

    @Test
    void aRideOnAOneKilogramSquareMetrePitchInertiaIsNotValidAndSaysWhy() throws IOException {
        Path spec = boxster("pitchInertiaKgM2: 1850", "pitchInertiaKgM2: 1");
        assertEquals(0, run("ride", "--spec", spec.toString(), "--json"), err.toString(StandardCharsets.UTF_8));
        JsonNode ride = printed();
        assertEquals(false, ride.get("valid").asBoolean());
        assertTrue(ride.get("reason").asText().startsWith("the ride is overdamped"), ride.toString());
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aReportCarriesAnInvalidMemberWithItsReasonAndTheOthersStillRun() throws IOException {
        Path spec = boxster("pitchInertiaKgM2: 1850", "pitchInertiaKgM2: 1");
        assertEquals(0, run("report", "--spec", spec.toString(), "--json"), err.toString(StandardCharsets.UTF_8));
        JsonNode report = printed();
        assertEquals(false, report.get("ride").get("valid").asBoolean(), report.get("ride").toString());
        assertTrue(report.get("ride").get("reason").asText().startsWith("the ride is overdamped"));
        // the pitch inertia moves nothing else the straight-line tests measure: 5.5 s to 100 km/h
        assertEquals(5.5, report.get("accel").get("zeroTo100KmhS").asDouble(), 0.1);
        assertEquals(true, report.get("turncircle").get("valid").asBoolean());
    }

    @Test
    void aRoadWheelAngleOfTenToTheMinusThreeHundredIsNoTurnCircle() throws IOException {
        assertEquals(0, run("turncircle", "--vehicle", "boxster-s", "--angle", "1e-300", "--json"));
        JsonNode r = printed();
        assertEquals(false, r.get("valid").asBoolean(), r.toString());
        assertTrue(r.get("radiusM").isNull() && r.get("quarterTurnS").isNull(), r.toString());
        assertTrue(r.get("reason").asText().startsWith("never turned: at 36.0 km/h the mean yaw rate was"), r.toString());
    }

    /** A t/(2h) = 0.6 car on grippy tyres tips before its tyres let go: the skidpad names it, and keeps its steady states. */
    @Test
    void aCarThatTipsOnTheSkidpadReportsARollover() throws IOException {
        Path spec = boxster("cgHeightM: 0.46 ", "cgHeightM: 1.25 ", "trackFrontM: 1.465", "trackFrontM: 1.5",
                "trackRearM: 1.528", "trackRearM: 1.5", "lateralFriction: 1.07 ", "lateralFriction: 1.6 ");
        assertEquals(0, run("skidpad", "--spec", spec.toString(), "--json"), err.toString(StandardCharsets.UTF_8));
        JsonNode r = printed();
        assertEquals("rollover", r.get("limitBehaviour").asText(), r.toString());
        assertEquals(true, r.get("valid").asBoolean());
        // below the rigid car's 0.6 g and above half of it: the suspension's roll and the circle's
        // steps take a little off
        double g = r.get("maxLateralG").asDouble();
        assertTrue(g > 0.45 && g < 0.6, r.toString());
    }

    @Test
    void theHelpNamesTheExitStatuses() {
        assertEquals(0, run("--help"));
        String help = out.toString(StandardCharsets.UTF_8);
        assertTrue(help.contains("Exit status:") && help.contains("\"valid\": false and a \"reason\""), help);
    }
}
