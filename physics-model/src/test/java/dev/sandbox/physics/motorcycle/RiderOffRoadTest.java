package dev.sandbox.physics.motorcycle;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.GroundSample;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import org.junit.jupiter.api.Test;

/**
 * What a competent rider does where the tyres give little: in the air, on grass under power, and
 * turning slowly up a steep bank.
 */
class RiderOffRoadTest {

    /**
     * Over the 2 m crest at 110 km/h the bike flies (the crest's curvature asks more than g
     * above 64 km/h). The tyres give nothing to steer by in the air, so the rider lines the bar
     * up with the bike and lands it straight, and his arms never push more than a person's
     * ({@link Rider#MAX_BAR_TORQUE_NM}).
     */
    @Test
    void overACrestTheBarLandsStraightAndTheArmsStayHuman() {
        Rides r = new Rides(new KeyboardRiderTest.Crest()).at(110);
        VehicleSnapshot s = r.now();
        double maxTorque = 0;
        boolean flew = false;
        double barAtTouchdown = Double.NaN;
        boolean wasUp = false;
        while (s.position().x() < KeyboardRiderTest.Crest.X0 + 120 && s.timeS() < 200) {
            s = r.hold(0);
            BikeTelemetry b = BikeTelemetry.of(s);
            maxTorque = Math.max(maxTorque, Math.abs(b.barTorqueNm()));
            boolean up = b.frontLoadN() + b.rearLoadN() == 0;
            flew |= up;
            if (wasUp && !up && Double.isNaN(barAtTouchdown)) {
                barAtTouchdown = b.handlebarRad();
            }
            wasUp = up;
        }
        assertTrue(flew, "the crest throws the bike into the air");
        assertTrue(Math.abs(Math.toDegrees(barAtTouchdown)) < 1.0, "bar at touchdown " + Math.toDegrees(barAtTouchdown));
        assertTrue(maxTorque <= Rider.MAX_BAR_TORQUE_NM + 1e-9, "bar torque " + maxTorque);
        assertFalse(BikeTelemetry.of(s).crashed());
    }

    /**
     * Full throttle on grass (half the grip of asphalt) from 60 km/h: the rear would spin up
     * far past its peak and step out; the rider feels it and holds the grip part open so that
     * the rear works near its peak slip (a share of 0.7-1.2 of it on average), and stays up.
     * On dry asphalt the same throttle needs no such hand (the rear stays well below its peak).
     */
    @Test
    void onGrassUnderPowerTheRiderHoldsTheRearAtItsPeak() {
        double grass = meanRearSlipShareAtFullThrottle(Surface.GRASS);
        double asphalt = meanRearSlipShareAtFullThrottle(Surface.ASPHALT);
        assertTrue(grass > 0.7 && grass < 1.2, "grass: mean rear slip share " + grass);
        assertTrue(asphalt < 0.7, "asphalt: mean rear slip share " + asphalt);
    }

    private static double meanRearSlipShareAtFullThrottle(Surface surface) {
        Rides r = new Rides(new FlatGround(0, surface)).at(60);
        VehicleSnapshot s = r.now();
        double sum = 0;
        int n = 0;
        for (int i = 0; i < 3000; i++) {
            s = r.step(new VehicleInput(1, 0, 0, 0, 0, false, false, false));
            if (i >= 500) {
                sum += r.bike.rearWheel().combinedSlipShare();
                n++;
            }
            assertFalse(BikeTelemetry.of(s).crashed(), "still riding on " + surface + " at step " + i);
        }
        return sum / n;
    }

    /** Level asphalt up to {@link #X0}, then a grass bank rising along +x at a grade, eased in over {@link #EASE_M}. */
    record Bank(double grade) implements Ground {
        static final double X0 = 200;
        static final double EASE_M = 8;

        @Override
        public GroundSample sample(double x, double z) {
            double u = x - X0;
            if (u <= 0) {
                return GroundSample.of(0, Vec3.UNIT_Y, Surface.ASPHALT);
            }
            double slope = grade * Math.min(u, EASE_M) / EASE_M;
            double h = u < EASE_M ? grade * u * u / (2 * EASE_M) : grade * (u - EASE_M / 2);
            return GroundSample.of(h, new Vec3(-slope, 1, 0).normalizedOr(Vec3.UNIT_Y), Surface.GRASS);
        }
    }

    /**
     * Onto a grass bank at 25 km/h with the throttle shut and the steer input held to the right:
     * the bike slows at up to a third of g while the turn swings the slope from ahead of it to
     * across it within a second. The bars at the lock turn the path no tighter than v^2
     * tan(lock) / L, which falls with the square of the speed, and across a bank the bike must
     * lean uphill of the ground's normal to stand upright; slowing through 10-15 km/h the bars
     * could no longer catch what the slope and the turn threw downhill, and on the 25-45 % banks
     * below the bike fell in 5 runs of 6. Now the rider feels the
     * hillside in the world and reckons its lean at the heading he has at once, plans the lean no
     * faster than his hands can swing the bar for it, and, where the bars at the lock still
     * cannot catch the bike below 15 km/h, puts a foot out and stands it up. On level ground and
     * a 10 % grade the same inputs need no foot.
     */
    @Test
    void turningSlowlyUpASteepBankTheRiderPutsAFootOutWhereTheBarsCannotCatchTheBike() {
        int dabs = 0;
        for (double grade : new double[] {0, 0.1, 0.25, 0.35, 0.45}) {
            for (double steer : new double[] {-0.6, -1.0}) {
                Rides r = new Rides(new Bank(grade)).at(25);
                VehicleSnapshot s = r.now();
                while (s.position().x() < Bank.X0) {
                    s = r.hold(0);
                }
                double end = s.timeS() + 8;
                boolean footWasDown = false;
                boolean dabbed = false;
                while (s.timeS() < end) {
                    s = r.step(new VehicleInput(0, 0, steer, 0, 0, false, false, false));
                    BikeTelemetry b = BikeTelemetry.of(s);
                    assertFalse(b.crashed(), "fell on the " + grade * 100 + " % bank, input " + steer + ", at "
                            + s.speedMps() * 3.6 + " km/h");
                    dabbed |= b.footDown() && !footWasDown && s.speedMps() > Rider.FOOT_DOWN_BELOW_MPS;
                    footWasDown = b.footDown();
                }
                if (grade <= 0.1) {
                    assertFalse(dabbed, "no foot needed on a " + grade * 100 + " % grade, input " + steer);
                }
                dabs += dabbed ? 1 : 0;
            }
        }
        assertTrue(dabs >= 3, "a foot went out on the steep banks " + dabs + " times");
    }
}
