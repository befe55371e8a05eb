package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.StraightLineRuns;
import dev.sandbox.physics.spec.VehicleSpec;
import picocli.CommandLine.Command;

/** {@code topspeed}: Top speed on level ground. */
@Command(name = "topspeed", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Top speed on level ground.")
final class TopSpeedCommand extends MeasureCommand {

    @Override
    Object measure(VehicleSpec spec, boolean json) {
        return new StraightLineRuns(spec).topSpeed();
    }
}
