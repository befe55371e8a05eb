package dev.sandbox.app.scene.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.DesktopAssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import java.nio.FloatBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The merged stand-ins draw exactly what the parts they replace would: a skin's vertices sit
 * where the posed parts' vertices are (to float rounding) and its normals turn with them, a
 * hidden part vanishes from it, and a lamp set recolours only the lamp that switches.
 */
class RigidSkinTest {

    private static final DesktopAssetManager ASSETS = new DesktopAssetManager(true);

    private static Geometry part(String name, Vector3f centre, ColorRGBA colour) {
        Geometry g = new Geometry(name, new SurfaceBuilder().ellipsoid(centre, new Vector3f(0.3f, 0.1f, 0.2f), null, 8).build());
        g.setMaterial(Environment.lit(ASSETS, colour, null, 0));
        return g;
    }

    /** @return the lit, vertex-coloured material a skin is drawn with */
    /**
     * Marks {@code fine} (a part at (1, 0.3, 0)) as drawn up close and returns its coarse
     * stand-in there, an ellipsoid of the given radii drawn from afar.
     */
    private static Geometry standIn(Geometry fine, Vector3f radii) {
        Geometry coarse = new Geometry("coarse-wheel", new SurfaceBuilder()
                .ellipsoid(new Vector3f(1, 0.3f, 0), radii, null, 4).build());
        coarse.setMaterial(fine.getMaterial());
        fine.setUserData(RigidSkin.DETAIL, "near");
        coarse.setUserData(RigidSkin.DETAIL, "far");
        return coarse;
    }

    private static Material vertexColoured() {
        Material m = Environment.lit(ASSETS, ColorRGBA.White, null, 0);
        m.setBoolean("UseVertexColor", true);
        return m;
    }

    private static float[] floats(Mesh m, VertexBuffer.Type type) {
        FloatBuffer b = (FloatBuffer) m.getBuffer(type).getDataReadOnly();
        float[] out = new float[b.limit()];
        b.get(out);
        return out;
    }

    @Test
    void theSkinsVerticesFollowThePosedPartsAndAHiddenPartVanishes() {
        Node frame = new Node("frame");
        Node arm = new Node("arm");
        Node hand = new Node("hand");
        frame.attachChild(arm);
        arm.attachChild(hand);
        Geometry upper = part("upper", new Vector3f(0, 0.3f, 0), ColorRGBA.Red);
        Geometry lower = part("lower", new Vector3f(0, 0.2f, 0), ColorRGBA.Blue);
        arm.attachChild(upper);
        hand.attachChild(lower);
        Material m = vertexColoured();
        RigidSkin skin = new RigidSkin("skin", List.of(upper, lower), frame, m);
        frame.attachChild(skin.geometry());
        assertEquals(Spatial.CullHint.Always, upper.getLocalCullHint(), "the parts are no longer drawn themselves");

        arm.setLocalRotation(new Quaternion().fromAngleAxis(0.7f, Vector3f.UNIT_Z));
        arm.setLocalTranslation(0.2f, 0.5f, -0.1f);
        hand.setLocalRotation(new Quaternion().fromAngleAxis(-1.1f, Vector3f.UNIT_X));
        hand.setLocalTranslation(0, 0.6f, 0);
        skin.update();
        frame.updateGeometricState();
        float[] pos = floats(skin.geometry().getMesh(), VertexBuffer.Type.Position);
        float[] nor = floats(skin.geometry().getMesh(), VertexBuffer.Type.Normal);
        int k = 0;
        for (Geometry g : List.of(upper, lower)) {
            float[] p = floats(g.getMesh(), VertexBuffer.Type.Position);
            float[] n = floats(g.getMesh(), VertexBuffer.Type.Normal);
            for (int v = 0; v < p.length; v += 3, k += 3) {
                Vector3f want = g.localToWorld(new Vector3f(p[v], p[v + 1], p[v + 2]), null);
                assertEquals(0, want.distance(new Vector3f(pos[k], pos[k + 1], pos[k + 2])), 1e-5, g.getName() + " vertex");
                Vector3f turned = g.getWorldRotation().mult(new Vector3f(n[v], n[v + 1], n[v + 2]));
                assertEquals(0, turned.distance(new Vector3f(nor[k], nor[k + 1], nor[k + 2])), 1e-5, g.getName() + " normal");
            }
        }
        // The box round the skin is the one jME would fit round the moved vertices.
        com.jme3.bounding.BoundingBox fitted = (com.jme3.bounding.BoundingBox) skin.geometry().getMesh().getBound().clone();
        skin.geometry().getMesh().updateBound();
        com.jme3.bounding.BoundingBox jme = (com.jme3.bounding.BoundingBox) skin.geometry().getMesh().getBound();
        assertEquals(0, fitted.getMin(null).distance(jme.getMin(null)), 1e-5, "bound min");
        assertEquals(0, fitted.getMax(null).distance(jme.getMax(null)), 1e-5, "bound max");
        com.jme3.bounding.BoundingBox world = (com.jme3.bounding.BoundingBox) skin.geometry().getWorldBound();
        assertEquals(0, world.getMax(null).distance(jme.getMax(null)), 1e-5, "the world bound follows (the frame is not moved)");
        // Colours: each part's vertices carry its finish's colour.
        float[] col = floats(skin.geometry().getMesh(), VertexBuffer.Type.Color);
        assertEquals(1f, col[0], 1e-6);
        assertEquals(0f, col[2], 1e-6);
        assertEquals(1f, col[col.length - 2], 1e-6, "the last vertex is the blue part's");

        skin.setVisible(hand, false);
        skin.update();
        pos = floats(skin.geometry().getMesh(), VertexBuffer.Type.Position);
        int first = upper.getMesh().getVertexCount() * 3;
        Vector3f at = new Vector3f(pos[first], pos[first + 1], pos[first + 2]);
        for (int v = first; v < pos.length; v += 3) {
            assertEquals(0, at.distance(new Vector3f(pos[v], pos[v + 1], pos[v + 2])), 1e-6,
                    "a hidden part collapses to a point");
        }
        assertFalse(at.distance(new Vector3f(pos[0], pos[1], pos[2])) < 1e-3, "the visible part stays");
    }

    /**
     * A skin in a frame that is not above all its parts (a car's body, with the wheels beside
     * it): drawn in the frame, every vertex sits where its part's does, and a part that rides on
     * the frame keeps its vertices (it is not moved again) while the frame rolls.
     */
    @Test
    void aSkinInAFrameBesideSomePartsDrawsThemWhereTheyAre() {
        Node car = new Node("car");
        Node pivot = new Node("pivot");
        Node body = new Node("body");
        Node wheel = new Node("wheel");
        car.attachChild(pivot);
        pivot.attachChild(body);
        car.attachChild(wheel);
        Geometry seat = part("seat", new Vector3f(0, 0.6f, 0), ColorRGBA.Red);
        Geometry tyre = part("tyre", new Vector3f(0, 0, 0.2f), ColorRGBA.Black);
        body.attachChild(seat);
        wheel.attachChild(tyre);
        car.setLocalTranslation(120, 3, -40);
        car.setLocalRotation(new Quaternion().fromAngleAxis(2.1f, Vector3f.UNIT_Y));
        pivot.setLocalTranslation(0, 0.5f, 0);
        body.setLocalTranslation(0, -0.5f, 0);
        wheel.setLocalTranslation(1.2f, 0.3f, 0.7f);
        RigidSkin skin = new RigidSkin("skin", List.of(seat, tyre), body, vertexColoured());
        body.attachChild(skin.geometry());
        for (float roll : new float[] {0, 0.08f, -0.05f}) {
            pivot.setLocalRotation(new Quaternion().fromAngles(roll, 0, 0.5f * roll));
            wheel.setLocalRotation(new Quaternion().fromAngleAxis(40 * roll, Vector3f.UNIT_Z));
            skin.update();
            car.updateGeometricState();
            float[] pos = floats(skin.geometry().getMesh(), VertexBuffer.Type.Position);
            int k = 0;
            for (Geometry g : List.of(seat, tyre)) {
                float[] p = floats(g.getMesh(), VertexBuffer.Type.Position);
                for (int v = 0; v < p.length; v += 3, k += 3) {
                    Vector3f want = g.localToWorld(new Vector3f(p[v], p[v + 1], p[v + 2]), null);
                    Vector3f drawn = skin.geometry().localToWorld(new Vector3f(pos[k], pos[k + 1], pos[k + 2]), null);
                    assertEquals(0, want.distance(drawn), 1e-4, g.getName() + " vertex at roll " + roll);
                }
            }
            float[] seatLocal = floats(seat.getMesh(), VertexBuffer.Type.Position);
            assertEquals(seatLocal[1], pos[1], 1e-6, "the seat is still where the body holds it");
        }
    }

    @Test
    void aLampSetRecoloursOnlyTheLampThatSwitches() {
        Mesh tail = new SurfaceBuilder().ellipsoid(Vector3f.ZERO, new Vector3f(0.1f, 0.1f, 0.1f), null, 6).build();
        Mesh head = new SurfaceBuilder().ellipsoid(Vector3f.UNIT_X, new Vector3f(0.1f, 0.1f, 0.1f), null, 6).build();
        ColorRGBA off = new ColorRGBA(0.4f, 0.04f, 0.04f, 1f);
        ColorRGBA on = new ColorRGBA(1f, 0.1f, 0.06f, 1f);
        LampSet lamps = new LampSet().add("head", head, ColorRGBA.White, ColorRGBA.White).add("brake", tail, off, on);
        Geometry g = lamps.build(ASSETS, "lamps");
        int headVerts = head.getVertexCount();
        float[] col = floats(g.getMesh(), VertexBuffer.Type.Color);
        assertEquals(off.r, col[4 * headVerts], 1e-6, "brake lamp off");
        lamps.set("brake", true);
        col = floats(g.getMesh(), VertexBuffer.Type.Color);
        assertTrue(lamps.isOn("brake"));
        assertEquals(on.r, col[4 * headVerts], 1e-6, "brake lamp on");
        assertEquals(on.g, col[col.length - 3], 1e-6, "every vertex of it");
        assertEquals(1f, col[4 * (headVerts - 1) + 1], 1e-6, "the head lamp keeps its colour");
    }

    @Test
    void aDomedLensIsBrightestAtItsCrownAndALitOneWhitensThere() {
        // A lens facing +x: its crown is the vertex whose normal is +x, its rim the ring at x = 0.
        Mesh lens = new SurfaceBuilder().ellipsoid(Vector3f.ZERO, new Vector3f(0.03f, 0.1f, 0.1f), null, 16).build();
        ColorRGBA off = new ColorRGBA(0.6f, 0.04f, 0.04f, 1f);
        ColorRGBA on = new ColorRGBA(1f, 0.1f, 0.06f, 1f);
        LampSet lamps = new LampSet().add("brake", lens, off, on, Vector3f.UNIT_X);
        Geometry g = lamps.build(ASSETS, "lamps");
        float[] n = floats(lens, VertexBuffer.Type.Normal);
        int crown = 0;
        int rim = 0;
        for (int i = 0; i < lens.getVertexCount(); i++) {
            crown = Math.abs(n[3 * i]) > Math.abs(n[3 * crown]) ? i : crown;
            rim = Math.abs(n[3 * i]) < Math.abs(n[3 * rim]) ? i : rim;
        }
        float[] col = floats(g.getMesh(), VertexBuffer.Type.Color);
        assertEquals(off.r, col[4 * crown], 0.01, "the crown keeps the lamp's colour");
        assertEquals(off.r * (1 - LampSet.RIM_SHADE_OFF), col[4 * rim], 0.01, "the rim, seen edge-on, is darker");
        lamps.set("brake", true);
        col = floats(g.getMesh(), VertexBuffer.Type.Color);
        assertEquals(on.g + (1 - on.g) * LampSet.HOT_CROWN, col[4 * crown + 1], 0.01, "a lit crown is whitened");
        assertEquals(on.g * (1 - LampSet.RIM_SHADE_ON), col[4 * rim + 1], 0.01, "a lit rim is not");
        assertEquals(1f, col[4 * crown + 3], 1e-6, "opaque");
    }

    @Test
    void aFarStandInIsDrawnOnlyAtLevelOneAndTheFinePartOnlyAtLevelZero() {
        Node frame = new Node("frame");
        Geometry body = part("body", new Vector3f(0, 0.5f, 0), ColorRGBA.Red);
        Geometry fine = part("fine-wheel", new Vector3f(1, 0.3f, 0), ColorRGBA.Black);
        Geometry coarse = standIn(fine, new Vector3f(0.1f, 0.1f, 0.1f));
        frame.attachChild(body);
        frame.attachChild(fine);
        frame.attachChild(coarse);
        Material m = vertexColoured();
        RigidSkin skin = new RigidSkin("skin", List.of(body, fine, coarse), frame, m);
        Mesh mesh = skin.geometry().getMesh();
        assertTrue(skin.hasLevels());
        int b = body.getTriangleCount();
        assertEquals(b + fine.getTriangleCount(), mesh.getTriangleCount(0), "up close: the body and the fine part");
        assertEquals(b + coarse.getTriangleCount(), mesh.getTriangleCount(1), "from afar: the body and the stand-in");
        assertEquals(mesh.getTriangleCount(0), mesh.getTriangleCount(), "the mesh counts as its near level");
        // Level 1 refers only to the body's and the stand-in's vertices.
        java.nio.IntBuffer far = (java.nio.IntBuffer) mesh.getLodLevel(1).getData();
        int fineFirst = body.getMesh().getVertexCount();
        int fineEnd = fineFirst + fine.getMesh().getVertexCount();
        for (int k = 0; k < far.limit(); k++) {
            assertFalse(far.get(k) >= fineFirst && far.get(k) < fineEnd, "no vertex of the fine part at level 1");
        }
        assertFalse(new RigidSkin("plain", List.of(part("x", Vector3f.ZERO, ColorRGBA.Red)), new Node("f"), m).hasLevels());
    }

    /**
     * The skin poses only the parts its current level draws, and when the level changes while
     * the scene is drawn (the level is chosen after the frame's update), the skin's render
     * callback poses the new level's parts before it is drawn; its box is the drawn parts'.
     */
    @Test
    void onlyTheDrawnLevelsPartsArePosedAndALevelChangePosesTheNewOnesBeforeDrawing() {
        Node frame = new Node("frame");
        Node wheel = new Node("wheel");
        frame.attachChild(wheel);
        Geometry body = part("body", new Vector3f(0, 0.5f, 0), ColorRGBA.Red);
        Geometry fine = part("fine-wheel", new Vector3f(1, 0.3f, 0), ColorRGBA.Black);
        // The stand-in a little taller than the fine part, so the two levels' boxes differ.
        Geometry coarse = standIn(fine, new Vector3f(0.3f, 0.15f, 0.2f));
        frame.attachChild(body);
        wheel.attachChild(fine);
        wheel.attachChild(coarse);
        RigidSkin skin = new RigidSkin("skin", List.of(body, fine, coarse), frame, vertexColoured());
        frame.attachChild(skin.geometry());
        skin.update();
        int coarseFirst = 3 * (body.getMesh().getVertexCount() + fine.getMesh().getVertexCount());

        // Up close the wheel moves 2 m up: its fine version follows, the stand-in stays put.
        wheel.setLocalTranslation(0, 2, 0);
        skin.update();
        frame.updateGeometricState();
        float[] pos = floats(skin.geometry().getMesh(), VertexBuffer.Type.Position);
        float[] coarseLocal = floats(coarse.getMesh(), VertexBuffer.Type.Position);
        assertNotEquals(coarseLocal[1] + 2, pos[coarseFirst + 1], 1e-3, "the stand-in is not posed at level 0");
        com.jme3.bounding.BoundingBox box = (com.jme3.bounding.BoundingBox) skin.geometry().getModelBound();
        assertEquals(2.3f + 0.1f, box.getCenter().y + box.getYExtent(), 1e-4, "the box reaches the raised fine wheel");

        // The level changes to the far one after the update: rendering poses the stand-in.
        skin.geometry().setLodLevel(1);
        skin.geometry().runControlRender(null, null);
        pos = floats(skin.geometry().getMesh(), VertexBuffer.Type.Position);
        assertEquals(coarseLocal[1] + 2, pos[coarseFirst + 1], 1e-5, "the stand-in is posed before it is drawn");
        skin.geometry().runControlRender(null, null);
        assertEquals(coarseLocal[1] + 2, pos[coarseFirst + 1], 1e-5, "and stays so");
        box = (com.jme3.bounding.BoundingBox) skin.geometry().getModelBound();
        assertEquals(2.3f + 0.15f, box.getCenter().y + box.getYExtent(), 1e-4, "the box is the far level's");

        // Back to the near level with nothing moved: the same vertices, the near level's box.
        skin.geometry().setLodLevel(0);
        skin.geometry().runControlRender(null, null);
        box = (com.jme3.bounding.BoundingBox) skin.geometry().getModelBound();
        assertEquals(2.3f + 0.1f, box.getCenter().y + box.getYExtent(), 1e-4, "the box is the near level's again");
    }

    /**
     * Parts marked for the closer switch give the skin a third level: the limb's fine version
     * only at level 0, its stand-in at levels 1 and 2; the wheel's (marked for the farther
     * switch) fine version at levels 0 and 1, its stand-in only at level 2.
     */
    @Test
    void aCloserSwitchGivesAThirdLevelBetweenTheTwo() {
        Node frame = new Node("frame");
        Geometry body = part("body", new Vector3f(0, 0.5f, 0), ColorRGBA.Red);
        Geometry wheel = part("fine-wheel", new Vector3f(1, 0.3f, 0), ColorRGBA.Black);
        Geometry wheelFar = part("coarse-wheel", new Vector3f(1, 0.3f, 0), ColorRGBA.Black);
        Geometry limb = part("fine-limb", new Vector3f(0, 1, 0), ColorRGBA.Red);
        Geometry limbFar = part("coarse-limb", new Vector3f(0, 1, 0), ColorRGBA.Red);
        wheel.setUserData(RigidSkin.DETAIL, "near");
        wheelFar.setUserData(RigidSkin.DETAIL, "far");
        Node limbs = new Node("limbs");
        limb.setUserData(RigidSkin.CLOSE_DETAIL, "near");
        limbFar.setUserData(RigidSkin.CLOSE_DETAIL, "far");
        limbs.attachChild(limb);
        limbs.attachChild(limbFar);
        frame.attachChild(body);
        frame.attachChild(wheel);
        frame.attachChild(wheelFar);
        frame.attachChild(limbs);
        Material m = vertexColoured();
        RigidSkin skin = new RigidSkin("skin", List.of(body, wheel, wheelFar, limb, limbFar), frame, m);
        Mesh mesh = skin.geometry().getMesh();
        int t = body.getTriangleCount();
        assertEquals(3, mesh.getNumLodLevels());
        assertEquals(t, limbFar.getTriangleCount(), "the parts are alike");
        assertEquals(3 * t, mesh.getTriangleCount(0), "up close: body, fine wheel, fine limb");
        assertEquals(3 * t, mesh.getTriangleCount(1), "between: body, fine wheel, coarse limb");
        assertEquals(3 * t, mesh.getTriangleCount(2), "from afar: body, coarse wheel, coarse limb");
        assertTrue(RigidSkin.drawnAt(0, 3, "near", null) && RigidSkin.drawnAt(1, 3, "near", null)
                && !RigidSkin.drawnAt(2, 3, "near", null), "the wheel's fine version");
        assertTrue(!RigidSkin.drawnAt(0, 3, null, "far") && RigidSkin.drawnAt(1, 3, null, "far")
                && RigidSkin.drawnAt(2, 3, null, "far"), "the limb's stand-in");
        java.nio.IntBuffer between = (java.nio.IntBuffer) mesh.getLodLevel(1).getData();
        int limbFirst = 3 * body.getMesh().getVertexCount();
        int limbEnd = limbFirst + limb.getMesh().getVertexCount();
        int wheelFarFirst = 2 * body.getMesh().getVertexCount();
        for (int k = 0; k < between.limit(); k++) {
            assertFalse(between.get(k) >= limbFirst && between.get(k) < limbEnd, "no vertex of the fine limb at level 1");
            assertFalse(between.get(k) >= wheelFarFirst && between.get(k) < limbFirst,
                    "no vertex of the wheel's stand-in at level 1");
        }
    }

    /**
     * A part marked {@link RigidSkin#REDUCED} keeps every triangle at level 0 and about its share
     * beyond (within 10 %, the generator's rounding on a part of a few hundred triangles), over
     * its own vertices only, while the parts beside it keep theirs at every level. The reduction
     * is made when the skin is built.
     */
    @Test
    void aReducedPartKeepsItsShareOfTrianglesBeyondTheClosestLevel() {
        Node frame = new Node("frame");
        Geometry body = part("body", new Vector3f(0, 0.5f, 0), ColorRGBA.Red);
        Geometry engine = new Geometry("engine", new SurfaceBuilder()
                .ellipsoid(new Vector3f(0.2f, 0.4f, 0), new Vector3f(0.26f, 0.22f, 0.17f), null, 16).build());
        engine.setMaterial(body.getMaterial());
        engine.setUserData(RigidSkin.REDUCED, 0.5f);
        Geometry wheel = part("fine-wheel", new Vector3f(1, 0.3f, 0), ColorRGBA.Black);
        wheel.setUserData(RigidSkin.DETAIL, "near");
        frame.attachChild(body);
        frame.attachChild(engine);
        frame.attachChild(wheel);
        Material m = vertexColoured();
        RigidSkin skin = new RigidSkin("skin", List.of(body, engine, wheel), frame, m);
        Mesh mesh = skin.geometry().getMesh();
        int b = body.getTriangleCount();
        int e = engine.getTriangleCount();
        skin.update();
        assertEquals(b + e + wheel.getTriangleCount(), mesh.getTriangleCount(0), "up close: every triangle");
        int reduced = mesh.getTriangleCount(1) - b;
        assertEquals(0.5 * e, reduced, 0.1 * 0.5 * e, "from afar: about half the engine's " + e + " triangles");
        java.nio.IntBuffer far = (java.nio.IntBuffer) mesh.getLodLevel(1).getData();
        int engineFirst = body.getMesh().getVertexCount();
        int engineEnd = engineFirst + engine.getMesh().getVertexCount();
        int inEngine = 0;
        for (int k = 0; k < far.limit(); k++) {
            assertTrue(far.get(k) < engineEnd, "no vertex of the wheel, nothing past the engine's at level 1");
            inEngine += far.get(k) >= engineFirst ? 1 : 0;
        }
        assertEquals(3 * reduced, inEngine, "the engine's reduced triangles on its own vertices");
    }
}
