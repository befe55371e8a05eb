package dev.sandbox.app.feature.replay;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Node;
import com.simsilica.lemur.Label;
import dev.sandbox.app.core.replay.BarCaption;
import dev.sandbox.app.scene.gui.Arrow3d;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.HudLayout;
import dev.sandbox.physics.sim.KindTelemetry;
import dev.sandbox.physics.sim.VehicleSnapshot;

/**
 * Draws the motorcycle's handlebar angle and lean as two sideways arrows in the world, so a
 * viewer sees which came first: the bar arrow at the front wheel points the way the front wheel
 * is steered (amber while it points against the turn, pale blue otherwise, as {@link BarCaption}
 * tells), the lean arrow above the seat points the way the bike leans. Angles are magnified to be
 * seen: the bar by {@link #BAR_M_PER_DEG}, the lean by {@link #LEAN_M_PER_DEG}; the caption gives
 * them in degrees. The bar's angle is the model's own, whatever the bar magnifier draws. A kind
 * that neither leans nor has a handlebar (its telemetry reports NaN) gets no arrows.
 */
public final class BarLeanArrowsState extends BaseAppState {

    /** Bar arrow length per degree of handlebar angle (in metres). */
    public static final float BAR_M_PER_DEG = 0.5f;
    /** Lean arrow length per degree of lean (in metres). */
    public static final float LEAN_M_PER_DEG = 0.04f;

    private static final ColorRGBA AMBER = new ColorRGBA(1f, 0.62f, 0.02f, 1f);
    private static final ColorRGBA BAR = new ColorRGBA(0.45f, 0.75f, 1f, 1f);
    private static final ColorRGBA LEAN = new ColorRGBA(0.3f, 1f, 0.4f, 1f);

    private final Node node = new Node("bar-lean-arrows");
    private Arrow3d bar;
    private Arrow3d lean;
    private Material barMaterial;
    private Label legend;

    @Override
    protected void initialize(Application app) {
        barMaterial = material(app, BAR);
        bar = new Arrow3d("bar", 0.05f, 0.14f, barMaterial);
        lean = new Arrow3d("lean", 0.05f, 0.14f, material(app, LEAN));
        node.attachChild(bar.node());
        node.attachChild(lean.node());
        // drawn after the scene and without the depth test, so the bike never hides them
        node.setQueueBucket(RenderQueue.Bucket.Translucent);
        legend = new Label("");
        legend.setName("bar-lean-legend");
        legend.setFontSize(18f);
        legend.setColor(ColorRGBA.White);
    }

    private static Material material(Application app, ColorRGBA c) {
        Material m = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        m.setColor("Color", c);
        m.getAdditionalRenderState().setDepthTest(false);
        return m;
    }

    @Override
    public void update(float tpf) {
        DrivingState driving = getState(DrivingState.class);
        VehicleSnapshot s = driving.snapshot();
        VehiclePose pose = driving.pose();
        KindTelemetry b = s == null ? null : s.kind();
        if (b == null || pose == null || Double.isNaN(b.handlebarRad()) || Double.isNaN(b.leanRad())) {
            bar.hide();
            lean.hide();
            legend.setText("");
            return;
        }
        Vector3f f = new Vector3f(pose.forward().x, 0, pose.forward().z).normalizeLocal();
        Vector3f left = Vector3f.UNIT_Y.cross(f).normalizeLocal();
        Vector3f front = pose.contacts() != null && pose.contacts().length > 0 ? pose.contacts()[0]
                : pose.position();
        float barDeg = (float) Math.toDegrees(b.handlebarRad());
        float leanDeg = (float) Math.toDegrees(pose.leanRad());
        boolean against = BarCaption.againstTheTurn(b.handlebarRad(), b.leanRad(), b.targetLeanRad());
        // positive handlebar = steered left; positive lean = right side down
        // anchored on the leaning bike: at the bars above the front wheel and above the seat
        Vector3f up = new Quaternion().fromAngleAxis(pose.leanRad(), f).mult(Vector3f.UNIT_Y);
        bar.set(front.add(up.mult(0.95f)), left.mult(barDeg * BAR_M_PER_DEG), Vector3f.UNIT_Y);
        lean.set(pose.position().add(up.mult(1.45f)), left.mult(-leanDeg * LEAN_M_PER_DEG), Vector3f.UNIT_Y);
        barMaterial.setColor("Color", against ? AMBER : BAR);
        legend.setText(BarCaption.text(b.handlebarRad(), b.leanRad(), b.targetLeanRad()));
        legend.setColor(against ? AMBER : ColorRGBA.White);
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        SimpleApplication app = (SimpleApplication) getApplication();
        app.getRootNode().attachChild(node);
        getState(HudLayout.class).show(HudLayout.Anchor.TOP, legend, 3);
    }

    @Override
    protected void onDisable() {
        node.removeFromParent();
        getState(HudLayout.class).hide(legend);
    }
}
