package dev.sandbox.app.render;

import com.jme3.material.Material;
import com.jme3.math.Transform;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import java.nio.FloatBuffer;
import java.util.List;

/**
 * Jointed parts drawn as one geometry: the parts (a rider's torso, helmet and limbs, each
 * posed by its own node) keep their nodes and are not drawn themselves; each frame their
 * vertices are moved into one mesh by their current transforms, rigidly, as a skeleton with
 * one bone per part would. About 2 000 vertices cost a few microseconds; a draw call with its
 * lighting uniforms on the software renderer costs far more (app/BENCHMARKS.md). The hidden
 * parts still cast the projected shadow ({@link PlanarShadow}); the skin does not.
 */
public final class RigidSkin {

    private final List<Geometry> parts;
    private final Spatial frame;
    private final Geometry geometry;
    private final float[][] localPos;
    private final float[][] localNor;
    private final FloatBuffer pos;
    private final FloatBuffer nor;
    private final Transform t = new Transform();
    private final Vector3f a = new Vector3f();
    private final Vector3f b = new Vector3f();

    /**
     * @param name the skin's name
     * @param parts the parts, below {@code frame}; they are hidden from now on
     * @param frame the spatial the skin is attached to (the parts' common ancestor)
     * @param material a vertex-coloured material
     */
    public RigidSkin(String name, List<Geometry> parts, Spatial frame, Material material) {
        this.parts = parts;
        this.frame = frame;
        Mesh mesh = PartBatch.colouredMesh(parts, frame);
        localPos = new float[parts.size()][];
        localNor = new float[parts.size()][];
        for (int i = 0; i < parts.size(); i++) {
            Mesh m = parts.get(i).getMesh();
            localPos[i] = read(m, VertexBuffer.Type.Position);
            localNor[i] = read(m, VertexBuffer.Type.Normal);
            parts.get(i).setCullHint(Spatial.CullHint.Always);
        }
        pos = (FloatBuffer) mesh.getBuffer(VertexBuffer.Type.Position).getData();
        nor = (FloatBuffer) mesh.getBuffer(VertexBuffer.Type.Normal).getData();
        mesh.getBuffer(VertexBuffer.Type.Position).setUsage(VertexBuffer.Usage.Stream);
        mesh.getBuffer(VertexBuffer.Type.Normal).setUsage(VertexBuffer.Usage.Stream);
        geometry = new Geometry(name, mesh);
        geometry.setMaterial(material);
        geometry.setUserData(PlanarShadow.CASTS, false);
    }

    /** @return the geometry (attach it to the frame) */
    public Geometry geometry() {
        return geometry;
    }

    /** Moves the skin's vertices to the parts' current poses. */
    public void update() {
        int k = 0;
        for (int i = 0; i < parts.size(); i++) {
            relative(parts.get(i));
            float[] p = localPos[i];
            float[] n = localNor[i];
            for (int v = 0; v < p.length; v += 3, k += 3) {
                a.set(p[v], p[v + 1], p[v + 2]);
                t.transformVector(a, b);
                pos.put(k, b.x).put(k + 1, b.y).put(k + 2, b.z);
                a.set(n[v], n[v + 1], n[v + 2]);
                t.getRotation().mult(a, b);
                nor.put(k, b.x).put(k + 1, b.y).put(k + 2, b.z);
            }
        }
        Mesh mesh = geometry.getMesh();
        mesh.getBuffer(VertexBuffer.Type.Position).setUpdateNeeded();
        mesh.getBuffer(VertexBuffer.Type.Normal).setUpdateNeeded();
        mesh.updateBound();
        geometry.updateModelBound();
    }

    /** Sets {@code t} to a part's transform into the frame, without allocating. */
    private void relative(Spatial s) {
        t.loadIdentity();
        for (Spatial at = s; at != null && at != frame; at = at.getParent()) {
            t.combineWithParent(at.getLocalTransform());
        }
    }

    private static float[] read(Mesh m, VertexBuffer.Type type) {
        FloatBuffer fb = (FloatBuffer) m.getBuffer(type).getDataReadOnly();
        float[] out = new float[fb.limit()];
        fb.get(out);
        return out;
    }
}
