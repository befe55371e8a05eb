package dev.sandbox.physics.provingground.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sandbox.physics.provingground.InvalidRun;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.Iterator;
import java.util.Map;

/**
 * What a test prints: its figures, or {@code "valid": false} with the {@code "reason"} when its
 * run cannot produce them (the run ended with {@link InvalidRun}, or a figure came out NaN or
 * infinite, which is printed as null). A result that already says it is not valid keeps its
 * own reason.
 */
final class Verdict {

    private Verdict() {
    }

    /**
     * @param test the test
     * @param spec the vehicle, of a kind the test applies to
     * @param json true when the result will be printed as JSON
     * @return the result tree
     */
    static JsonNode of(MeasureCommand test, VehicleSpec spec, boolean json) {
        return of(() -> test.measure(spec, json));
    }

    /**
     * @param measurement a test's run, giving its result record
     * @return the result tree
     */
    static JsonNode of(java.util.function.Supplier<Object> measurement) {
        JsonNode result;
        try {
            result = MeasureCommand.JSON.valueToTree(measurement.get());
        } catch (InvalidRun e) {
            return invalid(MeasureCommand.JSON.createObjectNode(), e.getMessage());
        }
        String notFinite = nullNonFinite(result, "");
        if (notFinite != null && result instanceof ObjectNode o) {
            JsonNode valid = o.get("valid");
            if (valid == null || valid.asBoolean(true)) {
                invalid(o, "the run gave no finite figure for " + notFinite);
            }
        }
        return result;
    }

    private static ObjectNode invalid(ObjectNode o, String reason) {
        o.put("valid", false);
        o.put("reason", reason);
        return o;
    }

    /** Replaces every NaN or infinite number under a node by null; returns the first one's key, or null. */
    private static String nullNonFinite(JsonNode node, String path) {
        String first = null;
        if (node instanceof ObjectNode o) {
            Iterator<Map.Entry<String, JsonNode>> fields = o.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> f = fields.next();
                String key = path.isEmpty() ? f.getKey() : path + "." + f.getKey();
                if (isNonFinite(f.getValue())) {
                    f.setValue(NullNode.getInstance());
                    first = first == null ? key : first;
                } else {
                    String inner = nullNonFinite(f.getValue(), key);
                    first = first == null ? inner : first;
                }
            }
        } else if (node instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                String key = path + "[" + i + "]";
                if (isNonFinite(a.get(i))) {
                    a.set(i, NullNode.getInstance());
                    first = first == null ? key : first;
                } else {
                    String inner = nullNonFinite(a.get(i), key);
                    first = first == null ? inner : first;
                }
            }
        }
        return first;
    }

    private static boolean isNonFinite(JsonNode n) {
        return n.isNumber() && !Double.isFinite(n.asDouble());
    }
}
