package dev.sandbox.bench;

import dev.sandbox.physics.spec.VehicleSpecs;
import dev.sandbox.physics.tyre.TyreForce;
import dev.sandbox.physics.tyre.TyreModel;
import dev.sandbox.physics.tyre.TyreModels;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One tyre-force evaluation of a vehicle's tyre law (Magic Formula or linear-capped, as its
 * spec says), cycling through 1024 operating points drawn once from the ranges a drive
 * visits: slip ratio -0.3..0.3, slip angle -0.25..0.25 rad, camber -0.9..0.9 rad (the bike's
 * lean), load 500..6000 N, grip 0.5..1.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class TyreForceBenchmark {

    private static final int POINTS = 1024;

    /** The vehicle whose tyre spec is evaluated. */
    @Param({"boxster-s", "cbr1000rr"})
    public String tyre;

    private TyreModel law;
    private final double[] slip = new double[POINTS];
    private final double[] angle = new double[POINTS];
    private final double[] camber = new double[POINTS];
    private final double[] load = new double[POINTS];
    private final double[] grip = new double[POINTS];
    private int i;

    /** Loads the tyre law and draws the operating points. */
    @Setup
    public void setUp() {
        law = TyreModels.of(VehicleSpecs.load(tyre).tyre());
        Random r = new Random(42);
        for (int k = 0; k < POINTS; k++) {
            slip[k] = (r.nextDouble() - 0.5) * 0.6;
            angle[k] = (r.nextDouble() - 0.5) * 0.5;
            camber[k] = (r.nextDouble() - 0.5) * 1.8;
            load[k] = 500 + r.nextDouble() * 5500;
            grip[k] = 0.5 + r.nextDouble() * 0.5;
        }
    }

    /** @return the force at the next operating point */
    @Benchmark
    public TyreForce force() {
        int k = i++ & (POINTS - 1);
        return law.force(slip[k], angle[k], camber[k], load[k], grip[k]);
    }
}
