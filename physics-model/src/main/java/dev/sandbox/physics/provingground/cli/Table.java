package dev.sandbox.physics.provingground.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Renders a result tree as an indented, readable table: nested objects as indented blocks,
 * arrays of objects as columns, everything else as "key value" lines (so a run's
 * {@code valid} and {@code reason} show up beside its figures).
 */
final class Table {

    /** Width of the key column when every key is shorter (in characters). */
    private static final int MIN_KEY_WIDTH = 26;

    private Table() {
    }

    /**
     * @param node a JSON object
     * @return the table's text, one line per value
     */
    static String render(JsonNode node) {
        StringBuilder sb = new StringBuilder();
        render(node, "", sb);
        return sb.toString();
    }

    private static void render(JsonNode node, String indent, StringBuilder sb) {
        int keyWidth = MIN_KEY_WIDTH;
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            keyWidth = Math.max(keyWidth, names.next().length());
        }
        String line = "%-" + keyWidth + "s %s%n";
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
                sb.append(indent).append(String.format(line, e.getKey(), v.isArray() ? v.toString() : v.asText()));
            }
        }
    }
}
