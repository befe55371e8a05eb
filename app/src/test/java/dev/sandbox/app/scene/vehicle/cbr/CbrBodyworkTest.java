package dev.sandbox.app.scene.vehicle.cbr;

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
import com.jme3.scene.mesh.IndexBuffer;
import dev.sandbox.app.scene.vehicle.parts.Finishes;
import java.nio.FloatBuffer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The features that make the bodywork an SC57, checked against Honda's figures (wheelbase
 * 1400 mm as the spec gives it, length 2030 mm, width 720 mm over the mirrors, height 1120 mm
 * at the screen): the smoked screen, the twin headlamps either side of the centre plane, and
 * the under-seat silencer below the tail and within the bike's length, the plate hanger under it,
 * the frame's spars hidden by the side panels, and a tail lamp that shows as a lamp on the red tail.
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
        BoundingBox b = box(body.tail.heatShield().build());
        b.mergeLocal(box(body.tail.endCap().build()));
        float tailX = XF + RF - LENGTH;
        float back = b.getCenter().x - b.getXExtent();
        assertTrue(back > tailX && back < tailX + 0.25f, "its end shows just ahead of the tail's point: " + back);
        assertTrue(b.getCenter().x + b.getXExtent() < body.seat.x, "it starts behind the rider's seat point");
        for (Mesh can : new Mesh[] {body.tail.heatShield().build(), body.tail.endCap().build()}) {
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

    /**
     * The road bike's plate hanger: the plate faces back and a little up, hangs below the
     * silencer's outlet, stays within the bike's length (2030 mm, Honda), and the tyre clears
     * the plate, the hanger and the indicators by 2 cm even with the rear wheel at the top of
     * its travel (135 mm, Honda), its arc taken as straight up, which is the closer case behind
     * the axle.
     */
    @Test
    void thePlateHangsBelowTheSilencerWithinTheLengthAndClearOfTheTyre() {
        float tailX = XF + RF - LENGTH + 0.01f;
        Mesh plate = body.tail.plate().build();
        BoundingBox b = box(plate);
        assertTrue(b.getCenter().x - b.getXExtent() > tailX - 0.005f, "within the length: " + (b.getCenter().x - b.getXExtent()));
        BoundingBox outlet = box(body.tail.outlet().build());
        assertTrue(b.getCenter().y + b.getYExtent() < outlet.getCenter().y - outlet.getYExtent(), "below the outlet");
        assertEquals(CbrTailUnit.PLATE_WIDTH_M, 2 * b.getZExtent(), 1e-4f);
        FloatBuffer n = plate.getFloatBuffer(VertexBuffer.Type.Normal);
        for (int i = 0; i < n.limit(); i += 3) {
            assertTrue(n.get(i) < -0.95f && n.get(i + 1) > 0.05f, "the plate faces back and a little up: " + n.get(i) + ", "
                    + n.get(i + 1));
        }
        Vector3f bumpAxle = new Vector3f(XR, 0.311f + 0.135f, 0);
        for (Mesh m : new Mesh[] {plate, body.tail.plateHanger().build(), body.tail.indicatorStalks().build(),
            body.tail.indicatorLenses().build()}) {
            FloatBuffer p = m.getFloatBuffer(VertexBuffer.Type.Position);
            for (int i = 0; i < p.limit(); i += 3) {
                float x = p.get(i);
                float y = p.get(i + 1);
                assertTrue(x > tailX - 0.005f, "within the length at x " + x);
                assertTrue(new Vector3f(x, y, 0).distance(bumpAxle) > 0.311f + 0.02f, "clear of the tyre at x " + x + ", y " + y);
            }
        }
        BoundingBox lenses = box(body.tail.indicatorLenses().build());
        assertTrue(lenses.getZExtent() > CbrTailUnit.PLATE_WIDTH_M / 2 + 0.02f,
                "the indicators stand out beyond the plate's sides");
    }

    /**
     * The SC57's centre-up silencer is a dark can under the red tail, not a silver box: of the
     * can's area facing sideways (what the side view and the chase camera's three-quarter view
     * see) at least 80 % is darker than 0.2 in luminance (Rec. 709, the finish's colour), while
     * its end, facing back, shows both the brushed steel (lighter than 0.4) and the dark outlet.
     */
    @Test
    void theSilencerReadsDarkFromTheSideWithASteelEndAndADarkOutletFromBehind() {
        Geometry fixed = (Geometry) body.node().getChild(CbrBodywork.FIXED_PARTS);
        Mesh m = fixed.getMesh();
        FloatBuffer p = m.getFloatBuffer(VertexBuffer.Type.Position);
        FloatBuffer c = m.getFloatBuffer(VertexBuffer.Type.Color);
        IndexBuffer ib = m.getIndexBuffer();
        float tailX = XF + RF - LENGTH + 0.01f;
        float sideArea = 0;
        float darkSideArea = 0;
        float steelBack = 0;
        float darkBack = 0;
        for (int t = 0; t < ib.size(); t += 3) {
            Vector3f[] v = new Vector3f[3];
            float lum = 0;
            for (int k = 0; k < 3; k++) {
                int i = ib.get(t + k);
                v[k] = new Vector3f(p.get(3 * i), p.get(3 * i + 1), p.get(3 * i + 2));
                lum += luminance(c.get(4 * i), c.get(4 * i + 1), c.get(4 * i + 2)) / 3;
            }
            Vector3f centre = v[0].add(v[1]).addLocal(v[2]).divideLocal(3);
            // Under the tail, behind the link pipe's end and ahead of the lamp.
            if (centre.x > CbrTailUnit.MUFFLER_FRONT_X - 0.06f || centre.x < tailX + 0.05f
                    || centre.y > body.skin.bottom(centre.x) + 0.02f || Math.abs(centre.z) > 0.1f) {
                continue;
            }
            Vector3f n = v[1].subtract(v[0]).crossLocal(v[2].subtract(v[0]));
            float area = n.length() / 2;
            n.normalizeLocal();
            if (Math.abs(n.z) > 0.7f) {
                sideArea += area;
                darkSideArea += lum < 0.2f ? area : 0;
            } else if (n.x < -0.7f) {
                steelBack += lum > 0.4f ? area : 0;
                darkBack += lum < 0.1f ? area : 0;
            }
        }
        assertTrue(sideArea > 0.02f, "the can's sides: " + sideArea + " m2");
        assertTrue(darkSideArea > 0.8f * sideArea, "dark from the side: " + darkSideArea + " of " + sideArea + " m2");
        assertTrue(steelBack > 0.001f && darkBack > 0.001f, "from behind, steel " + steelBack + " m2 round an outlet " + darkBack
                + " m2");
    }

    /**
     * The spars run inside the side panels: from every spar vertex the panels cover, a ray
     * from the centre plane out through the vertex meets the fairing's skin beyond it. Covered
     * means at least 3 cm above the skin's lower edge; below that the skin's rounded lip faces
     * more down than sideways, and the spar leaves through it to the pivot plates, where it
     * shows behind the side panel as on the SC57.
     */
    @Test
    void theSparsDoNotPokeThroughTheSidePanelsThatCoverThem() {
        Mesh skin = ((Geometry) body.node().getChild("fairing")).getMesh();
        float[] tris = triangles(skin);
        Mesh frame = CbrFrame.spars(new Vector3f(0.415f, 0.88f, 0), body.pivot).build();
        FloatBuffer p = frame.getFloatBuffer(VertexBuffer.Type.Position);
        int covered = 0;
        int shown = 0;
        for (int i = 0; i < p.limit(); i += 3) {
            Vector3f v = new Vector3f(p.get(i), p.get(i + 1), p.get(i + 2));
            float skinZ = rayToSkin(tris, v.x, v.y, Math.signum(v.z));
            if (Float.isNaN(skinZ)) {
                shown++;
            } else if (v.y >= body.skin.bottom(v.x) + 0.03f) {
                covered++;
                assertTrue(Math.abs(v.z) < skinZ - 0.002f, "spar vertex " + v + " is outside the skin, whose side is at |z| "
                        + skinZ);
            }
        }
        assertTrue(covered > 40, "most of the spars are under the panels: " + covered + " vertices");
        assertTrue(shown > 20, "the pivot plates show below the panels: " + shown + " vertices");
    }

    /**
     * Unlit, the SC57's tail lamp is a clear lens with the red lamp behind it, in a black
     * surround at the tail's tip: the lens is lighter than the red paint by at least 0.1 in
     * luminance (Rec. 709), and braking lights the whole lamp brighter still, again by 0.1.
     */
    @Test
    void theUnlitTailLampIsAPaleLensOnTheRedTailAndTheBrakeMakesItBrighter() {
        FloatBuffer off = lampColours();
        body.brake(true);
        FloatBuffer on = lampColours();
        body.brake(false);
        float paint = luminance(CbrBodywork.RED.r, CbrBodywork.RED.g, CbrBodywork.RED.b);
        float palest = 0;
        int switched = 0;
        for (int i = 0; i < off.limit(); i += 4) {
            float unlit = luminance(off.get(i), off.get(i + 1), off.get(i + 2));
            float lit = luminance(on.get(i), on.get(i + 1), on.get(i + 2));
            if (lit != unlit) {
                switched++;
                palest = Math.max(palest, unlit);
                assertTrue(lit > unlit + 0.1f, "braking brightens the lamp: " + unlit + " to " + lit);
            }
        }
        assertTrue(switched > 0, "the brake switches the tail lamp");
        assertTrue(palest > paint + 0.1f, "the unlit lens " + palest + " is lighter than the paint " + paint);

        Mesh surround = body.tail.lampSurround().build();
        BoundingBox frame = box(surround);
        BoundingBox lens = box(body.tail.lamp(0, CbrTailUnit.LENS_SCALE).build());
        float tailX = XF + RF - LENGTH + 0.01f;
        assertTrue(frame.getCenter().x + frame.getXExtent() > tailX, "the surround starts inside the tail's point");
        assertTrue(lens.getCenter().x < frame.getCenter().x - frame.getXExtent(), "the lens is in front of the surround's face");
        assertTrue(lens.getYExtent() < frame.getYExtent() && lens.getZExtent() < frame.getZExtent(),
                "the surround frames the lens");
    }

    private static FloatBuffer lampColours() {
        Geometry lamps = (Geometry) body.node().getChild("lamps");
        FloatBuffer c = (FloatBuffer) lamps.getMesh().getBuffer(VertexBuffer.Type.Color).getData();
        FloatBuffer copy = FloatBuffer.allocate(c.limit());
        for (int i = 0; i < c.limit(); i++) {
            copy.put(i, c.get(i));
        }
        return copy;
    }

    private static float luminance(float r, float g, float b) {
        return 0.2126f * r + 0.7152f * g + 0.0722f * b;
    }

    private static float[] triangles(Mesh m) {
        FloatBuffer p = m.getFloatBuffer(VertexBuffer.Type.Position);
        IndexBuffer ib = m.getIndexBuffer();
        float[] t = new float[ib.size() * 3];
        for (int i = 0; i < ib.size(); i++) {
            for (int c = 0; c < 3; c++) {
                t[3 * i + c] = p.get(3 * ib.get(i) + c);
            }
        }
        return t;
    }

    /**
     * @return how far from the centre plane, along z toward {@code side}, a ray from (x, y, 0)
     *     meets the skin (in metres), or NaN where it misses (below or behind the skin)
     */
    private static float rayToSkin(float[] tris, float x, float y, float side) {
        float best = Float.NaN;
        Vector3f o = new Vector3f(x, y, 0);
        Vector3f d = new Vector3f(0, 0, side);
        for (int t = 0; t < tris.length; t += 9) {
            Vector3f v0 = new Vector3f(tris[t], tris[t + 1], tris[t + 2]);
            Vector3f e1 = new Vector3f(tris[t + 3], tris[t + 4], tris[t + 5]).subtractLocal(v0);
            Vector3f e2 = new Vector3f(tris[t + 6], tris[t + 7], tris[t + 8]).subtractLocal(v0);
            // Moeller-Trumbore.
            Vector3f pv = d.cross(e2);
            float det = e1.dot(pv);
            if (Math.abs(det) < 1e-12f) {
                continue;
            }
            Vector3f tv = o.subtract(v0);
            float u = tv.dot(pv) / det;
            Vector3f qv = tv.cross(e1);
            float w = d.dot(qv) / det;
            float s = e2.dot(qv) / det;
            if (u >= 0 && w >= 0 && u + w <= 1 && s > 0 && (Float.isNaN(best) || s < best)) {
                best = s;
            }
        }
        return best;
    }
}
