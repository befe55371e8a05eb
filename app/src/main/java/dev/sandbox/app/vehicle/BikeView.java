package dev.sandbox.app.vehicle;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Sphere;
import dev.sandbox.app.cockpit.BikeCockpit;
import dev.sandbox.app.cockpit.Cockpit;
import dev.sandbox.app.hud.SpeedUnit;
import dev.sandbox.app.render.Environment;
import dev.sandbox.app.render.MeshBuilder;
import dev.sandbox.physics.spec.ChassisSpec;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * A low-poly faired sport bike with its rider (the CBR1000RR). Wheelbase, wheel sizes, rake
 * and trail, length and height come from the spec. The whole bike leans about the line
 * through its tyre contacts; the rider leans further (or less) about the seat; the fork,
 * front wheel and handlebar turn about the raked steering axis, so the countersteer at
 * turn-in shows; the tail light brightens under braking.
 */
public final class BikeView extends VehicleView {

    private final VehicleSpec spec;

    /** Fairing red: also what the screenshot test looks for. */
    public static final ColorRGBA PAINT = new ColorRGBA(0.82f, 0.05f, 0.04f, 1f);

    private final Node lean = new Node("lean");
    private final Node pitch = new Node("pitch");
    private final Node steer = new Node("steer");
    private final Node rider = new Node("rider");
    private final Node frontSpin;
    private final Node rearSpin;
    private final Geometry tailLight;
    private final Material brakeOn;
    private final Material brakeOff;

    /**
     * @param spec the motorcycle's data (must have motorcycle geometry)
     * @param assets the asset manager
     */
    public BikeView(VehicleSpec spec, AssetManager assets) {
        super(assets);
        this.spec = spec;
        ChassisSpec c = spec.chassis();
        float xf = (float) c.cgToFrontAxleM();
        float xr = (float) -c.cgToRearAxleM();
        float rf = (float) spec.frontWheel().radiusM();
        float rr = (float) spec.rearWheel().radiusM();
        float h = (float) c.heightM();
        float rake = spec.motorcycle() == null ? 24 * FastMath.DEG_TO_RAD
                : (float) Math.toRadians(spec.motorcycle().rakeDeg());
        float trail = spec.motorcycle() == null ? 0.1f : (float) spec.motorcycle().trailM();
        float tailX = xr - ((float) c.lengthM() - (xf - xr) - rf - rr) - rr + 0.02f;

        float[][] fairing = {
            {0.25f, 0.28f}, {0.40f, 0.45f}, {0.55f, 0.66f}, {xf + 0.08f, 0.84f}, {xf, 0.95f},
            {xf - 0.18f, h}, {xf - 0.32f, 0.99f}, {0.22f, 0.99f}, {-0.05f, 0.97f}, {-0.18f, 0.86f},
            {-0.50f, 0.88f}, {-0.72f, 0.97f}, {tailX, 1.01f}, {tailX + 0.04f, 0.94f}, {-0.70f, 0.80f},
            {-0.35f, 0.62f}, {-0.20f, 0.35f}, {-0.05f, 0.26f},
        };
        MeshBuilder shell = new MeshBuilder().extrude(fairing, -0.17f, 0.17f, 0.07f);
        pitch.attachChild(geom("fairing", shell, paint(PAINT, 60)));
        MeshBuilder stripe = new MeshBuilder().extrude(new float[][] {
            {0.30f, 0.50f}, {0.52f, 0.68f}, {0.46f, 0.70f}, {0.26f, 0.55f}}, -0.172f, 0.172f, 0f);
        stripe.extrude(new float[][] {{-0.55f, 0.84f}, {-0.30f, 0.70f}, {-0.28f, 0.74f}, {-0.53f, 0.88f}}, -0.172f, 0.172f, 0f);
        pitch.attachChild(geom("stripes", stripe, paint(new ColorRGBA(0.95f, 0.95f, 0.95f, 1f), 40)));
        MeshBuilder engine = new MeshBuilder()
                .box(new Vector3f(-0.28f, 0.22f, -0.13f), new Vector3f(0.28f, 0.60f, 0.13f), 0.5f)
                .beam(new Vector3f(xr, rr, 0.11f), new Vector3f(-0.15f, 0.42f, 0.11f), 0.05f, 0.08f)
                .beam(new Vector3f(xr, rr, -0.11f), new Vector3f(-0.15f, 0.42f, -0.11f), 0.05f, 0.08f)
                .box(new Vector3f(-0.78f, 0.72f, -0.08f), new Vector3f(-0.48f, 0.84f, 0.08f), 0.5f);
        pitch.attachChild(geom("engine", engine, paint(new ColorRGBA(0.12f, 0.12f, 0.13f, 1f), 30)));
        MeshBuilder screen = new MeshBuilder().extrude(new float[][] {
            {xf - 0.02f, 0.97f}, {xf - 0.18f, h + 0.01f}, {xf - 0.34f, 1.0f}}, -0.13f, 0.13f, 0f);
        pitch.attachChild(geom("screen", screen, paint(new ColorRGBA(0.12f, 0.16f, 0.2f, 1f), 90)));
        MeshBuilder head = new MeshBuilder().box(new Vector3f(xf + 0.04f, 0.80f, -0.12f), new Vector3f(xf + 0.09f, 0.88f, 0.12f), 1f);
        pitch.attachChild(geom("headlight", head, Environment.glow(assets, new ColorRGBA(1f, 0.96f, 0.85f, 1f))));
        MeshBuilder tail = new MeshBuilder().box(new Vector3f(tailX - 0.02f, 0.93f, -0.07f), new Vector3f(tailX + 0.03f, 0.99f, 0.07f), 1f);
        brakeOn = Environment.glow(assets, new ColorRGBA(1f, 0.12f, 0.08f, 1f));
        brakeOff = paint(new ColorRGBA(0.35f, 0.03f, 0.03f, 1f), 60);
        tailLight = geom("tail-light", tail, brakeOff);
        pitch.attachChild(tailLight);

        rearSpin = wheel(rr, (float) spec.rearWheel().widthM(), 3);
        rearSpin.setLocalTranslation(xr, rr, 0);
        pitch.attachChild(rearSpin);

        // Steering axis: meets the ground 'trail' ahead of the front contact, tilted back by the rake.
        steer.setLocalTranslation(xf + trail, 0, 0);
        Node steerFrame = new Node("steer-frame");
        steerFrame.setLocalRotation(new Quaternion().fromAngleAxis(rake, Vector3f.UNIT_Z));
        steerFrame.setLocalTranslation(xf + trail, 0, 0);
        Quaternion toAxis = new Quaternion().fromAngleAxis(-rake, Vector3f.UNIT_Z);
        Vector3f wheelCentre = toAxis.mult(new Vector3f(-trail, rf, 0));
        float headTop = 0.98f / FastMath.cos(rake);
        MeshBuilder fork = new MeshBuilder();
        for (float side : new float[] {-0.09f, 0.09f}) {
            fork.beam(wheelCentre.add(0, 0, side), new Vector3f(wheelCentre.x, headTop, side), 0.045f, 0.045f);
        }
        fork.beam(new Vector3f(wheelCentre.x, headTop - 0.05f, -0.33f), new Vector3f(wheelCentre.x, headTop - 0.05f, 0.33f), 0.03f, 0.03f);
        steer.attachChild(geom("fork", fork, paint(new ColorRGBA(0.72f, 0.62f, 0.25f, 1f), 50)));
        MeshBuilder mudguard = new MeshBuilder().box(new Vector3f(wheelCentre.x - rf * 0.6f, wheelCentre.y + rf + 0.02f, -0.07f),
                new Vector3f(wheelCentre.x + rf * 0.6f, wheelCentre.y + rf + 0.05f, 0.07f), 1f);
        steer.attachChild(geom("mudguard", mudguard, paint(PAINT, 60)));
        frontSpin = wheel(rf, (float) spec.frontWheel().widthM(), 3);
        frontSpin.setLocalTranslation(wheelCentre);
        steer.attachChild(frontSpin);
        steerFrame.attachChild(steer);
        steer.setLocalTranslation(0, 0, 0);
        pitch.attachChild(steerFrame);

        buildRider(xf, rake, trail, headTop);
        lean.attachChild(pitch);
        root.attachChild(lean);
        root.attachChild(blobShadow((float) c.lengthM() * 1.1f, 0.8f));
    }

    private void buildRider(float xf, float rake, float trail, float headTop) {
        Vector3f hip = new Vector3f(-0.38f, 0.98f, 0);
        rider.setLocalTranslation(hip);
        Vector3f shoulder = new Vector3f(0.34f, 0.36f, 0);
        Vector3f bar = new Quaternion().fromAngleAxis(rake, Vector3f.UNIT_Z)
                .mult(new Vector3f(0, headTop - 0.05f, 0)).addLocal(xf + trail, 0, 0).subtractLocal(hip);
        MeshBuilder suit = new MeshBuilder();
        suit.beam(new Vector3f(0, 0.02f, 0), shoulder, 0.40f, 0.24f);
        MeshBuilder dark = new MeshBuilder();
        for (float side : new float[] {-1, 1}) {
            Vector3f s = shoulder.add(0, 0, side * 0.19f);
            Vector3f elbow = s.add(bar.add(0, 0, side * 0.31f)).multLocal(0.5f).addLocal(0, -0.07f, side * 0.05f);
            suit.beam(s, elbow, 0.09f, 0.09f);
            suit.beam(elbow, bar.add(0, 0, side * 0.31f), 0.08f, 0.08f);
            Vector3f knee = new Vector3f(0.36f, -0.16f, side * 0.22f);
            Vector3f foot = new Vector3f(0.10f, -0.48f, side * 0.19f);
            suit.beam(new Vector3f(0, 0, side * 0.12f), knee, 0.16f, 0.16f);
            dark.beam(knee, foot, 0.12f, 0.12f);
        }
        rider.attachChild(geom("suit", suit, paint(new ColorRGBA(0.75f, 0.06f, 0.05f, 1f), 20)));
        rider.attachChild(geom("boots", dark, paint(new ColorRGBA(0.08f, 0.08f, 0.08f, 1f), 20)));
        Geometry helmet = new Geometry("helmet", new Sphere(10, 12, 0.15f));
        helmet.setMaterial(paint(new ColorRGBA(0.92f, 0.92f, 0.95f, 1f), 80));
        helmet.setLocalTranslation(shoulder.add(0.12f, 0.17f, 0));
        rider.attachChild(helmet);
        Geometry visor = new Geometry("visor", new Sphere(8, 10, 0.11f));
        visor.setMaterial(paint(new ColorRGBA(0.05f, 0.05f, 0.08f, 1f), 90));
        visor.setLocalTranslation(shoulder.add(0.19f, 0.17f, 0));
        rider.attachChild(visor);
        pitch.attachChild(rider);
    }

    @Override
    public Vector3f cockpitEye() {
        return new Vector3f(-0.02f, 1.42f, 0f);
    }

    @Override
    public float targetHeight() {
        return 1.0f;
    }

    @Override
    public Cockpit createCockpit(SpeedUnit unit) {
        return new BikeCockpit(spec, assets, unit);
    }

    @Override
    public Node cockpitMount() {
        return lean;
    }

    /** @return the node that carries the lean (for the cockpit camera) */
    public Node leanNode() {
        return lean;
    }

    @Override
    protected void applyParts(VehiclePose pose) {
        lean.setLocalRotation(new Quaternion().fromAngleAxis(pose.leanRad(), Vector3f.UNIT_X));
        pitch.setLocalRotation(new Quaternion().fromAngleAxis(-pose.pitchRad(), Vector3f.UNIT_Z));
        rider.setLocalRotation(new Quaternion().fromAngleAxis(pose.riderLeanRad(), Vector3f.UNIT_X));
        steer.setLocalRotation(new Quaternion().fromAngleAxis(pose.handlebarRad(), Vector3f.UNIT_Y));
        float[] spin = pose.wheelSpinRad();
        if (spin.length >= 2) {
            frontSpin.setLocalRotation(new Quaternion().fromAngleAxis(-spin[0], Vector3f.UNIT_Z));
            rearSpin.setLocalRotation(new Quaternion().fromAngleAxis(-spin[1], Vector3f.UNIT_Z));
        }
        tailLight.setMaterial(pose.braking() ? brakeOn : brakeOff);
    }
}
