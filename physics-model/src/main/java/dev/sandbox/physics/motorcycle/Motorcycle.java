package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.Aerodynamics;
import dev.sandbox.physics.chassis.BodyMotion;
import dev.sandbox.physics.chassis.ContactPlane;
import dev.sandbox.physics.chassis.ObstacleProbe;
import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.chassis.WheelContacts;
import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.powertrain.Powertrain;
import dev.sandbox.physics.reference.LeanSteerInertia;
import dev.sandbox.physics.sim.VehicleBase;
import dev.sandbox.physics.sim.SnapshotBuilder;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.ChassisSpec;
import dev.sandbox.physics.spec.MotorcycleSpec;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.tyre.TyreModels;

/**
 * The motorcycle: two wheels in line, the rear one driven through the {@link Driveline}, a
 * front and a rear brake, and a body that translates and yaws over the ground like the car's
 * ({@link BodyMotion}) but also leans ({@link LeanDynamics}) and, when one wheel's load reaches
 * zero, pitches about the other ({@link PitchMotion}: wheelie and stoppie). The rider
 * ({@link Rider}) turns the player's input into handlebar angle, body lean and lever pressure;
 * the bike turns because it leans and the rider countersteers to make it lean
 * ([Palmer, "Motorcycles", "Turning a Motorcycle"]).
 *
 * <p>Each tyre's force comes from its slip angle plus camber thrust from the lean (the tyre model's
 * camber input; Pacejka, "Tyre and Vehicle Dynamics", ch. 11 on motorcycle tyres: at a lean most
 * of the cornering force is camber thrust, the slip angles stay small). The tyres' lateral force
 * acts on the centre of mass's translation and, at the height of the centre of mass, on the lean;
 * each leaning tyre also turns itself towards its lean ({@link TyreTwist}), which steers the front
 * wheel into the lean as the front load's trail does; the spinning wheels add their gyroscopic
 * moments: steering the front wheel left rolls the bike right (the seed's precession), turning
 * rights the bike a little, and rolling yaws it.
 *
 * <p>Falls: a lean past the ground clearance (hard parts dig in), a wheelie or stoppie past the
 * balance point, or an impact faster than {@link #CRASH_IMPACT_MPS} puts the bike on its side,
 * sliding to a stop; {@link #reset} picks it up. Losing grip in a turn or locking the front brake
 * while leaned lets the lean run away and ends in the same fall.
 *
 * <p>The ground contact ({@link WheelContacts}, its patches moved sideways by the lean) and the
 * powertrain ({@link Powertrain}) are the car's parts.
 *
 * <p>Wheel order everywhere: 0 front ("F"), 1 rear ("R").
 */
public final class Motorcycle extends VehicleBase {
    /**
     * Longest step the lean-steer dynamics take (in seconds): 0.125 ms, an eighth of the
     * simulation's 1 kHz step. Each tyre force comes from the deflection of the step before, a
     * lag that takes up to omega^2 dt / 2 off a mode's decay: 2.3 1/s for the 10.8 Hz wobble at
     * 1 ms, enough to let it grow hands off at 200 km/h where the linear model keeps it damped;
     * 0.3 1/s at 0.125 ms.
     */
    static final double MAX_SUBSTEP_S = 0.125e-3;

    /** Lean beyond the ground-clearance limit at which the bike is down (in radians). */
    static final double CRASH_LEAN_MARGIN_RAD = Math.toRadians(5);
    /** Impact speed against an obstacle that throws the rider off (in metres per second). */
    static final double CRASH_IMPACT_MPS = 4.0;
    /** Lean of a bike lying on its side (in radians; footpegs and bars hold it off 90). */
    static final double FALLEN_LEAN_RAD = Math.toRadians(80);
    /** Sliding friction of a fallen bike and rider on the road (estimate: plastic, metal and leather on asphalt). */
    static final double SLIDE_FRICTION = 0.5;
    /**
     * Least roll inertia about the centre of mass, as a share of the spec's roll inertia about
     * the ground (a tenth): keeps a spec whose m h^2 exceeds its inertia from a zero or negative one.
     */
    static final double MIN_ROLL_INERTIA_SHARE = 0.1;
    /** Drag on a fallen bike's wheels (in newton metres): bearings and dragging pads, enough to stop them spinning. */
    static final double FALLEN_WHEEL_DRAG_NM = 0.5;

    private final ChassisSpec chassis;
    private final MotorcycleSpec moto;
    private final Wheel front;
    private final Wheel rear;
    private final Aerodynamics aero;
    private final WheelContacts contacts;
    private final ObstacleProbe probe;
    private final SteeringHead head;
    private final LeanDynamics lean;
    private final PitchMotion pitch;
    private final Rider rider;
    /** What the rider feels, and what acts on the steering, filled in place each substep. */
    private final RiderFeel feel = new RiderFeel();
    private final SteerDynamics.Loads loads = new SteerDynamics.Loads();
    private final MotorcycleTelemetry telemetry;
    private final SteerDynamics steer;
    private final Suspension suspension;
    private final double sinRake;

    private boolean crashed;
    private Fall fall;
    private boolean handsOff;
    private double lastLateralForceN;
    private double lastDriveForceN;

    /** @param spec a spec of type motorcycle */
    public Motorcycle(VehicleSpec spec) {
        this(spec, wheel(spec, true), wheel(spec, false));
    }

    private Motorcycle(VehicleSpec spec, Wheel front, Wheel rear) {
        super(spec, new Powertrain(spec.engine(), spec.transmission(), rear),
                new BodyMotion(spec.chassis().totalMassKg(), spec.chassis().yawInertiaKgM2()));
        this.chassis = spec.chassis();
        this.moto = spec.motorcycle();
        this.front = front;
        this.rear = rear;
        contacts = new WheelContacts(front, rear);
        aero = new Aerodynamics(spec.aero());
        double mass = chassis.totalMassKg();
        probe = ObstacleProbe.around(chassis);
        double rake = Math.toRadians(moto.rakeDeg());
        sinRake = Math.sin(rake);
        head = new SteeringHead(rake);
        suspension = new Suspension(spec.chassis().totalMassKg(), moto.rideFrequencyHz(), moto.rideDampingRatio());
        steer = new SteerDynamics(LeanSteerInertia.of(BikeBodies.of(spec)), moto.steeringDamperNmsPerRad(),
                moto.pneumaticTrailM(), moto.frontCrownRadiusM(), spec.tyre().camberStiffness(),
                Math.toRadians(moto.maxHandlebarDeg()));
        double h = chassis.cgHeightM();
        double rollAtCg = Math.max(chassis.rollInertiaKgM2() - mass * h * h,
                MIN_ROLL_INERTIA_SHARE * chassis.rollInertiaKgM2());
        lean = new LeanDynamics(h, SteadyTurn.leanCrownRadiusM(spec), rollAtCg);
        // estimate: a motorcycle's pitch inertia about its centre of mass is close to its yaw inertia
        pitch = new PitchMotion(chassis, chassis.yawInertiaKgM2());
        rider = new Rider(spec, head);
        telemetry = new MotorcycleTelemetry(this);
        reset(0, 0, 0, new FlatGround());
    }

    /**
     * @param spec a motorcycle's spec
     * @param isFront true for the front wheel
     * @return the wheel on the centre line, at its axle's distance from the centre of mass
     * @throws IllegalArgumentException when the spec is not a motorcycle's
     */
    private static Wheel wheel(VehicleSpec spec, boolean isFront) {
        if (spec.motorcycle() == null) {
            throw new IllegalArgumentException(spec.id() + " is not a motorcycle");
        }
        double sigma = spec.tyre().relaxationLengthM();
        return isFront
                ? new Wheel("F", spec.frontWheel(), TyreModels.of(spec.tyre(), spec.frontWheel()), sigma,
                        spec.chassis().cgToFrontAxleM(), 0)
                : new Wheel("R", spec.rearWheel(), TyreModels.of(spec.tyre(), spec.rearWheel()), sigma,
                        -spec.chassis().cgToRearAxleM(), 0);
    }

    @Override
    public void step(VehicleInput in, Ground ground, double dtS) {
        int substeps = Math.max(1, (int) Math.ceil(dtS / MAX_SUBSTEP_S - 1e-9));
        boolean hit = false;
        // the grade the gearbox sees is the one the last step left, for every substep of this one
        double grade = SnapshotBuilder.slopePct(body.forward()) / 100.0;
        for (int i = 0; i < substeps; i++) {
            hit |= substep(in, ground, dtS / substeps, grade);
        }
        stepped(in, hit);
    }

    @Override
    protected VehicleSnapshot buildSnapshot(VehicleInput in, boolean collision) {
        return telemetry.build(in, collision);
    }

    /**
     * One step of the model no longer than {@link #MAX_SUBSTEP_S}.
     *
     * @return true when the body hit the ground or an obstacle in this step
     */
    private boolean substep(VehicleInput in, Ground ground, double dtS, double grade) {
        timeS += dtS;
        if (crashed) {
            slide(ground, dtS);
            return false;
        }
        double speed = body.velocity().dot(body.forward());
        powertrain.shift(in.shiftUp(), in.shiftDown(), in.throttle(), rider.brakeShare(in), speed, grade, rider.settled(),
                dtS);
        double normal = suspension.tyreLoadN(body.normalForceN(), chassis.totalMassKg() * Units.G * body.up().y(),
                body.airborne(), dtS);
        feel.set(speed, body.yawRate(), normal, lastLateralForceN, lastDriveForceN,
                front.load(), rear.load(), spinMomentumNms(), powertrain.engine().rpm(),
                !powertrain.driveline().isLocked(), rear.slipRatio() > 0 ? rear.combinedSlipShare() : 0.0,
                front.combinedSlipShare(), Math.min(front.surface().grip(), rear.surface().grip()),
                lean.uprightLeanRad(body.left().y())).ground(body.up(), body.forward()).clutch(powertrain, rear);
        rider.act(in, feel, lean, pitch, dtS);
        double barTorque = handsOff ? 0 : rider.barTorqueNm(steer.steerRad(), steer.steerRateRadPerS());
        front.setSteerAngle(head.groundSteerRad(steer.steerRad(), lean.leanRad()));
        double d = handsOff ? 0 : rider.riderOffsetM();
        followLean(d);
        contacts.sample(ground, body);
        Vec3 f = body.forward();
        Vec3 l = body.left();
        double phi = lean.leanRad();
        double frontLoad = pitch.frontLoadN(normal);
        double rearLoad = pitch.rearLoadN(normal);
        contacts.touch(0, body, frontLoad);
        // the raked axis tilts the steered wheel: its camber is the lean plus sin(rake) of the steer the other way
        contacts.computeForce(0, contactVelocity(front, f, l, d), f, l, phi - sinRake * steer.steerRad());
        contacts.touch(1, body, rearLoad);
        contacts.computeForce(1, contactVelocity(rear, f, l, d), f, l, phi);

        double clutch = Math.max(in.clutch(), rider.levers().clutch());
        double mur = spec.rollingResistanceAt(body.velocity().dot(f));
        powertrain.drive(rider.levers().throttle(), clutch, mur, dtS);
        double drive = powertrain.driveTorqueNm(rear);
        front.integrateSpin(0,
                front.frictionTorqueNm(rider.levers().frontBrakeNm(), mur), dtS);
        rear.integrateSpin(drive,
                rear.frictionTorqueNm(rider.levers().rearBrakeNm(), mur), dtS);
        front.advanceSlip(contacts.vx(0), contacts.vy(0), dtS);
        rear.advanceSlip(contacts.vx(1), contacts.vy(1), dtS);
        powertrain.finish(dtS);

        // the contact patches' lean arm is the tyre forces' lever about the yaw axis
        contacts.sumForces(aero.drag(body.velocity(), in.tuck()), f, l);
        double sumF = contacts.longitudinalN();
        double sumL = contacts.lateralN();
        double frontCamber = phi - sinRake * steer.steerRad();
        loads.set(speed, body.yawRate(), phi,
                lean.leanRateRadPerS(), front.inertiaKgM2() * front.omega(), rear.inertiaKgM2() * rear.omega(),
                front.fy(), rear.fy(), front.fx(), frontCamber, front.load(), normal, contacts.yawMomentNm(),
                lean.pendulumTorqueNm(normal, sumL, d), barTorque)
                .twist(TyreTwist.momentNm(moto.frontTwistArmM(), front.load(), frontCamber, front.grip(), speed),
                        TyreTwist.momentNm(moto.rearTwistArmM(), rear.load(), phi, rear.grip(), speed));
        double[] accel = steer.accelerations(loads);
        body.integrate(contacts.force(), body.yawInertiaKgM2() * accel[0], dtS);
        if (rider.footDown()) {
            lean.holdUpright(Rider.LEG_FREQUENCY_RAD_PER_S, feel.footLeanRad(), dtS);
        } else {
            lean.integrateAcceleration(accel[1], dtS);
        }
        steer.integrate(accel[2], dtS);
        lastLateralForceN = sumL;
        lastDriveForceN = sumF;
        pitch.update(sumF, normal, dtS);
        boolean hit = probe.resolve(body, ground);
        distanceM += body.velocity().length() * dtS;
        checkForFall(hit);
        return hit;
    }

    /**
     * Moves the contact patches sideways under the leaning bike, by the lean arm of the centre
     * of mass ({@link LeanDynamics#armM}); those of a fallen bike stay under its centre of mass.
     */
    private void followLean(double riderOffsetM) {
        contacts.setLeftOffsetM(crashed ? 0 : lean.armM(riderOffsetM));
    }

    /** Velocity of the tyre material in the contact patch: the body's, its yaw and its roll. */
    private Vec3 contactVelocity(Wheel w, Vec3 f, Vec3 l, double riderOffsetM) {
        double r = body.yawRate();
        double side = lean.armM(riderOffsetM);
        return body.velocity().plusScaled(l, r * w.forwardOffsetM() + lean.contactLateralVelocityMps(riderOffsetM)
                        + steer.contactLateralVelocityMps(w == front))
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
        followLean(0);
        contacts.sample(ground, body);
        ContactPlane plane = contacts.plane();
        for (int i = 0; i < 2; i++) {
            Wheel w = i == 0 ? front : rear;
            w.setContact(plane.point(i), 0, plane.sample(i).grip(), plane.sample(i).surface(), false);
            w.computeForce(0, 0, 0);
        }
        powertrain.driveDeclutched(dtS);
        front.integrateSpin(0, FALLEN_WHEEL_DRAG_NM, dtS);
        rear.integrateSpin(0, FALLEN_WHEEL_DRAG_NM, dtS);
        powertrain.finish(dtS);
        double grip = 0.5 * (plane.sample(0).grip() + plane.sample(1).grip());
        Fall.slideOnSide(body, SLIDE_FRICTION * grip, dtS);
        probe.resolve(body, ground);
        distanceM += body.velocity().length() * dtS;
    }

    @Override
    public void reset(double x, double z, double headingRad, Ground ground) {
        crashed = false;
        fall = null;
        lean.reset();
        pitch.reset();
        rider.reset();
        steer.reset();
        suspension.reset();
        lastLateralForceN = 0;
        lastDriveForceN = 0;
        followLean(0);
        contacts.settle(ground, body, x, z, headingRad);
        front.reset();
        rear.reset();
        powertrain.reset();
        timeS = 0;
        distanceM = 0;
        double normal = body.normalForceN();
        contacts.rest(pitch.frontLoadN(normal), pitch.rearLoadN(normal));
        settled();
    }

    @Override
    public long stateHash() {
        long h = body.stateHash(31);
        h = front.stateHash(h);
        h = rear.stateHash(h);
        h = powertrain.stateHash(h);
        h = lean.stateHash(h);
        h = pitch.stateHash(h);
        h = rider.stateHash(h);
        h = steer.stateHash(h);
        h = suspension.stateHash(h);
        h = Wheel.mix(h, lastLateralForceN);
        h = Wheel.mix(h, lastDriveForceN);
        return Wheel.mix(h, crashed ? 1 : 0);
    }

    /** @return the front wheel */
    public Wheel frontWheel() {
        return front;
    }

    /** @return the rear wheel */
    public Wheel rearWheel() {
        return rear;
    }

    /** @return true after a fall, until reset */
    public boolean crashed() {
        return crashed;
    }

    /** @return why the bike fell, or null while it is up */
    public Fall fall() {
        return fall;
    }

    /**
     * Hands off the bars (or back on): the bike steers itself, as in a hands-off stability test; the
     * rider sits still, a rigid rider as in [Sharp 1971], and his levers work on.
     *
     * @param off true for hands off
     */
    public void setHandsOff(boolean off) {
        handsOff = off;
    }

    /**
     * Has the rider hold the bars where they are instead of balancing (the hands stay on and
     * resist, the lean is left to the bike): how a bike's own response to braking in a turn is
     * measured.
     *
     * @param held true to hold
     */
    public void holdBars(boolean held) {
        rider.holdBars(held);
    }

    SteerDynamics steer() {
        return steer;
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
}
