package dev.sandbox.app.session;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import dev.sandbox.app.core.settings.GraphicsQuality;
import dev.sandbox.app.core.settings.ShadowQuality;
import dev.sandbox.app.scene.render.ContactShadows;
import dev.sandbox.app.scene.render.Environment;
import dev.sandbox.app.scene.render.PlanarShadow;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.scene.vehicle.VehicleView;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.function.Supplier;

/**
 * The vehicle's shadow on the road and the terrain at the {@code low} graphics preset: a
 * projected shadow of every posed part along the sun's direction
 * ({@link Environment#SUN_DIRECTION}, the same light the scene is lit by) onto the ground under
 * the vehicle, plus contact shadows under the tyres. The shadow quality decides which parts
 * cast: {@code high} every part, {@code medium} parts larger than 15 cm (no lamps, levers,
 * calipers, mirrors), {@code low} no projected shadow, only the contact shadows and a soft
 * ellipse under the body. At the presets that draw the sun's shadows with shadow maps
 * ({@link GraphicsPresetState}) only the contact shadows stay: the darkening of the ground
 * right under the tyres, which the sky's light does not reach and a shadow map does not
 * resolve. Disabled, nothing is drawn.
 */
public final class VehicleShadowState extends BaseAppState {

    /**
     * Length of the dark ellipse under each tyre (in metres): the contact patch, about 0.15 m,
     * and the wedge of ground under the tread either side of it, which the tyre hides from the sky.
     */
    static final float CONTACT_LENGTH_M = 0.5f;
    /** How far the ellipse under a tyre reaches beyond each sidewall (in metres). */
    static final float CONTACT_BEYOND_SIDEWALL_M = 0.1f;

    private final Node node = new Node("vehicle-shadows");
    private final ShadowQuality quality;
    private final Supplier<GraphicsQuality> preset;
    private VehicleView shown;
    private boolean shownProjected;
    private PlanarShadow planar;
    private ContactShadows contacts;

    /**
     * @param quality how detailed the projected shadow is
     * @param preset the graphics preset in force, asked every frame: the projected shadow and
     *     the ellipse are drawn only at presets without shadow maps
     */
    public VehicleShadowState(ShadowQuality quality, Supplier<GraphicsQuality> preset) {
        this.quality = quality;
        this.preset = preset;
    }

    @Override
    public void update(float tpf) {
        VehicleView view = getState(VehicleViewState.class).view();
        VehiclePose pose = getState(DrivingState.class).pose();
        VehicleSpec spec = getState(DrivingState.class).spec();
        boolean projected = !preset.get().shadowMaps();
        if (view != shown || projected != shownProjected) {
            node.detachAllChildren();
            planar = null;
            contacts = null;
            shown = view;
            shownProjected = projected;
            if (view != null) {
                if (projected && quality != ShadowQuality.LOW) {
                    planar = new PlanarShadow(getApplication().getAssetManager(), view.root(),
                            quality == ShadowQuality.HIGH ? 0f : 0.15f);
                    node.attachChild(planar.geometry());
                }
                contacts = new ContactShadows(getApplication().getAssetManager(), 5);
                node.attachChild(contacts.geometry());
            }
        }
        if (view == null || pose == null || spec == null) {
            return;
        }
        Quaternion rot = view.root().getLocalRotation();
        Vector3f normal = rot.mult(Vector3f.UNIT_Y);
        Vector3f forward = rot.mult(Vector3f.UNIT_X);
        Vector3f ground = view.root().getLocalTranslation();
        if (planar != null) {
            planar.update(Environment.SUN_DIRECTION, ground, normal);
        }
        int n = pose.contacts() == null ? 0 : pose.contacts().length;
        Vector3f[] centres = new Vector3f[5];
        float[] len = new float[5];
        float[] wid = new float[5];
        for (int i = 0; i < n && i < 4; i++) {
            centres[i] = pose.contacts()[i];
            boolean front = i < n / 2;
            float w = (float) (front ? spec.frontWheel().widthM() : spec.rearWheel().widthM());
            len[i] = CONTACT_LENGTH_M;
            wid[i] = w + 2 * CONTACT_BEYOND_SIDEWALL_M;
        }
        if (projected && quality == ShadowQuality.LOW) {
            float along = -Environment.SUN_DIRECTION.dot(normal);
            Vector3f drift = Environment.SUN_DIRECTION.add(normal.mult(along)).multLocal(0.6f);
            centres[4] = ground.add(drift);
            len[4] = (float) spec.chassis().lengthM() * 1.05f;
            wid[4] = (float) Math.max(0.6, spec.chassis().widthM() * 1.1);
        }
        contacts.update(centres, forward, normal, len, wid);
    }

    @Override
    protected void initialize(Application app) {
    }

    @Override
    protected void cleanup(Application app) {
        node.removeFromParent();
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getRootNode().attachChild(node);
    }

    @Override
    protected void onDisable() {
        node.removeFromParent();
    }
}
