package dev.sandbox.app.testing;

import com.jme3.app.Application;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Runs a check on a running application's jME thread, where its scene and states may be read. */
public final class JmeThread {

    private JmeThread() {
    }

    /**
     * @param app a started application
     * @param c what to run on its thread
     * @param <T> what it returns
     * @return what it returned (an exception it threw is thrown here)
     * @throws Exception when it fails or does not run within a minute
     */
    public static <T> T call(Application app, Callable<T> c) throws Exception {
        return call(app, c, 60);
    }

    /**
     * @param app a started application
     * @param c what to run on its thread
     * @param timeoutS how long to wait for it (in seconds)
     * @param <T> what it returns
     * @return what it returned (an exception it threw is thrown here)
     * @throws Exception when it fails or does not run in time
     */
    public static <T> T call(Application app, Callable<T> c, long timeoutS) throws Exception {
        CompletableFuture<T> f = new CompletableFuture<>();
        app.enqueue(() -> {
            try {
                f.complete(c.call());
            } catch (Throwable e) {
                f.completeExceptionally(e);
            }
        });
        return f.get(timeoutS, TimeUnit.SECONDS);
    }
}
