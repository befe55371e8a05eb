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
}
