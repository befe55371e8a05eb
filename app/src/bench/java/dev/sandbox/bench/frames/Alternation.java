package dev.sandbox.bench.frames;

import com.jme3.app.SimpleApplication;
import com.jme3.renderer.Statistics;
import com.jme3.scene.Spatial;
import dev.sandbox.app.feature.hud.HudOcclusionState;
import dev.sandbox.app.feature.hud.TelemetryPanelState;
import dev.sandbox.bench.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.IntSupplier;

/**
 * The frame cost of one part of the sandbox measured inside one run ({@code --bench SECONDS
 * --bench-alternate WHAT}): every {@link #WINDOW} frames the part is hidden or shown again, and
 * the frames of each half are averaged (wall time, CPU of the render thread and of llvmpipe's
 * rasteriser threads, triangles drawn), leaving out the {@link #SETTLE} frames after each
 * switch. On a virtual machine whose speed drifts by a fifth within minutes, two runs a minute
 * apart (the sandbox, then the bare world) differ by more than the 10 % budget they are meant
 * to check; halves half a second apart see the same machine. The parts:
 * <ul>
 * <li>{@code sandbox}: everything the bare world does not draw (the vehicle, its shadows, the
 * skid marks and the HUD), so the hidden half is the world alone from the chase camera;</li>
 * <li>{@code vehicle}: the vehicle; {@code shadows}: its projected and contact shadows;
 * {@code hud}: the HUD (with its occluders);</li>
 * <li>{@code occlusion}: the HUD's occluders only ({@link HudOcclusionState}), the HUD drawn
 * in both halves;</li>
 * <li>{@code telemetry}: the telemetry view (panel, strip charts, g-g diagram) opened and shut
 * as its key does, so its updates are counted with its drawing.</li>
 * </ul>
 * Except for the telemetry view, the model, the camera and the HUD's numbers update in both
 * halves: what is compared is what drawing the part costs.
 */
public final class Alternation {

    /** What can be alternated. */
    public static final List<String> PARTS = List.of("sandbox", "vehicle", "shadows", "hud", "occlusion", "telemetry");
    /** Frames in each half-window. */
    static final int WINDOW = 20;
    /** Frames left out after each switch. */
    static final int SETTLE = 3;

    private final String part;
    private final Consumer<Boolean> shower;
    private final IntSupplier drawnTriangles;
    private int frame;
    private boolean hidden;
    private ThreadCpu mark;
    private long wallMarkNs;
    /** Per half (0 shown, 1 hidden): wall ms, render CPU ms, llvmpipe CPU ms, triangles, each summed over windows. */
    private final double[][] sums = new double[2][4];
    private final int[] windows = new int[2];

    /**
     * @param app the sandbox
     * @param part one of {@link #PARTS}
     */
    Alternation(SimpleApplication app, String part) {
        this.part = part;
        this.shower = visible -> show(app, part, visible);
        this.drawnTriangles = () -> triangles(app);
    }

    /**
     * @param part one of {@link #PARTS}
     * @param shower shows the part (true) or hides it (false)
     * @param drawnTriangles the triangles drawn in the frame just rendered
     */
    Alternation(String part, Consumer<Boolean> shower, IntSupplier drawnTriangles) {
        this.part = part;
        this.shower = shower;
        this.drawnTriangles = drawnTriangles;
    }

    /** Called once per measured frame, after the frame's time was taken. */
    void frame() {
        int phase = frame % WINDOW;
        if (phase == 0) {
            hidden = !hidden;
            shower.accept(!hidden);
        } else if (phase == SETTLE) {
            mark = ThreadCpu.now();
            wallMarkNs = System.nanoTime();
        } else if (phase == WINDOW - 1 && mark != null) {
            int n = WINDOW - 1 - SETTLE;
            Map<String, Double> cpu = mark.msPerFrameSince(n);
            int k = hidden ? 1 : 0;
            sums[k][0] += (System.nanoTime() - wallMarkNs) / 1e6 / n;
            sums[k][1] += cpu.getOrDefault("render", 0.0);
            sums[k][2] += cpu.getOrDefault("llvmpipe", 0.0);
            sums[k][3] += drawnTriangles.getAsInt();
            windows[k]++;
        }
        frame++;
    }

    /** Shows the part again (at the end of the run). */
    void restore() {
        shower.accept(true);
    }

    private static void show(SimpleApplication app, String part, boolean visible) {
        if (part.equals("telemetry")) {
            TelemetryPanelState panel = app.getStateManager().getState(TelemetryPanelState.class);
            if (panel != null) {
                panel.setEnabled(visible);
            }
            return;
        }
        if (part.equals("occlusion")) {
            HudOcclusionState occlusion = app.getStateManager().getState(HudOcclusionState.class);
            if (occlusion != null) {
                occlusion.setEnabled(visible);
            }
            return;
        }
        for (Spatial s : spatials(app, part)) {
            s.setCullHint(visible ? Spatial.CullHint.Inherit : Spatial.CullHint.Always);
        }
    }

    private static List<Spatial> spatials(SimpleApplication app, String part) {
        List<Spatial> out = new ArrayList<>();
        if (part.equals("sandbox") || part.equals("hud")) {
            out.add(app.getGuiNode());
        }
        for (Spatial s : app.getRootNode().getChildren()) {
            // "sandbox": all the bare world lacks (its scene is the "world" node alone)
            boolean wanted = switch (part) {
                case "sandbox" -> !"world".equals(s.getName());
                case "vehicle" -> "vehicle".equals(s.getName());
                case "shadows" -> "vehicle-shadows".equals(s.getName());
                default -> false;
            };
            if (wanted) {
                out.add(s);
            }
        }
        return out;
    }

    /** @return triangles drawn in the frame just rendered (the benchmark clears the counters after reading) */
    private static int triangles(SimpleApplication app) {
        Statistics st = app.getRenderer().getStatistics();
        String[] labels = st.getLabels();
        int[] data = new int[labels.length];
        st.getData(data);
        for (int i = 0; i < labels.length; i++) {
            if (labels[i].equals("Triangles")) {
                return data[i];
            }
        }
        return 0;
    }

    /** @return the report: each half's means and the ratio of their frame times */
    Json report() {
        double[] shown = means(0);
        double[] hid = means(1);
        return new Json().put("hidden", part)
                .put("windows", Math.min(windows[0], windows[1]))
                .put("shownFrameMs", shown[0])
                .put("hiddenFrameMs", hid[0])
                .put("shownOverHidden", shown[0] / hid[0])
                .put("shownRenderCpuMs", shown[1])
                .put("hiddenRenderCpuMs", hid[1])
                .put("shownLlvmpipeCpuMs", shown[2])
                .put("hiddenLlvmpipeCpuMs", hid[2])
                .put("shownTriangles", Math.round(shown[3]))
                .put("hiddenTriangles", Math.round(hid[3]));
    }

    private double[] means(int k) {
        double[] m = new double[4];
        for (int i = 0; i < 4; i++) {
            m[i] = windows[k] == 0 ? Double.NaN : sums[k][i] / windows[k];
        }
        return m;
    }

    /**
     * @param what the part named on the command line
     * @return the part, checked
     * @throws IllegalArgumentException naming the parts when it is none of them
     */
    public static String parse(String what) {
        String p = what.toLowerCase(Locale.ROOT);
        if (!PARTS.contains(p)) {
            throw new IllegalArgumentException("--bench-alternate wants one of " + String.join(", ", PARTS) + ", not '" + what
                    + "'");
        }
        return p;
    }
}
