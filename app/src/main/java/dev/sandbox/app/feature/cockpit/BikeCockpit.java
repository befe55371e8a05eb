package dev.sandbox.app.feature.cockpit;

import com.jme3.asset.AssetManager;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import dev.sandbox.app.core.settings.SpeedUnit;
import dev.sandbox.app.core.vehicles.VehicleScales;
import dev.sandbox.app.scene.render.Environment;
import dev.sandbox.app.scene.render.MeshBuilder;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * A sports bike from the rider's tucked-in eye: the tank under the chin, the clocks on the
 * upper triple clamp (a large tachometer, as on a superbike, with the speedometer beside it)
 * and clip-on bars that turn with the handlebar angle. The rider looks further down than a
 * car driver (tucked in, eyes over the clocks).
 */
public final class BikeCockpit implements Cockpit {

    /** Eye of the tucked rider in the chassis frame (in metres). */
    public static final Vector3f EYE = new Vector3f(-0.06f, 1.30f, 0f);
    /** Steering head: where the bars turn about, and its rake from vertical (in radians). */
    private static final Vector3f HEAD = new Vector3f(0.36f, 1.02f, 0f);

    private final Node node = new Node("bike-cockpit");
    private final Node bars = new Node("bars");
    private final DialGauge tacho;
    private final DialGauge speedo;
    private final SpeedUnit unit;

    /**
     * @param spec the motorcycle (dial scales, rake)
     * @param assets the asset manager
     * @param unit the speedometer's unit
     */
    public BikeCockpit(VehicleSpec spec, AssetManager assets, SpeedUnit unit) {
        this.unit = unit;
        MeshBuilder tank = new MeshBuilder()
                .box(new Vector3f(-0.02f, 0.96f, -0.15f), new Vector3f(0.30f, 1.03f, 0.15f), 1f)
                .box(new Vector3f(0.04f, 1.03f, -0.11f), new Vector3f(0.27f, 1.06f, 0.11f), 1f);
        node.attachChild(tank.geometry("tank", Environment.lit(assets, new ColorRGBA(0.80f, 0.04f, 0.03f, 1f), null, 60)));
        MeshBuilder dark = new MeshBuilder()
                .box(new Vector3f(0.34f, 1.04f, -0.16f), new Vector3f(0.50f, 1.12f, 0.16f), 1f)  // clock housing
                .box(new Vector3f(0.20f, 1.06f, -0.03f), new Vector3f(0.25f, 1.075f, 0.03f), 1f); // filler cap
        node.attachChild(dark.geometry("clock-housing",
                Environment.lit(assets, new ColorRGBA(0.06f, 0.06f, 0.065f, 1f), null, 10)));

        tacho = new DialGauge(assets, 0.055f, VehicleScales.rpmDialMax(spec), VehicleScales.rpmMajor(spec),
                spec.engine().redlineRpm());
        speedo = new DialGauge(assets, 0.038f, VehicleScales.speedDialMax(spec, unit), VehicleScales.speedMajor(spec, unit),
                Double.MAX_VALUE);
        place(tacho.node(), new Vector3f(0.40f, 1.175f, -0.04f));
        place(speedo.node(), new Vector3f(0.40f, 1.165f, 0.085f));
        node.attachChild(tacho.node());
        node.attachChild(speedo.node());

        // clip-ons below the top clamp, angled back and down, with grips and levers
        MeshBuilder bar = new MeshBuilder();
        MeshBuilder grips = new MeshBuilder();
        for (float side : new float[] {-1, 1}) {
            Vector3f clamp = new Vector3f(0, -0.03f, side * 0.11f);
            Vector3f end = new Vector3f(-0.12f, -0.05f, side * 0.38f);
            bar.beam(clamp, end, 0.03f, 0.03f);
            grips.beam(end.add(0.012f, 0.004f, -side * 0.13f), end.add(-0.005f, 0f, side * 0.01f), 0.04f, 0.04f);
            bar.beam(end.add(0.05f, 0.01f, -side * 0.11f), end.add(0.07f, 0.0f, side * 0.02f), 0.012f, 0.02f); // lever
        }
        bar.box(new Vector3f(-0.06f, -0.02f, -0.13f), new Vector3f(0.06f, 0.01f, 0.13f), 1f); // top clamp
        bars.attachChild(bar.geometry("clip-ons", Environment.lit(assets, new ColorRGBA(0.55f, 0.56f, 0.58f, 1f), null, 40)));
        bars.attachChild(grips.geometry("grips", Environment.lit(assets, new ColorRGBA(0.04f, 0.04f, 0.04f, 1f), null, 0)));
        Node head = new Node("steering-head");
        float rake = spec.motorcycle() == null ? 0.42f : (float) Math.toRadians(spec.motorcycle().rakeDeg());
        head.setLocalTranslation(HEAD);
        head.setLocalRotation(new Quaternion().fromAngleAxis(rake, Vector3f.UNIT_Z));
        head.attachChild(bars);
        node.attachChild(head);
    }

    private static void place(Node dial, Vector3f at) {
        Vector3f toEye = EYE.subtract(at).normalizeLocal();
        dial.setLocalTranslation(at);
        dial.setLocalRotation(new Quaternion().lookAt(toEye, Vector3f.UNIT_Y));
    }

    @Override
    public Node node() {
        return node;
    }

    @Override
    public Vector3f eye() {
        return EYE.clone();
    }

    @Override
    public float lookDownRad() {
        return 0.30f;
    }

    /** @return the bars' node (turns about the steering axis) */
    public Node bars() {
        return bars;
    }

    @Override
    public void update(VehiclePose pose, VehicleSnapshot state) {
        bars.setLocalRotation(new Quaternion().fromAngleAxis(pose.handlebarRad(), Vector3f.UNIT_Y));
        if (state != null) {
            tacho.set(state.engineRpm());
            speedo.set(unit.fromMps(Math.abs(state.speedMps())));
        }
    }
}
