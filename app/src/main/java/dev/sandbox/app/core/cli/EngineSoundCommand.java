package dev.sandbox.app.core.cli;

import dev.sandbox.app.core.sound.Combustion;
import dev.sandbox.app.core.sound.EngineVoice;
import dev.sandbox.app.core.sound.Wav;
import dev.sandbox.physics.io.OutputPaths;
import dev.sandbox.physics.powertrain.Engine;
import dev.sandbox.physics.spec.EngineSpec;
import dev.sandbox.physics.spec.SpecException;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.io.IOException;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code --engine-sound ID --rpm R --throttle T --seconds S --out FILE.wav}: renders a
 * vehicle's engine note offline through {@link EngineVoice}, the synthesis that makes the
 * sandbox's live engine loops. Below the redline the engine is held at R as on a dyno with
 * the throttle at T. At or above the redline it revs freely in neutral through the model's
 * own {@link Engine}: its rev limiter cuts the fuel, the speed falls through the limiter's
 * hysteresis, the firings return, and the cut shows in the sound as gaps. Past the damage
 * speed the engine is blown.
 *
 * @param vehicle the vehicle whose engine is rendered
 * @param rpm engine speed (in rpm)
 * @param throttle throttle (0..1)
 * @param seconds length (in seconds)
 * @param out the WAV file to write (16-bit PCM mono, 44.1 kHz)
 */
public record EngineSoundCommand(VehicleSpec vehicle, double rpm, double throttle, double seconds, Path out) {

    /** Model step of the free-revving engine (in seconds): the simulation's own 1 kHz. */
    private static final double STEP_S = 0.001;

    /**
     * @param args the command line
     * @return true when it asks for an offline engine sound
     */
    public static boolean wanted(String[] args) {
        for (String a : args) {
            if (a.equals("--engine-sound")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Parses the command line.
     *
     * @param args the arguments
     * @return the command
     * @throws IllegalArgumentException with one line naming the bad value
     */
    public static EngineSoundCommand parse(String[] args) {
        Line line = new Line();
        CommandLines.parse(line, WORDING, args);
        if (line.rpm == null || line.throttle == null || line.seconds == null || line.out == null) {
            throw new IllegalArgumentException("--engine-sound needs --rpm R --throttle T --seconds S --out FILE.wav");
        }
        VehicleSpec spec;
        try {
            spec = VehicleSpecs.load(line.id);
        } catch (SpecException e) {
            throw new IllegalArgumentException("--engine-sound: " + e.getMessage());
        }
        OutputPaths.checkFile(line.out.toString(), "--out");
        return new EngineSoundCommand(spec, line.rpm, line.throttle, line.seconds, line.out);
    }

    /**
     * How the command refuses: an option it does not take is named with the ones it does; a repeated option takes its last value.
     */
    private static final CommandLines.Wording WORDING = new CommandLines.Wording(
            a -> "--engine-sound does not take '" + a + "' (it takes --rpm R --throttle T --seconds S --out FILE.wav)",
            o -> o + " needs a value (try --help)", true);

    /** The command's options as picocli reads them, each value checked as it is read. */
    @Command(name = "--engine-sound")
    private static final class Line {
        private String id;
        private Double rpm;
        private Double throttle;
        private Double seconds;
        private Path out;

        @Option(names = "--engine-sound", paramLabel = "ID")
        private void id(String v) {
            id = v;
        }

        @Option(names = "--rpm", paramLabel = "R")
        private void rpm(String v) {
            rpm = number(v, "--rpm", 1, 30_000, "an engine speed (rpm)");
        }

        @Option(names = "--throttle", paramLabel = "T")
        private void throttle(String v) {
            throttle = number(v, "--throttle", 0, 1, "a throttle");
        }

        @Option(names = "--seconds", paramLabel = "S")
        private void seconds(String v) {
            seconds = number(v, "--seconds", 0.05, 600, "a length (seconds)");
        }

        @Option(names = "--out", paramLabel = "FILE.wav")
        private void out(String v) {
            out = Path.of(v);
        }
    }

    /**
     * Renders the note.
     *
     * @return the samples (44.1 kHz mono)
     */
    public float[] render() {
        EngineSpec e = vehicle.engine();
        EngineVoice voice = new EngineVoice(e, vehicle.id().hashCode());
        int total = (int) Math.round(seconds * EngineVoice.SAMPLE_RATE);
        float[] samples = new float[total];
        boolean dyno = rpm < e.redlineRpm() && rpm <= e.damageRpm();
        Engine engine = new Engine(e);
        engine.setOmega(rpm * Math.PI / 30.0);
        int done = 0;
        double due = 0;
        while (done < total) {
            due += STEP_S * EngineVoice.SAMPLE_RATE;
            int n = Math.min(total - done, (int) Math.floor(due) - done);
            Combustion combustion = Combustion.FIRING;
            double speed = rpm;
            if (!dyno) {
                double torque = engine.torqueNm(throttle, false);
                engine.integrate(torque, 0, STEP_S);
                speed = engine.rpm();
                combustion = engine.isBlown() ? Combustion.BLOWN
                        : engine.isLimiting() ? Combustion.CUT : Combustion.FIRING;
            }
            if (n > 0) {
                voice.render(samples, done, n, speed, throttle, combustion);
                done += n;
            }
        }
        return samples;
    }

    /**
     * Renders and writes the WAV file.
     *
     * @throws IOException when the file cannot be written
     */
    public void run() throws IOException {
        Wav.write(out, render(), EngineVoice.SAMPLE_RATE);
    }

    private static double number(String v, String option, double min, double max, String what) {
        try {
            double d = Double.parseDouble(v);
            if (d >= min && d <= max) {
                return d;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + " wants " + what + " between " + fmt(min) + " and " + fmt(max)
                + ", not '" + v + "'");
    }

    private static String fmt(double d) {
        return d == Math.rint(d) ? String.valueOf((long) d) : String.valueOf(d);
    }
}
