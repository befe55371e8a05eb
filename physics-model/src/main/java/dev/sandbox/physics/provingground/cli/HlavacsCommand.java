package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.HandlingRuns;
import dev.sandbox.physics.provingground.TestGroup;
import dev.sandbox.physics.spec.VehicleSpec;
import picocli.CommandLine.Command;

/** {@code hlavacs}: the reference model's largest steering angle without sliding [Hlavacs, fig. 14]. */
@Command(name = "hlavacs", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "The Hlavacs reference model's largest steering angle without sliding, by speed (its fig. 14).")
final class HlavacsCommand extends MeasureCommand {

    @Override
    Object measure(VehicleSpec spec, boolean json) {
        return HandlingRuns.hlavacs();
    }

    @Override
    TestGroup group() {
        return TestGroup.ROAD_WHEEL_HANDLING;
    }
}
