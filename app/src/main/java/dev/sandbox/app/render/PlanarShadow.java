package dev.sandbox.app.render;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Transform;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * A projected ("planar") shadow: every vertex of the caster geometries is pushed along the sun's
 * direction onto the ground plane under the vehicle each frame, and the flattened copy is drawn
 * darkening what is below it. Because it is rebuilt from the posed parts, it follows lean,
 * pitch, roll, steering and the rider's limbs exactly. Overlapping caster triangles would darken
 * twice: the shadow writes depth and tests with "less", so only the first triangle at a pixel
 * draws (the copies lie in one plane).
 *
 * <p>Cost: one pass over the caster vertices on the CPU per frame and the flattened triangles on
 * the GPU; no shadow map and no extra render pass.
 */
public final class PlanarShadow {

    /** How dark the shadow is: the factor light below it is multiplied by. */
    public static final float DARKNESS = 0.55f;
    /** Height of the shadow plane above the ground plane (in metres), against z-fighting. */
    public static final float LIFT_M = 0.012f;

    private final List<Geometry> casters = new ArrayList<>();
    private final List<float[]> local = new ArrayList<>();
    private final Geometry geometry;
    private final FloatBuffer positions;
    private final IntBuffer kept;
    private final int[] triangles;
    private float[] world;
    private final Vector3f tmp = new Vector3f();
    private final Vector3f out = new Vector3f();

    /**
     * @param assets the asset manager
     * @param root the vehicle whose geometries cast
     * @param minRadiusM parts whose bounding sphere is smaller than this cast no shadow (in
     *     metres; 0 for all, a few centimetres for a cheaper, coarser shadow)
     */
    public PlanarShadow(AssetManager assets, Spatial root, float minRadiusM) {
        List<Integer> indices = new ArrayList<>();
        int vertexCount = 0;
        List<Geometry> all = new ArrayList<>();
        root.depthFirstTraversal(s -> {
            if (s instanceof Geometry g && g.getQueueBucket() != RenderQueue.Bucket.Transparent
                    && g.getMesh().getBuffer(VertexBuffer.Type.Position) != null) {
                all.add(g);
            }
        });
        for (Geometry g : all) {
            Mesh m = g.getMesh();
            m.updateBound();
            float r = m.getBound() instanceof com.jme3.bounding.BoundingBox b
                    ? Math.max(b.getXExtent(), Math.max(b.getYExtent(), b.getZExtent())) : 1f;
            if (r < minRadiusM) {
                continue;
            }
            FloatBuffer pb = (FloatBuffer) m.getBuffer(VertexBuffer.Type.Position).getDataReadOnly();
            float[] p = new float[pb.limit()];
            pb.get(p);
            casters.add(g);
            local.add(p);
            int n = m.getTriangleCount();
            int[] tri = new int[3];
            for (int t = 0; t < n; t++) {
                m.getTriangle(t, tri);
                for (int k : tri) {
                    indices.add(vertexCount + k);
                }
            }
            vertexCount += p.length / 3;
        }
        positions = BufferUtils.createFloatBuffer(Math.max(3, vertexCount * 3));
        world = new float[Math.max(3, vertexCount * 3)];
        triangles = new int[indices.size()];
        for (int i = 0; i < triangles.length; i++) {
            triangles[i] = indices.get(i);
        }
        kept = BufferUtils.createIntBuffer(Math.max(3, triangles.length));
        kept.put(new int[] {0, 0, 0}).flip();
        Mesh mesh = new Mesh();
        mesh.setBuffer(VertexBuffer.Type.Position, 3, positions);
        mesh.setBuffer(VertexBuffer.Type.Index, 3, kept);
        mesh.setStreamed();
        Material mat = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        mat.setColor("Color", new ColorRGBA(DARKNESS, DARKNESS, DARKNESS * 1.05f, 1f));
        RenderState rs = mat.getAdditionalRenderState();
        rs.setBlendMode(RenderState.BlendMode.Modulate);
        rs.setDepthFunc(RenderState.TestFunction.Less);
        rs.setDepthWrite(true);
        rs.setPolyOffset(-2f, -8f);
        rs.setFaceCullMode(RenderState.FaceCullMode.Off);
        geometry = new Geometry("vehicle-shadow", mesh);
        geometry.setMaterial(mat);
        geometry.setQueueBucket(RenderQueue.Bucket.Transparent);
        geometry.setShadowMode(RenderQueue.ShadowMode.Off);
    }

    /** @return the shadow geometry (world coordinates: attach it under an unmoved node) */
    public Geometry geometry() {
        return geometry;
    }

    /** @return the number of caster triangles */
    public int casterTriangleCount() {
        return triangles.length / 3;
    }

    /** @return the number of triangles drawn in the latest update (those facing the sun) */
    public int drawnTriangleCount() {
        return kept.limit() / 3;
    }

    /**
     * Re-projects the casters in their current pose.
     *
     * @param sunDir direction the light travels (unit)
     * @param planePoint a point on the ground (world)
     * @param planeNormal the ground's unit normal (world)
     */
    public void update(Vector3f sunDir, Vector3f planePoint, Vector3f planeNormal) {
        float ln = sunDir.dot(planeNormal);
        if (ln > -0.05f) {
            ln = -0.05f;
        }
        float d = planePoint.dot(planeNormal) + LIFT_M;
        positions.clear();
        int w = 0;
        for (int c = 0; c < casters.size(); c++) {
            Transform t = casters.get(c).getWorldTransform();
            float[] p = local.get(c);
            for (int i = 0; i < p.length; i += 3) {
                tmp.set(p[i], p[i + 1], p[i + 2]);
                t.transformVector(tmp, out);
                world[w++] = out.x;
                world[w++] = out.y;
                world[w++] = out.z;
                float below = d - out.dot(planeNormal);
                float s = below / ln;
                if (below > 0) {
                    // A point below the plane (a tyre pressed into it): put it on the plane.
                    out.addLocal(planeNormal.x * below, planeNormal.y * below, planeNormal.z * below);
                    s = 0;
                }
                positions.put(out.x + sunDir.x * s).put(out.y + sunDir.y * s).put(out.z + sunDir.z * s);
            }
        }
        positions.flip();
        // The shadow of a closed surface is the shadow of its half that faces the sun: the
        // other half projects onto the same area, so it is left out.
        kept.clear();
        for (int i = 0; i < triangles.length; i += 3) {
            int a = triangles[i] * 3;
            int b = triangles[i + 1] * 3;
            int c = triangles[i + 2] * 3;
            float ux = world[b] - world[a];
            float uy = world[b + 1] - world[a + 1];
            float uz = world[b + 2] - world[a + 2];
            float vx = world[c] - world[a];
            float vy = world[c + 1] - world[a + 1];
            float vz = world[c + 2] - world[a + 2];
            float nx = uy * vz - uz * vy;
            float ny = uz * vx - ux * vz;
            float nz = ux * vy - uy * vx;
            if (nx * sunDir.x + ny * sunDir.y + nz * sunDir.z < 0) {
                kept.put(triangles[i]).put(triangles[i + 1]).put(triangles[i + 2]);
            }
        }
        if (kept.position() == 0) {
            kept.put(0).put(0).put(0);
        }
        kept.flip();
        geometry.getMesh().getBuffer(VertexBuffer.Type.Index).updateData(kept);
        geometry.getMesh().updateCounts();
        geometry.getMesh().getBuffer(VertexBuffer.Type.Position).updateData(positions);
        geometry.getMesh().updateBound();
        geometry.updateModelBound();
    }
}
