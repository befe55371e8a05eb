package dev.sandbox.app.scene.vehicle;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.control.AbstractControl;
import dev.sandbox.app.scene.render.RigidSkin;
import dev.sandbox.app.scene.vehicle.boxster.BoxsterBody;
import dev.sandbox.app.scene.vehicle.boxster.BoxsterLamps;
import dev.sandbox.app.scene.vehicle.boxster.BoxsterModel;
import dev.sandbox.app.scene.vehicle.boxster.BoxsterSpoiler;
import dev.sandbox.app.scene.vehicle.parts.Finishes;
import dev.sandbox.app.scene.vehicle.parts.WheelModel;
import dev.sandbox.physics.spec.ChassisSpec;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The 986 Boxster S: a lofted body ({@link BoxsterModel}) that heaves, pitches and rolls about
 * the centre of mass as the model's sprung body does, four wheels with spokes, discs and calipers that spin, steer and follow the
 * ground, a steering wheel that turns with the road wheels, brake and reversing lights and the
 * speed-controlled rear spoiler. Wheelbase, tracks, length, width, height and wheel sizes come
 * from the spec.
 */
public final class CarView extends VehicleView {

    /** Guards red: also what the screenshot test looks for. */
    public static final ColorRGBA PAINT = BoxsterModel.GUARDS_RED;

    private final Node body;
    /** Every lit opaque part but the paint, in the body's frame. */
    private final RigidSkin skin;
    private final BoxsterModel model;
    private final List<Node> wheelSteer = new ArrayList<>();
    private final List<Node> wheelSpin = new ArrayList<>();
    private final float[] wheelBaseY;
    private final float cgHeight;
    private final VehicleSpec spec;
    private float speedMps;

    /**
     * @param spec the car's data
     * @param assets the asset manager
     */
    public CarView(VehicleSpec spec, AssetManager assets) {
        super(assets);
        this.spec = spec;
        ChassisSpec c = spec.chassis();
        cgHeight = (float) c.cgHeightM();
        float xf = (float) c.cgToFrontAxleM();
        float xr = (float) -c.cgToRearAxleM();
        float rf = (float) spec.frontWheel().radiusM();
        float rr = (float) spec.rearWheel().radiusM();
        Finishes fin = new Finishes(assets);
        model = new BoxsterModel(new BoxsterBody(xf, xr, (float) c.lengthM(), (float) c.widthM(),
                (float) c.heightM(), rf, rr), fin);
        body = model.body();

        Node pivot = new Node("body-pivot");
        pivot.setLocalTranslation(0, cgHeight, 0);
        body.setLocalTranslation(0, -cgHeight, 0);
        pivot.attachChild(body);
        root.attachChild(pivot);

        Material rubber = fin.rubber();
        Material rim = fin.alloy(new ColorRGBA(0.78f, 0.79f, 0.80f, 1f));
        Material disc = fin.alloy(new ColorRGBA(0.42f, 0.42f, 0.43f, 1f));
        Material caliper = fin.matte(new ColorRGBA(0.72f, 0.06f, 0.05f, 1f), 30);
        float[][] corners = {
            {xf, (float) -c.trackFrontM() / 2, rf, (float) spec.frontWheel().widthM()},
            {xf, (float) c.trackFrontM() / 2, rf, (float) spec.frontWheel().widthM()},
            {xr, (float) -c.trackRearM() / 2, rr, (float) spec.rearWheel().widthM()},
            {xr, (float) c.trackRearM() / 2, rr, (float) spec.rearWheel().widthM()},
        };
        String[] names = {"front-left", "front-right", "rear-left", "rear-right"};
        wheelBaseY = new float[4];
        for (int i = 0; i < 4; i++) {
            Node steer = new Node("steer-" + names[i]);
            steer.setLocalTranslation(corners[i][0], corners[i][2], corners[i][1]);
            float r = corners[i][2];
            float rimR = 18 * 0.0254f / 2 + 0.012f;
            // Brake discs 318 mm front, 299 mm rear (Boxster S); calipers behind the axle at the
            // front, ahead of it at the rear.
            float discR = i < 2 ? 0.159f : 0.150f;
            float inner = -corners[i][3] * 0.18f;
            WheelModel w = new WheelModel("wheel-" + names[i], new WheelModel.Shape(r, corners[i][3], rimR, 5, true,
                    false, discR, new float[] {inner}, i < 2 ? 2.6f : 0.5f), rubber, rim, disc, caliper);
            Node carrier = w.carrier();
            if (corners[i][1] < 0) {
                // Left side: the outer face points to -z.
                carrier.setLocalRotation(new Quaternion().fromAngleAxis(FastMath.PI, Vector3f.UNIT_Y));
            }
            steer.attachChild(carrier);
            root.attachChild(steer);
            wheelSteer.add(steer);
            wheelSpin.add(w.spin());
            wheelBaseY[i] = corners[i][2];
        }
        // Everything lit and opaque that is not paint (trim, driver, steering wheel, wheels,
        // calipers): one skin, one draw call, in the body's frame, so the parts that ride on the
        // body keep their vertices while it rolls and pitches; only the wheels and the parts
        // that move on the body (steering wheel, doors) are moved. In the car's frame the skin
        // would move every vertex in every frame the body rolled or pitched.
        skin = skin(root, body, g -> g.getMaterial() != model.paint(), fin.skin(20));
        Geometry[] shut = model.shutSkins();
        lod.nearOnly(shut[0], BoxsterModel.FAR_M).farOnly(shut[1], BoxsterModel.FAR_M);
        // Beyond it the wheels are drawn as their coarse stand-ins too (WheelModel).
        lod.levels(skin.geometry(), BoxsterModel.FAR_M);
        // and the lamps' lenses from fewer triangles
        lod.levels((Geometry) root.getChild(BoxsterLamps.NAME), BoxsterModel.FAR_M);
        BoxsterSpoiler spoiler = model.spoiler();
        body.addControl(new AbstractControl() {
            @Override
            protected void controlUpdate(float tpf) {
                spoiler.update(speedMps, tpf);
                model.showSpoiler();
            }

            @Override
            protected void controlRender(RenderManager rm, ViewPort vp) {
            }
        });
    }

    @Override
    public Vector3f cockpitEye() {
        return new Vector3f((float) (spec.chassis().cgToFrontAxleM() - 1.55), 1.08f, -0.36f);
    }

    @Override
    public void presentOpen(float fraction) {
        model.openDoors(fraction);
        for (Spatial shutOnly : model.shutOnly()) {
            skin.setVisible(shutOnly, fraction == 0);
        }
    }

    @Override
    public Node cockpitMount() {
        return body;
    }

    @Override
    public void showOccupant(boolean visible) {
        skin.setVisible(body.getChild("driver"), visible);
        skin.setVisible(model.steeringWheel(), visible);
    }

    @Override
    public float targetHeight() {
        return 0.9f;
    }

    /** @return the body model (spoiler, steering wheel, lamps) */
    public BoxsterModel model() {
        return model;
    }

    @Override
    protected void applyParts(VehiclePose pose) {
        Quaternion q = new Quaternion().fromAngles(pose.rollRad(), 0, -pose.pitchRad());
        body.getParent().setLocalRotation(q);
        body.getParent().setLocalTranslation(0, cgHeight + pose.heaveM(), 0);
        Quaternion inv = root.getLocalRotation().inverse();
        float steerSum = 0;
        for (int i = 0; i < wheelSteer.size() && i < pose.wheelSpinRad().length; i++) {
            Node steer = wheelSteer.get(i);
            float angle = pose.wheelSteerRad()[i] + (i < 2 ? presentedSteerRad : 0);
            steer.setLocalRotation(new Quaternion().fromAngleAxis(angle, Vector3f.UNIT_Y));
            float sign = steer.getLocalTranslation().z < 0 ? 1 : -1;
            wheelSpin.get(i).setLocalRotation(new Quaternion().fromAngleAxis(sign * pose.wheelSpinRad()[i], Vector3f.UNIT_Z));
            float y = wheelBaseY[i];
            if (pose.contacts() != null && pose.contacts()[i] != null) {
                Vector3f local = inv.mult(pose.contacts()[i].subtract(pose.position()));
                y = wheelBaseY[i] + FastMath.clamp(local.y, -0.12f, 0.12f);
            }
            Vector3f t = steer.getLocalTranslation();
            steer.setLocalTranslation(t.x, y, t.z);
            if (i < 2) {
                steerSum += angle / 2;
            }
        }
        speedMps = pose.speedMps();
        model.update(steerSum, pose.braking(), pose.speedMps() < -0.3f);
        skin.update();
    }
}
