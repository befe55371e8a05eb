package dev.sandbox.app.scene.vehicle;

import static dev.sandbox.app.scene.vehicle.VehicleModelTest.at;
import static dev.sandbox.app.scene.vehicle.VehicleModelTest.extent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.AssetManager;
import com.jme3.asset.DesktopAssetManager;
import com.jme3.collision.CollisionResult;
import com.jme3.collision.CollisionResults;
import com.jme3.math.Ray;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.VertexBuffer;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.nio.FloatBuffer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The 986's doors and mirrors: the doors swing about their front hinges with their cards and
 * show the cockpit through the opening; shut, their outlines lie on the skin; the mirrors stand
 * on the door tops and show the driver their glass.
 */
class BoxsterDoorsAndMirrorsTest {

    private static AssetManager assets;

    @BeforeAll
    static void assets() {
        assets = new DesktopAssetManager(true);
    }

    @Test
    void boxsterDoorsSwingOutwardAboutTheirFrontHinges() {
        CarView car = new CarView(VehicleSpecs.load("boxster-s"), assets);
        car.apply(at(4, 0, 0, 0));
        Vector3f[] shut = extent(car.root(), g -> g.getName().startsWith("door-right"));
        car.presentOpen(1f);
        car.apply(at(4, 0, 0, 0));
        car.root().updateGeometricState();
        Vector3f[] open = extent(car.root(), g -> g.getName().startsWith("door-right"));
        // A door 0.86 m long (windscreen base to 0.82 m ahead of the rear axle) opened 62
        // degrees: its rear edge about sin 62 x 0.86 = 0.76 m out from the side.
        assertTrue(open[1].z - shut[1].z > 0.7f, "the right door's rear edge swings out: " + shut[1] + " -> " + open[1]);
        assertEquals(shut[1].x, open[1].x, 0.05, "the hinge is at the front edge: the front stays put");
    }

    @Test
    void boxsterDoorCardsLineTheDoorsInsideAndSwingWithThem() {
        CarView car = new CarView(VehicleSpecs.load("boxster-s"), assets);
        car.apply(at(4, 0, 0, 0));
        Vector3f[] panel = extent(car.root(), g -> g.getName().equals("door-right-panel"));
        Vector3f[] card = extent(car.root(), g -> g.getName().equals("door-right-card"));
        // the door takes the tub's wall as its inner face; the card lies on it, facing the cockpit
        assertTrue(card[1].z < panel[1].z && Math.abs(card[0].z - panel[0].z) < 0.03f,
                "the card lies on the door's inner face: card from z " + card[0].z + ", door from " + panel[0].z
                        + " to " + panel[1].z);
        assertTrue(card[0].x > panel[0].x && card[1].x < panel[1].x, "the card fits within the door's length");
        car.presentOpen(1f);
        car.apply(at(4, 0, 0, 0));
        car.root().updateGeometricState();
        Vector3f[] open = extent(car.root(), g -> g.getName().equals("door-right-card"));
        assertTrue(open[1].z - card[1].z > 0.5f, "the card swings out with the door: " + card[1] + " -> " + open[1]);
    }

    @Test
    void throughAnOpenDoorTheCockpitShowsNotTheSkinFromInside() {
        CarView car = new CarView(VehicleSpecs.load("boxster-s"), assets);
        car.apply(at(4, 0, 0, 0));
        car.root().updateGeometricState();
        Vector3f[] door = extent(car.root(), g -> g.getName().equals("door-right-panel"));
        car.presentOpen(1f);
        car.apply(at(4, 0, 0, 0));
        car.root().updateGeometricState();
        // lines of sight from 1.5 m beside the car, 0.6 m above the door's top, down through
        // the opening toward the middle of the cockpit's floor, along the door's middle half;
        // what they meet first in the drawn skin, told by its colour (the paint is red)
        Geometry skin = (Geometry) car.root().getChild("skin");
        FloatBuffer colours = (FloatBuffer) skin.getMesh().getBuffer(VertexBuffer.Type.Color).getDataReadOnly();
        int cockpit = 0;
        int tried = 0;
        StringBuilder seen = new StringBuilder();
        for (float k = 0.3f; k <= 0.71f; k += 0.1f) {
            float x = door[0].x + k * (door[1].x - door[0].x);
            Vector3f eye = new Vector3f(x, door[1].y + 0.6f, door[1].z + 1.5f);
            Vector3f floor = new Vector3f(x, door[0].y + 0.3f, 0);
            CollisionResults hits = new CollisionResults();
            skin.collideWith(new Ray(eye, floor.subtract(eye).normalizeLocal()), hits);
            tried++;
            if (hits.size() == 0) {
                seen.append(" nothing");
                continue;
            }
            int[] tri = new int[3];
            skin.getMesh().getTriangle(hits.getClosestCollision().getTriangleIndex(), tri);
            float r = colours.get(4 * tri[0]);
            float gr = colours.get(4 * tri[0] + 1);
            seen.append(String.format(" (%.2f, %.2f)", r, gr));
            if (r < 2 * gr + 0.2f) {
                cockpit++;
            }
        }
        assertEquals(tried, cockpit, "through the opening, the colours met:" + seen);
    }

    @Test
    void boxsterDoorLinesAreDrawnOnlyWhileTheDoorsAreShut() {
        CarView car = new CarView(VehicleSpecs.load("boxster-s"), assets);
        car.apply(at(4, 0, 0, 0));
        car.root().updateGeometricState();
        assertTrue(skinDraws(car, "door-lines"), "shut: the outlines are drawn");
        car.presentOpen(1f);
        car.apply(at(4, 0, 0, 0));
        car.root().updateGeometricState();
        assertFalse(skinDraws(car, "door-lines"), "open: the opening shows, not the outline of a shut door");
        car.presentOpen(0f);
        car.apply(at(4, 0, 0, 0));
        car.root().updateGeometricState();
        assertTrue(skinDraws(car, "door-lines"), "shut again");
    }

    /**
     * The shut lines lie on the skin's curved side: the 5 mm tubes, laid 2 mm proud of the paint,
     * reach from 3 mm inside it to 7 mm outside, measured square to the side; measured across the
     * car (z) at the vertex's own height, as here, that grows by 1 / cos of the side's lean, up to
     * about 55 degrees under the shoulder, so within 7 mm inside and 12 mm outside. A line ruled
     * straight from sill to door top sank into the side's bulge and stood centimetres off its
     * tumblehome: thin black rods seen beside the body from behind.
     */
    @Test
    void boxsterDoorLinesLieOnTheSkinsCurvedSide() {
        CarView car = new CarView(VehicleSpecs.load("boxster-s"), assets);
        Geometry lines = (Geometry) car.root().getChild("door-lines");
        FloatBuffer p = (FloatBuffer) lines.getMesh().getBuffer(VertexBuffer.Type.Position).getDataReadOnly();
        double worst = 0;
        int n = 0;
        for (int i = 0; i + 2 < p.limit(); i += 3, n++) {
            float x = p.get(i);
            float y = p.get(i + 1);
            float side = car.model().shape().sideZAt(x, y);
            double out = Math.abs(p.get(i + 2)) - side;
            assertTrue(out > -0.007 && out < 0.012, String.format(java.util.Locale.ROOT,
                    "vertex (%.3f, %.3f, %.3f) is %.1f mm off the skin's side", x, y, p.get(i + 2), out * 1000));
            worst = Math.max(worst, Math.abs(out));
        }
        assertTrue(n > 100, "the four lines have their vertices: " + n);
    }

    /**
     * Each mirror stands on the door: the foot of its arm, the mirror's lowest point on that
     * side, lies within 3 cm of the skin's top there (an arm rising from 17 cm above the door top
     * read as a red blob floating beside the windscreen).
     */
    @Test
    void boxsterMirrorsStandOnTheDoorTops() {
        CarView car = new CarView(VehicleSpecs.load("boxster-s"), assets);
        Geometry mirrors = (Geometry) car.root().getChild("mirrors");
        FloatBuffer p = (FloatBuffer) mirrors.getMesh().getBuffer(VertexBuffer.Type.Position).getDataReadOnly();
        for (int side : new int[] {-1, 1}) {
            Vector3f foot = null;
            for (int i = 0; i + 2 < p.limit(); i += 3) {
                if (p.get(i + 2) * side > 0 && (foot == null || p.get(i + 1) < foot.y)) {
                    foot = new Vector3f(p.get(i), p.get(i + 1), p.get(i + 2));
                }
            }
            float top = car.model().shape().surfaceY(foot.x, foot.z);
            assertEquals(top, foot.y, 0.03, "side " + side + ": the arm's foot at " + foot);
        }
    }

    /**
     * From the driver's eye each mirror shows its dark glass, not the back of a red housing: a
     * line of sight to the middle of the housing meets the glass first (the shut skin's colour
     * there is the glass's near-black, not the paint's red).
     */
    @Test
    void boxsterDriverSeesBothMirrorsGlasses() {
        CarView car = new CarView(VehicleSpecs.load("boxster-s"), assets);
        // seen from the cockpit the driver is not drawn
        car.showOccupant(false);
        car.apply(at(4, 0, 0, 0));
        car.root().updateGeometricState();
        Geometry paint = (Geometry) car.root().getChild("paint+mirrors");
        Geometry skin = (Geometry) car.root().getChild("skin");
        Geometry mirrors = (Geometry) car.root().getChild("mirrors");
        FloatBuffer p = (FloatBuffer) mirrors.getMesh().getBuffer(VertexBuffer.Type.Position).getDataReadOnly();
        FloatBuffer colours = (FloatBuffer) skin.getMesh().getBuffer(VertexBuffer.Type.Color).getDataReadOnly();
        Vector3f eye = car.root().localToWorld(car.cockpitEye(), null);
        for (int side : new int[] {-1, 1}) {
            // the housing: the mirror's vertices above its arm
            Vector3f centre = new Vector3f();
            int n = 0;
            for (int i = 0; i + 2 < p.limit(); i += 3) {
                if (p.get(i + 2) * side > 0 && p.get(i + 1) > 0.93f) {
                    centre.addLocal(mirrors.localToWorld(new Vector3f(p.get(i), p.get(i + 1), p.get(i + 2)), null));
                    n++;
                }
            }
            centre.divideLocal(n);
            Ray sight = new Ray(eye, centre.subtract(eye).normalizeLocal());
            CollisionResults onPaint = new CollisionResults();
            paint.collideWith(sight, onPaint);
            CollisionResults onSkin = new CollisionResults();
            skin.collideWith(sight, onSkin);
            assertTrue(onSkin.size() > 0, "side " + side + ": the line of sight meets the unpainted parts");
            CollisionResult first = onSkin.getClosestCollision();
            assertTrue(onPaint.size() == 0 || onPaint.getClosestCollision().getDistance() > first.getDistance(),
                    "side " + side + ": the paint is met first, at " + (onPaint.size() == 0 ? null
                            : onPaint.getClosestCollision().getContactPoint()));
            int[] tri = new int[3];
            skin.getMesh().getTriangle(first.getTriangleIndex(), tri);
            float red = colours.get(4 * tri[0]);
            assertTrue(red < 0.1f, "side " + side + ": the driver sees colour with red " + red + " at "
                    + first.getContactPoint());
        }
    }

    /** @return whether every vertex of the named (hidden) part is among the skin's vertices */
    private static boolean skinDraws(VehicleView view, String part) {
        Geometry skin = (Geometry) view.root().getChild("skin");
        FloatBuffer p = (FloatBuffer) skin.getMesh().getBuffer(VertexBuffer.Type.Position).getDataReadOnly();
        java.util.Set<String> drawn = new java.util.HashSet<>();
        for (int i = 0; i + 2 < p.limit(); i += 3) {
            drawn.add(Math.round(p.get(i) * 1e4) + "," + Math.round(p.get(i + 1) * 1e4) + "," + Math.round(p.get(i + 2) * 1e4));
        }
        Geometry g = (Geometry) view.root().getChild(part);
        FloatBuffer q = (FloatBuffer) g.getMesh().getBuffer(VertexBuffer.Type.Position).getDataReadOnly();
        Vector3f v = new Vector3f();
        for (int i = 0; i + 2 < q.limit(); i += 3) {
            // the skin is in the vehicle's frame, which sits at the origin here
            g.localToWorld(new Vector3f(q.get(i), q.get(i + 1), q.get(i + 2)), v);
            if (!drawn.contains(Math.round(v.x * 1e4) + "," + Math.round(v.y * 1e4) + "," + Math.round(v.z * 1e4))) {
                return false;
            }
        }
        return true;
    }
}
