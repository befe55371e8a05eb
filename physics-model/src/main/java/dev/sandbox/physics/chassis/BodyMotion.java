package dev.sandbox.physics.chassis;

import dev.sandbox.physics.math.Maths;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;

/**
 * The vehicle body's rigid motion over the ground: translation in three dimensions, yaw about
 * the ground normal, and the ground as a one-sided constraint.
 *
 * <p>Gravity acts in full; the ground removes only the velocity that would carry the body into
 * it, so the along-slope and across-slope parts of gravity ([Palmer, eq. 8.1],
 * 8.5-8.6; [Siorki, "Gravity"]) remain and the normal force N = m g cos(theta)
 * (eq. 8.1) falls out of the constraint impulse. Over a crest taken faster than gravity can
 * follow (v^2 times the crest's curvature above g cos(theta)) the ground falls away, the
 * impulse and so the tyre loads drop to zero and the body flies ballistically until it meets
 * the ground again, where the constraint absorbs the landing (no bounce, no sinking).
 */
public final class BodyMotion {

    /** Height above the ground within which the body still counts as touching (in metres). */
    public static final double CONTACT_GAP_M = 0.03;
    private static final double NORMAL_FILTER_S = 0.02;

    private final double massKg;
    private final double yawInertiaKgM2;

    private Vec3 position = Vec3.ZERO;
    private Vec3 velocity = Vec3.ZERO;
    private Vec3 up = Vec3.UNIT_Y;
    private Vec3 acceleration = Vec3.ZERO;
    private double headingRad;
    /** The body axes of the current up and heading, computed when first asked (null: stale). */
    private Vec3 forward;
    private Vec3 left;
    private double yawRate;
    private boolean airborne;
    private boolean pressing;
    private double normalForceN;
    private double liftM;
    private double groundVelocityChangeMps;

    /**
     * @param massKg total mass (in kilograms)
     * @param yawInertiaKgM2 yaw inertia (in kg m^2)
     */
    public BodyMotion(double massKg, double yawInertiaKgM2) {
        this.massKg = massKg;
        this.yawInertiaKgM2 = yawInertiaKgM2;
    }

    /**
     * At rest on the ground.
     *
     * @param groundPoint point on the ground (in metres)
     * @param groundNormal unit ground normal there
     * @param heading yaw (in radians)
     */
    public void reset(Vec3 groundPoint, Vec3 groundNormal, double heading) {
        position = groundPoint;
        velocity = Vec3.ZERO;
        acceleration = Vec3.ZERO;
        up = groundNormal;
        headingRad = heading;
        forward = null;
        left = null;
        yawRate = 0;
        airborne = false;
        pressing = true;
        normalForceN = massKg * Units.G * groundNormal.y();
    }

    /** @return unit forward axis on the ground plane */
    public Vec3 forward() {
        if (forward == null) {
            Vec3 dir = new Vec3(Math.cos(headingRad), 0, -Math.sin(headingRad));
            forward = dir.projectOnPlane(up).normalizedOr(dir);
        }
        return forward;
    }

    /** @return unit left axis on the ground plane */
    public Vec3 left() {
        if (left == null) {
            left = up.cross(forward());
        }
        return left;
    }

    /**
     * Decides contact for this step from the ground plane under the wheels, lifting the body
     * out of the ground where it sank.
     *
     * @param groundHeightM height of the wheels' ground plane under the centre of mass (in metres)
     * @param groundNormal unit normal of that plane
     */
    public void touchGround(double groundHeightM, Vec3 groundNormal) {
        if (position.y() <= groundHeightM + CONTACT_GAP_M) {
            airborne = false;
            up = groundNormal;
            forward = null;
            left = null;
            // lift out of the ground; settle onto it only while the ground pushes back, so a
            // body leaving a crest is never pulled down to it
            liftM = 0;
            if (position.y() < groundHeightM || pressing) {
                liftM = (groundHeightM - position.y()) * up.y();
                position = new Vec3(position.x(), groundHeightM, position.z());
            }
        } else {
            airborne = true;
            liftM = 0;
        }
    }

    /**
     * Integrates one step (semi-implicit Euler) under the given force and yaw moment plus gravity
     * and the ground constraint.
     *
     * @param force every force but gravity and the ground's normal reaction (in newtons, world)
     * @param yawMomentNm moment about the up axis (in newton metres)
     * @param dtS step (in seconds)
     */
    public void integrate(Vec3 force, double yawMomentNm, double dtS) {
        Vec3 before = velocity;
        Vec3 v = velocity.plus(force.times(dtS / massKg)).plus(new Vec3(0, -Units.G * dtS, 0));
        double rawNormal = 0;
        pressing = false;
        groundVelocityChangeMps = 0;
        if (!airborne) {
            double vn = v.dot(up);
            if (vn < 0) {
                v = v.plusScaled(up, -vn);
                rawNormal = -massKg * vn / dtS;
                pressing = true;
                groundVelocityChangeMps = -vn;
            }
        }
        normalForceN += (rawNormal - normalForceN) * Math.min(1.0, dtS / NORMAL_FILTER_S);
        velocity = v;
        acceleration = velocity.minus(before).times(1.0 / dtS);
        yawRate += yawMomentNm / yawInertiaKgM2 * dtS;
        turnAboutUp(yawRate * dtS);
        if (Math.abs(headingRad) > 1e3) {
            headingRad = Math.IEEEremainder(headingRad, 2 * Math.PI);
        }
        position = position.plusScaled(velocity, dtS);
    }

    /**
     * Turns the body by an angle about its up axis (the ground normal): the forward axis rotates
     * in the ground plane, f' = f cos(a) + l sin(a), and the heading becomes the azimuth of the
     * horizontal direction whose projection onto the plane is f'. Rotating about the normal
     * rather than about the vertical keeps the turn equal to the yaw rate times the time on any
     * slope: a heading advanced by r dt / cos(theta) instead turns a body climbing a grade
     * faster than its yaw rate says.
     *
     * @param angleRad the turn (in radians, positive = left)
     */
    private void turnAboutUp(double angleRad) {
        if (angleRad == 0) {
            return;
        }
        Vec3 f = forward();
        Vec3 turned = f.times(Math.cos(angleRad)).plus(left().times(Math.sin(angleRad)));
        // the horizontal direction in the plane of f' and up: d = f' - (f'.y / up.y) up
        double k = turned.y() / Math.max(up.y(), 1e-9);
        double dx = turned.x() - k * up.x();
        double dz = turned.z() - k * up.z();
        double change = Maths.atan2(-dz, dx) - headingRad;
        // within half a turn the remainder is the change itself, to the bit: skip the native call
        headingRad += Math.abs(change) < Math.PI ? change : Math.IEEEremainder(change, 2 * Math.PI);
        forward = null;
        left = null;
    }

    /**
     * Answers a contact with a static obstacle by an impulse with restitution e along the
     * contact normal: for an immovable obstacle (m2 to infinity) [Palmer, eq. 8.42a] gives
     * v1' = -e v1 for the normal velocity of the contact point. The impulse acts at the contact
     * point, so an off-centre hit also turns the body.
     *
     * @param offset contact point relative to the centre of mass (in metres, world)
     * @param normal unit obstacle normal pointing out of the obstacle
     * @param depthM penetration (in metres, &ge;0), removed by moving the body out
     * @param restitution e (0..1)
     * @return the normal speed of the contact point before the impact (in m/s, &ge;0), or 0
     *     when it was already separating
     */
    public double collide(Vec3 offset, Vec3 normal, double depthM, double restitution) {
        Vec3 n = normal.projectOnPlane(up).normalizedOr(normal);
        Vec3 contactVelocity = velocity.plus(up.times(yawRate).cross(offset));
        double vn = contactVelocity.dot(n);
        position = position.plusScaled(n, depthM);
        if (vn >= 0) {
            return 0;
        }
        double arm = offset.cross(n).dot(up);
        double k = 1.0 / massKg + arm * arm / yawInertiaKgM2;
        double impulse = -(1.0 + restitution) * vn / k;
        velocity = velocity.plusScaled(n, impulse / massKg);
        yawRate += arm * impulse / yawInertiaKgM2;
        return -vn;
    }

    /** @return position of the reference point on the ground under the centre of mass (in metres) */
    public Vec3 position() {
        return position;
    }

    /** @param p new position (in metres) */
    public void setPosition(Vec3 p) {
        position = p;
    }

    /** @return velocity (in metres per second) */
    public Vec3 velocity() {
        return velocity;
    }

    /** @param v new velocity (in metres per second) */
    public void setVelocity(Vec3 v) {
        velocity = v;
    }

    /** @return acceleration over the latest step (in m/s^2, world) */
    public Vec3 acceleration() {
        return acceleration;
    }

    /** @return unit up axis (the ground normal while in contact) */
    public Vec3 up() {
        return up;
    }

    /** @return yaw (in radians) */
    public double heading() {
        return headingRad;
    }

    /** @return yaw rate about the up axis (in radians per second, positive = left) */
    public double yawRate() {
        return yawRate;
    }

    /** @param r yaw rate (in radians per second) */
    public void setYawRate(double r) {
        yawRate = r;
    }

    /** @return true while not touching the ground */
    public boolean airborne() {
        return airborne;
    }

    /** @return the ground's normal force, lightly filtered (in newtons, &ge;0) */
    public double normalForceN() {
        return normalForceN;
    }

    /**
     * @return how far the latest {@link #touchGround} moved the body along the ground normal to
     *     put it on the ground (in metres; positive = up, e.g. onto a bump)
     */
    public double liftM() {
        return liftM;
    }

    /**
     * @return the velocity the ground's reaction added along its normal in the latest step (in
     *     m/s, &ge;0): g cos(theta) dt while resting on a slope, more in a dip or on landing
     */
    public double groundVelocityChangeMps() {
        return groundVelocityChangeMps;
    }

    /** @return total mass (in kilograms) */
    public double massKg() {
        return massKg;
    }

    /** @return yaw inertia (in kg m^2) */
    public double yawInertiaKgM2() {
        return yawInertiaKgM2;
    }

    /** @return a running hash of the state */
    public long stateHash(long h) {
        for (double d : new double[] {position.x(), position.y(), position.z(), velocity.x(),
            velocity.y(), velocity.z(), up.x(), up.y(), up.z(), headingRad, yawRate, normalForceN}) {
            h = Wheel.mix(h, d);
        }
        return h;
    }
}
