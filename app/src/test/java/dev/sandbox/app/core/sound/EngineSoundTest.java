package dev.sandbox.app.core.sound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.core.cli.EngineSoundCommand;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The offline engine note ({@code --engine-sound}) measured from the WAV file it writes. A
 * four-stroke fires every cylinder once per two revolutions, so the note's fundamental is the
 * firing frequency rpm/60 &times; cylinders/2: the Boxster's flat-six fires three times per
 * revolution, the CBR's inline four twice.
 */
class EngineSoundTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} at {1} rpm: strongest component below 1 kHz is {2} Hz")
    @CsvSource({"boxster-s, 3000, 150", "boxster-s, 6000, 300", "cbr1000rr, 6000, 200", "cbr1000rr, 10000, 333.3"})
    void strongestComponentBelowOneKilohertzIsTheFiringFrequency(String id, double rpm, double firingHz)
            throws Exception {
        Wav.Clip clip = render(id, rpm, 1.0, 1.5);
        Spectrum s = new Spectrum(clip.samples(), clip.sampleRate() / 4, 32768, clip.sampleRate());
        double peak = s.peakHz(20, 1000);
        System.out.printf("%s at %.0f rpm: strongest component below 1 kHz %.1f Hz (firing %.1f Hz)%n",
                id, rpm, peak, firingHz);
        assertEquals(firingHz, peak, 0.05 * firingHz, "within 5 % of the firing frequency");
    }

    @Test
    void theFiringFrequencyLeadsAcrossTheWholeRevRangeAtFullAndPartThrottle() throws Exception {
        for (String id : new String[] {"boxster-s", "cbr1000rr"}) {
            var engine = dev.sandbox.physics.spec.VehicleSpecs.load(id).engine();
            for (double rpm = 1500; rpm < engine.redlineRpm() - 100; rpm += 500) {
                for (double throttle : new double[] {1.0, 0.3}) {
                    Wav.Clip clip = render(id, rpm, throttle, 0.8);
                    double peak = new Spectrum(clip.samples(), 2048, 32768, clip.sampleRate()).peakHz(20, 1000);
                    double firing = engine.firingFrequencyHz(rpm);
                    assertEquals(firing, peak, 0.05 * firing, id + " at " + rpm + " rpm, throttle " + throttle);
                }
            }
        }
    }

    @Test
    void loudnessRisesWithThrottle() throws Exception {
        double last = 0;
        for (double throttle : new double[] {0.0, 0.3, 0.6, 1.0}) {
            Wav.Clip clip = render("boxster-s", 4000, throttle, 1.0);
            double rms = Spectrum.rms(clip.samples(), 0, clip.samples().length);
            System.out.printf("boxster-s at 4000 rpm, throttle %.1f: RMS %.4f (%.1f dBFS)%n", throttle, rms,
                    20 * Math.log10(rms));
            assertTrue(rms > last * 1.15, "louder at throttle " + throttle + ": " + rms + " after " + last);
            last = rms;
        }
    }

    @Test
    void limiterCutIsHeardAsGaps() throws Exception {
        // at the redline with the throttle open the model's limiter cuts the fuel, the engine
        // slows through the limiter's hysteresis and fires again: the note stutters
        for (String id : new String[] {"boxster-s", "cbr1000rr"}) {
            int limited = gaps(render(id, id.equals("boxster-s") ? 7200 : 11650, 1.0, 1.0));
            int free = gaps(render(id, id.equals("boxster-s") ? 6000 : 9000, 1.0, 1.0));
            System.out.printf("%s: %d gaps per second on the limiter, %d below it%n", id, limited, free);
            assertTrue(limited >= 5, id + " on the limiter stutters: " + limited + " gaps in 1 s");
            assertEquals(0, free, id + " below the redline runs without gaps");
        }
    }

    @Test
    void badValuesAreRefusedWithOneLine() {
        String out = dir.resolve("x.wav").toString();
        assertThrows(IllegalArgumentException.class, () -> EngineSoundCommand.parse(
                new String[] {"--engine-sound", "vespa", "--rpm", "3000", "--throttle", "1", "--seconds", "1", "--out", out}));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EngineSoundCommand.parse(
                new String[] {"--engine-sound", "boxster-s", "--rpm", "fast", "--throttle", "1", "--seconds", "1",
                    "--out", out}));
        assertEquals("--rpm wants an engine speed (rpm) between 1 and 30000, not 'fast'", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> EngineSoundCommand.parse(
                new String[] {"--engine-sound", "boxster-s", "--rpm", "3000", "--throttle", "1.5", "--seconds", "1",
                    "--out", out}));
        e = assertThrows(IllegalArgumentException.class, () -> EngineSoundCommand.parse(
                new String[] {"--engine-sound", "boxster-s", "--rpm", "3000", "--throttle", "1", "--seconds", "1",
                    "--out", dir.toString()}));
        assertEquals("--out " + dir + ": is a folder, not a file.", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> EngineSoundCommand.parse(
                new String[] {"--engine-sound", "boxster-s", "--rpm", "3000"}));
    }

    /** Runs the command as the command line would and reads its WAV back. */
    private Wav.Clip render(String id, double rpm, double throttle, double seconds) throws Exception {
        Path out = dir.resolve(id + "-" + rpm + "-" + throttle + ".wav");
        EngineSoundCommand.parse(new String[] {"--engine-sound", id, "--rpm", String.valueOf(rpm), "--throttle",
            String.valueOf(throttle), "--seconds", String.valueOf(seconds), "--out", out.toString()}).run();
        assertTrue(Files.size(out) > 44);
        return Wav.read(out);
    }

    /** Counts stretches of 10 ms or more whose 5 ms loudness falls below a fifth of the note's typical level. */
    private static int gaps(Wav.Clip clip) {
        int window = clip.sampleRate() / 200;
        float[] s = clip.samples();
        int windows = s.length / window;
        double[] level = new double[windows];
        for (int w = 0; w < windows; w++) {
            level[w] = Spectrum.rms(s, w * window, (w + 1) * window);
        }
        double[] sorted = level.clone();
        java.util.Arrays.sort(sorted);
        double typical = sorted[(int) (0.9 * windows)];
        int gaps = 0;
        int quiet = 0;
        for (double l : level) {
            if (l < 0.2 * typical) {
                quiet++;
            } else {
                if (quiet >= 2) {
                    gaps++;
                }
                quiet = 0;
            }
        }
        return gaps;
    }
}
