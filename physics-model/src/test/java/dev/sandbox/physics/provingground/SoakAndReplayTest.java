package dev.sandbox.physics.provingground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.sim.InputRecording;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Determinism, replay and the soak's invariants (CI-sized: a few simulated minutes). */
class SoakAndReplayTest {

    @Test
    void theSameSeedGivesBitIdenticalStatesAndAnotherSeedDoesNot() {
        Soak soak = new Soak(VehicleSpecs.load("boxster-s"));
        Soak.Result a = soak.run(11, 0.5, null);
        Soak.Result b = soak.run(11, 0.5, null);
        Soak.Result c = soak.run(12, 0.5, null);
        assertEquals(a.finalStateHash(), b.finalStateHash());
        assertEquals(a, b);
        assertNotEquals(a.finalStateHash(), c.finalStateHash());
    }

    @Test
    void threeMinutesOfAbuseOverRoughCountryKeepEveryInvariant() {
        Soak.Result r = new Soak(VehicleSpecs.load("boxster-s")).run(5, 3, null);
        assertEquals(180.0, r.simulatedS(), 1e-9);
        assertEquals(0, r.nanCount());
        assertEquals(0, r.belowGroundCount());
        assertEquals(0, r.energyViolations());
        assertTrue(r.maxSpeedKmh() > 40 && r.maxSpeedKmh() < 320, "max speed " + r.maxSpeedKmh());
    }

    /** Each shipped vehicle, two seeds of a simulated minute: every invariant the soak counts stays at zero. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("shipped")
    void everyShippedVehicleKeepsEverySoakInvariantAtZero(String id) {
        for (long seed : new long[] {1, 2}) {
            Soak.Result r = new Soak(VehicleSpecs.load(id)).run(seed, 1, null);
            assertEquals(0, r.nanCount(), r.toString());
            assertEquals(0, r.belowGroundCount(), r.toString());
            assertEquals(0, r.energyViolations(), r.toString());
        }
    }

    static java.util.List<String> shipped() {
        return VehicleSpecs.ids();
    }

    @Test
    void aRecordedDriveReplaysToTheSameState(@TempDir Path dir) throws Exception {
        InputRecording.Recorder recorder = new InputRecording.Recorder();
        Soak.Result live = new Soak(VehicleSpecs.load("boxster-s")).run(21, 0.5, recorder);
        Path file = dir.resolve("drive.rec");
        recorder.finish("boxster-s", VehicleSpecs.fingerprint(VehicleSpecs.load("boxster-s")), "rough 21", 0, 0, 0, TestTrack.DT,
                true).write(file);
        assertTrue(Files.list(dir).allMatch(p -> p.equals(file)), "no temporary file left behind");
        Replay.Result replayed = Replay.run(InputRecording.read(file));
        assertEquals(live.finalStateHash(), replayed.finalStateHash());
        assertEquals(30.0, replayed.simulatedS(), 1e-9);
    }

    @Test
    void aDamagedRecordingNamesTheFileAndLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.rec");
        Files.writeString(file, "drive-recording 2\nvehicle boxster-s\nspec " + "0".repeat(64) + "\nground flat\n"
                + "start 0 0 0\nstep-seconds 0.001\nautomatic true\nsteps 10\n0 0.5 zero 0 0 0 false false false\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> InputRecording.read(file));
        assertEquals(file + " line 9: brake 'zero' is not a number.",
                e.getMessage());
    }
}
