package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.StraightLineRuns;
import dev.sandbox.physics.spec.VehicleSpec;
import picocli.CommandLine.Command;

/**
 * {@code gears}: The speed at the redline in each gear, worked out from the gearing and the
 * tyres without a drive. Asked for {@code --csv} or {@code --plots}, it also drives the
 * full-throttle standing start of {@code accel}, whose shifts go up through the gears, so the
 * files hold the gears at work.
 */
@Command(name = "gears", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "The speed at the redline in each gear.")
final class GearsCommand extends MeasureCommand {

    @Override
    Object measure(VehicleSpec spec, boolean json) {
        StraightLineRuns runs = new StraightLineRuns(spec);
        if (output.csv != null || output.plots != null) {
            runs.accel();
        }
        return runs.gears();
    }
}
