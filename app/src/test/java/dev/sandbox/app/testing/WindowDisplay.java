package dev.sandbox.app.testing;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The display the window tests run on. {@code DISPLAY} when it is set (a desktop, or
 * {@code xvfb-run} around Maven); otherwise an Xvfb started for the test run (1280x720x24, the
 * display number chosen by Xvfb itself) and stopped when the run ends; otherwise the tests are
 * skipped with one line saying what to install. So {@code mvn test} runs the same window tests
 * on every machine where Xvfb is installed.
 */
public final class WindowDisplay implements ExecutionCondition {

    /** Screen of the virtual display, the size the tests' windows use. */
    static final String SCREEN = "1280x720x24";
    /** How long Xvfb may take to come up (in seconds). */
    private static final long START_TIMEOUT_S = 20;
    private static final ExtensionContext.Namespace NS = ExtensionContext.Namespace.create(WindowDisplay.class);

    private static String display;
    private static String skipReason;

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        synchronized (WindowDisplay.class) {
            if (display == null && skipReason == null) {
                resolve(context);
            }
            if (display == null) {
                return ConditionEvaluationResult.disabled(skipReason);
            }
            return ConditionEvaluationResult.enabled("window tests on DISPLAY " + display);
        }
    }

    /**
     * Puts the display (and a private runtime folder) into a child process's environment.
     *
     * @param pb the child process about to start
     * @return the same builder
     */
    public static ProcessBuilder environment(ProcessBuilder pb) {
        synchronized (WindowDisplay.class) {
            if (display == null) {
                throw new IllegalStateException("no display: the test class is not annotated with @WindowTest");
            }
            Map<String, String> env = pb.environment();
            env.put("DISPLAY", display);
            if (env.get("XDG_RUNTIME_DIR") == null) {
                env.put("XDG_RUNTIME_DIR", runtimeDir());
            }
            return pb;
        }
    }

    private static void resolve(ExtensionContext context) {
        String own = System.getenv("DISPLAY");
        if (own != null && !own.isBlank()) {
            display = own;
            return;
        }
        String xvfb = onPath("Xvfb");
        if (xvfb == null) {
            skipReason = "window tests skipped: no DISPLAY and no Xvfb (install it: apt-get install xvfb)";
            System.err.println(skipReason);
            return;
        }
        try {
            Xvfb server = new Xvfb(xvfb);
            context.getRoot().getStore(NS).put("xvfb", server); // closed when the test run ends
            display = server.display;
        } catch (IOException e) {
            skipReason = "window tests skipped: Xvfb did not start (" + e.getMessage() + ")";
            System.err.println(skipReason);
        }
    }

    private static String onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return null;
        }
        for (String dir : path.split(File.pathSeparator)) {
            Path p = Path.of(dir, program);
            if (Files.isExecutable(p)) {
                return p.toString();
            }
        }
        return null;
    }

    private static String runtimeDir() {
        try {
            Path dir = Files.createTempDirectory("window-tests-",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            dir.toFile().deleteOnExit();
            return dir.toString();
        } catch (IOException | UnsupportedOperationException e) {
            return System.getProperty("java.io.tmpdir");
        }
    }

    /** An Xvfb server of the test run's own. */
    private static final class Xvfb implements ExtensionContext.Store.CloseableResource {
        private final Process process;
        private final String display;

        Xvfb(String program) throws IOException {
            process = new ProcessBuilder(program, "-displayfd", "1", "-screen", "0", SCREEN, "-nolisten", "tcp")
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            String number;
            try {
                number = CompletableFuture.supplyAsync(() -> {
                    try {
                        return out.readLine();
                    } catch (IOException e) {
                        return null;
                    }
                }).get(START_TIMEOUT_S, TimeUnit.SECONDS);
            } catch (Exception e) {
                number = null;
            }
            if (number == null || !number.strip().matches("\\d+")) {
                process.destroyForcibly();
                throw new IOException("no display number within " + START_TIMEOUT_S + " s");
            }
            display = ":" + number.strip();
            System.err.println("window tests on a virtual display of their own: Xvfb " + display);
        }

        @Override
        public void close() throws InterruptedException {
            process.destroy();
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }
}
