package dev.sandbox.physics.sim;

import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.function.Consumer;

/**
 * A vehicle that hands the snapshot of every fixed step to a listener, so that what runs at
 * the model's rate (the 100 Hz telemetry recorder, the HUD's event warnings) sees every step
 * and not only the last one of each frame. Everything else is the wrapped vehicle's.
 */
public final class ObservedVehicle implements Vehicle {

    private final Vehicle inner;
    private final Consumer<VehicleSnapshot> listener;

    /**
     * @param inner the simulated vehicle
     * @param listener told of the snapshot after each step (on the stepping thread)
     */
    public ObservedVehicle(Vehicle inner, Consumer<VehicleSnapshot> listener) {
        this.inner = inner;
        this.listener = listener;
    }

    @Override
    public VehicleSpec spec() {
        return inner.spec();
    }

    @Override
    public void step(VehicleInput input, Ground ground, double dtS) {
        inner.step(input, ground, dtS);
        listener.accept(inner.snapshot());
    }

    @Override
    public VehicleSnapshot snapshot() {
        return inner.snapshot();
    }

    @Override
    public void reset(double x, double z, double headingRad, Ground ground) {
        inner.reset(x, z, headingRad, ground);
    }

    @Override
    public void setAutomatic(boolean automatic) {
        inner.setAutomatic(automatic);
    }

    @Override
    public long stateHash() {
        return inner.stateHash();
    }
}
