package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.provingground.SlopeRuns;
import dev.sandbox.physics.spec.VehicleSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code straight}: an unsteered run on an inclined plane: heading change and drift. */
@Command(name = "straight", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Straight run with the steering centred (car) or no turn asked of the rider (motorcycle) "
                + "on an inclined plane; invalid when the speed is never reached or the vehicle falls.")
final class StraightCommand extends MeasureCommand {

    @Option(names = "--grade", paramLabel = "PCT", converter = Bounded.SlopePct.class,
            description = "grade along the start heading (percent, + = uphill, default ${DEFAULT-VALUE})")
    double gradePct = 0;

    @Option(names = "--cross-slope", paramLabel = "PCT", converter = Bounded.SlopePct.class,
            description = "slope across the start heading (percent, + = falls away to the right, default ${DEFAULT-VALUE})")
    double crossSlopePct = 0;

    @Option(names = "--speed", paramLabel = "KMH", converter = Bounded.SpeedKmh.class,
            description = "speed the driver holds (km/h, default ${DEFAULT-VALUE})")
    double speedKmh = 50;

    @Option(names = "--seconds", paramLabel = "S", converter = Bounded.RunSeconds.class,
            description = "length of the run (seconds, default ${DEFAULT-VALUE})")
    double seconds = 20;

    @Override
    Object measure(VehicleSpec spec, boolean json) {
        return new SlopeRuns(spec).straight(gradePct, crossSlopePct, speedKmh, seconds);
    }

    @Override
    boolean inReport() {
        return false;
    }
}
