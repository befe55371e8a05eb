package dev.sandbox.physics.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** A recording keeps an assist's brake demand per wheel, so a drive with ABS replays bit for bit. */
class InputRecordingWheelBrakesTest {

    @Test
    void perWheelBrakesSurviveWritingAndReading() throws Exception {
        InputRecording.Recorder r = new InputRecording.Recorder();
        VehicleInput plain = VehicleInput.pedals(0, 1);
        VehicleInput abs = plain.withWheelBrakes(new WheelBrakes(0.81, 0.8, 0.855, 1.0));
        r.record(plain);
        r.record(abs);
        r.record(plain);
        InputRecording rec = r.finish("boxster-s", "0".repeat(64), "flat", 0, 0, 0, 0.001, true);
        Path file = Files.createTempFile("brakes", ".rec");
        try {
            rec.write(file);
            InputRecording back = InputRecording.read(file);
            assertEquals(rec.changes(), back.changes());
            assertEquals(abs, back.changes().get(1).input());
        } finally {
            Files.deleteIfExists(file);
        }
    }
}
