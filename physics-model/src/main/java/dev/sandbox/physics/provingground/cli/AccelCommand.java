package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.StraightLineRuns;
import dev.sandbox.physics.spec.VehicleSpec;
import picocli.CommandLine.Command;

/** {@code accel}: A full-throttle standing start with automatic shifts on level ground. */
@Command(name = "accel", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "A full-throttle standing start with automatic shifts on level ground.")
final class AccelCommand extends MeasureCommand {

    @Override
    Object measure(VehicleSpec spec, boolean json) {
        return new StraightLineRuns(spec).accel();
    }
}
