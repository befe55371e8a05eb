package dev.sandbox.physics.car;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.InclinedPlane;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** No input sequence makes the car's numbers go non-finite or its speed run away. */
class CarRandomInputTest {

    @Test
    void randomPedalsSteeringAndShiftsStayFinite() {
        for (long seed = 1; seed <= 3; seed++) {
            Random rnd = new Random(seed);
            Car car = new Car(VehicleSpecs.load("boxster-s"));
            Ground ground = seed == 2 ? new InclinedPlane(0.25, 1.0, Surface.GRASS) : new FlatGround();
            car.reset(0, 0, 0, ground);
            car.setAutomatic(seed != 3);
            VehicleInput in = VehicleInput.IDLE;
            for (int i = 0; i < 60_000; i++) {
                if (i % 250 == 0) {
                    in = new VehicleInput(rnd.nextDouble(), rnd.nextDouble() < 0.3 ? rnd.nextDouble() : 0,
                            rnd.nextDouble() * 2 - 1, rnd.nextDouble() < 0.1 ? 1 : 0, rnd.nextDouble() < 0.1 ? 1 : 0,
                            rnd.nextDouble() < 0.2, rnd.nextDouble() < 0.2, false);
                }
                car.step(in, ground, 0.001);
                VehicleSnapshot s = car.snapshot();
                assertTrue(s.isFinite(), "seed " + seed + " step " + i);
                assertTrue(s.velocity().length() < 90, "seed " + seed + " speed " + s.velocity().length());
            }
        }
    }
}
