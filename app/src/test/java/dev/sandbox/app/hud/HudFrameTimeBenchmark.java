package dev.sandbox.app.hud;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import dev.sandbox.app.LaunchOptions;
import dev.sandbox.app.Logs;
import dev.sandbox.app.SandboxApp;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Measures what the HUD costs on this machine: runs the sandbox window with the autopilot and
 * cycles through four views every {@link #PERIOD_S} seconds (HUD hidden, driving HUD,
 * HUD + telemetry panel with charts and g-g, all of that + force arrows), so each view is
 * measured under the same (shared, varying) machine load; prints mean and median frame time
 * per view and the load average. Not a JUnit test: run it by hand under Xvfb, e.g.
 * {@code xvfb-run -a -s "-screen 0 1280x720x24" java -cp CLASSPATH dev.sandbox.app.hud.HudFrameTimeBenchmark 90}.
 */
public final class HudFrameTimeBenchmark extends BaseAppState {

    /** Seconds each view is shown before the next. */
    static final double PERIOD_S = 2.0;
    /** Seconds after a switch not measured (layout, first uploads). */
    static final double SETTLE_S = 0.3;
    /** Seconds at the start not measured (shader compilation, terrain LOD). */
    static final double WARM_UP_S = 5;
    private static final String[] VIEWS = {"HUD hidden", "driving HUD", "HUD + telemetry", "HUD + telemetry + arrows"};

    private final double runS;
    private final List<List<Double>> frames = new ArrayList<>();
    private double t;
    private int view = -1;
    private double viewStartS;

    private HudFrameTimeBenchmark(double runS) {
        this.runS = runS;
        for (int i = 0; i < VIEWS.length; i++) {
            frames.add(new ArrayList<>());
        }
    }

    /** @param args the run length in seconds (default 90) */
    public static void main(String[] args) throws Exception {
        Logs.quiet();
        double runS = args.length > 0 ? Double.parseDouble(args[0]) : 90;
        System.out.println("load average at start: " + Files.readString(Path.of("/proc/loadavg")).trim());
        SandboxApp app = new SandboxApp(LaunchOptions.parse("--vehicle", args.length > 1 ? args[1] : "boxster-s", "--autopilot"));
        app.setFailureHandler(m -> {
            System.err.println("benchmark: " + m);
            Runtime.getRuntime().halt(1);
        });
        HudFrameTimeBenchmark bench = new HudFrameTimeBenchmark(runS);
        app.enqueue(() -> app.getStateManager().attach(bench));
        app.start();
    }

    @Override
    public void update(float tpf) {
        t += tpf;
        if (t < WARM_UP_S) {
            return;
        }
        if (view < 0 || t - viewStartS >= PERIOD_S) {
            view = (view + 1) % VIEWS.length;
            viewStartS = t;
            show(view);
        } else if (t - viewStartS >= SETTLE_S) {
            frames.get(view).add(tpf * 1000.0);
        }
        if (t >= WARM_UP_S + runS) {
            report();
            getApplication().stop();
            setEnabled(false);
        }
    }

    private void show(int v) {
        getState(DrivingHudState.class).setEnabled(v >= 1);
        getState(TelemetryPanelState.class).setEnabled(v >= 2);
        getState(ForceVectorState.class).setEnabled(v >= 3);
    }

    private void report() {
        for (int i = 0; i < VIEWS.length; i++) {
            double[] ms = frames.get(i).stream().mapToDouble(Double::doubleValue).sorted().toArray();
            double mean = Arrays.stream(ms).average().orElse(Double.NaN);
            double median = ms.length == 0 ? Double.NaN : ms[ms.length / 2];
            System.out.printf("%-26s %5d frames  mean %6.1f ms (%5.1f fps)  median %6.1f ms%n", VIEWS[i], ms.length, mean,
                    1000 / mean, median);
        }
        try {
            System.out.println("load average at end: " + Files.readString(Path.of("/proc/loadavg")).trim());
        } catch (java.io.IOException e) {
            System.out.println("load average unknown");
        }
    }

    @Override
    protected void initialize(Application app) {
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
