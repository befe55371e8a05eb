package dev.sandbox.bench.frames;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.renderer.Statistics;
import com.jme3.texture.FrameBuffer;
import dev.sandbox.app.feature.audio.SoundState;
import dev.sandbox.app.feature.hud.TelemetryPanelState;
import dev.sandbox.app.scene.render.PostFrameHook;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.PlainState;
import dev.sandbox.app.session.WorldState;
import dev.sandbox.bench.BenchOptions;
import dev.sandbox.bench.Json;
import dev.sandbox.bench.Stats;
import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Map;

/**
 * The frame-budget benchmark ({@code --bench SECONDS}): lets the sandbox run, skips a warm-up,
 * then records every frame's duration and the time the driving loop (the model's fixed steps
 * with their Minie ground queries and the autopilot) takes inside each frame, and finally
 * prints one JSON object and quits. With {@code --bare} the same is measured for the world
 * alone, the camera flown along the road by {@link BareCameraState}. Physics time is the CPU
 * time of the render thread inside the driving loop's update, which {@link FramePhases} clocks
 * (its wall time is reported beside it: on a busy machine the thread also waits for a core,
 * which is not the model's cost).
 * {@code p99OverMean} is the evenness of the frames (1.5 at most is the goal), and
 * {@code phases} splits the render thread's frame into its phases for the mean frame and
 * for the slowest 1 % ({@link FramePhases}), which is how long frames are traced to a cause;
 * {@code startup} gives the CPU seconds spent before the first frame.
 * {@code physicsAllocatedKbPerFrame} is the part of {@code allocatedKbPerFrame} allocated inside
 * the driving loop (it grows with the frame time, as the model steps at 1 kHz); the rest is the
 * frame's own garbage. With {@code --bench-alternate WHAT} a part of the sandbox is hidden and
 * shown by turns through the measured frames, and {@code alternate} reports each half
 * ({@link Alternation}).
 */
public final class FrameBenchmark extends PlainState {

    /** Seconds after the first frame that are never measured (shader compilation, first LOD, JIT). */
    public static final double WARM_UP_S = 3.0;
    /**
     * Longest warm-up (in seconds): after {@link #WARM_UP_S} the measurement waits until the JIT
     * compiler has gone quiet, at most this long. The driving loop, the model and the HUD keep
     * the optimising compiler busy for the first seconds of a run, and its threads take that
     * time from the renderer: frames measured then are the JIT's, not the scene's. A shorter
     * run waits no longer than {@link #WARM_UP_S} plus its own length: a smoke run of a second
     * or three checks the benchmark works, not the steady frame.
     */
    public static final double MAX_WARM_UP_S = 15.0;
    /** A second counts as quiet when the JIT compiled for less than this in it (in milliseconds). */
    public static final long QUIET_JIT_MS = 50;
    /**
     * Quiet seconds in a row that end the warm-up: while the frame keeps every core busy, a long
     * compilation may finish nothing for a second, so one quiet second does not yet say the
     * compiler is done.
     */
    public static final int QUIET_SECONDS = 3;

    private final double seconds;
    private final boolean bare;
    private final String alternatePart;
    private Alternation alternation;
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    /** Quiet seconds in a row so far in the warm-up. */
    private int quietSeconds;
    private final FramePhases phases = new FramePhases(DrivingState.class.getSimpleName());
    private long firstFrameMs;
    private double startupRenderCpuS;
    private double startupProcessCpuS;
    private long lastNs;
    private long warmUpEndNs;
    private long warmUpStartNs;
    private long jitWindowNs;
    private long jitWindowMs;
    private final CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    private boolean measuring;
    private double[] frames = new double[4096];
    private int frameCount;
    private double simStartS = Double.NaN;
    private long cpuStartNs;
    private long soundCpuStartNs;
    private long processCpuStartNs;
    private long allocStart;
    private long gcStartMs;
    private long measureStartNs;
    private double loadStart;
    private ThreadCpu threadCpuStart;
    private boolean done;
    private double warmUpS;

    /** @param options the benchmark switches */
    public FrameBenchmark(BenchOptions options) {
        this.seconds = options.frameSeconds();
        this.bare = options.bare();
        this.alternatePart = options.alternate();
    }

    @Override
    protected void initialize(Application app) {
        app.getRenderer().getStatistics().setEnabled(true);
        app.getViewPort().addProcessor(new FirstFrame());
        app.setAppProfiler(phases);
    }

    @Override
    public void update(float tpf) {
        if (firstFrameMs == 0 || done) {
            return;
        }
        long now = System.nanoTime();
        if (warmUpEndNs == 0) {
            warmUpStartNs = now;
            warmUpEndNs = now + (long) (WARM_UP_S * 1e9);
            jitWindowNs = now;
            jitWindowMs = jitMs();
        }
        if (!measuring && now >= warmUpEndNs && (jitQuiet(now) || now - warmUpStartNs >= maxWarmUpS() * 1e9)) {
            startMeasuring();
            // the readings above take milliseconds: the first measured frame starts after them
            now = System.nanoTime();
            measureStartNs = now;
        } else if (measuring) {
            if (alternation != null) {
                alternation.frame();
            }
            if (frameCount == frames.length) {
                frames = Arrays.copyOf(frames, frames.length * 2);
            }
            frames[frameCount++] = (now - lastNs) / 1e6;
            if (now - measureStartNs >= seconds * 1e9) {
                finish(now);
            }
        }
        lastNs = now;
        // jME leaves clearing the per-frame counters to whoever reads them
        getApplication().getRenderer().getStatistics().clearFrame();
    }

    /** @return the longest warm-up of this run (in seconds) */
    private double maxWarmUpS() {
        return Math.min(MAX_WARM_UP_S, WARM_UP_S + seconds);
    }

    /**
     * @return true when the JIT compiled for less than {@link #QUIET_JIT_MS} in each of the last
     *     {@link #QUIET_SECONDS} full seconds
     */
    private boolean jitQuiet(long now) {
        if (now - jitWindowNs < 1_000_000_000L) {
            return false;
        }
        long ms = jitMs();
        boolean quiet = ms - jitWindowMs < QUIET_JIT_MS * (now - jitWindowNs) / 1_000_000_000L;
        jitWindowNs = now;
        jitWindowMs = ms;
        quietSeconds = quiet ? quietSeconds + 1 : 0;
        return quietSeconds >= QUIET_SECONDS;
    }

    /** @return the JIT's compilation time so far (in milliseconds; 0 where the JVM does not count it) */
    private long jitMs() {
        return jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : 0;
    }

    private void startMeasuring() {
        warmUpS = (System.nanoTime() - warmUpStartNs) / 1e9;
        measuring = true;
        if (alternatePart != null) {
            alternation = new Alternation((SimpleApplication) getApplication(), alternatePart);
        }
        phases.start();
        cpuStartNs = threads.getCurrentThreadCpuTime();
        processCpuStartNs = processCpuNs();
        allocStart = allocatedBytes();
        gcStartMs = gcMs();
        loadStart = Stats.loadAverage();
        threadCpuStart = ThreadCpu.now();
        SoundState sound = getState(SoundState.class);
        soundCpuStartNs = sound == null ? 0 : sound.cpuNanos();
        DrivingState d = getState(DrivingState.class);
        if (d != null && d.snapshot() != null) {
            simStartS = d.snapshot().timeS();
        }
    }

    private void finish(long now) {
        done = true;
        double[] f = Arrays.copyOf(frames, frameCount);
        double wallS = (now - measureStartNs) / 1e9;
        double meanMs = Stats.mean(f);
        double p99Ms = Stats.quantile(f, 0.99);
        double physicsCpuNs = phases.clockedCpuNs();
        long physicsAllocBytes = phases.clockedAllocatedBytes();
        Statistics st = getApplication().getRenderer().getStatistics();
        String[] labels = st.getLabels();
        int[] data = new int[labels.length];
        st.getData(data);
        Json render = new Json();
        for (int i = 0; i < labels.length; i++) {
            render.put(labels[i], data[i]);
        }
        Json out = new Json()
                .put("benchmark", bare ? "frames-bare" : "frames")
                .put("meanFrameMs", meanMs)
                .put("p99FrameMs", p99Ms)
                .put("p99OverMean", p99Ms / meanMs)
                .put("physicsMsPerFrame", physicsCpuNs / 1e6 / frameCount)
                .put("physicsWallMsPerFrame", phases.clockedWallNs() / 1e6 / frameCount)
                .put("startupS", (firstFrameMs - ManagementFactory.getRuntimeMXBean().getStartTime()) / 1000.0)
                .put("fps", frameCount / wallS)
                .put("medianFrameMs", Stats.median(f))
                .put("maxFrameMs", Stats.max(f))
                .put("frames", frameCount)
                .put("seconds", wallS)
                .put("warmUpS", warmUpS);
        DrivingState d = getState(DrivingState.class);
        if (d != null && d.snapshot() != null && !Double.isNaN(simStartS)) {
            double simS = d.snapshot().timeS() - simStartS;
            out.put("simulatedS", simS)
                    .put("physicsMsPerSimSecond", simS > 0 ? physicsCpuNs / 1e6 / simS : Double.NaN)
                    .put("vehicle", d.spec().id())
                    .put("speedKmhAtEnd", d.snapshot().speedMps() * 3.6)
                    .put("droppedSteps", d.simulation().droppedSteps());
        }
        SoundState sound = getState(SoundState.class);
        if (sound != null) {
            out.put("sound", sound.active())
                    .put("soundMsPerFrame", (sound.cpuNanos() - soundCpuStartNs) / 1e6 / frameCount);
        }
        out.put("mainThreadCpuMsPerFrame", (threads.getCurrentThreadCpuTime() - cpuStartNs) / 1e6 / frameCount)
                .put("processCpuMsPerFrame", (processCpuNs() - processCpuStartNs) / 1e6 / frameCount)
                .put("allocatedKbPerFrame", allocStart < 0 ? Double.NaN : (allocatedBytes() - allocStart) / 1024.0 / frameCount)
                .put("physicsAllocatedKbPerFrame", allocStart < 0 || physicsAllocBytes < 0 ? Double.NaN
                        : physicsAllocBytes / 1024.0 / frameCount)
                .put("gcMs", gcMs() - gcStartMs)
                .put("cpuMsPerFrameByThread", byThread())
                .put("phases", phases.report())
                .put("startup", startup())
                .put("telemetry", telemetryShown())
                .put("render", render)
                .put("size", getApplication().getCamera().getWidth() + "x" + getApplication().getCamera().getHeight())
                .put("loadAvgStart", loadStart)
                .put("loadAvgEnd", Stats.loadAverage())
                .put("cpus", Runtime.getRuntime().availableProcessors());
        if (alternation != null) {
            alternation.restore();
            out.put("alternate", alternation.report());
        }
        System.out.println(out);
        System.out.flush();
        getApplication().stop();
    }

    /**
     * @return where start-up went: the render thread's and the whole process's CPU seconds up
     *     to the first frame (steadier than the wall time on a shared machine) and the world's
     *     build time
     */
    private Json startup() {
        WorldState world = getState(WorldState.class);
        return new Json().put("renderThreadCpuS", startupRenderCpuS)
                .put("processCpuS", startupProcessCpuS)
                .put("worldBuildS", world == null ? Double.NaN : world.buildSeconds());
    }

    /** @return CPU per frame of the render thread, llvmpipe, the JIT, the GC and the rest */
    private Json byThread() {
        Json j = new Json();
        Map<String, Double> ms = threadCpuStart.msPerFrameSince(frameCount);
        for (String kind : ThreadCpu.KINDS) {
            if (ms.containsKey(kind)) {
                j.put(kind, ms.get(kind));
            }
        }
        return j;
    }

    /** @return true when the telemetry view (panel, strip charts, g-g diagram) was open */
    private boolean telemetryShown() {
        TelemetryPanelState panel = getState(TelemetryPanelState.class);
        return panel != null && panel.isEnabled();
    }

    private long allocatedBytes() {
        if (threads instanceof com.sun.management.ThreadMXBean t && t.isThreadAllocatedMemorySupported()) {
            return t.getThreadAllocatedBytes(Thread.currentThread().getId());
        }
        return -1;
    }

    private static long processCpuNs() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }

    private static long gcMs() {
        long sum = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            sum += Math.max(0, gc.getCollectionTime());
        }
        return sum;
    }

    /** Notes when the first frame has been rendered (the end of start-up). */
    private final class FirstFrame extends PostFrameHook {

        @Override
        public void postFrame(FrameBuffer out) {
            if (firstFrameMs == 0) {
                firstFrameMs = System.currentTimeMillis();
                startupRenderCpuS = threads.getCurrentThreadCpuTime() / 1e9;
                startupProcessCpuS = processCpuNs() / 1e9;
            }
        }
    }
}
