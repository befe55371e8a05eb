package dev.sandbox.app.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/** The JIT's compiler threads and the model's warm-up run at the lowest priority, the rest as they were. */
class BackgroundPriorityStateTest {

    @Test
    void theCompilerAndWarmUpThreadsAreLoweredAndNoOtherThread() throws Exception {
        assumeTrue(Files.isDirectory(Path.of("/proc/self/task")), "Linux only");
        CountDownLatch done = new CountDownLatch(1);
        Thread warmUp = new Thread(() -> {
            try {
                done.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "model-warm-up");
        warmUp.setDaemon(true);
        warmUp.start();
        try {
            List<String> ids = BackgroundPriorityState.backgroundThreadIds();
            assertTrue(ids.size() >= 2, "the C2 compiler and the warm-up: " + ids);
            new BackgroundPriorityState().lowerNewThreads();
            for (String id : ids) {
                assertEquals(BackgroundPriorityState.NICE, nice(id), "thread " + id);
            }
            String self = Files.readString(Path.of("/proc/thread-self/stat"));
            assertEquals(0, niceOf(self), "the calling thread keeps its priority");
        } finally {
            done.countDown();
        }
    }

    @Test
    void aThreadCanLowerItself() throws Exception {
        assumeTrue(Files.isDirectory(Path.of("/proc/thread-self")), "Linux only");
        int[] seen = new int[2];
        Thread t = new Thread(() -> {
            try {
                seen[0] = niceOf(Files.readString(Path.of("/proc/thread-self/stat")));
                BackgroundPriorityState.lowerThisThread();
                seen[1] = niceOf(Files.readString(Path.of("/proc/thread-self/stat")));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, "figures-like");
        t.start();
        t.join();
        assertEquals(0, seen[0], "starts at the default priority");
        assertEquals(BackgroundPriorityState.NICE, seen[1], "lowered by itself");
        String self = Files.readString(Path.of("/proc/thread-self/stat"));
        assertEquals(0, niceOf(self), "the test's own thread keeps its priority");
    }

    private static int nice(String tid) throws Exception {
        return niceOf(Files.readString(Path.of("/proc/self/task", tid, "stat")));
    }

    /** @return field 19 of /proc/.../stat (after the command name in parentheses) */
    private static int niceOf(String stat) {
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Integer.parseInt(f[16]);
    }
}
