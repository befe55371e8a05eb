package dev.sandbox.physics.spec;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import dev.sandbox.physics.TestSpecs;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The specs validation accepts around a shipped vehicle, as axes a test can draw along: every
 * number of the file (the fields, each gear ratio, each torque-curve point) and every choice
 * (tyre model, drive layout, differential, ABS). Each number's axis is the interval the parser
 * accepts with every other field at the shipped value, found by asking the parser itself
 * (its range first, then bisection toward the shipped value for limits that depend on other
 * fields, such as the centre of mass lying inside the wheelbase), so the axes follow the
 * validation as it changes. A draw edits a few axes at once; a combination validation
 * refuses is the caller's to discard.
 */
public final class SpecSpace {

    private static final ObjectMapper YAML_READER = new ObjectMapper(new YAMLFactory());
    private static final ObjectMapper YAML_WRITER = new ObjectMapper(new YAMLFactory()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES));
    private static final Map<String, List<String>> CHOICES = Map.of(
            "model", names(TyreModelKind.class),
            "layout", names(DriveLayout.class),
            "differential", names(DifferentialType.class));
    /**
     * The engine's sound section: it shapes the sandbox's engine voice and never reaches the
     * model, whose acceptance of every spec is what the space is drawn for.
     */
    private static final String SOUND = "/engine/sound";
    /** Bisection steps toward an axis' accepted end: 2^-40 of its width. */
    private static final int BISECTIONS = 40;

    private final String id;
    private final ObjectNode base;
    private final List<Axis> axes = new ArrayList<>();

    /**
     * One direction a draw can move the spec in.
     *
     * @param path JSON pointer of the value ("/chassis/cgHeightM", "/transmission/gearRatios/0")
     * @param min lowest accepted value (numbers), or 0
     * @param max highest accepted value (numbers), or the number of choices less one
     * @param logarithmic true when values are drawn evenly in their logarithm (a range over decades)
     * @param choices the accepted texts or booleans of a choice axis, or empty for a number
     */
    public record Axis(String path, double min, double max, boolean logarithmic, List<JsonNode> choices) {

        /**
         * @param fraction where along the axis (0 = its low end, 1 = its high end)
         * @return the value there
         */
        JsonNode at(double fraction) {
            double f = Math.min(1, Math.max(0, fraction));
            if (!choices.isEmpty()) {
                return choices.get(Math.min(choices.size() - 1, (int) (f * choices.size())));
            }
            double v = logarithmic ? min * Math.pow(max / min, f) : min + (max - min) * f;
            return DoubleNode.valueOf(v);
        }
    }

    /**
     * A change of one axis.
     *
     * @param axis the axis' index in {@link #axes()}
     * @param fraction where along it (0..1)
     */
    public record Edit(int axis, double fraction) {
    }

    /**
     * A drawn spec: its text, and the spec validation made of it, or the refusal.
     *
     * @param description the edits in words ("chassis.cgHeightM = 3")
     * @param yaml the spec file's text
     * @param spec the validated spec, or null when refused
     * @param refusal validation's message, or null when accepted
     */
    public record Drawn(String description, String yaml, VehicleSpec spec, String refusal) {

        @Override
        public String toString() {
            return description;
        }
    }

    private SpecSpace(String id) {
        this.id = id;
        try {
            base = (ObjectNode) YAML_READER.readTree(TestSpecs.text(id));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
        collect(base, "");
    }

    /**
     * @param id a shipped vehicle
     * @return the accepted space around it
     */
    public static SpecSpace around(String id) {
        return new SpecSpace(id);
    }

    /** @return the shipped vehicle this space lies around */
    public String id() {
        return id;
    }

    /** @return the axes with room to move along */
    public List<Axis> axes() {
        return List.copyOf(axes);
    }

    /**
     * @param edits changes to make (an axis edited twice keeps the last)
     * @return the edited spec, validated or refused
     */
    public Drawn draw(List<Edit> edits) {
        ObjectNode tree = base.deepCopy();
        StringBuilder words = new StringBuilder(id);
        for (Edit e : edits) {
            Axis a = axes.get(Math.floorMod(e.axis(), axes.size()));
            JsonNode v = a.at(e.fraction());
            set(tree, a.path(), v);
            words.append(", ").append(a.path().substring(1).replace('/', '.')).append(" = ")
                    .append(v.isDouble() ? String.format(Locale.ROOT, "%.6g", v.asDouble()) : v.asText());
        }
        String yaml;
        try {
            yaml = YAML_WRITER.writeValueAsString(tree);
        } catch (JsonProcessingException ex) {
            throw new UncheckedIOException(ex);
        }
        try {
            return new Drawn(words.toString(), yaml, parse(tree), null);
        } catch (SpecException ex) {
            return new Drawn(words.toString(), yaml, null, ex.getMessage());
        }
    }

    private VehicleSpec parse(JsonNode tree) {
        return SpecParser.read(new SpecNode(id + "-drawn.yaml", "", tree));
    }

    private boolean accepts(String path, JsonNode value) {
        ObjectNode tree = base.deepCopy();
        set(tree, path, value);
        try {
            parse(tree);
            return true;
        } catch (SpecException e) {
            return false;
        }
    }

    /** Walks the tree and adds an axis for each number and choice that can move. */
    private void collect(JsonNode node, String path) {
        if (node.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> it = node.fields();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> f = it.next();
                String p = path + "/" + f.getKey();
                JsonNode v = f.getValue();
                if (p.equals(SOUND)) {
                    continue;
                }
                if (v.isTextual() && CHOICES.containsKey(f.getKey())) {
                    choiceAxis(p, CHOICES.get(f.getKey()).stream().map(t -> (JsonNode) TextNode.valueOf(t)).toList());
                } else if (v.isBoolean()) {
                    choiceAxis(p, List.of(BooleanNode.FALSE, BooleanNode.TRUE));
                } else {
                    collect(v, p);
                }
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                collect(node.get(i), path + "/" + i);
            }
        } else if (node.isNumber()) {
            numberAxis(path, node.asDouble());
        }
    }

    private void choiceAxis(String path, List<JsonNode> options) {
        List<JsonNode> accepted = options.stream().filter(o -> accepts(path, o)).toList();
        if (accepted.size() > 1) {
            axes.add(new Axis(path, 0, accepted.size() - 1, false, accepted));
        }
    }

    /**
     * The accepted interval through the shipped value: the field's own range from the parser's
     * message, narrowed by bisection where another field's limit ends it sooner.
     */
    private void numberAxis(String path, double shipped) {
        double low = acceptedEnd(path, shipped, -1e300);
        double high = acceptedEnd(path, shipped, 1e300);
        if (!(high > low)) {
            return;
        }
        boolean log = low > 0 && high / low > 20;
        axes.add(new Axis(path, low, high, log, List.of()));
    }

    /** @return the farthest accepted value from the shipped one toward {@code probe} */
    private double acceptedEnd(String path, double shipped, double probe) {
        double end = probe;
        ObjectNode tree = base.deepCopy();
        set(tree, path, DoubleNode.valueOf(probe));
        try {
            parse(tree);
        } catch (SpecException e) {
            end = rangeEnd(e.getMessage(), probe < 0, shipped, probe);
        }
        if (accepts(path, DoubleNode.valueOf(end))) {
            return end;
        }
        double in = shipped;
        double out = end;
        for (int i = 0; i < BISECTIONS; i++) {
            double mid = 0.5 * (in + out);
            if (accepts(path, DoubleNode.valueOf(mid))) {
                in = mid;
            } else {
                out = mid;
            }
        }
        return in;
    }

    /** The field's own limit from "must be between MIN and MAX", or a far point when the message gives none. */
    private static double rangeEnd(String message, boolean lower, double shipped, double probe) {
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("must be between (\\S+) and (\\S+), got").matcher(message);
        if (m.find()) {
            String t = lower ? m.group(1) : m.group(2);
            if (!t.equals("any")) {
                return Double.parseDouble(t);
            }
        }
        // no range in the message: search from ten times the shipped value (or its tenth)
        double scale = Math.max(Math.abs(shipped), 1);
        return probe < 0 ? (shipped > 0 ? 0 : shipped - 10 * scale) : shipped + 10 * scale;
    }

    private static void set(ObjectNode tree, String pointer, JsonNode value) {
        int cut = pointer.lastIndexOf('/');
        JsonNode parent = tree.at(pointer.substring(0, cut));
        String last = pointer.substring(cut + 1);
        if (parent instanceof ArrayNode array) {
            array.set(Integer.parseInt(last), value);
        } else {
            ((ObjectNode) parent).set(last, value);
        }
    }

    private static <E extends Enum<E>> List<String> names(Class<E> type) {
        List<String> out = new ArrayList<>();
        for (E e : type.getEnumConstants()) {
            out.add(e.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        }
        return out;
    }
}
