package dev.sandbox.physics.chassis;

import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.GroundReading;
import dev.sandbox.physics.ground.GroundSample;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Vec3;

/**
 * The ground as the wheels see it in one step: a sample under each contact point and the
 * plane through them that carries the chassis. With four wheels the plane's normal is the
 * cross product of the diagonals; with two (a motorcycle) it is the line between them, tilted
 * sideways by the mean of the sampled normals.
 */
public final class ContactPlane {

    private final GroundReading[] readings;
    private final double[] px;
    private final double[] py;
    private final double[] pz;
    private Vec3 normal = Vec3.UNIT_Y;
    private double centroidX;
    private double centroidY;
    private double centroidZ;

    /** @param wheels number of contact points (2 or 4) */
    public ContactPlane(int wheels) {
        readings = new GroundReading[wheels];
        for (int i = 0; i < wheels; i++) {
            readings[i] = new GroundReading();
        }
        px = new double[wheels];
        py = new double[wheels];
        pz = new double[wheels];
    }

    /**
     * Samples the ground under each contact point and fits the plane. Works in plain numbers
     * (the same arithmetic as the vector operations it replaces, in the same order) and makes a
     * new normal only when the plane has turned.
     *
     * @param ground the world
     * @param x world x of each contact point (in metres)
     * @param z world z of each contact point (in metres)
     */
    public void sample(Ground ground, double[] x, double[] z) {
        double cx = 0;
        double cy = 0;
        double cz = 0;
        int n = px.length;
        for (int i = 0; i < n; i++) {
            ground.sample(x[i], z[i], readings[i]);
            px[i] = x[i];
            py[i] = readings[i].heightM();
            pz[i] = z[i];
            cx += px[i] / n;
            cy += py[i] / n;
            cz += pz[i] / n;
        }
        centroidX = cx;
        centroidY = cy;
        centroidZ = cz;
        double nx;
        double ny;
        double nz;
        if (n == 4) {
            // (p0 - p3) x (p1 - p2)
            double ax = px[0] - px[3];
            double ay = py[0] - py[3];
            double az = pz[0] - pz[3];
            double bx = px[1] - px[2];
            double by = py[1] - py[2];
            double bz = pz[1] - pz[2];
            nx = ay * bz - az * by;
            ny = az * bx - ax * bz;
            nz = ax * by - ay * bx;
        } else {
            // along x ((n0 + n1) x along), along = p0 - p1
            double ax = px[0] - px[1];
            double ay = py[0] - py[1];
            double az = pz[0] - pz[1];
            Vec3 n0 = readings[0].normal();
            Vec3 n1 = readings[1].normal();
            double mx = n0.x() + n1.x();
            double my = n0.y() + n1.y();
            double mz = n0.z() + n1.z();
            double sx = my * az - mz * ay;
            double sy = mz * ax - mx * az;
            double sz = mx * ay - my * ax;
            nx = ay * sz - az * sy;
            ny = az * sx - ax * sz;
            nz = ax * sy - ay * sx;
        }
        if (ny < 0) {
            nx = nx * -1;
            ny = ny * -1;
            nz = nz * -1;
        }
        double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
        if (len > 1e-12) {
            double k = 1.0 / len;
            nx = nx * k;
            ny = ny * k;
            nz = nz * k;
        } else {
            nx = 0;
            ny = 1;
            nz = 0;
        }
        // Double.compare tells -0.0 from 0.0, so the kept normal is the one made anew to the bit
        if (Double.compare(nx, normal.x()) != 0 || Double.compare(ny, normal.y()) != 0
                || Double.compare(nz, normal.z()) != 0) {
            normal = new Vec3(nx, ny, nz);
        }
    }

    /** @return the plane's height above a horizontal point (in metres) */
    public double heightAt(double x, double z) {
        return centroidY - (normal.x() * (x - centroidX) + normal.z() * (z - centroidZ)) / normal.y();
    }

    /** @return the unit normal of the plane (y &gt; 0) */
    public Vec3 normal() {
        return normal;
    }

    /** @return the ground sample under contact point i (made on each call) */
    public GroundSample sample(int i) {
        return readings[i].toSample();
    }

    /** @return the grip of the ground under contact point i (relative to dry asphalt) */
    public double grip(int i) {
        return readings[i].grip();
    }

    /** @return the surface under contact point i */
    public Surface surface(int i) {
        return readings[i].surface();
    }

    /** @return contact point i on the ground itself (in metres; made on each call) */
    public Vec3 point(int i) {
        return new Vec3(px[i], py[i], pz[i]);
    }

    /** @return world x of contact point i (in metres) */
    public double pointX(int i) {
        return px[i];
    }

    /** @return height of the ground at contact point i (in metres) */
    public double pointY(int i) {
        return py[i];
    }

    /** @return world z of contact point i (in metres) */
    public double pointZ(int i) {
        return pz[i];
    }

    /** @return how far the ground under contact point i lies below the plane (in metres) */
    public double dropBelowPlane(int i) {
        return heightAt(px[i], pz[i]) - py[i];
    }
}
