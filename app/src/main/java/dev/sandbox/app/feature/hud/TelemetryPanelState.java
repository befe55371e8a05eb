package dev.sandbox.app.feature.hud;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import dev.sandbox.app.scene.gui.HudStyle;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.HudLayout;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.Optional;

/**
 * The telemetry panel (top left of the screen, toggled with its key): the tyres from above with
 * their friction ellipses, force vectors and numbers, the body and powertrain table, and below
 * them the vehicle kind's own {@link TelemetrySection} (the motorcycle's lean, rider, handlebar,
 * loads and state).
 * Opening it also opens the {@link StripChartState} and the {@link GgDiagramState}; closing it
 * closes them. The numbers refresh {@link TelemetryText#NUMBERS_HZ} times a second, the tyres' shapes every
 * frame. The panel itself (background, tables, silhouette) is drawn into a {@link CachedLayer}
 * when its numbers change and shown as one textured rectangle in between; the tyres, ellipses
 * and arrows are drawn over it (so over a tyre's numbers where a large ellipse reaches them).
 */
public final class TelemetryPanelState extends BaseAppState {

    private final Node live = new Node("telemetry-live");
    /** The panel on the screen: the layer's rectangle with the live shapes over it. */
    private DrawnPanel onScreen;
    private CachedLayer layer;
    private Container panel;
    private Panel holder;
    private WheelDiagram diagram;
    private Label tyreTitle;
    private TextTable body;
    private Optional<TelemetrySection> section = Optional.empty();
    private VehicleSpec shownSpec;
    private double sinceNumbersS = Double.MAX_VALUE;
    private final HudOcclusionState occlusion;
    private final StripChartState charts;
    private final GgDiagramState gg;

    /**
     * @param occlusion keeps the scene from being drawn behind the panel
     * @param charts the strip charts, opened and shut with the panel
     * @param gg the g-g diagram, opened and shut with the panel
     */
    public TelemetryPanelState(HudOcclusionState occlusion, StripChartState charts, GgDiagramState gg) {
        this.occlusion = occlusion;
        this.charts = charts;
        this.gg = gg;
    }

    @Override
    protected void initialize(Application app) {
        panel = HudStyle.opaquePanel();
        tyreTitle = panel.addChild(HudStyle.label("Tyres: ellipse = mu x load, arrow = force", HudStyle.SMALL, HudStyle.DIM));
        diagram = new WheelDiagram(app.getAssetManager());
        holder = panel.addChild(new Panel());
        holder.setBackground(null);
        holder.setPreferredSize(new Vector3f(WheelDiagram.W, WheelDiagram.H, 0));
        diagram.node().setLocalTranslation(0, -WheelDiagram.H, 0.5f);
        holder.attachChild(diagram.node());
        panel.addChild(HudStyle.label("Body and powertrain", HudStyle.SMALL, HudStyle.DIM));
        body = new TextTable(13, new float[] {90, 84, 104, 150}, 8);
        body.set(0, TelemetryText.BODY_LEFT);
        body.set(2, TelemetryText.BODY_RIGHT);
        panel.addChild(body.container());
        layer = new CachedLayer("telemetry-panel", app);
        layer.content().attachChild(panel);
        live.attachChild(diagram.shapes());
        live.setLocalTranslation(0, 0, 1);
        onScreen = new DrawnPanel("telemetry-panel", 1, 1);
        onScreen.content().attachChild(layer.display());
        onScreen.content().attachChild(live);
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
            diagram.setVehicle(shownSpec);
            section.ifPresent(old -> panel.removeChild(old.panel()));
            section = TelemetrySections.of(shownSpec);
            section.ifPresent(kind -> panel.addChild(kind.panel()));
            sinceNumbersS = Double.MAX_VALUE;
        }
        sinceNumbersS += tpf;
        boolean numbers = sinceNumbersS >= 1.0 / TelemetryText.NUMBERS_HZ;
        diagram.update(s, numbers);
        if (numbers) {
            sinceNumbersS = 0;
            TelemetryText.body(body, s, shownSpec.transmission().layout());
            section.ifPresent(kind -> kind.show(s));
            layer.invalidate();
        }
        if (layer.isInvalid()) {
            fitLayer();
        }
        layer.update(tpf);
        Vector3f p = panel.getLocalTranslation();
        Vector3f d = holder.getLocalTranslation();
        diagram.shapes().setLocalTranslation(p.x + d.x, p.y + d.y - WheelDiagram.H, 0);
    }

    /**
     * Sizes the layer's texture to the panel (whole pixels), its top-left corner at the texture's.
     * Lemur keeps the preferred size until the panel's content changes, and its layout needs it
     * then anyway.
     */
    private void fitLayer() {
        Vector3f size = panel.getPreferredSize();
        int w = (int) Math.ceil(size.x);
        int h = (int) Math.ceil(size.y);
        if (w != layer.width() || h != layer.height()) {
            layer.setSize(w, h);
            panel.setLocalTranslation(0, h, 0);
            onScreen.setPreferredSize(new Vector3f(w, h, 0));
            if (occlusion != null) {
                // the background fills the panel's preferred size, not the rounded-up texture
                occlusion.cover(layer.display(), 0, 0, h - size.y, size.x, size.y);
            }
        }
    }

    @Override
    protected void cleanup(Application app) {
        layer.release();
    }

    @Override
    protected void onEnable() {
        getState(HudLayout.class).show(HudLayout.Anchor.TOP_LEFT, onScreen, 0);
        setSiblings(true);
    }

    @Override
    protected void onDisable() {
        getState(HudLayout.class).hide(onScreen);
        setSiblings(false);
    }

    /** @return the layer the panel is drawn into (a check compares it with the panel drawn directly) */
    CachedLayer layer() {
        return layer;
    }

    private void setSiblings(boolean on) {
        if (charts != null) {
            charts.setEnabled(on);
        }
        if (gg != null) {
            gg.setEnabled(on);
        }
    }
}
