package dev.sandbox.app.feature.hud;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.font.BitmapFont;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.HAlignment;
import com.simsilica.lemur.Insets3f;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.component.SpringGridLayout;
import com.simsilica.lemur.core.VersionedReference;
import dev.sandbox.app.core.settings.SpeedUnit;
import dev.sandbox.app.core.vehicles.VehicleKinds;
import dev.sandbox.app.core.vehicles.VehicleScales;
import dev.sandbox.app.scene.gui.HudStyle;
import dev.sandbox.app.scene.input.ControlBindings;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.scene.input.ReplayFunctions;
import dev.sandbox.app.session.BindingsState;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.HudLayout;
import dev.sandbox.app.session.UnitsState;
import dev.sandbox.app.session.Viewpoint;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.List;
import java.util.function.Consumer;

/**
 * The driving HUD (Lemur labels over drawn dials), on unless hidden with the HUD key: the
 * speedometer with the digital speed, the tachometer with its red zone, the gear and gearbox
 * mode, pedal bars and the steering scale, odometer and trip time, the model's warnings at the
 * top, and a status line with the keys. Speeds and distances follow {@link UnitsState}.
 * The needles and bars move every frame; the digits and the status line are laid out again
 * {@link TelemetryText#NUMBERS_HZ} times a second (each new text is a new set of glyph
 * quads, and faster than that digits cannot be read).
 */
public final class DrivingHudState extends BaseAppState {

    /** Dial radius (in pixels). */
    static final float DIAL_R = 72;
    private static final int MAX_WARNINGS = 4;

    /** Gap between the dials and after the tachometer (in pixels). */
    private static final float DIAL_GAP = 8;
    /** Height of the dials' centres above the bottom of the instrument row, less the radius (in pixels). */
    private static final float DIAL_LIFT = 8;
    /** Space between stacked warnings (in pixels). */
    private static final float WARNING_GAP = 4;

    private final Container instruments = new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None));
    private final Container warningsBox = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even));
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
    private int shownWarnings;
    private PedalsAndSteering pedals;
    private VersionedReference<SpeedUnit> unitRef;
    private VehicleSpec shownSpec;
    private int shownVersion = -1;
    private double sinceTextS = Double.MAX_VALUE;
    private final Viewpoint viewpoint;
    private final HudOcclusionState occlusion;

    /**
     * @param viewpoint the camera in use, whose name the status line shows
     * @param occlusion keeps the scene from being drawn behind the opaque dials
     */
    public DrivingHudState(Viewpoint viewpoint, HudOcclusionState occlusion) {
        this.viewpoint = viewpoint;
        this.occlusion = occlusion;
    }

    /** @return the warnings collected from the model's events */
    public Warnings warnings() {
        return warnings;
    }

    @Override
    protected void initialize(Application app) {
        BitmapFont font = GuiGlobals.getInstance().loadFont("Interface/Fonts/Default.fnt");
        speedo = new Gauge("speedometer", DIAL_R, app.getAssetManager(), font, HudStyle.SPEED);
        tacho = new Gauge("tachometer", DIAL_R, app.getAssetManager(), font, new ColorRGBA(1f, 0.35f, 0.2f, 1f));
        speed = centred(speedo.node(), "0", 34, HudStyle.SPEED, -6);
        speedUnit = centred(speedo.node(), "km/h", 12, HudStyle.DIM, -44);
        centred(tacho.node(), "x1000 rpm", 10, HudStyle.DIM, 30);
        gear = centred(tacho.node(), "N", 30, HudStyle.TEXT, -6);
        mode = centred(tacho.node(), "AUTO", 11, HudStyle.DIM, -40);
        rpm = centred(tacho.node(), "0", 11, HudStyle.DIM, -54);
        pedals = new PedalsAndSteering(app.getAssetManager());
        odometer = HudStyle.label("0.0 km", HudStyle.NORMAL, HudStyle.TEXT);
        trip = HudStyle.label("trip 0:00", HudStyle.SMALL, HudStyle.DIM);
        pedals.addReadouts(odometer, trip);
        instruments.setName("instruments");
        instruments.setBackground(null);
        instruments.addChild(dial(speedo));
        instruments.addChild(dial(tacho));
        instruments.addChild(pedals.panel());
        if (occlusion != null) {
            speedo.coverFace(occlusion);
            tacho.coverFace(occlusion);
            pedals.coverBackdrop(occlusion);
        }
        status = HudStyle.label("", HudStyle.SMALL, new ColorRGBA(1f, 1f, 1f, 0.9f));
        status.setName("status");
        status.setBackground(new QuadBackgroundComponent(new ColorRGBA(0f, 0f, 0f, 0.45f)));
        warningsBox.setName("warnings");
        warningsBox.setBackground(null);
        for (int i = 0; i < MAX_WARNINGS; i++) {
            warningLabels[i] = HudStyle.label("", 24, HudStyle.AMBER, HAlignment.Center);
            warningLabels[i].setBackground(new QuadBackgroundComponent(new ColorRGBA(0f, 0f, 0f, 0.55f)));
            warningLabels[i].setInsets(new Insets3f(0, 0, WARNING_GAP, 0));
        }
        unitRef = getState(UnitsState.class).createReference();
    }

    /** @return a dial in a Lemur element: its face, and room for the gap after it and below it */
    private static DrawnPanel dial(Gauge g) {
        DrawnPanel p = new DrawnPanel(g.node().getName() + "-panel", 2 * DIAL_R + DIAL_GAP, 2 * DIAL_R + DIAL_LIFT);
        g.node().setLocalTranslation(DIAL_R, DIAL_R + DIAL_LIFT, 0);
        p.content().attachChild(g.node());
        return p;
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
        tacho.setValue(s.engineRpm());
        gear.setText(s.gear() < 0 ? "R" : s.gear() == 0 ? "N" : Integer.toString(s.gear()));
        mode.setText(s.automatic() ? "AUTO" : "MANUAL");
        sinceTextS += tpf;
        boolean refreshText = sinceTextS >= 1.0 / TelemetryText.NUMBERS_HZ;
        pedals.update(s, refreshText);
        if (refreshText) {
            sinceTextS = 0;
            speed.setText(NumberText.of(v, 0, false, ""));
            rpm.setText(NumberText.of(s.engineRpm(), 0, false, " rpm"));
            odometer.setText(NumberText.of(unit.distance(s.distanceM()), 2, false, " " + unit.distanceLabel()));
            trip.setText("trip " + clock(s.timeS()));
            status.setText(statusLine(driving));
            showWarnings(warnings.active());
        }
    }

    private void rescale(VehicleSpec spec, SpeedUnit unit) {
        speedo.setScale(0, VehicleScales.speedDialMax(spec, unit), VehicleScales.speedMajor(spec, unit), 4, 1, Double.MAX_VALUE);
        double major = VehicleScales.rpmMajor(spec);
        tacho.setScale(0, VehicleScales.rpmDialMax(spec), major, major > 1000 ? 4 : 2, 1000, spec.engine().redlineRpm());
        speedUnit.setText(unit.speedLabel());
        pedals.setFullLock(VehicleScales.fullLockRad(spec), VehicleKinds.of(spec).figures().steeredPartName());
        layout().show(HudLayout.Anchor.BOTTOM_LEFT, instruments, 1);
    }

    /**
     * Shows a message in the status line for a few seconds (where a screenshot went).
     *
     * @param text the message
     */
    public void notice(String text) {
        notice = text;
        noticeUntilNs = System.nanoTime() + 5_000_000_000L;
        sinceTextS = Double.MAX_VALUE; // show it in this frame
    }

    private String statusLine(DrivingState driving) {
        if (notice != null && System.nanoTime() < noticeUntilNs) {
            return " " + notice + " ";
        }
        notice = null;
        BindingsState cs = getState(BindingsState.class);
        Run run = driving.showing() ? (driving.heardTimeScale() > 0 ? Run.REPLAY_PLAYING : Run.REPLAY_PAUSED)
                : driving.isEnabled() ? Run.DRIVING : Run.PAUSED;
        return statusLine(driving.spec().name(), viewpoint.label(), driving.autopilotOn(), run,
                cs != null ? cs.bindings() : ControlBindings.defaults());
    }

    /** What the screen is doing, as the status line tells it. */
    enum Run {
        /** The live drive runs. */
        DRIVING,
        /** The live drive is paused (the pause key). */
        PAUSED,
        /** A replay is shown and plays. */
        REPLAY_PLAYING,
        /** A replay is shown, paused. */
        REPLAY_PAUSED
    }

    /**
     * The status line: the vehicle, the camera, whether the autopilot drives or the simulation
     * is paused, and the keys for help, HUD, telemetry, recording and the menu, each hint read
     * from the bindings in force (so a key the player rebinds shows as bound).
     *
     * @param vehicle the vehicle's name
     * @param camera the camera's name
     * @param autopilot true while the autopilot drives
     * @param paused true while the simulation is paused
     * @param b the bindings in force
     * @return the line, with a space at each end for its background
     */
    static String statusLine(String vehicle, String camera, boolean autopilot, boolean paused, ControlBindings b) {
        return statusLine(vehicle, camera, autopilot, paused ? Run.PAUSED : Run.DRIVING, b);
    }

    /**
     * The status line, telling a replay that plays from one that is paused (the live drive is
     * paused under either) with the replay's play key.
     *
     * @param vehicle the vehicle's name
     * @param camera the camera's name
     * @param autopilot true while the autopilot drives
     * @param run what the screen is doing
     * @param b the bindings in force
     * @return the line, with a space at each end for its background
     */
    static String statusLine(String vehicle, String camera, boolean autopilot, Run run, ControlBindings b) {
        String state = switch (run) {
            case DRIVING -> "";
            case PAUSED -> "   PAUSED (" + b.hint(DrivingFunctions.PAUSE) + ")";
            case REPLAY_PLAYING -> "   REPLAY PLAYING (" + b.hint(ReplayFunctions.PLAY) + " pauses)";
            case REPLAY_PAUSED -> "   REPLAY PAUSED (" + b.hint(ReplayFunctions.PLAY) + " plays)";
        };
        return " " + vehicle + "   camera: " + camera + " (" + b.hint(DrivingFunctions.CAMERA) + ")"
                + (autopilot ? "   AUTOPILOT (" + b.hint(DrivingFunctions.AUTOPILOT) + ")" : "")
                + state
                + "   " + b.hint(DrivingFunctions.HELP) + " help  " + b.hint(DrivingFunctions.HUD) + " hud  "
                + b.hint(DrivingFunctions.TELEMETRY) + " telemetry  " + b.hint(DrivingFunctions.RECORD) + " record  "
                + b.hint(DrivingFunctions.MENU) + " menu ";
    }

    private void showWarnings(List<Warnings.Warning> active) {
        int n = Math.min(MAX_WARNINGS, active.size());
        for (int i = 0; i < n; i++) {
            Warnings.Warning warn = active.get(i);
            warningLabels[i].setText(" " + warn.text() + " ");
            warningLabels[i].setColor(warn.severe() ? HudStyle.RED : HudStyle.AMBER);
        }
        if (n != shownWarnings) {
            shownWarnings = n;
            warningsBox.clearChildren();
            for (int i = 0; i < n; i++) {
                warningsBox.addChild(warningLabels[i]);
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
        HudLayout layout = layout();
        layout.show(HudLayout.Anchor.BAR_LEFT, status, 0);
        layout.show(HudLayout.Anchor.TOP, warningsBox, 0);
        if (shownSpec != null) {
            layout.show(HudLayout.Anchor.BOTTOM_LEFT, instruments, 1);
        }
        getState(DrivingState.class).addStepListener(stepListener);
    }

    @Override
    protected void onDisable() {
        HudLayout layout = layout();
        layout.hide(status);
        layout.hide(warningsBox);
        layout.hide(instruments);
        getState(DrivingState.class).removeStepListener(stepListener);
    }

    private HudLayout layout() {
        return getState(HudLayout.class);
    }
}
