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

    @ParameterizedTest(name = "{0} at {1} rpm: the firing frequency {2} Hz is among the note's strongest lines")
    @CsvSource({"boxster-s, 3000, 150", "boxster-s, 6000, 300", "cbr1000rr, 6000, 200", "cbr1000rr, 10000, 333.3"})
    void theFiringFrequencyIsAmongTheStrongestLines(String id, double rpm, double firingHz) throws Exception {
        Wav.Clip clip = render(id, rpm, 1.0, 1.5);
        Spectrum s = new Spectrum(clip.samples(), clip.sampleRate() / 4, 32768, clip.sampleRate());
        double below = firingBelowStrongestDb(s, firingHz);
        System.out.printf("%s at %.0f rpm: the firing frequency %.1f Hz stands %.1f dB below the strongest line under 1 kHz%n",
                id, rpm, firingHz, below);
        assertTrue(below < 12, "within 12 dB of the strongest line");
    }

    @Test
    void theFiringFrequencyStandsOutAcrossTheWholeRevRangeAtFullAndPartThrottle() throws Exception {
        // the pipes' resonances decide which order is strongest at a given speed: a tail pipe
        // radiates a low fundamental poorly, and a quarter-wave resonance of a primary or of the
        // banks' or pairs' unequal paths (Q about 3, up to 10 dB) lifts the orders near it; the
        // firing frequency stays within 12 dB of the strongest line below 1 kHz
        for (String id : new String[] {"boxster-s", "cbr1000rr"}) {
            var engine = dev.sandbox.physics.spec.VehicleSpecs.load(id).engine();
            for (double rpm = 1500; rpm < engine.redlineRpm() - 100; rpm += 500) {
                for (double throttle : new double[] {1.0, 0.3}) {
                    Wav.Clip clip = render(id, rpm, throttle, 0.8);
                    Spectrum s = new Spectrum(clip.samples(), 2048, 32768, clip.sampleRate());
                    double below = firingBelowStrongestDb(s, engine.firingFrequencyHz(rpm));
                    assertTrue(below < 12, id + " at " + rpm + " rpm, throttle " + throttle + ": " + below + " dB");
                }
            }
        }
    }

    /** @return how far the firing frequency's line lies below the strongest line under 1 kHz (in dB) */
    private static double firingBelowStrongestDb(Spectrum s, double firingHz) {
        return 20 * Math.log10(s.magnitudeNear(s.peakHz(20, 1000)) / s.magnitudeAt(firingHz));
    }

    @Test
    void loudnessRisesWithThrottle() throws Exception {
        // at 2500 rpm, below the speed from which a shut throttle pops on overrun
        double last = 0;
        for (double throttle : new double[] {0.0, 0.3, 0.6, 1.0}) {
            Wav.Clip clip = render("boxster-s", 2500, throttle, 1.0);
            double rms = Spectrum.rms(clip.samples(), 0, clip.samples().length);
            System.out.printf("boxster-s at 2500 rpm, throttle %.1f: RMS %.4f (%.1f dBFS)%n", throttle, rms,
                    20 * Math.log10(rms));
            assertTrue(rms > last * 1.15, "louder at throttle " + throttle + ": " + rms + " after " + last);
            last = rms;
        }
    }

    @Test
    void limiterCutIsHeardAsDips() throws Exception {
        // at the redline with the throttle open the model's limiter cuts the fuel, the engine
        // slows through the limiter's hysteresis and fires again: the cut firings leave the
        // note quieter and dipping, while the pipes ring on through each short cut
        for (String id : new String[] {"boxster-s", "cbr1000rr"}) {
            Wav.Clip limited = render(id, id.equals("boxster-s") ? 7200 : 11650, 1.0, 1.0);
            Wav.Clip free = render(id, id.equals("boxster-s") ? 6000 : 9000, 1.0, 1.0);
            double limitedRms = Spectrum.rms(limited.samples(), 0, limited.samples().length);
            double freeRms = Spectrum.rms(free.samples(), 0, free.samples().length);
            System.out.printf("%s: %.3f of 5 ms windows below half the typical level on the limiter, %.3f below it;"
                    + " RMS %.3f vs %.3f%n", id, dips(limited), dips(free), limitedRms, freeRms);
            assertTrue(limitedRms < 0.75 * freeRms, id + " on the limiter is quieter: " + limitedRms + " vs " + freeRms);
            assertTrue(dips(limited) > dips(free), id + " on the limiter dips more often");
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

    /** The share of 5 ms windows whose loudness falls below half the note's typical level. */
    private static double dips(Wav.Clip clip) {
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
        int low = 0;
        for (double l : level) {
            if (l < 0.5 * typical) {
                low++;
            }
        }
        return low / (double) windows;
    }
}
