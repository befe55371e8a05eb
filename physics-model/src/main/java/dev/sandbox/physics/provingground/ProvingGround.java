package dev.sandbox.physics.provingground;

import dev.sandbox.physics.io.OutputPaths;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sandbox.physics.spec.SpecException;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The headless proving ground:
 * {@code java -jar physics-model/target/proving-ground.jar COMMAND --vehicle ID [--json]}.
 * Prints a readable table, or with {@code --json} one JSON object whose keys name their units.
 */
public final class ProvingGround {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Map<String, Command> commands = new LinkedHashMap<>();

    /** A proving-ground command. */
    @FunctionalInterface
    public interface Command {
        /**
         * @param spec the vehicle
         * @param options the command line's options after the command name
         * @return the result record (serialised to JSON by its component names)
         */
        Object run(VehicleSpec spec, Options options);
    }

    /** Registers the standard commands. */
    public ProvingGround() {
        add("gears", (spec, o) -> new StraightLineRuns(spec).gears());
        add("accel", (spec, o) -> new StraightLineRuns(spec).accel());
        add("brake", (spec, o) -> new StraightLineRuns(spec).brake());
        add("topspeed", (spec, o) -> new StraightLineRuns(spec).topSpeed());
        add("coastdown", (spec, o) -> new StraightLineRuns(spec).coastdown());
        add("turncircle", (spec, o) -> new HandlingRuns(carOnly(spec, "turncircle"))
                .turnCircle(o.number("speed", 10), o.number("angle", 10)));
        add("skidpad", (spec, o) -> new HandlingRuns(carOnly(spec, "skidpad")).skidpad(o.number("radius", 40)));
        add("stepsteer", (spec, o) -> new HandlingRuns(carOnly(spec, "stepsteer"))
                .stepSteer(o.number("speed", 80), o.number("lateral", 4)));
        add("lanechange", (spec, o) -> new HandlingRuns(carOnly(spec, "lanechange")).laneChange());
        add("hlavacs", (spec, o) -> HandlingRuns.hlavacs());
        add("soak", ProvingGround::soak);
        add("leanturn", (spec, o) -> new MotorcycleRuns(spec).leanTurn(o.number("speed", 100), o.number("radius", 150)));
        add("countersteer", (spec, o) -> new MotorcycleRuns(spec).countersteer(o.number("speed", 100), o.number("steer", 0.5), o.flag("json")));
    }

    /**
     * @param name command name
     * @param command what it runs
     */
    public void add(String name, Command command) {
        commands.put(name, command);
    }

    /**
     * Runs one command line.
     *
     * @param args the arguments
     * @param out where results go
     * @param err where the one-line error goes
     * @return the process exit code (0 ok, 2 usage or input error)
     */
    public int run(String[] args, PrintStream out, PrintStream err) {
        Options options;
        try {
            options = Options.parse(args);
        } catch (IllegalArgumentException e) {
            err.println("proving-ground: " + e.getMessage());
            err.println(usage());
            return 2;
        }
        String name = options.command();
        if (name == null || name.equals("help") || options.flag("help")) {
            out.println(usage());
            return name == null ? 2 : 0;
        }
        try {
            if (name.equals("replay")) {
                String file = options.value("recording");
                if (file == null) {
                    err.println("proving-ground: replay needs --recording FILE.");
                    return 2;
                }
                print(JSON.valueToTree(Replay.run(dev.sandbox.physics.sim.InputRecording.read(java.nio.file.Path.of(file)))),
                        options, out);
                return 0;
            }
            if (name.equals("vehicles")) {
                List<String> ids = VehicleSpecs.ids();
                print(JSON.valueToTree(Map.of("vehicles", ids)), options, out);
                return 0;
            }
            if (!name.equals("report") && !commands.containsKey(name)) {
                err.println("proving-ground: unknown command '" + name + "'; commands: vehicles, "
                        + String.join(", ", commands.keySet()) + ", report.");
                return 2;
            }
            String id = options.value("vehicle");
            if (id == null) {
                err.println("proving-ground: " + name + " needs --vehicle ID; vehicles: " + String.join(", ", VehicleSpecs.ids()) + ".");
                return 2;
            }
            VehicleSpec spec = options.value("spec") != null
                    ? VehicleSpecs.loadFile(java.nio.file.Path.of(options.value("spec")))
                    : VehicleSpecs.load(id);
            String csv = options.value("csv");
            String plots = options.value("plots");
            if (csv != null) {
                OutputPaths.checkFile(csv, "--csv");
            }
            if (plots != null) {
                OutputPaths.checkFolder(java.nio.file.Path.of(plots), "--plots " + plots);
            }
            RunCapture capture = csv != null || plots != null
                    ? new RunCapture(csv == null ? null : java.nio.file.Path.of(csv), plots != null) : null;
            TestTrack.observe(capture);
            JsonNode result;
            try {
                result = runCommand(name, spec, options);
            } finally {
                TestTrack.observe(null);
                if (capture != null) {
                    capture.close();
                }
            }
            if (plots != null) {
                Plots.write(java.nio.file.Path.of(plots), name, spec, capture.runs());
            }
            print(result, options, out);
            return 0;
        } catch (SpecException e) {
            err.println("proving-ground: " + e.getMessage());
            return 2;
        } catch (IllegalArgumentException e) {
            err.println("proving-ground: " + e.getMessage());
            return 2;
        } catch (java.io.IOException | java.io.UncheckedIOException e) {
            err.println("proving-ground: cannot read or write " + e.getMessage() + ".");
            return 2;
        }
    }

    private JsonNode runCommand(String name, VehicleSpec spec, Options options) {
        JsonNode result;
        if (name.equals("report")) {
            ObjectNode all = JSON.createObjectNode();
            all.put("vehicle", spec.id());
            for (Map.Entry<String, Command> c : commands.entrySet()) {
                if (applies(c.getKey(), spec)) {
                    all.set(c.getKey(), JSON.valueToTree(c.getValue().run(spec, options)));
                }
            }
            result = all;
        } else {
            result = JSON.valueToTree(commands.get(name).run(spec, options));
        }
        return result;
    }

    private static Object soak(VehicleSpec spec, Options o) {
        long seed = (long) o.number("seed", 1);
        double minutes = o.number("minutes", 1);
        if (!(minutes > 0)) {
            throw new IllegalArgumentException("--minutes must be above 0");
        }
        String record = o.value("record");
        if (record != null) {
            OutputPaths.checkFile(record, "--record");
        }
        dev.sandbox.physics.sim.InputRecording.Recorder recorder =
                record == null ? null : new dev.sandbox.physics.sim.InputRecording.Recorder();
        Soak.Result r = new Soak(spec).run(seed, minutes, recorder);
        if (recorder != null) {
            try {
                recorder.finish(spec.id(), "rough " + seed, 0, 0, 0, TestTrack.DT, true).write(java.nio.file.Path.of(record));
            } catch (java.io.IOException e) {
                throw new IllegalArgumentException("cannot write the recording " + record + ": " + e.getMessage());
            }
        }
        return r;
    }

    private static VehicleSpec carOnly(VehicleSpec spec, String command) {
        if (spec.type() != dev.sandbox.physics.spec.VehicleType.CAR) {
            throw new IllegalArgumentException(command + " is a car test; " + spec.id() + " is a " + spec.type().name().toLowerCase(java.util.Locale.ROOT) + ".");
        }
        return spec;
    }

    /** Commands meant for one vehicle type are left out of the other's report. */
    private static boolean applies(String command, VehicleSpec spec) {
        return ReportScope.applies(command, spec.type());
    }

    private static void print(JsonNode node, Options options, PrintStream out) {
        if (options.flag("json")) {
            out.println(node.toString());
        } else {
            out.print(Table.render(node));
        }
    }

    private String usage() {
        List<String> names = new ArrayList<>(commands.keySet());
        return "usage: java -jar physics-model/target/proving-ground.jar COMMAND --vehicle ID [--json]\n"
                + "commands: vehicles, " + String.join(", ", names) + ", report, replay --recording FILE\n"
                + "vehicles: " + String.join(", ", VehicleSpecs.ids());
    }

    /** @param args see the class comment */
    public static void main(String[] args) {
        int code = new ProvingGround().run(args, System.out, System.err);
        System.out.flush();
        System.exit(code);
    }

    /** Parsed command line: the command name, then --name value options and --flags. */
    public record Options(String command, Map<String, String> values) {

        private static final List<String> FLAGS = List.of("json", "help");

        static Options parse(String[] args) {
            String command = null;
            Map<String, String> values = new LinkedHashMap<>();
            for (int i = 0; i < args.length; i++) {
                String a = args[i];
                if (a.startsWith("--")) {
                    String key = a.substring(2);
                    int eq = key.indexOf('=');
                    if (eq >= 0) {
                        values.put(key.substring(0, eq), key.substring(eq + 1));
                    } else if (FLAGS.contains(key)) {
                        values.put(key, "true");
                    } else if (i + 1 < args.length) {
                        values.put(key, args[++i]);
                    } else {
                        throw new IllegalArgumentException("option --" + key + " needs a value");
                    }
                } else if (command == null) {
                    command = a;
                } else {
                    throw new IllegalArgumentException("unexpected argument '" + a + "'");
                }
            }
            return new Options(command, values);
        }

        /** @return the option's value or null */
        public String value(String key) {
            return values.get(key);
        }

        /** @return the option's value as a number, or the default */
        public double number(String key, double fallback) {
            String v = values.get(key);
            if (v == null) {
                return fallback;
            }
            try {
                return Double.parseDouble(v);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--" + key + " needs a number, got '" + v + "'");
            }
        }

        /** @return true when the flag is present */
        public boolean flag(String key) {
            return values.containsKey(key);
        }
    }

    /** Renders a JSON tree as an indented, readable table. */
    static final class Table {
        private Table() {
        }

        static String render(JsonNode node) {
            StringBuilder sb = new StringBuilder();
            render(node, "", sb);
            return sb.toString();
        }

        private static void render(JsonNode node, String indent, StringBuilder sb) {
            Iterator<Map.Entry<String, JsonNode>> it = node.fields();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                JsonNode v = e.getValue();
                if (v.isObject()) {
                    sb.append(indent).append(e.getKey()).append(":\n");
                    render(v, indent + "  ", sb);
                } else if (v.isArray() && v.size() > 0 && v.get(0).isObject()) {
                    sb.append(indent).append(e.getKey()).append(":\n");
                    List<String> cols = new ArrayList<>();
                    v.get(0).fieldNames().forEachRemaining(cols::add);
                    sb.append(indent).append("  ");
                    for (String c : cols) {
                        sb.append(String.format("%14s", c));
                    }
                    sb.append('\n');
                    for (JsonNode row : v) {
                        sb.append(indent).append("  ");
                        for (String c : cols) {
                            sb.append(String.format("%14s", row.path(c).asText()));
                        }
                        sb.append('\n');
                    }
                } else {
                    sb.append(indent).append(String.format("%-26s %s%n", e.getKey(), v.isArray() ? v.toString() : v.asText()));
                }
            }
        }
    }
}
