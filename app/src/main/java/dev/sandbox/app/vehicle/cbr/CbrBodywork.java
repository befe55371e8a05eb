package dev.sandbox.app.vehicle.cbr;

import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import dev.sandbox.app.render.LampSet;
import dev.sandbox.app.render.Loft;
import dev.sandbox.app.render.MeshBuilder;
import dev.sandbox.app.render.PartBatch;
import dev.sandbox.app.render.SurfaceBuilder;
import dev.sandbox.app.vehicle.parts.Finishes;
import java.util.List;

/**
 * The parts of an SC57 CBR1000RR fixed to the frame: the fairing, tank, seat and tail lofted as
 * one skin painted in Honda's red, black and white, the screen, the twin angular headlamps,
 * the tail light, mirrors, the aluminium twin-spar frame, the inline four with its headers and
 * the under-seat silencer that exits below the tail, and the rearsets.
 *
 * <p>Frame: x forward from the centre of mass, y up from the ground, z to the right.
 */
public final class CbrBodywork {

    /** Honda "Winning red". */
    public static final ColorRGBA RED = new ColorRGBA(0.82f, 0.05f, 0.04f, 1f);
    /** Seat height, unladen (in metres): 831 mm (manufacturer). */
    public static final float SEAT_HEIGHT_M = 0.831f;

    private final Node node = new Node("bodywork");
    /** The tail and brake lamp, in the lamp set. */
    static final String TAIL_LIGHT = "tail-light";
    private final LampSet lampSet = new LampSet();
    /** Footpeg positions, left then right (in metres). */
    final Vector3f[] pegs = new Vector3f[2];
    /** Swingarm pivot (in metres). */
    final Vector3f pivot;
    /** Where the rider's seat is (in metres). */
    final Vector3f seat;

    /**
     * @param xf front axle x (in metres)
     * @param xr rear axle x (in metres, negative)
     * @param rf front wheel radius (in metres): the front tyre is the front of the bike
     * @param length overall length, front tyre to tail (in metres)
     * @param height overall height at the screen (in metres)
     * @param headTop the top of the steering head (in metres)
     * @param f finishes
     */
    public CbrBodywork(float xf, float xr, float rf, float length, float height, Vector3f headTop, Finishes f) {
        float nose = xf + 0.13f;
        float tailX = xf + rf - length + 0.01f;
        pivot = new Vector3f(-0.09f, 0.42f, 0);
        seat = new Vector3f(-0.36f, SEAT_HEIGHT_M, 0);
        Loft.Profile skin = new Loft.Profile() {
            @Override
            public float halfWidth(float x) {
                // Slim: the SC57's fairing is about 0.40 m across at the mirrors' roots, the tank
                // 0.34 m, the seat unit 0.26 m; the 0.72 m overall width is the bars and mirrors.
                return Loft.interp(x, new float[][] {{nose, 0.03f}, {nose - 0.08f, 0.12f}, {xf - 0.15f, 0.195f},
                    {xf - 0.38f, 0.20f}, {0.12f, 0.17f}, {-0.12f, 0.16f}, {-0.30f, 0.13f}, {-0.55f, 0.10f},
                    {tailX + 0.15f, 0.075f}, {tailX, 0.03f}});
            }

            @Override
            public float bottom(float x) {
                // The side panels stop short of the engine's rear: the crankcase and the swingarm
                // pivot show behind them, above the belly pan.
                return Loft.interp(x, new float[][] {{nose, 0.84f}, {nose - 0.06f, 0.76f}, {xf - 0.02f, 0.66f},
                    {xf - 0.26f, 0.46f}, {xf - 0.36f, 0.24f}, {0.15f, 0.18f}, {0.0f, 0.30f}, {-0.12f, 0.55f},
                    {-0.26f, 0.70f}, {-0.60f, 0.76f}, {tailX + 0.12f, 0.84f}, {tailX, 0.92f}});
            }

            @Override
            public float bottomWidthRatio(float x) {
                return Loft.interp(x, new float[][] {{nose, 0.8f}, {xf - 0.2f, 0.75f}, {0.2f, 0.62f}, {-0.2f, 0.8f},
                    {-0.3f, 0.9f}, {tailX, 0.9f}});
            }

            @Override
            public float top(float x) {
                return Loft.interp(x, new float[][] {{nose, 0.86f}, {nose - 0.06f, 0.94f}, {xf - 0.15f, 1.00f},
                    {xf - 0.30f, 0.99f}, {0.28f, 0.99f}, {0.12f, 1.03f}, {-0.10f, 0.99f}, {-0.20f, 0.86f},
                    {seat.x, SEAT_HEIGHT_M + 0.005f}, {-0.55f, 0.86f}, {-0.70f, 0.93f}, {tailX + 0.10f, 0.99f},
                    {tailX, 0.97f}});
            }
        };
        SurfaceBuilder shell = Loft.loft(skin, nose, tailX, 56, 32, 0.45f);
        Mesh fairing = shell.build(p -> CbrLivery.scheme(p, xf, seat.x));
        CbrLivery.edge(fairing, xf);
        Geometry paint = new Geometry("fairing", fairing);
        Material gloss = f.paint(ColorRGBA.White);
        gloss.setBoolean("UseVertexColor", true);
        gloss.setBoolean("UseLiveryEdge", true);
        gloss.setColor("LowerColor", CbrLivery.BLACK);
        paint.setMaterial(gloss);
        node.attachChild(paint);

        Material black = f.matte(new ColorRGBA(0.03f, 0.03f, 0.035f, 1f), 10);
        node.attachChild(geom("panel-lines", CbrLivery.panelLines(skin, xf), black));
        node.attachChild(geom("tank-front-line", CbrLivery.tankFront(skin), black));
        node.attachChild(geom("pinstripe", CbrLivery.pinstripe(skin, xf), f.matte(new ColorRGBA(0.9f, 0.9f, 0.92f, 1f), 30)));
        Material alloy = f.alloy(new ColorRGBA(0.62f, 0.63f, 0.66f, 1f));
        Material engineGrey = f.matte(new ColorRGBA(0.16f, 0.16f, 0.17f, 1f), 30);
        Material pipe = f.alloy(new ColorRGBA(0.55f, 0.5f, 0.45f, 1f));

        // Screen: smoked, from the fairing top up to the overall height.
        Vector3f[][] pane = new Vector3f[2][7];
        for (int j = 0; j < 7; j++) {
            float u = -1 + 2f * j / 6;
            pane[0][j] = new Vector3f(xf - 0.06f - 0.04f * u * u, 0.955f - 0.02f * u * u, u * 0.15f);
            pane[1][j] = new Vector3f(xf - 0.30f, height - 0.035f * u * u, u * 0.12f);
        }
        Geometry screen = new Geometry("screen", new SurfaceBuilder().grid(pane, false).build());
        screen.setMaterial(f.glass(new ColorRGBA(0.10f, 0.12f, 0.15f, 0.55f)));
        screen.setQueueBucket(RenderQueue.Bucket.Transparent);
        node.attachChild(screen);

        // Twin angular headlamps: two lozenges either side of the ram-air slot.
        MeshBuilder lamps = new MeshBuilder();
        for (float side : new float[] {-1, 1}) {
            Vector3f a = new Vector3f(nose - 0.015f, 0.865f, side * 0.025f);
            Vector3f b = new Vector3f(nose - 0.09f, 0.905f, side * 0.125f);
            Vector3f c = new Vector3f(nose - 0.13f, 0.875f, side * 0.15f);
            Vector3f d = new Vector3f(nose - 0.05f, 0.835f, side * 0.05f);
            Vector3f out = new Vector3f(1f, 0.3f, side * 0.6f);
            lamps.quadFacing(a.add(out.mult(0.012f)), b.add(out.mult(0.012f)), c.add(out.mult(0.012f)),
                    d.add(out.mult(0.012f)), out);
        }
        ColorRGBA head = new ColorRGBA(0.95f, 0.96f, 1f, 1f);
        lampSet.add("headlamps", lamps.build(), head, head);
        SurfaceBuilder ram = new SurfaceBuilder().ellipsoid(new Vector3f(nose - 0.02f, 0.80f, 0),
                new Vector3f(0.03f, 0.025f, 0.05f), null, 10);
        node.attachChild(geom("ram-air", ram, black));

        MeshBuilder tail = new MeshBuilder();
        Vector3f t0 = new Vector3f(tailX + 0.005f, 0.93f, -0.035f);
        Vector3f t1 = new Vector3f(tailX + 0.005f, 0.93f, 0.035f);
        Vector3f t2 = new Vector3f(tailX + 0.03f, 0.97f, 0.05f);
        Vector3f t3 = new Vector3f(tailX + 0.03f, 0.97f, -0.05f);
        tail.quadFacing(t0.add(-0.012f, 0, 0), t1.add(-0.012f, 0, 0), t2.add(-0.012f, 0, 0), t3.add(-0.012f, 0, 0),
                new Vector3f(-1, 0.3f, 0));
        lampSet.add(TAIL_LIGHT, tail.build(), new ColorRGBA(0.40f, 0.04f, 0.04f, 1f), new ColorRGBA(1f, 0.12f, 0.08f, 1f));
        node.attachChild(lampSet.build(f.assets(), "lamps"));

        SurfaceBuilder mirrors = new SurfaceBuilder();
        for (float side : new float[] {-1, 1}) {
            Vector3f m = new Vector3f(xf - 0.24f, 0.99f, side * 0.31f);
            mirrors.ellipsoid(m, new Vector3f(0.045f, 0.04f, 0.05f), null, 10);
            mirrors.rod(m.add(0.0f, -0.02f, -side * 0.04f), new Vector3f(xf - 0.20f, 0.97f, side * 0.24f), 0.01f, 6);
        }
        node.attachChild(geom("mirrors", mirrors, black));

        // Twin-spar frame from the steering head round the engine to the swingarm pivot.
        SurfaceBuilder frame = new SurfaceBuilder();
        for (float side : new float[] {-1, 1}) {
            frame.tube(List.of(headTop.add(0, -0.06f, side * 0.05f), new Vector3f(0.22f, 0.80f, side * 0.16f),
                    new Vector3f(-0.02f, 0.70f, side * 0.17f), pivot.add(0.02f, 0.06f, side * 0.17f)),
                    new float[] {0.04f, 0.05f, 0.05f, 0.045f}, 8, true);
        }
        node.attachChild(geom("frame", frame, alloy));

        SurfaceBuilder engine = new SurfaceBuilder();
        engine.ellipsoid(new Vector3f(0.10f, 0.40f, 0), new Vector3f(0.26f, 0.22f, 0.17f), null, 16);
        engine.ellipsoid(new Vector3f(0.20f, 0.62f, 0), new Vector3f(0.12f, 0.12f, 0.15f),
                new Quaternion().fromAngleAxis(-0.5f, Vector3f.UNIT_Z), 12);
        node.attachChild(geom("engine", engine, engineGrey));

        // Headers down the front of the engine, the collector under it, the link pipe up to
        // the silencer under the seat, which ends in twin outlets below the tail light.
        SurfaceBuilder exhaust = new SurfaceBuilder();
        for (float z : new float[] {-0.09f, -0.03f, 0.03f, 0.09f}) {
            exhaust.tube(List.of(new Vector3f(0.30f, 0.58f, z), new Vector3f(0.38f, 0.40f, z * 0.9f),
                    new Vector3f(0.30f, 0.17f, z * 0.5f), new Vector3f(0.10f, 0.13f, z * 0.3f)),
                    new float[] {0.02f, 0.02f, 0.02f, 0.025f}, 6, false);
        }
        exhaust.tube(List.of(new Vector3f(0.12f, 0.13f, 0), new Vector3f(-0.12f, 0.14f, 0.03f),
                new Vector3f(-0.28f, 0.45f, 0.05f), new Vector3f(-0.45f, 0.72f, 0)),
                new float[] {0.04f, 0.045f, 0.04f, 0.05f}, 10, true);
        exhaust.tube(List.of(new Vector3f(-0.48f, 0.76f, 0), new Vector3f(tailX + 0.20f, 0.84f, 0)),
                new float[] {0.085f, 0.075f}, 14, true);
        for (float side : new float[] {-1, 1}) {
            exhaust.rod(new Vector3f(tailX + 0.25f, 0.83f, side * 0.04f), new Vector3f(tailX + 0.08f, 0.85f, side * 0.04f),
                    0.025f, 10);
        }
        node.attachChild(geom("exhaust", exhaust, pipe));

        // Rearsets: hanger plates from the frame to the pegs.
        SurfaceBuilder rearsets = new SurfaceBuilder();
        for (int i = 0; i < 2; i++) {
            float side = i == 0 ? -1 : 1;
            pegs[i] = new Vector3f(-0.26f, 0.36f, side * 0.19f);
            rearsets.rod(pegs[i].add(0, 0, -side * 0.03f), pegs[i].add(0, 0, side * 0.05f), 0.012f, 6);
            rearsets.rod(new Vector3f(-0.18f, 0.50f, side * 0.15f), pegs[i].add(0, 0, -side * 0.02f), 0.018f, 6);
            rearsets.rod(new Vector3f(-0.33f, 0.52f, side * 0.15f), pegs[i].add(0, 0, -side * 0.02f), 0.015f, 6);
        }
        node.attachChild(geom("rearsets", rearsets, alloy));
        // Frame, engine, exhaust, rearsets, mirrors and trim: one geometry, coloured per vertex.
        PartBatch.mergeFinishes(node, g -> g != paint && g.getQueueBucket() != RenderQueue.Bucket.Transparent
                && !g.getName().equals("lamps"), "frame+engine+exhaust+rearsets+mirrors", f.vertexColoured(30));
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
