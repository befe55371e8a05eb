package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.RideRuns;
import dev.sandbox.physics.provingground.TestGroup;
import dev.sandbox.physics.spec.VehicleSpec;
import picocli.CommandLine.Command;

/** {@code ride}: the car's ride on its suspension: bounce and pitch releases, dive, squat and a bump. */
@Command(name = "ride", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Ride on the suspension: heave and pitch releases, dive at 0.8 g braking, launch squat, "
                + "front load over a 5 cm bump at 60 km/h.")
final class RideCommand extends MeasureCommand {

    @Override
    Object measure(VehicleSpec spec, boolean json) {
        RideRuns.Ride r = new RideRuns(spec).ride();
        return json ? r : r.withoutHistories();
    }

    @Override
    TestGroup group() {
        return TestGroup.SPRUNG_RIDE;
    }
}
