package dev.sandbox.bench.physics;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.PhysicsCollisionObject;
import com.jme3.bullet.collision.shapes.BoxCollisionShape;
import com.jme3.bullet.collision.shapes.CompoundCollisionShape;
import com.jme3.bullet.objects.PhysicsVehicle;
import com.jme3.bullet.objects.VehicleWheel;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import dev.sandbox.app.core.world.WorldLayout;
import dev.sandbox.app.scene.ground.StaticWorld;
import dev.sandbox.physics.sim.VehicleInput;
import java.util.ArrayList;
import java.util.List;

/**
 * The car a jME developer would otherwise use: Minie's {@link PhysicsVehicle} (Bullet's
 * raycast vehicle) on the sandbox's own terrain and obstacles, tuned to the Boxster of
 * {@code boxster-s.yaml} (mass, wheelbase, track, wheel radius, centre-of-mass height) with a
 * sports-car suspension (about 1.5 Hz ride, damping ratio 0.3 in bump and 0.5 in rebound) and
 * tyre friction 1.1. Bullet's vehicle has no engine or gearbox: throttle becomes a drive force
 * at the rear wheels limited by the engine's peak power, and aerodynamic drag plus rolling
 * resistance act on the chassis, so the same input script gives a similar drive.
 * Not thread-safe.
 */
public final class MinieRaycastCar {

    /** Mass with the driver (in kilograms): 1323 kg car + 70 kg driver. */
    public static final float MASS_KG = 1393f;
    /** Wheelbase (in metres). */
    public static final float WHEELBASE_M = 2.41f;
    /** Distance from the centre of mass to the front axle (in metres). */
    public static final float CG_TO_FRONT_M = 1.30f;
    /** Front and rear track (in metres). */
    public static final float TRACK_FRONT_M = 1.465f;
    /** Rear track (in metres). */
    public static final float TRACK_REAR_M = 1.528f;
    /** Wheel radius (in metres). */
    public static final float WHEEL_RADIUS_M = 0.3186f;
    /** Height of the centre of mass above the ground at rest (in metres). */
    public static final float CG_HEIGHT_M = 0.46f;
    /** Suspension rest length (in metres). */
    public static final float REST_LENGTH_M = 0.25f;
    /**
     * Bullet's suspension stiffness (spring force per metre per kilogram of chassis): a
     * corner rate k = 31 kN/m gives 1.5 Hz on a quarter of the mass, and Bullet multiplies by
     * the whole chassis mass, so 31000 / 1393 = 22.
     */
    public static final float STIFFNESS = 22f;
    /** Bump damping, Bullet's 2 zeta sqrt(stiffness) with zeta = 0.3 (Minie's vehicle tutorial). */
    public static final float DAMPING_COMPRESSION = (float) (2 * 0.3 * Math.sqrt(STIFFNESS));
    /** Rebound damping, zeta = 0.5. */
    public static final float DAMPING_RELAXATION = (float) (2 * 0.5 * Math.sqrt(STIFFNESS));
    /** Tyre friction coefficient (Bullet's friction slip): the Boxster tyre's peak mu. */
    public static final float FRICTION = 1.1f;
    /** Largest drive force at the rear wheels (in newtons): about the traction limit. */
    public static final double MAX_DRIVE_N = 9000;
    /** Peak power at the wheels (in watts): 191 kW times 0.91 driveline efficiency. */
    public static final double WHEEL_POWER_W = 174_000;
    /** Drag coefficient times frontal area times half the air density (in kg/m). */
    public static final double DRAG_KG_PER_M = 0.5 * 1.2 * 0.31 * 1.94;
    /** Rolling resistance force (in newtons): 0.015 m g. */
    public static final double ROLLING_N = 0.015 * MASS_KG * 9.81;
    /** Brake force of one front and one rear wheel (in newtons): 1900 and 1000 N m over the radius. */
    public static final double[] BRAKE_N = {1900 / 0.3186, 1900 / 0.3186, 1000 / 0.3186, 1000 / 0.3186};
    /** Road-wheel angle at full lock (in radians): 30 degrees. */
    public static final double MAX_STEER_RAD = Math.toRadians(30);

    private final PhysicsSpace space;
    /** Held for the car's life, so the emptied obstacle space is not freed by Minie's cleaner mid-drive. */
    private final StaticWorld statics;
    private final PhysicsVehicle vehicle;
    private final float stepS;
    private final Vector3f scratch = new Vector3f();
    private final Vector3f forward = new Vector3f();
    private double distanceM;
    private final Vector3f last = new Vector3f();
    private final Vector3f startLocation;
    private final Quaternion startRotation;
    private boolean stepped;

    /**
     * Builds the world (terrain and obstacles in one space) and puts the car on it.
     *
     * @param layout the generated world
     * @param x start x (in metres)
     * @param z start z (in metres)
     * @param headingRad start heading (in radians; 0 = +x, pi/2 = -z, as the model's)
     * @param groundY ground height at the start (in metres)
     * @param stepHz Bullet's internal step rate (in steps per second, e.g. 60 or 1000)
     */
    public MinieRaycastCar(WorldLayout layout, double x, double z, double headingRad, double groundY, double stepHz) {
        statics = new StaticWorld(layout);
        space = statics.terrainSpace();
        List<PhysicsCollisionObject> obstacles = new ArrayList<>(statics.obstacleSpace().getPcoList());
        for (PhysicsCollisionObject o : obstacles) {
            statics.obstacleSpace().removeCollisionObject(o);
            space.addCollisionObject(o);
        }
        stepS = (float) (1.0 / stepHz);
        space.setAccuracy(stepS);

        // Body: a low box from 0.15 m above the ground to 0.85 m; the shape's origin is the centre of mass.
        CompoundCollisionShape shape = new CompoundCollisionShape();
        float bottom = 0.15f - CG_HEIGHT_M;
        float halfH = 0.35f;
        shape.addChildShape(new BoxCollisionShape(0.89f, halfH, 2.16f), 0f, bottom + halfH, -0.05f);
        vehicle = new PhysicsVehicle(shape, MASS_KG);
        vehicle.setSuspensionStiffness(STIFFNESS);
        vehicle.setSuspensionCompression(DAMPING_COMPRESSION);
        vehicle.setSuspensionDamping(DAMPING_RELAXATION);
        vehicle.setMaxSuspensionForce(20_000f);
        vehicle.setMaxSuspensionTravelCm(20f);
        vehicle.setFrictionSlip(FRICTION);
        // Wheel centres sit (radius - cg height) below the centre of mass at rest, with the static sag.
        float sag = MASS_KG * 9.81f / 4f / (STIFFNESS * MASS_KG);
        float attachY = WHEEL_RADIUS_M - CG_HEIGHT_M + REST_LENGTH_M - sag;
        Vector3f down = new Vector3f(0, -1, 0);
        Vector3f axle = new Vector3f(-1, 0, 0);
        float rearZ = CG_TO_FRONT_M - WHEELBASE_M;
        vehicle.addWheel(new Vector3f(TRACK_FRONT_M / 2, attachY, CG_TO_FRONT_M), down, axle, REST_LENGTH_M,
                WHEEL_RADIUS_M, true);
        vehicle.addWheel(new Vector3f(-TRACK_FRONT_M / 2, attachY, CG_TO_FRONT_M), down, axle, REST_LENGTH_M,
                WHEEL_RADIUS_M, true);
        vehicle.addWheel(new Vector3f(TRACK_REAR_M / 2, attachY, rearZ), down, axle, REST_LENGTH_M, WHEEL_RADIUS_M, false);
        vehicle.addWheel(new Vector3f(-TRACK_REAR_M / 2, attachY, rearZ), down, axle, REST_LENGTH_M, WHEEL_RADIUS_M, false);
        vehicle.setEnableSleep(false);
        // Minie's vehicle looks along local +z; the model's heading h looks along (cos h, 0, -sin h).
        startRotation = new Quaternion().fromAngleAxis((float) (headingRad + Math.PI / 2), Vector3f.UNIT_Y);
        startLocation = new Vector3f((float) x, (float) groundY + CG_HEIGHT_M + 0.02f, (float) z);
        vehicle.setPhysicsRotation(startRotation);
        vehicle.setPhysicsLocation(startLocation);
        space.addCollisionObject(vehicle);
        vehicle.getPhysicsLocation(last);
    }

    /** Puts the car back at its start, at rest. */
    public void reset() {
        vehicle.setPhysicsRotation(startRotation);
        vehicle.setPhysicsLocation(startLocation);
        vehicle.setLinearVelocity(Vector3f.ZERO);
        vehicle.setAngularVelocity(Vector3f.ZERO);
        vehicle.resetSuspension();
        vehicle.getPhysicsLocation(last);
        distanceM = 0;
    }

    /**
     * Applies the input and advances Bullet by one step of its own rate.
     *
     * @param in the driver's input (throttle, brake and steer are used)
     */
    public void step(VehicleInput in) {
        double v = speedMps();
        double drive = in.throttle() * Math.min(MAX_DRIVE_N, WHEEL_POWER_W / Math.max(1.0, Math.abs(v)));
        vehicle.accelerate(2, (float) (drive / 2));
        vehicle.accelerate(3, (float) (drive / 2));
        for (int i = 0; i < 4; i++) {
            // Bullet's brake is an impulse per internal step
            vehicle.brake(i, (float) (in.brake() * BRAKE_N[i] * stepS));
        }
        double fraction = Math.min(1.0, Math.abs(v) / (160 / 3.6));
        float steer = (float) (in.steer() * MAX_STEER_RAD * (1 - 0.8 * fraction));
        vehicle.steer(0, steer);
        vehicle.steer(1, steer);
        double resist = ROLLING_N * Math.signum(v) + DRAG_KG_PER_M * v * Math.abs(v);
        vehicle.getForwardVector(forward);
        vehicle.applyCentralForce(forward.multLocal((float) -resist));
        space.update(stepS, 0); // exactly one Bullet step of stepS
        if (!stepped) {
            clearUndefinedWheelAngles();
            stepped = true;
        }
        vehicle.getPhysicsLocation(scratch);
        distanceM += scratch.distance(last);
        last.set(scratch);
    }

    /**
     * Bullet's first vehicle step turns each wheel by its travel since the wheel was added, and
     * the position it was added at is read from a transform that nothing had set yet, so a
     * wheel can come out of that step with an angle that is not a number. Bullet then feeds
     * that angle into the wheel's axle, and the wheel pushes sideways for the rest of the drive:
     * the car stalls at walking pace or runs backwards, depending on what that memory held.
     * After the first step the previous position is the true one, so clearing the angle once
     * is enough.
     */
    private void clearUndefinedWheelAngles() {
        for (int i = 0; i < vehicle.getNumWheels(); i++) {
            VehicleWheel wheel = vehicle.getWheel(i);
            if (!Float.isFinite(wheel.getRotationAngle())) {
                wheel.setRotationAngle(0f);
            }
        }
    }

    /**
     * @param wheel wheel index (0-1 front, 2-3 rear)
     * @return the wheel's roll angle (in radians)
     */
    public double wheelAngleRad(int wheel) {
        return vehicle.getWheel(wheel).getRotationAngle();
    }

    /** @return the internal step (in seconds) */
    public float stepS() {
        return stepS;
    }

    /** @return forward speed (in metres per second, negative when reversing) */
    public double speedMps() {
        return vehicle.getCurrentVehicleSpeedKmHour() / 3.6;
    }

    /** @return distance travelled so far (in metres) */
    public double distanceM() {
        return distanceM;
    }

    /** @return the centre-of-mass position (world, in metres) */
    public Vector3f position() {
        return vehicle.getPhysicsLocation(null);
    }

    /** @return the chassis' up axis in the world (unit vector) */
    public Vector3f up() {
        return vehicle.getPhysicsRotation(null).mult(Vector3f.UNIT_Y);
    }
}
