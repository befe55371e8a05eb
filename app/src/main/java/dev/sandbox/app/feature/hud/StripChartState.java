package dev.sandbox.app.feature.hud;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import com.simsilica.lemur.core.VersionedReference;
import dev.sandbox.app.core.settings.SpeedUnit;
import dev.sandbox.app.core.vehicle.VehicleKind;
import dev.sandbox.app.core.vehicles.VehicleKinds;
import dev.sandbox.app.core.vehicles.VehicleScales;
import dev.sandbox.app.scene.gui.HudStyle;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.HudLayout;
import dev.sandbox.app.session.UnitsState;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.nio.FloatBuffer;

/**
 * Live strip charts of the last ten seconds (top right of the screen, part of the telemetry view):
 * speed, engine speed, lateral acceleration, yaw rate, steering input against the actual
 * road-wheel or handlebar angle, and lean against target lean (body roll on the car). Sampled
 * at {@link #SAMPLE_HZ} of simulated time, so the charts stand still while paused; the
 * read-outs change {@link TelemetryText#NUMBERS_HZ} times a simulated second. All frames
 * are one canvas and all traces one line mesh, rewritten in place when a sample arrives. The
 * frames and every title, range and read-out are drawn into one {@link CachedLayer} when a
 * read-out or range changes and shown as one textured rectangle in between; the traces are
 * drawn live over it.
 */
public final class StripChartState extends BaseAppState {

    /** Samples per simulated second. */
    public static final double SAMPLE_HZ = 25;
    /** Chart width (in pixels). */
    static final float CHART_W = 360;
    /** Chart height (in pixels). */
    static final float CHART_H = 68;
    /** Gap between charts (in pixels). */
    static final float GAP = 5;

    private static final ColorRGBA[] ONE = {HudStyle.SPEED};
    private static final ColorRGBA[] TWO = {HudStyle.TEXT, HudStyle.CYAN};

    private final Node root = new Node("strip-charts");
    /** The charts on the screen; {@link #root} hangs from its top-left corner. */
    private DrawnPanel onScreen;
    /** Chart coordinates inside the layer: the charts hang below this node's origin, as below {@link #root}'s. */
    private final Node still = new Node("strip-chart-frames");
    private CachedLayer layer;
    private Canvas2d frames;
    private Geometry traces;
    private FloatBuffer tracePositions;
    private FloatBuffer traceColors;
    private StripChart speed;
    private StripChart rpm;
    private StripChart lateral;
    private StripChart yaw;
    private StripChart steer;
    private StripChart lean;
    private VersionedReference<SpeedUnit> unitRef;
    private VehicleSpec shownSpec;
    private double nextSampleS = Double.NEGATIVE_INFINITY;
    private double nextReadoutS = Double.NEGATIVE_INFINITY;
    private double fullLockDeg;
    private final HudOcclusionState occlusion;

    /** @param occlusion keeps the scene from being drawn behind the charts */
    public StripChartState(HudOcclusionState occlusion) {
        this.occlusion = occlusion;
    }

    @Override
    protected void initialize(Application app) {
        frames = new Canvas2d("chart-frames", 3 * 400, app.getAssetManager());
        still.attachChild(frames.geometry());
        layer = new CachedLayer("strip-charts", app);
        int layerH = (int) Math.ceil(6 * (CHART_H + GAP));
        layer.setSize((int) CHART_W, layerH);
        still.setLocalTranslation(0, layerH, 0);
        layer.content().attachChild(still);
        layer.display().setLocalTranslation(0, -layerH, 0);
        root.attachChild(layer.display());
        onScreen = new DrawnPanel("strip-charts-panel", CHART_W, layerH);
        root.setLocalTranslation(0, layerH, 0);
        onScreen.content().attachChild(root);
        int n = (int) Math.round(StripChart.WINDOW_S * SAMPLE_HZ);
        int vertices = 6 * 2 * 2 * n;
        tracePositions = BufferUtils.createFloatBuffer(vertices * 3);
        traceColors = BufferUtils.createFloatBuffer(vertices * 4);
        Mesh m = new Mesh();
        m.setMode(Mesh.Mode.Lines);
        m.setBuffer(VertexBuffer.Type.Position, 3, tracePositions);
        m.setBuffer(VertexBuffer.Type.Color, 4, traceColors);
        m.getBuffer(VertexBuffer.Type.Position).setUsage(VertexBuffer.Usage.Stream);
        m.getBuffer(VertexBuffer.Type.Color).setUsage(VertexBuffer.Usage.Stream);
        traces = new Geometry("chart-traces", m);
        traces.setMaterial(Canvas2d.material(app.getAssetManager()));
        traces.setCullHint(Spatial.CullHint.Always);
        traces.setLocalTranslation(0, 0, 0.5f);
        root.attachChild(traces);
        speed = chart("speed", n, ONE, 0);
        rpm = chart("engine speed", n, ONE, 1);
        lateral = chart("lateral accel, up = left", n, ONE, 2);
        yaw = chart("yaw rate, up = left", n, ONE, 3);
        steer = chart("steer input x lock / wheel, up = left", n, TWO, 4);
        lean = chart("lean / target, up = right", n, TWO, 5);
        lateral.setSymmetricRange(1.0, "g");
        yaw.setSymmetricRange(20, "deg/s");
        unitRef = getState(UnitsState.class).createReference();
        if (occlusion != null) {
            StripChart[] all = charts();
            for (int i = 0; i < all.length; i++) {
                all[i].cover(occlusion, root, i);
            }
        }
    }

    private StripChart chart(String name, int n, ColorRGBA[] colors, int row) {
        return new StripChart(name, 0, -(row + 1) * (CHART_H + GAP), CHART_W, CHART_H, n, colors, still);
    }

    private StripChart[] charts() {
        return new StripChart[] {speed, rpm, lateral, yaw, steer, lean};
    }

    private void redraw() {
        boolean frameChanged = false;
        for (StripChart c : charts()) {
            frameChanged |= c.takeFrameChange();
        }
        if (frameChanged) {
            frames.clear();
            for (StripChart c : charts()) {
                c.drawFrame(frames);
            }
            frames.flush();
            layer.invalidate();
        }
        tracePositions.clear();
        traceColors.clear();
        int n = 0;
        for (StripChart c : charts()) {
            n += c.writeTraces(tracePositions, traceColors);
        }
        tracePositions.flip();
        traceColors.flip();
        Mesh m = traces.getMesh();
        m.getBuffer(VertexBuffer.Type.Position).updateData(tracePositions);
        m.getBuffer(VertexBuffer.Type.Color).updateData(traceColors);
        m.updateCounts();
        m.updateBound();
        traces.updateModelBound();
        traces.setCullHint(n >= 2 ? Spatial.CullHint.Never : Spatial.CullHint.Always);
    }

    @Override
    public void update(float tpf) {
        advance();
        layer.update(tpf);
    }

    /** Places the charts, takes this frame's sample if one is due and redraws what changed. */
    private void advance() {
        DrivingState driving = getState(DrivingState.class);
        VehicleSnapshot s = driving.snapshot();
        if (s == null) {
            return;
        }
        SpeedUnit unit = getState(UnitsState.class).unit();
        if (driving.spec() != shownSpec || unitRef.update()) {
            boolean newVehicle = driving.spec() != shownSpec;
            shownSpec = driving.spec();
            rescale(shownSpec, unit, newVehicle);
            nextSampleS = Double.NEGATIVE_INFINITY;
            nextReadoutS = Double.NEGATIVE_INFINITY;
        }
        if (s.timeS() < nextSampleS - 1) {
            nextSampleS = Double.NEGATIVE_INFINITY; // reset: the clock went back
            nextReadoutS = Double.NEGATIVE_INFINITY;
        }
        if (s.timeS() < nextSampleS) {
            return;
        }
        nextSampleS = Math.max(nextSampleS + 1 / SAMPLE_HZ, s.timeS());
        sample(s, unit);
        redraw();
    }

    private void sample(VehicleSnapshot s, SpeedUnit unit) {
        double t = s.timeS();
        double v = unit.fromMps(s.speedMps());
        speed.add(t, v);
        rpm.add(t, s.engineRpm());
        double g = s.lateralAccelMps2() / Units.G;
        lateral.add(t, g);
        double r = Units.radToDeg(s.yawRateRadPerS());
        yaw.add(t, r);
        double in = s.input().steer() * fullLockDeg;
        double actual = Units.radToDeg(s.roadWheelAngleRad());
        steer.add(t, in, actual);
        boolean leans = !Double.isNaN(s.kind().leanRad());
        double l = Units.radToDeg(leans ? s.kind().leanRad() : s.bodyRollRad());
        double target = Units.radToDeg(s.kind().targetLeanRad());
        lean.add(t, l, target);
        if (t < nextReadoutS) {
            return;
        }
        nextReadoutS = Math.max(nextReadoutS + 1 / TelemetryText.NUMBERS_HZ, t);
        layer.invalidate();
        speed.setReadout(NumberText.of(v, 0, false, " " + unit.speedLabel()));
        rpm.setReadout(NumberText.of(s.engineRpm(), 0, false, " rpm"));
        lateral.setReadout(NumberText.of(Math.abs(g), 2, false, " g " + TelemetryText.side(g, false)));
        yaw.setReadout(NumberText.of(Math.abs(r), 1, false, " deg/s " + TelemetryText.side(r, false)));
        steer.setReadout(TelemetryText.side(in, false) + " " + NumberText.of(Math.abs(in), 1, false, " / ")
                + TelemetryText.side(actual, false) + " " + NumberText.of(Math.abs(actual), 1, false, " deg"));
        String leanText = TelemetryText.side(l, true) + " " + NumberText.of(Math.abs(l), 1, false, "");
        lean.setReadout(leans
                ? leanText + " / " + TelemetryText.side(target, true) + " " + NumberText.of(Math.abs(target), 1, false, " deg")
                : leanText + " deg");
    }

    private void rescale(VehicleSpec spec, SpeedUnit unit, boolean newVehicle) {
        layer.invalidate();
        speed.setFixedRange(0, VehicleScales.speedDialMax(spec, unit), unit.speedLabel());
        rpm.setFixedRange(0, VehicleScales.rpmDialMax(spec), "rpm");
        fullLockDeg = Units.radToDeg(VehicleScales.fullLockRad(spec));
        steer.setSymmetricRange(5, "deg");
        VehicleKind kind = VehicleKinds.of(spec);
        lean.setSymmetricRange(kind.figures().leanChartRangeDeg(), "deg");
        lean.setTitle(kind.figures().leanChartTitle());
        steer.setTitle(kind.figures().steerChartTitle());
        if (newVehicle) {
            for (StripChart c : charts()) {
                c.clear();
            }
        } else {
            speed.clear(); // old samples are in the other unit
        }
    }

    @Override
    protected void cleanup(Application app) {
        layer.release();
    }

    @Override
    protected void onEnable() {
        getState(HudLayout.class).show(HudLayout.Anchor.TOP_RIGHT, onScreen, 1);
    }

    @Override
    protected void onDisable() {
        getState(HudLayout.class).hide(onScreen);
    }
}
