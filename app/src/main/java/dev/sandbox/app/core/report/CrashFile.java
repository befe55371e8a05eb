package dev.sandbox.app.core.report;

import dev.sandbox.physics.io.AtomicFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;

/**
 * What a crash leaves for whoever looks into it: {@code crash-yyyyMMdd-HHmmss.txt} in the
 * state folder, holding what failed with its stack trace, the facts of the machine and the run
 * (Java, operating system, OpenGL renderer, vehicle) and the driver's inputs of the last
 * seconds. The player is told its name in the one line the failure prints.
 */
public final class CrashFile {

    /** How far back the crash file lists the driver's inputs (in seconds). */
    public static final double RECENT_INPUTS_S = 10;

    private CrashFile() {
    }

    /**
     * Writes a crash file (the folder is created when missing; a second crash within the same
     * second gets {@code -2}, {@code -3}...).
     *
     * @param folder the state folder
     * @param when the time of the crash (names the file)
     * @param what what failed, in one line
     * @param failure the exception, or null
     * @param facts the run's facts in order ("java", "os", "opengl", "vehicle"...)
     * @param recentInputs the driver's inputs of the last {@link #RECENT_INPUTS_S} seconds, one per line
     * @return the file written
     * @throws IOException when it cannot be written (one line naming the file)
     */
    public static Path write(Path folder, LocalDateTime when, String what, Throwable failure,
            Map<String, String> facts, List<String> recentInputs) throws IOException {
        String stem = "crash-" + when.format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path file = folder.resolve(stem + ".txt");
        for (int i = 2; Files.exists(file); i++) {
            file = folder.resolve(stem + "-" + i + ".txt");
        }
        String text = text(when, what, failure, facts, recentInputs);
        AtomicFiles.writeText(file, w -> w.write(text));
        return file;
    }

    /**
     * @param when the time of the crash
     * @param what what failed, in one line
     * @param failure the exception, or null
     * @param facts the run's facts
     * @param recentInputs the driver's recent inputs
     * @return the crash file's text
     */
    static String text(LocalDateTime when, String what, Throwable failure, Map<String, String> facts,
            List<String> recentInputs) {
        StringBuilder b = new StringBuilder();
        b.append("driving-sandbox crash at ").append(when).append('\n');
        b.append(what).append("\n\n");
        facts.forEach((k, v) -> b.append(k).append(": ").append(v).append('\n'));
        b.append("\nstack trace:\n");
        if (failure == null) {
            b.append("(none)\n");
        } else {
            StringWriter trace = new StringWriter();
            failure.printStackTrace(new PrintWriter(trace));
            b.append(trace);
        }
        b.append("\ninputs of the last ").append((int) RECENT_INPUTS_S).append(" s (")
                .append(recentInputs.size()).append(" changes):\n");
        recentInputs.forEach(l -> b.append(l).append('\n'));
        return b.toString();
    }

    /**
     * @return the Java runtime, for a crash file: version, vendor and VM
     */
    public static String javaVersion() {
        return System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ", "
                + System.getProperty("java.vm.name") + ")";
    }

    /** @return the operating system, for a crash file: name, version and architecture */
    public static String operatingSystem() {
        return System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch");
    }
}
