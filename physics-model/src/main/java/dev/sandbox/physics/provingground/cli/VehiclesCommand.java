package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code vehicles}: the shipped vehicles' ids. */
@Command(name = "vehicles", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "The shipped vehicles' ids.")
final class VehiclesCommand implements Callable<Integer> {

    @Spec
    CommandSpec command;

    @Option(names = "--json", description = "print one JSON object instead of the table")
    boolean json;

    @Override
    public Integer call() {
        OutputOptions output = new OutputOptions();
        output.json = json;
        output.print(MeasureCommand.JSON.valueToTree(Map.of("vehicles", VehicleSpecs.ids())), command.commandLine().getOut());
        return 0;
    }
}
