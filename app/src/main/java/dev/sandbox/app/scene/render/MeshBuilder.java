package dev.sandbox.app.scene.render;

import com.jme3.material.Material;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.util.ArrayList;
import java.util.List;

/**
 * Collects flat-shaded triangles and quads (positions, normals, texture coordinates) and
 * turns them into a jME {@link Mesh}. Low-poly props and vehicles are assembled from it.
 */
public final class MeshBuilder {

    private final List<float[]> verts = new ArrayList<>();

    /**
     * Adds a triangle, counter-clockwise seen from the side it faces.
     *
     * @param a first corner
     * @param b second corner
     * @param c third corner
     * @param uvScale metres per texture repeat for a simple planar mapping
     * @return this
     */
    public MeshBuilder triangle(Vector3f a, Vector3f b, Vector3f c, float uvScale) {
        Vector3f n = b.subtract(a).crossLocal(c.subtract(a));
        if (n.lengthSquared() < 1e-14f) {
            return this;
        }
        n.normalizeLocal();
        for (Vector3f p : new Vector3f[] {a, b, c}) {
            float u;
            float v;
            if (Math.abs(n.y) > 0.7f) {
                u = p.x / uvScale;
                v = p.z / uvScale;
            } else if (Math.abs(n.x) > Math.abs(n.z)) {
                u = p.z / uvScale;
                v = p.y / uvScale;
            } else {
                u = p.x / uvScale;
                v = p.y / uvScale;
            }
            verts.add(new float[] {p.x, p.y, p.z, n.x, n.y, n.z, u, v});
        }
        return this;
    }

    /** Adds a quad a-b-c-d (counter-clockwise seen from the side it faces). */
    public MeshBuilder quad(Vector3f a, Vector3f b, Vector3f c, Vector3f d, float uvScale) {
        triangle(a, b, c, uvScale);
        return triangle(a, c, d, uvScale);
    }

    /**
     * Adds a closed cylinder or cone frustum along the y axis.
     *
     * @param base centre of the bottom cap
     * @param height height along +y (in metres)
     * @param rBottom bottom radius (in metres)
     * @param rTop top radius (in metres, 0 for a cone)
     * @param sides number of sides (&ge;3)
     * @return this
     */
    public MeshBuilder frustumY(Vector3f base, float height, float rBottom, float rTop, int sides) {
        Vector3f top = base.add(0, height, 0);
        for (int i = 0; i < sides; i++) {
            double a0 = 2 * Math.PI * i / sides;
            double a1 = 2 * Math.PI * (i + 1) / sides;
            Vector3f b0 = base.add((float) Math.cos(a0) * rBottom, 0, (float) Math.sin(a0) * rBottom);
            Vector3f b1 = base.add((float) Math.cos(a1) * rBottom, 0, (float) Math.sin(a1) * rBottom);
            Vector3f t0 = top.add((float) Math.cos(a0) * rTop, 0, (float) Math.sin(a0) * rTop);
            Vector3f t1 = top.add((float) Math.cos(a1) * rTop, 0, (float) Math.sin(a1) * rTop);
            if (rTop > 0) {
                quad(b1, b0, t0, t1, 1f);
                triangle(top, t1, t0, 1f);
            } else {
                triangle(b1, b0, top, 1f);
            }
            triangle(base, b0, b1, 1f);
        }
        return this;
    }

    /**
     * Adds a closed cylinder along the z axis (a wheel: the axle is z).
     *
     * @param centre wheel centre
     * @param radius radius (in metres)
     * @param width width along z (in metres)
     * @param sides number of sides
     * @return this
     */
    public MeshBuilder cylinderZ(Vector3f centre, float radius, float width, int sides) {
        float h = width / 2;
        Vector3f cf = centre.add(0, 0, h);
        Vector3f cb = centre.add(0, 0, -h);
        for (int i = 0; i < sides; i++) {
            double a0 = 2 * Math.PI * i / sides;
            double a1 = 2 * Math.PI * (i + 1) / sides;
            float x0 = (float) Math.cos(a0) * radius;
            float y0 = (float) Math.sin(a0) * radius;
            float x1 = (float) Math.cos(a1) * radius;
            float y1 = (float) Math.sin(a1) * radius;
            Vector3f f0 = cf.add(x0, y0, 0);
            Vector3f f1 = cf.add(x1, y1, 0);
            Vector3f b0 = cb.add(x0, y0, 0);
            Vector3f b1 = cb.add(x1, y1, 0);
            quad(b0, b1, f1, f0, 0.3f);
            triangle(cf, f0, f1, 0.3f);
            triangle(cb, b1, b0, 0.3f);
        }
        return this;
    }

    /**
     * Adds an axis-aligned box.
     *
     * @param min the smallest corner
     * @param max the largest corner
     * @param uvScale metres per texture repeat
     * @return this
     */
    public MeshBuilder box(Vector3f min, Vector3f max, float uvScale) {
        Vector3f[] c = new Vector3f[8];
        for (int i = 0; i < 8; i++) {
            c[i] = new Vector3f((i & 1) == 0 ? min.x : max.x, (i & 2) == 0 ? min.y : max.y,
                    (i & 4) == 0 ? min.z : max.z);
        }
        quad(c[0], c[4], c[6], c[2], uvScale); // -x
        quad(c[1], c[3], c[7], c[5], uvScale); // +x
        quad(c[0], c[1], c[5], c[4], uvScale); // -y
        quad(c[2], c[6], c[7], c[3], uvScale); // +y
        quad(c[0], c[2], c[3], c[1], uvScale); // -z
        quad(c[4], c[5], c[7], c[6], uvScale); // +z
        return this;
    }

    /**
     * Adds a box stretched between two points (a limb, a fork tube, a frame spar).
     *
     * @param a one end
     * @param b the other end
     * @param width size along the axis most nearly horizontal and across the beam (in metres)
     * @param height size along the remaining axis (in metres)
     * @return this
     */
    public MeshBuilder beam(Vector3f a, Vector3f b, float width, float height) {
        Vector3f axis = b.subtract(a);
        float len = axis.length();
        if (len < 1e-6f) {
            return this;
        }
        axis.divideLocal(len);
        Vector3f side = axis.cross(Vector3f.UNIT_Z);
        if (side.lengthSquared() < 1e-6f) {
            side = axis.cross(Vector3f.UNIT_X);
        }
        side.normalizeLocal();
        Vector3f across = side.cross(axis).normalizeLocal();
        Vector3f[] c = new Vector3f[8];
        for (int i = 0; i < 8; i++) {
            Vector3f p = (i & 1) == 0 ? a : b;
            c[i] = p.add(side.mult(((i & 2) == 0 ? -0.5f : 0.5f) * height))
                    .addLocal(across.mult(((i & 4) == 0 ? -0.5f : 0.5f) * width));
        }
        Vector3f mid = a.add(b).multLocal(0.5f);
        int[][] faces = {{0, 2, 6, 4}, {1, 5, 7, 3}, {0, 1, 3, 2}, {4, 6, 7, 5}, {0, 4, 5, 1}, {2, 3, 7, 6}};
        for (int[] f : faces) {
            Vector3f centre = c[f[0]].add(c[f[1]]).addLocal(c[f[2]]).addLocal(c[f[3]]).multLocal(0.25f);
            quadFacing(c[f[0]], c[f[1]], c[f[2]], c[f[3]], centre.subtract(mid));
        }
        return this;
    }

    /**
     * Extrudes a side profile (x forward, y up, counter-clockwise seen from +z) across z.
     *
     * @param profile outline points, counter-clockwise seen from +z, a simple polygon
     * @param zMin the near side (in metres)
     * @param zMax the far side (in metres)
     * @param inset how much narrower the top surfaces are than the sides (in metres, a bevel)
     * @return this
     */
    public MeshBuilder extrude(float[][] profile, float zMin, float zMax, float inset) {
        if (Triangulator.area(profile) < 0) {
            float[][] rev = new float[profile.length][];
            for (int i = 0; i < profile.length; i++) {
                rev[i] = profile[profile.length - 1 - i];
            }
            profile = rev;
        }
        int n = profile.length;
        int[] tris = Triangulator.earClip(profile);
        for (int t = 0; t < tris.length; t += 3) {
            float[] a = profile[tris[t]];
            float[] b = profile[tris[t + 1]];
            float[] c = profile[tris[t + 2]];
            triangle(new Vector3f(a[0], a[1], zMax), new Vector3f(b[0], b[1], zMax), new Vector3f(c[0], c[1], zMax), 1f);
            triangle(new Vector3f(a[0], a[1], zMin), new Vector3f(c[0], c[1], zMin), new Vector3f(b[0], b[1], zMin), 1f);
        }
        for (int i = 0; i < n; i++) {
            float[] p = profile[i];
            float[] q = profile[(i + 1) % n];
            Vector3f out = new Vector3f(q[1] - p[1], -(q[0] - p[0]), 0).normalizeLocal();
            boolean top = (q[0] - p[0]) < 0 && out.y > 0.3f;
            float in = top ? inset : 0;
            Vector3f a = new Vector3f(p[0], p[1], zMax);
            Vector3f b = new Vector3f(q[0], q[1], zMax);
            Vector3f c = new Vector3f(q[0], q[1], zMin);
            Vector3f d = new Vector3f(p[0], p[1], zMin);
            if (in > 0) {
                Vector3f lift = out.mult(in * 0.5f);
                Vector3f ai = a.add(0, 0, -in).addLocal(lift);
                Vector3f bi = b.add(0, 0, -in).addLocal(lift);
                Vector3f ci = c.add(0, 0, in).addLocal(lift);
                Vector3f di = d.add(0, 0, in).addLocal(lift);
                quadFacing(a, b, bi, ai, out.add(0, 0, 1));
                quadFacing(ai, bi, ci, di, out);
                quadFacing(di, ci, c, d, out.add(0, 0, -1));
            } else {
                quadFacing(a, b, c, d, out);
            }
        }
        return this;
    }

    /** Adds a quad wound so that its normal points along {@code outward}. */
    public MeshBuilder quadFacing(Vector3f a, Vector3f b, Vector3f c, Vector3f d, Vector3f outward) {
        Vector3f n = b.subtract(a).crossLocal(c.subtract(a));
        if (n.dot(outward) >= 0) {
            return quad(a, b, c, d, 1f);
        }
        return quad(a, d, c, b, 1f);
    }

    /** @return true when nothing was added */
    public boolean isEmpty() {
        return verts.isEmpty();
    }

    /**
     * @param name the geometry's name
     * @param material its material
     * @return a geometry of the mesh of everything added
     */
    public Geometry geometry(String name, Material material) {
        Geometry g = new Geometry(name, build());
        g.setMaterial(material);
        return g;
    }

    /** @return the mesh of everything added */
    public Mesh build() {
        int n = verts.size();
        float[] pos = new float[n * 3];
        float[] nor = new float[n * 3];
        float[] tex = new float[n * 2];
        int[] idx = new int[n];
        for (int i = 0; i < n; i++) {
            float[] v = verts.get(i);
            System.arraycopy(v, 0, pos, i * 3, 3);
            System.arraycopy(v, 3, nor, i * 3, 3);
            System.arraycopy(v, 6, tex, i * 2, 2);
            idx[i] = i;
        }
        Mesh m = new Mesh();
        m.setBuffer(VertexBuffer.Type.Position, 3, BufferUtils.createFloatBuffer(pos));
        m.setBuffer(VertexBuffer.Type.Normal, 3, BufferUtils.createFloatBuffer(nor));
        m.setBuffer(VertexBuffer.Type.TexCoord, 2, BufferUtils.createFloatBuffer(tex));
        m.setBuffer(VertexBuffer.Type.Index, 3, BufferUtils.createIntBuffer(idx));
        m.updateBound();
        return m;
    }
}
