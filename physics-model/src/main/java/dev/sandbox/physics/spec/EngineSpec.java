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
 * @param cylinders number of cylinders (a four-stroke fires each once per two crank revolutions)
 * @param firingOrder cylinder numbers (1-based) in the order they fire: a permutation of 1..cylinders
 * @param firingIntervalsDeg crank angle from each firing in {@code firingOrder} to the next (in
 *     degrees, &gt;0, summing to 720: one four-stroke cycle)
 * @param sound the pipes and the combustion's variation, for the engine's sound only
 */
public record EngineSpec(List<TorquePoint> torqueCurve, double idleRpm, double redlineRpm,
        double damageRpm, double inertiaKgM2, double engineBrakingCoefficient, int cylinders,
        List<Integer> firingOrder, List<Double> firingIntervalsDeg, EngineSoundSpec sound) {

    /** Crank angle of one four-stroke cycle (in degrees). */
    public static final double CYCLE_DEG = 720.0;

    /** Copies the lists so the record stays immutable. */
    public EngineSpec {
        torqueCurve = List.copyOf(torqueCurve);
        firingOrder = List.copyOf(firingOrder);
        firingIntervalsDeg = List.copyOf(firingIntervalsDeg);
        java.util.Objects.requireNonNull(sound, "sound");
    }

    /**
     * An engine whose sound takes the defaults ({@link EngineSoundSpec#defaults}).
     *
     * @param torqueCurve full-throttle torque points, rpm strictly increasing
     * @param idleRpm idle speed (in rpm)
     * @param redlineRpm redline (in rpm)
     * @param damageRpm speed beyond which the engine is blown (in rpm)
     * @param inertiaKgM2 rotating inertia of crank and flywheel (in kg m^2)
     * @param engineBrakingCoefficient mu_eb of [Palmer, eq. 8.30] (in N m per rev/s)
     * @param cylinders number of cylinders
     * @param firingOrder cylinder numbers (1-based) in firing order
     * @param firingIntervalsDeg crank angle between successive firings (in degrees, summing to 720)
     */
    public EngineSpec(List<TorquePoint> torqueCurve, double idleRpm, double redlineRpm, double damageRpm,
            double inertiaKgM2, double engineBrakingCoefficient, int cylinders, List<Integer> firingOrder,
            List<Double> firingIntervalsDeg) {
        this(torqueCurve, idleRpm, redlineRpm, damageRpm, inertiaKgM2, engineBrakingCoefficient, cylinders,
                firingOrder, firingIntervalsDeg, EngineSoundSpec.defaults(cylinders));
    }

    /**
     * The firing frequency: every cylinder fires once per two revolutions, so an engine of n
     * cylinders fires n/2 times per revolution.
     *
     * @param rpm engine speed (in rpm)
     * @return firings per second (in hertz)
     */
    public double firingFrequencyHz(double rpm) {
        return rpm / 60.0 * cylinders / 2.0;
    }
}
