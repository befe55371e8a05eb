package dev.sandbox.physics.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.assist.KeyRide;
import org.junit.jupiter.api.Test;

/**
 * The throttle the engine gets, as the HUD, the sound and OutGauge read it: on the motorcycle the
 * twist grip of the rider the model carries, on the car the input's. The CSV keeps both: the
 * player's throttle (as the assists pass it) and the rider's grip.
 */
class EngineThrottleTest {

    /**
     * At 60 km/h on the CBR1000RR with W and S held, one right hand works the grip and the front
     * brake lever, so the grip is shut while the key still reads full: the engine, the HUD and the
     * sound must follow the grip.
     */
    @Test
    void theMotorcyclesEngineGetsTheRidersGripNotTheKey() {
        KeyRide r = new KeyRide("cbr1000rr").at(60, 1);
        VehicleSnapshot s = r.now();
        double t0 = s.timeS();
        while (s.timeS() < t0 + 1) {
            s = r.keys(true, true, 0);
        }
        TelemetryCsv csv = TelemetryCsv.of(s);
        int player = csv.columns().indexOf("throttle [-]");
        int grip = csv.columns().indexOf("rider throttle [-]");
        assertEquals(1.0, csv.value(player, s), 1e-9, "the player's throttle column");
        assertEquals(0.0, csv.value(grip, s), 1e-9, "the rider's grip column");
        assertEquals(0.0, s.engineThrottle(), 1e-9, "the engine's throttle");
        assertTrue(s.engineTorqueNm() < 0, "the engine brakes: " + s.engineTorqueNm());
    }

    /** Riding on with W alone, the grip opens again and the engine gets what the rider gives it. */
    @Test
    void theGripOpensWithTheKeyAlone() {
        KeyRide r = new KeyRide("cbr1000rr").at(60, 1);
        VehicleSnapshot s = r.now();
        double t0 = s.timeS();
        while (s.timeS() < t0 + 1) {
            s = r.keys(true, false, 0);
        }
        assertTrue(s.engineThrottle() > 0.5, "grip " + s.engineThrottle());
        assertEquals(s.kind().riderThrottle(), s.engineThrottle(), 0.0);
    }

    /** The car carries no rider: its engine gets the input's throttle, and the grip column is empty. */
    @Test
    void theCarsEngineGetsTheInput() {
        KeyRide r = new KeyRide("boxster-s").at(60, 1);
        VehicleSnapshot s = r.now();
        double t0 = s.timeS();
        while (s.timeS() < t0 + 1) {
            s = r.keys(true, false, 0);
        }
        TelemetryCsv csv = TelemetryCsv.of(s);
        assertEquals(s.input().throttle(), s.engineThrottle(), 0.0);
        int grip = csv.columns().indexOf("rider throttle [-]");
        assertTrue(Double.isNaN(csv.value(grip, s)), "no grip for a car");
        assertEquals("", csv.row(s).split(",", -1)[grip], "the grip's cell is empty");
    }
}
