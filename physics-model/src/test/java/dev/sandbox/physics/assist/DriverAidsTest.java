package dev.sandbox.physics.assist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import org.junit.jupiter.api.Test;

/** The assists act through the driver's inputs only and say when they did. */
class DriverAidsTest {

    @Test
    void applyingTheAssistsReadsTheVehicleAndNeverChangesItsState() {
        Drives d = new Drives("boxster-s", new FlatGround(), AssistSettings.all());
        d.run(VehicleInput.pedals(1, 0), 1.0);
        long before = d.vehicle.stateHash();
        VehicleSnapshot s = d.vehicle.snapshot();
        for (int i = 0; i < 100; i++) {
            d.aids.apply(new VehicleInput(1, 1, 1, 0, 0, false, false, false), s, Drives.DT);
        }
        assertEquals(before, d.vehicle.stateHash());
    }

    @Test
    void withEveryAssistOffTheDriversInputPassesUntouched() {
        Drives d = new Drives("boxster-s", new FlatGround(), AssistSettings.none());
        VehicleInput w = VehicleInput.pedals(1, 0);
        for (int i = 0; i < 2000; i++) {
            d.step(x -> w);
            assertSame(w, d.last.input());
            assertTrue(d.last.intervening().isEmpty());
        }
        assertFalse(d.vehicle.snapshot().automatic(), "auto-gearbox off: the driver shifts");
    }

    @Test
    void theAutomaticClutchPressesTheClutchWhenTheCarIsBrakedToAStop() {
        Drives d = new Drives("boxster-s", new FlatGround(), AssistSettings.none().with(Assist.AUTO_CLUTCH, true)
                .with(Assist.AUTO_GEARBOX, true));
        d.run(VehicleInput.pedals(0, 1), 0.5);
        assertEquals(1.0, d.last.input().clutch());
        assertTrue(d.last.intervening().contains(Assist.AUTO_CLUTCH));
        d.run(VehicleInput.pedals(0.3, 0), 0.5);
        assertEquals(0.0, d.last.input().clutch(), "moving off, the pedal is the driver's");
    }
}
