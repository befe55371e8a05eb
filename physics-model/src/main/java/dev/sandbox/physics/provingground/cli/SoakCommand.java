package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.Soak;
import dev.sandbox.physics.provingground.TestTrack;
import dev.sandbox.physics.sim.InputRecording;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code soak}: a seeded random driver abuses the vehicle over rough country; optionally recorded. */
@Command(name = "soak", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "A seeded random driver abuses the vehicle over rough analytic country and the model's invariants are"
                + " counted.")
final class SoakCommand extends MeasureCommand {

    @Option(names = "--seed", paramLabel = "N", converter = Bounded.Seed.class,
            description = "seed of the driver and the ground (a whole number, default ${DEFAULT-VALUE})")
    long seed = 1;

    @Option(names = "--minutes", paramLabel = "MIN", converter = Bounded.Minutes.class,
            description = "simulated minutes (default ${DEFAULT-VALUE})")
    double minutes = 1;

    @Option(names = "--record", paramLabel = "FILE", description = "save the drive's inputs for replay")
    Path record;

    @Override
    Object measure(VehicleSpec spec, boolean json) {
        if (record != null) {
            dev.sandbox.physics.io.OutputPaths.checkFile(record.toString(), "--record");
        }
        InputRecording.Recorder recorder = record == null ? null : new InputRecording.Recorder();
        Soak.Result r = new Soak(spec).run(seed, minutes, recorder);
        if (recorder != null) {
            try {
                recorder.finish(spec.id(), VehicleSpecs.fingerprint(spec), "rough " + seed, 0, 0, 0, TestTrack.DT, true)
                        .write(record);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the recording " + record + ": " + e.getMessage(), e);
            }
        }
        return r;
    }

    @Override
    boolean inReport() {
        return false;
    }
}
