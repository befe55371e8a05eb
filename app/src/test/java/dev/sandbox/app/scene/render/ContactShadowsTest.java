package dev.sandbox.app.scene.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.DesktopAssetManager;
import com.jme3.material.MatParam;
import com.jme3.material.MatParamTexture;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import org.junit.jupiter.api.Test;

/**
 * The soft ellipses under the tyres: a full shade in the core that rises smoothly to no shade at
 * the rim, covering the ellipse asked for (area pi a b, less the inscribed polygon's shortfall),
 * with no texture bound (a texture bound in the transparent bucket can make the renderer finish
 * the opaque scene before it goes on).
 */
class ContactShadowsTest {

    @Test
    void theShadeIsFullInTheCoreAndFadesSmoothlyToNothingAtTheRim() {
        assertEquals(ContactShadows.CORE_LIGHT, ContactShadows.lightAt(0), 1e-6f);
        assertEquals(ContactShadows.CORE_LIGHT, ContactShadows.lightAt(ContactShadows.CORE), 1e-6f);
        assertEquals(1f, ContactShadows.lightAt(1), 1e-6f);
        // Halfway through the fade, a smoothstep is halfway up.
        float mid = (ContactShadows.CORE + 1) / 2;
        assertEquals((ContactShadows.CORE_LIGHT + 1) / 2, ContactShadows.lightAt(mid), 1e-6f);
        float last = 0;
        for (float r = 0; r <= 1; r += 0.01f) {
            assertTrue(ContactShadows.lightAt(r) >= last, "never darker farther out, at r " + r);
            last = ContactShadows.lightAt(r);
        }
        // The ring lies in the fade, so the shade's edge is not a flat step.
        float ring = ContactShadows.lightAt(ContactShadows.RING);
        assertTrue(ring > ContactShadows.CORE_LIGHT && ring < 1, "ring " + ring);
    }

    @Test
    void eachEllipseCoversItsAreaAndTheMaterialBindsNoTexture() {
        ContactShadows shadows = new ContactShadows(new DesktopAssetManager(true), 2);
        float length = 0.42f;
        float width = 0.30f;
        shadows.update(new Vector3f[] {new Vector3f(3, 1, 2), null}, Vector3f.UNIT_X, Vector3f.UNIT_Y,
                new float[] {length, 0}, new float[] {width, 0});
        Mesh m = shadows.geometry().getMesh();
        FloatBuffer p = (FloatBuffer) m.getBuffer(VertexBuffer.Type.Position).getData();
        IntBuffer idx = (IntBuffer) m.getBuffer(VertexBuffer.Type.Index).getData();
        double area = 0;
        for (int t = 0; t + 2 < idx.limit(); t += 3) {
            Vector3f[] v = new Vector3f[3];
            for (int k = 0; k < 3; k++) {
                int i = idx.get(t + k);
                v[k] = new Vector3f(p.get(3 * i), p.get(3 * i + 1), p.get(3 * i + 2));
            }
            if (v[0].y < -100) {
                continue; // the hidden second ellipse
            }
            assertEquals(1.008f, v[0].y, 1e-5f, "lies 8 mm above the ground");
            area += v[1].subtract(v[0]).crossLocal(v[2].subtract(v[0])).length() / 2;
        }
        // A regular n-gon inscribed in the ellipse covers n sin(2 pi / n) / (2 pi) of it.
        int n = ContactShadows.SEGMENTS;
        double ellipse = Math.PI * length / 2 * width / 2;
        assertEquals(ellipse * n * Math.sin(FastMath.TWO_PI / n) / FastMath.TWO_PI, area, 1e-5);
        for (MatParam param : shadows.geometry().getMaterial().getParams()) {
            assertTrue(!(param instanceof MatParamTexture), "no texture: " + param.getName());
        }
        assertNull(shadows.geometry().getMaterial().getParam("ColorMap"));
    }
}
