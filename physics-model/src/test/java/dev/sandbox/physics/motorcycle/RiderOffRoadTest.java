package dev.sandbox.physics.motorcycle;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import org.junit.jupiter.api.Test;

/** What a competent rider does where the tyres give little: in the air, and on grass under power. */
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
}
