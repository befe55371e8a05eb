package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.MotorcycleRuns;
import dev.sandbox.physics.provingground.TestGroup;
import dev.sandbox.physics.spec.VehicleSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code leanturn}: a motorcycle's steady right turn on a circle. */
@Command(name = "leanturn", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Motorcycle: a steady right turn on a circle, a test rider steering for the radius.")
final class LeanTurnCommand extends MeasureCommand {

    @Option(names = "--speed", paramLabel = "KMH", converter = Bounded.SpeedKmh.class,
            description = "speed held (km/h, default ${DEFAULT-VALUE})")
    double speedKmh = 100;

    @Option(names = "--radius", paramLabel = "M", converter = Bounded.RadiusM.class,
            description = "circle radius (m, default ${DEFAULT-VALUE})")
    double radiusM = 150;

    @Override
    Object measure(VehicleSpec spec, boolean json) {
        return new MotorcycleRuns(spec).leanTurn(speedKmh, radiusM);
    }

    @Override
    TestGroup group() {
        return TestGroup.LEANING;
    }
}
