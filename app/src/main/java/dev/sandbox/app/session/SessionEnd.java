package dev.sandbox.app.session;

import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The one way a session ends. However it ends (the window closed, Quit in the menu,
 * {@code --exit-after}, SIGTERM or SIGINT, a failed frame), what the player asked to keep is
 * saved here, once, in a fixed order: the replay, then the state report, then the telemetry
 * recording. Each save that fails prints one line and the others are still made.
 * <p>
 * The application calls {@link #finish()} from its destroy (the render thread, between frames)
 * and from a shutdown hook, which hands the saves to the render thread so that the replay's
 * final state hash and the report's come from the same model step.
 */
public final class SessionEnd {

    /** What a session saves at its end, in the order it is saved. */
    public enum Save {
        /** {@code --save-replay FILE}: the whole session's inputs. */
        REPLAY,
        /** {@code --state-report FILE}: the drive's totals and final state hash. */
        REPORT,
        /** {@code --record FILE} or the recording key: the telemetry CSV, renamed from {@code .part}. */
        RECORDING
    }

    private final Map<Save, Runnable> saves = new EnumMap<>(Save.class);
    private final Consumer<String> lines;
    private boolean finished;

    /** A session end that prints its failures to standard error. */
    public SessionEnd() {
        this(line -> System.err.println("driving-sandbox: " + line));
    }

    /** @param lines told one line for each save that fails */
    public SessionEnd(Consumer<String> lines) {
        this.lines = lines;
    }

    /**
     * @param what which save
     * @param save makes it; prints its own outcome, and may throw (one line is printed for it)
     */
    public synchronized void register(Save what, Runnable save) {
        saves.put(what, save);
    }

    /** @return true once the saves were made */
    public synchronized boolean finished() {
        return finished;
    }

    /**
     * Makes every registered save, in the order of {@link Save}, unless they were made already.
     * A caller that comes while another makes them waits until they are made.
     */
    public synchronized void finish() {
        if (finished) {
            return;
        }
        finished = true;
        for (Map.Entry<Save, Runnable> e : saves.entrySet()) {
            try {
                e.getValue().run();
            } catch (RuntimeException | LinkageError ex) {
                String m = ex.getMessage() == null ? ex.getClass().getSimpleName()
                        : ex.getMessage().lines().findFirst().orElse("");
                lines.accept(e.getKey().name().toLowerCase(java.util.Locale.ROOT) + " not saved: " + m);
            }
        }
    }
}
