package dev.sandbox.app.feature.debug;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Node;
import com.simsilica.lemur.Label;
import dev.sandbox.app.scene.gui.Arrow3d;
import dev.sandbox.app.scene.gui.HudStyle;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.scene.input.KeyToggle;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.HudLayout;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The 3D debug view (toggled with its key): at each contact patch the tyre force (magenta,
 * {@link ContactArrowsControl#M_PER_N}), the contact point's velocity (cyan), the wheel's
 * heading (white) and the slip angle as a yellow fan between heading and velocity; and the
 * body's velocity from the centre of mass. Drawn over the scene (no depth test) so the far
 * side's arrows show through the body, with a legend on the HUD.
 */
public final class ForceVectorState extends BaseAppState {

    private final Node root = new Node("force-vectors");
    private Material forceMat;
    private Material velocityMat;
    private Material headingMat;
    private Material fanMat;
    private Arrow3d bodyVelocity;
    private Label legend;
    private VehicleSpec shownSpec;
    private final Vector3f from = new Vector3f();
    private final Vector3f vec = new Vector3f();
    private final Vector3f up = new Vector3f();
    private final KeyToggle key = new KeyToggle(DrivingFunctions.DEBUG_FORCES, this);

    @Override
    protected void initialize(Application app) {
        key.listen();
        forceMat = material(HudStyle.MAGENTA);
        velocityMat = material(HudStyle.CYAN);
        headingMat = material(ColorRGBA.White);
        fanMat = material(new ColorRGBA(1f, 0.9f, 0.1f, 0.55f));
        bodyVelocity = new Arrow3d("body-velocity", 0.07f, 0.35f, velocityMat);
        root.attachChild(bodyVelocity.node());
        root.setQueueBucket(RenderQueue.Bucket.Transparent);
        root.setShadowMode(RenderQueue.ShadowMode.Off);
        legend = HudStyle.label(" forces: tyre force (magenta, 1 m = 2 kN)   velocity (cyan) \n"
                + " wheel heading (white)   slip angle (yellow) ", 13, HudStyle.TEXT);
        legend.setName("force-legend");
        legend.setBackground(new com.simsilica.lemur.component.QuadBackgroundComponent(new ColorRGBA(0, 0, 0, 0.5f)));
    }

    private Material material(ColorRGBA color) {
        Material m = new Material(getApplication().getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        m.setColor("Color", color);
        RenderState rs = m.getAdditionalRenderState();
        rs.setDepthTest(false);
        rs.setDepthWrite(false);
        rs.setFaceCullMode(RenderState.FaceCullMode.Off);
        if (color.a < 1) {
            rs.setBlendMode(RenderState.BlendMode.Alpha);
        }
        return m;
    }

    @Override
    public void update(float tpf) {
        DrivingState driving = getState(DrivingState.class);
        VehicleSnapshot s = driving.snapshot();
        if (s == null) {
            bodyVelocity.hide();
            return;
        }
        if (driving.spec() != shownSpec) {
            shownSpec = driving.spec();
            rebuild(s.wheels().size());
        }
        up.set((float) s.up().x(), (float) s.up().y(), (float) s.up().z());
        double cgHeight = shownSpec.chassis().cgHeightM();
        from.set((float) s.position().x(), (float) s.position().y(), (float) s.position().z())
                .addLocal(up.mult((float) cgHeight));
        vec.set((float) s.velocity().x(), (float) s.velocity().y(), (float) s.velocity().z())
                .multLocal(ContactArrowsControl.M_PER_MPS);
        bodyVelocity.set(from, vec, up);
    }

    private void rebuild(int wheels) {
        for (int i = root.getQuantity() - 1; i >= 0; i--) {
            if (root.getChild(i).getName().startsWith("contact-")) {
                root.detachChildAt(i);
            }
        }
        DrivingState driving = getState(DrivingState.class);
        for (int i = 0; i < wheels; i++) {
            Node n = new Node("contact-" + i);
            n.addControl(new ContactArrowsControl(driving::snapshot, i, forceMat, velocityMat, headingMat, fanMat));
            root.attachChild(n);
        }
        root.setQueueBucket(RenderQueue.Bucket.Transparent);
    }

    @Override
    protected void cleanup(Application app) {
        key.stop();
    }

    @Override
    protected void onEnable() {
        SimpleApplication app = (SimpleApplication) getApplication();
        app.getRootNode().attachChild(root);
        getState(HudLayout.class).show(HudLayout.Anchor.TOP, legend, 2);
    }

    @Override
    protected void onDisable() {
        root.removeFromParent();
        getState(HudLayout.class).hide(legend);
    }
}
