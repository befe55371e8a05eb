package dev.sandbox.physics.provingground.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sandbox.physics.provingground.StabilityRuns;
import dev.sandbox.physics.provingground.TestGroup;
import dev.sandbox.physics.spec.VehicleSpec;
import java.io.IOException;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;

/**
 * A stability analysis of a two-wheeler: a motorcycle by id or spec file, or a reference machine
 * that has no spec because it has no engine for the other tests: the benchmark bicycle of
 * [Meijaard et al. 2007] ({@value StabilityRuns#BENCHMARK_ID}) or the motorcycle of [Sharp 1971]
 * ({@value StabilityRuns#SHARP_1971_ID}).
 */
abstract class TwoWheelerCommand implements Callable<Integer> {

    @picocli.CommandLine.Spec
    CommandSpec command;

    @Mixin
    VehicleOptions vehicle = new VehicleOptions();

    @Mixin
    OutputOptions output = new OutputOptions();

    /**
     * @param id one of {@link StabilityRuns#REFERENCE_IDS}
     * @return the result for that reference machine
     */
    abstract Object reference(String id) throws IOException;

    /**
     * @param spec a motorcycle
     * @return its result
     */
    abstract Object motorcycle(VehicleSpec spec) throws IOException;

    @Override
    public Integer call() throws IOException {
        JsonNode result;
        if (StabilityRuns.REFERENCE_IDS.contains(vehicle.vehicleId) && vehicle.specFile == null) {
            result = MeasureCommand.JSON.valueToTree(reference(vehicle.vehicleId));
        } else {
            VehicleSpec spec = vehicle.resolve(command.name());
            if (!TestGroup.LEANING.appliesTo(spec)) {
                throw new IllegalArgumentException(command.name() + " is a test for a motorcycle, "
                        + String.join(" or ", StabilityRuns.REFERENCE_IDS) + " (" + spec.id() + " is a "
                        + spec.type().name().toLowerCase(Locale.ROOT) + ").");
            }
            result = Verdict.of(() -> {
                try {
                    return motorcycle(spec);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
        }
        output.print(result, command.commandLine().getOut());
        return 0;
    }
}
