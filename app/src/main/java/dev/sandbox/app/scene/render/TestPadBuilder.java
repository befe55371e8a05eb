package dev.sandbox.app.scene.render;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.shape.Box;
import com.jme3.scene.shape.Cylinder;
import com.jme3.scene.shape.Sphere;
import com.jme3.util.BufferUtils;
import dev.sandbox.app.core.world.TestPad;
import java.util.ArrayList;
import java.util.List;
import jme3tools.optimize.GeometryBatchFactory;

/**
 * The test pad's furniture: white paint (the drag strip's edges, start line and quarter-mile
 * line, the skidpad circle), orange cones for the lane change and the slalom (drawn only: a
 * driver who hits one is not stopped, as a real cone gets knocked away), and the start lights
 * beside the start line, whose three lamps {@link #LIGHT_NAMES} the timing state colours.
 */
public final class TestPadBuilder {

    /** Names of the start-light lamps, top to bottom: red, amber, green. */
    public static final String[] LIGHT_NAMES = {"start-light-red", "start-light-amber", "start-light-green"};
    /** Paint lifted above the pad against z-fighting (in metres). */
    static final float PAINT_LIFT_M = 0.015f;
    private static final float LINE_M = 0.3f;
    private static final float CONE_HEIGHT_M = 0.7f;

    private TestPadBuilder() {
    }

    /**
     * @param pad the pad's layout
     * @param assets the asset manager
     * @return a node holding the paint, the cones and the start lights
     */
    public static Node build(TestPad pad, AssetManager assets) {
        Node node = new Node("testpad");
        node.attachChild(paint(pad, assets));
        node.attachChild(cones(pad, assets));
        node.attachChild(startLights(pad, assets));
        return node;
    }

    private static Geometry paint(TestPad pad, AssetManager assets) {
        List<float[]> quads = new ArrayList<>();
        float y = (float) pad.heightM() + PAINT_LIFT_M;
        double edge = TestPad.STRIP_HALF_WIDTH_M - 0.5;
        quad(quads, pad, y, -TestPad.RUNUP_M, pad.stripEndU(), edge - LINE_M / 2, edge + LINE_M / 2);
        quad(quads, pad, y, -TestPad.RUNUP_M, pad.stripEndU(), -edge - LINE_M / 2, -edge + LINE_M / 2);
        quad(quads, pad, y, -0.3, 0.3, -edge, edge);
        double quarter = dev.sandbox.physics.math.Units.QUARTER_MILE_M;
        quad(quads, pad, y, quarter - 0.3, quarter + 0.3, -edge, edge);
        for (double u = 100; u < pad.stripEndU(); u += 100) {
            quad(quads, pad, y, u - 0.15, u + 0.15, edge - 3, edge);
            quad(quads, pad, y, u - 0.15, u + 0.15, -edge, -edge + 3);
        }
        for (double u = 20; u < pad.stripEndU(); u += 12) {
            quad(quads, pad, y, u, u + 4, -LINE_M / 2, LINE_M / 2);
        }
        double[] c = pad.skidpadCentre();
        int segments = 160;
        for (int i = 0; i < segments; i++) {
            double a0 = 2 * Math.PI * i / segments;
            double a1 = 2 * Math.PI * (i + 1) / segments;
            double r0 = TestPad.SKIDPAD_RADIUS_M - LINE_M / 2;
            double r1 = TestPad.SKIDPAD_RADIUS_M + LINE_M / 2;
            float[] q = new float[12];
            put(q, 0, pad, y, c[0] + r0 * Math.cos(a0), c[1] + r0 * Math.sin(a0));
            put(q, 1, pad, y, c[0] + r1 * Math.cos(a0), c[1] + r1 * Math.sin(a0));
            put(q, 2, pad, y, c[0] + r1 * Math.cos(a1), c[1] + r1 * Math.sin(a1));
            put(q, 3, pad, y, c[0] + r0 * Math.cos(a1), c[1] + r0 * Math.sin(a1));
            quads.add(q);
        }
        float[] pos = new float[quads.size() * 12];
        float[] nor = new float[quads.size() * 12];
        int[] idx = new int[quads.size() * 6];
        for (int k = 0; k < quads.size(); k++) {
            System.arraycopy(quads.get(k), 0, pos, k * 12, 12);
            for (int j = 0; j < 4; j++) {
                nor[k * 12 + j * 3 + 1] = 1f;
            }
            int b = k * 4;
            int[] tri = quadFacesUp(quads.get(k)) ? new int[] {b, b + 1, b + 2, b, b + 2, b + 3}
                    : new int[] {b, b + 2, b + 1, b, b + 3, b + 2};
            System.arraycopy(tri, 0, idx, k * 6, 6);
        }
        Mesh mesh = new Mesh();
        mesh.setBuffer(VertexBuffer.Type.Position, 3, BufferUtils.createFloatBuffer(pos));
        mesh.setBuffer(VertexBuffer.Type.Normal, 3, BufferUtils.createFloatBuffer(nor));
        mesh.setBuffer(VertexBuffer.Type.Index, 3, BufferUtils.createIntBuffer(idx));
        mesh.updateBound();
        Geometry g = new Geometry("testpad-paint", mesh);
        Material m = Environment.litPerVertex(assets, new ColorRGBA(0.92f, 0.92f, 0.88f, 1f), null);
        m.getAdditionalRenderState().setPolyOffset(-2f, -2f);
        m.getAdditionalRenderState().setFaceCullMode(com.jme3.material.RenderState.FaceCullMode.Off);
        g.setMaterial(m);
        return g;
    }

    /** True when the quad's corners run counter-clockwise seen from above (y up). */
    private static boolean quadFacesUp(float[] q) {
        float ax = q[3] - q[0];
        float az = q[5] - q[2];
        float bx = q[6] - q[0];
        float bz = q[8] - q[2];
        return ax * bz - az * bx < 0;
    }

    private static void quad(List<float[]> quads, TestPad pad, float y, double u0, double u1, double v0, double v1) {
        float[] q = new float[12];
        put(q, 0, pad, y, u0, v0);
        put(q, 1, pad, y, u1, v0);
        put(q, 2, pad, y, u1, v1);
        put(q, 3, pad, y, u0, v1);
        quads.add(q);
    }

    private static void put(float[] q, int corner, TestPad pad, float y, double u, double v) {
        double[] w = pad.toWorld(u, v);
        q[corner * 3] = (float) w[0];
        q[corner * 3 + 1] = y;
        q[corner * 3 + 2] = (float) w[1];
    }

    private static Node cones(TestPad pad, AssetManager assets) {
        Node node = new Node("testpad-cones");
        Material orange = Environment.litPerVertex(assets, new ColorRGBA(1f, 0.42f, 0.05f, 1f), null);
        Mesh cone = new Cylinder(2, 12, 0.16f, 0.02f, CONE_HEIGHT_M, true, false);
        Quaternion upright = new Quaternion().fromAngleAxis(-FastMath.HALF_PI, Vector3f.UNIT_X);
        for (double[] c : pad.cones()) {
            double[] w = pad.toWorld(c[0], c[1]);
            Geometry g = new Geometry("cone", cone);
            g.setMaterial(orange);
            g.setLocalRotation(upright);
            g.setLocalTranslation((float) w[0], (float) pad.heightM() + CONE_HEIGHT_M / 2, (float) w[1]);
            node.attachChild(g);
        }
        GeometryBatchFactory.optimize(node);
        return node;
    }

    private static Node startLights(TestPad pad, AssetManager assets) {
        Node node = new Node("testpad-start-lights");
        double[] w = pad.toWorld(0, -(TestPad.STRIP_HALF_WIDTH_M + 1.2));
        float baseY = (float) pad.heightM();
        Geometry post = new Geometry("start-light-post", new Box(0.08f, 1.9f, 0.08f));
        post.setMaterial(Environment.litPerVertex(assets, new ColorRGBA(0.25f, 0.25f, 0.27f, 1f), null));
        post.setLocalTranslation((float) w[0], baseY + 1.9f, (float) w[1]);
        node.attachChild(post);
        Geometry housing = new Geometry("start-light-housing", new Box(0.28f, 0.85f, 0.28f));
        housing.setMaterial(Environment.litPerVertex(assets, new ColorRGBA(0.08f, 0.08f, 0.08f, 1f), null));
        housing.setLocalTranslation((float) w[0], baseY + 3.0f, (float) w[1]);
        node.attachChild(housing);
        double[] towards = pad.toWorld(-1, -(TestPad.STRIP_HALF_WIDTH_M + 1.2));
        float fx = (float) (towards[0] - w[0]) * 0.3f;
        float fz = (float) (towards[1] - w[1]) * 0.3f;
        for (int i = 0; i < LIGHT_NAMES.length; i++) {
            Geometry lamp = new Geometry(LIGHT_NAMES[i], new Sphere(10, 12, 0.2f));
            lamp.setMaterial(Environment.glow(assets, new ColorRGBA(0.15f, 0.15f, 0.15f, 1f)));
            lamp.setLocalTranslation((float) w[0] + fx, baseY + 3.55f - 0.55f * i, (float) w[1] + fz);
            node.attachChild(lamp);
        }
        return node;
    }
}
