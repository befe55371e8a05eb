package dev.sandbox.app.state;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * Keeps the largest of the JIT's late compilations out of the drive, for code that runs once a
 * frame or less and whose own work C1's code does fast enough:
 * <ul>
 * <li>Lemur. Its layout code ({@code GuiControl.getPreferredSize} with the grid layout inlined
 * into it, 50-56 kB of machine code) was compiled by C2 three times in every run, 0.5-1.2 s of
 * a core each, 12 to 23 s after start: the first two were thrown away by loop-predicate traps
 * as grids of other sizes were laid out. That was most of the compilers' CPU in the benchmark's
 * measured window. It runs when a HUD text changes, a few times a second.</li>
 * <li>{@code PlanarShadow.update}, once a frame: its work is in the methods it calls for each
 * piece, which C2 still compiles one by one. Compiled whole, with them inlined, it took
 * 0.2-0.6 s of a core each time, an on-stack replacement and a full compilation, 30 s into the
 * drive (before its loops were methods of their own, 0.5-0.8 s each, up to five times).</li>
 * </ul>
 * (app/BENCHMARKS.md 3w.)
 *
 * <p>The directives are added at run time through the JVM's diagnostic-command MBean (what
 * {@code jcmd PID Compiler.directives_add FILE} does), so the jar needs no JVM option. On a JVM
 * without it nothing changes.
 */
public final class CompilerDirectives {

    /** The directives, in HotSpot's compiler-directive format (JSON with unquoted keys). */
    static final String DIRECTIVES = "[{ match: \"com/simsilica/lemur/*.*\", c2: { Exclude: true } },"
            + " { match: \"dev/sandbox/app/render/PlanarShadow.update\", c2: { Exclude: true } }]";

    private static final String DIAGNOSTIC_COMMAND = "com.sun.management:type=DiagnosticCommand";
    private static final String[] SIGNATURE = {String[].class.getName()};

    private CompilerDirectives() {
    }

    /**
     * Adds {@link #DIRECTIVES} to the running JVM. The first call takes about 0.1 s (the
     * platform MBean server starts; 103-112 ms in a fresh JVM): call it off the render thread.
     *
     * @return true if the JVM took them all
     */
    public static boolean install() {
        Path file = null;
        try {
            file = Files.createTempFile("sandbox-compiler-directives", ".json");
            Files.writeString(file, DIRECTIVES);
            Object reply = command("compilerDirectivesAdd", file.toString());
            return reply != null && reply.toString().contains("2 compiler directives added");
        } catch (Exception | LinkageError e) {
            return false; // not HotSpot, or its management is not there
        } finally {
            if (file != null) {
                try {
                    Files.deleteIfExists(file);
                } catch (java.io.IOException e) {
                    file.toFile().deleteOnExit();
                }
            }
        }
    }

    /**
     * @return the JVM's compiler directives as {@code jcmd PID Compiler.directives_print} prints
     *     them, or an empty string where that cannot be asked
     */
    static String print() {
        try {
            Object reply = command("compilerDirectivesPrint");
            return reply == null ? "" : reply.toString();
        } catch (JMException | RuntimeException e) {
            return "";
        }
    }

    private static Object command(String operation, String... args) throws JMException {
        MBeanServer server = ManagementFactory.getPlatformMBeanServer();
        return server.invoke(new ObjectName(DIAGNOSTIC_COMMAND), operation, new Object[] {args}, SIGNATURE);
    }
}
