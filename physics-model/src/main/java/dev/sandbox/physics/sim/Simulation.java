package dev.sandbox.physics.sim;

import dev.sandbox.physics.ground.Ground;

/**
 * The fixed-step loop: turns variable frame times into whole model steps of one fixed size,
 * with a cap on the steps per frame so that a long frame (a hitch, a breakpoint) slows the
 * simulation down instead of spiralling.
 * The view reads {@link #previous()} and {@link #current()} and blends them by {@link #alpha()}.
 */
public final class Simulation {

    /** Default model rate (in steps per second). */
    public static final double DEFAULT_HZ = 1000.0;
    /** Default cap on steps per frame: 100 ms of simulated time. */
    public static final int DEFAULT_MAX_STEPS = 100;

    private final Vehicle vehicle;
    private final Ground ground;
    private final double stepS;
    private final int maxStepsPerFrame;
    private double accumulatorS;
    private VehicleSnapshot previous;
    private long droppedSteps;

    /**
     * @param vehicle the vehicle to drive
     * @param ground the world it drives on
     * @param stepHz model rate (in steps per second, &gt;0)
     * @param maxStepsPerFrame most steps one {@link #advance} call may run (&ge;1)
     */
    public Simulation(Vehicle vehicle, Ground ground, double stepHz, int maxStepsPerFrame) {
        if (!(stepHz > 0) || maxStepsPerFrame < 1) {
            throw new IllegalArgumentException("stepHz must be > 0 and maxStepsPerFrame >= 1");
        }
        this.vehicle = vehicle;
        this.ground = ground;
        this.stepS = 1.0 / stepHz;
        this.maxStepsPerFrame = maxStepsPerFrame;
        this.previous = vehicle.snapshot();
    }

    /** A 1 kHz loop with the default cap. */
    public Simulation(Vehicle vehicle, Ground ground) {
        this(vehicle, ground, DEFAULT_HZ, DEFAULT_MAX_STEPS);
    }

    /**
     * Runs as many whole steps as the frame time allows, at most the cap.
     *
     * @param frameS real time since the last call (in seconds; negative or NaN counts as 0)
     * @param input the input held during this frame
     * @return the number of steps run
     */
    public int advance(double frameS, VehicleInput input) {
        if (frameS > 0) {
            accumulatorS += frameS;
        }
        int steps = 0;
        while (accumulatorS >= stepS && steps < maxStepsPerFrame) {
            // only the last step's start is blended with its end: earlier snapshots are not asked for
            boolean last = !(accumulatorS - stepS >= stepS && steps + 1 < maxStepsPerFrame);
            if (last) {
                previous = vehicle.snapshot();
            }
            vehicle.step(input, ground, stepS);
            accumulatorS -= stepS;
            steps++;
        }
        if (accumulatorS >= stepS) {
            long drop = (long) Math.floor(accumulatorS / stepS);
            droppedSteps += drop;
            accumulatorS -= drop * stepS;
        }
        return steps;
    }

    /**
     * Runs exactly one step, whatever the accumulator holds (for headless drivers).
     *
     * @param input the input during the step
     * @return the snapshot after the step
     */
    public VehicleSnapshot step(VehicleInput input) {
        previous = vehicle.snapshot();
        vehicle.step(input, ground, stepS);
        return vehicle.snapshot();
    }

    /** @return the fraction of a step left in the accumulator (0..1), for view interpolation */
    public double alpha() {
        return accumulatorS / stepS;
    }

    /** @return the state before the latest step */
    public VehicleSnapshot previous() {
        return previous;
    }

    /** @return the state after the latest step */
    public VehicleSnapshot current() {
        return vehicle.snapshot();
    }

    /** @return the fixed step (in seconds) */
    public double stepS() {
        return stepS;
    }

    /** @return steps skipped because frames exceeded the cap (simulation slowed down) */
    public long droppedSteps() {
        return droppedSteps;
    }

    /** @return the vehicle driven */
    public Vehicle vehicle() {
        return vehicle;
    }

    /** @return the ground driven on */
    public Ground ground() {
        return ground;
    }
}
