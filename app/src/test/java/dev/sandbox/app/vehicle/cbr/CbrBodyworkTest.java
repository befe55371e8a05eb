package dev.sandbox.app.vehicle.cbr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.DesktopAssetManager;
import com.jme3.bounding.BoundingBox;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import dev.sandbox.app.vehicle.parts.Finishes;
import java.nio.FloatBuffer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The features that make the bodywork an SC57, checked against Honda's figures (wheelbase
 * 1400 mm as the spec gives it, length 2030 mm, width 720 mm over the mirrors, height 1120 mm
 * at the screen): the smoked screen, the twin headlamps either side of the centre plane, and
 * the under-seat silencer below the tail and within the bike's length.
 */
class CbrBodyworkTest {

    private static final float XF = 0.70f;
    private static final float XR = -0.70f;
    private static final float RF = 0.30f;
    private static final float LENGTH = 2.03f;
    private static final float HEIGHT = 1.12f;
    private static CbrBodywork body;

    @BeforeAll
    static void build() {
        body = new CbrBodywork(XF, XR, RF, LENGTH, 0.72f, HEIGHT, new Vector3f(0.415f, 0.88f, 0),
                new Finishes(new DesktopAssetManager(true)));
    }

    private static BoundingBox box(Mesh m) {
        m.updateBound();
        return (BoundingBox) m.getBound();
    }

    @Test
    void theScreenIsSmokedGlassRisingToTheOverallHeight() {
        Geometry screen = (Geometry) body.node().getChild("screen");
        assertEquals(RenderQueue.Bucket.Transparent, screen.getQueueBucket());
        assertEquals(RenderState.BlendMode.Alpha, screen.getMaterial().getAdditionalRenderState().getBlendMode());
        float alpha = ((ColorRGBA) screen.getMaterial().getParam("Diffuse").getValue()).a;
        assertTrue(alpha > 0.3f && alpha < 0.9f, "tinted, not clear and not opaque: alpha " + alpha);
        BoundingBox b = box(screen.getMesh());
        float top = b.getCenter().y + b.getYExtent();
        assertEquals(HEIGHT, top, HEIGHT * 0.03f, "the screen's top is the bike's height");
        assertTrue(b.getCenter().x - b.getXExtent() > body.seat.x + 0.5f, "the screen stands ahead of the tank");
    }

    @Test
    void theTwinHeadlampsAreTwoLampsLeftAndRightOfTheCentrePlane() {
        BoundingBox left = box(body.front.headlamp(-1, 0).build());
        BoundingBox right = box(body.front.headlamp(1, 0).build());
        assertTrue(left.getCenter().z + left.getZExtent() < 0, "the left lamp is left of the centre plane");
        assertTrue(right.getCenter().z - right.getZExtent() > 0, "the right lamp is right of it");
        assertEquals(-left.getCenter().z, right.getCenter().z, 1e-3, "mirror images");
        // Each lamp about 0.1 m across on a nose ahead of the front axle.
        assertTrue(right.getZExtent() * 2 > 0.07f && right.getZExtent() * 2 < 0.16f, "lamp width " + right.getZExtent() * 2);
        assertTrue(right.getCenter().x - right.getXExtent() > XF - 0.02f, "the lamps are on the nose");
    }

    @Test
    void theSilencerHangsUnderTheTailWithinTheBikesLength() {
        Mesh can = body.tail.muffler().build();
        BoundingBox b = box(can);
        float tailX = XF + RF - LENGTH;
        float back = b.getCenter().x - b.getXExtent();
        assertTrue(back > tailX && back < tailX + 0.25f, "its end shows just ahead of the tail's point: " + back);
        assertTrue(b.getCenter().x + b.getXExtent() < body.seat.x, "it starts behind the rider's seat point");
        FloatBuffer p = can.getFloatBuffer(VertexBuffer.Type.Position);
        for (int i = 0; i < p.limit(); i += 3) {
            float x = p.get(i);
            float y = p.get(i + 1);
            assertTrue(y <= body.skin.bottom(x) + 0.016f, "tucked under the cowl at x " + x + ": y " + y);
            // The 190/50-17 rear tyre is 0.311 m in radius about the rear axle; the can keeps
            // 8 cm clear of it.
            float fromAxle = new Vector3f(x - XR, y - 0.311f, 0).length();
            assertTrue(fromAxle > 0.311f + 0.08f, "clear of the rear tyre at x " + x + ": y " + y);
        }
    }
}
