package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.Replay;
import dev.sandbox.physics.sim.InputRecording;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code replay}: re-runs a recorded drive through the model with the spec it was recorded with. */
@Command(name = "replay", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Re-runs a recorded drive (soak --record) and reports where it ended.")
final class ReplayCommand implements Callable<Integer> {

    @Spec
    CommandSpec command;

    @Option(names = "--recording", paramLabel = "FILE", required = true, description = "the recorded drive")
    Path recording;

    @Option(names = "--spec", paramLabel = "FILE",
            description = "the spec file the drive was recorded with (needed when it was not a shipped vehicle's)")
    Path specFile;

    @Option(names = "--json", description = "print one JSON object instead of the table")
    boolean json;

    @Override
    public Integer call() throws IOException {
        InputRecording rec = InputRecording.read(recording);
        Replay.Result r = Replay.run(rec, specFile == null ? null : VehicleSpecs.loadFile(specFile), recording.toString());
        OutputOptions output = new OutputOptions();
        output.json = json;
        output.print(MeasureCommand.JSON.valueToTree(r), command.commandLine().getOut());
        return 0;
    }
}
