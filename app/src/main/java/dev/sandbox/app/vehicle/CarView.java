package dev.sandbox.app.vehicle;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.renderer.queue.RenderQueue;
import dev.sandbox.app.cockpit.CarCockpit;
import dev.sandbox.app.cockpit.Cockpit;
import dev.sandbox.app.hud.SpeedUnit;
import dev.sandbox.app.render.Environment;
import dev.sandbox.app.render.MeshBuilder;
import dev.sandbox.physics.spec.ChassisSpec;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * A low-poly mid-engined two-seat roadster (the Boxster S): a bevelled body extruded from a
 * side profile with wheel arches, an open cockpit with roll hoops behind the seats, engine
 * intakes behind the doors. Wheelbase, tracks, overhangs, height and wheel sizes come from
 * the spec. The body pitches and rolls about the centre of mass; wheels spin and steer.
 */
public final class CarView extends VehicleView {

    /** Guards red: also what the screenshot test looks for. */
    public static final ColorRGBA PAINT = new ColorRGBA(0.80f, 0.04f, 0.03f, 1f);

    private final Node body = new Node("body");
    private final List<Node> wheelSteer = new ArrayList<>();
    private final List<Node> wheelSpin = new ArrayList<>();
    private final float[] wheelBaseY;
    private final Geometry brakeLights;
    private final Material brakeOn;
    private final Material brakeOff;
    private final float cgHeight;
    private final VehicleSpec spec;
    private final Vector3f screenBase;

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
        float len = (float) c.lengthM();
        float halfW = (float) c.widthM() / 2;
        float h = (float) c.heightM();
        float overhang = (len - (xf - xr)) / 2;
        float nose = xf + overhang * 0.92f;
        float tail = xr - overhang * 1.08f;
        float sill = 0.17f;
        float deck = h * 0.72f;

        List<float[]> p = new ArrayList<>();
        p.add(new float[] {nose - 0.13f, sill});
        p.add(new float[] {nose - 0.02f, sill + 0.08f});
        p.add(new float[] {nose, 0.42f});
        p.add(new float[] {nose - 0.08f, 0.57f});
        p.add(new float[] {nose - 0.40f, 0.66f});
        p.add(new float[] {xf, deck * 0.83f});
        p.add(new float[] {xf - 0.75f, deck * 0.86f});
        p.add(new float[] {xr + 0.55f, deck * 0.89f});
        p.add(new float[] {xr + 0.40f, deck * 1.03f});
        p.add(new float[] {xr + 0.05f, deck});
        p.add(new float[] {tail + 0.10f, deck * 0.99f});
        p.add(new float[] {tail, deck * 0.92f});
        p.add(new float[] {tail - 0.02f, 0.55f});
        p.add(new float[] {tail + 0.05f, 0.30f});
        p.add(new float[] {tail + 0.20f, sill});
        arch(p, xr, rr + 0.045f, sill);
        arch(p, xf, rf + 0.045f, sill);
        MeshBuilder shell = new MeshBuilder().extrude(p.toArray(new float[0][]), -halfW, halfW, 0.14f);
        body.attachChild(geom("shell", shell, paint(PAINT, 48)));

        float cockpitFront = xf - 0.80f;
        float cockpitBack = xr + 0.62f;
        MeshBuilder tub = new MeshBuilder().box(new Vector3f(cockpitBack, deck * 0.62f, -halfW + 0.16f),
                new Vector3f(cockpitFront, deck * 0.905f, halfW - 0.16f), 1f);
        MeshBuilder seats = new MeshBuilder();
        for (float side : new float[] {-1, 1}) {
            float zc = side * halfW * 0.42f;
            seats.box(new Vector3f(cockpitBack + 0.05f, deck * 0.6f, zc - 0.24f),
                    new Vector3f(cockpitBack + 0.55f, deck * 0.95f, zc + 0.24f), 1f);
            seats.beam(new Vector3f(cockpitBack + 0.12f, deck * 0.9f, zc),
                    new Vector3f(cockpitBack + 0.02f, h * 0.93f, zc), 0.46f, 0.12f);
        }
        body.attachChild(geom("cockpit", tub, paint(new ColorRGBA(0.05f, 0.05f, 0.05f, 1f), 0)));
        body.attachChild(geom("seats", seats, paint(new ColorRGBA(0.15f, 0.13f, 0.12f, 1f), 0)));

        MeshBuilder hoops = new MeshBuilder();
        for (float side : new float[] {-1, 1}) {
            float zc = side * halfW * 0.42f;
            Vector3f b0 = new Vector3f(cockpitBack - 0.04f, deck * 0.95f, zc - 0.22f);
            Vector3f b1 = new Vector3f(cockpitBack - 0.04f, deck * 0.95f, zc + 0.22f);
            Vector3f t0 = new Vector3f(cockpitBack - 0.08f, h * 0.97f, zc - 0.17f);
            Vector3f t1 = new Vector3f(cockpitBack - 0.08f, h * 0.97f, zc + 0.17f);
            hoops.beam(b0, t0, 0.05f, 0.05f).beam(t0, t1, 0.05f, 0.05f).beam(t1, b1, 0.05f, 0.05f);
        }
        body.attachChild(geom("hoops", hoops, paint(new ColorRGBA(0.7f, 0.7f, 0.72f, 1f), 40)));

        MeshBuilder glass = new MeshBuilder();
        Vector3f g0 = new Vector3f(cockpitFront + 0.08f, deck * 0.87f, -halfW + 0.12f);
        Vector3f g1 = new Vector3f(cockpitFront + 0.08f, deck * 0.87f, halfW - 0.12f);
        Vector3f g2 = new Vector3f(cockpitFront - 0.38f, h, halfW - 0.20f);
        Vector3f g3 = new Vector3f(cockpitFront - 0.38f, h, -halfW + 0.20f);
        glass.quad(g0, g3, g2, g1, 1f).quad(g0, g1, g2, g3, 1f);
        Geometry screen = geom("windscreen", glass, Environment.glass(assets, new ColorRGBA(0.35f, 0.45f, 0.50f, 0.22f)));
        screen.setQueueBucket(RenderQueue.Bucket.Transparent);
        body.attachChild(screen);
        MeshBuilder frame = new MeshBuilder().beam(g0, g3, 0.06f, 0.05f).beam(g1, g2, 0.06f, 0.05f)
                .beam(g3, g2, 0.05f, 0.06f).beam(g0, g1, 0.04f, 0.03f);
        body.attachChild(geom("windscreen-frame", frame, paint(new ColorRGBA(0.04f, 0.04f, 0.045f, 1f), 20)));
        screenBase = new Vector3f(cockpitFront + 0.08f, deck * 0.87f, halfW - 0.16f);

        MeshBuilder dark = new MeshBuilder();
        for (float side : new float[] {-1, 1}) {
            float z = side * (halfW + 0.003f);
            dark.box(new Vector3f(xr + 0.45f, 0.42f, Math.min(z, z - side * 0.01f)),
                    new Vector3f(xr + 0.78f, 0.60f, Math.max(z, z - side * 0.01f)), 1f);
            dark.box(new Vector3f(cockpitFront - 0.06f, deck * 0.95f, side * (halfW + 0.12f) - 0.05f),
                    new Vector3f(cockpitFront + 0.06f, deck * 1.05f, side * (halfW + 0.12f) + 0.05f), 1f);
        }
        dark.box(new Vector3f(nose - 0.03f, 0.22f, -halfW * 0.6f), new Vector3f(nose + 0.005f, 0.36f, halfW * 0.6f), 1f);
        body.attachChild(geom("intakes", dark, paint(new ColorRGBA(0.03f, 0.03f, 0.03f, 1f), 0)));

        MeshBuilder lamps = new MeshBuilder();
        for (float side : new float[] {-1, 1}) {
            lamps.box(new Vector3f(nose - 0.34f, 0.60f, side * halfW * 0.72f - 0.13f),
                    new Vector3f(nose - 0.08f, 0.67f, side * halfW * 0.72f + 0.13f), 1f);
        }
        body.attachChild(geom("headlights", lamps, Environment.glow(assets, new ColorRGBA(1f, 0.96f, 0.82f, 1f))));
        MeshBuilder tails = new MeshBuilder();
        tails.box(new Vector3f(tail - 0.025f, deck * 0.80f, -halfW + 0.06f), new Vector3f(tail + 0.02f, deck * 0.90f, halfW - 0.06f), 1f);
        brakeOn = Environment.glow(assets, new ColorRGBA(1f, 0.12f, 0.08f, 1f));
        brakeOff = paint(new ColorRGBA(0.35f, 0.03f, 0.03f, 1f), 60);
        brakeLights = geom("brake-lights", tails, brakeOff);
        body.attachChild(brakeLights);

        Node pivot = new Node("body-pivot");
        pivot.setLocalTranslation(0, cgHeight, 0);
        body.setLocalTranslation(0, -cgHeight, 0);
        pivot.attachChild(body);
        root.attachChild(pivot);

        float[][] corners = {
            {xf, (float) -c.trackFrontM() / 2, rf, (float) spec.frontWheel().widthM()},
            {xf, (float) c.trackFrontM() / 2, rf, (float) spec.frontWheel().widthM()},
            {xr, (float) -c.trackRearM() / 2, rr, (float) spec.rearWheel().widthM()},
            {xr, (float) c.trackRearM() / 2, rr, (float) spec.rearWheel().widthM()},
        };
        wheelBaseY = new float[4];
        for (int i = 0; i < 4; i++) {
            Node steer = new Node("steer" + i);
            steer.setLocalTranslation(corners[i][0], corners[i][2], corners[i][1]);
            Node spin = wheel(corners[i][2], corners[i][3], 5);
            steer.attachChild(spin);
            root.attachChild(steer);
            wheelSteer.add(steer);
            wheelSpin.add(spin);
            wheelBaseY[i] = corners[i][2];
        }
        root.attachChild(blobShadow(len * 1.05f, halfW * 2.3f));
    }

    /** Adds a wheel arch to the bottom edge of the profile (walking forward). */
    private static void arch(List<float[]> p, float xc, float r, float sill) {
        float yc = 0.32f;
        p.add(new float[] {xc - r, sill});
        for (int i = 0; i <= 8; i++) {
            float a = FastMath.PI - FastMath.PI * i / 8;
            p.add(new float[] {xc + r * FastMath.cos(a), yc + r * FastMath.sin(a)});
        }
        p.add(new float[] {xc + r, sill});
    }

    @Override
    public Vector3f cockpitEye() {
        return new Vector3f((float) (spec.chassis().cgToFrontAxleM() - 1.55), 1.08f, -0.36f);
    }

    @Override
    public Cockpit createCockpit(SpeedUnit unit) {
        return new CarCockpit(spec, assets, cockpitEye(), screenBase.x, screenBase.y, screenBase.z, unit);
    }

    @Override
    public Node cockpitMount() {
        return body;
    }

    @Override
    public float targetHeight() {
        return 0.9f;
    }

    @Override
    protected void applyParts(VehiclePose pose) {
        Quaternion q = new Quaternion().fromAngles(pose.rollRad(), 0, -pose.pitchRad());
        body.getParent().setLocalRotation(q);
        Quaternion inv = root.getLocalRotation().inverse();
        for (int i = 0; i < wheelSteer.size() && i < pose.wheelSpinRad().length; i++) {
            Node steer = wheelSteer.get(i);
            steer.setLocalRotation(new Quaternion().fromAngleAxis(pose.wheelSteerRad()[i], Vector3f.UNIT_Y));
            wheelSpin.get(i).setLocalRotation(new Quaternion().fromAngleAxis(-pose.wheelSpinRad()[i], Vector3f.UNIT_Z));
            float y = wheelBaseY[i];
            if (pose.contacts() != null && pose.contacts()[i] != null) {
                Vector3f local = inv.mult(pose.contacts()[i].subtract(pose.position()));
                y = wheelBaseY[i] + FastMath.clamp(local.y, -0.12f, 0.12f);
            }
            Vector3f t = steer.getLocalTranslation();
            steer.setLocalTranslation(t.x, y, t.z);
        }
        brakeLights.setMaterial(pose.braking() ? brakeOn : brakeOff);
    }
}
