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
    /** The state after the latest step or reset. */
    protected VehicleSnapshot snapshot;

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

    @Override
    public VehicleSnapshot snapshot() {
        return snapshot;
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
