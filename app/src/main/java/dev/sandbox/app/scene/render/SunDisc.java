package dev.sandbox.app.scene.render;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.control.AbstractControl;
import com.jme3.scene.control.BillboardControl;
import com.jme3.scene.shape.Quad;
import com.jme3.texture.Texture2D;

/**
 * The sun in the sky, where the light of {@link Environment#SUN_DIRECTION} comes from, so the
 * shadows on the ground point away from a sun the player can see. A glowing billboard drawn in
 * the sky bucket (behind everything) at a fixed distance from the camera.
 */
public final class SunDisc {

    /** Distance from the camera (in metres); the sky bucket draws it behind everything. */
    private static final float DISTANCE_M = 400f;
    /** Size of the billboard (in metres at that distance): the disc and its glow. */
    private static final float SIZE_M = 60f;

    private SunDisc() {
    }

    /**
     * @param assets the asset manager
     * @param cam the camera it keeps its distance from
     * @return the sun geometry
     */
    public static Geometry build(AssetManager assets, Camera cam) {
        Texture2D tex = Textures.make(64, 64, (u, v, rgb) -> {
            float dx = (u + 0.5f) / 32f - 1f;
            float dy = (v + 0.5f) / 32f - 1f;
            float r = (float) Math.sqrt(dx * dx + dy * dy);
            float disc = r < 0.22f ? 1f : 0f;
            float glow = (float) Math.max(0, 1 - r) * 0.35f;
            float a = Math.min(1f, disc + glow * glow * 2);
            rgb[0] = a;
            rgb[1] = a * 0.97f;
            rgb[2] = a * 0.88f;
        });
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setTexture("ColorMap", tex);
        m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Additive);
        m.getAdditionalRenderState().setDepthWrite(false);
        m.setColor("Color", ColorRGBA.White);
        Geometry g = new Geometry("sun", new Quad(SIZE_M, SIZE_M));
        g.setMaterial(m);
        g.setQueueBucket(RenderQueue.Bucket.Sky);
        g.setCullHint(com.jme3.scene.Spatial.CullHint.Never);
        Vector3f toSun = Environment.SUN_DIRECTION.negate();
        Vector3f centre = new Vector3f(-SIZE_M / 2, -SIZE_M / 2, 0);
        g.addControl(new AbstractControl() {
            @Override
            protected void controlUpdate(float tpf) {
                // The quad's corner is its origin: shift so its centre sits on the sun's line.
                Vector3f at = cam.getLocation().add(toSun.mult(DISTANCE_M));
                spatial.setLocalTranslation(at.addLocal(spatial.getLocalRotation().mult(centre)));
            }

            @Override
            protected void controlRender(RenderManager rm, ViewPort vp) {
            }
        });
        g.addControl(new BillboardControl());
        return g;
    }
}
