package dev.sandbox.bench.frames;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * CPU time of this process's threads grouped by what they do, read from Linux's
 * {@code /proc/self/task/TID/schedstat} (nanoseconds on a CPU): the render thread, the software
 * rasteriser's threads (llvmpipe: the per-pixel work), the JIT compilers, the garbage
 * collector and the rest. It separates what the render thread does from the fill cost and
 * from the JVM warming up, which process CPU time alone mixes. Empty where /proc is missing.
 */
final class ThreadCpu {

    /** Thread kinds, in report order. */
    static final String[] KINDS = {"render", "llvmpipe", "jit", "gc", "audio", "other"};

    private final Map<String, long[]> start;

    private ThreadCpu(Map<String, long[]> start) {
        this.start = start;
    }

    /** @return the threads' CPU times now, to compare against later */
    static ThreadCpu now() {
        return new ThreadCpu(read());
    }

    /**
     * @param frames frames in between (&gt;0)
     * @return milliseconds of CPU per frame by kind since {@link #now()}; threads started in
     *     between count from zero, threads ended in between are missing
     */
    Map<String, Double> msPerFrameSince(int frames) {
        Map<String, Double> out = new TreeMap<>();
        for (Map.Entry<String, long[]> e : read().entrySet()) {
            long[] before = start.get(e.getKey());
            long ns = e.getValue()[1] - (before == null ? 0 : before[1]);
            out.merge(KINDS[(int) e.getValue()[0]], ns / 1e6 / frames, Double::sum);
        }
        return out;
    }

    /** @return thread id to {kind index, CPU nanoseconds} */
    private static Map<String, long[]> read() {
        Map<String, long[]> threads = new HashMap<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc/self/task"))) {
            for (Path task : tasks) {
                try {
                    String comm = Files.readString(task.resolve("comm")).trim();
                    String sched = Files.readString(task.resolve("schedstat")).trim();
                    long ns = Long.parseLong(sched.substring(0, sched.indexOf(' ')));
                    threads.put(task.getFileName().toString(), new long[] {kind(comm), ns});
                } catch (IOException | RuntimeException e) {
                    // the thread ended while being read
                }
            }
        } catch (IOException | RuntimeException e) {
            return Map.of();
        }
        return threads;
    }

    private static int kind(String comm) {
        if (comm.startsWith("jME3 Main")) {
            return 0;
        } else if (comm.startsWith("llvmpipe")) {
            return 1;
        } else if (comm.startsWith("C1 Compiler") || comm.startsWith("C2 Compiler")) {
            return 2;
        } else if (comm.startsWith("GC Thread") || comm.startsWith("G1 ")) {
            return 3;
        } else if (comm.startsWith("alsoft") || comm.startsWith("jME3 Audio")) {
            return 4; // OpenAL Soft's mixer and jME's stream decoder
        }
        return 5;
    }
}
