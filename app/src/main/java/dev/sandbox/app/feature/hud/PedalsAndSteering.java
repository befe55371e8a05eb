package dev.sandbox.app.feature.hud;

import com.jme3.asset.AssetManager;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Node;
import com.simsilica.lemur.HAlignment;
import com.simsilica.lemur.Label;
import dev.sandbox.app.core.replay.BarCaption;
import dev.sandbox.app.scene.gui.HudStyle;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.KindTelemetry;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleSnapshot;

/**
 * The driver's hands and feet on the HUD: throttle (the engine's: on the motorcycle the rider's
 * twist grip, which he rolls back from the key for a lean, a wheelie or a gear change), brake
 * and clutch as vertical bars, and a
 * steering scale from full lock right to full lock left with two marks: the input (white
 * triangle) and the actual road-wheel or handlebar angle (cyan bar, amber while the bike
 * countersteers, by the replay caption's rule: {@link BarCaption}), on an opaque backdrop with
 * room at its right for the odometer. Above the scale one line gives the input and the angle, and
 * above that a line of its own says COUNTERSTEER, so the two never run into each other or into
 * the marks. The widget is a {@link DrawnPanel} of its
 * backdrop's size plus the gap before it.
 */
final class PedalsAndSteering {

    /** Height of the pedal bars (in pixels). */
    static final float BAR_H = 56;
    /** Width of the steering scale (in pixels). */
    static final float STEER_W = 220;
    /** Room kept on the backdrop's right for the odometer (in pixels). */
    static final float ODOMETER_W = 110;
    private static final float BAR_W = 12;
    private static final float STEER_X = 62;
    /** How far the backdrop reaches beyond the bars and the scale on every side (in pixels). */
    private static final float BACKDROP = 6;
    /** Space before the backdrop, after the dials (in pixels). */
    private static final float GAP_BEFORE = 16;
    /** Height of the backdrop (in pixels). */
    private static final float BACKDROP_H = BAR_H + 30;
    /** Width of the backdrop (in pixels). */
    private static final float BACKDROP_W = STEER_X + STEER_W + 2 * BACKDROP + ODOMETER_W;

    private final DrawnPanel panel = new DrawnPanel("pedals-steering-panel", GAP_BEFORE + BACKDROP_W, BACKDROP_H + 4);
    private final Node node = new Node("pedals-steering");
    private final Canvas2d canvas;
    private final Label steerText;
    private final Label counterText;
    private double fullLockRad = 1;
    private String steeredPartName = "road wheel";
    /** Whether the steering line's text last said COUNTERSTEER. */
    private boolean countersteerShown;

    /** @param assets for the canvas material */
    PedalsAndSteering(AssetManager assets) {
        canvas = new Canvas2d("pedals-steering", 3 * 120, assets);
        node.attachChild(canvas.geometry());
        Label pedals = HudStyle.label("T  B  C", 12, HudStyle.DIM);
        pedals.setLocalTranslation(0, BAR_H + 18, 1);
        node.attachChild(pedals);
        steerText = HudStyle.label("steer", 13, HudStyle.TEXT, HAlignment.Center);
        steerText.setPreferredSize(new com.jme3.math.Vector3f(STEER_W, 16, 0));
        steerText.setLocalTranslation(STEER_X, 48, 1);
        node.attachChild(steerText);
        counterText = HudStyle.label("", 13, HudStyle.AMBER, HAlignment.Center);
        counterText.setPreferredSize(new com.jme3.math.Vector3f(STEER_W, 16, 0));
        counterText.setLocalTranslation(STEER_X, 66, 1);
        node.attachChild(counterText);
        node.setLocalTranslation(GAP_BEFORE + BACKDROP, BACKDROP, 0);
        panel.content().attachChild(node);
    }

    /**
     * Keeps the scene from being drawn behind the (opaque) backdrop.
     *
     * @param occlusion the HUD's occlusion
     */
    void coverBackdrop(HudOcclusionState occlusion) {
        occlusion.cover(node, 0, -BACKDROP, -BACKDROP, BACKDROP_W, BACKDROP_H);
    }

    /** @return the widget as a Lemur element */
    DrawnPanel panel() {
        return panel;
    }

    /**
     * Puts the odometer and the trip time on the backdrop, right of the steering scale.
     *
     * @param odometer the odometer's label
     * @param trip the trip time's label
     */
    void addReadouts(Label odometer, Label trip) {
        float x = STEER_X + STEER_W + 16;
        odometer.setLocalTranslation(x, BAR_H - 2, 1);
        trip.setLocalTranslation(x, BAR_H - 26, 1);
        node.attachChild(odometer);
        node.attachChild(trip);
    }

    /** @param lockRad full lock of the vehicle shown (in radians, &gt;0) */
    void setFullLock(double lockRad, String steeredPart) {
        this.fullLockRad = lockRad;
        this.steeredPartName = steeredPart;
    }

    /**
     * Redraws bars and marks, and the steering line's text when asked or when the countersteer
     * begins or ends (so its amber never lags the bar's).
     *
     * @param s the latest snapshot
     * @param refreshText true when the HUD's numbers refresh this frame
     */
    void update(VehicleSnapshot s, boolean refreshText) {
        canvas.clear();
        canvas.rect(-BACKDROP, -BACKDROP, BACKDROP_W, BACKDROP_H, HudStyle.OPAQUE_PANEL);
        double clutch = s.clutchOpen();
        bar(0, s.engineThrottle(), HudStyle.GREEN);
        bar(1, Math.max(s.input().brake(), s.input().handbrake()), HudStyle.RED);
        bar(2, clutch, HudStyle.BLUE);
        float cx = STEER_X + STEER_W / 2;
        float y = 6;
        canvas.rect(STEER_X, y, STEER_W, 10, HudStyle.TRACK);
        for (int i = -4; i <= 4; i++) {
            canvas.rect(cx + i * STEER_W / 8 - 0.5f, y - 3, 1, 3, HudStyle.DIM);
        }
        canvas.rect(cx - 1, y - 3, 2, 16, HudStyle.DIM);
        // ISO 8855: positive steer is to the left, drawn to the left of the centre
        float wheelX = cx - (float) (clamp(s.roadWheelAngleRad() / fullLockRad) * STEER_W / 2);
        KindTelemetry k = s.kind();
        boolean counter = BarCaption.againstTheTurn(k.handlebarRad(), k.leanRad(), k.targetLeanRad())
                && !s.has(VehicleEvent.CRASHED);
        canvas.rect(wheelX - 3, y, 6, 10, counter ? HudStyle.AMBER : HudStyle.CYAN);
        float inX = cx - (float) (clamp(s.input().steer()) * STEER_W / 2);
        canvas.triangle(inX, y + 11, inX - 6, y + 21, inX + 6, y + 21, HudStyle.TEXT);
        canvas.flush();
        if (!refreshText && counter == countersteerShown) {
            return;
        }
        countersteerShown = counter;
        steerText.setText(String.format("steer %s %3.0f %%   %s %s %4.1f deg", side(s.input().steer()),
                100 * Math.abs(s.input().steer()), steeredPartName, side(s.roadWheelAngleRad()),
                Math.abs(Units.radToDeg(s.roadWheelAngleRad()))));
        steerText.setColor(counter ? HudStyle.AMBER : HudStyle.TEXT);
        counterText.setText(counter ? "COUNTERSTEER" : "");
    }

    private void bar(int i, double value, ColorRGBA c) {
        float x = i * (BAR_W + 6);
        canvas.rect(x, 0, BAR_W, BAR_H, HudStyle.TRACK);
        canvas.rect(x, 0, BAR_W, (float) (clamp(value) * BAR_H), c);
    }

    /** @return "L" for a positive (leftward, ISO 8855) value, "R" for a negative one */
    static String side(double v) {
        return v > 1e-4 ? "L" : v < -1e-4 ? "R" : " ";
    }

    private static double clamp(double v) {
        return Math.max(-1, Math.min(1, v));
    }
}
