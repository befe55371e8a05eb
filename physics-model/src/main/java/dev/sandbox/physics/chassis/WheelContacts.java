package dev.sandbox.physics.chassis;

import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.math.Vec3;
import java.util.Arrays;

/**
 * The wheels' contact with the ground as the chassis sees it: where each contact patch lies
 * under the body, the {@link ContactPlane} through the ground under them that carries the body,
 * each tyre's contact-patch velocity in its own frame, and the resultant of the tyre forces on
 * the body ([Monster, "High Speed Turning"]: cornering force and yaw torque from
 * the tyre forces).
 *
 * <p>A contact patch lies {@link Wheel#forwardOffsetM} ahead of the centre of mass and, by
 * default, {@link Wheel#leftOffsetM} to its left; a motorcycle moves both patches sideways as
 * it leans ({@link #setLeftOffsetM}). The same lateral offset is the tyre forces' lever arm
 * about the yaw axis.
 */
public final class WheelContacts {

    /** Drop of the ground below the contact plane beyond which a wheel hangs in the air (in metres). */
    private static final double WHEEL_DROOP_M = 0.12;

    private final Wheel[] wheels;
    private final ContactPlane plane;
    private final double[] leftOffsetM;
    private final double[] contactX;
    private final double[] contactZ;
    private final double[] vx;
    private final double[] vy;
    private double forceX;
    private double forceY;
    private double forceZ;
    /** The summed force as a vector, made when first asked for (null: not yet). */
    private Vec3 force = Vec3.ZERO;
    private double yawMomentNm;
    private double longitudinalN;
    private double lateralN;

    /** @param wheels the vehicle's wheels (2 or 4), in the vehicle's wheel order */
    public WheelContacts(Wheel... wheels) {
        this.wheels = wheels.clone();
        int n = wheels.length;
        plane = new ContactPlane(n);
        leftOffsetM = new double[n];
        contactX = new double[n];
        contactZ = new double[n];
        vx = new double[n];
        vy = new double[n];
        for (int i = 0; i < n; i++) {
            leftOffsetM[i] = wheels[i].leftOffsetM();
        }
    }

    /**
     * Moves every contact patch sideways, as a motorcycle's lean does.
     *
     * @param offsetM every patch's distance to the left of the centre of mass (in metres)
     */
    public void setLeftOffsetM(double offsetM) {
        Arrays.fill(leftOffsetM, offsetM);
    }

    /**
     * Samples the ground under the contact patches, fits the plane through them and lets the
     * body decide from it whether it touches the ground.
     *
     * @param ground the world
     * @param body the vehicle body
     */
    public void sample(Ground ground, BodyMotion body) {
        Vec3 f = body.forward();
        Vec3 l = body.left();
        double px = body.positionX();
        double pz = body.positionZ();
        for (int i = 0; i < wheels.length; i++) {
            // p + f a + l b, in the order Vec3.plusScaled adds
            double a = wheels[i].forwardOffsetM();
            double b = leftOffsetM[i];
            contactX[i] = (px + f.x() * a) + l.x() * b;
            contactZ[i] = (pz + f.z() * a) + l.z() * b;
        }
        plane.sample(ground, contactX, contactZ);
        body.touchGround(plane.heightAt(px, pz), plane.normal());
    }

    /**
     * Puts the body at rest on the plane of the ground under its wheels at a point: on the
     * ground there first, then twice onto the contact plane found from there.
     *
     * @param ground the world
     * @param body the vehicle body
     * @param x world x of the chassis reference point (in metres)
     * @param z world z of the chassis reference point (in metres)
     * @param headingRad yaw (in radians)
     */
    public void settle(Ground ground, BodyMotion body, double x, double z, double headingRad) {
        body.reset(new Vec3(x, ground.sample(x, z).heightM(), z), ground.sample(x, z).normal(), headingRad);
        for (int pass = 0; pass < 2; pass++) {
            sample(ground, body);
            Vec3 p = body.position();
            body.reset(new Vec3(p.x(), plane.heightAt(p.x(), p.z()), p.z()), plane.normal(), headingRad);
        }
    }

    /**
     * Sets each wheel on the ground it was last sampled on, touching with the given loads, as
     * after a reset.
     *
     * @param loadsN each wheel's load (in newtons)
     */
    public void rest(double... loadsN) {
        for (int i = 0; i < wheels.length; i++) {
            wheels[i].setContact(plane.pointX(i), plane.pointY(i), plane.pointZ(i), loadsN[i], plane.grip(i),
                    plane.surface(i), true);
        }
    }

    /**
     * Sets wheel i on the ground under it for this step: it touches unless the body is in the
     * air or the ground under it drops more than {@link #WHEEL_DROOP_M} below the plane.
     *
     * @param i the wheel's index
     * @param body the vehicle body
     * @param loadN the wheel's load (in newtons)
     */
    public void touch(int i, BodyMotion body, double loadN) {
        boolean onGround = !body.airborne() && plane.dropBelowPlane(i) < WHEEL_DROOP_M;
        wheels[i].setContact(plane.pointX(i), plane.pointY(i), plane.pointZ(i), loadN, plane.grip(i),
                plane.surface(i), onGround);
    }

    /**
     * Resolves the velocity of wheel i's contact patch into the wheel's frame (turned by its
     * steer angle) and computes its tyre force from it.
     *
     * @param i the wheel's index
     * @param v velocity of the tyre material in the contact patch (in metres per second, world)
     * @param f the body's unit forward axis
     * @param l the body's unit left axis
     * @param camberRad the wheel's inclination (in radians, positive = top to the right)
     */
    public void computeForce(int i, Vec3 v, Vec3 f, Vec3 l, double camberRad) {
        computeForce(i, v.x(), v.y(), v.z(), f, l, camberRad);
    }

    /**
     * {@link #computeForce(int, Vec3, Vec3, Vec3, double)} with the velocity given by its world
     * components, for a step that works them out without making a vector.
     *
     * @param i the wheel's index
     * @param vxW world x of the velocity of the tyre material in the contact patch (in metres per second)
     * @param vyW its world y (in metres per second)
     * @param vzW its world z (in metres per second)
     * @param f the body's unit forward axis
     * @param l the body's unit left axis
     * @param camberRad the wheel's inclination (in radians, positive = top to the right)
     */
    public void computeForce(int i, double vxW, double vyW, double vzW, Vec3 f, Vec3 l, double camberRad) {
        Wheel w = wheels[i];
        double c = w.steerCos();
        double s = w.steerSin();
        double vf = vxW * f.x() + vyW * f.y() + vzW * f.z();
        double vl = vxW * l.x() + vyW * l.y() + vzW * l.z();
        vx[i] = vf * c + vl * s;
        vy[i] = vl * c - vf * s;
        w.updateForce(vx[i], vy[i], camberRad);
    }

    /**
     * Adds the tyre forces, turned from the wheels' frames into the body's, to a force; the
     * sums are read with {@link #force}, {@link #yawMomentNm}, {@link #longitudinalN} and
     * {@link #lateralN}.
     *
     * @param start the other forces on the body, e.g. the aerodynamic drag (in newtons, world)
     * @param f the body's unit forward axis
     * @param l the body's unit left axis
     */
    public void sumForces(Vec3 start, Vec3 f, Vec3 l) {
        sumForces(start.x(), start.y(), start.z(), f, l);
    }

    /**
     * {@link #sumForces(Vec3, Vec3, Vec3)} with the other forces given by their world components;
     * the sum is read with {@link #forceX()}, {@link #forceY()} and {@link #forceZ()}, or {@link #force}.
     *
     * @param startX world x of the other forces on the body (in newtons)
     * @param startY their world y (in newtons)
     * @param startZ their world z (in newtons)
     * @param f the body's unit forward axis
     * @param l the body's unit left axis
     */
    public void sumForces(double startX, double startY, double startZ, Vec3 f, Vec3 l) {
        // start + f ff + l fl wheel by wheel, in the order Vec3.plusScaled adds, without a vector each time
        double x = startX;
        double y = startY;
        double z = startZ;
        double moment = 0;
        double sumF = 0;
        double sumL = 0;
        for (int i = 0; i < wheels.length; i++) {
            Wheel w = wheels[i];
            double c = w.steerCos();
            double s = w.steerSin();
            double ff = w.fx() * c - w.fy() * s;
            double fl = w.fx() * s + w.fy() * c;
            x = (x + f.x() * ff) + l.x() * fl;
            y = (y + f.y() * ff) + l.y() * fl;
            z = (z + f.z() * ff) + l.z() * fl;
            moment += w.forwardOffsetM() * fl - leftOffsetM[i] * ff;
            sumF += ff;
            sumL += fl;
        }
        forceX = x;
        forceY = y;
        forceZ = z;
        force = null;
        yawMomentNm = moment;
        longitudinalN = sumF;
        lateralN = sumL;
    }

    /** @return the ground plane under the wheels */
    public ContactPlane plane() {
        return plane;
    }

    /** @return contact-patch velocity of wheel i along its heading in the latest step (in metres per second) */
    public double vx(int i) {
        return vx[i];
    }

    /** @return contact-patch velocity of wheel i to its left in the latest step (in metres per second) */
    public double vy(int i) {
        return vy[i];
    }

    /** @return the summed force of the latest {@link #sumForces} (in newtons, world) */
    public Vec3 force() {
        if (force == null) {
            force = new Vec3(forceX, forceY, forceZ);
        }
        return force;
    }

    /** @return world x of the summed force of the latest {@link #sumForces} (in newtons) */
    public double forceX() {
        return forceX;
    }

    /** @return world y of the summed force (in newtons) */
    public double forceY() {
        return forceY;
    }

    /** @return world z of the summed force (in newtons) */
    public double forceZ() {
        return forceZ;
    }

    /** @return the tyre forces' yaw moment about the centre of mass (in newton metres, + = left) */
    public double yawMomentNm() {
        return yawMomentNm;
    }

    /** @return the tyre forces along the body (in newtons, + = forward) */
    public double longitudinalN() {
        return longitudinalN;
    }

    /** @return the tyre forces across the body (in newtons, + = left) */
    public double lateralN() {
        return lateralN;
    }
}
