package dev.sandbox.app.feature.camera;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.font.BitmapFont;
import com.jme3.font.BitmapText;
import com.jme3.light.AmbientLight;
import com.jme3.light.DirectionalLight;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.core.vehicle.KindFigures;
import dev.sandbox.app.core.vehicles.VehicleKinds;
import dev.sandbox.app.scene.input.ControlBindings;
import dev.sandbox.app.scene.input.ShowroomFunctions;
import dev.sandbox.app.scene.vehicle.VehicleView;
import dev.sandbox.app.session.BindingsState;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.KeyGroups;
import dev.sandbox.app.session.VehicleViewState;
import dev.sandbox.physics.provingground.Results;
import dev.sandbox.physics.provingground.StraightLineRuns;
import dev.sandbox.physics.spec.TorquePoint;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What goes with the showroom camera: a soft fill light from the camera's side and more sky
 * light on the vehicle only (lights on its node) so the paint and the shapes read well, the
 * vehicle's name with its key figures (peak power and torque from the spec's torque curve,
 * mass, and the proving ground's 0-100 km/h and top speed, run in the background on the same
 * model), and a key ({@link ShowroomFunctions#TURN_WHEELS},
 * default F) that opens the doors and turns the front wheels (a car) or turns the bars (a
 * motorcycle) to full lock, and back, for a look.
 * Enabled by the showroom rig.
 */
public final class ShowroomState extends BaseAppState implements StateFunctionListener {


    private static final Map<String, CompletableFuture<String>> FIGURES = new ConcurrentHashMap<>();

    private final Node gui = new Node("showroom-info");
    private final DirectionalLight fill = new DirectionalLight(new Vector3f(0, -0.4f, 1).normalizeLocal(),
            new ColorRGBA(0.35f, 0.35f, 0.38f, 1f));
    private final AmbientLight sky = new AmbientLight(new ColorRGBA(0.18f, 0.18f, 0.2f, 1f));
    private com.jme3.scene.Geometry backing;
    private com.jme3.scene.Node lit;
    private BitmapText title;
    private BitmapText figures;
    private VehicleSpec shownSpec;
    private InputMapper mapper;
    private boolean turned;
    private float steer;
    private float open;

    @Override
    protected void initialize(Application app) {
        BitmapFont font = app.getAssetManager().loadFont("Interface/Fonts/Default.fnt");
        title = new BitmapText(font);
        title.setSize(font.getCharSet().getRenderedSize() * 1.6f);
        title.setColor(ColorRGBA.White);
        figures = new BitmapText(font);
        figures.setColor(new ColorRGBA(0.92f, 0.94f, 0.96f, 1f));
        backing = new com.jme3.scene.Geometry("showroom-backing", new com.jme3.scene.shape.Quad(1, 1));
        com.jme3.material.Material m = new com.jme3.material.Material(app.getAssetManager(),
                "Common/MatDefs/Misc/Unshaded.j3md");
        m.setColor("Color", new ColorRGBA(0.02f, 0.03f, 0.05f, 0.7f));
        m.getAdditionalRenderState().setBlendMode(com.jme3.material.RenderState.BlendMode.Alpha);
        backing.setMaterial(m);
        gui.attachChild(backing);
        gui.attachChild(title);
        gui.attachChild(figures);
        mapper = GuiGlobals.getInstance() == null ? null : GuiGlobals.getInstance().getInputMapper();
        if (mapper != null) {
            dev.sandbox.app.scene.input.DrivingFunctions.initializeDefaultMappings(mapper);
        }
    }

    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        if (func == ShowroomFunctions.TURN_WHEELS && value == InputState.Positive) {
            turned = !turned;
        }
    }

    @Override
    public void update(float tpf) {
        VehicleSpec spec = getState(DrivingState.class).spec();
        if (spec != shownSpec && spec != null) {
            shownSpec = spec;
            title.setText(spec.name());
            figures.setText(staticFigures(spec) + "\n0-100 km/h, top speed: running the proving ground..." + keys(spec));
        }
        if (spec != null) {
            CompletableFuture<String> run = FIGURES.computeIfAbsent(spec.id(),
                    id -> CompletableFuture.supplyAsync(() -> provingGround(spec)));
            if (run.isDone()) {
                figures.setText(staticFigures(spec) + "\n" + run.getNow("") + keys(spec));
            }
        }
        float cam = getApplication().getCamera().getHeight();
        title.setLocalTranslation(24, cam - 34, 0);
        figures.setLocalTranslation(24, cam - 34 - title.getLineHeight() * 1.2f, 0);
        float w = Math.max(title.getLineWidth(), figures.getLineWidth()) + 24;
        float h = title.getLineHeight() * 1.3f + figures.getHeight() + 16;
        backing.setLocalScale(w, h, 1);
        backing.setLocalTranslation(12, cam - 26 - h, -1);
        Vector3f d = getApplication().getCamera().getDirection().clone();
        fill.setDirection(d.addLocal(0, -0.5f, 0).normalizeLocal());
        float lock = spec == null ? 0 : (float) Math.toRadians(spec.steering().maxRoadWheelAngleDeg()) * 0.8f;
        float target = turned ? lock : 0;
        steer += FastMath.clamp(target - steer, -tpf * 0.8f, tpf * 0.8f);
        VehicleView view = getState(VehicleViewState.class).view();
        open = FastMath.clamp(open + (turned ? tpf : -tpf) * 0.7f, 0, 1);
        if (view != null) {
            view.presentSteer(steer);
            view.showAllDetail(true);
            // An eased swing: slow off the check strap, slow into it.
            view.presentOpen(open * open * (3 - 2 * open));
            if (lit != view.root()) {
                unlight();
                lit = view.root();
                lit.addLight(fill);
                lit.addLight(sky);
            }
        }
    }

    /** Takes the showroom lights off the vehicle (they light only the vehicle, not the world). */
    private void unlight() {
        if (lit != null) {
            lit.removeLight(fill);
            lit.removeLight(sky);
            lit = null;
        }
    }

    /** @return the showroom's keys for this vehicle, each from the bindings in force, on a line of their own */
    private String keys(VehicleSpec spec) {
        BindingsState b = getState(BindingsState.class);
        return "\n\n" + keysLine(b != null ? b.bindings() : ControlBindings.defaults(), VehicleKinds.of(spec).figures());
    }

    /**
     * @param b the bindings in force
     * @param kind the kind shown
     * @return what the showroom's key does to that kind, and what the mouse does
     */
    static String keysLine(ControlBindings b, KindFigures kind) {
        return b.hint(ShowroomFunctions.TURN_WHEELS) + ": " + kind.showroomKeyAction() + "   drag: turn it   wheel: zoom";
    }

    /** @return name-independent figures straight from the spec */
    static String staticFigures(VehicleSpec spec) {
        double bestKw = 0;
        double powerRpm = 0;
        double bestNm = 0;
        double torqueRpm = 0;
        for (TorquePoint p : spec.engine().torqueCurve()) {
            double kw = p.torqueNm() * p.rpm() * 2 * Math.PI / 60 / 1000;
            if (kw > bestKw) {
                bestKw = kw;
                powerRpm = p.rpm();
            }
            if (p.torqueNm() > bestNm) {
                bestNm = p.torqueNm();
                torqueRpm = p.rpm();
            }
        }
        return String.format("power %.0f kW (%.0f PS) at %.0f rpm%ntorque %.0f N m at %.0f rpm%nmass %.0f kg",
                bestKw, bestKw / 0.7355, powerRpm, bestNm, torqueRpm, spec.chassis().massKg());
    }

    private static String provingGround(VehicleSpec spec) {
        try {
            StraightLineRuns runs = new StraightLineRuns(spec);
            Results.Accel a = runs.accel();
            Results.TopSpeed v = runs.topSpeed();
            String zeroTo100 = a.zeroTo100KmhS() == null ? "-" : String.format("%.1f s", a.zeroTo100KmhS());
            return String.format("0-100 km/h %s, top speed %.0f km/h (proving ground)", zeroTo100, v.topSpeedKmh());
        } catch (RuntimeException e) {
            return "proving ground: " + e.getMessage();
        }
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        SimpleApplication app = (SimpleApplication) getApplication();
        app.getGuiNode().attachChild(gui);
        if (mapper != null) {
            mapper.addStateListener(this, ShowroomFunctions.TURN_WHEELS);
        }
        // Lemur delivers a function only while its group is active
        KeyGroups.want(getStateManager(), ShowroomFunctions.TURN_WHEELS.getGroup(), true);
    }

    @Override
    protected void onDisable() {
        SimpleApplication app = (SimpleApplication) getApplication();
        gui.removeFromParent();
        unlight();
        if (mapper != null) {
            mapper.removeStateListener(this, ShowroomFunctions.TURN_WHEELS);
        }
        KeyGroups.want(getStateManager(), ShowroomFunctions.TURN_WHEELS.getGroup(), false);
        turned = false;
        steer = 0;
        open = 0;
        VehicleView view = getState(VehicleViewState.class).view();
        if (view != null) {
            view.presentSteer(0);
            view.presentOpen(0);
            view.showAllDetail(false);
        }
    }
}
