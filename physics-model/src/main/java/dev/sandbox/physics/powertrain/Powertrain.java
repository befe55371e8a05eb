package dev.sandbox.physics.powertrain;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.EngineSpec;
import dev.sandbox.physics.spec.TransmissionSpec;

/**
 * Engine, gearbox and {@link Driveline} assembled with the wheels they drive: the car's
 * driven axle (or both) or the motorcycle's rear wheel. Each step it lets the gearbox shift on
 * the driven wheels' speed, hands the driveline the driven wheels' spin state and passes back
 * the drive torque on each, and ends the step with their new mean spin.
 */
public final class Powertrain {

    private final Engine engine;
    private final Gearbox gearbox;
    private final Driveline driveline;
    private final Wheel[] driven;
    private final double[] drivenOmega;
    private final double[] drivenInertia;
    private final double[] drivenExternal;
    private final double[] drivenTorque;

    /**
     * @param engineSpec the engine data
     * @param transmissionSpec the gearbox and clutch data
     * @param driven the driven wheels (at least one)
     */
    public Powertrain(EngineSpec engineSpec, TransmissionSpec transmissionSpec, Wheel... driven) {
        engine = new Engine(engineSpec);
        gearbox = new Gearbox(transmissionSpec);
        driveline = new Driveline(engine, gearbox);
        this.driven = driven.clone();
        drivenOmega = new double[driven.length];
        drivenInertia = new double[driven.length];
        drivenExternal = new double[driven.length];
        drivenTorque = new double[driven.length];
    }

    /**
     * Lets the gearbox act on the driver's shift requests and, in automatic mode, on its
     * schedule.
     *
     * @param shiftUp shift-up request held
     * @param shiftDown shift-down request held
     * @param throttle the driver's accelerator (0..1)
     * @param brake the driver's brake (0..1)
     * @param speedMps signed road speed along the heading (in metres per second)
     * @param grade rise over run along the heading (dimensionless, positive uphill)
     * @param settled false while a downshift would upset the vehicle (see {@link Gearbox#update(boolean,
     *     boolean, double, double, double, boolean, boolean, double, double, double)})
     * @param dtS step (in seconds)
     */
    public void shift(boolean shiftUp, boolean shiftDown, double throttle, double brake, double speedMps,
            double grade, boolean settled, double dtS) {
        double peak = 0;
        boolean spinning = false;
        double radius = 0;
        for (Wheel w : driven) {
            double p = w.peakSlipRatio();
            peak = Math.max(peak, p);
            spinning |= w.grounded() && w.slipRatio() > p;
            radius += w.radiusM() / driven.length;
        }
        double roadRpm = Math.abs(Units.radPerSToRpm(gearbox.engagedRatio() * speedMps / radius));
        // within the tyres' peak slip of the road speed, and no slower than the road while the
        // brake is on: wheelspin does not read as speed, nor a braked wheel as a standstill
        double shaftRpm = Units.clamp(wheelSideRpm(), roadRpm * (brake > 0 ? 1 : 1 - peak), roadRpm * (1 + peak));
        // a slipping clutch is a start still under way: the box waits for it to lock before upshifting
        boolean holdGear = spinning || (!driveline.isLocked() && gearbox.gear() == 1 && !gearbox.isShifting());
        gearbox.update(shiftUp, shiftDown, throttle, brake, shaftRpm, holdGear, settled, grade, speedMps, dtS);
    }

    /**
     * Solves the driveline for this step from the driven wheels' spin, the inertia they show
     * over the step and the tyre and rolling-resistance torques on them; afterwards
     * {@link #driveTorqueNm} gives each wheel's drive torque. Call after the tyre forces.
     *
     * @param throttle accelerator or twist grip (0..1)
     * @param clutch clutch pedal or lever (0..1, 1 = disengaged)
     * @param rollingResistance coefficient of rolling friction mu_r ([Palmer, eq. 8.4])
     * @param dtS step (in seconds)
     */
    public void drive(double throttle, double clutch, double rollingResistance, double dtS) {
        for (int k = 0; k < driven.length; k++) {
            Wheel w = driven[k];
            drivenOmega[k] = w.omega();
            drivenInertia[k] = w.stepInertiaKgM2(dtS);
            drivenExternal[k] = w.spinReactionNm(rollingResistance);
        }
        driveline.solve(throttle, clutch, drivenOmega, drivenInertia, drivenExternal, drivenTorque, dtS);
    }

    /**
     * Solves the driveline with the throttle shut and the clutch fully open, as for a fallen
     * motorcycle. The driven wheels' spin state is not read again: the driveline sees the one
     * of the latest {@link #drive}.
     *
     * @param dtS step (in seconds)
     */
    public void driveDeclutched(double dtS) {
        driveline.solve(0, 1, drivenOmega, drivenInertia, drivenExternal, drivenTorque, dtS);
    }

    /**
     * @param w a wheel of the vehicle
     * @return the drive torque of the latest {@link #drive} on that wheel (in newton metres;
     *     0 for a wheel that is not driven)
     */
    public double driveTorqueNm(Wheel w) {
        double drive = 0;
        for (int k = 0; k < driven.length; k++) {
            if (driven[k] == w) {
                drive = drivenTorque[k];
            }
        }
        return drive;
    }

    /**
     * Ends the step once the driven wheels have taken their new spin: a locked clutch ties the
     * engine to their mean speed.
     *
     * @param dtS step (in seconds)
     */
    public void finish(double dtS) {
        driveline.finish(meanDrivenOmega(), dtS);
    }

    /** Engine idling, first gear, clutch open. */
    public void reset() {
        engine.reset();
        gearbox.reset();
        driveline.reset();
    }

    /** @param automatic true for the automatic gearbox mode, false for manual shifting */
    public void setAutomatic(boolean automatic) {
        gearbox.setAutomatic(automatic);
    }

    /**
     * @param h the running hash
     * @return the hash with the engine speed and the selected gear mixed in
     */
    public long stateHash(long h) {
        h = Wheel.mix(h, engine.omega());
        return Wheel.mix(h, gearbox.targetGear());
    }

    /** @return the engine */
    public Engine engine() {
        return engine;
    }

    /** @return the gearbox */
    public Gearbox gearbox() {
        return gearbox;
    }

    /** @return the driveline */
    public Driveline driveline() {
        return driveline;
    }

    /**
     * The engine speed the engaged gear gives at the driven wheels' speed, i.e. the gearbox
     * output shaft's speed as the driven wheels turn it ([Palmer, eq. 8.12] solved for the engine).
     *
     * @return the rpm (&ge;0)
     */
    public double wheelSideRpm() {
        return Math.abs(Units.radPerSToRpm(gearbox.engagedRatio() * meanDrivenOmega()));
    }

    /**
     * The drive force the clutch passes at its full capacity in the engaged gear: its torque
     * through the gear, the differential and the efficiency ([Palmer, eq. 8.10]) over the driven
     * wheels' rolling radius.
     *
     * @return that force (in newtons, &ge;0)
     */
    public double clutchCapacityPullN() {
        double radius = 0;
        for (Wheel w : driven) {
            radius += w.radiusM() / driven.length;
        }
        TransmissionSpec t = gearbox.spec();
        return t.clutchMaxTorqueNm() * Math.abs(gearbox.engagedRatio()) * t.efficiency() / radius;
    }

    /**
     * The pull the engine gives at a throttle once it turns at the engaged gear's speed over the
     * driven wheels: its torque open x (T_full + T_eb) - T_eb ({@link Engine#torqueNm}) carried
     * through the gear as in {@link #clutchCapacityPullN}.
     *
     * @param throttle the throttle (0..1)
     * @return the pull (in newtons, negative when the engine brakes)
     */
    public double pullAtThrottleN(double throttle) {
        double rpm = wheelSideRpm();
        double drag = engine.engineBrakingNm(rpm);
        double torque = throttle * (engine.curve().torqueNm(rpm) + drag) - drag;
        return torque * clutchCapacityPullN() / gearbox.spec().clutchMaxTorqueNm();
    }

    /** @return mean spin of the driven wheels (in radians per second) */
    private double meanDrivenOmega() {
        double mean = 0;
        for (Wheel w : driven) {
            mean += w.omega() / driven.length;
        }
        return mean;
    }
}
