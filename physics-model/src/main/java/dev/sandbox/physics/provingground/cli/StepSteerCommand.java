package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.HandlingRuns;
import dev.sandbox.physics.provingground.TestGroup;
import dev.sandbox.physics.spec.VehicleSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code stepsteer}: ISO 7401 step steer. */
@Command(name = "stepsteer", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "ISO 7401 step steer, the step sized for a steady lateral acceleration.")
final class StepSteerCommand extends MeasureCommand {

    @Option(names = "--speed", paramLabel = "KMH", converter = Bounded.SpeedKmh.class,
            description = "test speed (km/h, default ${DEFAULT-VALUE})")
    double speedKmh = 80;

    @Option(names = "--lateral", paramLabel = "M/S2", converter = Bounded.LateralMps2.class,
            description = "wanted steady lateral acceleration (m/s^2, default ${DEFAULT-VALUE})")
    double lateralMps2 = 4;

    @Override
    Object measure(VehicleSpec spec, boolean json) {
        return new HandlingRuns(spec).stepSteer(speedKmh, lateralMps2);
    }

    @Override
    TestGroup group() {
        return TestGroup.ROAD_WHEEL_HANDLING;
    }
}
