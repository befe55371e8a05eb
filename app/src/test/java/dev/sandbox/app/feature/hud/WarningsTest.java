package dev.sandbox.app.feature.hud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The model's one-step events become warnings a driver has time to read. */
class WarningsTest {

    static VehicleSnapshot at(double t, VehicleEvent... events) {
        Set<VehicleEvent> set = events.length == 0 ? EnumSet.noneOf(VehicleEvent.class) : EnumSet.of(events[0], events);
        return new VehicleSnapshot(t, Vec3.ZERO, Vec3.ZERO, new Vec3(1, 0, 0), new Vec3(0, 1, 0), 0, 0, 0, 0, 0, 0, 0, 0,
                1000, 0, 1, true, 1, false, VehicleInput.IDLE, 0, 0, 0, 0, List.of(), set,
                dev.sandbox.physics.sim.KindTelemetry.NONE);
    }

    private static List<String> texts(Warnings w) {
        return w.active().stream().map(Warnings.Warning::text).toList();
    }

    @Test
    void aOneStepCollisionStaysUpForAboutASecond() {
        Warnings w = new Warnings();
        w.accept(at(10.000, VehicleEvent.COLLISION));
        for (int i = 1; i <= 1000; i++) {
            w.accept(at(10.000 + i * 0.001));
        }
        assertEquals(List.of("COLLISION"), texts(w), "1 s after the hit");
        for (int i = 1; i <= 300; i++) {
            w.accept(at(11.000 + i * 0.001));
        }
        assertTrue(w.active().isEmpty(), "gone after " + Warnings.HOLD_S + " s");
    }

    @Test
    void theEngineBlownComesFirstAndHidesTheRedline() {
        Warnings w = new Warnings();
        w.accept(at(1, VehicleEvent.WHEELSPIN, VehicleEvent.REDLINE));
        assertEquals(List.of("EXCEEDING REDLINE", "WHEELSPIN"), texts(w));
        w.accept(at(1.001, VehicleEvent.ENGINE_BLOWN, VehicleEvent.REDLINE));
        assertEquals(List.of("ENGINE BLOWN", "WHEELSPIN"), texts(w));
        assertTrue(w.active().get(0).severe(), "engine damage is shown in red");
    }

    @Test
    void aWheelInTheAirIsNotRepeatedWhenTheWholeVehicleFlies() {
        Warnings w = new Warnings();
        w.accept(at(2, VehicleEvent.WHEEL_AIRBORNE));
        assertEquals(List.of("WHEEL IN THE AIR"), texts(w));
        w.accept(at(2.001, VehicleEvent.WHEEL_AIRBORNE, VehicleEvent.AIRBORNE));
        assertEquals(List.of("AIRBORNE"), texts(w));
    }

    @Test
    void aResetClearsTheWarnings() {
        Warnings w = new Warnings();
        w.accept(at(30, VehicleEvent.LOCKUP));
        w.accept(at(0.001));
        assertTrue(w.active().isEmpty(), "the clock went back: a new start");
    }
}
