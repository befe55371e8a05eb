package dev.sandbox.physics.provingground;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.vehicles.Vehicles;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.function.Consumer;

/**
 * A vehicle on a test surface with the model's fixed 1 kHz step: the headless counterpart of
 * the sandbox's loop, used by every proving-ground test.
 */
public final class TestTrack {

    /** The model's step (in seconds). */
    public static final double DT = 0.001;

    private static final ThreadLocal<RunObserver> OBSERVER = new ThreadLocal<>();

    private final Vehicle vehicle;
    private final Ground ground;
    private Consumer<VehicleSnapshot> recorder = s -> { };

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
     * @param input the input for one step
     * @return the snapshot after it
     */
    public VehicleSnapshot step(VehicleInput input) {
        vehicle.step(input, ground, DT);
        VehicleSnapshot s = vehicle.snapshot();
        recorder.accept(s);
        return s;
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
