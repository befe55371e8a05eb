package dev.sandbox.physics.provingground.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sandbox.physics.provingground.ProvingGround;
import dev.sandbox.physics.provingground.Soak;
import dev.sandbox.physics.provingground.TestGroup;
import dev.sandbox.physics.spec.SpecSpace;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import dev.sandbox.physics.spec.VehicleType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import picocli.CommandLine;

/**
 * Every spec validation accepts, of either kind, runs cleanly: a property test over the whole
 * accepted space around each shipped vehicle ({@link SpecSpace}: one to five fields at a time,
 * anywhere in the ranges the parser accepts, a third of the edits at an end of one). Each spec is
 * abused by a soak, and some are also driven through one of the proving ground's tests for their
 * kind (report's, and the stability analyses for a two-wheeler), through the command line as a
 * user runs it. The soak must count no non-finite state, no wheel below the ground and no energy
 * that the engine did not supply; the test must exit 0 with one JSON object whose figures are
 * finite and no larger than any run could measure, or say {@code "valid": false} with a reason.
 *
 * <p>The specs are drawn by a {@link SplittableRandom} from a fixed seed, so a failure here is a
 * failure on every machine, and each try is its own test named by its kind and number; a failing
 * try is shrunk (its edits dropped one at a time while it still fails) and reported with the
 * smallest set of edits that fails. A longer search raises the tries or changes {@link #SEED}.
 * The run is sized to about a minute on two cores: the soaks find the model's instabilities (a
 * crest, a landing, a lock-up in a 20 s car soak) and cost a third of a second a car, so most
 * specs get a long soak only; a proving-ground test costs a second (a car) to ten (a
 * motorcycle's hands-off run), so fewer specs get one, each after a short soak.
 */
class AcceptedSpecsTest {

    /** The draws' seed. */
    static final long SEED = 20261201L;
    /** Car specs soaked for {@link #CAR_SOAK_S} per run. */
    static final int CAR_SOAKS = 70;
    /** Motorcycle specs soaked for {@link #MOTORCYCLE_SOAK_S} per run (a motorcycle's step costs several times a car's). */
    static final int MOTORCYCLE_SOAKS = 8;
    /** Car specs driven through a proving-ground test per run. */
    static final int CAR_TESTS = 12;
    /** Motorcycle specs driven through a proving-ground test per run. */
    static final int MOTORCYCLE_TESTS = 4;
    /**
     * Simulated seconds of a car's and a motorcycle's long soak: the random driver changes what
     * it does every 0.5-6 s, so a car meets a few of its abuses, crests and jumps included.
     */
    static final double CAR_SOAK_S = 20;
    static final double MOTORCYCLE_SOAK_S = 8;
    /** Simulated seconds of the soak before a proving-ground test. */
    static final double SHORT_SOAK_S = 3;
    /** Most edits in one drawn spec. */
    static final int MAX_EDITS = 5;
    /** Draws a spec validation refuses are drawn again, up to this many times a try. */
    static final int REDRAWS = 50;
    /**
     * Largest figure a test can print (in its own unit): past a thousand km/h, a kilometre of
     * radius or a meganewton, a figure describes no run of a road vehicle.
     */
    static final double LARGEST_FIGURE = 1e6;

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<String, SpecSpace> SPACES = new ConcurrentHashMap<>();
    private static final List<String> TRIED = java.util.Collections.synchronizedList(new ArrayList<>());

    /** One drawn case: the shipped vehicle's space, the edits, the soak's seed and the test (or null). */
    private record Case(SpecSpace space, List<SpecSpace.Edit> edits, long soakSeed, String test) {
    }

    @TestFactory
    Stream<DynamicTest> everySpecValidationAcceptsSoaksCleanly() {
        SplittableRandom random = new SplittableRandom(SEED);
        List<DynamicTest> tests = new ArrayList<>();
        tests.addAll(tries("car soak", VehicleType.CAR, CAR_SOAKS, false, random));
        tests.addAll(tries("motorcycle soak", VehicleType.MOTORCYCLE, MOTORCYCLE_SOAKS, false, random));
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> everySpecValidationAcceptsMeasuresCleanly() {
        SplittableRandom random = new SplittableRandom(SEED + 1);
        List<DynamicTest> tests = new ArrayList<>();
        tests.addAll(tries("car test", VehicleType.CAR, CAR_TESTS, true, random));
        tests.addAll(tries("motorcycle test", VehicleType.MOTORCYCLE, MOTORCYCLE_TESTS, true, random));
        return tests.stream();
    }

    /** Draws the tries of one kind up front (so each try's draw does not depend on the others' outcome). */
    private static List<DynamicTest> tries(String name, VehicleType kind, int count, boolean measured,
            SplittableRandom random) {
        List<String> shipped = VehicleSpecs.ids().stream().filter(id -> VehicleSpecs.load(id).type() == kind).toList();
        List<String> tests = testsFor(kind);
        List<DynamicTest> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            SpecSpace space = SPACES.computeIfAbsent(shipped.get(random.nextInt(shipped.size())), SpecSpace::around);
            List<SpecSpace.Edit> edits = draw(space, random);
            long seed = 1 + random.nextLong(1_000_000);
            String test = measured ? tests.get(random.nextInt(tests.size())) : null;
            Case c = new Case(space, edits, seed, test);
            out.add(DynamicTest.dynamicTest(name + " " + (i + 1) + (test == null ? "" : " (" + test + ")"),
                    () -> check(c, kind)));
        }
        return out;
    }

    /** A list of one to {@link #MAX_EDITS} edits that validation accepts. */
    private static List<SpecSpace.Edit> draw(SpecSpace space, SplittableRandom random) {
        for (int attempt = 0; attempt < REDRAWS; attempt++) {
            int n = 1 + random.nextInt(MAX_EDITS);
            List<SpecSpace.Edit> edits = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                // a third of the edits go to an end of the field's accepted range, where the trouble lies
                int where = random.nextInt(6);
                double along = where == 0 ? 0.0 : where == 1 ? 1.0 : random.nextDouble();
                edits.add(new SpecSpace.Edit(random.nextInt(space.axes().size()), along));
            }
            if (space.draw(edits).spec() != null) {
                return edits;
            }
        }
        throw new AssertionError("no accepted spec drawn around " + space.id() + " in " + REDRAWS + " draws");
    }

    /** Runs a case; on failure shrinks its edits to the fewest that still fail and reports that spec. */
    private static void check(Case c, VehicleType kind) throws IOException {
        SpecSpace.Drawn drawn = c.space().draw(c.edits());
        TRIED.add(drawn.spec().id() + " " + kind);
        AssertionError failure = failure(c, c.edits());
        if (failure == null) {
            return;
        }
        List<SpecSpace.Edit> smallest = new ArrayList<>(c.edits());
        for (int i = smallest.size() - 1; i >= 0 && smallest.size() > 1; i--) {
            List<SpecSpace.Edit> fewer = new ArrayList<>(smallest);
            fewer.remove(i);
            if (c.space().draw(fewer).spec() == null) {
                continue;
            }
            AssertionError still = failure(c, fewer);
            if (still != null) {
                smallest = fewer;
                failure = still;
            }
        }
        throw failure;
    }

    /** @return the case's failure with these edits, or null when it runs cleanly */
    private static AssertionError failure(Case c, List<SpecSpace.Edit> edits) throws IOException {
        SpecSpace.Drawn drawn = c.space().draw(edits);
        try {
            if (c.test() == null) {
                soak(drawn, c.soakSeed(), drawn.spec().type() == VehicleType.CAR ? CAR_SOAK_S : MOTORCYCLE_SOAK_S);
            } else {
                soak(drawn, c.soakSeed(), SHORT_SOAK_S);
                measure(drawn, c.test());
            }
            return null;
        } catch (AssertionError e) {
            return new AssertionError(e.getMessage() + "\n  soak seed: " + c.soakSeed(), e);
        }
    }

    /**
     * A soak of the spec with the driver and ground of a seed: no non-finite state, no wheel below the ground, no energy from
     * nowhere.
     */
    private static void soak(SpecSpace.Drawn drawn, long seed, double seconds) {
        VehicleSpec spec = drawn.spec();
        Soak.Result soak = new Soak(spec).run(seed, seconds / 60, null);
        check(soak.nanCount() == 0, "the soak met a non-finite state: " + soak, drawn);
        check(soak.belowGroundCount() == 0, "the soak put a wheel below the ground: " + soak, drawn);
        check(soak.energyViolations() == 0, "the soak found energy the engine did not supply: " + soak, drawn);
    }

    /** One of the kind's tests through the command line: figures that are finite and measurable, or not valid with a reason. */
    private static void measure(SpecSpace.Drawn drawn, String test) throws IOException {
        Path file = Files.createTempFile("accepted-spec", ".yaml");
        try {
            Files.writeString(file, drawn.yaml());
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code = new ProvingGround().run(new String[] {test, "--spec", file.toString(), "--json"},
                    new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
            String printed = out.toString(StandardCharsets.UTF_8);
            check(code == 0 && err.size() == 0, test + " exited " + code + ": " + err.toString(StandardCharsets.UTF_8), drawn);
            JsonNode result;
            try {
                result = JSON.readTree(printed);
            } catch (JsonProcessingException e) {
                throw new AssertionError(test + " printed no JSON object (" + e.getOriginalMessage() + "): " + printed
                        + "\n  spec: " + drawn);
            }
            JsonNode valid = result.get("valid");
            if (valid != null && !valid.asBoolean()) {
                JsonNode reason = result.get("reason");
                check(reason != null && reason.isTextual() && !reason.asText().isBlank(),
                        test + " is not valid and gives no reason: " + printed, drawn);
            } else {
                String bad = figureNoRunMeasures(result, "");
                check(bad == null, test + " printed " + bad + ": " + printed, drawn);
            }
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @AfterAll
    static void reportTheCount() {
        System.out.println("accepted specs tried: " + TRIED.size() + " (" + TRIED.stream().filter(t -> t.endsWith("CAR")).count()
                + " cars, " + TRIED.stream().filter(t -> t.endsWith("MOTORCYCLE")).count() + " motorcycles)");
    }

    /**
     * @return the names of the tests that apply to the shipped vehicles of a kind, in the
     *     registry's order: report's, and for a two-wheeler the stability analyses
     */
    private static List<String> testsFor(VehicleType kind) {
        VehicleSpec shipped = VehicleSpecs.ids().stream().map(VehicleSpecs::load).filter(v -> v.type() == kind)
                .findFirst().orElseThrow();
        List<String> names = new ArrayList<>();
        for (Map.Entry<String, CommandLine> e : new CommandLine(new ProvingGroundCommand()).getSubcommands().entrySet()) {
            Object command = e.getValue().getCommand();
            boolean measured = command instanceof MeasureCommand test && test.inReport() && test.group().appliesTo(shipped);
            boolean twoWheeled = command instanceof TwoWheelerCommand && TestGroup.LEANING.appliesTo(shipped);
            if (measured || twoWheeled) {
                names.add(e.getKey());
            }
        }
        return names;
    }

    /** @return the first figure (path = value) that is not finite or larger than any run gives, or null */
    private static String figureNoRunMeasures(JsonNode node, String path) {
        if (node.isNumber()) {
            double v = node.asDouble();
            return Double.isFinite(v) && Math.abs(v) <= LARGEST_FIGURE ? null : path + " = " + node;
        }
        if (node.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> f = fields.next();
                String bad = figureNoRunMeasures(f.getValue(), path.isEmpty() ? f.getKey() : path + "." + f.getKey());
                if (bad != null) {
                    return bad;
                }
            }
        }
        if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                String bad = figureNoRunMeasures(node.get(i), path + "[" + i + "]");
                if (bad != null) {
                    return bad;
                }
            }
        }
        return null;
    }

    private static void check(boolean holds, String what, SpecSpace.Drawn drawn) {
        if (!holds) {
            throw new AssertionError(what + "\n  spec: " + drawn);
        }
    }
}
