package dev.sandbox.app.feature.laps;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.core.laps.BestLap;
import dev.sandbox.app.core.laps.GhostFrame;
import dev.sandbox.app.core.laps.LapSession;
import dev.sandbox.app.core.laps.LapTimer;
import dev.sandbox.app.core.settings.HudSettings;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.scene.render.Environment;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.scene.vehicle.VehicleView;
import dev.sandbox.app.scene.vehicle.VehicleViews;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.physics.spec.VehicleSpec;
import java.io.IOException;

/**
 * The best lap's ghost: a second view of the vehicle driven, every part in one translucent
 * tint, with no shadow (and, being only a view, no collision and no sound), that drives the
 * best lap's recorded poses from the moment the player crosses the start/finish line, in step
 * with the lap's clock. It is hidden on the out-lap, once the best lap's time has run out, and
 * while a replay is shown. The ghost key switches it on and off and the choice is remembered
 * ({@code laps.ghost} in the settings file); {@code --ghost on|off} decides for one run.
 */
public final class GhostState extends BaseAppState implements StateFunctionListener {

    /** The ghost's tint: a pale blue, a third opaque. */
    static final ColorRGBA TINT = new ColorRGBA(0.55f, 0.8f, 1f, 0.35f);

    private final LapsState laps;
    private InputMapper mapper;
    private Material material;
    private VehicleView view;
    private VehicleSpec viewSpec;
    private boolean attached;

    /** @param laps the laps, whose best lap the ghost drives */
    public GhostState(LapsState laps) {
        this.laps = laps;
    }

    /** @return the ghost's view while it is on the screen, else null (a check looks for it) */
    public VehicleView shownView() {
        return attached ? view : null;
    }

    @Override
    protected void initialize(Application app) {
        material = Environment.lit(app.getAssetManager(), TINT, null, 0);
        material.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        mapper = GuiGlobals.getInstance() == null ? null : GuiGlobals.getInstance().getInputMapper();
        if (mapper != null) {
            mapper.addStateListener(this, DrivingFunctions.GHOST);
        }
    }

    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        if (func != DrivingFunctions.GHOST || value == InputState.Off) {
            return;
        }
        setEnabled(!isEnabled());
        HudSettings settings = HudSettings.load(SandboxHome.settingsFile());
        settings.setGhost(isEnabled());
        try {
            settings.save();
        } catch (IOException e) {
            System.err.println("driving-sandbox: " + settings.file() + ": cannot remember the ghost: " + e.getMessage());
        }
    }

    @Override
    public void update(float tpf) {
        LapSession session = laps.session();
        DrivingState driving = getState(DrivingState.class);
        GhostFrame frame = null;
        if (session != null && !driving.showing() && driving.vehicle() != null) {
            BestLap best = session.best();
            LapTimer timer = session.timer();
            if (best != null && timer.running()) {
                frame = best.ghost().at(timer.currentLapS());
            }
        }
        if (frame == null) {
            show(false);
            return;
        }
        VehicleSpec spec = driving.vehicle().spec();
        if (spec != viewSpec) {
            show(false);
            view = translucent(VehicleViews.create(spec, getApplication().getAssetManager()));
            viewSpec = spec;
        }
        view.apply(pose(frame));
        show(true);
    }

    private VehicleView translucent(VehicleView v) {
        v.root().setName("ghost");
        v.root().setShadowMode(RenderQueue.ShadowMode.Off);
        v.root().depthFirstTraversal(s -> {
            if (s instanceof Geometry g) {
                g.setMaterial(material);
                g.setQueueBucket(RenderQueue.Bucket.Transparent);
                g.setShadowMode(RenderQueue.ShadowMode.Off);
            }
        });
        return v;
    }

    private void show(boolean on) {
        boolean want = on && view != null;
        if (want == attached) {
            return;
        }
        attached = want;
        if (want) {
            ((SimpleApplication) getApplication()).getRootNode().attachChild(view.root());
        } else {
            view.root().removeFromParent();
        }
    }

    /**
     * @param f a recorded pose
     * @return the pose as the vehicle views take it
     */
    static VehiclePose pose(GhostFrame f) {
        int n = f.wheels();
        Vector3f[] contacts = new Vector3f[n];
        for (int i = 0; i < n; i++) {
            contacts[i] = new Vector3f((float) f.contacts()[3 * i], (float) f.contacts()[3 * i + 1],
                    (float) f.contacts()[3 * i + 2]);
        }
        return new VehiclePose(vec(f.position()), vec(f.forward()), vec(f.up()), (float) f.pitchRad(),
                (float) f.rollRad(), floats(f.wheelSteerRad()), floats(f.wheelSpinRad()), contacts, (float) f.leanRad(),
                (float) f.riderLeanRad(), (float) f.handlebarRad(), f.braking(), (float) f.speedMps(), f.footDown(), false,
                (float) f.heaveM());
    }

    private static Vector3f vec(double[] v) {
        return new Vector3f((float) v[0], (float) v[1], (float) v[2]);
    }

    private static float[] floats(double[] v) {
        float[] out = new float[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = (float) v[i];
        }
        return out;
    }

    @Override
    protected void cleanup(Application app) {
        if (mapper != null) {
            mapper.removeStateListener(this, DrivingFunctions.GHOST);
        }
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
        show(false);
    }
}
