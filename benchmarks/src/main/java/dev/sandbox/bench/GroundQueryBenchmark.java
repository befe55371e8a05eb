package dev.sandbox.bench;

import dev.sandbox.app.physics.MinieGround;
import dev.sandbox.physics.ground.GroundSample;
import dev.sandbox.physics.ground.ObstacleHit;
import dev.sandbox.physics.math.Vec3;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The two questions the model asks the sandbox's Minie world, one at a time, to show what a
 * step on Minie terrain pays for them: a ground sample (one vertical ray test against the
 * heightfield, plus the surface raster) and an obstacle probe (one ray test among the static
 * obstacles, a 2.4 m segment at bumper height, as the car's outline probes are).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class GroundQueryBenchmark {

    private static final int POINTS = 1024;

    private MinieGround ground;
    private final double[] x = new double[POINTS];
    private final double[] z = new double[POINTS];
    private final Vec3[] from = new Vec3[POINTS];
    private final Vec3[] to = new Vec3[POINTS];
    private int i;

    /** Builds the world and draws query points over it. */
    @Setup
    public void setUp() {
        ground = Grounds.minie();
        Random r = new Random(3);
        double half = ground.layout().extentM() / 2 - 20;
        for (int k = 0; k < POINTS; k++) {
            x[k] = (r.nextDouble() * 2 - 1) * half;
            z[k] = (r.nextDouble() * 2 - 1) * half;
            double y = ground.sample(x[k], z[k]).heightM() + 0.5;
            double a = r.nextDouble() * 2 * Math.PI;
            from[k] = new Vec3(x[k], y, z[k]);
            to[k] = new Vec3(x[k] + 2.4 * Math.cos(a), y, z[k] + 2.4 * Math.sin(a));
        }
    }

    /** @return the ground under the next point */
    @Benchmark
    public GroundSample sample() {
        int k = i++ & (POINTS - 1);
        return ground.sample(x[k], z[k]);
    }

    /** @return the obstacle along the next segment, usually none */
    @Benchmark
    public ObstacleHit castObstacle() {
        int k = i++ & (POINTS - 1);
        return ground.castObstacle(from[k], to[k]);
    }
}
