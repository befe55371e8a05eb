package dev.sandbox.app.feature.hud;

import com.jme3.asset.AssetManager;
import com.jme3.font.BitmapFont;
import com.jme3.font.BitmapText;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import dev.sandbox.app.scene.gui.HudStyle;
import jme3tools.optimize.GeometryBatchFactory;

/**
 * A round dial with a needle: a 270-degree scale from the lower left clockwise to the lower
 * right, minor and major ticks, numbered major ticks and a red zone at the top of the range.
 * The face is drawn once per scale ({@link #setScale}); a frame only turns the needle
 * ({@link #setValue}). The node's origin is the dial's centre.
 */
public final class Gauge {

    /** Angle of the scale's minimum (in radians from +x, counter-clockwise). */
    static final float START_RAD = 225 * FastMath.DEG_TO_RAD;
    /** Angle swept from minimum to maximum, clockwise (in radians). */
    static final float SWEEP_RAD = 270 * FastMath.DEG_TO_RAD;

    private final float radius;
    private final BitmapFont font;
    private final Node node;
    private final Node numbers = new Node("gauge-numbers");
    private final Canvas2d face;
    private final Canvas2d needle;
    private final Quaternion turn = new Quaternion();
    private double min;
    private double max = 1;

    /**
     * @param name node name
     * @param radius dial radius (in pixels)
     * @param assets for materials
     * @param font for the numbers
     * @param needleColor colour of the needle
     */
    public Gauge(String name, float radius, AssetManager assets, BitmapFont font, ColorRGBA needleColor) {
        this.radius = radius;
        this.font = font;
        node = new Node(name);
        face = new Canvas2d(name + "-face", 3 * 1200, assets);
        needle = new Canvas2d(name + "-needle", 3 * 64, assets);
        node.attachChild(face.geometry());
        numbers.setLocalTranslation(0, 0, 1);
        node.attachChild(numbers);
        needle.geometry().setLocalTranslation(0, 0, 2);
        node.attachChild(needle.geometry());
        drawNeedle(needleColor);
    }

    /** @return the dial, origin at its centre */
    public Node node() {
        return node;
    }

    /**
     * Keeps the scene from being drawn behind the (opaque) face: three rectangles inside the
     * disc, at half-angles of 22.5, 45 and 67.5 degrees, cover 87 % of it.
     *
     * @param occlusion the HUD's occlusion
     */
    public void coverFace(HudOcclusionState occlusion) {
        float r = radius - 1;
        float[] halfAnglesDeg = {22.5f, 45f, 67.5f};
        for (int i = 0; i < halfAnglesDeg.length; i++) {
            float a = halfAnglesDeg[i] * FastMath.DEG_TO_RAD;
            float w = 2 * r * FastMath.cos(a);
            float h = 2 * r * FastMath.sin(a);
            occlusion.cover(node, i, -w / 2, -h / 2, w, h);
        }
    }

    /** @return the dial radius (in pixels) */
    public float radius() {
        return radius;
    }

    /**
     * Redraws the face for a scale.
     *
     * @param lo value at the start of the scale
     * @param hi value at the end of the scale (&gt; lo)
     * @param major spacing of the numbered ticks (in the value's unit)
     * @param minorPerMajor minor ticks per major interval (&ge;1)
     * @param labelDivisor numbers shown are value / labelDivisor (1000 for a tachometer)
     * @param redFrom start of the red zone (in the value's unit; &ge; hi for none)
     */
    public void setScale(double lo, double hi, double major, int minorPerMajor, double labelDivisor, double redFrom) {
        this.min = lo;
        this.max = hi;
        face.clear();
        face.disc(0, 0, radius, 48, HudStyle.DIAL);
        face.ring(0, 0, radius - 1, radius - 1, 2, 48, HudStyle.GRID);
        if (redFrom < hi) {
            face.arc(0, 0, radius - 6, radius - 6, 9, angle(hi), angle(redFrom), 24, HudStyle.RED);
        }
        numbers.detachAllChildren();
        double minor = major / minorPerMajor;
        int n = (int) Math.round((hi - lo) / minor);
        for (int i = 0; i <= n; i++) {
            double v = lo + i * minor;
            float a = angle(v);
            boolean isMajor = i % minorPerMajor == 0;
            float inner = radius - (isMajor ? 13 : 7);
            float cs = FastMath.cos(a);
            float sn = FastMath.sin(a);
            face.line(inner * cs, inner * sn, (radius - 2) * cs, (radius - 2) * sn, isMajor ? 2.5f : 1.2f,
                    v >= redFrom ? HudStyle.RED : HudStyle.TEXT);
            if (isMajor) {
                BitmapText t = new BitmapText(font);
                t.setSize(radius > 60 ? 13 : 11);
                t.setColor(HudStyle.TEXT);
                t.setText(Long.toString(Math.round(v / labelDivisor)));
                float r = radius - 24;
                t.setLocalTranslation(r * cs - t.getLineWidth() / 2, r * sn + t.getLineHeight() / 2, 0);
                numbers.attachChild(t);
            }
        }
        face.flush();
        // one draw call for all the numbers: batch them detached, so their world transforms are
        // the dial's own coordinates, then put the batch back
        numbers.removeFromParent();
        numbers.setLocalTranslation(0, 0, 0);
        numbers.updateGeometricState();
        GeometryBatchFactory.optimize(numbers);
        numbers.setLocalTranslation(0, 0, 1);
        node.attachChild(numbers);
    }

    /** @param value the value the needle shows (clamped to the scale) */
    public void setValue(double value) {
        turn.fromAngleNormalAxis(angle(value), Vector3f.UNIT_Z);
        needle.geometry().setLocalRotation(turn);
    }

    /**
     * @param value a value on the scale
     * @return the needle's angle for it (in radians from +x, counter-clockwise)
     */
    float angle(double value) {
        double f = (value - min) / (max - min);
        f = Math.max(-0.02, Math.min(1.02, f));
        return START_RAD - (float) f * SWEEP_RAD;
    }

    private void drawNeedle(ColorRGBA color) {
        needle.clear();
        float len = radius - 8;
        needle.quad(-10, -3f, len, -1f, len, 1f, -10, 3f, color);
        needle.disc(0, 0, 6, 16, new ColorRGBA(0.2f, 0.22f, 0.25f, 1f));
        needle.flush();
    }
}
