package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code vehicles}: the shipped vehicles' ids, and the reference machines that only the
 * stability analyses take (the benchmark bicycle and the motorcycle of [Sharp 1971] have no
 * engine to drive the other tests).
 */
@Command(name = "vehicles", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "The shipped vehicles' ids, and the references stability and handsoff also take.")
final class VehiclesCommand implements Callable<Integer> {

    @Spec
    CommandSpec command;

    @Option(names = "--json", description = "print one JSON object instead of the table")
    boolean json;

    @Override
    public Integer call() {
        OutputOptions output = new OutputOptions();
        output.json = json;
        Map<String, Object> list = new java.util.LinkedHashMap<>();
        list.put("vehicles", VehicleSpecs.ids());
        list.put("stabilityReferences", dev.sandbox.physics.provingground.StabilityRuns.REFERENCE_IDS);
        output.print(MeasureCommand.JSON.valueToTree(list), command.commandLine().getOut());
        return 0;
    }
}
