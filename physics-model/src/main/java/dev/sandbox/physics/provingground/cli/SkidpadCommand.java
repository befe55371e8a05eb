package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.HandlingRuns;
import dev.sandbox.physics.provingground.TestGroup;
import dev.sandbox.physics.spec.VehicleSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code skidpad}: ISO 4138 constant-radius test. */
@Command(name = "skidpad", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "ISO 4138 constant radius: the speed rises in steps while a driver holds the circle.")
final class SkidpadCommand extends MeasureCommand {

    @Option(names = "--radius", paramLabel = "M", converter = Bounded.RadiusM.class,
            description = "circle radius (m, default ${DEFAULT-VALUE})")
    double radiusM = 40;

    @Override
    Object measure(VehicleSpec spec, boolean json) {
        return new HandlingRuns(spec).skidpad(radiusM);
    }

    @Override
    TestGroup group() {
        return TestGroup.ROAD_WHEEL_HANDLING;
    }
}
