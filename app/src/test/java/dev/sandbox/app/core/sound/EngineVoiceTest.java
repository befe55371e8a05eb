package dev.sandbox.app.core.sound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.spec.EngineSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/**
 * The engine voice measured from its samples, without a device: its lines lie on the engine's
 * orders and nowhere else, the half orders carry the firings' variation, the flat-six and the
 * inline four differ at the same firing frequency, the overrun pops only where a shut throttle
 * meets high revs, and no input makes it clip or fail.
 */
class EngineVoiceTest {

    @Test
    void everyLineInTheSpectrumIsAnEngineOrder() {
        // a periodic source at the cycle frequency rpm/120 has lines only at its multiples; a
        // line elsewhere would be a tone that follows neither rpm nor load. A line is a bin
        // 15 dB above the median of the 100 bins around it (noise rarely stands that high);
        // it must lie within 2 bins (1.3 Hz) of an order
        for (String id : new String[] {"boxster-s", "cbr1000rr"}) {
            for (double rpm : new double[] {2500, 3100, 5200}) {
                for (double throttle : new double[] {1, 0.2}) {
                    EngineOrders o = new EngineOrders(id, rpm, throttle);
                    double cycleHz = rpm / 120;
                    for (double line : o.spectrum.linesHz(40, 5000, 15)) {
                        double order = line / cycleHz;
                        assertEquals(Math.round(order), order, 2 * o.spectrum.binHz() / cycleHz,
                                id + " at " + rpm + " rpm, throttle " + throttle + ": a line at " + line + " Hz");
                    }
                }
            }
        }
    }

    @Test
    void theFiringHarmonicsRiseFromTheFloorAndTheHalfOrdersSitTenToTwentyDecibelsBelow() {
        // the firing frequency and its harmonics 2-4 stand out (each within 25 dB of the
        // fundamental); the strongest half order, averaged over the rev range at full load,
        // lies 10-20 dB below the firing order: cylinder-to-cylinder spread and the paths'
        // differences put energy there, as in a real engine's order analysis
        for (String id : new String[] {"boxster-s", "cbr1000rr"}) {
            double sum = 0;
            double[] speeds = {3000, 4000, 4500, 6000};
            for (double rpm : speeds) {
                EngineOrders o = new EngineOrders(id, rpm, 1);
                for (int h = 2; h <= 4; h++) {
                    assertTrue(o.harmonicDb(h) > -25, id + " at " + rpm + " rpm: harmonic " + h + " " + o.harmonicDb(h));
                }
                sum += o.strongestHalfOrderDb();
            }
            double mean = sum / speeds.length;
            System.out.printf("%s: strongest half order %.1f dB below the firing order (mean over the rev range)%n", id, -mean);
            assertTrue(mean <= -10 && mean >= -20, id + ": half orders " + mean + " dB");
        }
    }

    @Test
    void theInlineFourIsBrighterAndSharperThanTheFlatSixAtTheSameFiringFrequency() {
        // 300 Hz: the Boxster at 6000 rpm, the CBR at 9000; the CBR's smaller cylinders blow
        // down faster and its bare engine's structure is heard, the Boxster's big silencer
        // takes the highs: the CBR's centroid lies at least 20 % higher and its second firing
        // harmonic at least 3 dB stronger against the first
        EngineOrders boxer = new EngineOrders("boxster-s", 6000, 1);
        EngineOrders four = new EngineOrders("cbr1000rr", 9000, 1);
        assertEquals(boxer.firingHz(), four.firingHz(), 1e-9);
        System.out.printf("300 Hz: centroid %.0f / %.0f Hz, H2/H1 %.1f / %.1f dB (boxster / cbr)%n", boxer.centroidHz(),
                four.centroidHz(), boxer.harmonicDb(2), four.harmonicDb(2));
        assertTrue(four.centroidHz() > 1.2 * boxer.centroidHz(), "centroid " + four.centroidHz() + " vs " + boxer.centroidHz());
        assertTrue(four.harmonicDb(2) > boxer.harmonicDb(2) + 3, "H2/H1 " + four.harmonicDb(2) + " vs " + boxer.harmonicDb(2));
    }

    @Test
    void overrunPopsOnlyWithAShutThrottleAtHighRevs() {
        EngineSpec engine = VehicleSpecs.load("cbr1000rr").engine();
        double high = 0.9 * engine.redlineRpm();
        double low = 0.3 * engine.redlineRpm();
        assertTrue(afterfires(engine, high, 0) > 5, "shut throttle, high revs: pops");
        assertEquals(0, afterfires(engine, high, 1), "open throttle: none");
        assertEquals(0, afterfires(engine, high, 0.2), "part throttle: none");
        assertEquals(0, afterfires(engine, low, 0), "shut throttle at low revs: none");
    }

    @Test
    void theSoundStaysBoundedAndFiniteAtEveryRpmAndLoad() {
        for (String id : new String[] {"boxster-s", "cbr1000rr"}) {
            EngineSpec engine = VehicleSpecs.load(id).engine();
            EngineVoice voice = new EngineVoice(engine, 3);
            float[] out = new float[EngineVoice.SAMPLE_RATE / 20];
            for (double rpm = 0; rpm <= 1.2 * engine.damageRpm(); rpm += engine.damageRpm() / 8) {
                for (double throttle : new double[] {0, 0.5, 1}) {
                    for (double cut : new double[] {0, 1}) {
                        for (boolean blown : new boolean[] {false, true}) {
                            voice.render(out, 0, out.length, rpm, throttle, cut, blown);
                            for (float f : out) {
                                assertTrue(Float.isFinite(f) && Math.abs(f) <= 1, id + " at " + rpm + " rpm: " + f);
                            }
                        }
                    }
                }
            }
            voice.render(out, 0, out.length, Double.NaN, Double.POSITIVE_INFINITY, Double.NaN, false);
            for (float f : out) {
                assertTrue(Float.isFinite(f) && Math.abs(f) <= 1, id + " with bad inputs: " + f);
            }
        }
    }

    private static int afterfires(EngineSpec engine, double rpm, double throttle) {
        EngineVoice voice = new EngineVoice(engine, 5);
        float[] out = new float[2 * EngineVoice.SAMPLE_RATE];
        voice.render(out, 0, out.length, rpm, throttle, 0, false);
        return voice.afterfires();
    }
}
