package dev.sandbox.app.scene.render;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The outline points of a mesh's connected pieces, from which {@link PlanarShadow} projects each
 * piece's shadow as a convex hull: per piece, its farthest vertex in each of a set of directions.
 */
final class PieceOutlines {

    private PieceOutlines() {
    }

    /**
     * Splits a mesh into its connected pieces (vertices joined by triangles) and keeps, per
     * piece, its farthest vertex in each direction: the points that span the piece's convex
     * hull, and so its shadow's outline. Pieces smaller than {@code minRadiusM} (largest
     * half-extent) are left out: merged parts keep their small pieces out of a coarse shadow.
     */
    static float[][] of(Mesh m, Vector3f[] dirs, float minRadiusM) {
        FloatBuffer pb = (FloatBuffer) m.getBuffer(VertexBuffer.Type.Position).getDataReadOnly();
        float[] p = new float[pb.limit()];
        pb.get(p);
        int nv = p.length / 3;
        int[] parent = new int[nv];
        for (int i = 0; i < nv; i++) {
            parent[i] = i;
        }
        int[] tri = new int[3];
        for (int t = 0; t < m.getTriangleCount(); t++) {
            m.getTriangle(t, tri);
            union(parent, tri[0], tri[1]);
            union(parent, tri[1], tri[2]);
        }
        // Vertices at the same place (seams of a lathe or loft) join their pieces too.
        java.util.Map<Long, Integer> at = new java.util.HashMap<>();
        for (int i = 0; i < nv; i++) {
            // The position to 0.1 mm, packed exactly (21 bits an axis: within 100 m of the origin).
            long key = cell(p[3 * i]) << 42 | cell(p[3 * i + 1]) << 21 | cell(p[3 * i + 2]);
            Integer j = at.putIfAbsent(key, i);
            if (j != null) {
                union(parent, i, j);
            }
        }
        java.util.Map<Integer, int[]> best = new java.util.LinkedHashMap<>();
        java.util.Map<Integer, float[]> bestDot = new java.util.HashMap<>();
        for (int i = 0; i < nv; i++) {
            int r = find(parent, i);
            int[] b = best.computeIfAbsent(r, k -> new int[dirs.length]);
            float[] bd = bestDot.computeIfAbsent(r, k -> {
                float[] a = new float[dirs.length];
                Arrays.fill(a, -Float.MAX_VALUE);
                return a;
            });
            for (int k = 0; k < dirs.length; k++) {
                float dot = p[3 * i] * dirs[k].x + p[3 * i + 1] * dirs[k].y + p[3 * i + 2] * dirs[k].z;
                if (dot > bd[k]) {
                    bd[k] = dot;
                    b[k] = i;
                }
            }
        }
        List<float[]> out = new ArrayList<>();
        for (int[] b : best.values()) {
            int[] unique = Arrays.stream(b).distinct().toArray();
            if (unique.length < 3) {
                continue;
            }
            float[] q = new float[unique.length * 3];
            float[] lo = {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE};
            float[] hi = {-Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
            for (int k = 0; k < unique.length; k++) {
                System.arraycopy(p, 3 * unique[k], q, 3 * k, 3);
                for (int c = 0; c < 3; c++) {
                    lo[c] = Math.min(lo[c], q[3 * k + c]);
                    hi[c] = Math.max(hi[c], q[3 * k + c]);
                }
            }
            float half = Math.max(hi[0] - lo[0], Math.max(hi[1] - lo[1], hi[2] - lo[2])) / 2;
            if (half >= minRadiusM) {
                out.add(q);
            }
        }
        return out.toArray(new float[0][]);
    }

    /** @return a coordinate in tenths of a millimetre, offset to be positive, in 21 bits */
    private static long cell(float metres) {
        return (Math.round(metres * 1e4f) + (1L << 20)) & ((1L << 21) - 1);
    }

    /** @return n directions spread evenly over the sphere (a Fibonacci lattice) */
    static Vector3f[] directions(int n) {
        Vector3f[] d = new Vector3f[n];
        float golden = FastMath.PI * (3 - FastMath.sqrt(5));
        for (int i = 0; i < n; i++) {
            float y = 1 - 2 * (i + 0.5f) / n;
            float r = FastMath.sqrt(1 - y * y);
            d[i] = new Vector3f(FastMath.cos(golden * i) * r, y, FastMath.sin(golden * i) * r);
        }
        return d;
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    private static void union(int[] parent, int a, int b) {
        int ra = find(parent, a);
        int rb = find(parent, b);
        if (ra != rb) {
            parent[ra] = rb;
        }
    }
}
