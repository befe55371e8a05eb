package dev.sandbox.physics.sim;

import dev.sandbox.physics.chassis.BodyMotion;
import dev.sandbox.physics.powertrain.Driveline;
import dev.sandbox.physics.powertrain.Engine;
import dev.sandbox.physics.powertrain.Gearbox;
import dev.sandbox.physics.powertrain.Powertrain;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * What every vehicle kind is built around: its spec, a powertrain, a body moving over the
 * ground, the simulated time and distance since the reset, and the snapshot of the latest step.
 * A kind (the car, the motorcycle) adds its wheels, steering and whatever else it has, and
 * implements {@link #step}, {@link #reset} and {@link #stateHash}.
 */
public abstract class VehicleBase implements Vehicle {

    /** The data the vehicle was built from. */
    protected final VehicleSpec spec;
    /** Engine, gearbox and driveline with the driven wheels. */
    protected final Powertrain powertrain;
    /** The body's motion over the ground. */
    protected final BodyMotion body;
    /** Simulated time since the reset (in seconds). */
    protected double timeS;
    /** Distance travelled since the reset (in metres). */
    protected double distanceM;
    /** The snapshot of the latest step or reset, or null until first asked for. */
    private VehicleSnapshot snapshot;
    private VehicleInput lastInput = VehicleInput.IDLE;
    private boolean lastCollision;

    /**
     * @param spec the vehicle's data
     * @param powertrain its engine, gearbox and driveline
     * @param body its body
     */
    protected VehicleBase(VehicleSpec spec, Powertrain powertrain, BodyMotion body) {
        this.spec = spec;
        this.powertrain = powertrain;
        this.body = body;
    }

    @Override
    public VehicleSpec spec() {
        return spec;
    }

    /**
     * The snapshot of the latest step, made when first asked for: a driving loop that takes
     * sixteen or more 1 ms steps a frame and shows the last one pays for one snapshot, not one
     * a step. It is made from the state the step left, which only a test rig's setters change
     * before the next step.
     */
    @Override
    public VehicleSnapshot snapshot() {
        if (snapshot == null) {
            snapshot = buildSnapshot(lastInput, lastCollision);
        }
        return snapshot;
    }

    /**
     * @param in the input of the step the snapshot shows
     * @param collision true when the body hit an obstacle in that step
     * @return the snapshot of the state the step left
     */
    protected abstract VehicleSnapshot buildSnapshot(VehicleInput in, boolean collision);

    /**
     * Ends a step: the snapshot will show this state, with this input and collision.
     *
     * @param in the step's input
     * @param collision true when the body hit an obstacle in the step
     */
    protected void stepped(VehicleInput in, boolean collision) {
        lastInput = in;
        lastCollision = collision;
        snapshot = null;
    }

    /** Ends a reset: the snapshot is made at once, so a rig that sets speeds by hand next reads the reset state. */
    protected void settled() {
        stepped(VehicleInput.IDLE, false);
        snapshot();
    }

    @Override
    public void setAutomatic(boolean automatic) {
        powertrain.setAutomatic(automatic);
    }

    /** @return the engine */
    public Engine engine() {
        return powertrain.engine();
    }

    /** @return the gearbox */
    public Gearbox gearbox() {
        return powertrain.gearbox();
    }

    /** @return the driveline */
    public Driveline driveline() {
        return powertrain.driveline();
    }

    /** @return engine, gearbox and driveline with the driven wheels */
    public Powertrain powertrain() {
        return powertrain;
    }

    /** @return the body's motion */
    public BodyMotion body() {
        return body;
    }

    /** @return simulated time since the reset (in seconds) */
    public double timeS() {
        return timeS;
    }

    /** @return distance travelled since the reset (in metres) */
    public double distanceM() {
        return distanceM;
    }
}
