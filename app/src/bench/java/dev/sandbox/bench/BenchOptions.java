package dev.sandbox.bench;

import dev.sandbox.app.core.cli.CommandLines;
import dev.sandbox.bench.frames.Alternation;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Unmatched;

/**
 * The benchmark switches of the command line, taken out before the sandbox's own options are
 * parsed so the two sets stay independent: {@code --bench-physics} (our car against Minie's
 * raycast vehicle, no window), {@code --bench SECONDS} (frame budget of the sandbox driven by
 * the autopilot), {@code --bare} (the same measurement for the world alone) and
 * {@code --bench-alternate WHAT} (the cost of one part, shown and hidden by turns in one run,
 * {@link Alternation}).
 *
 * @param physics true for the side-by-side physics benchmark
 * @param frameSeconds seconds of frames to measure after the warm-up (0 = no frame benchmark)
 * @param bare true to measure the bare world (no vehicle, no HUD)
 * @param alternate the part shown and hidden by turns ({@link Alternation#PARTS}), or null
 * @param rest the remaining arguments, for {@code LaunchOptions}; in frame-benchmark mode they
 *     ask for the Boxster and the autopilot unless a vehicle was named
 */
public record BenchOptions(boolean physics, double frameSeconds, boolean bare, String alternate, List<String> rest) {

    /** Usage of the benchmarks' jar: the switches, then what the frame benchmark does by default. */
    public static final String USAGE = CommandLines.usage(new Switches());

    /** @return true when a frame benchmark was asked for */
    public boolean frames() {
        return frameSeconds > 0;
    }

    /** @return true when any benchmark was asked for */
    public boolean any() {
        return physics || frames();
    }

    /**
     * Takes the benchmark switches out of a command line.
     *
     * @param args the whole command line
     * @return the switches and the arguments left for the sandbox
     * @throws IllegalArgumentException with a one-line message for a bad combination
     */
    public static BenchOptions extract(String... args) {
        Switches switches = new Switches();
        CommandLines.parse(switches, WORDING, args);
        boolean physics = switches.physics;
        double seconds = switches.seconds;
        boolean bare = switches.bare;
        String alternate = switches.alternate;
        List<String> rest = new ArrayList<>(switches.rest);
        boolean vehicleNamed = rest.contains("--vehicle");
        boolean autopilot = rest.contains("--autopilot");
        if (physics && seconds > 0) {
            throw new IllegalArgumentException("--bench-physics and --bench are separate runs: give one of them");
        }
        if (bare && !(seconds > 0)) {
            throw new IllegalArgumentException("--bare only goes with --bench SECONDS");
        }
        if (alternate != null && (!(seconds > 0) || bare)) {
            throw new IllegalArgumentException("--bench-alternate goes with --bench SECONDS, without --bare");
        }
        if (seconds > 0 && !bare) {
            if (!vehicleNamed) {
                rest.add("--vehicle");
                rest.add("boxster-s");
            }
            if (!autopilot) {
                rest.add("--autopilot");
            }
        }
        return new BenchOptions(physics, seconds, bare, alternate, List.copyOf(rest));
    }

    /** How the switches refuse a switch without its value; a switch given twice takes its last value. */
    private static final CommandLines.Wording WORDING = new CommandLines.Wording(a -> "unknown option '" + a + "'",
            o -> switch (o) {
                case "--bench-alternate" -> "--bench-alternate needs what to alternate: one of "
                        + String.join(", ", Alternation.PARTS);
                default -> o + " needs a number of seconds (try --help)";
            }, true);

    /** The benchmark switches as picocli reads them; everything else is left for the sandbox, in order. */
    @Command(name = "sandbox-bench", separator = " ", sortOptions = false, usageHelpWidth = 110,
            synopsisHeading = "", optionListHeading = "", footerHeading = "",
            customSynopsis = {
                "usage: java -jar sandbox-bench.jar --bench SECONDS [--bare | --bench-alternate WHAT] [sandbox options]",
                "       java -jar sandbox-bench.jar --bench-physics [--seed N]"},
            footer = {"  the frame benchmark drives the Boxster on the autopilot unless --vehicle names another,",
                "  with vsync off unless --vsync is given; SANDBOX_HIDE=NAME,... takes parts of the world",
                "  (terrain, road, props, Sky...) out of the picture"})
    private static final class Switches {

        @Option(names = "--bench-physics", order = 1,
                description = "time our car and Minie's raycast vehicle on the same drive; prints JSON")
        private boolean physics;

        @Option(names = "--bare", order = 3, description = "with --bench: the world alone, no vehicle and no HUD")
        private boolean bare;

        private double seconds;
        private String alternate;

        @Unmatched
        private List<String> rest = new ArrayList<>();

        @Option(names = "--bench", paramLabel = "SECONDS", order = 2,
                description = "measure frame times for that long (after a warm-up); prints JSON")
        private void seconds(String v) {
            try {
                seconds = Double.parseDouble(v);
            } catch (NumberFormatException e) {
                seconds = Double.NaN;
            }
            if (!(seconds > 0) || seconds > 3600) {
                throw new IllegalArgumentException("--bench wants seconds between 0 and 3600, not '" + v + "'");
            }
        }

        @Option(names = "--bench-alternate", paramLabel = "WHAT", order = 4, description = {
            "with --bench: hide and show WHAT (sandbox, vehicle, shadows, hud,",
            "occlusion, telemetry) by turns every 20 frames and report each",
            "half's frame time and CPU"})
        private void alternate(String what) {
            alternate = Alternation.parse(what);
        }
    }
}
