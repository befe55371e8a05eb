package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.io.OutputPaths;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.motorcycle.LeanSteerModes;
import dev.sandbox.physics.provingground.Plots;
import dev.sandbox.physics.provingground.StabilityRuns;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.provingground.TestGroup;
import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.stream.DoubleStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;

/** {@code stability}: a two-wheeler's lean-steer eigenvalues over speed, with the modes named. */
@Command(name = "stability", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Motorcycle or the whipple-benchmark bicycle: eigenvalues of the linearised lean and steer over "
                + "speed (capsize, weave, wobble), the weave and capsize speeds; --plots draws the root locus.")
final class StabilityCommand implements Callable<Integer> {

    @picocli.CommandLine.Spec
    CommandSpec command;

    @Mixin
    VehicleOptions vehicle = new VehicleOptions();

    @Mixin
    OutputOptions output = new OutputOptions();

    @Override
    public Integer call() throws IOException {
        if (output.plots != null) {
            OutputPaths.checkFolder(output.plots, "--plots " + output.plots);
        }
        LeanSteerModes modes;
        double[] speeds;
        String id;
        boolean motorcycle;
        if (StabilityRuns.BENCHMARK_ID.equals(vehicle.vehicleId) && vehicle.specFile == null) {
            modes = LeanSteerModes.benchmark();
            speeds = DoubleStream.iterate(0, v -> v <= 10 + 1e-9, v -> v + 0.25).toArray();
            id = StabilityRuns.BENCHMARK_ID;
            motorcycle = false;
        } else {
            VehicleSpec spec = vehicle.resolve(command.name());
            if (!TestGroup.LEANING.appliesTo(spec)) {
                throw new IllegalArgumentException("stability is a test for a motorcycle or " + StabilityRuns.BENCHMARK_ID
                        + " (" + spec.id() + " is a " + spec.type().name().toLowerCase(java.util.Locale.ROOT) + ").");
            }
            modes = LeanSteerModes.of(spec);
            speeds = DoubleStream.iterate(20, k -> k <= 250 + 1e-9, k -> k + 5).map(Units::kmhToMps).toArray();
            id = spec.id();
            motorcycle = true;
        }
        StabilityRuns.Stability result = StabilityRuns.stability(modes, speeds, motorcycle);
        if (output.plots != null) {
            Plots.writeModes(output.plots, id, result.modes());
        }
        output.print(MeasureCommand.JSON.valueToTree(output.json ? result
                : new StabilityRuns.Stability(result.weaveSpeedMps(), result.capsizeSpeedMps(),
                        result.weaveFrequencyHzAt100Kmh(), result.weaveRealPerSAt100Kmh(),
                        result.wobbleFrequencyHzAt100Kmh(), result.wobbleRealPerSAt100Kmh(), result.tyres(), null)),
                command.commandLine().getOut());
        return 0;
    }
}
