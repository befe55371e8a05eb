package dev.sandbox.physics.chassis;

import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.GroundSample;
import dev.sandbox.physics.math.Vec3;

/**
 * The ground as the wheels see it in one step: a sample under each contact point and the
 * plane through them that carries the chassis. With four wheels the plane's normal is the
 * cross product of the diagonals; with two (a motorcycle) it is the line between them, tilted
 * sideways by the mean of the sampled normals.
 */
public final class ContactPlane {

    private final GroundSample[] samples;
    private final Vec3[] points;
    private Vec3 normal = Vec3.UNIT_Y;
    private Vec3 centroid = Vec3.ZERO;

    /** @param wheels number of contact points (2 or 4) */
    public ContactPlane(int wheels) {
        samples = new GroundSample[wheels];
        points = new Vec3[wheels];
    }

    /**
     * Samples the ground under each contact point and fits the plane.
     *
     * @param ground the world
     * @param x world x of each contact point (in metres)
     * @param z world z of each contact point (in metres)
     */
    public void sample(Ground ground, double[] x, double[] z) {
        double cx = 0;
        double cy = 0;
        double cz = 0;
        int n = points.length;
        for (int i = 0; i < n; i++) {
            samples[i] = ground.sample(x[i], z[i]);
            points[i] = new Vec3(x[i], samples[i].heightM(), z[i]);
            cx += points[i].x() / n;
            cy += points[i].y() / n;
            cz += points[i].z() / n;
        }
        centroid = new Vec3(cx, cy, cz);
        Vec3 nrm;
        if (n == 4) {
            Vec3 d1 = points[0].minus(points[3]);
            Vec3 d2 = points[1].minus(points[2]);
            nrm = d1.cross(d2);
        } else {
            Vec3 along = points[0].minus(points[1]);
            Vec3 mean = samples[0].normal().plus(samples[1].normal());
            Vec3 side = mean.cross(along);
            nrm = along.cross(side);
        }
        if (nrm.y() < 0) {
            nrm = nrm.times(-1);
        }
        normal = nrm.normalizedOr(Vec3.UNIT_Y);
    }

    /** @return the plane's height above a horizontal point (in metres) */
    public double heightAt(double x, double z) {
        return centroid.y() - (normal.x() * (x - centroid.x()) + normal.z() * (z - centroid.z())) / normal.y();
    }

    /** @return the unit normal of the plane (y &gt; 0) */
    public Vec3 normal() {
        return normal;
    }

    /** @return the ground sample under contact point i */
    public GroundSample sample(int i) {
        return samples[i];
    }

    /** @return contact point i on the ground itself (in metres) */
    public Vec3 point(int i) {
        return points[i];
    }

    /** @return how far the ground under contact point i lies below the plane (in metres) */
    public double dropBelowPlane(int i) {
        return heightAt(points[i].x(), points[i].z()) - points[i].y();
    }
}
