package dev.sandbox.bench;

import dev.sandbox.bench.physics.DriveScript;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.vehicles.Vehicles;
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
 * One fixed 1 ms step of a vehicle driving the benchmark script ({@link DriveScript}: a
 * straight, then a steady turn), on an analytic ground or on the sandbox's Minie terrain with
 * its ray queries. Every {@link #DRIVE_S} simulated seconds the vehicle is put back at the
 * start, so the measured steps are always a realistic drive (the reset costs one step in
 * 30000).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class VehicleStepBenchmark {

    /** Fixed step (in seconds): the model's 1 kHz. */
    public static final double STEP_S = 0.001;
    /** Simulated length of one drive before the reset (in seconds). */
    public static final double DRIVE_S = 30.0;

    /** The vehicle id. */
    @Param({"boxster-s", "cbr1000rr"})
    public String vehicle;

    /** The ground: flat, rough or minie. */
    @Param({"flat", "rough", "minie"})
    public String ground;

    private Vehicle model;
    private Grounds.Site site;
    private int step;
    private final int stepsPerDrive = (int) Math.round(DRIVE_S / STEP_S);

    /** Builds the vehicle and its ground. */
    @Setup
    public void setUp() {
        site = Grounds.site(ground);
        model = Vehicles.create(vehicle);
        model.setAutomatic(true);
        restart();
    }

    private void restart() {
        model.reset(site.x(), site.z(), site.headingRad(), site.ground());
        step = 0;
    }

    /** @return the state after one step */
    @Benchmark
    public VehicleSnapshot step() {
        if (step == stepsPerDrive) {
            restart();
        }
        model.step(DriveScript.at(step * STEP_S), site.ground(), STEP_S);
        step++;
        return model.snapshot();
    }
}
