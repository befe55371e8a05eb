package dev.sandbox.app.scene.vehicle.cbr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.DesktopAssetManager;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import dev.sandbox.app.scene.render.Loft;
import dev.sandbox.app.scene.vehicle.BikeView;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.nio.FloatBuffer;
import org.junit.jupiter.api.Test;

/**
 * The SC57's red/black line is cut by the paint material, not blended between vertices: each
 * vertex carries its height above the line, which is linear across a triangle, so the edge
 * falls exactly where the line crosses it however far apart the vertices are.
 */
class CbrLiveryTest {

    /** A box 0.2 m wide from 0.5 m to 1.0 m up: the line's height ahead of the seat ignores it. */
    private static final Loft.Profile BOX = new Loft.Profile() {
        @Override
        public float halfWidth(float x) {
            return 0.1f;
        }

        @Override
        public float bottom(float x) {
            return 0.5f;
        }

        @Override
        public float top(float x) {
            return 1.0f;
        }
    };

    @Test
    void theEdgeValueIsTheHeightAboveTheLineAndCrossesZeroOnIt() {
        float xf = 0.75f;
        float x = 0.4f;
        float line = CbrLivery.cutHeight(BOX, x, xf);
        Mesh strip = new Mesh();
        // Two vertices 30 cm apart, one on each side of the line: far coarser than the edge.
        strip.setBuffer(VertexBuffer.Type.Position, 3, new float[] {x, line - 0.10f, 0.3f, x, line + 0.20f, 0.3f});
        CbrLivery.edge(strip, BOX, xf, -0.36f);
        FloatBuffer above = (FloatBuffer) strip.getBuffer(VertexBuffer.Type.TexCoord2).getData();
        assertEquals(-0.10f, above.get(0), 1e-5f);
        assertEquals(0.20f, above.get(1), 1e-5f);
        // Interpolated linearly, it is zero a third of the way up: on the line.
        float t = -above.get(0) / (above.get(1) - above.get(0));
        assertEquals(line, line - 0.10f + t * 0.30f, 1e-5f);
    }

    @Test
    void theSchemeAboveTheLineIsRedRightDownToItAndTheMaterialPaintsBlackBelow() {
        float xf = 0.75f;
        float line = CbrLivery.cutHeight(BOX, 0.4f, xf);
        ColorRGBA justAbove = CbrLivery.scheme(new Vector3f(0.4f, line + 0.005f, 0.3f), xf, -0.3f);
        ColorRGBA below = CbrLivery.scheme(new Vector3f(0.4f, line - 0.05f, 0.3f), xf, -0.3f);
        assertEquals(CbrBodywork.RED, justAbove, "no blend towards black above the line");
        assertEquals(CbrBodywork.RED, below, "the vertex colour stays red: the material cuts to black");

        BikeView bike = new BikeView(VehicleSpecs.load("cbr1000rr"), new DesktopAssetManager(true));
        Geometry fairing = (Geometry) bike.root().getChild("fairing");
        assertEquals(Boolean.TRUE, fairing.getMaterial().getParam("UseLiveryEdge").getValue());
        assertEquals(CbrLivery.BLACK, fairing.getMaterial().getParam("LowerColor").getValue());
        FloatBuffer edge = (FloatBuffer) fairing.getMesh().getBuffer(VertexBuffer.Type.TexCoord2).getData();
        int under = 0;
        int over = 0;
        for (int i = 0; i < edge.limit(); i++) {
            if (edge.get(i) < 0) {
                under++;
            } else {
                over++;
            }
        }
        assertTrue(under > 100 && over > 100, "the line runs across the fairing: " + under + " below, " + over + " above");
    }

    /**
     * Behind the tank the tail's side panels are red down to their lower edge, where the
     * silencer tucks under them: no black band between the paint and the can. Only the flat
     * underside (the undertray) and the seat are black.
     */
    @Test
    void underTheSeatTheSidePanelsAreRedDownToTheSilencer() {
        SkinBuffers b = SkinBuffers.of(gameSkin());
        float seatTop = CbrBodywork.SEAT_HEIGHT_M;
        int sides = 0;
        int undertray = 0;
        for (int i = 0; i < b.edge().limit(); i++) {
            float x = b.p().get(3 * i);
            float y = b.p().get(3 * i + 1);
            if (x > CbrLivery.UNDER_SEAT_X - 0.02f || x < -0.95f) {
                continue;
            }
            float sideways = Math.abs(b.n().get(3 * i + 2));
            float down = -b.n().get(3 * i + 1);
            if (sideways > down && y < seatTop - 0.04f) {
                sides++;
                assertTrue(b.edge().get(i) > 0, "red on the tail's side at x " + x + ", y " + y);
            } else if (down > 0.9f) {
                undertray++;
                assertTrue(b.edge().get(i) < 0, "black under the tail at x " + x + ", y " + y);
            }
        }
        assertTrue(sides > 20 && undertray > 10, sides + " side and " + undertray + " underside vertices");
    }

    /**
     * The pillion seat is a black pad on the tail's top behind the rider's seat, and the tail's
     * point behind it stays red, so from the side the tail reads as seat, pillion and red tip
     * instead of one long red sweep.
     */
    @Test
    void thePillionSeatIsBlackOnTheTailsTopAndItsPointRed() {
        SkinBuffers b = SkinBuffers.of(gameSkin());
        int pillion = 0;
        int point = 0;
        for (int i = 0; i < b.edge().limit(); i++) {
            float x = b.p().get(3 * i);
            if (b.n().get(3 * i + 1) < 0.8f) {
                continue;
            }
            if (x < CbrLivery.PILLION_FRONT_X - 0.02f && x > CbrLivery.PILLION_BACK_X + 0.02f) {
                pillion++;
                assertTrue(b.edge().get(i) < 0, "black on the pillion's top at x " + x);
            } else if (x < CbrLivery.PILLION_BACK_X - 0.04f) {
                point++;
                assertTrue(b.edge().get(i) > 0, "red on the tail's point at x " + x);
            }
        }
        assertTrue(pillion > 10 && point > 5, pillion + " pillion and " + point + " point vertices");
    }

    /**
     * Colours laid per vertex are blended across each triangle: on the tail, whose vertices
     * are several centimetres apart, a stripe drawn that way is a blurred smear. So every
     * vertex of the skin is the one red; the black parts are cut by the material and the
     * white accent is a part of its own.
     */
    @Test
    void theSkinCarriesOneRedSoNoStripeIsSmearedBetweenItsVertices() {
        BikeView bike = new BikeView(VehicleSpecs.load("cbr1000rr"), new DesktopAssetManager(true));
        Mesh skin = ((Geometry) bike.root().getChild(CbrBodywork.FAIRING)).getMesh();
        FloatBuffer c = (FloatBuffer) skin.getBuffer(VertexBuffer.Type.Color).getData();
        float[] red = CbrBodywork.RED.toArray(null);
        for (int i = 0; i < c.limit(); i++) {
            assertEquals(red[i % 4], c.get(i), 1e-6f, "vertex " + i / 4 + " channel " + i % 4);
        }
        assertTrue(c.limit() > 1000, "the skin has a colour per vertex: " + c.limit() / 4);
    }

    /**
     * The painted skin's positions, normals and each vertex's distance from the black (the
     * livery edge, TexCoord2).
     */
    private record SkinBuffers(FloatBuffer p, FloatBuffer n, FloatBuffer edge) {
        static SkinBuffers of(Mesh skin) {
            return new SkinBuffers(skin.getFloatBuffer(VertexBuffer.Type.Position), skin.getFloatBuffer(VertexBuffer.Type.Normal),
                    (FloatBuffer) skin.getBuffer(VertexBuffer.Type.TexCoord2).getData());
        }
    }

    /** @return the fairing's skin as the game builds it from the cbr1000rr spec */
    private static Mesh gameSkin() {
        BikeView bike = new BikeView(VehicleSpecs.load("cbr1000rr"), new DesktopAssetManager(true));
        return ((Geometry) bike.root().getChild(CbrBodywork.FAIRING)).getMesh();
    }
}
