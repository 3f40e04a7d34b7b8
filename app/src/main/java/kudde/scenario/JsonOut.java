package kudde.scenario;

import java.util.List;
import java.util.Map;
import kudde.engine.model.Pos;

/**
 * Compact JSON values on one line, as building blocks of the pretty layout the writer and the
 * command line use: {@code {"tile": "base/D", "at": [0, 0], "rotation": 0}}.
 */
public final class JsonOut {
    private final StringBuilder b = new StringBuilder();
    private boolean first = true;

    private JsonOut() {
    }

    /** Starts an object; add fields, then {@link #close()}. */
    public static JsonOut object() {
        JsonOut o = new JsonOut();
        o.b.append('{');
        return o;
    }

    public JsonOut field(String name, String value) {
        return raw(name, quote(value));
    }

    public JsonOut field(String name, long value) {
        return raw(name, Long.toString(value));
    }

    public JsonOut field(String name, boolean value) {
        return raw(name, Boolean.toString(value));
    }

    public JsonOut field(String name, Pos at) {
        return raw(name, pos(at));
    }

    /** A field whose value is already JSON. */
    public JsonOut raw(String name, String json) {
        if (!first) {
            b.append(", ");
        }
        first = false;
        b.append(quote(name)).append(": ").append(json);
        return this;
    }

    public String close() {
        return b.append('}').toString();
    }

    public static String pos(Pos p) {
        return "[" + p.x() + ", " + p.y() + "]";
    }

    /** A list of already-JSON values on one line. */
    public static String list(List<String> jsonValues) {
        return "[" + String.join(", ", jsonValues) + "]";
    }

    /** An object of already-JSON values on one line, in the map's order. */
    public static String map(Map<String, String> jsonValues) {
        JsonOut o = object();
        jsonValues.forEach(o::raw);
        return o.close();
    }

    /** Items one a line, indented, inside [ ]; {@code []} when empty. */
    public static String lines(List<String> jsonValues, String indent) {
        if (jsonValues.isEmpty()) {
            return "[]";
        }
        StringBuilder s = new StringBuilder("[\n");
        for (int i = 0; i < jsonValues.size(); i++) {
            s.append(indent).append("  ").append(jsonValues.get(i)).append(i + 1 < jsonValues.size() ? ",\n" : "\n");
        }
        return s.append(indent).append(']').toString();
    }

    /** A JSON string literal; control characters and the JavaScript line separators escaped. */
    public static String quote(String s) {
        StringBuilder q = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> q.append("\\\"");
                case '\\' -> q.append("\\\\");
                case '\n' -> q.append("\\n");
                case '\r' -> q.append("\\r");
                case '\t' -> q.append("\\t");
                default -> {
                    if (c < 0x20 || c == '\u2028' || c == '\u2029' || c == 0x7f) {
                        q.append(String.format("\\u%04x", (int) c));
                    } else {
                        q.append(c);
                    }
                }
            }
        }
        return q.append('"').toString();
    }
}
