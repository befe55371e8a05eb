package dev.sandbox.app.scene.render;

import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Builds smooth-shaded surfaces from shared vertices: lofted grids of cross-sections, tubes
 * along a path (limbs, fork legs, exhausts, roll hoops), ellipsoids and lathed profiles
 * (tyres). Normals are the area-weighted average of the faces that meet at a vertex, so a
 * curved panel shades without facets; where a crease is wanted, build the two sides as two
 * surfaces.
 */
public final class SurfaceBuilder {

    private final List<Vector3f> positions = new ArrayList<>();
    private final List<int[]> triangles = new ArrayList<>();
    private final boolean coarse;

    /** A builder at full detail. */
    public SurfaceBuilder() {
        this(false);
    }

    /**
     * @param coarse true for a distant stand-in: tubes and ellipsoids get half their sides and
     *     segments (at least 4) and a tube's rounded end one ring instead of three; grids and
     *     lathed profiles are as given
     */
    public SurfaceBuilder(boolean coarse) {
        this.coarse = coarse;
    }

    /** @return the sides or segments asked for, halved (at least 4) when coarse */
    private int around(int asked) {
        return coarse ? Math.max(4, asked / 2) : asked;
    }

    /**
     * Adds a grid surface: {@code rows[i][j]} is point j of cross-section i. Consecutive rows
     * are joined by quads; with {@code closedAround} the last point of a row joins the first.
     * The winding is chosen so the normals point away from each row's centroid (outward for a
     * convex-ish section).
     *
     * @param rows the cross-sections (each the same length, at least 2 rows)
     * @param closedAround true when each row is a closed loop
     * @return this
     */
    public SurfaceBuilder grid(Vector3f[][] rows, boolean closedAround) {
        int n = rows[0].length;
        int base = positions.size();
        for (Vector3f[] row : rows) {
            for (Vector3f p : row) {
                positions.add(p.clone());
            }
        }
        int cols = closedAround ? n : n - 1;
        float score = 0;
        List<int[]> added = new ArrayList<>();
        for (int i = 0; i + 1 < rows.length; i++) {
            Vector3f centre = Loft.centroid(rows[i]);
            for (int j = 0; j < cols; j++) {
                int j1 = (j + 1) % n;
                int a = base + i * n + j;
                int b = base + i * n + j1;
                int c = base + (i + 1) * n + j1;
                int d = base + (i + 1) * n + j;
                added.add(new int[] {a, b, c});
                added.add(new int[] {a, c, d});
                Vector3f nrm = positions.get(b).subtract(positions.get(a))
                        .crossLocal(positions.get(c).subtract(positions.get(a)));
                score += nrm.dot(positions.get(a).subtract(centre));
            }
        }
        boolean flip = score < 0;
        for (int[] t : added) {
            triangles.add(flip ? new int[] {t[0], t[2], t[1]} : t);
        }
        return this;
    }

    /**
     * Adds a closed tube along a path with rounded ends (a limb, a fork leg, a pipe).
     *
     * @param path centre line (at least 2 points)
     * @param radii radius at each path point (in metres)
     * @param asked points around each ring (&ge;3; halved when coarse)
     * @param roundEnds true to close the ends with half-domes, false for open ends
     * @return this
     */
    public SurfaceBuilder tube(List<Vector3f> path, float[] radii, int asked, boolean roundEnds) {
        int sides = around(asked);
        int m = path.size();
        List<Vector3f[]> rings = new ArrayList<>();
        Vector3f t0 = path.get(1).subtract(path.get(0)).normalizeLocal();
        Vector3f ref = Math.abs(t0.y) < 0.9f ? Vector3f.UNIT_Y : Vector3f.UNIT_X;
        Vector3f nrm = ref.cross(t0).normalizeLocal();
        Vector3f[] tangents = new Vector3f[m];
        for (int i = 0; i < m; i++) {
            Vector3f a = path.get(Math.max(0, i - 1));
            Vector3f b = path.get(Math.min(m - 1, i + 1));
            tangents[i] = b.subtract(a).normalizeLocal();
        }
        Vector3f[] normals = new Vector3f[m];
        for (int i = 0; i < m; i++) {
            // Parallel transport: remove the tangent part so the rings do not twist.
            nrm = nrm.subtract(tangents[i].mult(nrm.dot(tangents[i]))).normalizeLocal();
            normals[i] = nrm.clone();
        }
        int capRings = roundEnds ? (coarse ? 1 : 3) : 0;
        for (int k = capRings; k >= 1; k--) {
            float ang = FastMath.HALF_PI * k / (capRings + 1);
            Vector3f c = path.get(0).subtract(tangents[0].mult(radii[0] * FastMath.sin(ang)));
            rings.add(ring(c, tangents[0], normals[0], radii[0] * FastMath.cos(ang), sides));
        }
        for (int i = 0; i < m; i++) {
            rings.add(ring(path.get(i), tangents[i], normals[i], radii[i], sides));
        }
        for (int k = 1; k <= capRings; k++) {
            float ang = FastMath.HALF_PI * k / (capRings + 1);
            Vector3f c = path.get(m - 1).add(tangents[m - 1].mult(radii[m - 1] * FastMath.sin(ang)));
            rings.add(ring(c, tangents[m - 1], normals[m - 1], radii[m - 1] * FastMath.cos(ang), sides));
        }
        if (roundEnds) {
            Vector3f s = path.get(0).subtract(tangents[0].mult(radii[0]));
            Vector3f e = path.get(m - 1).add(tangents[m - 1].mult(radii[m - 1]));
            rings.add(0, ring(s, tangents[0], normals[0], 0, sides));
            rings.add(ring(e, tangents[m - 1], normals[m - 1], 0, sides));
        }
        return gridOriented(rings.toArray(new Vector3f[0][]), path, tangents);
    }

    /** A straight tube of constant radius with rounded ends. */
    public SurfaceBuilder rod(Vector3f a, Vector3f b, float radius, int sides) {
        return tube(List.of(a, b), new float[] {radius, radius}, sides, true);
    }

    /**
     * Adds an ellipsoid.
     *
     * @param centre its centre
     * @param radii semi-axes along its own x, y, z (in metres)
     * @param rotation its orientation (null for none)
     * @param asked segments around (rings are half as many; halved when coarse)
     * @return this
     */
    public SurfaceBuilder ellipsoid(Vector3f centre, Vector3f radii, Quaternion rotation, int asked) {
        int segments = around(asked);
        int rings = Math.max(3, segments / 2);
        Vector3f[][] rows = new Vector3f[rings + 1][segments];
        for (int i = 0; i <= rings; i++) {
            float lat = -FastMath.HALF_PI + FastMath.PI * i / rings;
            for (int j = 0; j < segments; j++) {
                float lon = FastMath.TWO_PI * j / segments;
                Vector3f p = new Vector3f(FastMath.cos(lat) * FastMath.cos(lon) * radii.x, FastMath.sin(lat) * radii.y,
                        FastMath.cos(lat) * FastMath.sin(lon) * radii.z);
                rows[i][j] = (rotation == null ? p : rotation.mult(p)).addLocal(centre);
            }
        }
        int base = positions.size();
        grid(rows, true);
        // Orient by the centre rather than per-row centroids (the poles are single points).
        fixOrientation(base, centre);
        return this;
    }

    /**
     * Adds a surface of revolution about the z axis through {@code centre} (a tyre, a disc).
     *
     * @param centre a point on the axis
     * @param profile (radius, z offset) pairs, walked from one side to the other
     * @param sides points around
     * @param closed true to join the last profile point back to the first
     * @return this
     */
    public SurfaceBuilder latheZ(Vector3f centre, float[][] profile, int sides, boolean closed) {
        int n = profile.length + (closed ? 1 : 0);
        Vector3f[][] rows = new Vector3f[sides + 1][n];
        for (int i = 0; i <= sides; i++) {
            float a = FastMath.TWO_PI * i / sides;
            for (int j = 0; j < n; j++) {
                float[] p = profile[j % profile.length];
                rows[i][j] = centre.add(FastMath.cos(a) * p[0], FastMath.sin(a) * p[0], p[1]);
            }
        }
        // Rows go around the axis here; the profile runs along each row.
        int base = positions.size();
        for (Vector3f[] row : rows) {
            for (Vector3f p : row) {
                positions.add(p);
            }
        }
        for (int i = 0; i < sides; i++) {
            for (int j = 0; j + 1 < n; j++) {
                int a = base + i * n + j;
                int b = base + i * n + j + 1;
                int c = base + (i + 1) * n + j + 1;
                int d = base + (i + 1) * n + j;
                triangles.add(new int[] {a, c, b});
                triangles.add(new int[] {a, d, c});
            }
        }
        float rc = 0;
        float zc = 0;
        for (float[] p : profile) {
            rc += p[0] / profile.length;
            zc += p[1] / profile.length;
        }
        float score = 0;
        for (int t = triangles.size() - 1; t >= 0 && triangles.get(t)[0] >= base; t--) {
            int[] tri = triangles.get(t);
            Vector3f a = positions.get(tri[0]);
            Vector3f f = positions.get(tri[1]).subtract(a).crossLocal(positions.get(tri[2]).subtract(a));
            Vector3f radial = new Vector3f(a.x - centre.x, a.y - centre.y, 0);
            if (radial.lengthSquared() > 1e-12f) {
                radial.normalizeLocal();
            }
            Vector3f ref = centre.add(radial.mult(rc)).addLocal(0, 0, zc);
            score += f.dot(a.subtract(ref));
        }
        if (score < 0) {
            flipFrom(base);
        }
        return this;
    }

    /** Adds a raw triangle between new vertices (flat, for small details). */
    public SurfaceBuilder triangle(Vector3f a, Vector3f b, Vector3f c) {
        int base = positions.size();
        positions.add(a.clone());
        positions.add(b.clone());
        positions.add(c.clone());
        triangles.add(new int[] {base, base + 1, base + 2});
        return this;
    }

    /** @return true when nothing was added */
    public boolean isEmpty() {
        return triangles.isEmpty();
    }

    /** @return the mesh with smooth normals */
    public Mesh build() {
        return build(null);
    }

    /**
     * Builds the mesh with a colour per vertex (a paint scheme laid over one smooth skin; the
     * material needs {@code UseVertexColor}).
     *
     * @param colour the colour at a point, or null for no colour buffer
     * @return the mesh with smooth normals
     */
    public Mesh build(Function<Vector3f, ColorRGBA> colour) {
        int n = positions.size();
        Vector3f[] nor = new Vector3f[n];
        for (int i = 0; i < n; i++) {
            nor[i] = new Vector3f();
        }
        for (int[] t : triangles) {
            Vector3f a = positions.get(t[0]);
            Vector3f f = positions.get(t[1]).subtract(a).crossLocal(positions.get(t[2]).subtract(a));
            for (int k : t) {
                nor[k].addLocal(f);
            }
        }
        float[] pos = new float[n * 3];
        float[] nrm = new float[n * 3];
        float[] tex = new float[n * 2];
        for (int i = 0; i < n; i++) {
            Vector3f p = positions.get(i);
            Vector3f q = nor[i].lengthSquared() > 0 ? nor[i].normalizeLocal() : Vector3f.UNIT_Y;
            pos[i * 3] = p.x;
            pos[i * 3 + 1] = p.y;
            pos[i * 3 + 2] = p.z;
            nrm[i * 3] = q.x;
            nrm[i * 3 + 1] = q.y;
            nrm[i * 3 + 2] = q.z;
            tex[i * 2] = p.x;
            tex[i * 2 + 1] = p.y;
        }
        int[] idx = new int[triangles.size() * 3];
        for (int i = 0; i < triangles.size(); i++) {
            System.arraycopy(triangles.get(i), 0, idx, i * 3, 3);
        }
        Mesh m = new Mesh();
        m.setBuffer(VertexBuffer.Type.Position, 3, BufferUtils.createFloatBuffer(pos));
        m.setBuffer(VertexBuffer.Type.Normal, 3, BufferUtils.createFloatBuffer(nrm));
        m.setBuffer(VertexBuffer.Type.TexCoord, 2, BufferUtils.createFloatBuffer(tex));
        m.setBuffer(VertexBuffer.Type.Index, 3, BufferUtils.createIntBuffer(idx));
        if (colour != null) {
            float[] col = new float[n * 4];
            for (int i = 0; i < n; i++) {
                ColorRGBA c = colour.apply(positions.get(i));
                col[i * 4] = c.r;
                col[i * 4 + 1] = c.g;
                col[i * 4 + 2] = c.b;
                col[i * 4 + 3] = c.a;
            }
            m.setBuffer(VertexBuffer.Type.Color, 4, BufferUtils.createFloatBuffer(col));
        }
        m.updateBound();
        return m;
    }

    private SurfaceBuilder gridOriented(Vector3f[][] rows, List<Vector3f> path, Vector3f[] tangents) {
        int base = positions.size();
        grid(rows, true);
        // Per-row centroids work for a tube, except that the end poles are single points:
        // re-check against the nearest path point.
        float score = 0;
        for (int t = triangles.size() - 1; t >= 0; t--) {
            int[] tri = triangles.get(t);
            if (tri[0] < base) {
                break;
            }
            Vector3f a = positions.get(tri[0]);
            Vector3f f = positions.get(tri[1]).subtract(a).crossLocal(positions.get(tri[2]).subtract(a));
            score += f.dot(a.subtract(nearest(path, a)));
        }
        if (score < 0) {
            flipFrom(base);
        }
        return this;
    }

    private void fixOrientation(int base, Vector3f centre) {
        float score = 0;
        for (int t = triangles.size() - 1; t >= 0; t--) {
            int[] tri = triangles.get(t);
            if (tri[0] < base) {
                break;
            }
            Vector3f a = positions.get(tri[0]);
            Vector3f f = positions.get(tri[1]).subtract(a).crossLocal(positions.get(tri[2]).subtract(a));
            score += f.dot(a.subtract(centre));
        }
        if (score < 0) {
            flipFrom(base);
        }
    }

    private void flipFrom(int base) {
        for (int t = triangles.size() - 1; t >= 0; t--) {
            int[] tri = triangles.get(t);
            if (tri[0] < base) {
                break;
            }
            int s = tri[1];
            tri[1] = tri[2];
            tri[2] = s;
        }
    }

    private static Vector3f nearest(List<Vector3f> path, Vector3f p) {
        Vector3f best = path.get(0);
        float d = Float.MAX_VALUE;
        for (int i = 0; i + 1 < path.size(); i++) {
            Vector3f a = path.get(i);
            Vector3f ab = path.get(i + 1).subtract(a);
            float t = FastMath.clamp(p.subtract(a).dot(ab) / Math.max(1e-9f, ab.lengthSquared()), 0, 1);
            Vector3f q = a.add(ab.mult(t));
            float dq = q.distanceSquared(p);
            if (dq < d) {
                d = dq;
                best = q;
            }
        }
        return best;
    }

    private static Vector3f[] ring(Vector3f c, Vector3f tangent, Vector3f normal, float r, int sides) {
        Vector3f bin = tangent.cross(normal).normalizeLocal();
        Vector3f[] out = new Vector3f[sides];
        for (int j = 0; j < sides; j++) {
            float a = FastMath.TWO_PI * j / sides;
            out[j] = c.add(normal.mult(FastMath.cos(a) * r)).addLocal(bin.mult(FastMath.sin(a) * r));
        }
        return out;
    }
}
