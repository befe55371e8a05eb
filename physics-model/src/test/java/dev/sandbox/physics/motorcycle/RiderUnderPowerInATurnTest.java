package dev.sandbox.physics.motorcycle;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.assist.KeyRide;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import dev.sandbox.physics.spec.TyreSpec;
import dev.sandbox.physics.vehicles.Vehicles;
import org.junit.jupiter.api.Test;

/**
 * The CBR1000RR's rider with the throttle open in a turn, through the keys and every keyboard
 * assist: a start leaned into a turn, the automatic's shift at the top of first in a 35 degree
 * lean, the brake key pressed while the throttle key is still held, and a stop in the first
 * seconds of a start leaned into a turn.
 */
class RiderUnderPowerInATurnTest {

    /**
     * W and a steer key held from a stop for 12 s. Leaned, the rider brings the revs down to the
     * gear's speed, so the start's clutch locks at 24 km/h (at 40 km/h with the grip alone
     * bringing them down; holding the launch rpm instead kept it slipping to 90 km/h). The drive then shares the rear
     * tyre's grip with the turn up to 0.8 of it, and the shift to second at the top of first
     * (122 km/h, 35 deg of lean) moves the lean by less than 5 deg. With the launch rpm held and
     * 0.9 of the grip, a 4 Hz weave (bar +-21 deg) set off by that shift threw the bike 1 s later.
     */
    @Test
    void aStartLeanedIntoATurnLocksTheClutchAndRidesThroughTheShiftToSecond() {
        for (double key : new double[] {1, -1}) {
            KeyRide r = new KeyRide("cbr1000rr");
            VehicleSnapshot s = r.now();
            double lockedKmh = Double.NaN;
            double shiftAt = Double.NaN;
            double leanAtShift = 0;
            double worstLean = 0;
            int gear = s.gear();
            while (s.timeS() < 12) {
                s = r.keys(true, false, key);
                BikeTelemetry b = BikeTelemetry.of(s);
                assertFalse(b.crashed(), "fell at " + Units.mpsToKmh(s.speedMps()) + " km/h, key " + key);
                if (Double.isNaN(lockedKmh) && s.speedMps() > 3 && !s.clutchSlipping()) {
                    lockedKmh = Units.mpsToKmh(s.speedMps());
                }
                if (gear == 1 && s.gear() == 2) {
                    shiftAt = s.timeS();
                    leanAtShift = Math.toDegrees(b.leanRad());
                }
                gear = s.gear();
                if (!Double.isNaN(shiftAt) && s.timeS() < shiftAt + 1) {
                    worstLean = Math.max(worstLean, Math.abs(Math.toDegrees(b.leanRad()) - leanAtShift));
                }
            }
            System.out.printf("W and steer key %.0f from a stop: clutch locked at %.1f km/h, 1-2 at %.2f s in a %.1f deg lean,"
                    + " lean within %.1f deg of it for 1 s, %.0f km/h at 12 s%n", key, lockedKmh, shiftAt, leanAtShift, worstLean,
                    Units.mpsToKmh(s.speedMps()));
            assertTrue(lockedKmh < 45, "the start's clutch locked at " + lockedKmh + " km/h");
            assertFalse(Double.isNaN(shiftAt), "shifted to second");
            assertTrue(Math.abs(leanAtShift) > 30, "leaned at the shift: " + leanAtShift);
            assertTrue(worstLean < 5, "lean moved by " + worstLean + " deg through the shift");
        }
    }

    /**
     * At 40-140 km/h, W and a steer key held 1.5 s (a 35 deg lean under power), then S pressed
     * with both still held. One right hand works the grip and the front brake lever: rolling
     * along, it shuts the grip as it squeezes the lever, so both keys brake as S alone does. The
     * bike stays up and sheds at least 40 % of its speed in the next 3.5 s (S alone in a lean
     * brakes at up to 0.6 g there: 100 km/h comes down to 30). Before, the open grip fought the
     * brake and every one of these fell within 1.3 s of the press.
     */
    @Test
    void bothKeysHeldInALeanBrakeAsTheBrakeKeyDoes() {
        for (double kmh = 40; kmh <= 140; kmh += 20) {
            KeyRide r = new KeyRide("cbr1000rr").at(kmh, 1);
            VehicleSnapshot s = r.now();
            double t0 = s.timeS();
            double atPress = 0;
            while (s.timeS() < t0 + 5 && s.speedMps() > 1) {
                boolean brake = s.timeS() > t0 + 1.5;
                s = r.keys(true, brake, 1);
                if (!brake) {
                    atPress = s.speedMps();
                }
                assertFalse(BikeTelemetry.of(s).crashed(), "fell from " + kmh + " km/h at " + (s.timeS() - t0) + " s");
            }
            System.out.printf("W, A and then S from %.0f km/h: %.0f km/h at the press, %.0f km/h 3.5 s later%n", kmh,
                    Units.mpsToKmh(atPress), Units.mpsToKmh(s.speedMps()));
            assertTrue(s.speedMps() < 0.6 * atPress, "slowed from " + atPress + " to " + s.speedMps() + " m/s");
        }
    }
    /**
     * A held from a stop, W with it, and S pressed 1.4-3.0 s later, at 23-51 km/h and 16-32 deg of
     * lean, the bike still rolling into the turn. The foot's rear brake takes up to half of what
     * the rear tyre can at its static load (0.3 g on the CBR1000RR) as the key ramps in, so the
     * hand asks of the front only what the deceleration the lean allows leaves after it (with a
     * tenth for the felt deceleration to find the lever's point). With the front asked for the
     * whole of it as well (lever and pedal together above the 0.6 g a 35 deg lean allows), at 29
     * and 33 km/h the rear left the road and the front washed out. Now the bike stays up and the rear keeps
     * load throughout (86 N at least; the rider's last resort eases the lever below 100 N).
     */
    @Test
    void brakingInTheFirstSecondsOfAStartLeanedIntoATurnKeepsTheRearDown() {
        for (double pressAt = 1.4; pressAt <= 3.01; pressAt += 0.2) {
            KeyRide r = new KeyRide("cbr1000rr");
            VehicleSnapshot s = r.now();
            double leastRear = Double.MAX_VALUE;
            while (s.timeS() < pressAt + 3) {
                boolean brake = s.timeS() >= pressAt;
                s = r.keys(true, brake, 1);
                if (brake) {
                    leastRear = Math.min(leastRear, BikeTelemetry.of(s).rearLoadN());
                }
                assertFalse(BikeTelemetry.of(s).crashed(), "fell, S pressed at " + pressAt + " s");
            }
            System.out.printf("A, W and S at %.1f s: least rear load %.0f N%n", pressAt, leastRear);
            assertTrue(leastRear > 0, "the rear left the road, S at " + pressAt + " s");
        }
    }

    /**
     * W held from a stop, upright for 1 s or 2.5 s, then a steer key: first gear runs to its top
     * at full throttle in a 35 deg lean, and the automatic shifts to second at 122 km/h. The key
     * is held on, or flipped to the other side 0.03 s after the shift. The clutch closing after
     * the shift onto an engine at first gear's speed passed its whole capacity, 4500 N at the rear
     * in second: the rear's force reached 0.98 of its friction ellipse, the bar swung to 7-28 deg,
     * and every flip and the later lean held on fell within 4 s. The rider's left hand now lets
     * the clutch in at the pull the turn leaves the rear and the grip opens to that pull once the
     * revs meet the gear's: the rear stays under 0.9 of its ellipse (0.83-0.85 measured), the bar
     * within 6 deg (3.1-3.7), and nothing falls.
     */
    @Test
    void theShiftToSecondInALeanReachesTheRearAtThePullTheTurnLeavesIt() {
        TyreSpec tyre = Vehicles.create("cbr1000rr").spec().tyre();
        for (double uprightS : new double[] {1.0, 2.5}) {
            for (boolean flip : new boolean[] {false, true}) {
                KeyRide r = new KeyRide("cbr1000rr");
                VehicleSnapshot s = r.now();
                double shiftAt = Double.NaN;
                double rearUse = 0;
                double bar = 0;
                while (Double.isNaN(shiftAt) ? s.timeS() < 12 : s.timeS() < shiftAt + 4) {
                    boolean flipped = flip && s.timeS() > shiftAt + 0.03;
                    int gear = s.gear();
                    s = r.keys(true, false, s.timeS() < uprightS ? 0 : flipped ? -1 : 1);
                    assertFalse(BikeTelemetry.of(s).crashed(), "fell, upright " + uprightS + " s, flip " + flip);
                    if (gear == 1 && s.gear() == 2) {
                        shiftAt = s.timeS();
                        assertTrue(Math.abs(Math.toDegrees(BikeTelemetry.of(s).leanRad())) > 30, "leaned at the shift");
                    }
                    if (!Double.isNaN(shiftAt) && s.timeS() < shiftAt + 0.5) {
                        WheelTelemetry w = s.wheels().get(1);
                        double n = Math.max(1, w.loadN());
                        rearUse = Math.max(rearUse, Math.hypot(w.longitudinalForceN() / (tyre.longitudinalFriction() * n),
                                w.lateralForceN() / (tyre.lateralFriction() * n)));
                    }
                    if (!Double.isNaN(shiftAt)) {
                        bar = Math.max(bar, Math.abs(Math.toDegrees(s.roadWheelAngleRad())));
                    }
                }
                System.out.printf("upright %.1f s, flip %b: 1-2 at %.2f s, rear at %.2f of its ellipse, bar within %.1f deg%n",
                        uprightS, flip, shiftAt, rearUse, bar);
                assertFalse(Double.isNaN(shiftAt), "shifted to second");
                assertTrue(rearUse < 0.9, "the rear at " + rearUse + " of its grip after the shift");
                assertTrue(bar < 6, "the bar swung to " + bar + " deg");
            }
        }
    }

    /**
     * W and a steer key from a stop: the start's clutch locks while the bike leans into the turn.
     * The automatic clutch's launch holds the engine at a speed that rises with the grip, 5000-7000
     * rpm at the pull the turn leaves, far above first gear's at 25-40 km/h; locked at once, it
     * dumped that spin onto the leaned rear (2370 N), the yaw rate swung from 35 to 97 deg/s and
     * back to -37 within 0.3 s, and the lean fell back by 9.6 deg. The left hand now lets the lever
     * in to the bite that passes the pull the rider aims for with the grip shut until the revs
     * meet the gear's, as after an upshift: through the lock the lean only grows.
     */
    @Test
    void aStartLeanedIntoATurnLocksItsClutchWithoutAJolt() {
        for (double key : new double[] {1, -1}) {
            KeyRide r = new KeyRide("cbr1000rr");
            VehicleSnapshot s = r.now();
            double[] lean = new double[8001];
            int n = 0;
            int lockedAt = -1;
            while (n < lean.length) {
                s = r.keys(true, false, key);
                lean[n] = Math.abs(Math.toDegrees(BikeTelemetry.of(s).leanRad()));
                if (lockedAt < 0 && s.speedMps() > 3 && !s.clutchSlipping()) {
                    lockedAt = n;
                }
                n++;
            }
            assertTrue(lockedAt > 0, "the clutch locked");
            int window = (int) Math.round(0.3 / KeyRide.DT);
            double most = 0;
            double fallBack = 0;
            for (int i = Math.max(0, lockedAt - window); i < Math.min(n, lockedAt + window); i++) {
                most = Math.max(most, lean[i]);
                fallBack = Math.max(fallBack, most - lean[i]);
            }
            System.out.printf("W and steer key %.0f from a stop: clutch locked at %.2f s,"
                    + " the lean fell back %.2f deg within 0.3 s of it%n", key, lockedAt * KeyRide.DT, fallBack);
            assertTrue(fallBack < 1, "the lean fell back " + fallBack + " deg at the clutch's lock");
        }
    }
}
