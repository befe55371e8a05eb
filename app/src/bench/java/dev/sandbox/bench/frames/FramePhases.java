package dev.sandbox.bench.frames;

import com.jme3.profile.AppProfiler;
import com.jme3.profile.AppStep;
import com.jme3.profile.SpStep;
import com.jme3.profile.VpStep;
import com.jme3.renderer.ViewPort;
import com.jme3.renderer.queue.RenderQueue;
import dev.sandbox.bench.Json;
import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where the render thread's frame goes, phase by phase, and what the longest frames have in
 * common: jME's {@link AppProfiler} hooks mark the phases of {@code Application.update} and
 * the time from its end to the next frame's start is the buffer swap, where the thread waits
 * for the software rasteriser (llvmpipe draws on the other threads while the GL calls queue
 * up and finishes at the swap). Each phase is timed in wall and in thread CPU time, and each
 * frame notes whether a garbage collection ran and how much the JIT compiled meanwhile. The
 * report compares the mean frame with the slowest 1 % of frames, so a phase that grows only
 * in the long frames (a level-of-detail rebuild, a texture upload, a collection) stands out.
 * One app state's update, the clocked state's (the driving loop's), is also timed in thread CPU
 * time and in the bytes it allocates.
 */
final class FramePhases implements AppProfiler {

    /** Report names of the phases, in frame order. */
    static final List<String> NAMES = List.of("input", "states", "scene", "stateRender", "render", "swap");

    private static final int PHASES = 6;

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    private final List<GarbageCollectorMXBean> gcs = ManagementFactory.getGarbageCollectorMXBeans();
    private boolean armed;
    private boolean recording;
    private int phase = -1;
    private long phaseWallNs;
    private long phaseCpuNs;
    private long frameJitMs;
    private long frameGcs;
    private int count;
    private float[][] wall = new float[PHASES][1024];
    private float[][] cpu = new float[PHASES][1024];
    private float[] jitMs = new float[1024];
    private boolean[] gc = new boolean[1024];
    /** Per app state, its update's wall time summed over the recorded frames (in milliseconds). */
    private final Map<String, double[]> stateUpdateMs = new LinkedHashMap<>();
    private String updatingState;
    private long stateWallNs;
    /** The simple class name of the app state whose updates are clocked in CPU time and allocation. */
    private final String clocked;
    private boolean inClocked;
    private long clockedStartCpuNs;
    private long clockedStartAlloc;
    private long clockedWallNs;
    private long clockedCpuNs;
    private long clockedAllocBytes;

    /** Clocks no state beyond its wall time. */
    FramePhases() {
        this(null);
    }

    /** @param clocked the simple class name of the app state whose updates are also clocked in CPU time and allocation */
    FramePhases(String clocked) {
        this.clocked = clocked;
    }

    /** @return wall time of the clocked state's recorded updates (in nanoseconds) */
    long clockedWallNs() {
        return clockedWallNs;
    }

    /** @return the render thread's CPU time in the clocked state's recorded updates (in nanoseconds) */
    long clockedCpuNs() {
        return clockedCpuNs;
    }

    /** @return bytes allocated in the clocked state's recorded updates, or -1 where the JVM does not count them */
    long clockedAllocatedBytes() {
        return allocatedBytes() < 0 ? -1 : clockedAllocBytes;
    }

    /** Starts keeping frames (after the warm-up) from the next whole frame on. */
    void start() {
        armed = true;
    }

    @Override
    public void appStep(AppStep step) {
        int next = switch (step) {
            case BeginFrame -> 0;
            case StateManagerUpdate -> 1;
            case SpatialUpdate -> 2;
            case StateManagerRender -> 3;
            case RenderFrame -> 4;
            case EndFrame -> 5;
            default -> -1;
        };
        if (next < 0) {
            return;
        }
        long wallNow = System.nanoTime();
        long cpuNow = threads.getCurrentThreadCpuTime();
        if (phase >= 0 && recording) {
            wall[phase][count] += (wallNow - phaseWallNs) / 1e6f;
            cpu[phase][count] += (cpuNow - phaseCpuNs) / 1e6f;
        }
        closeStateUpdate(wallNow);
        if (next == 0) {
            endFrame();
            recording |= armed;
        }
        phase = next;
        phaseWallNs = wallNow;
        phaseCpuNs = cpuNow;
    }

    /** Closes the frame that just swapped and opens the next slot. */
    private void endFrame() {
        long jitNow = jit.getTotalCompilationTime();
        long gcNow = 0;
        for (GarbageCollectorMXBean g : gcs) {
            gcNow += Math.max(0, g.getCollectionCount());
        }
        if (phase >= 0 && recording) {
            jitMs[count] = jitNow - frameJitMs;
            gc[count] = gcNow != frameGcs;
            count++;
            if (count == jitMs.length) {
                int n = count * 2;
                for (int p = 0; p < PHASES; p++) {
                    wall[p] = Arrays.copyOf(wall[p], n);
                    cpu[p] = Arrays.copyOf(cpu[p], n);
                }
                jitMs = Arrays.copyOf(jitMs, n);
                gc = Arrays.copyOf(gc, n);
            }
        }
        frameJitMs = jitNow;
        frameGcs = gcNow;
    }

    /**
     * Inside the states' update, jME names each app state before updating it
     * ({@code AppStateManager.update}): the time to the next name, or to the end of the phase,
     * is that state's.
     */
    @Override
    public void appSubStep(String... additionalInfo) {
        if (phase != 1 || !recording || additionalInfo.length == 0) {
            return;
        }
        long now = System.nanoTime();
        closeStateUpdate(now);
        updatingState = additionalInfo[additionalInfo.length - 1];
        stateWallNs = now;
        if (updatingState.equals(clocked)) {
            inClocked = true;
            clockedStartCpuNs = threads.getCurrentThreadCpuTime();
            clockedStartAlloc = allocatedBytes();
            stateWallNs = System.nanoTime();
        }
    }

    private void closeStateUpdate(long now) {
        if (updatingState != null) {
            stateUpdateMs.computeIfAbsent(updatingState, k -> new double[1])[0] += (now - stateWallNs) / 1e6;
            updatingState = null;
        }
        if (inClocked) {
            inClocked = false;
            clockedWallNs += now - stateWallNs;
            clockedCpuNs += threads.getCurrentThreadCpuTime() - clockedStartCpuNs;
            clockedAllocBytes += allocatedBytes() - clockedStartAlloc;
        }
    }

    /** @return bytes this thread allocated so far, or -1 where the JVM does not count them */
    private long allocatedBytes() {
        if (threads instanceof com.sun.management.ThreadMXBean t && t.isThreadAllocatedMemorySupported()) {
            return t.getThreadAllocatedBytes(Thread.currentThread().getId());
        }
        return -1;
    }

    @Override
    public void vpStep(VpStep step, ViewPort vp, RenderQueue.Bucket bucket) {
        // per viewport detail is not reported
    }

    @Override
    public void spStep(SpStep step, String... additionalInfo) {
        // per spatial detail is not reported
    }

    /**
     * @return the mean frame and the slowest 1 % (at least one frame) by phase, wall and CPU
     *     milliseconds, with the long frames' count, collections and JIT milliseconds
     */
    Json report() {
        int n = count;
        if (n == 0) {
            return new Json();
        }
        Integer[] order = new Integer[n];
        double[] total = new double[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
            for (int p = 0; p < PHASES; p++) {
                total[i] += wall[p][i];
            }
        }
        Arrays.sort(order, (a, b) -> Double.compare(total[b], total[a]));
        int longCount = Math.max(1, n / 100);
        int[] all = new int[n];
        int[] slow = new int[longCount];
        for (int i = 0; i < n; i++) {
            all[i] = i;
        }
        for (int i = 0; i < longCount; i++) {
            slow[i] = order[i];
        }
        return new Json().put("frames", n).put("mean", summary(all)).put("slowest1pc", summary(slow))
                .put("stateUpdateMs", stateUpdates(n));
    }

    /**
     * @param frames the recorded frames
     * @return the app states whose update took at least 0.01 ms a frame, slowest first, with
     *     their mean wall milliseconds a frame
     */
    private Json stateUpdates(int frames) {
        Json out = new Json();
        stateUpdateMs.entrySet().stream()
                .filter(e -> e.getValue()[0] / frames >= 0.01)
                .sorted((a, b) -> Double.compare(b.getValue()[0], a.getValue()[0]))
                .forEach(e -> out.put(e.getKey(), e.getValue()[0] / frames));
        return out;
    }

    private Json summary(int[] frames) {
        Json w = new Json();
        Json c = new Json();
        double jitSum = 0;
        int withGc = 0;
        for (int p = 0; p < PHASES; p++) {
            double ws = 0;
            double cs = 0;
            for (int f : frames) {
                ws += wall[p][f];
                cs += cpu[p][f];
            }
            w.put(NAMES.get(p), ws / frames.length);
            c.put(NAMES.get(p), cs / frames.length);
        }
        for (int f : frames) {
            jitSum += jitMs[f];
            withGc += gc[f] ? 1 : 0;
        }
        return new Json().put("frames", frames.length).put("wallMs", w).put("cpuMs", c)
                .put("jitMs", jitSum / frames.length).put("withGc", withGc);
    }
}
