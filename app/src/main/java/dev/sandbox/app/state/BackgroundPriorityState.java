package dev.sandbox.app.state;

import dev.sandbox.app.render.EdgeCollapse;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Lets the frame's threads have the cores before the JVM's background work. On a machine that
 * draws with a software rasteriser (llvmpipe) every core is busy with the frame, and a JIT
 * compilation, tens to hundreds of milliseconds of one core, made the frames it fell in half
 * again or twice as long. After the first frame this lowers the scheduling priority (nice 19)
 * of the JIT's compiler threads and of the model's warm-up thread, so they take the time the
 * frame's threads leave idle (the rasteriser waiting for the render thread's commands, the
 * render thread waiting for the rasteriser): compilations finish a little later and the frames
 * stay even. It checks again every {@link #RECHECK_S} seconds for compiler threads the JVM
 * started since. The lowering is Linux only (each thread's priority set with {@code renice},
 * which lowering one's own priority needs no privilege for); elsewhere, or if renice is
 * missing, it does nothing. At the same first look it lets the vehicles' background reductions
 * start ({@link EdgeCollapse#begin}) and, on its own thread, keeps Lemur from the JIT's
 * optimising compiler ({@link CompilerDirectives}), which needs only HotSpot.
 */
public final class BackgroundPriorityState extends PlainState {

    /** Frames drawn before the first look: the model's warm-up thread starts after the first. */
    static final int FIRST_LOOK_FRAME = 5;
    /** The nice value given (the lowest priority). */
    static final int NICE = 19;
    /** Seconds between looks for new background threads. */
    static final double RECHECK_S = 10.0;
    /** Thread names (as /proc shows them, 15 characters at most) that are lowered. */
    static final List<String> BACKGROUND = List.of("C1 CompilerThre", "C2 CompilerThre", "model-warm-up");

    private static final Path TASKS = Path.of("/proc/self/task");
    private final Set<String> lowered = new HashSet<>();
    private int frames;
    private double sinceCheckS = RECHECK_S;
    private volatile boolean running;
    private volatile boolean unavailable;

    @Override
    public void update(float tpf) {
        if (frames++ < FIRST_LOOK_FRAME) {
            return;
        }
        if (frames == FIRST_LOOK_FRAME + 1) {
            // the vehicles' far levels, waiting so as not to delay the first frame
            EdgeCollapse.begin();
            // Lemur out of C2, long before its layout code gets hot (12 s and more after start)
            Thread directives = new Thread(() -> {
                lowerThisThread();
                CompilerDirectives.install();
            }, "compiler-directives");
            directives.setDaemon(true);
            directives.start();
        }
        if (unavailable) {
            return;
        }
        sinceCheckS += tpf;
        if (sinceCheckS < RECHECK_S || running) {
            return;
        }
        sinceCheckS = 0;
        if (!Files.isDirectory(TASKS)) {
            unavailable = true;
            return;
        }
        running = true;
        Thread t = new Thread(this::lowerNewThreads, "background-priority");
        t.setDaemon(true);
        t.start();
    }

    /** Renices the background threads not lowered yet (on its own thread: it starts a process). */
    void lowerNewThreads() {
        try {
            List<String> fresh = new ArrayList<>();
            for (String tid : backgroundThreadIds()) {
                if (!lowered.contains(tid)) {
                    fresh.add(tid);
                }
            }
            if (!fresh.isEmpty() && renice(fresh)) {
                lowered.addAll(fresh);
            }
        } catch (IOException e) {
            unavailable = true; // no renice here
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            running = false;
        }
    }

    /**
     * Lowers the calling thread to {@link #NICE}: for a background thread that starts while
     * the sandbox runs (the test pad's proving-ground figures), which a look every
     * {@link #RECHECK_S} seconds would find too late. Java's thread priorities do nothing on
     * Linux by default, so the thread renices itself. Linux only; elsewhere, or without renice,
     * the thread keeps its priority.
     */
    public static void lowerThisThread() {
        try {
            // /proc/thread-self links to /proc/<pid>/task/<tid>
            renice(List.of(Path.of("/proc/thread-self").toRealPath().getFileName().toString()));
        } catch (IOException e) {
            // not Linux, or no renice: the priority stays
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * @param tids thread ids
     * @return whether renice gave them all {@link #NICE}
     * @throws IOException without renice
     * @throws InterruptedException if interrupted while renice runs
     */
    private static boolean renice(List<String> tids) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("renice", "-n", Integer.toString(NICE), "-p"));
        command.addAll(tids);
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        return p.waitFor() == 0;
    }

    /** @return the ids of this process's threads whose names are in {@link #BACKGROUND} */
    static List<String> backgroundThreadIds() throws IOException {
        List<String> ids = new ArrayList<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(TASKS)) {
            for (Path task : tasks) {
                try {
                    String name = Files.readString(task.resolve("comm")).trim();
                    if (BACKGROUND.stream().anyMatch(name::startsWith)) {
                        ids.add(task.getFileName().toString());
                    }
                } catch (IOException e) {
                    // the thread ended while being read
                }
            }
        }
        return ids;
    }
}
