package dev.sandbox.app.scene.render;

import com.jme3.math.Quaternion;
import com.jme3.math.Transform;
import com.jme3.math.Vector3f;

/**
 * One part of a {@link RigidSkin} moved rigidly: its vertices and normals from the part's own
 * frame into the skin's by a rotation, a uniform scale and a translation, written into the
 * skin's arrays, with the box round the moved vertices found on the way (so the skin's bound
 * needs no second pass over its vertices).
 */
final class RigidMove {

    /** Floats in a move: the rotation matrix by rows, the translation, the scale. */
    static final int SIZE = 13;

    private RigidMove() {
    }

    /**
     * Writes a transform as a move: the rotation matrix of its unit quaternion (rows), its
     * translation and a scale.
     *
     * @param t the transform
     * @param scale the uniform scale (0 collapses the part to a point)
     * @param m the move ({@link #SIZE} floats)
     */
    static void matrix(Transform t, float scale, float[] m) {
        Quaternion q = t.getRotation();
        float qx = q.getX();
        float qy = q.getY();
        float qz = q.getZ();
        float qw = q.getW();
        Vector3f tr = t.getTranslation();
        m[0] = 1 - 2 * (qy * qy + qz * qz);
        m[1] = 2 * (qx * qy - qz * qw);
        m[2] = 2 * (qx * qz + qy * qw);
        m[3] = 2 * (qx * qy + qz * qw);
        m[4] = 1 - 2 * (qx * qx + qz * qz);
        m[5] = 2 * (qy * qz - qx * qw);
        m[6] = 2 * (qx * qz - qy * qw);
        m[7] = 2 * (qy * qz + qx * qw);
        m[8] = 1 - 2 * (qx * qx + qy * qy);
        m[9] = tr.x;
        m[10] = tr.y;
        m[11] = tr.z;
        m[12] = scale;
    }

    /**
     * Moves a part's vertices and normals.
     *
     * @param m the move ({@link #matrix})
     * @param p the part's positions in its own frame (x, y, z per vertex)
     * @param n its normals
     * @param posOut the skin's positions, written from {@code k}
     * @param norOut the skin's normals, written from {@code k}
     * @param k the part's first float in the skin's arrays
     * @param box where the box round the moved vertices is written: min x, y, z, max x, y, z
     * @return the first float after the part
     */
    static int move(float[] m, float[] p, float[] n, float[] posOut, float[] norOut, int k, float[] box) {
        float sc = m[12];
        float m00 = m[0] * sc;
        float m01 = m[1] * sc;
        float m02 = m[2] * sc;
        float m10 = m[3] * sc;
        float m11 = m[4] * sc;
        float m12 = m[5] * sc;
        float m20 = m[6] * sc;
        float m21 = m[7] * sc;
        float m22 = m[8] * sc;
        float x0 = Float.POSITIVE_INFINITY;
        float y0 = Float.POSITIVE_INFINITY;
        float z0 = Float.POSITIVE_INFINITY;
        float x1 = Float.NEGATIVE_INFINITY;
        float y1 = Float.NEGATIVE_INFINITY;
        float z1 = Float.NEGATIVE_INFINITY;
        for (int v = 0; v < p.length; v += 3, k += 3) {
            float x = p[v];
            float y = p[v + 1];
            float z = p[v + 2];
            float wx = m00 * x + m01 * y + m02 * z + m[9];
            float wy = m10 * x + m11 * y + m12 * z + m[10];
            float wz = m20 * x + m21 * y + m22 * z + m[11];
            posOut[k] = wx;
            posOut[k + 1] = wy;
            posOut[k + 2] = wz;
            // Plain comparisons: Math.min and max also order NaN and -0, which costs here.
            if (wx < x0) {
                x0 = wx;
            }
            if (wx > x1) {
                x1 = wx;
            }
            if (wy < y0) {
                y0 = wy;
            }
            if (wy > y1) {
                y1 = wy;
            }
            if (wz < z0) {
                z0 = wz;
            }
            if (wz > z1) {
                z1 = wz;
            }
            x = n[v];
            y = n[v + 1];
            z = n[v + 2];
            norOut[k] = m[0] * x + m[1] * y + m[2] * z;
            norOut[k + 1] = m[3] * x + m[4] * y + m[5] * z;
            norOut[k + 2] = m[6] * x + m[7] * y + m[8] * z;
        }
        box[0] = x0;
        box[1] = y0;
        box[2] = z0;
        box[3] = x1;
        box[4] = y1;
        box[5] = z1;
        return k;
    }
}
