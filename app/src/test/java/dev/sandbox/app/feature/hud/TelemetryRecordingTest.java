package dev.sandbox.app.feature.hud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.sim.ObservedVehicle;
import dev.sandbox.physics.sim.Simulation;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.vehicles.Vehicles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The recorder as the sandbox wires it (every model step handed on by {@link ObservedVehicle}
 * to a {@link TelemetryRecording}), without a window: a launch and a turn on flat ground.
 */
class TelemetryRecordingTest {

    @TempDir
    Path dir;

    @Test
    void aLaunchAndATurnRoundTripThroughTheCsvAtOneHundredHertz() throws Exception {
        Path file = dir.resolve("run.csv");
        TelemetryRecording rec = new TelemetryRecording(file, "boxster-s");
        List<VehicleSnapshot> steps = new ArrayList<>();
        Vehicle car = Vehicles.create("boxster-s");
        FlatGround ground = new FlatGround();
        car.reset(0, 0, 0, ground);
        Simulation sim = new Simulation(new ObservedVehicle(car, s -> {
            steps.add(s);
            rec.accept(s);
        }), ground);
        for (int k = 0; k < 3000; k++) {
            double steer = k > 1500 ? 0.3 : 0;
            sim.step(new VehicleInput(1, 0, steer, 0, 0, false, false, false));
        }
        assertTrue(Files.exists(dir.resolve("run.csv.part")), "written to FILE.part while recording");
        assertFalse(Files.exists(file), "the final name appears only when finished");
        rec.close();
        assertTrue(Files.exists(file));
        assertFalse(Files.exists(dir.resolve("run.csv.part")));
        int rows = CsvCheck.roundTrip(file, steps);
        assertEquals(300, rows, 1, "3 s at 100 Hz");
        assertEquals(rows, rec.rows());
        assertTrue(steps.get(steps.size() - 1).speedMps() > 10, "the car was really driving");
    }

    @Test
    void newFilesAreNamedByVehicleAndTimeAndNeverOverwrite() throws Exception {
        LocalDateTime t = LocalDateTime.of(2026, 3, 1, 14, 5, 9);
        Path a = TelemetryRecording.newFile(dir, "cbr1000rr", t);
        assertEquals("telemetry-cbr1000rr-20260301-140509.csv", a.getFileName().toString());
        Files.writeString(a, "x");
        Path b = TelemetryRecording.newFile(dir, "cbr1000rr", t);
        assertNotEquals(a, b);
        assertEquals("telemetry-cbr1000rr-20260301-140509-2.csv", b.getFileName().toString());
    }
}
