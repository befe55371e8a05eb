package dev.sandbox.app.scene.vehicle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.AssetManager;
import com.jme3.asset.DesktopAssetManager;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import dev.sandbox.app.scene.render.RigidSkin;
import dev.sandbox.app.scene.vehicle.boxster.BoxsterLamps;
import dev.sandbox.app.scene.vehicle.boxster.BoxsterSpoiler;
import dev.sandbox.app.scene.vehicle.cbr.CbrBodywork;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.nio.FloatBuffer;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The vehicle models against the published figures of the real vehicles: Porsche's data for
 * the 986 Boxster S (length 4320 mm, width 1780 mm without mirrors, height 1290 mm, wheelbase
 * 2415 mm) and Honda's for the SC57 CBR1000RR (length 2030 mm, width 720 mm, height 1120 mm,
 * wheelbase 1410 mm, seat 831 mm, rake 23.75 degrees, trail 102 mm). 3 % covers the difference
 * between the spec's rounded figures and the published ones plus the modelling of rounded ends.
 */
class VehicleModelTest {

    private static AssetManager assets;

    @BeforeAll
    static void assets() {
        assets = new DesktopAssetManager(true);
    }

    static VehiclePose at(int wheels, float speedMps, float barRad, float leanRad) {
        return new VehiclePose(new Vector3f(), Vector3f.UNIT_X.clone(), Vector3f.UNIT_Y.clone(), 0, 0,
                new float[wheels], new float[wheels], null, leanRad, 0, barRad, false, speedMps, false, false, 0f);
    }

    /** World extent of every vertex of the geometries that pass the filter: {min, max}. */
    static Vector3f[] extent(Spatial root, Predicate<Geometry> keep) {
        return extent(root, keep, Float.MAX_VALUE);
    }

    /** World extent of every vertex below a height of the geometries that pass the filter: {min, max}. */
    private static Vector3f[] extent(Spatial root, Predicate<Geometry> keep, float belowY) {
        if (root.getParent() == null) {
            root.updateGeometricState();
        }
        Vector3f min = new Vector3f(Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE);
        Vector3f max = min.negate();
        root.depthFirstTraversal(s -> {
            if (s instanceof Geometry g && keep.test(g)) {
                FloatBuffer p = (FloatBuffer) g.getMesh().getBuffer(VertexBuffer.Type.Position).getDataReadOnly();
                Vector3f v = new Vector3f();
                for (int i = 0; i + 2 < p.limit(); i += 3) {
                    g.localToWorld(new Vector3f(p.get(i), p.get(i + 1), p.get(i + 2)), v);
                    if (v.y < belowY) {
                        min.minLocal(v);
                        max.maxLocal(v);
                    }
                }
            }
        });
        return new Vector3f[] {min, max};
    }

    private static boolean under(Spatial s, String name) {
        for (Spatial p = s; p != null; p = p.getParent()) {
            if (name.equals(p.getName())) {
                return true;
            }
        }
        return false;
    }

    private static void within3Percent(double publishedM, double modelM, String what) {
        assertEquals(publishedM, modelM, publishedM * 0.03, what + ": published " + publishedM + " m, model " + modelM + " m");
    }

    @Test
    void boxsterMatchesPorschesLengthWidthHeightAndWheelbase() {
        CarView car = new CarView(VehicleSpecs.load("boxster-s"), assets);
        car.apply(at(4, 0, 0, 0));
        Vector3f[] all = extent(car.root(), g -> true);
        // Porsche's width leaves the mirrors out; their glasses are drawn among the unpainted
        // parts, so the width is taken below them (the hips, the widest part, are at 0.6 m)
        Vector3f[] noMirrors = extent(car.root(), g -> !g.getName().contains("mirrors"), 0.85f);
        within3Percent(4.320, all[1].x - all[0].x, "length");
        within3Percent(1.780, noMirrors[1].z - noMirrors[0].z, "width without mirrors");
        within3Percent(1.290, all[1].y, "height");
        float wheelbase = car.root().getChild("wheel-front-left").getWorldTranslation().x
                - car.root().getChild("wheel-rear-left").getWorldTranslation().x;
        within3Percent(2.415, wheelbase, "wheelbase");
    }

    @Test
    void cbrMatchesHondasLengthWidthHeightWheelbaseAndSeat() {
        BikeView bike = new BikeView(VehicleSpecs.load("cbr1000rr"), assets);
        bike.apply(at(2, 0, 0, 0));
        // The skin draws the rider with the machine; the parts it draws stay in the graph.
        Vector3f[] machine = extent(bike.root(), g -> !under(g, "rider") && !g.getName().equals("skin"));
        within3Percent(2.030, machine[1].x - machine[0].x, "length");
        within3Percent(0.720, machine[1].z - machine[0].z, "width");
        within3Percent(1.120, machine[1].y, "height");
        Vector3f front = bike.root().getChild("front-wheel").getWorldTranslation();
        Vector3f rear = bike.root().getChild("rear-wheel").getWorldTranslation();
        within3Percent(1.410, front.x - rear.x, "wheelbase");
        Vector3f[] seat = extent(bike.root(), g -> g.getName().equals("fairing"));
        assertTrue(seat[1].y > 0.831, "the seat is part of the skin");
    }

    @Test
    void everyTyreTouchesTheGroundWithinOneCentimetreAtRest() {
        CarView car = new CarView(VehicleSpecs.load("boxster-s"), assets);
        car.apply(at(4, 0, 0, 0));
        BikeView bike = new BikeView(VehicleSpecs.load("cbr1000rr"), assets);
        bike.apply(at(2, 0, 0, 0));
        for (Node root : new Node[] {car.root(), bike.root()}) {
            int[] tyres = {0};
            root.depthFirstTraversal(s -> {
                if (s instanceof Geometry g && g.getName().startsWith("tyre")) {
                    tyres[0]++;
                    Vector3f[] e = extent(root, x -> x == g);
                    assertEquals(0, e[0].y, 0.01, "lowest point of a tyre of " + root.getChild(0).getName());
                }
            });
            assertTrue(tyres[0] >= 2);
        }
        Vector3f[] all = extent(car.root(), g -> true);
        assertEquals(0, all[0].y, 0.01, "nothing of the car is below the road");
    }

    @Test
    void forkTurnsAboutTheSteeringAxisWithTheSpecsRakeAndTrail() {
        BikeView bike = new BikeView(VehicleSpecs.load("cbr1000rr"), assets);
        float rake = 23.75f * FastMath.DEG_TO_RAD;
        Node fork = (Node) bike.root().getChild("fork");
        Vector3f[] onAxis = {new Vector3f(0, 0.2f, 0), new Vector3f(0, 0.9f, 0)};
        Vector3f[] straight = new Vector3f[2];
        bike.apply(at(2, 0, 0, 0));
        bike.root().updateGeometricState();
        for (int i = 0; i < 2; i++) {
            straight[i] = fork.localToWorld(onAxis[i], null);
        }
        Vector3f axle0 = bike.root().getChild("front-wheel").getWorldTranslation().clone();
        // The axis: through the two points, leaning back by the rake, meeting the ground one
        // trail ahead of the front contact point (under the axle at rest).
        Vector3f dir = straight[1].subtract(straight[0]).normalizeLocal();
        assertEquals(rake, FastMath.acos(dir.y), 1e-3, "rake from vertical");
        assertTrue(dir.x < 0, "the axis leans back");
        float groundX = straight[0].x - dir.x * straight[0].y / dir.y;
        assertEquals(0.102, groundX - axle0.x, 0.001, "trail");
        bike.apply(at(2, 0, 0.4f, 0));
        bike.root().updateGeometricState();
        for (int i = 0; i < 2; i++) {
            assertEquals(0, straight[i].distance(fork.localToWorld(onAxis[i], null)), 1e-4, "axis point stays put");
        }
        Vector3f axle1 = bike.root().getChild("front-wheel").getWorldTranslation();
        assertTrue(axle1.distance(axle0) > 0.005, "the wheel moved with the bar");
        float d0 = axle0.subtract(straight[0]).cross(dir).length();
        float d1 = axle1.subtract(straight[0]).cross(dir).length();
        assertEquals(d0, d1, 1e-4, "the axle keeps its distance from the steering axis");
        assertTrue(axle1.z < axle0.z, "a left (positive) bar angle swings the wheel to the left");
    }

    @Test
    void spoilerRisesAbove120KmhAndFoldsBelow80() {
        CarView car = new CarView(VehicleSpecs.load("boxster-s"), assets);
        BoxsterSpoiler spoiler = car.model().spoiler();
        Node blade = (Node) car.root().getChild("spoiler-blade");
        float restY = blade.getLocalTranslation().y;
        drive(car, 110 / 3.6f, 3f);
        assertEquals(0, spoiler.extension(), 1e-6, "flush at 110 km/h");
        drive(car, 125 / 3.6f, 3f);
        assertEquals(1, spoiler.extension(), 1e-6, "up at 125 km/h");
        assertEquals(restY + BoxsterSpoiler.LIFT_M, blade.getLocalTranslation().y, 1e-5);
        drive(car, 100 / 3.6f, 3f);
        assertEquals(1, spoiler.extension(), 1e-6, "stays up between 80 and 120 km/h");
        drive(car, 70 / 3.6f, 3f);
        assertEquals(0, spoiler.extension(), 1e-6, "folded below 80 km/h");
    }

    private static void drive(CarView car, float speedMps, float seconds) {
        for (float t = 0; t < seconds; t += 0.05f) {
            car.apply(at(4, speedMps, 0, 0));
            car.root().updateLogicalState(0.05f);
        }
    }

    /** Triangle budgets for each vehicle, which a renderer pays for triangle by triangle. */
    @Test
    void triangleCountsStayWithinBudget() {
        CarView car = new CarView(VehicleSpecs.load("boxster-s"), assets);
        BikeView bike = new BikeView(VehicleSpecs.load("cbr1000rr"), assets);
        int carTris = drawnTriangles(car.root());
        int bikeTris = drawnTriangles(bike.root());
        System.out.println("triangles: Boxster " + carTris + ", CBR and rider " + bikeTris);
        assertTrue(carTris <= 15_000, "Boxster: " + carTris + " triangles, budget 15 000");
        assertTrue(bikeTris <= 15_000, "CBR and rider: " + bikeTris + " triangles, budget 15 000");
        assertTrue(carTris > 8_000 && bikeTris > 5_000, "shaped, not boxes: " + carTris + ", " + bikeTris);
    }

    /**
     * From the chase camera (beyond {@code BoxsterModel.FAR_M}) the Boxster is drawn through its
     * coarse stand-ins: the skin from fewer sections, wheels, driver, steering wheel, roll hoops,
     * seats, trim and exhaust with half the sides and single-ring ends, the lamps' lenses with
     * 60 % of their triangles. A renderer pays for every triangle it sets up, so the far view
     * keeps to under half the triangles of the close one.
     */
    @Test
    void boxsterFromTheChaseCameraIsDrawnWithUnderHalfItsTriangles() {
        CarView car = new CarView(VehicleSpecs.load("boxster-s"), assets);
        int[] drawn = drawnFrom(car, 4, 3f, 6f);
        int near = drawn[0];
        int far = drawn[1];
        assertTrue(near > 12_000, "every detail up close: " + near);
        assertTrue(far < near * 0.47, "far " + far + " against near " + near);
        Mesh lamps = ((Geometry) car.root().getChild(BoxsterLamps.NAME)).getMesh();
        assertEquals(0.6, (double) lamps.getTriangleCount(1) / lamps.getTriangleCount(0), 0.06, "the lamps from afar");
    }

    /**
     * From the chase camera (beyond {@code CbrBodywork.CLOSE_M}, about 4 m) the SC57's painted skin
     * is drawn from fewer sections, over the same extent within 1 cm, so its silhouette and its
     * size on the screen are the same, the rider's limbs and the fork from fewer sides, and the
     * frame, engine and exhaust with half their triangles ({@code RigidSkin.REDUCED}): in all
     * over a third of the triangles fewer. Beyond 6 m the wheels are drawn as their stand-ins
     * too, with their brake discs.
     */
    @Test
    void cbrFromTheChaseCameraIsDrawnWithACoarserSkinOfTheSameSize() {
        BikeView bike = new BikeView(VehicleSpecs.load("cbr1000rr"), assets);
        int[] drawn = drawnFrom(bike, 2, 2f, 4f);
        assertTrue(drawn[1] < drawn[0] - 5_000, "chase " + drawn[1] + " against near " + drawn[0]);
        int far = trianglesSeenFrom(bike.root(), 8f);
        assertTrue(far < drawn[1] - 500, "beyond 6 m the wheels' stand-ins: " + far);
        // The front wheel's stand-in still carries its twin 310 mm discs either side of the hub.
        Geometry standIn = null;
        for (Spatial c : ((Node) bike.root().getChild("front-wheel-spin")).getChildren()) {
            if ("far".equals(c.getUserData(dev.sandbox.app.scene.render.RigidSkin.DETAIL))) {
                standIn = (Geometry) c;
            }
        }
        FloatBuffer p = standIn.getMesh().getFloatBuffer(VertexBuffer.Type.Position);
        boolean[] discs = new boolean[2];
        for (int i = 0; i < p.limit(); i += 3) {
            float radius = FastMath.sqrt(p.get(i) * p.get(i) + p.get(i + 1) * p.get(i + 1));
            if (Math.abs(radius - 0.155f) < 0.002f && Math.abs(Math.abs(p.get(i + 2)) - 0.075f) < 0.012f) {
                discs[p.get(i + 2) < 0 ? 0 : 1] = true;
            }
        }
        assertTrue(discs[0] && discs[1], "the stand-in's discs, left and right");
        Vector3f[] fine = extent(bike.root(), g -> g.getName().equals(CbrBodywork.FAIRING));
        Vector3f[] coarse = extent(bike.root(), g -> g.getName().equals(CbrBodywork.FAIRING_FAR));
        for (int i = 0; i < 2; i++) {
            assertTrue(fine[i].distance(coarse[i]) < 0.01f, "extent " + fine[i] + " against " + coarse[i]);
        }
    }

    /** @return the triangles a view at rest draws from two distances behind it, printed */
    private static int[] drawnFrom(VehicleView view, int wheels, float nearM, float farM) {
        view.apply(at(wheels, 0, 0, 0));
        int[] drawn = {trianglesSeenFrom(view.root(), nearM), trianglesSeenFrom(view.root(), farM)};
        System.out.println(view.getClass().getSimpleName() + " triangles drawn from " + nearM + " m: " + drawn[0]
                + ", from " + farM + " m: " + drawn[1]);
        return drawn;
    }

    /**
     * @return the triangles drawn with the camera {@code distanceM} behind the vehicle, each
     *     skin at the level of detail its control chose for that distance
     */
    private static int trianglesSeenFrom(Spatial root, float distanceM) {
        com.jme3.renderer.Camera cam = new com.jme3.renderer.Camera(1280, 720);
        cam.setLocation(new Vector3f(-distanceM, 1.4f, 0));
        com.jme3.renderer.ViewPort vp = new com.jme3.renderer.ViewPort("chase", cam);
        root.depthFirstTraversal(s -> {
            for (int i = 0; i < s.getNumControls(); i++) {
                if (s.getControl(i) instanceof dev.sandbox.app.scene.render.DistanceLod lod) {
                    lod.render(null, vp);
                }
            }
        });
        return drawnTriangles(root);
    }

    /**
     * Triangles of the geometries drawn (not hidden), each at its current level of detail:
     * parts kept only to cast the shadow, or drawn through a merged stand-in, do not reach the
     * renderer.
     */
    private static int drawnTriangles(Spatial root) {
        int[] n = {0};
        root.depthFirstTraversal(s -> {
            if (s instanceof Geometry g) {
                for (Spatial p = g; p != null; p = p.getParent()) {
                    if (p.getLocalCullHint() == Spatial.CullHint.Always) {
                        return;
                    }
                }
                n[0] += g.getMesh().getNumLodLevels() > 1
                        ? g.getMesh().getLodLevel(g.getLodLevel()).getNumElements() : g.getTriangleCount();
            }
        });
        return n[0];
    }

    @Test
    void theBikesSkinDrawsTheRiderAndChassisWhereTheyArePosed() {
        BikeView bike = new BikeView(VehicleSpecs.load("cbr1000rr"), assets);
        // Hanging off at 35 degrees of lean, the bar turned, the wheels part way round.
        bike.apply(new VehiclePose(new Vector3f(3, 0, 1), Vector3f.UNIT_X.clone(), Vector3f.UNIT_Y.clone(), 0, 0,
                new float[2], new float[] {1.3f, 2.1f}, null, 0.61f, 0.2f, 0.1f, false, 25, false, false, 0f));
        bike.root().updateGeometricState();
        Vector3f[] skin = extent(bike.root(), g -> g.getName().equals("skin"));
        // The parts the skin draws are the hidden ones (they stay in the graph, posed); up close
        // it draws and poses those its nearest level draws, not the stand-ins marked "far".
        Vector3f[] parts = extent(bike.root(), g -> g.getLocalCullHint() == Spatial.CullHint.Always && !farOnly(g));
        assertEquals(0, skin[0].distance(parts[0]), 1e-3, "lower corner " + skin[0] + " vs " + parts[0]);
        assertEquals(0, skin[1].distance(parts[1]), 1e-3, "upper corner " + skin[1] + " vs " + parts[1]);
        assertTrue(parts[1].z - parts[0].z > 0.6f, "the leaned rider and bike span " + (parts[1].z - parts[0].z) + " m across");
    }

    /** @return whether a part is drawn only beyond the skin's nearest level (a stand-in) */
    private static boolean farOnly(Spatial part) {
        for (Spatial s = part; s != null; s = s.getParent()) {
            if ("far".equals(s.getUserData(RigidSkin.DETAIL)) || "far".equals(s.getUserData(RigidSkin.CLOSE_DETAIL))) {
                return true;
            }
        }
        return false;
    }

    @Test
    void chainPlatesRunRoundWithTheRearWheel() {
        BikeView bike = new BikeView(VehicleSpecs.load("cbr1000rr"), assets);
        com.jme3.scene.Geometry plates = (com.jme3.scene.Geometry) bike.root().getChild("chain-plates");
        java.util.Set<com.jme3.scene.Mesh> seen = new java.util.HashSet<>();
        // A quarter of a plate spacing of chain travel per step: 0.0079 m over the sprocket's
        // 0.105 m pitch radius.
        for (int i = 0; i < 12; i++) {
            VehiclePose p = new VehiclePose(new Vector3f(), Vector3f.UNIT_X.clone(), Vector3f.UNIT_Y.clone(), 0, 0,
                    new float[2], new float[] {0, i * 0.0079f / 0.105f}, null, 0, 0, 0, false, 5, false, false, 0f);
            bike.apply(p);
            seen.add(plates.getMesh());
        }
        assertTrue(seen.size() >= 4, "the plates move through their phases: " + seen.size());
    }
}
