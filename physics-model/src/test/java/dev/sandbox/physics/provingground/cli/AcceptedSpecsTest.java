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
import java.util.concurrent.ConcurrentHashMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.statistics.Statistics;
import picocli.CommandLine;

/**
 * Every spec validation accepts, of either kind, runs cleanly: drawn from the whole accepted
 * space around each shipped vehicle ({@link SpecSpace}: a few fields at a time, anywhere in the
 * ranges the parser accepts, a third of the edits at an end of one), each spec is abused by a
 * soak, and some also driven through one of the proving ground's tests for their kind (report's,
 * and the stability analyses for a two-wheeler), through the command line as a user runs it.
 * The soak must count no non-finite state, no wheel below the ground and no energy that the
 * engine did not supply; the test must exit 0 with one JSON object whose figures are finite
 * and no larger than any run could measure, or say {@code "valid": false} with a reason.
 *
 * <p>The run is sized to about a minute on two cores. The soaks find the model's instabilities
 * (a crest, a landing, a lock-up in a 20 s car soak) and cost a third of a second a car, so most
 * specs get a long soak only; a proving-ground test costs a second (a car) to ten (a motorcycle's
 * hands-off run), so fewer specs get one, each after a short soak. The seed is fixed, so a
 * failure here is a failure on every machine; a longer search raises the tries or changes the
 * seed.
 */
class AcceptedSpecsTest {

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
    /**
     * Largest figure a test can print (in its own unit): past a thousand km/h, a kilometre of
     * radius or a meganewton, a figure describes no run of a road vehicle.
     */
    static final double LARGEST_FIGURE = 1e6;

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<String, SpecSpace> SPACES = new ConcurrentHashMap<>();
    private static final List<String> TRIED = java.util.Collections.synchronizedList(new ArrayList<>());

    @Property(tries = CAR_SOAKS, seed = "20261201", shrinking = ShrinkingMode.BOUNDED)
    void everyCarSpecValidationAcceptsSoaksCleanly(@ForAll("carSpecs") SpecSpace.Drawn drawn,
            @ForAll("seeds") long seed) {
        soak(drawn, seed, CAR_SOAK_S);
    }

    @Property(tries = MOTORCYCLE_SOAKS, seed = "20261201", shrinking = ShrinkingMode.BOUNDED)
    void everyMotorcycleSpecValidationAcceptsSoaksCleanly(@ForAll("motorcycleSpecs") SpecSpace.Drawn drawn,
            @ForAll("seeds") long seed) {
        soak(drawn, seed, MOTORCYCLE_SOAK_S);
    }

    @Property(tries = CAR_TESTS, seed = "20261201", shrinking = ShrinkingMode.BOUNDED)
    void everyCarSpecValidationAcceptsMeasuresCleanly(@ForAll("carSpecs") SpecSpace.Drawn drawn,
            @ForAll("carTests") String test, @ForAll("seeds") long seed) throws IOException {
        soak(drawn, seed, SHORT_SOAK_S);
        measure(drawn, test);
    }

    @Property(tries = MOTORCYCLE_TESTS, seed = "20261201", shrinking = ShrinkingMode.BOUNDED)
    void everyMotorcycleSpecValidationAcceptsMeasuresCleanly(@ForAll("motorcycleSpecs") SpecSpace.Drawn drawn,
            @ForAll("motorcycleTests") String test, @ForAll("seeds") long seed) throws IOException {
        soak(drawn, seed, SHORT_SOAK_S);
        measure(drawn, test);
    }

    /** A soak of the spec with the driver and ground of a seed: no non-finite state, no wheel below the ground, no energy from nowhere. */
    private static void soak(SpecSpace.Drawn drawn, long seed, double seconds) {
        VehicleSpec spec = drawn.spec();
        TRIED.add(spec.id() + " " + spec.type());
        Soak.Result soak = new Soak(spec).run(seed, seconds / 60, null);
        check(soak.nanCount() == 0, "the soak met a non-finite state: " + soak, drawn);
        check(soak.belowGroundCount() == 0, "the soak put a wheel below the ground: " + soak, drawn);
        check(soak.energyViolations() == 0, "the soak found energy the engine did not supply: " + soak, drawn);
    }

    /** One of the kind's tests through the command line: figures that are finite and measurable, or not valid with a reason. */
    private static void measure(SpecSpace.Drawn drawn, String test) throws IOException {
        Statistics.label("test").collect(test);
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
                Statistics.label("verdict").collect("valid: false");
            } else {
                String bad = figureNoRunMeasures(result, "");
                check(bad == null, test + " printed " + bad + ": " + printed, drawn);
                Statistics.label("verdict").collect("valid");
            }
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @AfterContainer
    static void reportTheCount() {
        System.out.println("accepted specs tried: " + TRIED.size() + " (" + TRIED.stream().filter(t -> t.endsWith("CAR")).count()
                + " cars, " + TRIED.stream().filter(t -> t.endsWith("MOTORCYCLE")).count() + " motorcycles)");
    }

    /** A car spec validation accepts: a shipped car with one to five of its numbers or choices moved anywhere along their accepted range. */
    @Provide
    Arbitrary<SpecSpace.Drawn> carSpecs() {
        return specsOf(VehicleType.CAR);
    }

    /** A motorcycle spec validation accepts, drawn as {@link #carSpecs} are. */
    @Provide
    Arbitrary<SpecSpace.Drawn> motorcycleSpecs() {
        return specsOf(VehicleType.MOTORCYCLE);
    }

    private static Arbitrary<SpecSpace.Drawn> specsOf(VehicleType kind) {
        List<String> shipped = VehicleSpecs.ids().stream().filter(id -> VehicleSpecs.load(id).type() == kind).toList();
        return Arbitraries.of(shipped).flatMap(id -> {
            SpecSpace space = SPACES.computeIfAbsent(id, SpecSpace::around);
            // a third of the edits go to an end of the field's accepted range, where the trouble lies
            Arbitrary<Double> along = Arbitraries.frequencyOf(
                    Tuple.of(1, Arbitraries.just(0.0)), Tuple.of(1, Arbitraries.just(1.0)),
                    Tuple.of(4, Arbitraries.doubles().between(0, 1)));
            Arbitrary<SpecSpace.Edit> edit = Combinators.combine(
                    Arbitraries.integers().between(0, space.axes().size() - 1), along).as(SpecSpace.Edit::new);
            // a draw validation refuses is drawn again
            return edit.list().ofMinSize(1).ofMaxSize(5).map(space::draw).filter(d -> d.spec() != null);
        });
    }

    /** @return one of the tests {@code report} runs on a car */
    @Provide
    Arbitrary<String> carTests() {
        return Arbitraries.of(testsFor(VehicleType.CAR)).withoutEdgeCases();
    }

    /** @return one of the tests {@code report} runs on a motorcycle */
    @Provide
    Arbitrary<String> motorcycleTests() {
        return Arbitraries.of(testsFor(VehicleType.MOTORCYCLE)).withoutEdgeCases();
    }

    /** @return the soak's seed (its driver and its ground) */
    @Provide
    Arbitrary<Long> seeds() {
        return Arbitraries.longs().between(1, 1_000_000);
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
