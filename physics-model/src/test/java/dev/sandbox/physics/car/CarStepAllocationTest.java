package dev.sandbox.physics.car;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * What one step of the car allocates: a count of bytes, not a time, so it does not depend on
 * the machine's load. The app steps the model a thousand times a simulated second; a step that
 * makes a vector for every intermediate result (1.1 kB a step before) feeds the garbage
 * collector a megabyte a second for nothing. The step works in numbers and keeps its results
 * in fields; what it still makes are 32-byte vectors that change with the motion: the contact
 * plane's normal when the ground under the wheels tilts, and the body's forward and left axes,
 * before and after the ground contact when the normal changed and again after a turn.
 */
class CarStepAllocationTest {

    /** Steps before counting: enough for the JIT to compile the step with escape analysis. */
    private static final int WARM_UP_STEPS = 120_000;
    private static final int COUNTED_STEPS = 20_000;
    /**
     * Bytes a step may allocate: the normal and the two axes twice (five vectors, 160 bytes)
     * with room for one more object; the step allocated 1 100-1 200 bytes before, so anything it
     * starts making again every time shows.
     */
    private static final double MAX_BYTES_PER_STEP = 200;

    @Test
    void aTurningStepAllocatesOnlyItsNormalAndAxes() {
        java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        assumeTrue(mx instanceof com.sun.management.ThreadMXBean, "this JVM does not count allocated bytes");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) mx;
        assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled(),
                "this JVM does not count allocated bytes");

        Car car = new Car(VehicleSpecs.load("boxster-s"));
        Ground ground = new FlatGround();
        car.reset(0, 0, 0, ground);
        car.setAutomatic(true);
        // the benchmark drive: firm throttle, then a steady left turn on part throttle
        VehicleInput straight = VehicleInput.pedals(0.6, 0);
        VehicleInput turn = VehicleInput.pedals(0.3, 0).withSteer(0.15);
        int step = 0;
        for (int i = 0; i < WARM_UP_STEPS; i++, step++) {
            if (step == 30_000) {
                car.reset(0, 0, 0, ground);
                step = 0;
            }
            car.step(step < 8_000 ? straight : turn, ground, 0.001);
        }
        car.reset(0, 0, 0, ground);
        for (int i = 0; i < 10_000; i++) {
            car.step(straight, ground, 0.001);
        }
        long before = threads.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < COUNTED_STEPS; i++) {
            car.step(turn, ground, 0.001);
        }
        double perStep = (threads.getCurrentThreadAllocatedBytes() - before) / (double) COUNTED_STEPS;

        assertTrue(car.snapshot().speedMps() > 5, "the car drives: " + car.snapshot().speedMps() + " m/s");
        assertTrue(perStep <= MAX_BYTES_PER_STEP, perStep + " bytes a step");
    }
}
