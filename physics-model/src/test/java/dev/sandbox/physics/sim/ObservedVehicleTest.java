package dev.sandbox.physics.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.vehicles.Vehicles;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What runs at the model's rate sees every fixed step: driven through the 1 kHz loop for a
 * 60 Hz frame, the listener is handed one snapshot per step, each 1 ms after the one before,
 * and the last is the loop's current state.
 */
class ObservedVehicleTest {

    @Test
    void theListenerSeesEveryStepOfAFrame() {
        List<VehicleSnapshot> seen = new ArrayList<>();
        FlatGround ground = new FlatGround();
        ObservedVehicle v = new ObservedVehicle(Vehicles.create("boxster-s"), seen::add);
        v.reset(0, 0, 0, ground);
        Simulation sim = new Simulation(v, ground);
        int steps = sim.advance(1 / 60.0, VehicleInput.pedals(0.5, 0));
        assertEquals(16, steps, "16 whole 1 ms steps in a 60 Hz frame");
        assertEquals(steps, seen.size(), "one snapshot per step");
        for (int i = 1; i < seen.size(); i++) {
            assertEquals(sim.stepS(), seen.get(i).timeS() - seen.get(i - 1).timeS(), 1e-9);
        }
        assertEquals(sim.current().timeS(), seen.get(seen.size() - 1).timeS(), 1e-12);
    }
}
