package dev.sandbox.bench;

import dev.sandbox.app.scene.ground.MinieGround;
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
 * step on Minie terrain pays for them: a ground sample and an obstacle probe (a 2.4 m segment
 * at bumper height, as the car's outline probes are). Each is measured three ways:
 * {@code ...ByRay}, one Minie ray test every time (the reference, and what every query cost
 * before the triangle-plane cache and the obstacle broadphase); {@code sample} and
 * {@code castObstacle} at random points all over the map (the cache rarely helps: nearly
 * every sample is a new triangle; most probes are cleared by the broadphase); and
 * {@code sampleAlongTrack}, a wheel's track at 30 m/s and 1 kHz (3 cm apart), which is how
 * the model asks.
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
    private double trackS;

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

    /** @return the ground under the next point by a fresh ray test */
    @Benchmark
    public GroundSample sampleByRay() {
        int k = i++ & (POINTS - 1);
        return ground.sampleByRay(x[k], z[k]);
    }

    /** @return the ground 3 cm further along a straight 600 m track across the map */
    @Benchmark
    public GroundSample sampleAlongTrack() {
        trackS = trackS >= 600 ? 0 : trackS + 0.03;
        return ground.sample(-300 + trackS * 0.8, -200 + trackS * 0.6);
    }

    /** @return the obstacle along the next segment, usually none */
    @Benchmark
    public ObstacleHit castObstacle() {
        int k = i++ & (POINTS - 1);
        return ground.castObstacle(from[k], to[k]);
    }

    /** @return the obstacle along the next segment by a fresh ray test */
    @Benchmark
    public ObstacleHit castObstacleByRay() {
        int k = i++ & (POINTS - 1);
        return ground.castObstacleByRay(from[k], to[k]);
    }
}
