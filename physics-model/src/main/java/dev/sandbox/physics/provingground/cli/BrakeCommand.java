package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.StraightLineRuns;
import dev.sandbox.physics.spec.VehicleSpec;
import picocli.CommandLine.Command;

/** {@code brake}: Full braking from 100 km/h and from 60 mph. */
@Command(name = "brake", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Full braking from 100 km/h and from 60 mph.")
final class BrakeCommand extends MeasureCommand {

    @Override
    Object measure(VehicleSpec spec, boolean json) {
        return new StraightLineRuns(spec).brake();
    }
}
