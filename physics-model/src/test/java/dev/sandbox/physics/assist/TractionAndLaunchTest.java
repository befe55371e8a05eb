package dev.sandbox.physics.assist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.InclinedPlane;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import org.junit.jupiter.api.Test;

/**
 * A held throttle key from rest: traction control keeps the driven tyres near the slip of their
 * peak force, launch control feeds the clutch, and the automatic shifts on road speed.
 */
class TractionAndLaunchTest {

    /** W held, nothing else. */
    private static final VehicleInput W = VehicleInput.pedals(1, 0);
    /** The proving ground's 0-100 km/h of the Boxster S: 5.5 s [Palmer, Table 8-4], 5.53 s measured. */
    private static final double BOXSTER_0_100_S = 5.53;
    /** The proving ground's 0-100 km/h of the CBR1000RR (report JSON, accel.zeroTo100KmhS). */
    private static final double CBR_0_100_S = 2.8;

    /**
     * Result of a held throttle: time to 100 km/h, worst slip over peak after the first half second, upshifts seen while
     * spinning.
     */
    private record Launch(double t100, double worstSlipOverPeak, int upshiftsWhileSpinning, double speedAt5sKmh,
            double lowestRpmAfter1s) {
    }

    private static Launch hold(String id, Ground g, AssistSettings a, double seconds) {
        Drives d = new Drives(id, g, a);
        VehicleSnapshot s = d.vehicle.snapshot();
        double t100 = Double.NaN;
        double worst = 0;
        int spinningUpshifts = 0;
        double at5 = Double.NaN;
        double lowestRpm = Double.MAX_VALUE;
        while (s.timeS() < seconds) {
            int gear = s.gear();
            double slipBefore = d.driveSlipOverPeak(s);
            s = d.step(x -> W);
            if (s.timeS() > 0.5) {
                worst = Math.max(worst, d.driveSlipOverPeak(s));
            }
            if (System.getenv("TRACE") != null && Math.round(s.timeS() * 1000) % 100 == 0) {
                System.out.printf("%s %.1f %.0fkm/h g%d %.0frpm slip/peak %.2f thr %.2f cl %.2f %s%n", id, s.timeS(),
                        s.speedMps() * 3.6,
                        s.gear(), s.engineRpm(), d.driveSlipOverPeak(s), d.last.input().throttle(), d.last.input().clutch(),
                        d.last.intervening());
            }
            if (s.timeS() > 1.0 && s.gear() > 0) {
                lowestRpm = Math.min(lowestRpm, s.engineRpm());
            }
            if (s.gear() > gear && slipBefore > 1.0) {
                spinningUpshifts++;
            }
            if (Double.isNaN(t100) && s.speedMps() * 3.6 >= 100) {
                t100 = s.timeS();
            }
            if (Double.isNaN(at5) && s.timeS() >= 5.0) {
                at5 = s.speedMps() * 3.6;
            }
        }
        return new Launch(t100, worst, spinningUpshifts, at5, lowestRpm);
    }

    @Test
    void theBoxsterWithTheKeyboardAssistsReaches100WithinFifteenPercentOfTheProvingGround() {
        Launch l = hold("boxster-s", new FlatGround(), AssistSettings.all(), 8);
        assertEquals(BOXSTER_0_100_S, l.t100(), 0.15 * BOXSTER_0_100_S, "0-100 km/h " + l.t100());
        assertTrue(l.worstSlipOverPeak() < 2.5, "slip held near the peak: " + l.worstSlipOverPeak());
    }

    @Test
    void theRawBoxsterSpinsItsTyresAndIsSlowerButNeverUpshiftsOnTheSpin() {
        Launch raw = hold("boxster-s", new FlatGround(), AssistSettings.none().with(Assist.AUTO_GEARBOX, true), 8);
        Launch aided = hold("boxster-s", new FlatGround(), AssistSettings.all(), 8);
        assertTrue(raw.worstSlipOverPeak() > 10, "raw wheelspin, slip over peak " + raw.worstSlipOverPeak());
        assertTrue(raw.t100() > aided.t100() + 0.3, "raw " + raw.t100() + " s, aided " + aided.t100() + " s");
        assertEquals(0, raw.upshiftsWhileSpinning(), "the automatic reads road speed, not the spinning wheels");
    }

    @Test
    void theCbrWithTheKeyboardAssistsReaches100WithinThirtyPercentOfTheProvingGround() {
        Launch l = hold("cbr1000rr", new FlatGround(), AssistSettings.all(), 6);
        assertEquals(CBR_0_100_S, l.t100(), 0.30 * CBR_0_100_S, "0-100 km/h " + l.t100());
    }

    @Test
    void onTheSeventeenPercentHillTractionControlHoldsTheSlipAndTheCarClimbsWithoutBogging() {
        Ground hill = new InclinedPlane(0.17, 0, Surface.ASPHALT);
        Launch aided = hold("boxster-s", hill, AssistSettings.all(), 6);
        Launch raw = hold("boxster-s", hill, AssistSettings.none().with(Assist.AUTO_GEARBOX, true), 6);
        assertTrue(aided.worstSlipOverPeak() < 5, "slip over peak " + aided.worstSlipOverPeak()
                + " (raw " + raw.worstSlipOverPeak() + ")");
        assertTrue(raw.worstSlipOverPeak() > 10, "raw slip over peak " + raw.worstSlipOverPeak());
        assertTrue(aided.speedAt5sKmh() > 55, "speed after 5 s up the hill " + aided.speedAt5sKmh());
        assertTrue(aided.lowestRpmAfter1s() > 3000, "no bogging: lowest rpm " + aided.lowestRpmAfter1s());
        assertEquals(0, raw.upshiftsWhileSpinning());
    }

    @Test
    void onGrassTractionControlHoldsTheSlipNearThePeak() {
        Ground grass = new FlatGround(0, Surface.GRASS);
        Launch aided = hold("boxster-s", grass, AssistSettings.none().with(Assist.TRACTION_CONTROL, true)
                .with(Assist.LAUNCH_CONTROL, true).with(Assist.AUTO_GEARBOX, true), 6);
        Launch raw = hold("boxster-s", grass, AssistSettings.none().with(Assist.AUTO_GEARBOX, true), 6);
        assertTrue(aided.worstSlipOverPeak() < 5, "slip over peak " + aided.worstSlipOverPeak());
        assertTrue(raw.worstSlipOverPeak() > 10, "raw slip over peak " + raw.worstSlipOverPeak());
        assertTrue(aided.speedAt5sKmh() > raw.speedAt5sKmh(), aided.speedAt5sKmh() + " vs raw " + raw.speedAt5sKmh());
    }
}
