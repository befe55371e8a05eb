package dev.sandbox.app.scene.vehicle.cbr;

import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import dev.sandbox.app.scene.render.LampSet;
import dev.sandbox.app.scene.render.Loft;
import dev.sandbox.app.scene.render.MeshBuilder;
import dev.sandbox.app.scene.render.PartBatch;
import dev.sandbox.app.scene.render.PlanarShadow;
import dev.sandbox.app.scene.render.RigidSkin;
import dev.sandbox.app.scene.render.SurfaceBuilder;
import dev.sandbox.app.scene.vehicle.parts.Finishes;
import java.util.List;

/**
 * The parts of an SC57 CBR1000RR fixed to the frame: the fairing, tank, seat and tail lofted as
 * one skin painted in Honda's red, black and white, the screen, the twin angular headlamps,
 * the tail light, mirrors, the aluminium twin-spar frame, the inline four with its headers and
 * the under-seat silencer that exits below the tail, the plate hanger with the rear indicators,
 * and the rearsets ({@link CbrFrame}).
 *
 * <p>Frame: x forward from the centre of mass, y up from the ground, z to the right.
 */
public final class CbrBodywork {

    /** Honda "Winning red". */
    public static final ColorRGBA RED = new ColorRGBA(0.82f, 0.05f, 0.04f, 1f);
    /** Seat height, unladen (in metres): 831 mm (manufacturer). */
    public static final float SEAT_HEIGHT_M = 0.831f;

    /**
     * The tail lamp's clear lens unlit: pale, lighter than the red paint and the lamp's core,
     * so the lamp shows in its black surround.
     */
    static final ColorRGBA TAIL_LENS_UNLIT = new ColorRGBA(0.64f, 0.52f, 0.53f, 1f);
    /** The clear lens lit by the brake: glowing, brighter than unlit. */
    static final ColorRGBA TAIL_LENS_LIT = new ColorRGBA(1f, 0.62f, 0.54f, 1f);
    /** The red lamp behind the lens unlit. */
    static final ColorRGBA TAIL_CORE_UNLIT = new ColorRGBA(0.55f, 0.10f, 0.10f, 1f);
    /** The red lamp lit by the brake. */
    static final ColorRGBA TAIL_CORE_LIT = new ColorRGBA(1f, 0.24f, 0.16f, 1f);

    /** The painted skin's name. */
    public static final String FAIRING = "fairing";
    /** The painted skin's stand-in's name. */
    public static final String FAIRING_FAR = "fairing-far";
    /** Sections of the painted skin along the bike, seen up close (the showroom, the cockpit). */
    static final int SECTIONS = 56;
    /** Points round each section up close. */
    static final int AROUND = 32;
    /**
     * Sections of the painted skin drawn beyond {@link #CLOSE_M}: from the chase camera, about 4 m
     * away, a section every 7 cm is still several pixels apart, and the software renderer pays
     * for each thin triangle.
     */
    static final int FAR_SECTIONS = 30;
    /** Points round each section beyond {@link #CLOSE_M}. */
    static final int FAR_AROUND = 24;
    /**
     * Camera distance beyond which the bike is drawn at the chase camera's detail (in metres;
     * the chase camera rides about 4 m away): the coarser painted skin here, and in the skin the
     * rider's limbs and the fork from fewer sides ({@code BikeView}).
     */
    public static final float CLOSE_M = 3.0f;
    /** The fixed parts but the painted skin, the livery's lines, the lamps and the screen, merged. */
    public static final String FIXED_PARTS = "frame+engine+exhaust+muffler+rearsets+mirrors+trim";
    /**
     * Share of the fixed parts' triangles drawn beyond {@link #CLOSE_M} ({@link RigidSkin#REDUCED}):
     * the frame's spars, the engine's ellipsoids, the headers and the pegs with half their
     * triangles cannot be told from the full ones from 4 m.
     */
    static final float FIXED_PARTS_KEPT_FROM_CHASE = 0.5f;
    /** The lines painted on the skin: kept whole, as a coarser line would leave the curved skin. */
    private static final java.util.Set<String> LIVERY_LINES = java.util.Set.of("panel-lines", "tank-front-line", "pinstripe");

    private final Node node = new Node("bodywork");
    /** The tail and brake lamp's red core, in the lamp set. */
    static final String TAIL_LIGHT = "tail-light";
    /** The clear lens round it, in the lamp set. */
    static final String TAIL_LENS = "tail-lens";
    private final LampSet lampSet = new LampSet();
    /** Footpeg positions, left then right (in metres). */
    final Vector3f[] pegs = new Vector3f[2];
    /** Swingarm pivot (in metres). */
    final Vector3f pivot;
    /** Where the rider's seat is (in metres). */
    final Vector3f seat;
    /** The lofted skin's profile. */
    final Loft.Profile skin;
    /** The nose's and side panels' features. */
    final CbrFairing front;
    /** The silencer and lamp under the tail. */
    final CbrTailUnit tail;
    /** The painted skin's coarser stand-in. */
    private final Geometry paintFar;

    /**
     * @param xf front axle x (in metres)
     * @param xr rear axle x (in metres, negative)
     * @param rf front wheel radius (in metres): the front tyre is the front of the bike
     * @param length overall length, front tyre to tail (in metres)
     * @param width overall width, over the mirrors (in metres)
     * @param height overall height at the screen (in metres)
     * @param headTop the top of the steering head (in metres)
     * @param f finishes
     */
    public CbrBodywork(float xf, float xr, float rf, float length, float width, float height, Vector3f headTop, Finishes f) {
        float nose = xf + 0.13f;
        float tailX = xf + rf - length + 0.01f;
        pivot = new Vector3f(-0.09f, 0.42f, 0);
        seat = new Vector3f(-0.36f, SEAT_HEIGHT_M, 0);
        skin = new Loft.Profile() {
            @Override
            public float halfWidth(float x) {
                // Slim: the SC57's fairing is about 0.40 m across at the mirrors' roots, the tank
                // 0.34 m, the seat unit 0.26 m; the 0.72 m overall width is the bars and mirrors.
                // The nose is a point in plan, the tail a narrow wedge to its tip.
                return Loft.interp(x, new float[][] {{nose, 0.025f}, {nose - 0.05f, 0.085f}, {nose - 0.13f, 0.16f},
                    {xf - 0.15f, 0.20f}, {xf - 0.38f, 0.20f}, {0.12f, 0.17f}, {-0.12f, 0.16f}, {-0.30f, 0.13f},
                    {-0.55f, 0.10f}, {tailX + 0.25f, 0.08f}, {tailX + 0.06f, 0.055f}, {tailX, 0.04f}});
            }

            @Override
            public float bottom(float x) {
                // The side panels stop short of the engine's rear: the crankcase and the swingarm
                // pivot show behind them, above the belly pan.
                // Under the nose a chin falls back from the point; under the tail the cowl
                // rises toward its tip, clear of the silencer below it.
                return Loft.interp(x, new float[][] {{nose, 0.78f}, {nose - 0.03f, 0.74f}, {nose - 0.08f, 0.69f},
                    {xf - 0.02f, 0.64f}, {xf - 0.26f, 0.46f}, {xf - 0.36f, 0.24f}, {0.15f, 0.18f}, {0.0f, 0.30f},
                    {-0.12f, 0.55f}, {-0.26f, 0.70f}, {-0.55f, 0.76f}, {-0.70f, 0.80f}, {tailX + 0.15f, 0.86f},
                    {tailX, 0.92f}});
            }

            @Override
            public float bottomWidthRatio(float x) {
                // A shield from the front: wide at the lamps, narrowing to the chin.
                return Loft.interp(x, new float[][] {{nose, 0.5f}, {nose - 0.12f, 0.6f}, {xf - 0.2f, 0.75f}, {0.2f, 0.62f},
                    {-0.2f, 0.8f}, {-0.3f, 0.9f}, {tailX, 0.9f}});
            }

            @Override
            public float top(float x) {
                // From the point the lamps' face slopes up steeply to the screen's base; behind
                // the seat the cowl rises to a tip about 1.0 m up.
                return Loft.interp(x, new float[][] {{nose, 0.80f}, {nose - 0.03f, 0.845f}, {nose - 0.13f, 0.935f},
                    {xf - 0.10f, 0.965f}, {xf - 0.30f, 0.99f}, {0.28f, 0.99f}, {0.12f, 1.03f}, {-0.10f, 0.99f},
                    {-0.20f, 0.86f}, {seat.x, SEAT_HEIGHT_M + 0.005f}, {-0.52f, 0.85f}, {-0.70f, 0.93f},
                    {tailX + 0.06f, 1.00f}, {tailX, 0.985f}});
            }
        };
        Material gloss = f.paint(ColorRGBA.White);
        gloss.setBoolean("UseVertexColor", true);
        gloss.setBoolean("UseLiveryEdge", true);
        gloss.setColor("LowerColor", CbrLivery.BLACK);
        Geometry paint = painted(FAIRING, nose, tailX, xf, SECTIONS, AROUND, gloss);
        paintFar = painted(FAIRING_FAR, nose, tailX, xf, FAR_SECTIONS, FAR_AROUND, gloss);
        paintFar.setUserData(PlanarShadow.CASTS, false);
        node.attachChild(paint);
        node.attachChild(paintFar);

        Material black = f.matte(new ColorRGBA(0.03f, 0.03f, 0.035f, 1f), 10);
        node.attachChild(geom("panel-lines", CbrLivery.panelLines(skin, xf), black));
        node.attachChild(geom("tank-front-line", CbrLivery.tankFront(skin), black));
        node.attachChild(geom("pinstripe", CbrLivery.pinstripe(skin, xf), f.matte(new ColorRGBA(0.9f, 0.9f, 0.92f, 1f), 30)));
        Material alloy = f.alloy(new ColorRGBA(0.62f, 0.63f, 0.66f, 1f));
        Material engineGrey = f.matte(new ColorRGBA(0.16f, 0.16f, 0.17f, 1f), 30);
        Material pipe = f.alloy(new ColorRGBA(0.55f, 0.5f, 0.45f, 1f));

        front = new CbrFairing(skin, nose, xf);
        Geometry screen = geom("screen", front.screen(height), f.glass(new ColorRGBA(0.06f, 0.07f, 0.09f, 0.7f)));
        screen.setQueueBucket(RenderQueue.Bucket.Transparent);
        node.attachChild(screen);
        ColorRGBA head = new ColorRGBA(0.95f, 0.96f, 1f, 1f);
        for (float side : new float[] {-1, 1}) {
            String which = side < 0 ? "left" : "right";
            lampSet.add("headlamp-" + which, front.headlamp(side, 0).build(), head, head);
            node.attachChild(geom("headlamp-surround-" + which, front.headlamp(side, 0.008f), black));
        }
        node.attachChild(geom("ram-air", front.ramAir(), black));
        node.attachChild(geom("vents", front.ventRecesses(), black));
        node.attachChild(geom("louvres", front.ventLouvres(), f.matte(RED, 30)));
        node.attachChild(geom("mirrors", front.mirrors(width / 2), black));

        tail = new CbrTailUnit(skin, tailX);
        lampSet.add(TAIL_LENS, tail.lamp(CbrTailUnit.CORE_SCALE, CbrTailUnit.LENS_SCALE).build(), TAIL_LENS_UNLIT, TAIL_LENS_LIT);
        lampSet.add(TAIL_LIGHT, tail.lamp(0, CbrTailUnit.CORE_SCALE).build(), TAIL_CORE_UNLIT, TAIL_CORE_LIT);
        node.attachChild(lampSet.build(f.assets(), "lamps"));
        node.attachChild(geom("tail-lamp-surround", tail.lampSurround(), black));
        node.attachChild(geom("muffler", tail.heatShield(), f.matte(CbrTailUnit.HEAT_SHIELD, 20)));
        node.attachChild(geom("muffler-end", tail.endCap(), f.alloy(CbrTailUnit.END_STEEL)));
        node.attachChild(geom("muffler-outlet", tail.outlet(), black));
        node.attachChild(geom("plate-hanger", tail.plateHanger(), black));
        node.attachChild(geom("number-plate", tail.plate(), f.matte(CbrTailUnit.PLATE_WHITE, 0)));
        node.attachChild(geom("indicator-stalks", tail.indicatorStalks(), black));
        node.attachChild(geom("rear-indicators", tail.indicatorLenses(), f.matte(CbrTailUnit.INDICATOR_LENS, 60)));

        node.attachChild(geom("frame", CbrFrame.spars(headTop, pivot), alloy));
        node.attachChild(geom("pivot-plates", CbrFrame.pivotPlates(), alloy));
        node.attachChild(geom("pivot-spindle", CbrFrame.spindleEnds(pivot), f.alloy(new ColorRGBA(0.36f, 0.36f, 0.38f, 1f))));

        SurfaceBuilder engine = new SurfaceBuilder();
        engine.ellipsoid(new Vector3f(0.10f, 0.40f, 0), new Vector3f(0.26f, 0.22f, 0.17f), null, 16);
        engine.ellipsoid(new Vector3f(0.20f, 0.62f, 0), new Vector3f(0.12f, 0.12f, 0.15f),
                new Quaternion().fromAngleAxis(-0.5f, Vector3f.UNIT_Z), 12);
        node.attachChild(geom("engine", engine, engineGrey));

        // Headers down the front of the engine, the collector under it, the link pipe up to
        // the silencer under the seat.
        SurfaceBuilder exhaust = new SurfaceBuilder();
        for (float z : new float[] {-0.09f, -0.03f, 0.03f, 0.09f}) {
            exhaust.tube(List.of(new Vector3f(0.30f, 0.58f, z), new Vector3f(0.38f, 0.40f, z * 0.9f),
                    new Vector3f(0.30f, 0.17f, z * 0.5f), new Vector3f(0.10f, 0.13f, z * 0.3f)),
                    new float[] {0.02f, 0.02f, 0.02f, 0.025f}, 6, false);
        }
        exhaust.tube(List.of(new Vector3f(0.12f, 0.13f, 0), new Vector3f(-0.12f, 0.14f, 0.03f),
                new Vector3f(-0.28f, 0.45f, 0.05f), new Vector3f(CbrTailUnit.MUFFLER_FRONT_X, 0.72f, 0)),
                new float[] {0.04f, 0.045f, 0.04f, 0.05f}, 10, true);
        node.attachChild(geom("exhaust", exhaust, pipe));

        for (int i = 0; i < 2; i++) {
            pegs[i] = new Vector3f(-0.26f, 0.36f, (i == 0 ? -1 : 1) * 0.19f);
        }
        node.attachChild(geom("rearsets", CbrFrame.hangers(pegs), alloy));
        node.attachChild(geom("footpegs", CbrFrame.footpegs(pegs), alloy));
        // The livery's lines on the skin, then frame, engine, exhaust, silencer, plate hanger,
        // rearsets, mirrors and trim: two geometries, coloured per vertex. The lines lie on the
        // painted skin and keep every triangle at any distance; the rest is drawn reduced from
        // the chase camera on.
        PartBatch.mergeFinishes(node, g -> LIVERY_LINES.contains(g.getName()), "livery-lines", f.vertexColoured(30));
        Geometry fixed = PartBatch.mergeFinishes(node, g -> g != paint && g != paintFar
                && g.getQueueBucket() != RenderQueue.Bucket.Transparent && !g.getName().equals("lamps")
                && !g.getName().equals("livery-lines"), FIXED_PARTS, f.vertexColoured(30));
        fixed.setUserData(RigidSkin.REDUCED, FIXED_PARTS_KEPT_FROM_CHASE);
    }

    /** The painted skin lofted along the profile, its livery's black parts as crisp edges. */
    private Geometry painted(String name, float nose, float tailX, float xf, int sections, int around, Material gloss) {
        Mesh mesh = Loft.loft(skin, nose, tailX, sections, around, 0.45f).build(p -> CbrLivery.scheme(p, xf, seat.x));
        CbrLivery.edge(mesh, skin, xf, seat.x);
        Geometry g = new Geometry(name, mesh);
        g.setMaterial(gloss);
        return g;
    }

    /** @return the painted skin drawn up close, and its coarser stand-in drawn beyond {@link #CLOSE_M} */
    public Geometry[] paintedSkins() {
        return new Geometry[] {(Geometry) node.getChild(FAIRING), paintFar};
    }

    /** @return the swingarm pivot (in metres) */
    public Vector3f pivotPoint() {
        return pivot.clone();
    }

    /** @return the rider's seat point (in metres) */
    public Vector3f seatPoint() {
        return seat.clone();
    }

    /** @return the footpegs, left then right (in metres) */
    public Vector3f[] pegPoints() {
        return pegs.clone();
    }

    /** @return the node of the fixed parts */
    public Node node() {
        return node;
    }

    /** @param braking true to light the brake lamp */
    public void brake(boolean braking) {
        lampSet.set(TAIL_LIGHT, braking);
        lampSet.set(TAIL_LENS, braking);
    }

    static Geometry geom(String name, SurfaceBuilder sb, Material m) {
        Geometry g = new Geometry(name, sb.build());
        g.setMaterial(m);
        return g;
    }

    static Geometry geom(String name, MeshBuilder mb, Material m) {
        Geometry g = new Geometry(name, mb.build());
        g.setMaterial(m);
        return g;
    }
}
