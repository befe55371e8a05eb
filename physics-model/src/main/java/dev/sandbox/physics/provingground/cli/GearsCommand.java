package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.StraightLineRuns;
import dev.sandbox.physics.spec.VehicleSpec;
import picocli.CommandLine.Command;

/** {@code gears}: The speed at the redline in each gear. */
@Command(name = "gears", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "The speed at the redline in each gear.")
final class GearsCommand extends MeasureCommand {

    @Override
    Object measure(VehicleSpec spec, boolean json) {
        return new StraightLineRuns(spec).gears();
    }
}
