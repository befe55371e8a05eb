package dev.sandbox.physics.car;

import dev.sandbox.physics.chassis.Aerodynamics;
import dev.sandbox.physics.chassis.BodyMotion;
import dev.sandbox.physics.chassis.ContactPlane;
import dev.sandbox.physics.chassis.ObstacleProbe;
import dev.sandbox.physics.chassis.Steering;
import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.powertrain.Driveline;
import dev.sandbox.physics.powertrain.Engine;
import dev.sandbox.physics.powertrain.Gearbox;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.ChassisSpec;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.tyre.TyreForce;
import dev.sandbox.physics.tyre.TyreModel;
import dev.sandbox.physics.tyre.TyreModels;

/**
 * The four-wheeled car: planar translation and yaw over the ground (001_0fda50e3afb362f4.txt
 * "High Speed Turning": cornering force and yaw torque from the four tyre forces), each wheel
 * with its own contact point, load, slip angle and slip ratio, driven through the
 * {@link Driveline} and braked through friction torques, with longitudinal and lateral load
 * transfer acting through a short suspension lag (001 "Weight Transfer").
 *
 * <p>Wheel order everywhere: 0 FL, 1 FR, 2 RL, 3 RR.
 */
public final class Car implements Vehicle {

    private static final double WHEEL_DROOP_M = 0.12;

    private final VehicleSpec spec;
    private final ChassisSpec chassis;
    private final Wheel[] wheels = new Wheel[4];
    private final Engine engine;
    private final Gearbox gearbox;
    private final Driveline driveline;
    private final Steering steering;
    private final Aerodynamics aero;
    private final BodyMotion body;
    private final ContactPlane plane = new ContactPlane(4);
    private final ObstacleProbe probe;
    private final LoadTransfer loadTransfer;
    private final CarTelemetry telemetry;
    private final int[] driven;
    private final double[] drivenOmega;
    private final double[] drivenInertia;
    private final double[] drivenExternal;
    private final double[] drivenTorque;
    private final Vec3[] contactXz = new Vec3[4];
    private final double[] vx = new double[4];
    private final double[] vy = new double[4];

    private double timeS;
    private double distanceM;
    private VehicleSnapshot snapshot;

    /** @param spec a spec of type car */
    public Car(VehicleSpec spec) {
        this.spec = spec;
        this.chassis = spec.chassis();
        TyreModel frontTyre = TyreModels.of(spec.tyre().withCorneringStiffnessScaled(spec.frontWheel().corneringStiffnessFactor()));
        TyreModel rearTyre = TyreModels.of(spec.tyre().withCorneringStiffnessScaled(spec.rearWheel().corneringStiffnessFactor()));
        double a = chassis.cgToFrontAxleM();
        double b = chassis.cgToRearAxleM();
        double tf = chassis.trackFrontM() / 2;
        double tr = chassis.trackRearM() / 2;
        double sigma = spec.tyre().relaxationLengthM();
        wheels[0] = new Wheel("FL", spec.frontWheel(), frontTyre, sigma, a, tf);
        wheels[1] = new Wheel("FR", spec.frontWheel(), frontTyre, sigma, a, -tf);
        wheels[2] = new Wheel("RL", spec.rearWheel(), rearTyre, sigma, -b, tr);
        wheels[3] = new Wheel("RR", spec.rearWheel(), rearTyre, sigma, -b, -tr);
        engine = new Engine(spec.engine());
        gearbox = new Gearbox(spec.transmission());
        driveline = new Driveline(engine, gearbox);
        steering = new Steering(spec.steering(), chassis.wheelbaseM(), chassis.trackFrontM());
        aero = new Aerodynamics(spec.aero());
        body = new BodyMotion(chassis.totalMassKg(), chassis.yawInertiaKgM2());
        probe = new ObstacleProbe(chassis.lengthM(), chassis.widthM(), a - chassis.wheelbaseM() / 2,
                chassis.heightM() * 0.4);
        loadTransfer = new LoadTransfer(chassis);
        telemetry = new CarTelemetry(this);
        driven = switch (spec.transmission().layout()) {
            case FWD -> new int[] {0, 1};
            case RWD -> new int[] {2, 3};
            case AWD -> new int[] {0, 1, 2, 3};
        };
        drivenOmega = new double[driven.length];
        drivenInertia = new double[driven.length];
        drivenExternal = new double[driven.length];
        drivenTorque = new double[driven.length];
        reset(0, 0, 0, new dev.sandbox.physics.ground.FlatGround());
    }

    @Override
    public void step(VehicleInput in, Ground ground, double dtS) {
        timeS += dtS;
        double speed = body.velocity().dot(body.forward());
        gearbox.update(in.shiftUp(), in.shiftDown(), in.throttle(), wheelSideRpm(), speed, dtS);
        double delta = steering.update(in.steer(), speed, dtS);
        wheels[0].setSteerAngle(steering.wheelAngleRad(delta, true));
        wheels[1].setSteerAngle(steering.wheelAngleRad(delta, false));

        contactGeometry(ground);
        Vec3 f = body.forward();
        Vec3 l = body.left();
        double[] loads = loadTransfer.wheelLoads(body.normalForceN());
        for (int i = 0; i < 4; i++) {
            Wheel w = wheels[i];
            boolean onGround = !body.airborne() && plane.dropBelowPlane(i) < WHEEL_DROOP_M;
            w.setContact(plane.point(i), loads[i], plane.sample(i).grip(), plane.sample(i).surface(), onGround);
            Vec3 v = contactVelocity(w, f, l);
            double c = Math.cos(w.steerAngle());
            double s = Math.sin(w.steerAngle());
            double vf = v.dot(f);
            double vl = v.dot(l);
            vx[i] = vf * c + vl * s;
            vy[i] = vl * c - vf * s;
            w.computeForce(vx[i], vy[i], 0.0);
        }

        for (int k = 0; k < driven.length; k++) {
            Wheel w = wheels[driven[k]];
            drivenOmega[k] = w.omega();
            drivenInertia[k] = w.stepInertiaKgM2(dtS);
            drivenExternal[k] = w.spinReactionNm(spec.rollingResistance());
        }
        driveline.solve(in.throttle(), in.clutch(), drivenOmega, drivenInertia, drivenExternal, drivenTorque, dtS);
        double meanDriven = 0;
        for (int i = 0; i < 4; i++) {
            Wheel w = wheels[i];
            double drive = 0;
            for (int k = 0; k < driven.length; k++) {
                if (driven[k] == i) {
                    drive = drivenTorque[k];
                }
            }
            w.integrateSpin(drive, frictionTorque(i, in, drive, dtS), dtS);
            w.advanceSlip(vx[i], vy[i], dtS);
        }
        for (int k : driven) {
            meanDriven += wheels[k].omega() / driven.length;
        }
        driveline.finish(meanDriven, dtS);

        Vec3 force = aero.drag(body.velocity(), false);
        double moment = 0;
        double sumF = 0;
        double sumL = 0;
        for (Wheel w : wheels) {
            double c = Math.cos(w.steerAngle());
            double s = Math.sin(w.steerAngle());
            double ff = w.fx() * c - w.fy() * s;
            double fl = w.fx() * s + w.fy() * c;
            force = force.plusScaled(f, ff).plusScaled(l, fl);
            moment += w.forwardOffsetM() * fl - w.leftOffsetM() * ff;
            sumF += ff;
            sumL += fl;
        }
        body.integrate(force, moment, dtS);
        boolean hit = probe.resolve(body, ground);
        loadTransfer.update(sumF, sumL, dtS);
        distanceM += body.velocity().length() * dtS;
        snapshot = telemetry.build(in, hit);
    }

    private void contactGeometry(Ground ground) {
        Vec3 f = body.forward();
        Vec3 l = body.left();
        Vec3 p = body.position();
        for (int i = 0; i < 4; i++) {
            contactXz[i] = p.plusScaled(f, wheels[i].forwardOffsetM()).plusScaled(l, wheels[i].leftOffsetM());
        }
        plane.sample(ground, contactXz);
        body.touchGround(plane.heightAt(p.x(), p.z()), plane.normal());
    }

    private Vec3 contactVelocity(Wheel w, Vec3 f, Vec3 l) {
        double r = body.yawRate();
        return body.velocity().plusScaled(l, r * w.forwardOffsetM()).plusScaled(f, -r * w.leftOffsetM());
    }

    /** Brake (with anti-lock), handbrake and rolling-resistance torque available at wheel i. */
    private double frictionTorque(int i, VehicleInput in, double driveTorqueNm, double dtS) {
        boolean front = i < 2;
        double pedal = in.brake() * (front ? spec.brakes().frontTorqueNm() : spec.brakes().rearTorqueNm());
        double hand = front ? 0 : in.handbrake() * spec.brakes().handbrakeTorqueNm();
        return hand + wheels[i].frictionTorqueNm(pedal, spec.brakes().abs(), driveTorqueNm, vx[i],
                spec.rollingResistance(), dtS);
    }

    /**
     * The engine speed the engaged gear gives at the driven wheels' speed, i.e. the gearbox
     * output shaft's speed that an automatic transmission shifts on (000 eq. 8.12 solved for
     * the engine). Using the same speed for up- and downshifts keeps the box from hunting while
     * the tyres spin: a spinning axle upshifts, as a real automatic does on ice.
     *
     * @return the rpm (&ge;0)
     */
    private double wheelSideRpm() {
        double mean = 0;
        for (int k : driven) {
            mean += wheels[k].omega() / driven.length;
        }
        return Math.abs(Units.radPerSToRpm(gearbox.engagedRatio() * mean));
    }

    @Override
    public void reset(double x, double z, double headingRad, Ground ground) {
        body.reset(new Vec3(x, ground.sample(x, z).heightM(), z), ground.sample(x, z).normal(), headingRad);
        for (int pass = 0; pass < 2; pass++) {
            contactGeometry(ground);
            Vec3 p = body.position();
            body.reset(new Vec3(p.x(), plane.heightAt(p.x(), p.z()), p.z()), plane.normal(), headingRad);
        }
        for (Wheel w : wheels) {
            w.reset();
        }
        engine.reset();
        gearbox.reset();
        driveline.reset();
        steering.reset();
        loadTransfer.reset();
        timeS = 0;
        distanceM = 0;
        double[] loads = loadTransfer.wheelLoads(body.normalForceN());
        for (int i = 0; i < 4; i++) {
            wheels[i].setContact(plane.point(i), loads[i], plane.sample(i).grip(), plane.sample(i).surface(), true);
        }
        snapshot = telemetry.build(VehicleInput.IDLE, false);
    }

    @Override
    public void setAutomatic(boolean automatic) {
        gearbox.setAutomatic(automatic);
    }

    @Override
    public long stateHash() {
        long h = body.stateHash(17);
        for (Wheel w : wheels) {
            h = w.stateHash(h);
        }
        h = Wheel.mix(h, engine.omega());
        h = Wheel.mix(h, gearbox.targetGear());
        h = Wheel.mix(h, steering.angleRad());
        return loadTransfer.stateHash(h);
    }

    @Override
    public VehicleSpec spec() {
        return spec;
    }

    @Override
    public VehicleSnapshot snapshot() {
        return snapshot;
    }

    /** @return the wheels, FL, FR, RL, RR */
    public Wheel[] wheels() {
        return wheels;
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

    /** @return the steering */
    public Steering steering() {
        return steering;
    }

    /** @return the body's motion */
    public BodyMotion body() {
        return body;
    }

    /** @return the load-transfer state */
    LoadTransfer loadTransfer() {
        return loadTransfer;
    }

    /** @return simulated time since reset (in seconds) */
    double timeS() {
        return timeS;
    }

    /** @return distance travelled since reset (in metres) */
    double distanceM() {
        return distanceM;
    }
}
