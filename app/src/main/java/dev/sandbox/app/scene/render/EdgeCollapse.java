package dev.sandbox.app.scene.render;

import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.mesh.IndexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import jme3tools.optimize.LodGenerator;

/**
 * Fewer triangles for a part seen from afar, by edge collapse: jME's {@link LodGenerator} (after
 * Ogre's, after Melax's polygon reduction) merges the vertices of the edges whose removal
 * changes the surface least, the flattest first, so a tube keeps its sides where they bend and
 * an ellipsoid its outline. The vertices stay as they are; only the list of triangles over them
 * is shorter, so a mesh's colours, normals and any per-vertex update are untouched.
 *
 * <p>The reduction is made where the part is built, once per shape: a part built again with the
 * same vertices and triangles (the same vehicle chosen again) takes the list made the first time.
 */
public final class EdgeCollapse {

    /** The reductions made so far, by the reduced mesh's shape and the share kept. */
    private static final Map<Shape, Reduction> MADE = new ConcurrentHashMap<>();

    private EdgeCollapse() {
    }

    /**
     * @param mesh an indexed triangle mesh (left as it was)
     * @param share the share of its triangles to keep (0..1)
     * @return its triangles reduced to about that share, as indices into its own vertices, or
     *     null when nothing could be taken away
     */
    public static int[] reducedTriangles(Mesh mesh, float share) {
        Shape shape = Shape.of(mesh, share);
        int[] triangles = MADE.computeIfAbsent(shape, s -> new Reduction(reduce(mesh, share))).triangles();
        return triangles == null ? null : triangles.clone();
    }

    private static int[] reduce(Mesh mesh, float share) {
        Geometry copy = new Geometry("reduced", mesh.deepClone());
        new LodGenerator(copy).bakeLods(LodGenerator.TriangleReductionMethod.PROPORTIONAL, 1 - share);
        if (copy.getMesh().getNumLodLevels() < 2) {
            return null;
        }
        IndexBuffer ib = IndexBuffer.wrapIndexBuffer(copy.getMesh().getLodLevel(1).getData());
        int[] out = new int[ib.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ib.get(i);
        }
        return out;
    }

    /**
     * Gives a geometry's mesh a second level of detail, its triangles reduced to about
     * {@code share} of them: level 0 is the mesh as it is, level 1 the reduced list
     * ({@link DistanceLod#levels} chooses between them). When nothing can be taken away, both
     * levels draw every triangle.
     *
     * @param g a geometry of an indexed triangle mesh
     * @param share the share of its triangles kept at level 1 (0..1)
     */
    public static void addFarLevel(Geometry g, float share) {
        Mesh mesh = g.getMesh();
        VertexBuffer near = mesh.getBuffer(VertexBuffer.Type.Index);
        int[] reduced = reducedTriangles(mesh, share);
        VertexBuffer far = near;
        if (reduced != null) {
            far = new VertexBuffer(VertexBuffer.Type.Index);
            far.setupData(VertexBuffer.Usage.Static, 3, VertexBuffer.Format.UnsignedInt,
                    BufferUtils.createIntBuffer(reduced));
        }
        mesh.setLodLevels(new VertexBuffer[] {near, far});
    }

    /** A reduction's result, null when nothing could be taken away. */
    private record Reduction(int[] triangles) {
    }

    /** A mesh's vertex positions and triangles, and the share of them kept: what a reduction depends on. */
    private static final class Shape {

        private final float[] positions;
        private final int[] triangles;
        private final float share;
        private final int hash;

        private Shape(float[] positions, int[] triangles, float share) {
            this.positions = positions;
            this.triangles = triangles;
            this.share = share;
            this.hash = 31 * (31 * Arrays.hashCode(positions) + Arrays.hashCode(triangles)) + Float.hashCode(share);
        }

        static Shape of(Mesh mesh, float share) {
            FloatBuffer p = (FloatBuffer) mesh.getBuffer(VertexBuffer.Type.Position).getDataReadOnly();
            float[] positions = new float[p.limit()];
            p.get(positions);
            IndexBuffer ib = IndexBuffer.wrapIndexBuffer(mesh.getBuffer(VertexBuffer.Type.Index).getDataReadOnly());
            int[] triangles = new int[ib.size()];
            for (int i = 0; i < triangles.length; i++) {
                triangles[i] = ib.get(i);
            }
            return new Shape(positions, triangles, share);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Shape s && s.share == share && s.hash == hash && Arrays.equals(s.positions, positions)
                    && Arrays.equals(s.triangles, triangles);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
