package dev.sandbox.physics.car;

import dev.sandbox.physics.chassis.Aerodynamics;
import dev.sandbox.physics.chassis.BodyMotion;
import dev.sandbox.physics.chassis.ContactPlane;
import dev.sandbox.physics.chassis.GroundSlide;
import dev.sandbox.physics.chassis.ObstacleProbe;
import dev.sandbox.physics.chassis.Steering;
import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.chassis.WheelContacts;
import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.powertrain.Driveline;
import dev.sandbox.physics.powertrain.Powertrain;
import dev.sandbox.physics.reference.HeavePitchModel;
import dev.sandbox.physics.reference.SingleTrackStep;
import dev.sandbox.physics.reference.UndersteerBudget;
import dev.sandbox.physics.sim.VehicleBase;
import dev.sandbox.physics.sim.SnapshotBuilder;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.ChassisSpec;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.tyre.TyreModel;
import dev.sandbox.physics.tyre.TyreModels;

/**
 * The four-wheeled car: planar translation and yaw over the ground ([Monster]
 * "High Speed Turning": cornering force and yaw torque from the four tyre forces), each wheel
 * with its own contact point, load, slip angle and slip ratio, driven through the
 * {@link Driveline} and braked through friction torques, with the wheel loads coming from a
 * sprung body on four spring-damper corners ({@link SprungBody}; the steady load transfer is
 * [Monster, "Weight Transfer"]'s), and each wheel's camber from the alignment and the
 * body's roll ({@link CamberGeometry}), and each wheel's steer from the rack plus what the
 * suspension adds in roll and under the wheel's lateral force ({@link SuspensionSteer}). The ground contact
 * ({@link WheelContacts}) and the powertrain ({@link Powertrain}) are the motorcycle's parts too.
 *
 * <p>Wheel order everywhere: 0 FL, 1 FR, 2 RL, 3 RR.
 */
public final class Car extends VehicleBase {

    private final ChassisSpec chassis;
    private final Wheel[] wheels;
    private final Steering steering;
    private final Aerodynamics aero;
    private final WheelContacts contacts;
    private final ObstacleProbe probe;
    private final SprungBody sprung;
    private final CamberGeometry camber;
    private final SuspensionSteer suspensionSteer;
    private final Rollover rollover;
    private final double[] groundRiseM = new double[4];
    private final double[] tipLoads = new double[4];
    private final CarTelemetry telemetry;

    /** @param spec a spec of type car */
    public Car(VehicleSpec spec) {
        this(spec, wheelsOf(spec));
    }

    private Car(VehicleSpec spec, Wheel[] wheels) {
        super(spec, new Powertrain(spec.engine(), spec.transmission(), drivenWheels(spec, wheels)),
                new BodyMotion(spec.chassis().totalMassKg(), spec.chassis().yawInertiaKgM2()));
        this.chassis = spec.chassis();
        this.wheels = wheels;
        contacts = new WheelContacts(wheels);
        steering = new Steering(spec.steering(), chassis.wheelbaseM(), chassis.trackFrontM());
        aero = new Aerodynamics(spec.aero());
        probe = ObstacleProbe.around(chassis);
        sprung = new SprungBody(spec);
        camber = new CamberGeometry(spec.suspension());
        suspensionSteer = new SuspensionSteer(spec.suspension());
        rollover = new Rollover(spec);
        telemetry = new CarTelemetry(this);
        reset(0, 0, 0, new FlatGround());
    }

    @Override
    public void step(VehicleInput in, Ground ground, double dtS) {
        timeS += dtS;
        if (rollover.over()) {
            slide(in, ground, dtS);
            return;
        }
        Vec3 fwd = body.forward();
        double speed = body.velocityX() * fwd.x() + body.velocityY() * fwd.y() + body.velocityZ() * fwd.z();
        double grade = SnapshotBuilder.slopePct(body.forward()) / 100.0;
        powertrain.shift(in.shiftUp(), in.shiftDown(), in.throttle(), in.brake(), speed, grade, true, dtS);
        double delta = steering.update(in.steer(), speed, dtS);
        // the suspension's steer answers the roll and the tyre forces of the step before
        double roll = sprung.rollRad();
        wheels[0].setSteerAngle(steering.wheelAngleRad(delta, true) + suspensionSteer.steerRad(0, roll, wheels[0].fy()));
        wheels[1].setSteerAngle(steering.wheelAngleRad(delta, false) + suspensionSteer.steerRad(1, roll, wheels[1].fy()));
        wheels[2].setSteerAngle(suspensionSteer.steerRad(2, roll, wheels[2].fy()));
        wheels[3].setSteerAngle(suspensionSteer.steerRad(3, roll, wheels[3].fy()));

        Vec3 upBefore = body.up();
        contacts.sample(ground, body);
        Vec3 f = body.forward();
        Vec3 l = body.left();
        double[] loads = rollover.tipping() ? rollover.loads(weightOnGroundN(), tipLoads) : sprung.wheelLoads(weightOnGroundN());
        for (int i = 0; i < 4; i++) {
            contacts.touch(i, body, loads[i]);
            Wheel w = wheels[i];
            // the tyre material's velocity: the body's plus its yaw rate about the centre of mass,
            // v + l r a - f r b for a contact a ahead of and b left of it (as Vec3.plusScaled adds)
            double r = body.yawRate();
            double sl = r * w.forwardOffsetM();
            double sf = -r * w.leftOffsetM();
            contacts.computeForce(i, (body.velocityX() + l.x() * sl) + f.x() * sf,
                    (body.velocityY() + l.y() * sl) + f.y() * sf, (body.velocityZ() + l.z() * sl) + f.z() * sf, f, l,
                    camber.inclinationRad(i, sprung.rollRad()));
        }

        double rolling = spec.rollingResistanceAt(speed);
        powertrain.drive(in.throttle(), in.clutch(), rolling, dtS);
        for (int i = 0; i < 4; i++) {
            Wheel w = wheels[i];
            double drive = powertrain.driveTorqueNm(w);
            w.integrateSpin(drive, frictionTorque(i, in, rolling), dtS);
            w.advanceSlip(contacts.vx(i), contacts.vy(i), dtS);
        }
        powertrain.finish(dtS);

        double drag = aero.dragPerVelocity(body.velocityX(), body.velocityY(), body.velocityZ(), false);
        contacts.sumForces(body.velocityX() * drag, body.velocityY() * drag, body.velocityZ() * drag, f, l);
        body.integrate(contacts.forceX(), contacts.forceY(), contacts.forceZ(), contacts.yawMomentNm(), dtS);
        boolean hit = probe.resolve(body, ground);
        if (rollover.tipping()) {
            double m = chassis.totalMassKg();
            rollover.step(contacts.longitudinalN() / m, contacts.lateralN() / m, weightOnGroundN() / m, dtS);
        } else {
            moveSprungBody(upBefore, f, l, dtS);
            Rollover.Pivot lifted = sprung.liftedPivot();
            if (lifted != null) {
                rollover.lift(lifted, sprung.shiftTowardM(lifted));
            }
            rollover.check(sprung.pitchRad(), sprung.rollRad());
        }
        double vx = body.velocityX();
        double vy = body.velocityY();
        double vz = body.velocityZ();
        distanceM += Math.sqrt(vx * vx + vy * vy + vz * vz) * dtS;
        stepped(in, hit);
    }

    @Override
    protected VehicleSnapshot buildSnapshot(VehicleInput in, boolean collision) {
        return telemetry.build(in, collision);
    }

    /** @return the weight's component into the ground (in newtons; 0 in the air) */
    private double weightOnGroundN() {
        return body.airborne() ? 0 : chassis.totalMassKg() * Units.G * body.up().y();
    }

    /**
     * Lets the sprung body answer this step's tyre forces and the ground frame's own motion: the
     * ground under each wheel against the plane through all four, the frame's lift onto a bump,
     * its turn (up_before x up_after resolved on the body axes) and the ground's push beyond
     * the weight's share.
     */
    private void moveSprungBody(Vec3 upBefore, Vec3 f, Vec3 l, double dtS) {
        for (int i = 0; i < 4; i++) {
            groundRiseM[i] = body.airborne() ? 0 : -contacts.plane().dropBelowPlane(i);
        }
        // turn = up_before x up_after, as Vec3.cross and Vec3.dot compute it
        Vec3 a = upBefore;
        Vec3 b = body.up();
        double tx = a.y() * b.z() - a.z() * b.y();
        double ty = a.z() * b.x() - a.x() * b.z();
        double tz = a.x() * b.y() - a.y() * b.x();
        if (!body.airborne()) {
            sprung.frameKicked(body.groundVelocityChangeMps() - Units.G * body.up().y() * dtS);
        }
        sprung.update(contacts.longitudinalN(), contacts.lateralN(), groundRiseM, body.liftM(),
                tx * l.x() + ty * l.y() + tz * l.z(), tx * f.x() + ty * f.y() + tz * f.z(),
                weightOnGroundN() / chassis.totalMassKg(), dtS);
    }

    /**
     * A step of the overturned car: its wheels are off the ground and spin with whatever the
     * engine and brakes give them, and the body slides on its side or roof until friction
     * stops it ({@link Rollover}).
     */
    private void slide(VehicleInput in, Ground ground, double dtS) {
        double speed = body.velocity().dot(body.forward());
        powertrain.shift(in.shiftUp(), in.shiftDown(), in.throttle(), in.brake(), speed, 0, true, dtS);
        double delta = steering.update(in.steer(), speed, dtS);
        wheels[0].setSteerAngle(steering.wheelAngleRad(delta, true));
        wheels[1].setSteerAngle(steering.wheelAngleRad(delta, false));
        contacts.sample(ground, body);
        double grip = 0;
        for (int i = 0; i < 4; i++) {
            ContactPlane plane = contacts.plane();
            wheels[i].setContact(plane.pointX(i), plane.pointY(i), plane.pointZ(i), 0, plane.grip(i),
                    plane.surface(i), false);
            wheels[i].updateForce(0, 0, 0);
            grip += plane.grip(i) / 4;
        }
        double rolling = spec.rollingResistanceAt(speed);
        powertrain.drive(in.throttle(), in.clutch(), rolling, dtS);
        for (int i = 0; i < 4; i++) {
            wheels[i].integrateSpin(powertrain.driveTorqueNm(wheels[i]), frictionTorque(i, in, rolling), dtS);
        }
        powertrain.finish(dtS);
        GroundSlide.step(body, Rollover.SLIDE_FRICTION * grip, dtS);
        boolean hit = probe.resolve(body, ground);
        distanceM += body.velocity().length() * dtS;
        stepped(in, hit);
    }

    /** @return the wheels the layout drives */
    private static Wheel[] drivenWheels(VehicleSpec spec, Wheel[] wheels) {
        return switch (spec.transmission().layout()) {
            case FWD -> new Wheel[] {wheels[0], wheels[1]};
            case RWD -> new Wheel[] {wheels[2], wheels[3]};
            case AWD -> wheels;
        };
    }

    /** @return the four wheels of a car's spec at their corners, FL, FR, RL, RR */
    private static Wheel[] wheelsOf(VehicleSpec spec) {
        ChassisSpec chassis = spec.chassis();
        TyreModel frontTyre = TyreModels.of(spec.tyre(), spec.frontWheel());
        TyreModel rearTyre = TyreModels.of(spec.tyre(), spec.rearWheel());
        double a = chassis.cgToFrontAxleM();
        double b = chassis.cgToRearAxleM();
        double tf = chassis.trackFrontM() / 2;
        double tr = chassis.trackRearM() / 2;
        double sigma = spec.tyre().relaxationLengthM();
        return new Wheel[] {
            new Wheel("FL", spec.frontWheel(), frontTyre, sigma, a, tf),
            new Wheel("FR", spec.frontWheel(), frontTyre, sigma, a, -tf),
            new Wheel("RL", spec.rearWheel(), rearTyre, sigma, -b, tr),
            new Wheel("RR", spec.rearWheel(), rearTyre, sigma, -b, -tr),
        };
    }

    /** Brake (the pedal's, or a per-wheel demand), handbrake and rolling-resistance torque available at wheel i. */
    private double frictionTorque(int i, VehicleInput in, double rolling) {
        boolean front = i < 2;
        double pedal = in.brakeShare(i) * (front ? spec.brakes().frontTorqueNm() : spec.brakes().rearTorqueNm());
        double hand = front ? 0 : in.handbrake() * spec.brakes().handbrakeTorqueNm();
        return hand + wheels[i].frictionTorqueNm(pedal, rolling);
    }

    @Override
    public void reset(double x, double z, double headingRad, Ground ground) {
        contacts.settle(ground, body, x, z, headingRad);
        for (Wheel w : wheels) {
            w.reset();
        }
        powertrain.reset();
        steering.reset();
        sprung.reset();
        rollover.reset();
        timeS = 0;
        distanceM = 0;
        contacts.rest(sprung.wheelLoads(weightOnGroundN()));
        settled();
    }

    @Override
    public long stateHash() {
        long h = body.stateHash(17);
        for (Wheel w : wheels) {
            h = w.stateHash(h);
        }
        h = powertrain.stateHash(h);
        h = Wheel.mix(h, steering.angleRad());
        return rollover.stateHash(sprung.stateHash(h));
    }

    /** @return the wheels, FL, FR, RL, RR */
    public Wheel[] wheels() {
        return wheels;
    }

    /** @return the steering */
    public Steering steering() {
        return steering;
    }

    /**
     * A ride rig's release: holds the sprung body displaced relative to the wheels and lets it
     * go, as a bounce or pitch test on a rig does. Not a driver's input: only test rigs call it.
     *
     * @param heaveM heave above static (in metres)
     * @param pitchRad pitch (in radians, nose down)
     */
    public void releaseBody(double heaveM, double pitchRad) {
        sprung.displace(heaveM, pitchRad);
    }

    /** @return the sprung body's heave above its static height (in metres) */
    public double rideHeaveM() {
        return sprung.heaveM();
    }

    /** @return the linear heave-pitch model of the car's springs and dampers */
    public HeavePitchModel rideModel() {
        return sprung.rideModel();
    }

    /**
     * @return the closed-form steady-state understeer of this car: its axles' tyres, its roll
     *     stiffnesses' load transfer and roll, and its suspension's roll and compliance steer
     */
    public UndersteerBudget understeerBudget() {
        return new UndersteerBudget(spec, sprung.frontRollStiffnessNmPerRad(), sprung.rearRollStiffnessNmPerRad(), Units.G);
    }

    /**
     * @return the single-track model of this car with its body's roll, its wheels' loads and its
     *     suspension's steer, for comparison with its answer to a step of steer
     */
    public SingleTrackStep singleTrackStep() {
        return new SingleTrackStep(spec, understeerBudget(), sprung.rollProperties());
    }

    /** @return the sprung body on its suspension */
    SprungBody sprungBody() {
        return sprung;
    }

    /** @return whether the car has gone over, and how it lies */
    Rollover rollover() {
        return rollover;
    }
}
