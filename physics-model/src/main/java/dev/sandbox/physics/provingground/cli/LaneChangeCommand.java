package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.HandlingRuns;
import dev.sandbox.physics.provingground.TestGroup;
import dev.sandbox.physics.spec.VehicleSpec;
import picocli.CommandLine.Command;

/** {@code lanechange}: ISO 3888-1 double lane change. */
@Command(name = "lanechange", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "ISO 3888-1 double lane change: the highest entry speed a path-following driver clears.")
final class LaneChangeCommand extends MeasureCommand {

    @Override
    Object measure(VehicleSpec spec, boolean json) {
        return new HandlingRuns(spec).laneChange();
    }

    @Override
    TestGroup group() {
        return TestGroup.ROAD_WHEEL_HANDLING;
    }
}
