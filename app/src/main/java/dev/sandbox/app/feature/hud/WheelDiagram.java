package dev.sandbox.app.feature.hud;

import com.jme3.asset.AssetManager;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import dev.sandbox.app.core.vehicle.TyreDiagramLayout;
import dev.sandbox.app.core.vehicles.VehicleKinds;
import dev.sandbox.app.scene.gui.HudStyle;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The vehicle from above, front up: each tyre with its friction ellipse (mu times load, so it
 * grows and shrinks with load transfer) and its force vector (Fx along the wheel, Fy across it)
 * on the same scale, coloured by how much of the ellipse it uses; beside each tyre its numbers:
 * load, slip angle, slip ratio, Fx, Fy, wheel speed. Where the wheels and their numbers sit and
 * the body's outline come from the vehicle kind's {@link TyreDiagramLayout} (schematic, not to
 * scale); force lengths are to scale: the static load's ellipse is {@link #STATIC_RADIUS} px.
 * The diagram has two parts with the same origin, the lower-left corner of a {@link #W} x
 * {@link #H} box: {@link #node()}, which changes only with the vehicle and the numbers (the
 * silhouette and the number tables, for a {@link CachedLayer}), and {@link #shapes()}, the
 * tyres, ellipses and force arrows redrawn every frame and shown over it.
 */
final class WheelDiagram {

    /** Width of the diagram (in pixels). */
    static final float W = TyreDiagramLayout.W;
    /** Height of the diagram (in pixels). */
    static final float H = TyreDiagramLayout.H;
    /** Radius of a tyre's friction ellipse at the static load on asphalt (in pixels). */
    static final float STATIC_RADIUS = 26;
    /** Length of a tyre seen from above (in pixels). */
    private static final float TYRE_LENGTH = 28;
    private static final ColorRGBA BODY = new ColorRGBA(0.5f, 0.55f, 0.6f, 0.35f);
    private static final ColorRGBA TYRE = new ColorRGBA(0.1f, 0.1f, 0.1f, 0.95f);
    private static final ColorRGBA AIR = new ColorRGBA(1f, 1f, 1f, 0.2f);

    private final Node node = new Node("wheel-diagram");
    private final Canvas2d body;
    private final Canvas2d canvas;
    private final List<TextTable> numbers = new ArrayList<>();
    private TyreLimits limits;
    private TyreDiagramLayout layout;
    private float pxPerN;

    /** @param assets for the canvas material */
    WheelDiagram(AssetManager assets) {
        body = new Canvas2d("wheel-body", 3 * 8, assets);
        node.attachChild(body.geometry());
        canvas = new Canvas2d("wheel-diagram", 3 * 2400, assets);
    }

    /** @return the silhouette and the number tables (they change with the vehicle and the numbers) */
    Node node() {
        return node;
    }

    /** @return the tyres, friction ellipses and force arrows (they change every frame) */
    Geometry shapes() {
        return canvas.geometry();
    }

    /** @param spec the vehicle shown (sets wheel layout and force scale) */
    void setVehicle(VehicleSpec spec) {
        limits = new TyreLimits(spec);
        layout = VehicleKinds.of(spec).tyreDiagram();
        double staticMu = limits.lateralLimitG(1);
        pxPerN = (float) (STATIC_RADIUS / (staticMu * limits.staticLoadN()));
        for (TextTable t : numbers) {
            t.container().removeFromParent();
        }
        numbers.clear();
        drawBody();
        for (TyreDiagramLayout.Wheel wheel : layout.wheels()) {
            TextTable t = new TextTable(13, new float[] {62, 70}, 6);
            t.set(0, "load", "slip angle", "slip ratio", "Fx", "Fy", "wheel");
            t.container().setLocalTranslation(wheel.tableX(), wheel.tableTop(), 1);
            node.attachChild(t.container());
            numbers.add(t);
        }
    }

    /**
     * Redraws the tyres and forces.
     *
     * @param s the latest snapshot
     * @param withNumbers true to refresh the numbers too
     */
    void update(VehicleSnapshot s, boolean withNumbers) {
        canvas.clear();
        for (int i = 0; i < s.wheels().size() && i < numbers.size(); i++) {
            WheelTelemetry w = s.wheels().get(i);
            drawWheel(w, layout.wheels().get(i));
            if (withNumbers) {
                numbers(numbers.get(i), w);
            }
        }
        canvas.flush();
    }

    /** The vehicle's silhouette, under the tyres. */
    private void drawBody() {
        body.clear();
        for (float[] p : layout.body()) {
            if (p.length == 6) {
                body.triangle(p[0], p[1], p[2], p[3], p[4], p[5], BODY);
            } else {
                body.quad(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], BODY);
            }
        }
        body.flush();
    }

    private void drawWheel(WheelTelemetry w, TyreDiagramLayout.Wheel at) {
        float x = at.x();
        float y = at.y();
        // ISO 8855 steer is positive to the left: counter-clockwise on a front-up diagram
        float steer = (float) w.steerAngleRad();
        canvas.setZ(0);
        canvas.rotatedRect(x, y, at.tyreWidth(), TYRE_LENGTH, steer, TYRE);
        canvas.setZ(0.1f);
        if (!w.grounded()) {
            canvas.ring(x, y, STATIC_RADIUS, STATIC_RADIUS, 1.5f, 32, AIR);
            return;
        }
        float rx = (float) (limits.maxLateralN(w) * pxPerN);
        float ry = (float) (limits.maxLongitudinalN(w) * pxPerN);
        canvas.ring(x, y, Math.max(rx, 2), Math.max(ry, 2), 2f, 40, HudStyle.LIMIT);
        float hx = -(float) Math.sin(steer);
        float hy = (float) Math.cos(steer);
        float lx = -hy;
        float ly = hx;
        float fx = (float) w.longitudinalForceN() * pxPerN;
        float fy = (float) w.lateralForceN() * pxPerN;
        canvas.setZ(0.2f);
        canvas.arrow(x, y, x + fx * hx + fy * lx, y + fx * hy + fy * ly, 3.5f, 9,
                HudStyle.utilisationColor(limits.utilisation(w)));
    }

    private static void numbers(TextTable t, WheelTelemetry w) {
        String rpm = NumberText.of(Units.radPerSToRpm(w.angularVelocityRadPerS()), 0, false, " rpm");
        if (!w.grounded()) {
            t.set(0, w.name() + " load", "", "", "", "", "wheel");
            t.set(1, "IN THE AIR", "", "", "", "", rpm);
            return;
        }
        t.set(0, w.name() + " load", "slip angle", "slip ratio", "Fx", "Fy", "wheel");
        t.set(1, NumberText.of(w.loadN(), 0, false, " N"), NumberText.of(Units.radToDeg(w.slipAngleRad()), 1, true, " deg"),
                NumberText.of(w.slipRatio(), 3, true, ""), NumberText.of(w.longitudinalForceN(), 0, true, " N"),
                NumberText.of(w.lateralForceN(), 0, true, " N"), rpm);
    }
}
