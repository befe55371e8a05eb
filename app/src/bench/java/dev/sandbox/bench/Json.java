package dev.sandbox.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A benchmark report: a JSON object in insertion order, written by Jackson on one line.
 * Figures that are not finite (a rate over zero time) are written as null, so the line is
 * always a JSON document that any parser accepts.
 */
public final class Json {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final ObjectNode node = MAPPER.createObjectNode();

    /**
     * @param key field name
     * @param value a number, string, boolean, list of those, nested {@link Json}, or null
     * @return this
     */
    public Json put(String key, Object value) {
        node.set(key, tree(value));
        return this;
    }

    private static JsonNode tree(Object value) {
        if (value instanceof Json nested) {
            return nested.node;
        }
        if (value instanceof Number n && (value instanceof Double || value instanceof Float)
                && !Double.isFinite(n.doubleValue())) {
            return NullNode.getInstance();
        }
        if (value instanceof java.util.List<?> list) {
            var array = MAPPER.createArrayNode();
            list.forEach(v -> array.add(tree(v)));
            return array;
        }
        return MAPPER.valueToTree(value);
    }

    /** @return the object as one line of JSON */
    @Override
    public String toString() {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain values always serialises", e);
        }
    }
}
