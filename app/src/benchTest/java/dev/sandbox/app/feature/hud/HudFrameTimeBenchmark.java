package dev.sandbox.app.feature.hud;

import com.jme3.app.SimpleApplication;
import com.jme3.font.BitmapText;
import com.jme3.profile.AppProfiler;
import com.jme3.profile.AppStep;
import com.jme3.profile.SpStep;
import com.jme3.profile.VpStep;
import com.jme3.renderer.ViewPort;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import dev.sandbox.app.Logs;
import dev.sandbox.app.SandboxApp;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.feature.debug.ForceVectorState;
import dev.sandbox.app.session.PlainState;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Measures what the HUD costs on this machine: runs the sandbox window with the autopilot and
 * cycles through views every {@link #PERIOD_S} seconds (by default HUD hidden, driving HUD,
 * HUD + telemetry panel with charts and g-g, all of that + force arrows), so each view is
 * measured under the same (shared, varying) machine load; prints mean and median frame time
 * per view and the load average. A longer frame makes the fixed-step physics run more steps in
 * the next one, which inflates any extra cost, so a jME {@link AppProfiler} also splits each
 * view's frame into the driving loop's update (the physics), the HUD states' updates, the scene
 * graph update (Lemur layout, controls) and rendering; "frame minus physics" is the fair
 * figure to compare. CPU time per frame is split into the render thread's and the rest of the
 * process's (with llvmpipe mostly its rasteriser threads: the per-pixel cost).
 *
 * <p>The system property {@code benchmark.views} picks the views, by name, in turn: {@code hidden},
 * {@code hud}, {@code telemetry}, {@code arrows} (the default, in that order);
 * {@code telemetry-no-PART} shows the telemetry view with a part culled, so its states still
 * update but that part is not drawn: {@code text}, {@code bg} (Lemur backgrounds and the
 * panel's texture), {@code canvas} (the drawn shapes), {@code draw} (all of it) or a geometry's
 * name such as {@code chart-traces}; {@code telemetry-direct} draws the panel directly instead of
 * through its {@link CachedLayer}; the {@link FillProbe} views calibrate what a draw call and a
 * translucent pixel cost. Views that keep the telemetry view open (e.g.
 * {@code telemetry,telemetry-no-draw}) compare it with its charts full, as in use. With
 * {@code -Dbenchmark.trace=true} each switch prints {@code view NANOTIME NAME}, to split a
 * {@code perf record -k CLOCK_MONOTONIC} profile by view. Not a JUnit test: run it by hand under
 * Xvfb, e.g.
 * {@code xvfb-run -a -s "-screen 0 1280x720x24" java -cp CLASSPATH dev.sandbox.app.feature.hud.HudFrameTimeBenchmark 90}.
 */
public final class HudFrameTimeBenchmark extends PlainState {

    /** Seconds each view is shown before the next. */
    static final double PERIOD_S = 2.0;
    /** Seconds after a switch not measured (layout, first uploads). */
    static final double SETTLE_S = 0.3;
    /** Seconds at the start not measured (shader compilation, terrain LOD). */
    static final double WARM_UP_S = 5;
    private static final String[] VIEWS = System.getProperty("benchmark.views", "hidden,hud,telemetry,arrows").split(",");
    private static final Set<String> CANVASES = Set.of("wheel-diagram", "wheel-body", "chart-frames", "chart-traces", "gg-grid",
            "gg-dots");

    private final double runS;
    private final List<List<Double>> frames = new ArrayList<>();
    private double t;
    private int view = -1;
    private double viewStartS;
    private final Profile profile = new Profile();
    private final List<Map<String, Double>> slotsMs = new ArrayList<>();
    private final Map<String, Double> frameSlots = new TreeMap<>();
    private final int[] guiGeometries = new int[VIEWS.length];
    private final double[] threadCpuMs = new double[VIEWS.length];
    private final double[] processCpuMs = new double[VIEWS.length];
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final Map<Geometry, Spatial.CullHint> culled = new HashMap<>();
    private final List<Spatial> telemetryRoots = new ArrayList<>();
    private Node probes;
    private long lastThreadCpuNs;
    private long lastProcessCpuNs;

    private HudFrameTimeBenchmark(double runS) {
        this.runS = runS;
        for (int i = 0; i < VIEWS.length; i++) {
            frames.add(new ArrayList<>());
            slotsMs.add(new TreeMap<>());
        }
    }

    /** @param args the run length in seconds (default 90) */
    public static void main(String[] args) throws Exception {
        Logs.quiet();
        double runS = args.length > 0 ? Double.parseDouble(args[0]) : 90;
        System.out.println("load average at start: " + Files.readString(Path.of("/proc/loadavg")).trim());
        SandboxApp app = new SandboxApp(LaunchOptions.parse("--vehicle", args.length > 1 ? args[1] : "boxster-s", "--autopilot",
                "--size", args.length > 2 ? args[2] : "1280x720"));
        app.setFailureHandler(m -> {
            System.err.println("benchmark: " + m);
            Runtime.getRuntime().halt(1);
        });
        HudFrameTimeBenchmark bench = new HudFrameTimeBenchmark(runS);
        app.enqueue(() -> app.getStateManager().attach(bench));
        app.setAppProfiler(bench.profile);
        app.start();
    }

    @Override
    public void update(float tpf) {
        t += tpf;
        long threadCpu = threads.getCurrentThreadCpuTime();
        long processCpu = processCpuNs();
        double threadMs = (threadCpu - lastThreadCpuNs) / 1e6;
        double processMs = (processCpu - lastProcessCpuNs) / 1e6;
        lastThreadCpuNs = threadCpu;
        lastProcessCpuNs = processCpu;
        if (t < WARM_UP_S) {
            return;
        }
        if (view < 0 || t - viewStartS >= PERIOD_S) {
            view = (view + 1) % VIEWS.length;
            viewStartS = t;
            show(view);
            if (Boolean.getBoolean("benchmark.trace")) {
                System.out.println("view " + System.nanoTime() + " " + VIEWS[view]);
            }
        } else if (t - viewStartS >= SETTLE_S) {
            if (guiGeometries[view] == 0) {
                int[] n = {0};
                gui().depthFirstTraversal(sp -> {
                    if (sp instanceof Geometry g && g.getCullHint() != Spatial.CullHint.Always) {
                        n[0]++;
                    }
                });
                guiGeometries[view] = n[0];
            }
            frames.get(view).add(tpf * 1000.0);
            threadCpuMs[view] += threadMs;
            processCpuMs[view] += processMs;
            // the previous frame's profile belongs to this view too (no switch in between)
            for (Map.Entry<String, Double> e : frameSlots.entrySet()) {
                slotsMs.get(view).merge(e.getKey(), e.getValue(), Double::sum);
            }
        }
        frameSlots.clear();
        cullParts(VIEWS[view]);
        if (t >= WARM_UP_S + runS) {
            report();
            getApplication().stop();
            setEnabled(false);
        }
    }

    private void show(int v) {
        String name = VIEWS[v];
        cullParts("");
        getState(DrivingHudState.class).setEnabled(!name.equals("hidden"));
        List<Spatial> before = new ArrayList<>(gui().getChildren());
        getState(TelemetryPanelState.class).setEnabled(name.startsWith("telemetry") || name.equals("arrows"));
        if (telemetryRoots.isEmpty()) {
            for (Spatial child : gui().getChildren()) {
                if (!before.contains(child)) {
                    telemetryRoots.add(child);
                }
            }
        }
        getState(ForceVectorState.class).setEnabled(name.equals("arrows"));
        boolean direct = name.startsWith("telemetry-direct");
        getState(TelemetryPanelState.class).layer().setDirect(direct);
        if (probes != null) {
            probes.removeFromParent();
        }
        probes = FillProbe.of(name, getApplication().getAssetManager());
        if (probes != null) {
            gui().attachChild(probes);
        }
    }

    private Node gui() {
        return ((SimpleApplication) getApplication()).getGuiNode();
    }

    /**
     * Culls the telemetry view's parts a view leaves out (after the states' updates, which may
     * set cull hints of their own) and restores the rest.
     */
    private void cullParts(String view) {
        for (Spatial root : telemetryRoots) {
            root.depthFirstTraversal(sp -> {
                if (sp instanceof Geometry g) {
                    String part = sp.getParent() instanceof BitmapText || sp.getParent() != null
                            && sp.getParent().getParent() instanceof BitmapText ? "text"
                            : CANVASES.contains(g.getName()) ? "canvas" : "bg";
                    boolean hide = view.endsWith("-no-draw") || view.endsWith("-no-" + part)
                            || view.endsWith("-no-" + g.getName());
                    if (hide && g.getCullHint() != Spatial.CullHint.Always) {
                        culled.put(g, g.getCullHint());
                        g.setCullHint(Spatial.CullHint.Always);
                    } else if (!hide && culled.containsKey(g)) {
                        g.setCullHint(culled.remove(g));
                    }
                }
            });
        }
    }

    private static long processCpuNs() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : 0;
    }

    private void report() {
        for (int i = 0; i < VIEWS.length; i++) {
            double[] ms = frames.get(i).stream().mapToDouble(Double::doubleValue).sorted().toArray();
            double mean = Arrays.stream(ms).average().orElse(Double.NaN);
            double median = ms.length == 0 ? Double.NaN : ms[ms.length / 2];
            System.out.printf("%-26s %5d frames  mean %6.1f ms (%5.1f fps)  median %6.1f ms  (%d GUI geometries)%n", VIEWS[i],
                    ms.length, mean, 1000 / mean, median, guiGeometries[i]);
            System.out.printf("    CPU per frame: render thread %5.2f ms, rest of the process (llvmpipe) %5.2f ms,"
                    + " process %5.2f ms%n",
                    threadCpuMs[i] / ms.length, (processCpuMs[i] - threadCpuMs[i]) / ms.length, processCpuMs[i] / ms.length);
            Map<String, Double> slots = slotsMs.get(i);
            double physics = slots.getOrDefault("update DrivingState", 0.0) / ms.length;
            double hud = 0;
            for (Map.Entry<String, Double> e : slots.entrySet()) {
                if (e.getKey().startsWith("update ") && HUD_STATES.contains(e.getKey().substring(7))) {
                    hud += e.getValue() / ms.length;
                }
            }
            System.out.printf("    physics %5.1f ms   frame minus physics %5.1f ms   HUD state updates %5.2f ms"
                    + "   scene update %5.2f ms   render %5.1f ms   gui render %5.2f ms   swap %5.1f ms%n",
                    physics, mean - physics, hud,
                    slots.getOrDefault("SpatialUpdate", 0.0) / ms.length, sumPrefix(slots, "vp ") / ms.length,
                    sumPrefix(slots, "vp Gui") / ms.length, slots.getOrDefault("swap and idle", 0.0) / ms.length);
        }
        if (Boolean.getBoolean("benchmark.slots")) {
            for (int i = 0; i < VIEWS.length; i++) {
                int n = frames.get(i).size();
                System.out.println(VIEWS[i] + ":");
                slotsMs.get(i).forEach((k, v) -> System.out.printf("    %-50s %7.3f ms%n", k, v / n));
            }
        }
        try {
            System.out.println("load average at end: " + Files.readString(Path.of("/proc/loadavg")).trim());
        } catch (java.io.IOException e) {
            System.out.println("load average unknown");
        }
    }

    private static final List<String> HUD_STATES = List.of("DrivingHudState", "TelemetryPanelState", "StripChartState",
            "GgDiagramState", "ForceVectorState", "RecorderState", "UnitsState", "HudKeysState");

    private static double sumPrefix(Map<String, Double> slots, String prefix) {
        double sum = 0;
        for (Map.Entry<String, Double> e : slots.entrySet()) {
            if (e.getKey().startsWith(prefix)) {
                sum += e.getValue();
            }
        }
        return sum;
    }

    /** Attributes wall time between jME's profiling marks to named slots of the current frame. */
    private final class Profile implements AppProfiler {

        private long last = System.nanoTime();
        private String slot = "idle";
        private AppStep step = AppStep.EndFrame;

        private void mark(String next) {
            long now = System.nanoTime();
            frameSlots.merge(slot, (now - last) / 1e6, Double::sum);
            last = now;
            slot = next;
        }

        @Override
        public void appStep(AppStep s) {
            step = s;
            mark(s == AppStep.EndFrame ? "swap and idle" : s.name());
        }

        @Override
        public void appSubStep(String... names) {
            String prefix = step == AppStep.StateManagerUpdate ? "update " : step.name() + " ";
            mark(prefix + String.join("/", names));
        }

        @Override
        public void vpStep(VpStep s, ViewPort vp, RenderQueue.Bucket bucket) {
            mark("vp " + vp.getName() + " " + (s == VpStep.RenderBucket ? "bucket " + bucket : s.name()));
        }

        @Override
        public void spStep(SpStep s, String... names) {
        }
    }
}
