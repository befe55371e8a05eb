package dev.sandbox.physics.powertrain;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.DifferentialType;
import dev.sandbox.physics.spec.TransmissionSpec;

/**
 * Engine, clutch, gearbox and differential as one rotating system, after the drive-torque
 * chain of [Monster] ("drive torque = engine torque * gear ratio * differential
 * ratio * transmission efficiency") and [Palmer, eq. 8.10].
 *
 * <p>The clutch is a friction coupling: each step it transmits exactly the torque that keeps
 * crank and gearbox input turning together if its capacity allows (locked), otherwise its
 * capacity (slipping). Solving that torque for the end of the step makes the locked driveline
 * stiff-stable at any gear. The wheels' side of that balance is what their own spin update will
 * do: their inertia with the tyre damping they take implicitly, the tyre's reaction and rolling
 * resistance (Wheel.stepInertiaKgM2, Wheel.spinReactionNm); the lock then passes on all the
 * engine's work that does not go into the crank's own speed. An automatic clutch (for keyboard drivers) opens near idle, slips
 * at launch so the engine holds an rpm that rises with the throttle up to {@code launchRpm},
 * and closes once the wheels carry the engine; a pressed clutch pedal scales its capacity
 * down. The engine therefore never stalls. After a gear change the clutch closes over
 * {@link #REENGAGE_S}, as a driver's foot or a gearbox's actuator does, and its slip brings the
 * engine to the new gear's speed [Palmer, eq. 8.14].
 */
public final class Driveline {

    /**
     * Throttle below which the automatic clutch treats the pedal as released and closes once the
     * wheels turn above idle (a fraction of full travel): a resting foot or a gamepad trigger's
     * dead zone reads a few percent.
     */
    public static final double MIN_THROTTLE = 0.03;
    /**
     * Wheel-side speed, as a multiple of idle, above which the automatic clutch closes off
     * throttle (dimensionless): 15 % above idle keeps the engine clear of stalling when the
     * wheels drag it, as a driver lets the clutch out only once the car rolls.
     */
    private static final double ENGAGE_ABOVE_IDLE = 1.15;
    /**
     * Engine speed, as a multiple of idle, below which a locked clutch opens (dimensionless):
     * lower than {@link #ENGAGE_ABOVE_IDLE} so the clutch does not chatter between the two.
     */
    private static final double RELEASE_BELOW_IDLE = 1.05;
    /**
     * Gain of the launch slip controller (dimensionless: clutch torque per engine torque, per
     * relative engine-speed error): 3 brings the engine to the launch speed within a few tenths
     * of a second without overshooting it at the clutch's capacity.
     */
    private static final double LAUNCH_GAIN = 3.0;
    /**
     * Locking torque of the limited-slip differential per speed difference across it (in N m
     * per rad/s): a viscous coupling's slope, capped by the spec's lsdLockingTorqueNm
     * [Gillespie, ch. 2].
     */
    private static final double LSD_GAIN_NM_PER_RAD_S = 200.0;
    /**
     * A gear whose overall ratio is within 1 % of first's counts as a launch gear (first or
     * reverse): reverse ratios are close to first's in every box.
     */
    private static final double LAUNCH_RATIO_SHARE = 0.99;
    /** Time over which the clutch closes again after a gear change (in seconds). */
    static final double REENGAGE_S = 0.15;

    private final Engine engine;
    private final Gearbox gearbox;
    private final TransmissionSpec spec;
    private boolean locked;
    private double clutchTorqueNm;
    private double engineTorqueNm;
    private double ratio;
    private double sinceEngagedS = REENGAGE_S;

    /**
     * @param engine the engine
     * @param gearbox the gearbox
     */
    public Driveline(Engine engine, Gearbox gearbox) {
        this.engine = engine;
        this.gearbox = gearbox;
        this.spec = gearbox.spec();
    }

    /** Clutch open, no torque. */
    public void reset() {
        sinceEngagedS = REENGAGE_S;
        locked = false;
        clutchTorqueNm = 0;
        engineTorqueNm = 0;
    }

    /**
     * Computes this step's clutch torque and the drive torque on each driven wheel.
     *
     * @param throttle accelerator (0..1)
     * @param clutchPedal clutch pedal (0..1, 1 = disengaged)
     * @param omega spin of each driven wheel (in radians per second)
     * @param inertia spin inertia each driven wheel shows a drive torque over this step (in kg
     *     m^2; with the tyre damping the wheel takes implicitly, see Wheel.stepInertiaKgM2)
     * @param externalTorque every other torque on each driven wheel this step: the tyre's
     *     reaction -Fx * r and rolling resistance (in newton metres)
     * @param driveOut receives the drive torque for each driven wheel (in newton metres)
     * @param dtS step (in seconds)
     */
    public void solve(double throttle, double clutchPedal, double[] omega, double[] inertia,
            double[] externalTorque, double[] driveOut, double dtS) {
        int n = omega.length;
        ratio = gearbox.overallRatio();
        double meanOmega = 0;
        for (int i = 0; i < n; i++) {
            meanOmega += omega[i] / n;
        }
        // no fuel while the gear changes, nor while the clutch closes again with the engine
        // still above the new gear's speed, so the engine does not flare between gears
        boolean flaring = sinceEngagedS < REENGAGE_S && engine.omega() > Math.abs(ratio * meanOmega);
        engineTorqueNm = engine.torqueNm(throttle, gearbox.isShifting() || flaring);
        if (ratio == 0.0 || n == 0) {
            sinceEngagedS = 0;
            locked = false;
            clutchTorqueNm = 0;
            java.util.Arrays.fill(driveOut, 0.0);
            return;
        }
        // the wheels' mean spin at the end of the step is wheelsFree + compliance * clutch torque,
        // each wheel taking 1/n of the axle torque
        double wheelsFree = 0;
        double compliance = 0;
        for (int i = 0; i < n; i++) {
            wheelsFree += (omega[i] + dtS * externalTorque[i] / inertia[i]) / n;
            compliance += dtS / (n * n * inertia[i]);
        }
        double eta = spec.efficiency();
        double engineFree = engine.omega() + dtS * engineTorqueNm / engine.inertiaKgM2();
        double required = (engineFree - ratio * wheelsFree)
                / (dtS / engine.inertiaKgM2() + ratio * ratio * eta * compliance);
        sinceEngagedS += dtS;
        double capacity = capacity(throttle, clutchPedal, ratio * meanOmega)
                * Math.min(1.0, sinceEngagedS / REENGAGE_S);
        if (Math.abs(required) <= capacity) {
            locked = true;
            clutchTorqueNm = required;
        } else {
            locked = false;
            clutchTorqueNm = Math.copySign(capacity, required);
        }
        double axleTorque = clutchTorqueNm * ratio * eta;
        split(axleTorque, omega, driveOut);
    }

    private double capacity(double throttle, double clutchPedal, double wheelSideOmega) {
        double max = spec.clutchMaxTorqueNm() * (1.0 - clutchPedal);
        double idle = Units.rpmToRadPerS(engine.spec().idleRpm());
        if (throttle < MIN_THROTTLE) {
            return wheelSideOmega > ENGAGE_ABOVE_IDLE * idle ? max : 0.0;
        }
        // a standing start in first or reverse slips the clutch up to a launch speed that rises
        // with the throttle; in the higher gears the clutch only slips to keep the engine alive
        boolean launchGear = Math.abs(ratio) >= LAUNCH_RATIO_SHARE * spec.overallRatio(1);
        double target = launchGear ? idle + (Units.rpmToRadPerS(spec.launchRpm()) - idle) * throttle
                : ENGAGE_ABOVE_IDLE * idle;
        if (wheelSideOmega >= target || (locked && engine.omega() > RELEASE_BELOW_IDLE * idle)) {
            return max;
        }
        double pull = Math.max(engineTorqueNm, 0.0) * (1.0 + LAUNCH_GAIN * (engine.omega() - target) / target);
        return Units.clamp(pull, 0.0, max);
    }

    private void split(double axleTorque, double[] omega, double[] out) {
        int n = omega.length;
        for (int i = 0; i < n; i++) {
            out[i] = axleTorque / n;
        }
        if (spec.differential() == DifferentialType.LIMITED_SLIP && n >= 2) {
            for (int i = 0; i + 1 < n; i += 2) {
                double bias = Units.clamp(LSD_GAIN_NM_PER_RAD_S * (omega[i] - omega[i + 1]),
                        -spec.lsdLockingTorqueNm(), spec.lsdLockingTorqueNm());
                out[i] -= bias / 2;
                out[i + 1] += bias / 2;
            }
        }
    }

    /**
     * Ends the step: a locked clutch ties the crank to the wheels' new speed, a slipping one
     * lets the crank run under its own and the clutch's torque.
     *
     * @param newMeanOmega mean spin of the driven wheels after the step (in radians per second)
     * @param dtS step (in seconds)
     */
    public void finish(double newMeanOmega, double dtS) {
        if (locked && ratio != 0.0) {
            engine.setOmega(ratio * newMeanOmega);
        } else {
            engine.integrate(engineTorqueNm, clutchTorqueNm, dtS);
        }
    }

    /** @return true while the clutch is locked */
    public boolean isLocked() {
        return locked;
    }

    /** @return clutch torque of the latest step (in newton metres at the crank) */
    public double clutchTorqueNm() {
        return clutchTorqueNm;
    }

    /** @return engine torque of the latest step (in newton metres) */
    public double engineTorqueNm() {
        return engineTorqueNm;
    }

    /** @return fraction of the clutch's capacity in use (0..1) */
    public double engagement() {
        return Math.min(1.0, Math.abs(clutchTorqueNm) / spec.clutchMaxTorqueNm());
    }

    /** @return the engine */
    public Engine engine() {
        return engine;
    }

    /** @return the gearbox */
    public Gearbox gearbox() {
        return gearbox;
    }
}
