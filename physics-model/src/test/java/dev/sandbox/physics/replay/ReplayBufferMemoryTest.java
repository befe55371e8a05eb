package dev.sandbox.physics.replay;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.vehicles.Vehicles;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * What the replay buffer costs: one copy of the vehicle's state a second plus the input
 * changes. Measured for a minute of gamepad riding, the worst case for the tape (the analog
 * steer changes every 60 Hz frame), by walking the buffer's objects ({@link MemoryMeter}).
 */
class ReplayBufferMemoryTest {

    @Test
    void aMinuteOfRidingCostsLessThanTwoMegabytes() {
        for (String id : new String[] {"cbr1000rr", "boxster-s"}) {
            Ground ground = new FlatGround();
            Vehicle v = Vehicles.create(VehicleSpecs.load(id));
            v.reset(0, 0, 0, ground);
            v.setAutomatic(true);
            DriveTape tape = new DriveTape("flat", 0.001);
            ReplayBuffer b = new ReplayBuffer(tape, Long.MAX_VALUE);
            b.placed(v, SpecText.shipped(id));
            VehicleInput in = VehicleInput.IDLE;
            int steps = 60_000;
            for (int i = 0; i < steps; i++) {
                if (i % 17 == 0) {
                    // a gamepad: a new analog value every frame
                    in = new VehicleInput(0.5 + 0.1 * Math.sin(i * 1e-3), 0, 0.2 * Math.sin(i * 7e-4), 0, 0, false,
                            false, false);
                }
                v.step(in, ground, 0.001);
                b.stepped(v, v.snapshot());
            }
            long bytes = b.estimateBytes();
            long one = MemoryMeter.deepSize(b.checkpoints().lastEntry().getValue().vehicle());
            System.out.printf(Locale.ROOT, "replay buffer %s: %d checkpoints of %.1f KiB, %d input changes, "
                    + "%.2f MiB per minute%n", id, b.checkpoints().size(), one / 1024.0, tape.changeCount(),
                    bytes / (1024.0 * 1024.0));
            assertTrue(bytes < 2L * 1024 * 1024, id + ": " + bytes + " bytes for a minute");
            assertTrue(b.checkpoints().size() >= 60, "a state a second");
        }
    }
}
