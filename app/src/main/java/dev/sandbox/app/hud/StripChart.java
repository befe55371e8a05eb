package dev.sandbox.app.hud;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import com.simsilica.lemur.HAlignment;
import com.simsilica.lemur.Label;
import java.nio.FloatBuffer;

/**
 * One live strip chart: the last {@link #WINDOW_S} seconds of one or two signals as line
 * strips whose vertex buffers are allocated once and rewritten in place when a sample arrives,
 * over a frame with a zero line. The vertical range is either fixed or symmetric and growing
 * with the largest value in the window (never below a floor). The node's origin is the
 * chart's lower-left corner.
 */
final class StripChart {

    /** Time shown (in seconds). */
    static final double WINDOW_S = 10;

    private final Node node;
    private final float w;
    private final float h;
    private final SampleRing ring;
    private final Geometry[] traces;
    private final FloatBuffer[] buffers;
    private final Canvas2d frame;
    private final Label title;
    private final Label readout;
    private final Label rangeLabel;
    private double lo;
    private double hi;
    private boolean symmetric;
    private double floor;
    private String unit = "";

    /**
     * @param name chart title
     * @param width width (in pixels)
     * @param height height (in pixels)
     * @param capacity samples in the window
     * @param colors one colour per signal (one or two)
     * @param assets for materials
     */
    StripChart(String name, float width, float height, int capacity, ColorRGBA[] colors, AssetManager assets) {
        this.w = width;
        this.h = height;
        node = new Node("chart-" + name);
        ring = new SampleRing(capacity, colors.length);
        frame = new Canvas2d("chart-frame-" + name, 3 * 60, assets);
        node.attachChild(frame.geometry());
        traces = new Geometry[colors.length];
        buffers = new FloatBuffer[colors.length];
        for (int k = 0; k < colors.length; k++) {
            buffers[k] = BufferUtils.createFloatBuffer(capacity * 3);
            Mesh m = new Mesh();
            m.setMode(Mesh.Mode.LineStrip);
            m.setBuffer(VertexBuffer.Type.Position, 3, buffers[k]);
            m.getBuffer(VertexBuffer.Type.Position).setUsage(VertexBuffer.Usage.Stream);
            traces[k] = new Geometry("trace-" + name + "-" + k, m);
            Material mat = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
            mat.setColor("Color", colors[k]);
            mat.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
            traces[k].setMaterial(mat);
            traces[k].setCullHint(Spatial.CullHint.Always);
            traces[k].setLocalTranslation(0, 0, 0.5f + 0.1f * k);
            node.attachChild(traces[k]);
        }
        title = HudStyle.label(name, 12, HudStyle.DIM);
        title.setLocalTranslation(4, h - 1, 1);
        node.attachChild(title);
        readout = HudStyle.label("", 12, HudStyle.TEXT, HAlignment.Right);
        readout.setPreferredSize(new com.jme3.math.Vector3f(w * 0.62f, 15, 0));
        readout.setLocalTranslation(w * 0.38f - 4, h - 1, 1);
        node.attachChild(readout);
        rangeLabel = HudStyle.label("", 10, HudStyle.DIM);
        rangeLabel.setLocalTranslation(4, 14, 1);
        node.attachChild(rangeLabel);
        setFixedRange(-1, 1, "");
    }

    /** @return the chart's node */
    Node node() {
        return node;
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

    /** Forgets the samples (a new vehicle). */
    void clear() {
        ring.clear();
    }

    /**
     * Adds a sample and redraws the traces.
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
            for (int k = 0; k < traces.length; k++) {
                m = Math.max(m, ring.maxAbs(k) * 1.1);
            }
            double nice = niceCeiling(m);
            if (nice != hi) {
                setRange(-nice, nice);
            }
        }
        redraw();
    }

    /** @param text the chart's title, top left */
    void setTitle(String text) {
        title.setText(text);
    }

    /** @param text the current values, shown top right */
    void setReadout(String text) {
        readout.setText(text);
    }

    private void redraw() {
        double end = ring.latestTime();
        for (int k = 0; k < traces.length; k++) {
            FloatBuffer b = buffers[k];
            b.clear();
            int n = 0;
            for (int i = 0; i < ring.size(); i++) {
                double v = ring.value(k, i);
                if (Double.isNaN(v)) {
                    continue;
                }
                float x = (float) ((ring.time(i) - end + WINDOW_S) / WINDOW_S * w);
                double f = (v - lo) / (hi - lo);
                float y = (float) (Math.max(0, Math.min(1, f)) * (h - 2) + 1);
                b.put(Math.max(0, x)).put(y).put(0);
                n++;
            }
            b.flip();
            Mesh m = traces[k].getMesh();
            m.getBuffer(VertexBuffer.Type.Position).updateData(b);
            m.updateCounts();
            m.updateBound();
            traces[k].updateModelBound();
            traces[k].setCullHint(n >= 2 ? Spatial.CullHint.Never : Spatial.CullHint.Always);
        }
    }

    private void setRange(double min, double max) {
        lo = min;
        hi = max;
        frame.clear();
        frame.rect(0, 0, w, h, HudStyle.PANEL);
        frame.frame(0, 0, w, h, 1, HudStyle.GRID);
        if (lo < 0 && hi > 0) {
            float y0 = (float) ((0 - lo) / (hi - lo) * (h - 2) + 1);
            frame.rect(0, y0 - 0.5f, w, 1, HudStyle.GRID);
        }
        for (int i = 1; i < WINDOW_S; i++) {
            frame.rect((float) (i / WINDOW_S * w), 0, 1, 4, HudStyle.GRID);
        }
        frame.flush();
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
