package dev.sandbox.bench;

import java.util.ArrayList;
import java.util.List;
import dev.sandbox.bench.frames.Alternation;

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

    /** Usage lines for the benchmark switches. */
    public static final String USAGE = String.join("\n",
            "  --bench-physics            time our car and Minie's raycast vehicle on the same drive; prints JSON",
            "  --bench SECONDS            measure frame times for that long (after a warm-up); prints JSON",
            "  --bare                     with --bench: the world alone, no vehicle and no HUD",
            "  --bench-alternate WHAT     with --bench: hide and show WHAT (sandbox, vehicle, hud, occlusion, telemetry) by turns",
            "                             every 20 frames and report each half's frame time and CPU");

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
        boolean physics = false;
        double seconds = 0;
        boolean bare = false;
        String alternate = null;
        boolean vehicleNamed = false;
        boolean autopilot = false;
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--bench-physics" -> physics = true;
                case "--bare" -> bare = true;
                case "--bench-alternate" -> {
                    if (i + 1 >= args.length) {
                        throw new IllegalArgumentException("--bench-alternate needs what to alternate: one of "
                                + String.join(", ", Alternation.PARTS));
                    }
                    alternate = Alternation.parse(args[++i]);
                }
                case "--bench" -> {
                    if (i + 1 >= args.length) {
                        throw new IllegalArgumentException("--bench needs a number of seconds (try --help)");
                    }
                    String v = args[++i];
                    try {
                        seconds = Double.parseDouble(v);
                    } catch (NumberFormatException e) {
                        seconds = Double.NaN;
                    }
                    if (!(seconds > 0) || seconds > 3600) {
                        throw new IllegalArgumentException("--bench wants seconds between 0 and 3600, not '" + v + "'");
                    }
                }
                default -> {
                    vehicleNamed |= a.equals("--vehicle");
                    autopilot |= a.equals("--autopilot");
                    rest.add(a);
                }
            }
        }
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
}
