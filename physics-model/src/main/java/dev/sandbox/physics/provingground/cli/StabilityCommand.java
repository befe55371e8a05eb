package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.io.OutputPaths;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.motorcycle.LeanSteerModes;
import dev.sandbox.physics.motorcycle.LinearLeanSteer;
import dev.sandbox.physics.provingground.Plots;
import dev.sandbox.physics.provingground.StabilityRuns;
import dev.sandbox.physics.spec.VehicleSpec;
import java.io.IOException;
import java.util.stream.DoubleStream;
import picocli.CommandLine.Command;

/** {@code stability}: a two-wheeler's lean-steer eigenvalues over speed, with the modes named. */
@Command(name = "stability", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Motorcycle, the whipple-benchmark bicycle or the sharp1971 motorcycle: eigenvalues of the "
                + "linearised lean and steer over speed (motorcycle 10-280 km/h, sharp1971 10-180 km/h; capsize, weave, "
                + "wobble), the weave and capsize speeds; --plots draws the root locus and each mode's real part against "
                + "speed.")
final class StabilityCommand extends TwoWheelerCommand {

    /** A motorcycle's table starts at this speed (in km/h): a fast walk, where the tyres' slip still means something. */
    static final double FROM_KMH = 10;
    /** It ends here (in km/h): above a sport bike's top speed. */
    static final double TO_KMH = 280;
    /** Its step (in km/h). */
    static final double STEP_KMH = 5;
    /** The [Sharp 1971] machine's table ends here (in km/h): the paper's 160 ft/s is 176 km/h. */
    static final double SHARP_1971_TO_KMH = 180;

    @Override
    Object reference(String id) throws IOException {
        if (StabilityRuns.SHARP_1971_ID.equals(id)) {
            return analyse(LeanSteerModes.sharp1971(LinearLeanSteer.TyreLag.WHOLE_FORCE), kmh(SHARP_1971_TO_KMH), id, true);
        }
        return analyse(LeanSteerModes.benchmark(), DoubleStream.iterate(0, v -> v <= 10 + 1e-9, v -> v + 0.25).toArray(),
                StabilityRuns.BENCHMARK_ID, false);
    }

    @Override
    Object motorcycle(VehicleSpec spec) throws IOException {
        return analyse(LeanSteerModes.of(spec), kmh(TO_KMH), spec.id(), true);
    }

    /** @return the speeds from {@link #FROM_KMH} to toKmh every {@link #STEP_KMH} (in m/s) */
    private static double[] kmh(double toKmh) {
        return DoubleStream.iterate(FROM_KMH, k -> k <= toKmh + 1e-9, k -> k + STEP_KMH).map(Units::kmhToMps).toArray();
    }

    private Object analyse(LeanSteerModes modes, double[] speeds, String id, boolean motorcycle) throws IOException {
        if (output.plots != null) {
            OutputPaths.checkFolder(output.plots, "--plots " + output.plots);
        }
        StabilityRuns.Stability r = StabilityRuns.stability(modes, speeds, motorcycle);
        if (output.plots != null) {
            Plots.writeModes(output.plots, id, r.modes(), motorcycle);
        }
        return output.json ? r : new StabilityRuns.Stability(r.weaveSpeedMps(), r.capsizeSpeedMps(),
                r.weaveFrequencyHzAt100Kmh(), r.weaveRealPerSAt100Kmh(), r.wobbleFrequencyHzAt100Kmh(),
                r.wobbleRealPerSAt100Kmh(), r.tyres(), null);
    }
}
