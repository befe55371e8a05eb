package dev.sandbox.app.hud;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Node;
import com.simsilica.lemur.core.VersionedReference;
import dev.sandbox.app.state.DrivingState;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * Live strip charts of the last ten seconds (right of the screen, part of the telemetry view):
 * speed, engine speed, lateral acceleration, yaw rate, steering input against the actual
 * road-wheel or handlebar angle, and lean against target lean (body roll on the car). Sampled
 * at {@link #SAMPLE_HZ} of simulated time, so the charts stand still while paused.
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
    private StripChart speed;
    private StripChart rpm;
    private StripChart lateral;
    private StripChart yaw;
    private StripChart steer;
    private StripChart lean;
    private VersionedReference<SpeedUnit> unitRef;
    private VehicleSpec shownSpec;
    private double nextSampleS = Double.NEGATIVE_INFINITY;
    private double fullLockDeg;

    @Override
    protected void initialize(Application app) {
        int n = (int) Math.round(StripChart.WINDOW_S * SAMPLE_HZ);
        speed = chart("speed", n, ONE, 0);
        rpm = chart("engine speed", n, ONE, 1);
        lateral = chart("lateral accel (+ left)", n, ONE, 2);
        yaw = chart("yaw rate (+ left)", n, ONE, 3);
        steer = chart("steer input x lock / actual (+ left)", n, TWO, 4);
        lean = chart("lean / target (+ right down)", n, TWO, 5);
        lateral.setSymmetricRange(1.0, "g");
        yaw.setSymmetricRange(20, "deg/s");
        unitRef = getState(UnitsState.class).createReference();
    }

    private StripChart chart(String name, int n, ColorRGBA[] colors, int row) {
        StripChart c = new StripChart(name, CHART_W, CHART_H, n, colors, getApplication().getAssetManager());
        c.node().setLocalTranslation(0, -(row + 1) * (CHART_H + GAP), 0);
        root.attachChild(c.node());
        return c;
    }

    @Override
    public void update(float tpf) {
        DrivingState driving = getState(DrivingState.class);
        VehicleSnapshot s = driving.snapshot();
        int w = getApplication().getCamera().getWidth();
        int h = getApplication().getCamera().getHeight();
        root.setLocalTranslation(w - CHART_W - 8, h - 30, 0);
        if (s == null) {
            return;
        }
        SpeedUnit unit = getState(UnitsState.class).unit();
        if (driving.spec() != shownSpec || unitRef.update()) {
            boolean newVehicle = driving.spec() != shownSpec;
            shownSpec = driving.spec();
            rescale(shownSpec, unit, newVehicle);
            nextSampleS = Double.NEGATIVE_INFINITY;
        }
        if (s.timeS() < nextSampleS - 1) {
            nextSampleS = Double.NEGATIVE_INFINITY; // reset: the clock went back
        }
        if (s.timeS() < nextSampleS) {
            return;
        }
        nextSampleS = Math.max(nextSampleS + 1 / SAMPLE_HZ, s.timeS());
        sample(s, unit);
    }

    private void sample(VehicleSnapshot s, SpeedUnit unit) {
        double t = s.timeS();
        double v = unit.fromMps(s.speedMps());
        speed.add(t, v);
        speed.setReadout(String.format("%.0f %s", v, unit.speedLabel()));
        rpm.add(t, s.engineRpm());
        rpm.setReadout(String.format("%.0f rpm", s.engineRpm()));
        double g = s.lateralAccelMps2() / Units.G;
        lateral.add(t, g);
        lateral.setReadout(String.format("%+.2f g", g));
        double r = Units.radToDeg(s.yawRateRadPerS());
        yaw.add(t, r);
        yaw.setReadout(String.format("%+.1f deg/s", r));
        double in = s.input().steer() * fullLockDeg;
        double actual = Units.radToDeg(s.roadWheelAngleRad());
        steer.add(t, in, actual);
        steer.setReadout(String.format("%+.1f / %+.1f deg", in, actual));
        if (s.bike() != null) {
            double l = Units.radToDeg(s.bike().leanRad());
            double target = Units.radToDeg(s.bike().targetLeanRad());
            lean.add(t, l, target);
            lean.setReadout(String.format("%+.1f / %+.1f deg", l, target));
        } else {
            double roll = Units.radToDeg(s.bodyRollRad());
            lean.add(t, roll, Double.NaN);
            lean.setReadout(String.format("%+.1f deg", roll));
        }
    }

    private void rescale(VehicleSpec spec, SpeedUnit unit, boolean newVehicle) {
        speed.setFixedRange(0, VehicleScales.speedDialMax(spec, unit), unit.speedLabel());
        rpm.setFixedRange(0, VehicleScales.rpmDialMax(spec), "rpm");
        fullLockDeg = Units.radToDeg(VehicleScales.fullLockRad(spec));
        steer.setSymmetricRange(5, "deg");
        boolean bike = spec.motorcycle() != null;
        lean.setSymmetricRange(bike ? 20 : 2, "deg");
        lean.setTitle(bike ? "lean / target (+ right down)" : "body roll (+ right down)");
        steer.setTitle(bike ? "steer input x lock / handlebar (+ left)" : "steer input x lock / road wheel (+ left)");
        if (newVehicle) {
            for (StripChart c : new StripChart[] {speed, rpm, lateral, yaw, steer, lean}) {
                c.clear();
            }
        } else {
            speed.clear(); // old samples are in the other unit
        }
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getGuiNode().attachChild(root);
    }

    @Override
    protected void onDisable() {
        root.removeFromParent();
    }
}
