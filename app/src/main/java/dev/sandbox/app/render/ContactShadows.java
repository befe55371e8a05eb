package dev.sandbox.app.render;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.texture.Texture2D;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;

/**
 * Soft dark ellipses on the ground: one under each tyre's contact patch, where sky light is
 * blocked from both sides and a real tyre sits in a dark line, and optionally one under the
 * whole vehicle (the cheap shadow of the lowest quality setting). Rebuilt each frame in world
 * coordinates, lying in the ground plane.
 */
public final class ContactShadows {

    private final Geometry geometry;
    private final FloatBuffer positions;
    private final int count;

    /**
     * @param assets the asset manager
     * @param count how many ellipses
     */
    public ContactShadows(AssetManager assets, int count) {
        this.count = count;
        Texture2D tex = Textures.make(64, 64, (u, v, rgb) -> {
            float dx = (u + 0.5f) / 32f - 1f;
            float dy = (v + 0.5f) / 32f - 1f;
            float d = Math.min(1f, dx * dx + dy * dy);
            float a = 1f - 0.75f * (1f - d) * (1f - d);
            rgb[0] = a;
            rgb[1] = a;
            rgb[2] = a;
        });
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setTexture("ColorMap", tex);
        RenderState rs = m.getAdditionalRenderState();
        rs.setBlendMode(RenderState.BlendMode.Modulate);
        rs.setDepthWrite(false);
        rs.setPolyOffset(-3f, -10f);
        rs.setFaceCullMode(RenderState.FaceCullMode.Off);
        positions = BufferUtils.createFloatBuffer(count * 4 * 3);
        float[] uv = new float[count * 8];
        int[] idx = new int[count * 6];
        for (int i = 0; i < count; i++) {
            System.arraycopy(new float[] {0, 0, 1, 0, 1, 1, 0, 1}, 0, uv, i * 8, 8);
            int b = i * 4;
            System.arraycopy(new int[] {b, b + 1, b + 2, b, b + 2, b + 3}, 0, idx, i * 6, 6);
        }
        Mesh mesh = new Mesh();
        mesh.setBuffer(VertexBuffer.Type.Position, 3, positions);
        mesh.setBuffer(VertexBuffer.Type.TexCoord, 2, uv);
        mesh.setBuffer(VertexBuffer.Type.Index, 3, idx);
        mesh.setStreamed();
        geometry = new Geometry("contact-shadows", mesh);
        geometry.setMaterial(m);
        geometry.setQueueBucket(RenderQueue.Bucket.Transparent);
    }

    /** @return the geometry (world coordinates) */
    public Geometry geometry() {
        return geometry;
    }

    /**
     * Places the ellipses.
     *
     * @param centres centre of each ellipse on the ground (world); extra ellipses are hidden
     * @param forward the vehicle's forward direction (world, unit)
     * @param normal the ground normal (world, unit)
     * @param lengths each ellipse's length along forward (in metres)
     * @param widths each ellipse's width across (in metres)
     */
    public void update(Vector3f[] centres, Vector3f forward, Vector3f normal, float[] lengths, float[] widths) {
        Vector3f side = forward.cross(normal).normalizeLocal();
        Vector3f fwd = normal.cross(side).normalizeLocal();
        positions.clear();
        for (int i = 0; i < count; i++) {
            Vector3f c = i < centres.length && centres[i] != null ? centres[i].add(normal.mult(0.008f)) : null;
            for (int k = 0; k < 4; k++) {
                if (c == null) {
                    positions.put(0).put(-1000).put(0);
                    continue;
                }
                float a = (k == 0 || k == 3) ? -0.5f : 0.5f;
                float b = (k < 2) ? -0.5f : 0.5f;
                Vector3f p = c.add(fwd.mult(a * lengths[i])).addLocal(side.mult(b * widths[i]));
                positions.put(p.x).put(p.y).put(p.z);
            }
        }
        positions.flip();
        geometry.getMesh().getBuffer(VertexBuffer.Type.Position).updateData(positions);
        geometry.getMesh().updateBound();
        geometry.updateModelBound();
    }
}
