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

    // The state in numbers; the vectors of the getters are made when first asked for after a
    // change (null: stale), so a step that reads each at most once makes at most one of each.
    private double px;
    private double py;
    private double pz;
    private Vec3 position = Vec3.ZERO;
    private double vx;
    private double vy;
    private double vz;
    private Vec3 velocity = Vec3.ZERO;
    private double ax;
    private double ay;
    private double az;
    private Vec3 acceleration = Vec3.ZERO;
    private Vec3 up = Vec3.UNIT_Y;
    private double headingRad;
    /**
     * cos and sin of the heading: set exactly where the heading is set, and by a turn from the
     * horizontal direction the turn found (cos(atan2(y, x)) = x / hypot(x, y)), so the forward
     * axis costs no sine or cosine on a step.
     */
    private double headingCos = 1;
    private double headingSin;
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
        setPosition(groundPoint);
        setVelocity(Vec3.ZERO);
        ax = 0;
        ay = 0;
        az = 0;
        acceleration = Vec3.ZERO;
        up = groundNormal;
        headingRad = heading;
        headingCos = Math.cos(heading);
        headingSin = Math.sin(heading);
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
            // the heading's horizontal direction d projected onto the ground plane and
            // normalised: (d - (d.up) up) / |...|, with the vector operations' arithmetic
            double dx = headingCos;
            double dz = -headingSin;
            double k = -(dx * up.x() + 0.0 * up.y() + dz * up.z());
            double fx = dx + up.x() * k;
            double fy = 0.0 + up.y() * k;
            double fz = dz + up.z() * k;
            double len = Math.sqrt(fx * fx + fy * fy + fz * fz);
            if (len > 1e-12) {
                double inv = 1.0 / len;
                forward = new Vec3(fx * inv, fy * inv, fz * inv);
            } else {
                forward = new Vec3(dx, 0, dz);
            }
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
        if (py <= groundHeightM + CONTACT_GAP_M) {
            airborne = false;
            if (groundNormal != up) {
                up = groundNormal;
                forward = null;
                left = null;
            }
            // lift out of the ground; settle onto it only while the ground pushes back, so a
            // body leaving a crest is never pulled down to it
            liftM = 0;
            if (py < groundHeightM || pressing) {
                liftM = (groundHeightM - py) * up.y();
                py = groundHeightM;
                position = null;
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
        integrate(force.x(), force.y(), force.z(), yawMomentNm, dtS);
    }

    /**
     * {@link #integrate(Vec3, double, double)} with the force given by its world components.
     *
     * @param forceX world x of every force but gravity and the ground's normal reaction (in newtons)
     * @param forceY its world y (in newtons)
     * @param forceZ its world z (in newtons)
     * @param yawMomentNm moment about the up axis (in newton metres)
     * @param dtS step (in seconds)
     */
    public void integrate(double forceX, double forceY, double forceZ, double yawMomentNm, double dtS) {
        // v + F dt / m + (0, -g dt, 0), in the order the vector operations add
        double k = dtS / massKg;
        double nx = (vx + forceX * k) + 0.0;
        double ny = (vy + forceY * k) + -Units.G * dtS;
        double nz = (vz + forceZ * k) + 0.0;
        double rawNormal = 0;
        pressing = false;
        groundVelocityChangeMps = 0;
        if (!airborne) {
            double vn = nx * up.x() + ny * up.y() + nz * up.z();
            if (vn < 0) {
                nx = nx + up.x() * -vn;
                ny = ny + up.y() * -vn;
                nz = nz + up.z() * -vn;
                rawNormal = -massKg * vn / dtS;
                pressing = true;
                groundVelocityChangeMps = -vn;
            }
        }
        normalForceN += (rawNormal - normalForceN) * Math.min(1.0, dtS / NORMAL_FILTER_S);
        double perS = 1.0 / dtS;
        ax = (nx - vx) * perS;
        ay = (ny - vy) * perS;
        az = (nz - vz) * perS;
        acceleration = null;
        vx = nx;
        vy = ny;
        vz = nz;
        velocity = null;
        yawRate += yawMomentNm / yawInertiaKgM2 * dtS;
        turnAboutUp(yawRate * dtS);
        if (Math.abs(headingRad) > 1e3) {
            headingRad = Math.IEEEremainder(headingRad, 2 * Math.PI);
            forward = null;
            left = null;
        }
        px = px + vx * dtS;
        py = py + vy * dtS;
        pz = pz + vz * dtS;
        position = null;
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
        Vec3 l = left();
        double c = Math.cos(angleRad);
        double s = Math.sin(angleRad);
        double tx = f.x() * c + l.x() * s;
        double ty = f.y() * c + l.y() * s;
        double tz = f.z() * c + l.z() * s;
        // the horizontal direction in the plane of f' and up: d = f' - (f'.y / up.y) up
        double k = ty / Math.max(up.y(), 1e-9);
        double dx = tx - k * up.x();
        double dz = tz - k * up.z();
        double change = Maths.atan2(-dz, dx) - headingRad;
        // within half a turn the remainder is the change itself, to the bit: skip the native call
        headingRad += Math.abs(change) < Math.PI ? change : Math.IEEEremainder(change, 2 * Math.PI);
        double horizontal = Math.sqrt(dx * dx + dz * dz);
        if (horizontal > 1e-12) {
            headingCos = dx / horizontal;
            headingSin = -dz / horizontal;
        } else {
            headingCos = Math.cos(headingRad);
            headingSin = Math.sin(headingRad);
        }
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
        Vec3 contactVelocity = velocity().plus(up.times(yawRate).cross(offset));
        double vn = contactVelocity.dot(n);
        setPosition(position().plusScaled(n, depthM));
        if (vn >= 0) {
            return 0;
        }
        double arm = offset.cross(n).dot(up);
        double k = 1.0 / massKg + arm * arm / yawInertiaKgM2;
        double impulse = -(1.0 + restitution) * vn / k;
        setVelocity(velocity().plusScaled(n, impulse / massKg));
        yawRate += arm * impulse / yawInertiaKgM2;
        return -vn;
    }

    /** @return position of the reference point on the ground under the centre of mass (in metres) */
    public Vec3 position() {
        if (position == null) {
            position = new Vec3(px, py, pz);
        }
        return position;
    }

    /** @return world x of the position (in metres) */
    public double positionX() {
        return px;
    }

    /** @return world y of the position (in metres) */
    public double positionY() {
        return py;
    }

    /** @return world z of the position (in metres) */
    public double positionZ() {
        return pz;
    }

    /** @param p new position (in metres) */
    public void setPosition(Vec3 p) {
        px = p.x();
        py = p.y();
        pz = p.z();
        position = p;
    }

    /** @return velocity (in metres per second) */
    public Vec3 velocity() {
        if (velocity == null) {
            velocity = new Vec3(vx, vy, vz);
        }
        return velocity;
    }

    /** @return world x of the velocity (in metres per second) */
    public double velocityX() {
        return vx;
    }

    /** @return world y of the velocity (in metres per second) */
    public double velocityY() {
        return vy;
    }

    /** @return world z of the velocity (in metres per second) */
    public double velocityZ() {
        return vz;
    }

    /** @param v new velocity (in metres per second) */
    public void setVelocity(Vec3 v) {
        vx = v.x();
        vy = v.y();
        vz = v.z();
        velocity = v;
    }

    /** @return acceleration over the latest step (in m/s^2, world) */
    public Vec3 acceleration() {
        if (acceleration == null) {
            acceleration = new Vec3(ax, ay, az);
        }
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
        for (double d : new double[] {px, py, pz, vx,
            vy, vz, up.x(), up.y(), up.z(), headingRad, yawRate, normalForceN}) {
            h = Wheel.mix(h, d);
        }
        return h;
    }
}
