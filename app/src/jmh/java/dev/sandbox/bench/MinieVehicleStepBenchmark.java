package dev.sandbox.bench;

import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.app.scene.ground.MinieGround;
import dev.sandbox.bench.physics.DriveScript;
import dev.sandbox.bench.physics.MinieRaycastCar;
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
 * One Bullet step of Minie's raycast vehicle ({@link MinieRaycastCar}, tuned to the Boxster) on
 * the sandbox's terrain and obstacles, driving the same script from the same start as
 * {@link VehicleStepBenchmark}'s minie ground, at Bullet's usual 60 Hz or at the model's
 * 1 kHz. The runner turns ns per step into milliseconds per simulated second for both.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MinieVehicleStepBenchmark {

    /** Bullet's step rate (in steps per second). */
    @Param({"60", "1000"})
    public int hz;

    private MinieRaycastCar car;
    private int step;
    private int stepsPerDrive;

    /** Builds the world and the car. */
    @Setup
    public void setUp() {
        MinieGround g = Grounds.minie();
        RoadLoop road = g.layout().road();
        int i = DriveScript.START_ROAD_INDEX;
        car = new MinieRaycastCar(g.layout(), road.x(i), road.z(i), road.headingRad(i),
                g.sample(road.x(i), road.z(i)).heightM(), hz);
        stepsPerDrive = (int) Math.round(VehicleStepBenchmark.DRIVE_S * hz);
    }

    /** @return the speed after one step */
    @Benchmark
    public double step() {
        if (step == stepsPerDrive) {
            car.reset();
            step = 0;
        }
        car.step(DriveScript.at(step / (double) hz));
        step++;
        return car.speedMps();
    }
}
