package dev.sandbox.app.feature.hud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.sim.TelemetryCsv;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads a recorded telemetry CSV back and compares it with the snapshots the model produced:
 * the header names every column with its unit, and each row equals the snapshot of its time.
 */
final class CsvCheck {

    /** A column name with its unit in brackets: "speed [km/h]", "FL load [N]". */
    static final Pattern NAME_WITH_UNIT = Pattern.compile("[A-Za-z][A-Za-z ]*\\[[^\\]]+\\]");

    private CsvCheck() {
    }

    /**
     * @param file the finished CSV
     * @param steps the snapshots of every step that was offered to the recorder
     * @return the number of rows checked
     */
    static int roundTrip(Path file, List<VehicleSnapshot> steps) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        TelemetryCsv csv = TelemetryCsv.of(steps.get(0));
        String[] header = lines.get(0).split(",", -1);
        assertEquals(csv.header(), lines.get(0), "the shared layout of physics-model");
        for (int i = 0; i < header.length - 1; i++) {
            assertTrue(NAME_WITH_UNIT.matcher(header[i]).matches(), "column " + i + " names its unit: " + header[i]);
        }
        assertEquals("events", header[header.length - 1]);
        for (String expected : new String[] {"time [s]", "speed [km/h]", "engine speed [rpm]", "FL load [N]",
            "RR slip angle [deg]", "lateral accel [m/s^2]"}) {
            assertTrue(List.of(header).contains(expected), "has column " + expected);
        }
        Map<Long, VehicleSnapshot> byTime = new HashMap<>();
        for (VehicleSnapshot s : steps) {
            byTime.put(Math.round(s.timeS() * 1e6), s);
        }
        List<String> rows = new ArrayList<>(lines.subList(1, lines.size()));
        for (String row : rows) {
            String[] cells = row.split(",", -1);
            assertEquals(header.length, cells.length, "cells in row " + row);
            double t = Double.parseDouble(cells[0]);
            VehicleSnapshot s = byTime.get(Math.round(t * 1e6));
            assertNotNull(s, "a row is a snapshot of a model step, t = " + t);
            for (int c = 0; c < header.length - 1; c++) {
                double expected = csv.value(c, s);
                if (Double.isNaN(expected)) {
                    assertEquals("", cells[c], header[c] + " is empty when not applicable");
                    continue;
                }
                double got = Double.parseDouble(cells[c]);
                double tol = Math.max(1e-9, Math.abs(expected) * 5e-6);
                assertEquals(expected, got, tol, header[c] + " at t = " + t);
            }
            List<String> events = new ArrayList<>();
            for (VehicleEvent e : s.events()) {
                events.add(e.name());
            }
            assertEquals(String.join("|", events), cells[header.length - 1], "events at t = " + t);
        }
        return rows.size();
    }
}
