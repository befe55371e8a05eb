package dev.sandbox.physics.provingground;

import dev.sandbox.physics.provingground.cli.ProvingGroundCommand;
import dev.sandbox.physics.provingground.cli.Version;
import dev.sandbox.physics.spec.SpecException;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The headless proving ground's entry point:
 * {@code java -jar physics-model/target/proving-ground.jar COMMAND --vehicle ID [--json]}.
 * The commands are in {@link ProvingGroundCommand}; this class turns every bad command line or
 * bad input into one line on stderr and exit status 2.
 */
public final class ProvingGround {

    /** Exit status of a bad command line or bad input. */
    public static final int BAD_INPUT = 2;

    /**
     * Runs one command line.
     *
     * @param args the arguments
     * @param out where results go
     * @param err where the one-line error goes
     * @return the process exit code (0 ok, 2 usage or input error)
     */
    public int run(String[] args, PrintStream out, PrintStream err) {
        PrintWriter errWriter = new PrintWriter(err, true);
        CommandLine cl = new CommandLine(new ProvingGroundCommand());
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(errWriter);
        cl.setParameterExceptionHandler((e, a) -> {
            errWriter.println(Version.NAME + ": " + describe(e));
            return BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((e, line, parsed) -> {
            if (e instanceof SpecException || e instanceof IllegalArgumentException
                    || e instanceof IOException || e instanceof UncheckedIOException) {
                String message = e instanceof IOException io ? ioMessage(io) : e.getMessage();
                errWriter.println(Version.NAME + ": " + firstLine(message));
                return BAD_INPUT;
            }
            throw e;
        });
        int code = cl.execute(args);
        out.flush();
        return code;
    }

    /** @return one line naming the file an input or output failed on, and why */
    private static String ioMessage(IOException e) {
        if (e instanceof NoSuchFileException n) {
            return n.getFile() + ": no such file.";
        }
        if (e instanceof AccessDeniedException a) {
            return a.getFile() + ": permission denied.";
        }
        if (e instanceof FileSystemException f && f.getFile() != null) {
            return f.getFile() + ": " + (f.getReason() != null ? f.getReason() : "cannot be read or written") + ".";
        }
        String m = String.valueOf(e.getMessage());
        // the project's own file classes name the file and the reason already
        return m.startsWith("cannot ") || m.contains(": ") ? m : "cannot read or write " + m + ".";
    }

    private static String describe(ParameterException e) {
        if (e instanceof UnmatchedArgumentException u && u.getCommandLine().getParent() == null
                && !u.getUnmatched().isEmpty() && !u.getUnmatched().get(0).startsWith("-")) {
            return "unknown command '" + u.getUnmatched().get(0) + "'; commands: "
                    + String.join(", ", u.getCommandLine().getSubcommands().keySet()) + ".";
        }
        String message = firstLine(e.getMessage());
        if (e instanceof UnmatchedArgumentException u) {
            List<String> suggestions = u.getSuggestions();
            if (!suggestions.isEmpty()) {
                message += " (did you mean " + String.join(" or ", suggestions) + "?)";
            }
            message += "; " + u.getCommandLine().getCommandName() + " --help lists the options.";
        }
        return message;
    }

    private static String firstLine(String s) {
        String t = String.valueOf(s).strip();
        int nl = t.indexOf('\n');
        return nl < 0 ? t : t.substring(0, nl);
    }

    /** @param args see the class comment */
    public static void main(String[] args) {
        int code = new ProvingGround().run(args, System.out, System.err);
        System.out.flush();
        System.exit(code);
    }
}
