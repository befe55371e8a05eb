package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.StraightLineRuns;
import dev.sandbox.physics.spec.VehicleSpec;
import picocli.CommandLine.Command;

/** {@code coastdown}: An SAE J2263-style coast from 115 to 15 km/h in neutral, fitted as F = F0 + F1 v + F2 v^2. */
@Command(name = "coastdown", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "An SAE J2263-style coast from 115 to 15 km/h in neutral, fitted as F = F0 + F1 v + F2 v^2.")
final class CoastdownCommand extends MeasureCommand {

    @Override
    Object measure(VehicleSpec spec, boolean json) {
        return new StraightLineRuns(spec).coastdown();
    }
}
