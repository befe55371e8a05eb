package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.Aerodynamics;
import dev.sandbox.physics.chassis.BodyMotion;
import dev.sandbox.physics.chassis.ContactPlane;
import dev.sandbox.physics.chassis.ObstacleProbe;
import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.ground.FlatGround;
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
import dev.sandbox.physics.spec.MotorcycleSpec;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.tyre.TyreModel;
import dev.sandbox.physics.tyre.TyreModels;

/**
 * The motorcycle: two wheels in line, the rear one driven through the {@link Driveline}, a
 * front and a rear brake, and a body that translates and yaws over the ground like the car's
 * ({@link BodyMotion}) but also leans ({@link LeanDynamics}) and, when one wheel's load reaches
 * zero, pitches about the other ({@link PitchMotion}: wheelie and stoppie). The rider
 * ({@link Rider}) turns the player's input into handlebar angle, body lean and lever pressure;
 * the bike turns because it leans and the rider countersteers to make it lean
 * (000_cdab2d2ee4342fe3.txt "Motorcycles", "Turning a Motorcycle").
 *
 * <p>Each tyre's force comes from its slip angle plus camber thrust from the lean (the tyre model's
 * camber input; Pacejka, "Tyre and Vehicle Dynamics", ch. 11 on motorcycle tyres: at a lean most
 * of the cornering force is camber thrust, the slip angles stay small). The tyres' lateral force
 * acts on the centre of mass's translation and, at the height of the centre of mass, on the lean;
 * the spinning wheels add their gyroscopic moments: steering the front wheel left rolls the bike
 * right (the seed's precession), turning rights the bike a little, and rolling yaws it.
 *
 * <p>Falls: a lean past the ground clearance (hard parts dig in), a wheelie or stoppie past the
 * balance point, or an impact faster than {@link #CRASH_IMPACT_MPS} puts the bike on its side,
 * sliding to a stop; {@link #reset} picks it up. Losing grip in a turn or locking the front brake
 * while leaned lets the lean run away and ends in the same fall.
 *
 * <p>Wheel order everywhere: 0 front ("F"), 1 rear ("R").
 */
public final class Motorcycle implements Vehicle {

    /** Lean beyond the ground-clearance limit at which the bike is down (in radians). */
    static final double CRASH_LEAN_MARGIN_RAD = Math.toRadians(5);
    /** Impact speed against an obstacle that throws the rider off (in metres per second). */
    static final double CRASH_IMPACT_MPS = 4.0;
    /** Lean of a bike lying on its side (in radians; footpegs and bars hold it off 90). */
    static final double FALLEN_LEAN_RAD = Math.toRadians(80);
    /** Sliding friction of a fallen bike and rider on the road (estimate: plastic, metal and leather on asphalt). */
    static final double SLIDE_FRICTION = 0.5;
    /** Largest tyre crown radius as a share of the height of the centre of mass (guards odd spec files). */
    static final double MAX_CROWN_SHARE_OF_CG_HEIGHT = 0.5;
    private static final double WHEEL_DROOP_M = 0.12;

    private final VehicleSpec spec;
    private final ChassisSpec chassis;
    private final MotorcycleSpec moto;
    private final Wheel front;
    private final Wheel rear;
    private final Engine engine;
    private final Gearbox gearbox;
    private final Driveline driveline;
    private final Aerodynamics aero;
    private final BodyMotion body;
    private final ContactPlane plane = new ContactPlane(2);
    private final ObstacleProbe probe;
    private final SteeringHead head;
    private final LeanDynamics lean;
    private final PitchMotion pitch;
    private final Rider rider;
    private final MotorcycleTelemetry telemetry;
    private final double cosRake;
    private final double[] drivenOmega = new double[1];
    private final double[] drivenInertia = new double[1];
    private final double[] drivenExternal = new double[1];
    private final double[] drivenTorque = new double[1];
    private final Vec3[] contactXz = new Vec3[2];
    private final double[] vx = new double[2];
    private final double[] vy = new double[2];

    private double timeS;
    private double distanceM;
    private boolean crashed;
    private Fall fall;
    private double lastHandlebarRad;
    private double lastLateralForceN;
    private double lastDriveForceN;
    private VehicleSnapshot snapshot;

    /** @param spec a spec of type motorcycle */
    public Motorcycle(VehicleSpec spec) {
        if (spec.motorcycle() == null) {
            throw new IllegalArgumentException(spec.id() + " is not a motorcycle");
        }
        this.spec = spec;
        this.chassis = spec.chassis();
        this.moto = spec.motorcycle();
        TyreModel frontTyre = TyreModels.of(
                spec.tyre().withCorneringStiffnessScaled(spec.frontWheel().corneringStiffnessFactor()));
        TyreModel rearTyre = TyreModels.of(
                spec.tyre().withCorneringStiffnessScaled(spec.rearWheel().corneringStiffnessFactor()));
        double sigma = spec.tyre().relaxationLengthM();
        front = new Wheel("F", spec.frontWheel(), frontTyre, sigma, chassis.cgToFrontAxleM(), 0);
        rear = new Wheel("R", spec.rearWheel(), rearTyre, sigma, -chassis.cgToRearAxleM(), 0);
        engine = new Engine(spec.engine());
        gearbox = new Gearbox(spec.transmission());
        driveline = new Driveline(engine, gearbox);
        aero = new Aerodynamics(spec.aero());
        double mass = chassis.totalMassKg();
        body = new BodyMotion(mass, chassis.yawInertiaKgM2());
        probe = new ObstacleProbe(chassis.lengthM(), chassis.widthM(),
                chassis.cgToFrontAxleM() - chassis.wheelbaseM() / 2, chassis.heightM() * 0.4);
        double rake = Math.toRadians(moto.rakeDeg());
        cosRake = Math.cos(rake);
        head = new SteeringHead(rake);
        double h = chassis.cgHeightM();
        double crown = SteadyTurn.effectiveCrownRadiusM(moto.frontCrownRadiusM(), moto.rearCrownRadiusM(),
                chassis.cgToRearAxleM() / chassis.wheelbaseM());
        double rollAtCg = Math.max(chassis.rollInertiaKgM2() - mass * h * h, 0.1 * chassis.rollInertiaKgM2());
        lean = new LeanDynamics(h, Math.min(crown, MAX_CROWN_SHARE_OF_CG_HEIGHT * h), rollAtCg);
        // estimate: a motorcycle's pitch inertia about its centre of mass is close to its yaw inertia
        pitch = new PitchMotion(chassis, chassis.yawInertiaKgM2());
        rider = new Rider(spec, head);
        telemetry = new MotorcycleTelemetry(this);
        reset(0, 0, 0, new FlatGround());
    }

    @Override
    public void step(VehicleInput in, Ground ground, double dtS) {
        timeS += dtS;
        if (crashed) {
            slide(ground, dtS);
            snapshot = telemetry.build(in, false);
            return;
        }
        double speed = body.velocity().dot(body.forward());
        gearbox.update(in.shiftUp(), in.shiftDown(), in.throttle(), wheelSideRpm(), speed, dtS);
        Rider.Feel feel = new Rider.Feel(speed, body.yawRate(), body.normalForceN(), lastLateralForceN, lastDriveForceN,
                front.load(), rear.load(), spinMomentumNms(), engine.rpm(), !driveline.isLocked());
        rider.act(in, feel, lean, pitch, dtS);
        double handlebarRate = (rider.handlebarRad() - lastHandlebarRad) / dtS;
        lastHandlebarRad = rider.handlebarRad();
        front.setSteerAngle(head.groundSteerRad(rider.handlebarRad(), lean.leanRad()));

        double d = rider.riderOffsetM();
        contactGeometry(ground, d);
        double normal = body.normalForceN();
        Vec3 f = body.forward();
        Vec3 l = body.left();
        double phi = lean.leanRad();
        double[] loads = {pitch.frontLoadN(normal), pitch.rearLoadN(normal)};
        Wheel[] wheels = {front, rear};
        for (int i = 0; i < 2; i++) {
            Wheel w = wheels[i];
            boolean onGround = !body.airborne() && plane.dropBelowPlane(i) < WHEEL_DROOP_M;
            w.setContact(plane.point(i), loads[i], plane.sample(i).grip(), plane.sample(i).surface(), onGround);
            Vec3 v = contactVelocity(w, f, l, d);
            double c = Math.cos(w.steerAngle());
            double s = Math.sin(w.steerAngle());
            double vf = v.dot(f);
            double vl = v.dot(l);
            vx[i] = vf * c + vl * s;
            vy[i] = vl * c - vf * s;
            w.computeForce(vx[i], vy[i], phi);
        }

        drivenOmega[0] = rear.omega();
        drivenInertia[0] = rear.stepInertiaKgM2(dtS);
        drivenExternal[0] = rear.spinReactionNm(spec.rollingResistance());
        double clutch = Math.max(in.clutch(), rider.levers().clutch());
        driveline.solve(rider.levers().throttle(), clutch, drivenOmega, drivenInertia, drivenExternal, drivenTorque, dtS);
        boolean abs = spec.brakes().abs();
        double mur = spec.rollingResistance();
        front.integrateSpin(0, front.frictionTorqueNm(rider.levers().frontBrakeNm(), abs, 0, vx[0], mur, dtS), dtS);
        rear.integrateSpin(drivenTorque[0],
                rear.frictionTorqueNm(rider.levers().rearBrakeNm(), abs, drivenTorque[0], vx[1], mur, dtS), dtS);
        front.advanceSlip(vx[0], vy[0], dtS);
        rear.advanceSlip(vx[1], vy[1], dtS);
        driveline.finish(rear.omega(), dtS);

        Vec3 force = aero.drag(body.velocity(), in.tuck());
        double arm = lean.armM(d);
        double moment = 0;
        double sumF = 0;
        double sumL = 0;
        for (Wheel w : wheels) {
            double c = Math.cos(w.steerAngle());
            double s = Math.sin(w.steerAngle());
            double ff = w.fx() * c - w.fy() * s;
            double fl = w.fx() * s + w.fy() * c;
            force = force.plusScaled(f, ff).plusScaled(l, fl);
            moment += w.forwardOffsetM() * fl - arm * ff;
            sumF += ff;
            sumL += fl;
        }
        double spin = spinMomentumNms();
        double rollRate = lean.leanRateRadPerS();
        moment -= rollRate * spin * Math.cos(phi);
        body.integrate(force, moment, dtS);
        if (rider.footDown()) {
            lean.holdUpright(Rider.LEG_FREQUENCY_RAD_PER_S, dtS);
        } else {
            double gyro = front.inertiaKgM2() * front.omega() * handlebarRate * cosRake
                    + body.yawRate() * spin * Math.cos(phi);
            lean.integrate(normal, sumL, gyro, d, dtS);
        }
        lastLateralForceN = sumL;
        lastDriveForceN = sumF;
        pitch.update(sumF, normal, dtS);
        boolean hit = probe.resolve(body, ground);
        distanceM += body.velocity().length() * dtS;
        checkForFall(hit);
        snapshot = telemetry.build(in, hit);
    }

    private void contactGeometry(Ground ground, double riderOffsetM) {
        Vec3 f = body.forward();
        Vec3 l = body.left();
        Vec3 p = body.position();
        double side = crashed ? 0 : lean.armM(riderOffsetM);
        contactXz[0] = p.plusScaled(f, front.forwardOffsetM()).plusScaled(l, side);
        contactXz[1] = p.plusScaled(f, rear.forwardOffsetM()).plusScaled(l, side);
        plane.sample(ground, contactXz);
        body.touchGround(plane.heightAt(p.x(), p.z()), plane.normal());
    }

    /** Velocity of the tyre material in the contact patch: the body's, its yaw and its roll. */
    private Vec3 contactVelocity(Wheel w, Vec3 f, Vec3 l, double riderOffsetM) {
        double r = body.yawRate();
        double side = lean.armM(riderOffsetM);
        return body.velocity().plusScaled(l, r * w.forwardOffsetM() + lean.contactLateralVelocityMps(riderOffsetM))
                .plusScaled(f, -r * side);
    }

    /** @return spin angular momentum of both wheels (in N m s, + = rolling forward) */
    private double spinMomentumNms() {
        return front.inertiaKgM2() * front.omega() + rear.inertiaKgM2() * rear.omega();
    }

    private void checkForFall(boolean hit) {
        if (fall == null) {
            fall = Fall.detect(lean.leanRad(), Math.toRadians(moto.maxLeanDeg()) + CRASH_LEAN_MARGIN_RAD, pitch,
                    hit && probe.lastImpactSpeedMps() > CRASH_IMPACT_MPS);
        }
        if (fall != null && !crashed) {
            crashed = true;
            double side = Double.isFinite(lean.leanRad()) && lean.leanRad() < 0 ? -1 : 1;
            lean.lieDown(side * FALLEN_LEAN_RAD);
            pitch.reset();
        }
    }

    /** The fallen bike slides on its side until friction stops it. */
    private void slide(Ground ground, double dtS) {
        contactGeometry(ground, 0);
        for (int i = 0; i < 2; i++) {
            Wheel w = i == 0 ? front : rear;
            w.setContact(plane.point(i), 0, plane.sample(i).grip(), plane.sample(i).surface(), false);
            w.computeForce(0, 0, 0);
        }
        driveline.solve(0, 1, drivenOmega, drivenInertia, drivenExternal, drivenTorque, dtS);
        front.integrateSpin(0, 0.5, dtS);
        rear.integrateSpin(0, 0.5, dtS);
        driveline.finish(rear.omega(), dtS);
        double grip = 0.5 * (plane.sample(0).grip() + plane.sample(1).grip());
        Fall.slideOnSide(body, SLIDE_FRICTION * grip, dtS);
        probe.resolve(body, ground);
        distanceM += body.velocity().length() * dtS;
    }

    /**
     * The engine speed the engaged gear gives at the rear wheel's speed (the gearbox output
     * shaft, 000 eq. 8.12 solved for the engine), which the automatic box shifts on, as the
     * car's does.
     */
    private double wheelSideRpm() {
        return Math.abs(Units.radPerSToRpm(gearbox.engagedRatio() * rear.omega()));
    }

    @Override
    public void reset(double x, double z, double headingRad, Ground ground) {
        crashed = false;
        fall = null;
        lean.reset();
        pitch.reset();
        rider.reset();
        lastHandlebarRad = 0;
        lastLateralForceN = 0;
        lastDriveForceN = 0;
        body.reset(new Vec3(x, ground.sample(x, z).heightM(), z), ground.sample(x, z).normal(), headingRad);
        for (int pass = 0; pass < 2; pass++) {
            contactGeometry(ground, 0);
            Vec3 p = body.position();
            body.reset(new Vec3(p.x(), plane.heightAt(p.x(), p.z()), p.z()), plane.normal(), headingRad);
        }
        front.reset();
        rear.reset();
        engine.reset();
        gearbox.reset();
        driveline.reset();
        timeS = 0;
        distanceM = 0;
        double normal = body.normalForceN();
        front.setContact(plane.point(0), pitch.frontLoadN(normal), plane.sample(0).grip(), plane.sample(0).surface(), true);
        rear.setContact(plane.point(1), pitch.rearLoadN(normal), plane.sample(1).grip(), plane.sample(1).surface(), true);
        snapshot = telemetry.build(VehicleInput.IDLE, false);
    }

    @Override
    public void setAutomatic(boolean automatic) {
        gearbox.setAutomatic(automatic);
    }

    @Override
    public long stateHash() {
        long h = body.stateHash(31);
        h = front.stateHash(h);
        h = rear.stateHash(h);
        h = Wheel.mix(h, engine.omega());
        h = Wheel.mix(h, gearbox.targetGear());
        h = lean.stateHash(h);
        h = pitch.stateHash(h);
        h = rider.stateHash(h);
        h = Wheel.mix(h, lastLateralForceN);
        h = Wheel.mix(h, lastDriveForceN);
        return Wheel.mix(h, crashed ? 1 : 0);
    }

    @Override
    public VehicleSpec spec() {
        return spec;
    }

    @Override
    public VehicleSnapshot snapshot() {
        return snapshot;
    }

    /** @return the front wheel */
    public Wheel frontWheel() {
        return front;
    }

    /** @return the rear wheel */
    public Wheel rearWheel() {
        return rear;
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

    /** @return the body's motion */
    public BodyMotion body() {
        return body;
    }

    /** @return true after a fall, until reset */
    public boolean crashed() {
        return crashed;
    }

    /** @return why the bike fell, or null while it is up */
    public Fall fall() {
        return fall;
    }

    LeanDynamics lean() {
        return lean;
    }

    PitchMotion pitch() {
        return pitch;
    }

    Rider rider() {
        return rider;
    }

    double timeS() {
        return timeS;
    }

    double distanceM() {
        return distanceM;
    }
}
