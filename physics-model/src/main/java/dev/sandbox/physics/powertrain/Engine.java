package dev.sandbox.physics.powertrain;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.EngineSpec;

/**
 * The engine: full-throttle torque from the curve times the throttle, engine braking off
 * throttle ([Palmer, eq. 8.30]), an idle governor, a rev limiter at the
 * redline, and over-rev damage past the damage rpm ([Palmer, "Car Simulator"]: above 8000 rpm the
 * Boxster's engine is blown). A blown engine gives no more torque, only its drag, until reset.
 */
public final class Engine {

    private static final double LIMITER_HYSTERESIS_RPM = 150;
    private static final double IDLE_GOVERNOR_GAIN = 4.0;

    private final EngineSpec spec;
    private final TorqueCurve curve;
    private double omegaRadPerS;
    private boolean blown;
    private boolean limiterCut;
    private double lastTorqueNm;

    /** @param spec the engine data */
    public Engine(EngineSpec spec) {
        this.spec = spec;
        this.curve = new TorqueCurve(spec.torqueCurve());
        reset();
    }

    /** Back to idle, undamaged. */
    public void reset() {
        omegaRadPerS = Units.rpmToRadPerS(spec.idleRpm());
        blown = false;
        limiterCut = false;
        lastTorqueNm = 0;
    }

    /**
     * The engine's output torque at its current speed, and updates the limiter state.
     *
     * @param throttle pedal (0..1)
     * @param fuelCut true to cut fuel regardless of the pedal (during a gear change)
     * @return crank torque (in newton metres, negative when engine braking)
     */
    public double torqueNm(double throttle, boolean fuelCut) {
        double rpm = rpm();
        double drag = engineBrakingNm(rpm);
        if (blown) {
            lastTorqueNm = -drag;
            return lastTorqueNm;
        }
        if (rpm >= spec.redlineRpm()) {
            limiterCut = true;
        } else if (rpm < spec.redlineRpm() - LIMITER_HYSTERESIS_RPM) {
            limiterCut = false;
        }
        double open = fuelCut || limiterCut ? 0.0 : throttle;
        double idleShortfall = (spec.idleRpm() - rpm) / spec.idleRpm();
        if (!limiterCut && idleShortfall > -0.02) {
            open = Math.max(open, Units.clamp(0.02 + IDLE_GOVERNOR_GAIN * idleShortfall, 0, 1));
        }
        lastTorqueNm = open * curve.torqueNm(rpm) - (1.0 - open) * drag;
        return lastTorqueNm;
    }

    /**
     * Engine braking torque of eq. 8.30, T_eb = mu_eb * rpm / 60.
     *
     * @param rpm engine speed (in rpm)
     * @return the drag torque (in newton metres, &ge;0)
     */
    public double engineBrakingNm(double rpm) {
        return spec.engineBrakingCoefficient() * Math.max(rpm, 0) / 60.0;
    }

    /**
     * Integrates the crank speed under its own torque and the clutch's.
     *
     * @param engineTorqueNm torque from {@link #torqueNm}
     * @param clutchTorqueNm torque the clutch takes from the crank (in newton metres)
     * @param dtS step (in seconds)
     */
    public void integrate(double engineTorqueNm, double clutchTorqueNm, double dtS) {
        setOmega(omegaRadPerS + dtS * (engineTorqueNm - clutchTorqueNm) / spec.inertiaKgM2());
    }

    /**
     * Sets the crank speed (used when the clutch is locked) and checks for over-rev damage.
     *
     * @param omega crank speed (in radians per second)
     */
    public void setOmega(double omega) {
        omegaRadPerS = Math.max(0.0, omega);
        if (rpm() > spec.damageRpm()) {
            blown = true;
        }
    }

    /** @return crank speed (in radians per second) */
    public double omega() {
        return omegaRadPerS;
    }

    /** @return crank speed (in rpm) */
    public double rpm() {
        return Units.radPerSToRpm(omegaRadPerS);
    }

    /** @return true once the engine has been over-revved past its damage rpm */
    public boolean isBlown() {
        return blown;
    }

    /** @return true while the rev limiter cuts fuel */
    public boolean isLimiting() {
        return limiterCut;
    }

    /** @return the torque of the latest {@link #torqueNm} call (in newton metres) */
    public double lastTorqueNm() {
        return lastTorqueNm;
    }

    /** @return the full-throttle curve */
    public TorqueCurve curve() {
        return curve;
    }

    /** @return crank inertia (in kg m^2) */
    public double inertiaKgM2() {
        return spec.inertiaKgM2();
    }

    /** @return the engine data */
    public EngineSpec spec() {
        return spec;
    }
}
