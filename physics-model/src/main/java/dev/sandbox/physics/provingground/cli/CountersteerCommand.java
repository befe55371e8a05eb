package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.MotorcycleRuns;
import dev.sandbox.physics.provingground.TestGroup;
import dev.sandbox.physics.spec.VehicleSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code countersteer}: a motorcycle's response to a step of steer input from straight running. */
@Command(name = "countersteer", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Motorcycle: from straight running the steer input steps to a right turn; with --json also the time trace.")
final class CountersteerCommand extends MeasureCommand {

    @Option(names = "--speed", paramLabel = "KMH", converter = Bounded.SpeedKmh.class,
            description = "speed (km/h, default ${DEFAULT-VALUE})")
    double speedKmh = 100;

    @Option(names = "--steer", paramLabel = "FRACTION", converter = Bounded.SteerFraction.class,
            description = "the step, as a fraction of the full steer input (default ${DEFAULT-VALUE})")
    double steerFraction = 0.5;

    @Override
    Object measure(VehicleSpec spec, boolean json) {
        return new MotorcycleRuns(spec).countersteer(speedKmh, steerFraction, json);
    }

    @Override
    TestGroup group() {
        return TestGroup.LEANING;
    }
}
