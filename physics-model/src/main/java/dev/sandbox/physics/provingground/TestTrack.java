package dev.sandbox.physics.provingground;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.vehicles.Vehicles;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * A vehicle on a test surface with the model's fixed 1 kHz step: the headless counterpart of
 * the sandbox's loop, used by every proving-ground test.
 */
public final class TestTrack {

    /** The model's step (in seconds). */
    public static final double DT = 0.001;
    /**
     * Longest run on one track (in simulated seconds): the skidpad's climb through its speeds,
     * the longest test, takes under 450 s; a run still going at 1000 s is a driver waiting for a
     * speed or a state the vehicle never reaches.
     */
    static final double MAX_RUN_S = 1000;

    private static final ThreadLocal<RunObserver> OBSERVER = new ThreadLocal<>();

    private final Vehicle vehicle;
    private final Ground ground;
    private Consumer<VehicleSnapshot> recorder = s -> { };
    private boolean downAllowed;
    private double maxRunS = MAX_RUN_S;

    /** Receives the snapshots of every test track created on this thread while it is set. */
    public interface RunObserver {
        /** A new run (a new track) begins. */
        void newRun();

        /** @param s the snapshot after a step */
        void step(VehicleSnapshot s);
    }

    /**
     * @param observer watches every track created on this thread from now on, or null to stop
     */
    public static void observe(RunObserver observer) {
        if (observer == null) {
            OBSERVER.remove();
        } else {
            OBSERVER.set(observer);
        }
    }

    /** @return the observer watching this thread's runs, or null */
    static RunObserver observer() {
        return OBSERVER.get();
    }

    /**
     * @param spec the vehicle
     * @param ground the surface
     */
    public TestTrack(VehicleSpec spec, Ground ground) {
        this.vehicle = Vehicles.create(spec);
        this.ground = ground;
        vehicle.reset(0, 0, 0, ground);
        RunObserver observer = OBSERVER.get();
        if (observer != null) {
            observer.newRun();
            recorder = observer::step;
        }
    }

    /** @param spec the vehicle on level dry asphalt */
    public TestTrack(VehicleSpec spec) {
        this(spec, new FlatGround());
    }

    /** @param sink receives every snapshot from now on (for CSV recording) */
    public void record(Consumer<VehicleSnapshot> sink) {
        this.recorder = sink;
    }

    /**
     * Lets the vehicle go down (a motorcycle fall) without ending the run: for the tests that
     * report a fall themselves.
     *
     * @return this track
     */
    public TestTrack allowDown() {
        downAllowed = true;
        return this;
    }

    /**
     * Lets a run that is meant to be long (a straight run of the length asked for) go past
     * {@link #MAX_RUN_S}.
     *
     * @param seconds the run's own length (in simulated seconds)
     * @return this track
     */
    public TestTrack allowRunOf(double seconds) {
        maxRunS = Math.max(MAX_RUN_S, seconds + 60);
        return this;
    }

    /**
     * @param input the input for one step
     * @return the snapshot after it
     * @throws InvalidRun when the state stops being finite, the vehicle goes down (unless
     *     {@link #allowDown allowed}) or the run passes {@link #MAX_RUN_S}
     */
    public VehicleSnapshot step(VehicleInput input) {
        vehicle.step(input, ground, DT);
        VehicleSnapshot s = vehicle.snapshot();
        recorder.accept(s);
        check(s, downAllowed, maxRunS);
        return s;
    }

    /**
     * The checks every run's steps pass.
     *
     * @param s the state after a step
     * @param downAllowed true when the run reports a fall itself
     * @param maxRunS the longest the run may last (in simulated seconds)
     * @throws InvalidRun naming what went wrong and when
     */
    static void check(VehicleSnapshot s, boolean downAllowed, double maxRunS) {
        if (!s.isFinite()) {
            throw new InvalidRun(String.format(Locale.ROOT, "the model's state stopped being finite %.3f s into the run",
                    s.timeS()));
        }
        if (!downAllowed && s.has(VehicleEvent.CRASHED)) {
            throw new InvalidRun(String.format(Locale.ROOT, "the vehicle went down (overturned or fell) %.2f s into the run",
                    s.timeS()));
        }
        if (s.timeS() > maxRunS) {
            throw new InvalidRun(String.format(Locale.ROOT,
                    "the run never reached the state it measures in %.0f s of simulated time", maxRunS));
        }
    }

    /** @return the latest snapshot */
    public VehicleSnapshot now() {
        return vehicle.snapshot();
    }

    /** @return the vehicle */
    public Vehicle vehicle() {
        return vehicle;
    }

    /** @return the ground */
    public Ground ground() {
        return ground;
    }
}
