package dev.sandbox.physics.spec;

import java.util.List;

/**
 * The engine's data.
 *
 * @param torqueCurve full-throttle torque points, rpm strictly increasing
 * @param idleRpm idle speed (in rpm)
 * @param redlineRpm redline (in rpm): the warning threshold and where the limiter cuts in
 * @param damageRpm speed beyond which the engine is blown (in rpm; 8000 for the Boxster S per
 *     the Car Simulator of [Palmer])
 * @param inertiaKgM2 rotating inertia of crank and flywheel (in kg m^2)
 * @param engineBrakingCoefficient mu_eb of [Palmer, eq. 8.30] (in N m per rev/s)
 */
public record EngineSpec(List<TorquePoint> torqueCurve, double idleRpm, double redlineRpm,
        double damageRpm, double inertiaKgM2, double engineBrakingCoefficient) {

    /** Copies the curve so the record stays immutable. */
    public EngineSpec {
        torqueCurve = List.copyOf(torqueCurve);
    }
}
