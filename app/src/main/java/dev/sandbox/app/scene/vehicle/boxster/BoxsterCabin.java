package dev.sandbox.app.scene.vehicle.boxster;

import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import dev.sandbox.app.scene.render.PartBatch;
import dev.sandbox.app.scene.render.PlanarShadow;
import dev.sandbox.app.scene.render.RigidSkin;
import dev.sandbox.app.scene.render.SurfaceBuilder;
import dev.sandbox.app.scene.vehicle.parts.Finishes;
import java.util.ArrayList;
import java.util.List;

/**
 * The 986's open cockpit: the raked windscreen in its frame, the two roll hoops, seats and
 * dashboard, the driver and the steering wheel that turns with the road wheels. The lit parts
 * come in two levels of detail ({@link DetailLevels}).
 */
final class BoxsterCabin {

    private BoxsterCabin() {
    }

    /**
     * Builds the cockpit into the body.
     *
     * @param shape the skin's stations
     * @param f the finishes
     * @param body the body node the glass and the driver hang under
     * @param detail where the two-level parts go
     * @param steeringWheel the steering wheel's node (turned by the model; attached to the body here)
     * @param black the trim's finish
     * @param leather the seats' and dashboard's finish
     * @param silver the roll hoops' finish
     */
    static void build(BoxsterBody shape, Finishes f, Node body, DetailLevels detail, Node steeringWheel,
            Material black, Material leather, Material silver) {
        float sx = shape.screenBaseX;
        float rx = shape.cockpitRearX;
        float h = shape.height;
        // Windscreen: a gently curved pane from the scuttle to the header rail, raked about 60
        // degrees from the vertical.
        float topX = sx - 0.60f;
        Vector3f[][] pane = new Vector3f[2][9];
        for (int j = 0; j < 9; j++) {
            float u = -1 + 2f * j / 8;
            float bow = 0.07f * u * u;
            pane[0][j] = new Vector3f(sx - bow, shape.surfaceY(sx, u * 0.70f) - 0.01f, u * 0.70f);
            pane[1][j] = new Vector3f(topX - bow * 0.8f, h - 0.025f - 0.03f * u * u, u * 0.60f);
        }
        Geometry glass = BoxsterModel.geom("windscreen", new SurfaceBuilder().grid(pane, false),
                f.glass(new ColorRGBA(0.25f, 0.33f, 0.38f, 0.42f)));
        glass.setQueueBucket(RenderQueue.Bucket.Transparent);
        body.attachChild(glass);
                detail.add("windscreen-frame", black, frame -> {
            List<Vector3f> header = new ArrayList<>();
            for (int j = 0; j < 9; j++) {
                header.add(pane[1][j].add(0, 0.012f, 0));
            }
            frame.tube(header, BoxsterModel.fill(9, 0.03f), 8, true);
            for (int side : new int[] {0, 8}) {
                frame.rod(pane[0][side], pane[1][side].add(0, 0.012f, 0), 0.032f, 8);
            }
            return frame;
        });

        // Roll hoops behind the seats, their fairings are part of the skin.
        detail.add("roll-hoops", silver, hoops -> {
            for (float side : new float[] {-1, 1}) {
                float zc = side * 0.37f;
                float base = shape.surfaceY(rx - 0.04f, zc) - 0.02f;
                List<Vector3f> path = new ArrayList<>();
                for (int i = 0; i <= 8; i++) {
                    float a = FastMath.PI * i / 8;
                    path.add(new Vector3f(rx - 0.05f - 0.04f * FastMath.sin(a), base + (h - 0.09f - base) * FastMath.sin(a),
                            zc - 0.17f * FastMath.cos(a)));
                }
                hoops.tube(path, BoxsterModel.fill(9, 0.022f), 8, true);
            }
            return hoops;
        });

        // The dashboard's top is dark vinyl, the seats dark leather: one finish.
        detail.add("seats+dashboard", leather, seats -> {
            for (float side : new float[] {-1, 1}) {
                float zc = side * 0.37f;
                seats.ellipsoid(new Vector3f(rx + 0.32f, 0.50f, zc), new Vector3f(0.26f, 0.07f, 0.24f), null, 10);
                seats.ellipsoid(new Vector3f(rx + 0.10f, 0.80f, zc), new Vector3f(0.07f, 0.32f, 0.23f),
                        new Quaternion().fromAngleAxis(-0.30f, Vector3f.UNIT_Z), 10);
            }
            return seats.ellipsoid(new Vector3f(sx - 0.05f, 0.80f, 0), new Vector3f(0.22f, 0.09f, 0.74f), null, 14);
        });
        body.attachChild(BoxsterDriver.figure(f, rx, sx));

        // The steering wheel: 365 mm rim on a column raked like the driver's arms.
        Vector3f hub = new Vector3f(sx - 0.36f, 0.90f, -0.37f);
        steeringWheel.setLocalTranslation(hub);
        steeringWheel.setLocalRotation(new Quaternion().fromAngleAxis(-0.45f, Vector3f.UNIT_Z));
        Node wheelSpin = new Node("steering-wheel-turn");
        steeringWheel.attachChild(wheelSpin);
        List<Vector3f> rim = new ArrayList<>();
        for (int i = 0; i <= 24; i++) {
            float a = FastMath.TWO_PI * i / 24;
            rim.add(new Vector3f(0, FastMath.cos(a) * 0.183f, FastMath.sin(a) * 0.183f));
        }
        Material skinTone = f.matte(BoxsterDriver.SKIN, 4);
        for (boolean coarse : new boolean[] {false, true}) {
            String suffix = coarse ? "-far" : "";
            SurfaceBuilder sw = new SurfaceBuilder(coarse).tube(coarse ? everyOther(rim) : rim,
                    BoxsterModel.fill(coarse ? 13 : 25, 0.016f), 8, false);
            sw.rod(new Vector3f(0, 0, -0.17f), new Vector3f(0, 0, 0.17f), 0.018f, 6);
            sw.ellipsoid(new Vector3f(0.01f, 0, 0), new Vector3f(0.03f, 0.07f, 0.07f), null, 7);
            wheelSpin.attachChild(BoxsterModel.geom("steering-wheel-rim" + suffix, sw, black));
            SurfaceBuilder hands = new SurfaceBuilder(coarse);
            for (float side : new float[] {-1, 1}) {
                hands.ellipsoid(new Vector3f(-0.01f, 0.03f, side * 0.18f), new Vector3f(0.05f, 0.045f, 0.04f), null, 7);
            }
            wheelSpin.attachChild(BoxsterModel.geom("hands" + suffix, hands, skinTone));
            Geometry merged = PartBatch.mergeFinishes(wheelSpin, g -> g.getName().endsWith(suffix)
                    && (coarse || !g.getName().endsWith("-far"))
                    && g.getUserData(RigidSkin.DETAIL) == null, "steering-wheel-rim+hands" + suffix, f.vertexColoured(8));
            merged.setUserData(RigidSkin.DETAIL, coarse ? "far" : "near");
            if (coarse) {
                merged.setUserData(PlanarShadow.CASTS, false);
            }
        }
        body.attachChild(steeringWheel);
    }

    /** @return every other point of a closed loop whose last point repeats the first (kept) */
    private static List<Vector3f> everyOther(List<Vector3f> loop) {
        List<Vector3f> out = new ArrayList<>();
        for (int i = 0; i < loop.size(); i += 2) {
            out.add(loop.get(i));
        }
        return out;
    }
}
