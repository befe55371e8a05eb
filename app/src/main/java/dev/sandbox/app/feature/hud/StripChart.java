package dev.sandbox.app.feature.hud;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.simsilica.lemur.HAlignment;
import com.simsilica.lemur.Label;
import dev.sandbox.app.scene.gui.HudStyle;
import java.nio.FloatBuffer;

/**
 * One live strip chart: the last {@link #WINDOW_S} seconds of one or two signals. The chart
 * keeps its samples and labels; its frame and traces are drawn into buffers shared by all
 * charts (the strip charts' state draws every chart's traces as one line mesh), so six charts
 * cost two draw calls plus their labels. The vertical range is either fixed or symmetric and
 * growing with the largest value in the window (never below a floor).
 */
final class StripChart {

    /** Time shown (in seconds). */
    static final double WINDOW_S = 10;

    private final float x;
    private final float y;
    private final float w;
    private final float h;
    private final SampleRing ring;
    private final ColorRGBA[] colors;
    private final Label title;
    private final Label readout;
    private final Label rangeLabel;
    private String name;
    private double lo;
    private double hi;
    private boolean symmetric;
    private double floor;
    private String unit = "";
    private boolean frameChanged = true;

    /**
     * @param name chart title
     * @param x left edge in the parent (in pixels)
     * @param y bottom edge in the parent (in pixels)
     * @param width width (in pixels)
     * @param height height (in pixels)
     * @param capacity samples in the window
     * @param colors one colour per signal (one or two)
     * @param parent node the labels are attached to
     */
    StripChart(String name, float x, float y, float width, float height, int capacity, ColorRGBA[] colors, Node parent) {
        this.name = name;
        this.x = x;
        this.y = y;
        this.w = width;
        this.h = height;
        this.colors = colors;
        ring = new SampleRing(capacity, colors.length);
        title = HudStyle.label(name, 12, HudStyle.DIM);
        title.setLocalTranslation(x + 4, y + h - 1, 1);
        parent.attachChild(title);
        readout = HudStyle.label("", 12, HudStyle.TEXT, HAlignment.Right);
        readout.setPreferredSize(new Vector3f(w * 0.4f, 15, 0));
        readout.setLocalTranslation(x + w * 0.6f - 4, y + h - 1, 1);
        parent.attachChild(readout);
        rangeLabel = HudStyle.label("", 10, HudStyle.DIM);
        rangeLabel.setLocalTranslation(x + 4, y + 14, 1);
        parent.attachChild(rangeLabel);
        setFixedRange(-1, 1, "");
    }

    /**
     * @param min value at the bottom
     * @param max value at the top (&gt; min)
     * @param unitLabel unit shown with the range
     */
    void setFixedRange(double min, double max, String unitLabel) {
        symmetric = false;
        this.unit = unitLabel;
        setRange(min, max);
    }

    /**
     * @param minimum the smallest half-range (the range grows beyond it to fit the values)
     * @param unitLabel unit shown with the range
     */
    void setSymmetricRange(double minimum, String unitLabel) {
        symmetric = true;
        floor = minimum;
        this.unit = unitLabel;
        setRange(-minimum, minimum);
    }

    /** @param text the chart's title, top left */
    void setTitle(String text) {
        name = text;
        updateTitle();
    }

    /** @param text the current values, shown top right */
    void setReadout(String text) {
        readout.setText(text);
    }

    /** Forgets the samples (a new vehicle). */
    void clear() {
        ring.clear();
    }

    /**
     * Adds a sample (a symmetric range grows or shrinks to fit the window).
     *
     * @param timeS simulated time (in seconds)
     * @param values one value per signal
     */
    void add(double timeS, double... values) {
        if (ring.size() > 0 && timeS < ring.latestTime()) {
            ring.clear(); // the clock went back: a reset
        }
        ring.add(timeS, values);
        if (symmetric) {
            double m = floor;
            for (int k = 0; k < colors.length; k++) {
                m = Math.max(m, ring.maxAbs(k) * 1.1);
            }
            double nice = niceCeiling(m);
            if (nice != hi) {
                setRange(-nice, nice);
            }
        }
    }

    /**
     * Tells the occlusion state where this chart's opaque background is.
     *
     * @param occlusion the state that keeps the scene from being drawn behind it
     * @param owner the node the chart is drawn in
     * @param index the chart's rectangle number in that node
     */
    void cover(HudOcclusionState occlusion, Node owner, int index) {
        occlusion.cover(owner, index, x, y, w, h);
    }

    /** @return true when the frame must be redrawn (range changed); clears the flag */
    boolean takeFrameChange() {
        boolean c = frameChanged;
        frameChanged = false;
        return c;
    }

    /** @param c the shared canvas to draw the background, border, zero line and second ticks into */
    void drawFrame(Canvas2d c) {
        c.rect(x, y, w, h, HudStyle.OPAQUE_PANEL);
        c.frame(x, y, w, h, 1, HudStyle.GRID);
        if (lo < 0 && hi > 0) {
            c.rect(x, yOf(0) - 0.5f, w, 1, HudStyle.GRID);
        }
        for (int i = 1; i < WINDOW_S; i++) {
            c.rect(x + (float) (i / WINDOW_S * w), y, 1, 4, HudStyle.GRID);
        }
    }

    /**
     * Appends the traces as line segments (two vertices each).
     *
     * @param positions vertex positions (x, y, z)
     * @param cols vertex colours (r, g, b, a)
     * @return vertices written
     */
    int writeTraces(FloatBuffer positions, FloatBuffer cols) {
        double end = ring.latestTime();
        int written = 0;
        for (int k = 0; k < colors.length; k++) {
            ColorRGBA col = colors[k];
            float px = Float.NaN;
            float py = 0;
            for (int i = 0; i < ring.size(); i++) {
                double v = ring.value(k, i);
                double rel = (ring.time(i) - end + WINDOW_S) / WINDOW_S;
                if (Double.isNaN(v) || rel < 0) {
                    px = Float.NaN; // not applicable, or older than the window (the charts were hidden)
                    continue;
                }
                float sx = x + (float) (rel * w);
                float sy = yOf(v);
                if (!Float.isNaN(px) && positions.remaining() >= 6) {
                    positions.put(px).put(py).put(0).put(sx).put(sy).put(0);
                    cols.put(col.r).put(col.g).put(col.b).put(col.a).put(col.r).put(col.g).put(col.b).put(col.a);
                    written += 2;
                }
                px = sx;
                py = sy;
            }
        }
        return written;
    }

    private float yOf(double v) {
        double f = (v - lo) / (hi - lo);
        return y + (float) (Math.max(0, Math.min(1, f)) * (h - 2) + 1);
    }

    private void setRange(double min, double max) {
        lo = min;
        hi = max;
        frameChanged = true;
        updateTitle();
    }

    private void updateTitle() {
        title.setText(name);
        rangeLabel.setText(symmetric ? String.format("+/-%s %s", trim(hi), unit)
                : String.format("%s..%s %s", trim(lo), trim(hi), unit));
    }

    /**
     * @param v a positive number
     * @return the smallest of 1, 2, 5 times a power of ten not below it
     */
    static double niceCeiling(double v) {
        double p = Math.pow(10, Math.floor(Math.log10(v)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * p >= v * (1 - 1e-9)) {
                return m * p;
            }
        }
        return 10 * p;
    }

    private static String trim(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format("%.1f", v);
    }
}
