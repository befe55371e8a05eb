package dev.sandbox.app.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.core.settings.SandboxHome;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A sandbox window in a JVM of its own, as the window tests drive it: started through
 * {@link FixedStepMain} (each frame one fixed step of simulated time) on the display
 * {@link WindowDisplay} provides, in a home folder of its own; every line it prints is kept,
 * so a test can wait for one. A {@code --screenshot-at} line ("screenshot FILE t=...") is
 * printed when simulated time reaches its time: a test that presses keys waits for such lines
 * to hold a key for a stretch of simulated time, not of wall time. Keys are pressed as a
 * person's, with xdotool.
 */
public final class SandboxProcess {

    /**
     * Wall-clock limit of one window test (in seconds): a net for a sandbox that hangs, not a
     * measure. The tests count frames, so a loaded machine only makes them slower: with fifteen
     * processes' work for each core a test of two sandbox runs took 11 minutes.
     */
    public static final int TEST_LIMIT_S = 1200;
    /** Wall-clock limit of one wait inside a window test (in seconds), the same kind of net. */
    public static final int WAIT_LIMIT_S = 600;

    private final Process process;
    private final List<String> lines = new ArrayList<>();

    private SandboxProcess(Process process) {
        this.process = process;
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    synchronized (lines) {
                        lines.add(line);
                        lines.notifyAll();
                    }
                }
            } catch (IOException e) {
                // the process ended
            }
        }, "sandbox-output");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * The command line that runs the sandbox on the fixed step.
     *
     * @param home the sandbox's home folder (settings, recordings)
     * @param args the sandbox's options
     * @return java, the home folder's property, the test class path, {@link FixedStepMain}, the options
     */
    public static List<String> command(Path home, List<String> args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-D" + SandboxHome.PROPERTY + "=" + home, "-cp", System.getProperty("java.class.path"),
                FixedStepMain.class.getName()));
        cmd.addAll(args);
        return cmd;
    }

    /**
     * Starts the sandbox in a new home folder.
     *
     * @param args the sandbox's options
     * @return the running sandbox
     * @throws IOException when it cannot be started
     */
    public static SandboxProcess start(List<String> args) throws IOException {
        return start(Files.createTempDirectory("sandbox-home"), args);
    }

    /**
     * Starts the sandbox in a home folder the test prepared (a controls file in it...).
     *
     * @param home the sandbox's home folder
     * @param args the sandbox's options
     * @return the running sandbox
     * @throws IOException when it cannot be started
     */
    public static SandboxProcess start(Path home, List<String> args) throws IOException {
        ProcessBuilder pb = WindowDisplay.environment(new ProcessBuilder(command(home, args))).redirectErrorStream(true);
        return new SandboxProcess(pb.start());
    }

    /**
     * @param prefix how the line starts
     * @param timeoutS how long to wait at most (in wall seconds: a safety net, not a measure)
     * @return the first line printed so far or within the time that starts so, or null
     * @throws InterruptedException when interrupted
     */
    public String waitForLine(String prefix, double timeoutS) throws InterruptedException {
        long end = System.nanoTime() + (long) (timeoutS * 1e9);
        synchronized (lines) {
            while (true) {
                for (String l : lines) {
                    if (l.startsWith(prefix)) {
                        return l;
                    }
                }
                long left = end - System.nanoTime();
                if (left <= 0 || !process.isAlive()) {
                    return null;
                }
                lines.wait(Math.max(1, left / 1_000_000));
            }
        }
    }

    /**
     * Waits for a line, failing the test with the output so far when it does not come.
     *
     * @param prefix how the line starts
     * @param timeoutS how long to wait at most (in wall seconds)
     * @return the line
     * @throws InterruptedException when interrupted
     */
    public String expectLine(String prefix, double timeoutS) throws InterruptedException {
        String line = waitForLine(prefix, timeoutS);
        assertTrue(line != null, "the sandbox printed '" + prefix + "...'; output:\n" + output());
        return line;
    }

    /** @return every line printed so far */
    public String output() {
        synchronized (lines) {
            return String.join("\n", lines);
        }
    }

    /** @return the process */
    public Process process() {
        return process;
    }

    /**
     * Presses or lets go of a key in the sandbox's window, as a person would.
     *
     * @param action keydown, keyup or key
     * @param key the X key name (w, a, Return...)
     * @throws Exception when xdotool fails
     */
    public void keys(String action, String key) throws Exception {
        xdotool(action, key);
    }

    /**
     * Runs xdotool on the test display.
     *
     * @param args its arguments
     * @throws Exception when it does not end within 20 s
     */
    public static void xdotool(String... args) throws Exception {
        List<String> cmd = new ArrayList<>();
        cmd.add("xdotool");
        cmd.addAll(List.of(args));
        Process p = WindowDisplay.environment(new ProcessBuilder(cmd)).redirectErrorStream(true).start();
        assertTrue(p.waitFor(20, TimeUnit.SECONDS), "xdotool " + String.join(" ", args));
    }

    /** @return true when xdotool is on the PATH */
    public static boolean hasXdotool() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (Files.isExecutable(Path.of(dir, "xdotool"))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Waits for the sandbox to end by itself ({@code --exit-after}).
     *
     * @param timeoutS how long to wait at most (in wall seconds)
     * @return its exit status
     * @throws InterruptedException when interrupted
     */
    public int waitForExit(double timeoutS) throws InterruptedException {
        assertTrue(process.waitFor((long) (timeoutS * 1000), TimeUnit.MILLISECONDS),
                "the sandbox ends within " + timeoutS + " s; output:\n" + output());
        return process.exitValue();
    }

    /**
     * Ends the sandbox as a desktop's session would (a terminate signal).
     *
     * @throws InterruptedException when interrupted
     */
    public void terminate() throws InterruptedException {
        process.destroy();
        assertTrue(process.waitFor(90, TimeUnit.SECONDS), "the sandbox ends");
    }
}
