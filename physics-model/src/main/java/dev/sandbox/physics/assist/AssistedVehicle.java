package dev.sandbox.physics.assist;

import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.EnumSet;
import java.util.Set;

/**
 * A vehicle whose driver's input passes through the {@link DriverAids} at every fixed step,
 * as a car's control units sit between the pedals and the brakes, throttle and clutch. The
 * built-in driver (autopilot) drives the raw vehicle: {@link #setBypass(boolean)}.
 */
public final class AssistedVehicle implements Vehicle {

    private final Vehicle inner;
    private final DriverAids aids;
    private volatile boolean bypass;
    private final EnumSet<Assist> acted = EnumSet.noneOf(Assist.class);

    /**
     * @param inner the simulated vehicle
     * @param aids the assists acting on it
     */
    public AssistedVehicle(Vehicle inner, DriverAids aids) {
        this.inner = inner;
        this.aids = aids;
    }

    /** @return the assists */
    public DriverAids aids() {
        return aids;
    }

    /** @param off true to hand the driver's input to the vehicle unchanged */
    public void setBypass(boolean off) {
        bypass = off;
    }

    /**
     * The assists that intervened in any step since the last call (for the HUD's flash).
     *
     * @return those assists (a copy); the record is cleared
     */
    public synchronized Set<Assist> takeIntervened() {
        Set<Assist> out = acted.isEmpty() ? EnumSet.noneOf(Assist.class) : EnumSet.copyOf(acted);
        acted.clear();
        return out;
    }

    @Override
    public VehicleSpec spec() {
        return inner.spec();
    }

    @Override
    public void step(VehicleInput input, Ground ground, double dtS) {
        if (bypass) {
            inner.step(input, ground, dtS);
            return;
        }
        AidedInput aided = aids.apply(input, inner.snapshot(), dtS);
        if (!aided.intervening().isEmpty()) {
            synchronized (this) {
                acted.addAll(aided.intervening());
            }
        }
        inner.step(aided.input(), ground, dtS);
    }

    @Override
    public VehicleSnapshot snapshot() {
        return inner.snapshot();
    }

    @Override
    public void reset(double x, double z, double headingRad, Ground ground) {
        inner.reset(x, z, headingRad, ground);
        aids.reset();
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
