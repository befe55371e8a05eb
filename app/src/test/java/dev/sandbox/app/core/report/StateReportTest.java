package dev.sandbox.app.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.core.drive.StartPlace;
import dev.sandbox.app.core.testpad.TimedRun;
import dev.sandbox.physics.provingground.TestTrack;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The state report's keys and values, and the checks made on its path and the new options at start. */
class StateReportTest {

    @TempDir
    Path dir;

    @Test
    void theReportHoldsTheDriveTheRunsAndTheModelsStateHash() throws Exception {
        TestTrack track = new TestTrack(VehicleSpecs.load("boxster-s"));
        track.vehicle().setAutomatic(true);
        DriveLog log = new DriveLog();
        VehicleSnapshot s = track.now();
        for (int i = 0; i < 3000; i++) {
            s = track.step(new VehicleInput(1, 0, 0, 0, 0, false, false, false));
            log.accept(s);
        }
        Path file = dir.resolve("report.json");
        List<TimedRun> runs = List.of(new TimedRun(TimedRun.ZERO_TO_100, 5.9, "s", 5.53),
                new TimedRun(TimedRun.SKIDPAD_LAP, 15.2, "s", null));
        StateReport.write(file, "boxster-s", log, track.vehicle().stateHash(), runs, Map.of("abs", true), null);
        JsonNode j = new ObjectMapper().readTree(file.toFile());
        assertEquals("boxster-s", j.get("vehicle").asText());
        assertEquals(3.0, j.get("simulatedS").asDouble(), 0.002,
                "3000 steps of 1 ms (the first step's time is the clock's start)");
        assertEquals(Long.toHexString(track.vehicle().stateHash()), j.get("finalStateHash").asText());
        assertEquals(log.maxSpeedKmh(), j.get("maxSpeedKmh").asDouble(), 0.01);
        assertTrue(j.get("distanceM").asDouble() > 1, "it moved");
        assertEquals(5.53, j.get("runs").get(0).get("reference").asDouble());
        assertTrue(j.get("runs").get(1).get("reference").isNull(), "no figure is null");
        assertEquals("s", j.get("runs").get(1).get("unit").asText());
        assertTrue(j.get("assists").get("abs").asBoolean());
        assertTrue(Files.list(dir).allMatch(p -> p.equals(file)), "no temporary file left behind");
    }

    @Test
    void aReportInAFolderThatDoesNotExistIsRefusedAtStart() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StateReport.checkWritable(dir.resolve("missing").resolve("r.json")));
        assertTrue(e.getMessage().startsWith("--state-report "), e.getMessage());
        assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
    }

    @Test
    void theNewOptionsAreReadAndBadValuesNamed() {
        LaunchOptions o = LaunchOptions.parse("--start", "testpad", "--assists", "abs=on,tc=off", "--state-report", "r.json");
        assertEquals(StartPlace.TESTPAD, o.start());
        assertEquals("abs=on,tc=off", o.assists());
        assertEquals(Path.of("r.json"), o.stateReport());
        assertEquals(StartPlace.ROAD, LaunchOptions.parse().start(), "road is the default start");
        assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse("--start", "moon"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LaunchOptions.parse("--assists", "abs=maybe"));
        assertTrue(e.getMessage().contains("abs"), e.getMessage());
        assertTrue(LaunchOptions.USAGE.contains("keyboard-rider"), "--help lists the assists");
    }
}
