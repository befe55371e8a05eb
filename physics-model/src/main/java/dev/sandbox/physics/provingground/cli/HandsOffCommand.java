package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.StabilityRuns;
import dev.sandbox.physics.spec.VehicleSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code handsoff}: the two-wheeler disturbed and let go, its decay rates fitted and set beside {@code stability}'s. */
@Command(name = "handsoff", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Motorcycle, the whipple-benchmark bicycle or the sharp1971 motorcycle: a disturbance, then "
                + "hands off the bars; lean and steer histories (--json), the weave's (and wobble's) fitted decay rate "
                + "and the lean's capsize drift beside the linear model's, and the lean at the end.")
final class HandsOffCommand extends TwoWheelerCommand {

    @Option(names = "--speed", paramLabel = "KMH", converter = Bounded.SpeedKmh.class,
            description = "speed (km/h, default ${DEFAULT-VALUE})")
    double speedKmh = 100;

    @Override
    Object reference(String id) {
        return StabilityRuns.SHARP_1971_ID.equals(id) ? StabilityRuns.sharp1971HandsOff(speedKmh, output.json)
                : StabilityRuns.benchmarkHandsOff(speedKmh, output.json);
    }

    @Override
    Object motorcycle(VehicleSpec spec) {
        return StabilityRuns.handsOff(spec, speedKmh, output.json);
    }
}
