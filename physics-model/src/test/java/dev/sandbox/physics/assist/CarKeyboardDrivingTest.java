package dev.sandbox.physics.assist;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The Boxster S driven with keys and every assist a keyboard player gets ({@link KeyRide}): a
 * held steer key at speed, lifting off and braking in the bend, the handbrake, and the automatic
 * gearbox as the car slows.
 */
class CarKeyboardDrivingTest {

    /**
     * A sideslip of 5 deg: a road car at its grip limit runs 2-4 deg; a stability control's
     * threshold and the onset of a spin lie beyond (Milliken, ch. 5: the sideslip of a car near
     * its limit; [Gillespie, ch. 6]).
     */
    static final double NO_SPIN_SIDESLIP_DEG = 5;

    private static double peakRearSlipDeg(VehicleSnapshot s, double peak) {
        for (WheelTelemetry w : s.wheels()) {
            if (w.name().startsWith("R")) {
                peak = Math.max(peak, Math.abs(Math.toDegrees(w.slipAngleRad())));
            }
        }
        return peak;
    }

    /** A steer key held 3 s at 60, 100 and 140 km/h, the speed held: the car turns hard and does not spin. */
    @ParameterizedTest(name = "{0} km/h")
    @ValueSource(doubles = {60, 100, 140})
    void aHeldKeyAtSpeedTurnsWithoutASpin(double kmh) {
        KeyRide r = new KeyRide("boxster-s").at(kmh, 2);
        double v = Units.kmhToMps(kmh);
        VehicleSnapshot s = r.now();
        double t0 = s.timeS();
        double yaw = 0;
        double beta = 0;
        double rear = 0;
        double lateral = 0;
        while (s.timeS() < t0 + 4) {
            s = r.hold(v, s.timeS() < t0 + 3 ? 1 : 0);
            yaw = Math.max(yaw, Math.abs(Math.toDegrees(s.yawRateRadPerS())));
            beta = Math.max(beta, Math.abs(Math.toDegrees(s.sideslipRad())));
            rear = peakRearSlipDeg(s, rear);
            lateral = Math.max(lateral, Math.abs(s.lateralAccelMps2()) / Units.G);
        }
        System.out.printf("Boxster, key held 3 s at %.0f km/h: peak yaw rate %.1f deg/s, sideslip %.1f deg, rear slip angle"
                + " %.1f deg, lateral %.2f g%n", kmh, yaw, beta, rear, lateral);
        assertTrue(beta < NO_SPIN_SIDESLIP_DEG, "sideslip " + beta);
        assertTrue(lateral > 0.8, "it turns near its grip: " + lateral + " g");
    }

    /** In a steady 0.7 g bend at 100 km/h, lifting off or braking hard with the key held: no spin. */
    @ParameterizedTest(name = "brake {0}")
    @ValueSource(booleans = {false, true})
    void liftingOffOrBrakingInTheBendDoesNotSpinIt(boolean brake) {
        KeyRide r = new KeyRide("boxster-s").at(100, 2);
        double v = Units.kmhToMps(100);
        VehicleSnapshot s = r.now();
        double t0 = s.timeS();
        while (s.timeS() < t0 + 2.5) {
            s = r.hold(v, 1);
        }
        double beta = 0;
        double yaw = 0;
        while (s.timeS() < t0 + 5.5) {
            s = r.keys(false, brake, 1);
            beta = Math.max(beta, Math.abs(Math.toDegrees(s.sideslipRad())));
            yaw = Math.max(yaw, Math.abs(Math.toDegrees(s.yawRateRadPerS())));
        }
        System.out.printf("Boxster, %s in the bend at 100 km/h: peak sideslip %.1f deg, yaw rate %.1f deg/s%n",
                brake ? "braking" : "lifting off", beta, yaw);
        assertTrue(beta < NO_SPIN_SIDESLIP_DEG * (brake ? 1.5 : 1), "sideslip " + beta);
    }

    /**
     * Space at 40 km/h: the handbrake (1200 N m on each rear wheel, enough to lock them) slows
     * the car (by at least 10 km/h in a second: locked rear tyres give about 0.4 g of the car's
     * weight), and with a steer key held the locked rear steps out (sideslip beyond 10 deg).
     */
    @Test
    void theHandbrakeSlowsTheCarAndSteeredSlidesItsTail() {
        KeyRide straight = new KeyRide("boxster-s").at(40, 1);
        VehicleSnapshot s = straight.now();
        double v0 = s.speedMps();
        double t0 = s.timeS();
        while (s.timeS() < t0 + 1) {
            s = straight.keys(false, false, 0, true);
        }
        double slowed = Units.mpsToKmh(v0 - s.speedMps());
        KeyRide steered = new KeyRide("boxster-s").at(40, 1);
        s = steered.now();
        t0 = s.timeS();
        double beta = 0;
        while (s.timeS() < t0 + 1.5) {
            s = steered.keys(false, false, 1, true);
            beta = Math.max(beta, Math.abs(Math.toDegrees(s.sideslipRad())));
        }
        System.out.printf("Boxster, handbrake at 40 km/h: %.1f km/h slower after 1 s; steered, sideslip %.1f deg%n",
                slowed, beta);
        assertTrue(slowed > 10, "slowed by " + slowed + " km/h");
        assertTrue(beta > 10, "the tail slides: " + beta);
    }

    /**
     * Braking with the key from 120 to 20 km/h the automatic steps down as the vehicle slows and
     * ends in first or second; on the car the engine never falls below 0.9 of its downshift rpm
     * (1500 on the Boxster S) with the clutch closed: no lugging in a tall gear. (The
     * motorcycle's rider pulls the clutch in a hard stop, so his engine idles.)
     */
    @Test
    void brakingFrom120TheAutomaticEndsInFirstOrSecond() {
        for (String id : new String[] {"boxster-s", "cbr1000rr"}) {
            KeyRide r = new KeyRide(id).at(120, 2);
            VehicleSnapshot s = r.now();
            StringBuilder gears = new StringBuilder().append(s.gear());
            double leastRpm = Double.MAX_VALUE;
            while (s.speedMps() > Units.kmhToMps(20)) {
                s = r.keys(false, true, 0);
                if (s.gear() != gears.charAt(gears.length() - 1) - '0') {
                    gears.append(s.gear());
                }
                if (!s.clutchSlipping()) {
                    leastRpm = Math.min(leastRpm, s.engineRpm());
                }
            }
            System.out.printf("%s braking from 120 to 20 km/h: gears %s, least rpm with the clutch closed %.0f%n", id, gears,
                    leastRpm);
            assertTrue(s.gear() <= 2, id + " ends in gear " + s.gear());
            double downRpm = r.vehicle.spec().transmission().autoDownshiftRpm();
            if (id.startsWith("boxster")) {
                assertTrue(leastRpm > 0.9 * downRpm, id + " lugged at " + leastRpm + " rpm");
            }
        }
    }
}
