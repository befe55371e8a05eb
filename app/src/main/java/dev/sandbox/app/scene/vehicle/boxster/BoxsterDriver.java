package dev.sandbox.app.scene.vehicle.boxster;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import dev.sandbox.app.scene.render.PartBatch;
import dev.sandbox.app.scene.render.PlanarShadow;
import dev.sandbox.app.scene.render.RigidSkin;
import dev.sandbox.app.scene.render.SurfaceBuilder;
import dev.sandbox.app.scene.vehicle.parts.Finishes;
import java.util.List;

/**
 * The 986's driver, in the left seat: a torso, arms to the steering wheel and legs to the
 * pedals as tubes, head and hair as ellipsoids, one vertex-coloured batch.
 */
final class BoxsterDriver {

    /** The driver's shirt. */
    static final ColorRGBA SHIRT = new ColorRGBA(0.15f, 0.2f, 0.35f, 1f);
    /** Skin (also the hands on the steering wheel, which turn with it). */
    static final ColorRGBA SKIN = new ColorRGBA(0.78f, 0.6f, 0.5f, 1f);
    /** Hair. */
    static final ColorRGBA HAIR = new ColorRGBA(0.12f, 0.08f, 0.05f, 1f);

    private BoxsterDriver() {
    }

    /**
     * @param f the finishes
     * @param rx the cockpit's rear edge along the car (in metres; the seat back)
     * @param sx the windscreen's base along the car (in metres; the dashboard)
     * @return the driver's figure, hands on the wheel at quarter to three, with a coarse
     *     stand-in for the distance ({@link RigidSkin#DETAIL})
     */
    static Node figure(Finishes f, float rx, float sx) {
        Node d = new Node("driver");
        Geometry near = build(f, rx, sx, false, "driver-figure");
        near.setUserData(RigidSkin.DETAIL, "near");
        d.attachChild(near);
        Geometry far = build(f, rx, sx, true, "driver-figure-far");
        far.setUserData(RigidSkin.DETAIL, "far");
        far.setUserData(PlanarShadow.CASTS, false);
        d.attachChild(far);
        return d;
    }

    /**
     * The figure; the coarse one has half the sides and segments and no legs (they are under
     * the scuttle, seen only from close by with a door open).
     */
    private static Geometry build(Finishes f, float rx, float sx, boolean coarse, String name) {
        float z = -0.37f;
        Vector3f hip = new Vector3f(rx + 0.24f, 0.56f, z);
        Vector3f neck = new Vector3f(rx + 0.14f, 1.02f, z);
        SurfaceBuilder torso = new SurfaceBuilder(coarse);
        torso.tube(List.of(hip, hip.add(neck).multLocal(0.5f), neck), new float[] {0.15f, 0.17f, 0.13f}, 12, true);
        Vector3f wheel = new Vector3f(sx - 0.36f, 0.90f, z);
        for (float side : new float[] {-1, 1}) {
            Vector3f shoulder = neck.add(0.0f, -0.06f, side * 0.19f);
            Vector3f hand = wheel.add(0.06f, 0.0f, side * 0.17f);
            Vector3f elbow = shoulder.add(hand).multLocal(0.5f).addLocal(-0.02f, -0.10f, side * 0.05f);
            torso.tube(List.of(shoulder, elbow, hand), new float[] {0.05f, 0.045f, 0.035f}, 8, true);
            if (!coarse) {
                Vector3f knee = new Vector3f(sx - 0.18f, 0.62f, z + side * 0.12f);
                torso.tube(List.of(hip.add(0, 0, side * 0.1f), knee, new Vector3f(sx + 0.20f, 0.32f, z + side * 0.12f)),
                        new float[] {0.075f, 0.06f, 0.05f}, 8, true);
            }
        }
        SurfaceBuilder head = new SurfaceBuilder(coarse).ellipsoid(neck.add(0.02f, 0.15f, 0), new Vector3f(0.10f, 0.12f, 0.085f),
                null, 10);
        SurfaceBuilder hairCap = new SurfaceBuilder(coarse).ellipsoid(neck.add(-0.005f, 0.185f, 0),
                new Vector3f(0.10f, 0.09f, 0.09f), null, 8);
        return PartBatch.coloured(name, List.of(torso.build(), head.build(), hairCap.build()),
                List.of(SHIRT, SKIN, HAIR), f.vertexColoured(4));
    }
}
