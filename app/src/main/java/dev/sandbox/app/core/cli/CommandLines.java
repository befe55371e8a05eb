package dev.sandbox.app.core.cli;

import java.util.List;
import java.util.function.UnaryOperator;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.OverwrittenOptionException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.PicocliException;
import picocli.CommandLine.UnmatchedArgumentException;
import picocli.CommandLine;

/**
 * Reads a command line into a picocli command object, every mistake turned into one line in
 * the sandbox's own words: an option given twice, an option without its value, an option the
 * command does not know, and a bad value (the option's setter throws an
 * {@link IllegalArgumentException} with its one line).
 */
public final class CommandLines {

    private CommandLines() {
    }

    /**
     * How a command words its refusals.
     *
     * @param unknown the line for an argument the command does not know (given the argument)
     * @param missing the line for an option given without its value (given the option's name)
     * @param repeatsAllowed true when an option given twice takes its last value
     */
    public record Wording(UnaryOperator<String> unknown, UnaryOperator<String> missing, boolean repeatsAllowed) {

        /** The sandbox's own: "unknown option 'X' (try --help)", "X needs a value (try --help)", no repeats. */
        public static final Wording SANDBOX = new Wording(a -> "unknown option '" + a + "' (try --help)",
                o -> o + " needs a value (try --help)", false);
    }

    /**
     * @param command a picocli command object (its options are set from the arguments)
     * @param wording how refusals are worded
     * @param args the arguments
     * @return the parsed command line (for its unmatched arguments and help requests)
     * @throws IllegalArgumentException with one line for a bad command line
     */
    public static CommandLine parse(Object command, Wording wording, String... args) {
        CommandLine cl = new CommandLine(command);
        cl.setOverwrittenOptionsAllowed(wording.repeatsAllowed());
        try {
            cl.parseArgs(args);
            return cl;
        } catch (OverwrittenOptionException e) {
            throw new IllegalArgumentException(name(e.getOverwritten()) + " is given twice; give it once");
        } catch (MissingParameterException e) {
            List<ArgSpec> missing = e.getMissing();
            if (missing == null || missing.isEmpty()) {
                throw new IllegalArgumentException(firstLine(e.getMessage()));
            }
            throw new IllegalArgumentException(wording.missing().apply(name(missing.get(0))));
        } catch (UnmatchedArgumentException e) {
            throw new IllegalArgumentException(wording.unknown().apply(e.getUnmatched().get(0)));
        } catch (ParameterException e) {
            throw new IllegalArgumentException(cause(e));
        } catch (PicocliException e) {
            // an option's setter refused its value
            throw new IllegalArgumentException(cause(e));
        }
    }

    /**
     * @param command a picocli command object
     * @return its usage help, as picocli lays it out from the annotations
     */
    public static String usage(Object command) {
        return new CommandLine(command).getUsageMessage().stripTrailing();
    }

    private static String name(ArgSpec arg) {
        return arg instanceof OptionSpec o ? o.longestName() : arg.paramLabel();
    }

    /** @return the one line of the refusal that made picocli give up: a setter's own, else picocli's */
    private static String cause(PicocliException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof IllegalArgumentException) {
                return firstLine(t.getMessage());
            }
        }
        return firstLine(e.getMessage());
    }

    private static String firstLine(String s) {
        String t = String.valueOf(s).strip();
        int nl = t.indexOf('\n');
        return nl < 0 ? t : t.substring(0, nl);
    }
}
