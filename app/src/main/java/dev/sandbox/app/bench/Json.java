package dev.sandbox.app.bench;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** A flat-or-nested JSON object written in insertion order, for the one-line benchmark reports. */
public final class Json {

    private final Map<String, Object> fields = new LinkedHashMap<>();

    /**
     * @param key field name
     * @param value a number, string, boolean, list of those, nested {@link Json}, or null
     * @return this
     */
    public Json put(String key, Object value) {
        fields.put(key, value);
        return this;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("{");
        boolean first = true;
        for (Map.Entry<String, Object> e : fields.entrySet()) {
            if (!first) {
                b.append(',');
            }
            first = false;
            b.append(quote(e.getKey())).append(':');
            write(b, e.getValue());
        }
        return b.append('}').toString();
    }

    private static void write(StringBuilder b, Object v) {
        if (v == null) {
            b.append("null");
        } else if (v instanceof Double || v instanceof Float) {
            double d = ((Number) v).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                b.append("null");
            } else if (d == Math.rint(d) && Math.abs(d) < 1e15) {
                b.append((long) d);
            } else {
                b.append(String.format(Locale.ROOT, Math.abs(d) >= 100 ? "%.1f" : Math.abs(d) >= 1 ? "%.3f" : "%.5f", d));
            }
        } else if (v instanceof Number || v instanceof Boolean || v instanceof Json) {
            b.append(v);
        } else if (v instanceof List<?> list) {
            b.append('[');
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    b.append(',');
                }
                write(b, list.get(i));
            }
            b.append(']');
        } else {
            b.append(quote(v.toString()));
        }
    }

    private static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }
}
