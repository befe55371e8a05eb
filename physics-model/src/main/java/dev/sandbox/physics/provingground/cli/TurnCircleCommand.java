package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.provingground.HandlingRuns;
import dev.sandbox.physics.provingground.TestGroup;
import dev.sandbox.physics.spec.VehicleSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code turncircle}: a steady turn at a fixed speed and road-wheel angle [Palmer, eq. 8.39-8.40]. */
@Command(name = "turncircle", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "A steady turn at a fixed speed and road-wheel angle; invalid when the car spins, stops or never settles.")
final class TurnCircleCommand extends MeasureCommand {

    @Option(names = "--speed", paramLabel = "KMH", converter = Bounded.SpeedKmh.class,
            description = "speed held (km/h, default ${DEFAULT-VALUE})")
    double speedKmh = 36;

    @Option(names = "--angle", paramLabel = "DEG", converter = Bounded.RoadWheelDeg.class,
            description = "mean road-wheel angle (degrees, default ${DEFAULT-VALUE})")
    double angleDeg = 10;

    @Override
    Object measure(VehicleSpec spec, boolean json) {
        return new HandlingRuns(spec).turnCircle(Units.kmhToMps(speedKmh), angleDeg);
    }

    @Override
    TestGroup group() {
        return TestGroup.ROAD_WHEEL_HANDLING;
    }
}
