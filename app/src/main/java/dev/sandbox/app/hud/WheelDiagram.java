package dev.sandbox.app.hud;

import dev.sandbox.app.vehicle.VehicleKinds;
import com.jme3.asset.AssetManager;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
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
 * load, slip angle, slip ratio, Fx, Fy, wheel speed. Wheel positions are schematic (not to
 * scale), force lengths are to scale: the static load's ellipse is {@link #STATIC_RADIUS} px.
 * The diagram has two parts with the same origin, the lower-left corner of a {@link #W} x
 * {@link #H} box: {@link #node()}, which changes only with the vehicle and the numbers (the
 * silhouette and the number tables, for a {@link CachedLayer}), and {@link #shapes()}, the
 * tyres, ellipses and force arrows redrawn every frame and shown over it.
 */
final class WheelDiagram {

    /** Width of the diagram (in pixels). */
    static final float W = 440;
    /** Height of the diagram (in pixels). */
    static final float H = 236;
    /** Radius of a tyre's friction ellipse at the static load on asphalt (in pixels). */
    static final float STATIC_RADIUS = 26;
    private static final float HALF_WHEELBASE = 72;
    private static final float HALF_TRACK = 52;
    private static final ColorRGBA BODY = new ColorRGBA(0.5f, 0.55f, 0.6f, 0.35f);
    private static final ColorRGBA TYRE = new ColorRGBA(0.1f, 0.1f, 0.1f, 0.95f);
    private static final ColorRGBA AIR = new ColorRGBA(1f, 1f, 1f, 0.2f);

    private final Node node = new Node("wheel-diagram");
    private final Canvas2d body;
    private final Canvas2d canvas;
    private final List<TextTable> numbers = new ArrayList<>();
    private TyreLimits limits;
    private boolean bike;
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
        bike = VehicleKinds.of(spec).figures().wheelCount() == 2;
        double staticMu = limits.lateralLimitG(1);
        pxPerN = (float) (STATIC_RADIUS / (staticMu * limits.staticLoadN()));
        for (TextTable t : numbers) {
            t.container().removeFromParent();
        }
        numbers.clear();
        drawBody();
        int n = bike ? 2 : 4;
        for (int i = 0; i < n; i++) {
            TextTable t = new TextTable(13, new float[] {62, 70}, 6);
            t.set(0, "load", "slip angle", "slip ratio", "Fx", "Fy", "wheel");
            float x = bike ? W / 2 + 60 : (i % 2 == 0 ? 4 : W - 136);
            float yTop = i < (bike ? 1 : 2) ? H - 2 : 100;
            t.container().setLocalTranslation(x, yTop, 1);
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
        float cx = W / 2;
        float cy = H / 2;
        for (int i = 0; i < s.wheels().size() && i < numbers.size(); i++) {
            WheelTelemetry w = s.wheels().get(i);
            float wx = bike ? cx : cx + (i % 2 == 0 ? -HALF_TRACK : HALF_TRACK);
            float wy = cy + (i < (bike ? 1 : 2) ? HALF_WHEELBASE : -HALF_WHEELBASE);
            drawWheel(w, wx, wy);
            if (withNumbers) {
                numbers(numbers.get(i), w);
            }
        }
        canvas.flush();
    }

    /** The vehicle's silhouette, under the tyres. */
    private void drawBody() {
        float cx = W / 2;
        float cy = H / 2;
        body.clear();
        if (bike) {
            body.quad(cx - 9, cy - HALF_WHEELBASE, cx + 9, cy - HALF_WHEELBASE, cx + 14, cy + HALF_WHEELBASE - 20,
                    cx - 14, cy + HALF_WHEELBASE - 20, BODY);
        } else {
            body.rect(cx - HALF_TRACK + 8, cy - HALF_WHEELBASE - 26, 2 * HALF_TRACK - 16, 2 * HALF_WHEELBASE + 46, BODY);
            body.triangle(cx - 12, cy + HALF_WHEELBASE + 22, cx + 12, cy + HALF_WHEELBASE + 22, cx, cy + HALF_WHEELBASE + 34, BODY);
        }
        body.flush();
    }

    private void drawWheel(WheelTelemetry w, float x, float y) {
        // ISO 8855 steer is positive to the left: counter-clockwise on a front-up diagram
        float steer = (float) w.steerAngleRad();
        canvas.setZ(0);
        canvas.rotatedRect(x, y, bike ? 8 : 11, 28, steer, TYRE);
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
