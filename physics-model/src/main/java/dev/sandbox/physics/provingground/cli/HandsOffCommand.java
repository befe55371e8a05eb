package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.StabilityRuns;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.provingground.TestGroup;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/** {@code handsoff}: the two-wheeler disturbed and let go, its decay rates fitted and set beside {@code stability}'s. */
@Command(name = "handsoff", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Motorcycle or the whipple-benchmark bicycle: a disturbance, then hands off the bars; lean and "
                + "steer histories (--json) and the weave's (and wobble's) fitted decay rate beside the linear model's.")
final class HandsOffCommand implements Callable<Integer> {

    @picocli.CommandLine.Spec
    CommandSpec command;

    @Mixin
    VehicleOptions vehicle = new VehicleOptions();

    @Mixin
    OutputOptions output = new OutputOptions();

    @Option(names = "--speed", paramLabel = "KMH", converter = Bounded.SpeedKmh.class,
            description = "speed (km/h, default ${DEFAULT-VALUE})")
    double speedKmh = 100;

    @Override
    public Integer call() {
        StabilityRuns.HandsOff result;
        if (StabilityRuns.BENCHMARK_ID.equals(vehicle.vehicleId) && vehicle.specFile == null) {
            result = StabilityRuns.benchmarkHandsOff(speedKmh, output.json);
        } else {
            VehicleSpec spec = vehicle.resolve(command.name());
            if (!TestGroup.LEANING.appliesTo(spec)) {
                throw new IllegalArgumentException("handsoff is a test for a motorcycle or " + StabilityRuns.BENCHMARK_ID
                        + " (" + spec.id() + " is a " + spec.type().name().toLowerCase(java.util.Locale.ROOT) + ").");
            }
            result = StabilityRuns.handsOff(spec, speedKmh, output.json);
        }
        output.print(MeasureCommand.JSON.valueToTree(result), command.commandLine().getOut());
        return 0;
    }
}
