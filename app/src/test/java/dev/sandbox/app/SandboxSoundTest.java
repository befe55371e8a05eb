package dev.sandbox.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.core.sound.Spectrum;
import dev.sandbox.app.core.sound.Wav;
import dev.sandbox.app.feature.audio.SoundState;
import dev.sandbox.app.testing.WindowDisplay;
import dev.sandbox.app.testing.WindowTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sandbox's live sound, heard through OpenAL Soft's wave writer: with {@code ALSOFT_CONF}
 * naming a config of {@code drivers = wave} and {@code [wave] file = PATH}, OpenAL plays into a
 * WAV file instead of a sound card. The autopilot drives the Boxster away while {@code --record}
 * writes the telemetry; the recorded note's pitch must follow the engine's firing frequency
 * rpm/60 &times; 3 through the gears, and once the keyboard switches to the trackside camera the
 * pitch is shifted up as the car approaches and down as it goes away (Doppler). And without any device the sandbox starts, drives
 * and says once that it is silent. Runs on the window tests' display (@WindowTest).
 */
@WindowTest
class SandboxSoundTest {

    @TempDir
    Path dir;

    @Test
    @Timeout(150)
    void theRecordedEngineNoteFollowsTheEngineSpeedAndTheTracksideCameraHearsTheDopplerShift() throws Exception {
        Path wav = dir.resolve("openal.wav");
        Path conf = dir.resolve("alsoft.conf");
        Files.writeString(conf, "drivers = wave\n[wave]\nfile = " + wav.toAbsolutePath() + "\n");
        Path csv = dir.resolve("telemetry.csv");
        Path trace = dir.resolve("trace.csv");
        // after 12 simulated seconds of driving the keyboard switches to the trackside camera
        // (C three times: chase, cockpit, orbit, trackside), if xdotool is there to press keys
        Thread presser = new Thread(() -> pressWhenDriven(csv.resolveSibling(csv.getFileName() + ".part"), 12.0));
        presser.setDaemon(true);
        presser.start();
        String log = run(Map.of("ALSOFT_CONF", conf.toString()), List.of("-D" + SoundState.TRACE_PROPERTY + "=" + trace),
                "--vehicle", "boxster-s", "--autopilot", "--record", csv.toString(), "--exit-after", "34",
                "--size", "640x360");
        assertTrue(!log.contains("running without sound"), "the wave device opened; output:\n" + log);

        Wav.Clip clip = Wav.read(wav);
        float[] s = clip.samples();
        int rate = clip.sampleRate();
        int window = 8192;
        int hop = rate / 10;
        List<double[]> track = new ArrayList<>(); // wav time (s), rms, pitch (Hz), window start (sample)
        for (int at = 0; at + window < s.length; at += hop) {
            double rms = rms(s, at, at + window);
            track.add(new double[] {(at + window / 2.0) / rate, rms, peakHz(s, at, window, rate, 40, 600), at});
        }
        double onset = track.stream().filter(w -> w[1] > 0.003).mapToDouble(w -> w[0]).findFirst().orElse(-1);
        assertTrue(onset > 0, "the recording holds sound (loudest window "
                + track.stream().mapToDouble(w -> w[1]).max().orElse(0) + ")");

        double[][] traced = readColumns(trace, "wall [s]", "simulated [s]", "approach speed [m/s]");
        double[][] rpm = toWallClock(readColumns(csv, "time [s]", "engine speed [rpm]"), traced);
        // the telemetry's simulated clock is put on the wall clock through the sound state's
        // trace (the simulation falls behind when frames are slow); the recording starts with
        // the audio device, a little before the trace: find the one offset that best lines the
        // two up, then compare window by window. The expected pitch is the firing frequency
        // rpm/60 x 3, shifted by c / (c - v) while the trackside camera hears the car approach
        // at v (c = 343.3 m/s, OpenAL's speed of sound).
        double bestLag = 0;
        double bestError = Double.MAX_VALUE;
        for (double lag = -1; lag <= 3; lag += 0.02) {
            double err = medianLogError(track, rpm, traced, lag, onset);
            if (err < bestError) {
                bestError = err;
                bestLag = lag;
            }
        }
        int compared = 0;
        int within = 0;
        double lowRpmPitch = 0;
        double highRpmPitch = 0;
        double lowRpm = Double.MAX_VALUE;
        double highRpm = 0;
        List<double[]> heard = new ArrayList<>();
        List<Double> approaching = new ArrayList<>();
        List<Double> receding = new ArrayList<>();
        for (double[] w : track) {
            double t = w[0] - bestLag;
            double firing = firingHz(rpm, t);
            if (w[0] < onset + 0.3 || Double.isNaN(firing) || firing < 45) {
                continue;
            }
            double v = approach(traced, t);
            double expected = firing * 343.3 / (343.3 - v);
            compared++;
            if (Math.abs(w[2] / expected - 1) < 0.06) {
                within++;
            }
            // the Doppler shift of the fundamental itself: its line looked for within 15 % of the
            // firing frequency (the shift at 30 m/s is under 10 %), so a harmonic the pipes lift
            // above it cannot stand in for it
            if (Math.abs(v) > 15) {
                double line = new Spectrum(s, (int) w[3], window, rate).peakHz(0.85 * firing, 1.15 * firing);
                (v > 0 ? approaching : receding).add(line / firing);
            }
            if (v == 0) {
                heard.add(new double[] {firing * 20, w[2]});
            }
        }
        // the lowest and the highest third of the engine speeds heard: medians of rpm and pitch,
        // so one window where the detector locks onto a harmonic does not decide
        heard.sort(java.util.Comparator.comparingDouble(h -> h[0]));
        int third = Math.max(1, heard.size() / 3);
        List<double[]> low = heard.subList(0, third);
        List<double[]> high = heard.subList(heard.size() - third, heard.size());
        lowRpm = median(low.stream().map(h -> h[0]).toList());
        lowRpmPitch = median(low.stream().map(h -> h[1]).toList());
        highRpm = median(high.stream().map(h -> h[0]).toList());
        highRpmPitch = median(high.stream().map(h -> h[1]).toList());
        System.out.printf("live sound: onset %.2f s into the recording, telemetry offset %.2f s, %d of %d windows "
                + "within 6 %% of the expected pitch; %.0f rpm -> %.0f Hz, %.0f rpm -> %.0f Hz; trackside: pitch/firing "
                + "%.3f approaching (%d windows), %.3f receding (%d)%n",
                onset, bestLag, within, compared, lowRpm, lowRpmPitch, highRpm, highRpmPitch,
                median(approaching), approaching.size(), median(receding), receding.size());
        assertTrue(compared >= 30, "enough of the drive was heard: " + compared + " windows");
        // half the windows: the rest fall in gear changes, the limiter's cuts and overrun pops,
        // where the pipes ring on at other orders, and the share moves with the machine's load
        // (58 to 74 % over eight runs on a 2-core machine, the 1 km world's and the 2 km world's
        // alike); the medians below pin the pitch to the rpm
        assertTrue(within >= 0.5 * compared, "the note's pitch is the firing frequency: " + within + " of " + compared);
        assertTrue(highRpm > 1.5 * lowRpm, "the autopilot used the rev range: " + lowRpm + " -> " + highRpm);
        assertEquals(highRpm / lowRpm, highRpmPitch / lowRpmPitch, 0.1 * highRpm / lowRpm,
                "the pitch rises with the engine speed");
        if (xdotool()) {
            assertTrue(approaching.size() >= 5 && receding.size() >= 5, "the car passed the trackside camera");
            // at 25-30 m/s: c/(c - v) = 1.08-1.10 approaching, c/(c + v) = 0.92-0.93 receding
            assertTrue(median(approaching) > 1.04, "higher while the car approaches: " + median(approaching));
            assertTrue(median(receding) < 0.97, "lower as it goes away: " + median(receding));
        } else {
            System.out.println("live sound: no xdotool, the trackside camera's Doppler shift was not checked");
        }
    }

    /** Presses C three times once the recording reaches the given simulated time. */
    private static void pressWhenDriven(Path part, double simulatedS) {
        if (!xdotool()) {
            return;
        }
        try {
            for (int i = 0; i < 1200 && simulatedTime(part) < simulatedS; i++) {
                Thread.sleep(100);
            }
            xdo("mousemove", "320", "180");
            for (int k = 0; k < 3; k++) {
                xdo("keydown", "c");
                Thread.sleep(150);
                xdo("keyup", "c");
                Thread.sleep(500);
            }
        } catch (IOException | InterruptedException e) {
            // no presses: the Doppler assertions then fail with their own message
        }
    }

    /** @return the simulated time of the last complete row of a recording being written, or 0 */
    private static double simulatedTime(Path part) {
        try {
            List<String> lines = Files.readAllLines(part);
            String row = lines.get(lines.size() - 2); // the last may be half written
            return Double.parseDouble(row.substring(0, row.indexOf(',')));
        } catch (IOException | RuntimeException e) {
            return 0; // not there yet, or only the header
        }
    }

    private static boolean xdotool() {
        try {
            return WindowDisplay.environment(new ProcessBuilder("xdotool", "version")).redirectErrorStream(true).start()
                    .waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    private static void xdo(String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("xdotool"));
        cmd.addAll(Arrays.asList(args));
        WindowDisplay.environment(new ProcessBuilder(cmd)).redirectErrorStream(true).start().waitFor(5, TimeUnit.SECONDS);
    }

    private static double median(List<Double> values) {
        if (values.isEmpty()) {
            return Double.NaN;
        }
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(null);
        return sorted.get(sorted.size() / 2);
    }

    /** The approach speed the trace gives nearest a wall time (in m/s). */
    private static double approach(double[][] traced, double wallS) {
        double best = Double.MAX_VALUE;
        double v = 0;
        for (double[] row : traced) {
            double d = Math.abs(row[0] - wallS);
            if (d < best) {
                best = d;
                v = row[2];
            }
        }
        return v;
    }

    @Test
    @Timeout(60)
    void withoutAnAudioDeviceTheSandboxRunsSilentAndSaysSoOnce() throws Exception {
        // the wave backend without a file to write is a device that cannot open
        Path conf = dir.resolve("none.conf");
        Files.writeString(conf, "drivers = wave\n");
        String log = run(Map.of("ALSOFT_CONF", conf.toString()), List.of(), "--vehicle", "cbr1000rr", "--autopilot",
                "--exit-after", "3", "--size", "320x240");
        long said = log.lines().filter(l -> l.contains("no audio device found; running without sound")).count();
        assertEquals(1, said, "said once; output:\n" + log);
    }

    /** Runs the sandbox in its own JVM and returns its output; it must exit 0. */
    private String run(Map<String, String> env, List<String> jvm, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        cmd.addAll(jvm);
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
        cmd.addAll(Arrays.asList(args));
        ProcessBuilder pb = WindowDisplay.environment(new ProcessBuilder(cmd)).redirectErrorStream(true);
        pb.environment().putAll(env);
        pb.environment().put("DRIVING_SANDBOX_HOME", dir.resolve("home").toString());
        Process p = pb.start();
        String log = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the sandbox exits after --exit-after");
        assertEquals(0, p.exitValue(), "exit status; output:\n" + log);
        return log;
    }

    /** Telemetry rows (simulated time, rpm) moved to (wall time, rpm) by interpolating the trace. */
    private static double[][] toWallClock(double[][] telemetry, double[][] trace) {
        double[][] out = new double[telemetry.length][];
        int j = 0;
        for (int i = 0; i < telemetry.length; i++) {
            double sim = telemetry[i][0];
            while (j + 2 < trace.length && trace[j + 1][1] < sim) {
                j++;
            }
            double[] a = trace[j];
            double[] b = trace[Math.min(j + 1, trace.length - 1)];
            double f = b[1] > a[1] ? (sim - a[1]) / (b[1] - a[1]) : 0;
            out[i] = new double[] {a[0] + f * (b[0] - a[0]), telemetry[i][1]};
        }
        return out;
    }

    /** Columns of a CSV file, by name. */
    private static double[][] readColumns(Path csv, String... names) throws IOException {
        List<String> lines = Files.readAllLines(csv);
        List<String> head = Arrays.asList(lines.get(0).split(","));
        int[] idx = Arrays.stream(names).mapToInt(head::indexOf).toArray();
        double[][] out = new double[lines.size() - 1][];
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split(",");
            out[i - 1] = new double[idx.length];
            for (int c = 0; c < idx.length; c++) {
                out[i - 1][c] = Double.parseDouble(f[idx[c]]);
            }
        }
        return out;
    }

    /** The flat-six's mean firing frequency over 0.17 s around a telemetry time, NaN outside the recording. */
    private static double firingHz(double[][] rpm, double t) {
        double sum = 0;
        int n = 0;
        for (double[] row : rpm) {
            if (Math.abs(row[0] - t) < 0.085) {
                sum += row[1];
                n++;
            }
        }
        return n == 0 ? Double.NaN : sum / n / 60.0 * 3.0;
    }

    private static double medianLogError(List<double[]> track, double[][] rpm, double[][] traced, double lag,
            double onset) {
        List<Double> errors = new ArrayList<>();
        for (double[] w : track) {
            double f = firingHz(rpm, w[0] - lag);
            if (w[0] > onset + 0.3 && !Double.isNaN(f) && f > 45) {
                double v = approach(traced, w[0] - lag);
                errors.add(Math.abs(Math.log(w[2] / (f * 343.3 / (343.3 - v)))));
            }
        }
        if (errors.size() < 20) {
            return Double.MAX_VALUE;
        }
        errors.sort(null);
        return errors.get(errors.size() / 2);
    }

    private static double rms(float[] s, int from, int to) {
        return Spectrum.rms(s, from, to);
    }

    /** The note's pitch: the lowest line within 8 dB of the strongest (see {@link Spectrum#lowestStrongLineHz}). */
    private static double peakHz(float[] s, int at, int n, int rate, double lowHz, double highHz) {
        return new Spectrum(s, at, n, rate).lowestStrongLineHz(lowHz, highHz, 8);
    }
}
