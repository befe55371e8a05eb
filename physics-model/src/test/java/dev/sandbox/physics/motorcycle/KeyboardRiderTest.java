package dev.sandbox.physics.motorcycle;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.assist.AssistSettings;
import dev.sandbox.physics.assist.DriverAids;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.GroundSample;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import org.junit.jupiter.api.Test;

/**
 * The keyboard rider over a crest at 110 km/h: the bike flies, lands with a steer key held and
 * the throttle changed mid-corner, and the lean settles on the wish without an oscillation that
 * grows; releasing the key brings it upright. The COUNTERSTEER flag lights while the lean is
 * built and not while it is held.
 */
class KeyboardRiderTest {

    /** A 2 m rounded crest across x at x = 1500 m (curvature 0.031 1/m at the top: flight above 64 km/h). */
    static final class Crest implements Ground {
        static final double X0 = 1500;
        static final double HALF = 8;

        @Override
        public GroundSample sample(double x, double z) {
            double u = x - X0;
            if (Math.abs(u) >= HALF * 2) {
                return GroundSample.of(0, Vec3.UNIT_Y, Surface.ASPHALT);
            }
            double s = u / (2 * HALF);
            double h = 2.0 * (1 - s * s) * (1 - s * s);
            double dh = 2.0 * 2 * (1 - s * s) * (-2 * s) / (2 * HALF);
            return GroundSample.of(h, new Vec3(-dh, 1, 0).normalizedOr(Vec3.UNIT_Y), Surface.ASPHALT);
        }
    }

    @Test
    void aSteerKeyOverACrestAt110SettlesWithoutAGrowingLeanOscillationAndReleasingStandsTheBikeUp() {
        for (double key : new double[] {1, -1}) {
            Rides r = new Rides(new Crest()).at(110);
            DriverAids aids = new DriverAids(r.bike, AssistSettings.all());
            VehicleSnapshot s = r.now();
            while (s.position().x() < Crest.X0 - 40) {
                s = r.hold(0);
            }
            double t0 = s.timeS();
            double landed = Double.NaN;
            double[] swing = new double[2];
            double prevRate = 0;
            int peaks = 0;
            boolean growing = false;
            double lastPeak = Double.MAX_VALUE;
            double peakTarget = Double.NaN;
            double settledErr = 0;
            double heldLean = 0;
            while (s.timeS() < t0 + 9 && !BikeTelemetry.of(s).crashed()) {
                double dx = s.position().x() - Crest.X0;
                double t = s.timeS() - t0;
                // the key goes down at the top of the crest, the throttle opens and shuts mid-corner
                double steer = dx > 0 && t < 6 ? key : 0;
                double throttle = dx > 30 && dx < 60 ? 1.0 : dx >= 60 && dx < 90 ? 0.0 : 0.3;
                VehicleInput raw = new VehicleInput(throttle, 0, steer, 0, 0, false, false, true);
                s = r.step(aids.apply(raw, s, Rides.DT).input());
                if (Double.isNaN(landed) && dx > 5 && !s.has(VehicleEvent.AIRBORNE)) {
                    landed = t;
                }
                double rate = BikeTelemetry.of(s).leanRad() - swing[0];
                swing[0] = BikeTelemetry.of(s).leanRad();
                // successive extremes of the lean error about the target after the landing
                double err = Math.abs(BikeTelemetry.of(s).leanRad() - BikeTelemetry.of(s).targetLeanRad());
                if (!Double.isNaN(landed) && t > landed + 1.0 && t < 6 && rate * prevRate < 0) {
                    // a step of the target (the throttle moves the wished lean) starts a new count:
                    // growth is measured about a steady target
                    double target = BikeTelemetry.of(s).targetLeanRad();
                    peaks = Math.abs(target - peakTarget) > Math.toRadians(0.2) ? 1 : peaks + 1;
                    growing |= peaks > 1 && err > lastPeak + Math.toRadians(0.5);
                    lastPeak = err;
                    peakTarget = target;
                }
                prevRate = rate == 0 ? prevRate : rate;
                if (t > 5 && t < 6) {
                    settledErr = Math.max(settledErr, err);
                    heldLean = BikeTelemetry.of(s).leanRad();
                }
            }
            assertTrue(Math.abs(Math.toDegrees(heldLean)) > 10, "the held key leans the bike: " + Math.toDegrees(heldLean));
            assertTrue(Math.toDegrees(settledErr) < 2, "settled on the wish 3 s after landing: error "
                    + Math.toDegrees(settledErr));
            assertFalse(BikeTelemetry.of(s).crashed(), "the rider stays up");
            assertFalse(growing, "no growing lean oscillation after the landing");
            assertTrue(Math.abs(Math.toDegrees(BikeTelemetry.of(s).leanRad())) < 2,
                    "upright 3 s after the key is released: lean " + Math.toDegrees(BikeTelemetry.of(s).leanRad()));
        }
    }

    @Test
    void counterSteerLightsWhileTheLeanIsBuiltAndNotInTheSteadyTurn() {
        Rides r = new Rides().at(100);
        boolean entry = false;
        VehicleSnapshot s = r.now();
        double t0 = s.timeS();
        while (s.timeS() < t0 + 0.4) {
            // half a key to the right: the bar first turns left (positive), against the turn
            s = r.hold(-0.5);
            entry |= BikeTelemetry.of(s).countersteering() && BikeTelemetry.of(s).handlebarRad() > 0;
        }
        assertTrue(entry, "the bar turned left to enter a right turn is a countersteer");
        while (s.timeS() < t0 + 6) {
            s = r.hold(-0.5);
        }
        // a steady right turn: bar held into the turn (to the right, negative), lean constant
        assertTrue(BikeTelemetry.of(s).leanRad() > Math.toRadians(10), "leaning right "
                + Math.toDegrees(BikeTelemetry.of(s).leanRad()));
        assertFalse(BikeTelemetry.of(s).countersteering(), "a bar held into a steady turn is not a countersteer (bar "
                + Math.toDegrees(BikeTelemetry.of(s).handlebarRad()) + " deg)");
    }
}
