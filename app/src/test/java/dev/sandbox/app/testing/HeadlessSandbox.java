package dev.sandbox.app.testing;

import static org.junit.jupiter.api.Assertions.assertNull;

import com.jme3.app.state.AppStateManager;
import dev.sandbox.app.Logs;
import dev.sandbox.app.SandboxApp;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.session.DrivingState;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;

/**
 * The real sandbox run with no display (JmeContext.Type.Headless) for a test class: started
 * once, with the drive paused as soon as a vehicle is on the ground, so the test steps the model
 * itself on the jME thread ({@link #onJme}), faster than real time; stopped when the class is
 * done. A failure of the sandbox fails the wait at once, with the sandbox's own line.
 */
public final class HeadlessSandbox implements AutoCloseable {

    /** How long a job on the jME thread may take (in seconds): a simulated minute on a busy machine. */
    private static final long JOB_TIMEOUT_S = 200;

    private final SandboxApp app;

    private HeadlessSandbox(SandboxApp app) {
        this.app = app;
    }

    /**
     * Starts the sandbox and waits until a vehicle is on the ground (and whatever else the test
     * needs is there), then pauses the drive.
     *
     * @param options the command line
     * @param startTimeoutS how long start-up may take (in seconds)
     * @param ready what else must be there, asked on the jME thread
     * @return the running sandbox
     * @throws Exception when it fails or does not start in time
     */
    public static HeadlessSandbox start(LaunchOptions options, long startTimeoutS, Predicate<AppStateManager> ready)
            throws Exception {
        Logs.quiet();
        HeadlessSandbox sandbox = new HeadlessSandbox(new SandboxApp(options, true));
        sandbox.app.start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(startTimeoutS);
        while (System.nanoTime() < deadline) {
            assertNull(sandbox.app.failure(), "start-up failed");
            boolean started = sandbox.onJme(() -> {
                DrivingState d = sandbox.app.getStateManager().getState(DrivingState.class);
                return d != null && d.simulation() != null && ready.test(sandbox.app.getStateManager());
            });
            if (started) {
                sandbox.onJme(() -> {
                    sandbox.app.getStateManager().getState(DrivingState.class).setEnabled(false);
                    return null;
                });
                return sandbox;
            }
            Thread.sleep(100);
        }
        sandbox.close();
        throw new AssertionError("the sandbox did not start within " + startTimeoutS + " s");
    }

    /** @return the application */
    public SandboxApp app() {
        return app;
    }

    /**
     * Runs a job on the jME thread and waits for it, failing fast if the sandbox died.
     *
     * @param c the job
     * @param <T> what it returns
     * @return what it returned (an exception it threw is thrown here)
     * @throws Exception when it fails or does not run in time
     */
    public <T> T onJme(Callable<T> c) throws Exception {
        CompletableFuture<T> f = new CompletableFuture<>();
        app.enqueue(() -> {
            try {
                f.complete(c.call());
            } catch (Throwable t) {
                f.completeExceptionally(t);
            }
        });
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(JOB_TIMEOUT_S);
        while (System.nanoTime() < deadline) {
            assertNull(app.failure(), "the sandbox failed");
            try {
                return f.get(200, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                // keep waiting
            } catch (ExecutionException e) {
                if (e.getCause() instanceof Exception ex) {
                    throw ex;
                }
                throw e;
            }
        }
        throw new AssertionError("the jME thread did not run the job in time");
    }

    /** Stops the sandbox and waits for its thread: the next class starts only when its native objects are gone. */
    @Override
    public void close() {
        app.stop(true);
    }
}
