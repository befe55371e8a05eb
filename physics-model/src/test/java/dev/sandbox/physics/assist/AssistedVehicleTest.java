package dev.sandbox.physics.assist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.vehicles.Vehicles;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The aids sit between the driver's input and the vehicle at every step, as a car's control
 * units sit between the pedals and the clutch: braked to a stop, the automatic clutch presses
 * the pedal the driver left alone and says it did; bypassed (the built-in driver), the input
 * reaches the vehicle as given.
 */
class AssistedVehicleTest {

    private static final double DT = 0.001;

    private static AssistedVehicle boxster() {
        Vehicle car = Vehicles.create("boxster-s");
        AssistSettings clutch = AssistSettings.none().with(Assist.AUTO_CLUTCH, true).with(Assist.AUTO_GEARBOX, true);
        AssistedVehicle v = new AssistedVehicle(car, new DriverAids(car, clutch));
        v.reset(0, 0, 0, new FlatGround());
        return v;
    }

    private static void brake(AssistedVehicle v, double seconds) {
        FlatGround ground = new FlatGround();
        for (int i = 0; i < Math.round(seconds / DT); i++) {
            v.step(VehicleInput.pedals(0, 1), ground, DT);
        }
    }

    @Test
    void theAidsActOnTheDriversInputAndSayWhichActed() {
        AssistedVehicle v = boxster();
        brake(v, 0.5);
        assertEquals(1.0, v.snapshot().input().clutch(), "the clutch pressed for the driver at a stop");
        assertTrue(v.takeIntervened().contains(Assist.AUTO_CLUTCH));
        assertEquals(Set.of(), v.takeIntervened(), "the record is cleared once taken");
    }

    @Test
    void bypassedTheDriversInputReachesTheVehicleAsGiven() {
        AssistedVehicle v = boxster();
        v.setBypass(true);
        brake(v, 0.5);
        assertEquals(0.0, v.snapshot().input().clutch(), "no clutch but the driver's");
        assertEquals(Set.of(), v.takeIntervened());
    }
}
