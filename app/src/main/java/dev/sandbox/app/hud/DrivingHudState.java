package dev.sandbox.app.hud;

import dev.sandbox.app.vehicle.VehicleKinds;
import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.font.BitmapFont;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.HAlignment;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.core.VersionedReference;
import dev.sandbox.app.camera.CameraSwitchState;
import dev.sandbox.app.controls.ControlBindings;
import dev.sandbox.app.drive.DrivingFunctions;
import dev.sandbox.app.state.ControlsState;
import dev.sandbox.app.state.DrivingState;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.List;
import java.util.function.Consumer;

/**
 * The driving HUD (Lemur labels over drawn dials), on unless hidden with the HUD key: the
 * speedometer with the digital speed, the tachometer with its red zone, the gear and gearbox
 * mode, pedal bars and the steering scale, odometer and trip time, the model's warnings at the
 * top, and a status line with the keys. Speeds and distances follow {@link UnitsState}.
 */
public final class DrivingHudState extends BaseAppState {

    /** Dial radius (in pixels). */
    static final float DIAL_R = 72;
    private static final int MAX_WARNINGS = 4;

    private final Node root = new Node("driving-hud");
    private final Warnings warnings = new Warnings();
    private final Consumer<VehicleSnapshot> stepListener = warnings::accept;
    private Gauge speedo;
    private Gauge tacho;
    private Label speed;
    private Label speedUnit;
    private Label gear;
    private Label mode;
    private Label rpm;
    private Label odometer;
    private Label trip;
    private Label status;
    private String notice;
    private long noticeUntilNs;
    private final Label[] warningLabels = new Label[MAX_WARNINGS];
    private PedalsAndSteering pedals;
    private VersionedReference<SpeedUnit> unitRef;
    private VehicleSpec shownSpec;
    private int shownVersion = -1;

    /** @return the warnings collected from the model's events */
    public Warnings warnings() {
        return warnings;
    }

    @Override
    protected void initialize(Application app) {
        BitmapFont font = GuiGlobals.getInstance().loadFont("Interface/Fonts/Default.fnt");
        speedo = new Gauge("speedometer", DIAL_R, app.getAssetManager(), font, HudStyle.SPEED);
        speedo.node().setLocalTranslation(14 + DIAL_R, 20 + DIAL_R, 0);
        root.attachChild(speedo.node());
        tacho = new Gauge("tachometer", DIAL_R, app.getAssetManager(), font, new ColorRGBA(1f, 0.35f, 0.2f, 1f));
        tacho.node().setLocalTranslation(14 + 3 * DIAL_R + 8, 20 + DIAL_R, 0);
        root.attachChild(tacho.node());
        speed = centred(speedo.node(), "0", 34, HudStyle.SPEED, -6);
        speedUnit = centred(speedo.node(), "km/h", 12, HudStyle.DIM, -44);
        centred(tacho.node(), "x1000 rpm", 10, HudStyle.DIM, 30);
        gear = centred(tacho.node(), "N", 30, HudStyle.TEXT, -6);
        mode = centred(tacho.node(), "AUTO", 11, HudStyle.DIM, -40);
        rpm = centred(tacho.node(), "0", 11, HudStyle.DIM, -54);
        pedals = new PedalsAndSteering(app.getAssetManager());
        pedals.node().setLocalTranslation(4 * DIAL_R + 44, 16, 0);
        root.attachChild(pedals.node());
        float textX = 4 * DIAL_R + 44 + 62 + PedalsAndSteering.STEER_W + 16;
        odometer = HudStyle.label("0.0 km", HudStyle.NORMAL, HudStyle.TEXT);
        odometer.setLocalTranslation(textX, 70, 1);
        root.attachChild(odometer);
        trip = HudStyle.label("trip 0:00", HudStyle.SMALL, HudStyle.DIM);
        trip.setLocalTranslation(textX, 46, 1);
        root.attachChild(trip);
        status = HudStyle.label("", HudStyle.SMALL, new ColorRGBA(1f, 1f, 1f, 0.9f));
        status.setBackground(new QuadBackgroundComponent(new ColorRGBA(0f, 0f, 0f, 0.45f)));
        root.attachChild(status);
        for (int i = 0; i < MAX_WARNINGS; i++) {
            warningLabels[i] = HudStyle.label("", 24, HudStyle.AMBER, HAlignment.Center);
            warningLabels[i].setBackground(new QuadBackgroundComponent(new ColorRGBA(0f, 0f, 0f, 0.55f)));
        }
        unitRef = getState(UnitsState.class).createReference();
        showInstruments(false);
    }

    /** Hides the dials, bars and odometer until a vehicle is chosen (their scales come from its spec). */
    private void showInstruments(boolean on) {
        Node.CullHint hint = on ? Node.CullHint.Inherit : Node.CullHint.Always;
        for (com.jme3.scene.Spatial sp : new com.jme3.scene.Spatial[] {speedo.node(), tacho.node(), pedals.node(), odometer, trip}) {
            sp.setCullHint(hint);
        }
    }

    private static Label centred(Node parent, String text, float size, ColorRGBA color, float yTop) {
        Label l = HudStyle.label(text, size, color, HAlignment.Center);
        l.setPreferredSize(new Vector3f(2 * DIAL_R - 40, size + 4, 0));
        l.setLocalTranslation(-DIAL_R + 20, yTop, 3);
        parent.attachChild(l);
        return l;
    }

    @Override
    public void update(float tpf) {
        DrivingState driving = getState(DrivingState.class);
        int w = (int) HudScale.width(getApplication());
        int h = (int) HudScale.height(getApplication());
        status.setLocalTranslation(8, h - 6, 5);
        VehicleSnapshot s = driving.snapshot();
        if (s == null) {
            status.setText(" choose a vehicle ");
            return;
        }
        SpeedUnit unit = getState(UnitsState.class).unit();
        if (driving.spec() != shownSpec || unitRef.update()) {
            shownSpec = driving.spec();
            rescale(shownSpec, unit);
        }
        if (driving.version() != shownVersion) {
            shownVersion = driving.version();
            warnings.clear();
        }
        double v = unit.fromMps(Math.abs(s.speedMps()));
        speedo.setValue(v);
        speed.setText(String.format("%.0f", v));
        tacho.setValue(s.engineRpm());
        gear.setText(s.gear() < 0 ? "R" : s.gear() == 0 ? "N" : Integer.toString(s.gear()));
        mode.setText(s.automatic() ? "AUTO" : "MANUAL");
        rpm.setText(String.format("%.0f rpm", s.engineRpm()));
        pedals.update(s);
        odometer.setText(String.format("%.2f %s", unit.distance(s.distanceM()), unit.distanceLabel()));
        trip.setText("trip " + clock(s.timeS()));
        status.setText(statusLine(driving));
        showWarnings(warnings.active(), w, h);
    }

    private void rescale(VehicleSpec spec, SpeedUnit unit) {
        speedo.setScale(0, VehicleScales.speedDialMax(spec, unit), VehicleScales.speedMajor(spec, unit), 4, 1, Double.MAX_VALUE);
        double major = VehicleScales.rpmMajor(spec);
        tacho.setScale(0, VehicleScales.rpmDialMax(spec), major, major > 1000 ? 4 : 2, 1000, spec.engine().redlineRpm());
        speedUnit.setText(unit.speedLabel());
        pedals.setFullLock(VehicleScales.fullLockRad(spec), VehicleKinds.of(spec).figures().steeredPartName());
        showInstruments(true);
    }

    /**
     * Shows a message in the status line for a few seconds (where a screenshot went).
     *
     * @param text the message
     */
    public void notice(String text) {
        notice = text;
        noticeUntilNs = System.nanoTime() + 5_000_000_000L;
    }

    private String statusLine(DrivingState driving) {
        if (notice != null && System.nanoTime() < noticeUntilNs) {
            return " " + notice + " ";
        }
        String cam = getState(CameraSwitchState.class).current().label();
        ControlsState cs = getState(ControlsState.class);
        ControlBindings b = cs != null ? cs.bindings() : ControlBindings.defaults();
        return " " + driving.spec().name() + "   camera: " + cam + " (" + b.hint(DrivingFunctions.CAMERA) + ")"
                + (driving.autopilotOn() ? "   AUTOPILOT (" + b.hint(DrivingFunctions.AUTOPILOT) + ")" : "")
                + (driving.isEnabled() ? "" : "   PAUSED (" + b.hint(DrivingFunctions.PAUSE) + ")")
                + "   " + b.hint(DrivingFunctions.HELP) + " help  " + b.hint(DrivingFunctions.HUD) + " hud  "
                + b.hint(DrivingFunctions.TELEMETRY) + " telemetry  " + b.hint(DrivingFunctions.RECORD) + " record  "
                + b.hint(DrivingFunctions.MENU) + " menu ";
    }

    private void showWarnings(List<Warnings.Warning> active, int w, int h) {
        float y = h - 40;
        for (int i = 0; i < MAX_WARNINGS; i++) {
            Label l = warningLabels[i];
            if (i >= active.size()) {
                l.removeFromParent();
                continue;
            }
            Warnings.Warning warn = active.get(i);
            l.setText(" " + warn.text() + " ");
            l.setColor(warn.severe() ? HudStyle.RED : HudStyle.AMBER);
            Vector3f size = l.getPreferredSize();
            l.setLocalTranslation((w - size.x) / 2, y, 5);
            y -= size.y + 4;
            if (l.getParent() == null) {
                root.attachChild(l);
            }
        }
    }

    /**
     * @param seconds a time (in seconds, &ge;0)
     * @return minutes and seconds as "m:ss.s"
     */
    static String clock(double seconds) {
        long tenths = Math.round(Math.max(0, seconds) * 10);
        return String.format("%d:%02d.%d", tenths / 600, (tenths / 10) % 60, tenths % 10);
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getGuiNode().attachChild(root);
        getState(DrivingState.class).addStepListener(stepListener);
    }

    @Override
    protected void onDisable() {
        root.removeFromParent();
        getState(DrivingState.class).removeStepListener(stepListener);
    }
}
