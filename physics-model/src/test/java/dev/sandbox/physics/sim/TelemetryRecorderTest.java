package dev.sandbox.physics.sim;

import dev.sandbox.physics.vehicles.Vehicles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.FlatGround;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The telemetry CSV round trip: header with units, 100 Hz rows equal to the snapshots. */
class TelemetryRecorderTest {

    @Test
    void recordedValuesReadBackEqualToTheSnapshots(@TempDir Path dir) throws Exception {
        Vehicle car = Vehicles.create("boxster-s");
        FlatGround g = new FlatGround();
        car.reset(0, 0, 0, g);
        Path file = dir.resolve("drive.csv");
        List<VehicleSnapshot> sampled = new ArrayList<>();
        TelemetryRecorder rec = new TelemetryRecorder(file, 100);
        for (int i = 0; i < 3000; i++) {
            car.step(new VehicleInput(0.6, 0, i > 1500 ? 0.3 : 0, 0, 0, false, false, false), g, 0.001);
            rec.accept(car.snapshot());
            if (i % 10 == 0) {
                sampled.add(car.snapshot());
            }
        }
        assertTrue(Files.exists(dir.resolve("drive.csv.part")), "data go to the .part file while recording");
        assertFalse(Files.exists(file));
        rec.close();
        assertFalse(Files.exists(dir.resolve("drive.csv.part")));
        List<String> lines = Files.readAllLines(file);
        String[] header = lines.get(0).split(",");
        assertEquals("time [s]", header[0]);
        assertEquals("speed [km/h]", header[4]);
        assertEquals("FL slip angle [deg]", header[28]);
        assertEquals("events", header[header.length - 1]);
        for (String h : header) {
            assertTrue(h.equals("events") || h.matches(".+ \\[.+\\]"), "column without a unit: " + h);
        }
        assertEquals(301, lines.size(), "100 Hz over 3 s, plus the header");
        TelemetryCsv layout = TelemetryCsv.of(car.snapshot());
        for (int r = 0; r < sampled.size(); r += 37) {
            String[] cells = lines.get(r + 1).split(",", -1);
            VehicleSnapshot s = sampled.get(r);
            for (int c = 0; c < layout.columns().size(); c++) {
                double expected = layout.value(c, s);
                if (Double.isNaN(expected)) {
                    assertEquals("", cells[c], header[c]);
                } else {
                    assertEquals(expected, Double.parseDouble(cells[c]), 1e-5 * Math.max(1, Math.abs(expected)), header[c]);
                }
            }
        }
    }

    @Test
    void aKilledRecordingEndsWithAWholeRowAndEveryRowHasEveryColumn(@TempDir Path dir) throws Exception {
        Vehicle car = Vehicles.create("boxster-s");
        FlatGround g = new FlatGround();
        car.reset(0, 0, 0, g);
        Path file = dir.resolve("drive.csv");
        TelemetryRecorder rec = new TelemetryRecorder(file, 100);
        // 2.5 s: two flushes (at 1 s and 2 s) and half a second still in memory, as when kill -9 strikes
        for (int i = 0; i < 2500; i++) {
            car.step(new VehicleInput(0.6, 0, 0, 0, 0, false, false, false), g, 0.001);
            rec.accept(car.snapshot());
        }
        String onDisk = Files.readString(dir.resolve("drive.csv.part"));
        assertTrue(onDisk.endsWith("\n"), "the file ends with a complete row");
        List<String> lines = onDisk.lines().toList();
        int columns = lines.get(0).split(",", -1).length;
        for (String line : lines) {
            assertEquals(columns, line.split(",", -1).length, "a whole row: " + line);
        }
        assertTrue(lines.size() >= 1 + 200 && lines.size() <= 1 + 202, "the rows of the first two seconds: " + lines.size());
        rec.close();
        assertEquals(251, Files.readAllLines(file).size(), "closing writes the rest");
    }

    @Test
    void anOrphanedPartFileIsKeptAndTheRecordingTakesTheNextName(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("drive.csv");
        Path orphan = dir.resolve("drive.csv.part");
        Files.writeString(orphan, "time [s],events\n0,\n");
        Vehicle car = Vehicles.create("boxster-s");
        car.reset(0, 0, 0, new FlatGround());
        TelemetryRecorder rec = new TelemetryRecorder(file, 100);
        rec.accept(car.snapshot());
        rec.close();
        assertEquals("time [s],events\n0,\n", Files.readString(orphan), "the earlier crash's rows are untouched");
        assertEquals(dir.resolve("drive-2.csv"), rec.file());
        assertTrue(Files.exists(dir.resolve("drive-2.csv")));
        assertFalse(Files.exists(file), "nothing written under the orphan's name");
        assertTrue(rec.notice().contains("drive.csv.part") && rec.notice().contains("drive-2.csv"), rec.notice());
        assertEquals(1, rec.notice().lines().count(), "one line");
    }

    @Test
    void withoutAnOrphanThereIsNothingToSay(@TempDir Path dir) throws Exception {
        TelemetryRecorder rec = new TelemetryRecorder(dir.resolve("drive.csv"), 100);
        rec.close();
        assertEquals(null, rec.notice());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(dir.resolve("drive.csv")), files.toList(), "no stray .part");
        }
    }
}
