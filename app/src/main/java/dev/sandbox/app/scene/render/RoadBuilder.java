package dev.sandbox.app.scene.render;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import dev.sandbox.app.core.world.RoadLoop;

/**
 * The road's visible surface: a ribbon along the centreline carrying the lane markings,
 * laid a centimetre above the flattened terrain (which is asphalt-coloured there too, so
 * distant terrain levels of detail never show a hole).
 */
public final class RoadBuilder {

    /** Height of the ribbon above the road surface (in metres). */
    public static final float LIFT_M = 0.012f;
    /** Road length covered by one repeat of the marking texture (in metres). */
    public static final float MARKING_REPEAT_M = 12f;

    private RoadBuilder() {
    }

    /**
     * @param road the loop
     * @param assets the asset manager
     * @return the ribbon geometry
     */
    public static Geometry build(RoadLoop road, AssetManager assets) {
        int n = road.size();
        int rows = n + 1;
        float[] pos = new float[rows * 2 * 3];
        float[] nor = new float[rows * 2 * 3];
        float[] tex = new float[rows * 2 * 2];
        float w = (float) RoadLoop.HALF_WIDTH_M;
        for (int r = 0; r < rows; r++) {
            int i = r % n;
            double h = road.headingRad(i);
            float lx = (float) -Math.sin(h);
            float lz = (float) -Math.cos(h);
            float y = (float) road.y(i) + LIFT_M;
            float x = (float) road.x(i);
            float z = (float) road.z(i);
            Vector3f up = new Vector3f((float) (-road.grade(i) * Math.cos(h)), 1f,
                    (float) (road.grade(i) * Math.sin(h))).normalizeLocal();
            float v = (float) (r * RoadLoop.SAMPLE_SPACING_M / MARKING_REPEAT_M);
            put(pos, nor, tex, 2 * r, x + lx * w, y, z + lz * w, up, 0f, v);
            put(pos, nor, tex, 2 * r + 1, x - lx * w, y, z - lz * w, up, 1f, v);
        }
        int[] idx = new int[n * 6];
        for (int r = 0; r < n; r++) {
            int a = 2 * r;
            int b = 2 * r + 1;
            int c = 2 * r + 2;
            int d = 2 * r + 3;
            idx[r * 6] = a;
            idx[r * 6 + 1] = b;
            idx[r * 6 + 2] = d;
            idx[r * 6 + 3] = a;
            idx[r * 6 + 4] = d;
            idx[r * 6 + 5] = c;
        }
        Mesh mesh = new Mesh();
        mesh.setBuffer(VertexBuffer.Type.Position, 3, BufferUtils.createFloatBuffer(pos));
        mesh.setBuffer(VertexBuffer.Type.Normal, 3, BufferUtils.createFloatBuffer(nor));
        mesh.setBuffer(VertexBuffer.Type.TexCoord, 2, BufferUtils.createFloatBuffer(tex));
        mesh.setBuffer(VertexBuffer.Type.Index, 3, BufferUtils.createIntBuffer(idx));
        mesh.updateBound();
        Geometry g = new Geometry("road", mesh);
        Material m = Environment.litPerVertex(assets, ColorRGBA.White, Textures.roadMarkings());
        m.getAdditionalRenderState().setPolyOffset(-2f, -2f);
        g.setMaterial(m);
        return g;
    }

    private static void put(float[] pos, float[] nor, float[] tex, int k, float x, float y, float z,
            Vector3f n, float u, float v) {
        pos[k * 3] = x;
        pos[k * 3 + 1] = y;
        pos[k * 3 + 2] = z;
        nor[k * 3] = n.x;
        nor[k * 3 + 1] = n.y;
        nor[k * 3 + 2] = n.z;
        tex[k * 2] = u;
        tex[k * 2 + 1] = v;
    }
}
