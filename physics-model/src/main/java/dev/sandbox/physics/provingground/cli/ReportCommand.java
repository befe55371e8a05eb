package dev.sandbox.physics.provingground.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sandbox.physics.spec.VehicleSpec;
import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code report}: every test that applies to the vehicle, each with its default options, under
 * its command's name; a test whose run cannot produce its figures is there with
 * {@code "valid": false} and its {@code "reason"}, and the others still run.
 */
@Command(name = "report", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Every test that applies to the vehicle, with their default options; one key per command.")
final class ReportCommand implements Callable<Integer> {

    @Spec
    CommandSpec command;

    @Mixin
    VehicleOptions vehicle = new VehicleOptions();

    @Mixin
    OutputOptions output = new OutputOptions();

    @Override
    public Integer call() throws IOException {
        VehicleSpec spec = vehicle.resolve(command.name());
        ObjectNode all = MeasureCommand.JSON.createObjectNode();
        all.put("vehicle", spec.id());
        MeasureCommand.captured(output, command.name(), spec, () -> {
            for (CommandLine sibling : command.parent().subcommands().values()) {
                if (sibling.getCommand() instanceof MeasureCommand test && test.inReport() && test.group().appliesTo(spec)) {
                    all.set(sibling.getCommandName(), Verdict.of(test, spec, output.json));
                }
            }
            return all;
        });
        output.print(all, command.commandLine().getOut());
        return 0;
    }
}
