package dev.sandbox.app.scene.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.DesktopAssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.VertexBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The projected shadow against closed forms: a shape's shadow under a sun straight overhead is
 * its footprint, under a slanting sun the footprint stretched along the sun by height over the
 * sun's elevation; and the merged model parts keep every triangle.
 */
class PlanarShadowTest {

    private static final DesktopAssetManager ASSETS = new DesktopAssetManager(true);

    private static Geometry geom(String name, SurfaceBuilder sb, Material m) {
        Geometry g = new Geometry(name, sb.build());
        g.setMaterial(m);
        return g;
    }

    /** Area of the shadow mesh's triangles, projected on the ground (in square metres). */
    private static double area(Geometry shadow) {
        Mesh m = shadow.getMesh();
        FloatBuffer p = (FloatBuffer) m.getBuffer(VertexBuffer.Type.Position).getData();
        IntBuffer idx = (IntBuffer) m.getBuffer(VertexBuffer.Type.Index).getData();
        double sum = 0;
        for (int t = 0; t + 2 < idx.limit(); t += 3) {
            int a = idx.get(t) * 3;
            int b = idx.get(t + 1) * 3;
            int c = idx.get(t + 2) * 3;
            double ux = p.get(b) - p.get(a);
            double uz = p.get(b + 2) - p.get(a + 2);
            double vx = p.get(c) - p.get(a);
            double vz = p.get(c + 2) - p.get(a + 2);
            sum += Math.abs(ux * vz - uz * vx) / 2;
        }
        return sum;
    }

    @Test
    void anEllipsoidsShadowUnderAnOverheadSunIsItsEllipticFootprint() {
        Material m = Environment.glow(ASSETS, ColorRGBA.Red);
        Node root = new Node("caster");
        // 1.0 m by 0.6 m across, lifted off the ground: pi a b = 0.4712 m^2.
        root.attachChild(geom("blob", new SurfaceBuilder().ellipsoid(new Vector3f(0, 1, 0), new Vector3f(0.5f, 0.2f, 0.3f),
                null, 24), m));
        root.updateGeometricState();
        PlanarShadow shadow = new PlanarShadow(ASSETS, root, 0);
        shadow.update(new Vector3f(0, -1, 0), Vector3f.ZERO, Vector3f.UNIT_Y);
        // The outline is a polygon through 64 directions' extreme points: a few per cent inside.
        assertEquals(Math.PI * 0.5 * 0.3, area(shadow.geometry()), Math.PI * 0.5 * 0.3 * 0.06);
        assertTrue(shadow.drawnTriangleCount() < 64, "a fan over the outline: " + shadow.drawnTriangleCount());
    }

    @Test
    void aShadowUpdatedThroughManyPosesEqualsOneBuiltFreshForTheLast() {
        // The hull's sort starts from the last update's order: wherever the pose goes, the
        // outline must be the one a fresh shadow finds.
        Material m = Environment.glow(ASSETS, ColorRGBA.Red);
        Node root = new Node("caster");
        root.attachChild(geom("blob", new SurfaceBuilder().ellipsoid(new Vector3f(0.3f, 1, 0), new Vector3f(0.5f, 0.2f, 0.3f),
                null, 24), m));
        root.attachChild(geom("rod",
                new SurfaceBuilder().rod(new Vector3f(-1, 0.2f, 0), new Vector3f(1, 0.8f, 0.4f), 0.05f, 16), m));
        root.updateGeometricState();
        PlanarShadow moving = new PlanarShadow(ASSETS, root, 0);
        Vector3f sun = new Vector3f(0.4f, -1, 0.3f).normalizeLocal();
        for (int i = 0; i <= 40; i++) {
            root.setLocalRotation(new com.jme3.math.Quaternion().fromAngles(0.02f * i, 0.31f * i, -0.015f * i));
            root.updateGeometricState();
            moving.update(sun, Vector3f.ZERO, Vector3f.UNIT_Y);
        }
        PlanarShadow fresh = new PlanarShadow(ASSETS, root, 0);
        fresh.update(sun, Vector3f.ZERO, Vector3f.UNIT_Y);
        assertEquals(area(fresh.geometry()), area(moving.geometry()), 1e-6);
        assertEquals(fresh.drawnTriangleCount(), moving.drawnTriangleCount());
    }

    @Test
    void piecesLeftOutByTheirBallAreExactlyThoseTheCoverHides() {
        // A car's body over small pieces (seats, a driver, wheels under it): the ball test may
        // leave a piece out only where its hull would have been found inside the cover anyway.
        Material m = Environment.glow(ASSETS, ColorRGBA.Red);
        Node root = new Node("car");
        root.attachChild(geom("body", new SurfaceBuilder().ellipsoid(new Vector3f(0, 0.8f, 0), new Vector3f(2.1f, 0.4f, 0.9f),
                null, 32), m));
        SurfaceBuilder small = new SurfaceBuilder();
        for (float x : new float[] {-1.2f, -0.4f, 0.4f, 1.2f}) {
            for (float z : new float[] {-0.4f, 0.4f}) {
                small.ellipsoid(new Vector3f(x, 0.9f, z), new Vector3f(0.15f, 0.15f, 0.15f), null, 10);
            }
        }
        // one piece reaching beyond the body's shadow: never left out by its ball
        small.ellipsoid(new Vector3f(2.3f, 0.5f, 0), new Vector3f(0.2f, 0.2f, 0.2f), null, 10);
        root.attachChild(geom("small", small, m));
        PlanarShadow withBalls = new PlanarShadow(ASSETS, root, 0);
        PlanarShadow hullsOnly = new PlanarShadow(ASSETS, root, 0);
        hullsOnly.setBallTest(false);
        Vector3f sun = new Vector3f(0.3f, -1, 0.2f).normalizeLocal();
        for (int i = 0; i <= 30; i++) {
            root.setLocalRotation(new com.jme3.math.Quaternion().fromAngles(0.01f * i, 0.21f * i, -0.01f * i));
            root.updateGeometricState();
            withBalls.update(sun, Vector3f.ZERO, Vector3f.UNIT_Y);
            hullsOnly.update(sun, Vector3f.ZERO, Vector3f.UNIT_Y);
            assertEquals(hullsOnly.drawnTriangleCount(), withBalls.drawnTriangleCount(), "pose " + i);
            assertEquals(area(hullsOnly.geometry()), area(withBalls.geometry()), 1e-6, "pose " + i);
            assertEquals(hullsOnly.coveredPieceCount(), withBalls.coveredPieceCount(), "pose " + i);
        }
        assertTrue(withBalls.ballSkips() >= 31 * 6, "most small pieces are left out by their ball: " + withBalls.ballSkips());
        assertEquals(0, hullsOnly.ballSkips());
    }

    @Test
    void aSlantingSunStretchesAVerticalRodsShadowByItsHeightOverTheTangentOfElevation() {
        Material m = Environment.glow(ASSETS, ColorRGBA.Red);
        Node root = new Node("caster");
        // A 1 m rod, 0.1 m across, standing on the ground; sun 45 degrees high along +x: the
        // shadow is 1 m plus the rod's width long and 0.1 m wide.
        root.attachChild(geom("rod", new SurfaceBuilder().rod(new Vector3f(0, 0.0f, 0), new Vector3f(0, 1, 0), 0.05f, 16), m));
        root.updateGeometricState();
        PlanarShadow shadow = new PlanarShadow(ASSETS, root, 0);
        shadow.update(new Vector3f(1, -1, 0).normalizeLocal(), Vector3f.ZERO, Vector3f.UNIT_Y);
        double expected = 1.0 * 0.1 + Math.PI * 0.05 * 0.05;
        assertEquals(expected, area(shadow.geometry()), expected * 0.08);
    }

    @Test
    void twoSeparatePiecesInOneMeshCastTwoOutlinesNotTheirHull() {
        Material m = Environment.glow(ASSETS, ColorRGBA.Red);
        Node root = new Node("caster");
        SurfaceBuilder two = new SurfaceBuilder();
        two.ellipsoid(new Vector3f(-1, 0.5f, 0), new Vector3f(0.2f, 0.2f, 0.2f), null, 16);
        two.ellipsoid(new Vector3f(1, 0.5f, 0), new Vector3f(0.2f, 0.2f, 0.2f), null, 16);
        root.attachChild(geom("pair", two, m));
        root.updateGeometricState();
        PlanarShadow shadow = new PlanarShadow(ASSETS, root, 0);
        shadow.update(new Vector3f(0, -1, 0), Vector3f.ZERO, Vector3f.UNIT_Y);
        // Two discs of radius 0.2 m (as 16-gons, the spheres' own equators: 16/2 r^2 sin(2 pi/16)
        // each), not the 0.93 m^2 hull around both; the outline through 64 directions' extreme
        // points lies a few per cent inside.
        double twoPolygons = 2 * 8 * 0.04 * Math.sin(2 * Math.PI / 16);
        assertEquals(twoPolygons, area(shadow.geometry()), twoPolygons * 0.06);
    }

    @Test
    void mergingPartsThatShareAFinishKeepsEveryTriangleAndTheNamedParts() {
        Material black = Environment.glow(ASSETS, ColorRGBA.Black);
        Material red = Environment.glow(ASSETS, ColorRGBA.Red);
        Node body = new Node("body");
        body.attachChild(geom("a", new SurfaceBuilder().ellipsoid(Vector3f.ZERO, new Vector3f(1, 1, 1), null, 8), black));
        body.attachChild(geom("b", new SurfaceBuilder().rod(Vector3f.ZERO, Vector3f.UNIT_X, 0.1f, 6), black));
        body.attachChild(geom("kept", new SurfaceBuilder().rod(Vector3f.ZERO, Vector3f.UNIT_Y, 0.1f, 6), black));
        body.attachChild(geom("c", new SurfaceBuilder().rod(Vector3f.ZERO, Vector3f.UNIT_Z, 0.1f, 6), red));
        int triangles = body.getTriangleCount();
        assertEquals(1, PartBatch.mergeByMaterial(body, Set.of("kept")));
        assertEquals(3, body.getQuantity());
        assertEquals(triangles, body.getTriangleCount());
        assertTrue(body.getChild("kept") != null && body.getChild("a+b") != null && body.getChild("c") != null);
    }

    @Test
    void aPieceInsideTheLargestPiecesShadowIsLeftOutAndOneStickingOutIsDrawn() {
        Material m = Environment.glow(ASSETS, ColorRGBA.Red);
        Node root = new Node("caster");
        // A body 4 m long and 1.6 m wide, a seat inside its footprint and a mirror beyond it.
        root.attachChild(geom("seat", new SurfaceBuilder().ellipsoid(new Vector3f(0.3f, 0.6f, 0.3f),
                new Vector3f(0.25f, 0.2f, 0.2f), null, 10), m));
        root.attachChild(geom("body", new SurfaceBuilder().ellipsoid(new Vector3f(0, 0.7f, 0), new Vector3f(2.0f, 0.4f, 0.8f),
                null, 24), m));
        root.attachChild(geom("mirror", new SurfaceBuilder().ellipsoid(new Vector3f(0.8f, 0.9f, 1.0f),
                new Vector3f(0.06f, 0.05f, 0.12f), null, 8), m));
        root.updateGeometricState();
        PlanarShadow shadow = new PlanarShadow(ASSETS, root, 0);
        Vector3f sun = new Vector3f(-0.45f, -0.75f, -0.48f).normalizeLocal();
        shadow.update(sun, Vector3f.ZERO, Vector3f.UNIT_Y);
        assertEquals(1, shadow.coveredPieceCount(), "the seat lies under the body's shadow");
        double skipped = area(shadow.geometry());
        int triangles = shadow.drawnTriangleCount();
        shadow.setSkipCovered(false);
        shadow.update(sun, Vector3f.ZERO, Vector3f.UNIT_Y);
        assertEquals(0, shadow.coveredPieceCount());
        assertTrue(shadow.drawnTriangleCount() > triangles, "the seat's hull is drawn again");
        // Drawn area without the seat = with it minus the seat's hull (which only overlapped):
        // the body's and the mirror's shadows are both still there.
        assertTrue(skipped > Math.PI * 2.0 * 0.8 * 0.9, "the body's shadow at least: " + skipped);
    }
}
