package dev.sandbox.app.feature.hud;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Node;
import com.simsilica.lemur.Label;
import dev.sandbox.app.scene.gui.HudStyle;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.HudLayout;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The g-g diagram (bottom right, part of the telemetry view): the body's acceleration seen
 * from above, front up (braking down, a left turn's acceleration to the left), the last
 * {@link #TRAIL_S} seconds as a fading trail, inside the tyres' limit on level ground: an
 * ellipse of the peak longitudinal and lateral friction (see {@link TyreLimits}) on the
 * surface under the tyres now, and on dry asphalt. The read-out changes
 * {@link TelemetryText#NUMBERS_HZ} times a second, the trail every frame; grid, limits and
 * trail are one canvas (one draw call), redrawn every frame.
 */
public final class GgDiagramState extends BaseAppState {

    /** Side of the square diagram (in pixels). */
    static final float SIZE = 190;
    /** Length of the trail (in simulated seconds). */
    public static final double TRAIL_S = 3;
    private static final double TRAIL_HZ = 30;
    private static final ColorRGBA LIMIT = HudStyle.LIMIT;
    private static final ColorRGBA DRY = new ColorRGBA(1f, 0.6f, 0.05f, 0.3f);

    private final Node root = new Node("gg-diagram");
    /** The diagram on the screen; {@link #root} is its lower-left corner. */
    private DrawnPanel onScreen;
    private final SampleRing trail = new SampleRing((int) (TRAIL_S * TRAIL_HZ), 2);
    private Canvas2d canvas;
    private Label readout;
    private TyreLimits limits;
    private VehicleSpec shownSpec;
    private double shownGrip = Double.NaN;
    private double pxPerG;
    private double nextSampleS = Double.NEGATIVE_INFINITY;
    private double sinceReadoutS = Double.MAX_VALUE;
    private final ColorRGBA dotColor = new ColorRGBA(0.2f, 0.85f, 1f, 1f);
    private final HudOcclusionState occlusion;

    /** @param occlusion keeps the scene from being drawn behind the diagram */
    public GgDiagramState(HudOcclusionState occlusion) {
        this.occlusion = occlusion;
    }

    @Override
    protected void initialize(Application app) {
        canvas = new Canvas2d("gg-diagram", 3 * 2000, app.getAssetManager());
        root.attachChild(canvas.geometry());
        Label title = HudStyle.label("g-g: accel up, left turn left", 12, HudStyle.DIM);
        title.setLocalTranslation(4, SIZE - 1, 1);
        root.attachChild(title);
        readout = HudStyle.label("", 12, HudStyle.TEXT);
        readout.setLocalTranslation(4, 16, 1);
        root.attachChild(readout);
        if (occlusion != null) {
            occlusion.cover(root, 0, 0, 0, SIZE, SIZE);
        }
        onScreen = new DrawnPanel("gg-diagram-panel", SIZE, SIZE);
        onScreen.content().attachChild(root);
    }

    @Override
    public void update(float tpf) {
        DrivingState driving = getState(DrivingState.class);
        VehicleSnapshot s = driving.snapshot();
        if (s == null) {
            return;
        }
        if (driving.spec() != shownSpec) {
            shownSpec = driving.spec();
            limits = new TyreLimits(shownSpec);
            trail.clear();
            shownGrip = Double.NaN;
        }
        double grip = meanGrip(s);
        if (Math.abs(grip - shownGrip) > 0.01 || Double.isNaN(shownGrip)) {
            shownGrip = grip;
        }
        if (trail.size() > 0 && s.timeS() < trail.latestTime()) {
            trail.clear();
            nextSampleS = Double.NEGATIVE_INFINITY;
        }
        double ax = s.lateralAccelMps2() / Units.G;
        double ay = s.longitudinalAccelMps2() / Units.G;
        if (s.timeS() >= nextSampleS) {
            trail.add(s.timeS(), ax, ay);
            nextSampleS = Math.max(nextSampleS + 1 / TRAIL_HZ, s.timeS());
        }
        canvas.clear();
        drawGrid(shownGrip);
        drawDots(ax, ay);
        canvas.flush();
        sinceReadoutS += tpf;
        if (sinceReadoutS >= 1.0 / TelemetryText.NUMBERS_HZ) {
            sinceReadoutS = 0;
            readout.setText("lat " + NumberText.of(ax, 2, true, " g  long ") + NumberText.of(ay, 2, true, " g"));
        }
    }

    private void drawGrid(double grip) {
        double limX = limits.lateralLimitG(1);
        double limY = limits.longitudinalLimitG(1);
        double range = Math.max(1.0, Math.ceil(Math.max(limX, limY) * 1.15 * 2) / 2);
        pxPerG = (SIZE / 2 - 6) / range;
        float c = SIZE / 2;
        Canvas2d grid = canvas;
        grid.rect(0, 0, SIZE, SIZE, HudStyle.OPAQUE_PANEL);
        grid.frame(0, 0, SIZE, SIZE, 1, HudStyle.GRID);
        grid.rect(0, c - 0.5f, SIZE, 1, HudStyle.GRID);
        grid.rect(c - 0.5f, 0, 1, SIZE, HudStyle.GRID);
        for (double g = 0.5; g <= range + 1e-9; g += 0.5) {
            float r = (float) (g * pxPerG);
            grid.ring(c, c, r, r, 1, 48, HudStyle.GRID);
        }
        grid.ring(c, c, (float) (limX * pxPerG), (float) (limY * pxPerG), 1.5f, 64, grip < 0.99 ? DRY : LIMIT);
        if (grip < 0.99) {
            grid.ring(c, c, (float) (limits.lateralLimitG(grip) * pxPerG), (float) (limits.longitudinalLimitG(grip) * pxPerG),
                    2.5f, 64, LIMIT);
        }
    }

    private void drawDots(double ax, double ay) {
        float c = SIZE / 2;
        Canvas2d dots = canvas;
        int n = trail.size();
        for (int i = 0; i < n; i++) {
            dotColor.a = 0.15f + 0.6f * i / Math.max(1, n - 1);
            float x = c - (float) (trail.value(0, i) * pxPerG);
            float y = c + (float) (trail.value(1, i) * pxPerG);
            dots.rect(x - 1.5f, y - 1.5f, 3, 3, dotColor);
        }
        float x = clamp(c - (float) (ax * pxPerG));
        float y = clamp(c + (float) (ay * pxPerG));
        dots.disc(x, y, 5, 16, HudStyle.SPEED);
    }

    private static float clamp(float v) {
        return Math.max(3, Math.min(SIZE - 3, v));
    }

    private static double meanGrip(VehicleSnapshot s) {
        double sum = 0;
        int n = 0;
        for (WheelTelemetry w : s.wheels()) {
            if (w.grounded()) {
                sum += w.surface().grip();
                n++;
            }
        }
        return n == 0 ? 1 : sum / n;
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        trail.clear(); // no stale trail from before the diagram was hidden
        nextSampleS = Double.NEGATIVE_INFINITY;
        sinceReadoutS = Double.MAX_VALUE;
        getState(HudLayout.class).show(HudLayout.Anchor.BOTTOM_RIGHT, onScreen, 1);
    }

    @Override
    protected void onDisable() {
        getState(HudLayout.class).hide(onScreen);
    }
}
