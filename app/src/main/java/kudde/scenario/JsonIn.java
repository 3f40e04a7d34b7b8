package kudde.scenario;

import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.MalformedJsonException;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import kudde.engine.model.Pos;

/**
 * Typed reading of a JSON document with Gson's strict streaming reader, collecting located
 * errors instead of stopping at the first: a value of the wrong type is reported and skipped, so
 * one pass finds every problem. Only broken JSON itself stops the pass (an {@link IOException}).
 */
final class JsonIn {
    /** A valid JSON integer literal; {@code 2.0} and {@code 1e3} are numbers but not integers. */
    private static final Pattern INTEGER = Pattern.compile("-?(0|[1-9][0-9]*)");

    /** Reads the value of one field; {@code path} is that field's JSON path. */
    interface Field {
        void read(String name, String path) throws IOException;
    }

    /** Reads one list element at {@code path}; returns null after reporting a problem. */
    interface Item<T> {
        T read(String path) throws IOException;
    }

    /** Thrown once {@link ScenarioReader#MAX_ERRORS} errors are collected: the rest would be noise. */
    static final class TooManyErrors extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooManyErrors() {
            super(null, null, false, false);
        }
    }

    final ErrorText text;
    private final JsonReader in;
    private final List<ScenarioError> errors = new ArrayList<>();

    JsonIn(String json, ErrorText text) {
        this.text = text;
        this.in = new JsonReader(new StringReader(json));
        in.setStrictness(Strictness.STRICT);
        in.setNestingLimit(ScenarioReader.MAX_DEPTH);
    }

    List<ScenarioError> errors() {
        return errors;
    }

    void error(String path, String key, Object... args) {
        errors.add(new ScenarioError(path, text.get(key, args)));
        if (errors.size() >= ScenarioReader.MAX_ERRORS) {
            errors.add(new ScenarioError("", text.get("errors.tooMany", ScenarioReader.MAX_ERRORS)));
            throw new TooManyErrors();
        }
    }

    JsonToken peek() throws IOException {
        return in.peek();
    }

    void skip() throws IOException {
        in.skipValue();
    }

    /** After the top-level value only the end of the document may follow. */
    boolean atEnd() throws IOException {
        try {
            return in.peek() == JsonToken.END_DOCUMENT;
        } catch (MalformedJsonException e) {
            // Strict Gson refuses a second top-level value; say so rather than "malformed".
            return false;
        }
    }

    static String join(String path, String name) {
        return path.isEmpty() ? name : path + "." + name;
    }

    /**
     * Reads an object whose field names must be among {@code allowed}; an unknown or repeated
     * name is an error naming it. Returns the names read, or null when the value is no object.
     */
    Set<String> object(String path, List<String> allowed, Field field) throws IOException {
        if (!expect(path, JsonToken.BEGIN_OBJECT, "type.object")) {
            return null;
        }
        in.beginObject();
        Set<String> seen = new HashSet<>();
        while (in.hasNext()) {
            String name = in.nextName();
            String p = join(path, name);
            if (!seen.add(name)) {
                error(p, "field.duplicate", name);
                in.skipValue();
            } else if (!allowed.contains(name)) {
                error(p, "field.unknown", name, String.join(", ", allowed));
                in.skipValue();
            } else {
                field.read(name, p);
            }
        }
        in.endObject();
        return seen;
    }

    /** Reads an object with free keys (player ids, token names); repeated keys are errors. */
    boolean map(String path, Field field) throws IOException {
        if (!expect(path, JsonToken.BEGIN_OBJECT, "type.object")) {
            return false;
        }
        in.beginObject();
        Set<String> seen = new HashSet<>();
        while (in.hasNext()) {
            String name = in.nextName();
            String p = join(path, name);
            if (seen.size() >= ScenarioReader.MAX_ITEMS) {
                error(path, "list.tooLong", ScenarioReader.MAX_ITEMS);
                skipRest();
                return false;
            }
            if (!seen.add(name)) {
                error(p, "field.duplicate", name);
                in.skipValue();
            } else {
                field.read(name, p);
            }
        }
        in.endObject();
        return true;
    }

    /** Reads a list; null when the value is no list or is too long (reported). */
    <T> List<T> list(String path, Item<T> item) throws IOException {
        if (!expect(path, JsonToken.BEGIN_ARRAY, "type.list")) {
            return null;
        }
        in.beginArray();
        List<T> out = new ArrayList<>();
        boolean complete = true;
        while (in.hasNext()) {
            if (out.size() >= ScenarioReader.MAX_ITEMS) {
                error(path, "list.tooLong", ScenarioReader.MAX_ITEMS);
                skipRest();
                return null;
            }
            T t = item.read(path + "[" + out.size() + "]");
            complete &= t != null;
            out.add(t);
        }
        in.endArray();
        return complete ? out : null;
    }

    private void skipRest() throws IOException {
        // The rest of this list or object, then its end: skipValue would skip only one value.
        while (in.hasNext()) {
            if (in.peek() == JsonToken.NAME) {
                in.nextName();
            } else {
                in.skipValue();
            }
        }
        if (in.peek() == JsonToken.END_ARRAY) {
            in.endArray();
        } else {
            in.endObject();
        }
    }

    String string(String path) throws IOException {
        return expect(path, JsonToken.STRING, "type.string") ? in.nextString() : null;
    }

    Boolean bool(String path) throws IOException {
        return expect(path, JsonToken.BOOLEAN, "type.boolean") ? in.nextBoolean() : null;
    }

    /** A 32-bit integer; {@code 2.0} and {@code 1e3} are not integers. */
    Integer int32(String path) throws IOException {
        Long v = integer(path, Integer.MIN_VALUE, Integer.MAX_VALUE, "int.range32");
        return v == null ? null : v.intValue();
    }

    /** A 64-bit integer. */
    Long int64(String path) throws IOException {
        return integer(path, Long.MIN_VALUE, Long.MAX_VALUE, "int.range64");
    }

    private Long integer(String path, long min, long max, String rangeKey) throws IOException {
        if (!expect(path, JsonToken.NUMBER, "type.integer")) {
            return null;
        }
        String raw = in.nextString();
        if (!INTEGER.matcher(raw).matches()) {
            error(path, "int.notInteger", shorten(raw));
            return null;
        }
        long v;
        try {
            v = Long.parseLong(raw);
        } catch (NumberFormatException e) {
            error(path, rangeKey, shorten(raw));
            return null;
        }
        if (v < min || v > max) {
            error(path, rangeKey, shorten(raw));
            return null;
        }
        return v;
    }

    /** A board position {@code [x, y]} of two 32-bit integers. */
    Pos pos(String path) throws IOException {
        if (!expect(path, JsonToken.BEGIN_ARRAY, "type.pos")) {
            return null;
        }
        in.beginArray();
        Integer[] xy = new Integer[2];
        int n = 0;
        boolean ok = true;
        while (in.hasNext()) {
            if (n < 2) {
                xy[n] = int32(path + "[" + n + "]");
                ok &= xy[n] != null;
            } else {
                in.skipValue();
            }
            n++;
        }
        in.endArray();
        if (n != 2) {
            error(path, "pos.size", n);
            return null;
        }
        return ok ? new Pos(xy[0], xy[1]) : null;
    }

    /**
     * True when the next value is of {@code token}'s type; otherwise reports "expected …, found …"
     * and skips the value.
     */
    boolean expect(String path, JsonToken token, String expectedKey) throws IOException {
        JsonToken t = in.peek();
        if (t == token) {
            return true;
        }
        error(path, "type.mismatch", text.get(expectedKey), consumeAndDescribe(t));
        return false;
    }

    /** Reads past the next value and says what it was ("the text \"3\"", "a list"). */
    private String consumeAndDescribe(JsonToken t) throws IOException {
        switch (t) {
            case STRING:
                return text.get("found.string", shorten(in.nextString()));
            case NUMBER:
                return text.get("found.number", shorten(in.nextString()));
            case BOOLEAN:
                return text.get("found.boolean", String.valueOf(in.nextBoolean()));
            case NULL:
                in.nextNull();
                return text.get("found.null");
            case BEGIN_ARRAY:
                in.skipValue();
                return text.get("found.list");
            case BEGIN_OBJECT:
                in.skipValue();
                return text.get("found.object");
            default:
                in.skipValue();
                return t.name();
        }
    }

    static String shorten(String s) {
        return s.length() <= 40 ? s : s.substring(0, 37) + "…";
    }
}
