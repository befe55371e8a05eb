package dev.sandbox.physics.spec;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A YAML mapping being read field by field. Every failure becomes a {@link SpecException}
 * whose message names the file, the dotted field path and the problem; fields that were never
 * read are reported as unknown, so a typo cannot silently fall back to something else.
 */
final class SpecNode {

    private final String file;
    private final String path;
    private final JsonNode node;
    private final Set<String> read = new HashSet<>();

    SpecNode(String file, String path, JsonNode node) {
        this.file = file;
        this.path = path;
        this.node = node;
        if (node == null || !node.isObject()) {
            throw fail(path.isEmpty() ? "the file" : path, "must be a mapping of fields");
        }
    }

    /** Prefix of the text a non-finite YAML float is turned into before parsing (see {@link #markNonFinite}). */
    private static final String NON_FINITE = "\u0000non-finite ";
    /** YAML 1.1 floats .nan, .inf, -.inf, +.inf as plain scalars (after a key, a dash or in a flow list). */
    private static final Pattern YAML_NON_FINITE = Pattern.compile(
            "(^\\s*-\\s+|[:\\[,]\\s*)([-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))(?=\\s*(?:[,\\]#]|$))", Pattern.MULTILINE);

    /**
     * Jackson's YAML reader refuses YAML's .nan and .inf as "malformed numbers", which would
     * hide the field's range; they are quoted here with a marker, and {@link #number} reads the
     * marker back as the non-finite value, so the message is the field's range.
     *
     * @param yaml spec text
     * @return the text with every non-finite float scalar quoted and marked (line numbers unchanged)
     */
    static String markNonFinite(String yaml) {
        return YAML_NON_FINITE.matcher(yaml)
                .replaceAll(m -> Matcher.quoteReplacement(m.group(1) + "\"" + NON_FINITE.replace("\u0000", "\\0")
                + m.group(2) + "\""));
    }

    /** @return the mapping under {@code key} */
    SpecNode child(String key) {
        return new SpecNode(file, qualify(key), required(key));
    }

    /** @return true when the key is present (and marks it read) */
    boolean has(String key) {
        read.add(key);
        return node.has(key) && !node.get(key).isNull();
    }

    /** @return the text under {@code key}, non-empty */
    String text(String key) {
        JsonNode v = required(key);
        if (!v.isTextual() || v.asText().isBlank()) {
            throw fail(qualify(key), "must be a non-empty text, got " + describe(v));
        }
        return v.asText().trim();
    }

    /** @return the number under {@code key}, within [min, max] */
    double number(String key, double min, double max) {
        return checkNumber(qualify(key), required(key), min, max);
    }

    /** @return the whole number under {@code key}, within [min, max] (6, not 6.4) */
    int whole(String key, int min, int max) {
        double d = number(key, min, max);
        if (d != Math.rint(d)) {
            throw fail(qualify(key), "must be a whole number from " + min + " to " + max + ", got " + fmt(d));
        }
        return (int) d;
    }

    /** @return the boolean under {@code key} */
    boolean bool(String key) {
        JsonNode v = required(key);
        if (!v.isBoolean()) {
            throw fail(qualify(key), "must be true or false, got " + describe(v));
        }
        return v.asBoolean();
    }

    /** @return the enum constant named under {@code key} (case-insensitive, '-' for '_') */
    <E extends Enum<E>> E choice(String key, Class<E> type) {
        String raw = text(key);
        String want = raw.toUpperCase(Locale.ROOT).replace('-', '_');
        List<String> names = new ArrayList<>();
        for (E e : type.getEnumConstants()) {
            if (e.name().equals(want)) {
                return e;
            }
            names.add(e.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        }
        throw fail(qualify(key), "must be one of " + names + ", got '" + raw + "'");
    }

    /** @return the list of numbers under {@code key}, each within [min, max], at least minSize long */
    List<Double> numbers(String key, int minSize, double min, double max) {
        JsonNode v = required(key);
        if (!v.isArray() || v.size() < minSize) {
            throw fail(qualify(key), "must be a list of at least " + minSize + " numbers, got " + describe(v));
        }
        List<Double> out = new ArrayList<>();
        for (int i = 0; i < v.size(); i++) {
            out.add(checkNumber(qualify(key) + "[" + i + "]", v.get(i), min, max));
        }
        return out;
    }

    /**
     * @return the list of non-empty lists of numbers under {@code key} (each number within
     *     [min, max]), at least minSize lists long
     */
    List<List<Double>> numberLists(String key, int minSize, double min, double max) {
        JsonNode v = required(key);
        if (!v.isArray() || v.size() < minSize) {
            throw fail(qualify(key), "must be a list of at least " + minSize + " lists of numbers, got " + describe(v));
        }
        List<List<Double>> out = new ArrayList<>();
        for (int i = 0; i < v.size(); i++) {
            JsonNode l = v.get(i);
            String where = qualify(key) + "[" + i + "]";
            if (!l.isArray() || l.isEmpty()) {
                throw fail(where, "must be a non-empty list of numbers, got " + describe(l));
            }
            List<Double> inner = new ArrayList<>();
            for (int j = 0; j < l.size(); j++) {
                inner.add(checkNumber(where + "[" + j + "]", l.get(j), min, max));
            }
            out.add(inner);
        }
        return out;
    }

    /** @return the list of [a, b] pairs under {@code key}, at least minSize long */
    List<double[]> pairs(String key, int minSize) {
        JsonNode v = required(key);
        if (!v.isArray() || v.size() < minSize) {
            throw fail(qualify(key), "must be a list of at least " + minSize + " [rpm, torque] pairs, got " + describe(v));
        }
        List<double[]> out = new ArrayList<>();
        for (int i = 0; i < v.size(); i++) {
            JsonNode p = v.get(i);
            String where = qualify(key) + "[" + i + "]";
            if (!p.isArray() || p.size() != 2) {
                throw fail(where, "must be a pair [rpm, torque], got " + describe(p));
            }
            out.add(new double[] {checkNumber(where + ".rpm", p.get(0), 0, Double.MAX_VALUE),
                checkNumber(where + ".torque", p.get(1), 0, Double.MAX_VALUE)});
        }
        return out;
    }

    /** Fails on any field of this mapping that was never read. */
    void rejectUnknown() {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String n = names.next();
            if (!read.contains(n)) {
                throw fail(qualify(n), "is not a known field (a typo?)");
            }
        }
    }

    /** @return a SpecException naming the file and the field */
    SpecException fail(String field, String problem) {
        return new SpecException(file + ": " + field + " " + problem + ".");
    }

    /** @return the dotted path of a field of this mapping */
    String qualify(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    private JsonNode required(String key) {
        read.add(key);
        JsonNode v = node.get(key);
        if (v == null || v.isNull()) {
            throw fail(qualify(key), "is missing");
        }
        return v;
    }

    private double checkNumber(String where, JsonNode v, double min, double max) {
        double d;
        if (v != null && v.isTextual() && v.asText().startsWith(NON_FINITE)) {
            String special = v.asText().substring(NON_FINITE.length()).toLowerCase(Locale.ROOT);
            d = special.equals(".nan") ? Double.NaN : special.startsWith("-") ? Double.NEGATIVE_INFINITY
                    : Double.POSITIVE_INFINITY;
        } else if (v == null || !v.isNumber()) {
            throw fail(where, "must be a number, got " + describe(v));
        } else {
            d = v.asDouble();
        }
        if (!(d >= min && d <= max)) {
            throw fail(where, "must be between " + fmt(min) + " and " + fmt(max) + ", got " + fmt(d));
        }
        return d;
    }

    private static String fmt(double d) {
        if (!Double.isFinite(d)) {
            return Double.isNaN(d) ? ".nan (not a number)" : (d > 0 ? ".inf" : "-.inf") + " (infinity)";
        }
        if (d == Double.MAX_VALUE) {
            return "any size";
        }
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? String.valueOf((long) d) : String.valueOf(d);
    }

    private static String describe(JsonNode v) {
        if (v == null || v.isNull()) {
            return "nothing";
        }
        String s = v.toString();
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }
}
