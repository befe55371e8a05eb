package dev.sandbox.app.scene.render;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;

/**
 * Soft dark ellipses on the ground: one under each tyre's contact patch, where sky light is
 * blocked from both sides and a real tyre sits in a dark line, and optionally one under the
 * whole vehicle (the cheap shadow of the lowest quality setting). Rebuilt each frame in world
 * coordinates, lying in the ground plane.
 *
 * <p>Each ellipse is a fan of {@link #SEGMENTS} segments with one ring between its centre and its
 * rim, coloured per vertex and multiplied into what lies below: the light left is
 * {@link #CORE_LIGHT} out to {@link #CORE} of the way to the rim and rises smoothly to all of it
 * at the rim ({@link #lightAt}). Under a tyre the core is hidden by the tyre itself, so what shows
 * is a dark rim round the contact that fades over the last few centimetres: the tyre sits on the
 * ground instead of over it. The ellipses used to be quads carrying a falloff texture
 * ({@code 1 - 0.75 (1 - r^2)^2}), so faint beyond the tyre that it did not show on the asphalt;
 * vertex colours also need no texture bound in the transparent bucket, where a texture can make
 * the renderer finish the opaque scene before it goes on.
 */
public final class ContactShadows {

    /** Segments round each ellipse. */
    static final int SEGMENTS = 12;
    /** The ring between the centre and the rim, as a fraction of the way out. */
    static final float RING = 0.75f;
    /** Out to this fraction of the way to the rim the shade is full. */
    static final float CORE = 0.55f;
    /** The share of the light left in the core. */
    static final float CORE_LIGHT = 0.3f;
    /** Vertices of one ellipse: the centre, the ring, the rim. */
    static final int VERTICES = 1 + 2 * SEGMENTS;

    /** Per vertex of an ellipse: its offset along the vehicle, as a share of the ellipse's length. */
    private static final float[] ALONG = new float[VERTICES];
    /** Per vertex of an ellipse: its offset across the vehicle, as a share of the ellipse's width. */
    private static final float[] ACROSS = new float[VERTICES];

    static {
        for (int v = 1; v < VERTICES; v++) {
            float a = FastMath.TWO_PI * ((v - 1) % SEGMENTS) / SEGMENTS;
            ALONG[v] = 0.5f * radiusOf(v) * FastMath.cos(a);
            ACROSS[v] = 0.5f * radiusOf(v) * FastMath.sin(a);
        }
    }

    private final Geometry geometry;
    private final FloatBuffer positions;
    private final int count;

    /**
     * @param assets the asset manager
     * @param count how many ellipses
     */
    public ContactShadows(AssetManager assets, int count) {
        this.count = count;
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setBoolean("VertexColor", true);
        RenderState rs = m.getAdditionalRenderState();
        rs.setBlendMode(RenderState.BlendMode.Modulate);
        rs.setDepthWrite(false);
        rs.setPolyOffset(-3f, -10f);
        rs.setFaceCullMode(RenderState.FaceCullMode.Off);
        positions = BufferUtils.createFloatBuffer(count * VERTICES * 3);
        float[] colours = new float[count * VERTICES * 4];
        int[] idx = new int[count * SEGMENTS * 9];
        int t = 0;
        for (int i = 0; i < count; i++) {
            int b = i * VERTICES;
            for (int v = 0; v < VERTICES; v++) {
                float light = lightAt(radiusOf(v));
                System.arraycopy(new float[] {light, light, light, 1}, 0, colours, (b + v) * 4, 4);
            }
            for (int j = 0; j < SEGMENTS; j++) {
                int k = (j + 1) % SEGMENTS;
                int ring0 = b + 1 + j;
                int ring1 = b + 1 + k;
                int rim0 = b + 1 + SEGMENTS + j;
                int rim1 = b + 1 + SEGMENTS + k;
                int[] tris = {b, ring0, ring1, ring0, rim0, rim1, ring0, rim1, ring1};
                System.arraycopy(tris, 0, idx, t, tris.length);
                t += tris.length;
            }
        }
        Mesh mesh = new Mesh();
        mesh.setBuffer(VertexBuffer.Type.Position, 3, positions);
        mesh.setBuffer(VertexBuffer.Type.Color, 4, colours);
        mesh.setBuffer(VertexBuffer.Type.Index, 3, idx);
        mesh.setStreamed();
        geometry = new Geometry("contact-shadows", mesh);
        geometry.setMaterial(m);
        geometry.setQueueBucket(RenderQueue.Bucket.Transparent);
    }

    /** @return how far out an ellipse's vertex lies: 0 for the centre, then the ring's and the rim's */
    private static float radiusOf(int vertex) {
        return vertex == 0 ? 0 : vertex <= SEGMENTS ? RING : 1;
    }

    /**
     * @param r fraction of the way from the centre to the rim
     * @return the share of the light left there: {@link #CORE_LIGHT} in the core, rising as a
     *     smoothstep to all of it at the rim
     */
    static float lightAt(float r) {
        float t = FastMath.clamp((r - CORE) / (1 - CORE), 0, 1);
        return CORE_LIGHT + (1 - CORE_LIGHT) * t * t * (3 - 2 * t);
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
            for (int v = 0; v < VERTICES; v++) {
                if (c == null) {
                    positions.put(0).put(-1000).put(0);
                    continue;
                }
                float f = ALONG[v] * lengths[i];
                float s = ACROSS[v] * widths[i];
                positions.put(c.x + fwd.x * f + side.x * s).put(c.y + fwd.y * f + side.y * s).put(c.z + fwd.z * f + side.z * s);
            }
        }
        positions.flip();
        geometry.getMesh().getBuffer(VertexBuffer.Type.Position).updateData(positions);
        geometry.getMesh().updateBound();
        geometry.updateModelBound();
    }
}
