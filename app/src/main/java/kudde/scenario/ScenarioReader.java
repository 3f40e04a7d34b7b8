package kudde.scenario;

import com.google.gson.stream.MalformedJsonException;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import kudde.engine.model.Scenario;
import kudde.engine.position.PositionCheck;
import kudde.engine.position.Problem;
import kudde.explain.Texts;
import kudde.lesson.Lesson;

/**
 * Reads version-1 scenario files ({@code docs/scenario-format.md}) into a {@link Lesson}: the engine's
 * {@link Scenario} (the game) and what the author wrote about it. Strict: broken JSON, a repeated key, an unknown field (at any level), a value of
 * the wrong type, a number that is not an integer ({@code 2.0}, {@code 1e3}), an unknown tile id,
 * rotation, preset, variant value or token, a {@code hidden} tile under a tile without a hill, and
 * every impossible position ({@link PositionCheck}) are errors, each with its JSON path.
 *
 * <p>Limits, so that no file can exhaust the program (each one a located error, never a crash):
 * <ul>
 *   <li>a file of at most {@value #MAX_BYTES} bytes (16 MiB);</li>
 *   <li>JSON nested at most {@value #MAX_DEPTH} levels deep;</li>
 *   <li>at most {@value #MAX_ITEMS} entries in any list or object with free keys (board tiles, turns,
 *       figures, sheep, draws, …);</li>
 *   <li>reading stops after {@value #MAX_ERRORS} errors.</li>
 * </ul>
 * UTF-8 only; a byte-order mark is accepted.
 */
public final class ScenarioReader {
    public static final int MAX_BYTES = 16 * 1024 * 1024;
    public static final int MAX_DEPTH = 64;
    public static final int MAX_ITEMS = 100_000;
    public static final int MAX_ERRORS = 50;

    private static final Pattern GSON_LOCATION = Pattern.compile("at line (\\d+) column (\\d+)");

    private ScenarioReader() {
    }

    /** Reads and checks a file; errors in English. */
    public static Lesson read(Path file) throws ScenarioException {
        return read(file, Locale.ENGLISH);
    }

    /** Reads a file, checks its position, and reports errors in {@code locale}. */
    public static Lesson read(Path file, Locale locale) throws ScenarioException {
        return check(parse(load(file, ErrorText.of(locale)), locale), locale);
    }

    public static Lesson read(byte[] json) throws ScenarioException {
        return read(json, Locale.ENGLISH);
    }

    public static Lesson read(byte[] json, Locale locale) throws ScenarioException {
        return check(parse(json, locale), locale);
    }

    public static Lesson read(String json) throws ScenarioException {
        return read(json, Locale.ENGLISH);
    }

    public static Lesson read(String json, Locale locale) throws ScenarioException {
        return check(parse(json, locale), locale);
    }

    /**
     * Reads the file's fields without asking whether the position can arise: for the editor,
     * which opens an impossible position to let its author fix it.
     */
    public static Lesson parse(byte[] json, Locale locale) throws ScenarioException {
        ErrorText text = ErrorText.of(locale);
        if (json.length > MAX_BYTES) {
            throw new ScenarioException(new ScenarioError("", text.get("file.tooLarge", MAX_BYTES)));
        }
        return parse(decode(json, text), locale);
    }

    /** Like {@link #parse(byte[], Locale)} for text already decoded. */
    public static Lesson parse(String json, Locale locale) throws ScenarioException {
        return parse(json, locale, in -> new ScenarioParser(in).parse());
    }

    /** How the fields are read from the JSON: {@link ScenarioParser}; a test hands in one that fails as a bug would. */
    @FunctionalInterface
    interface Fields {
        Lesson read(JsonIn in) throws IOException;
    }

    /**
     * {@link #parse(String, Locale)} with the fields read by {@code fields}: the seam through which
     * ScenarioReaderTest reaches the internal-error path below, which no file can reach.
     */
    static Lesson parse(String json, Locale locale, Fields fields) throws ScenarioException {
        ErrorText text = ErrorText.of(locale);
        if (json.length() > MAX_BYTES) {
            throw new ScenarioException(new ScenarioError("", text.get("file.tooLarge", MAX_BYTES)));
        }
        if (json.startsWith("\uFEFF")) {
            json = json.substring(1);
        }
        JsonIn in = new JsonIn(json, text);
        Lesson s;
        try {
            s = fields.read(in);
        } catch (JsonIn.TooManyErrors e) {
            s = null;
        } catch (MalformedJsonException | EOFException e) {
            throw new ScenarioException(syntaxError(e, text));
        } catch (IOException | RuntimeException e) {
            // Strict Gson reports broken JSON as the two exceptions above; anything else (an
            // IllegalStateException from a read out of turn, a NullPointerException) is a bug of
            // this reader, not of the file, and must not be reported as the file's syntax.
            throw ScenarioException.internal(e, locale);
        }
        if (s == null) {
            throw new ScenarioException(in.errors());
        }
        return s;
    }

    /** The position's problems (docs/scenario-format.md, "Impossible positions"), as errors in {@code locale}. */
    public static List<ScenarioError> problems(Scenario s, Locale locale) {
        Texts texts = Texts.of(locale);
        List<ScenarioError> out = new ArrayList<>();
        List<Problem> problems = PositionCheck.problems(s);
        for (Problem p : problems) {
            if (out.size() == MAX_ERRORS) {
                out.add(new ScenarioError("", ErrorText.of(locale).get("errors.tooMany", MAX_ERRORS)));
                break;
            }
            out.add(new ScenarioError(p.path(), texts.render(p.reason())));
        }
        return out;
    }

    private static Lesson check(Lesson s, Locale locale) throws ScenarioException {
        List<ScenarioError> problems = problems(s.game(), locale);
        if (!problems.isEmpty()) {
            throw new ScenarioException(problems);
        }
        return s;
    }

    /**
     * The file's bytes; reads no more than the limit allows, so a huge or endless file (a device)
     * cannot exhaust memory, and reads nothing that is not a regular file (a pipe could block).
     */
    static byte[] load(Path file, ErrorText text) throws ScenarioException {
        try {
            if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !Files.exists(file)) {
                throw new ScenarioException(new ScenarioError("", text.get("file.notFound")));
            }
            if (!Files.isRegularFile(file)) {
                throw new ScenarioException(new ScenarioError("", text.get("file.notRegular")));
            }
            try (InputStream in = Files.newInputStream(file)) {
                byte[] bytes = in.readNBytes(MAX_BYTES + 1);
                if (bytes.length > MAX_BYTES) {
                    throw new ScenarioException(new ScenarioError("", text.get("file.tooLarge", MAX_BYTES)));
                }
                return bytes;
            }
        } catch (NoSuchFileException e) {
            throw new ScenarioException(new ScenarioError("", text.get("file.notFound")));
        } catch (IOException | SecurityException e) {
            throw new ScenarioException(new ScenarioError("", text.get("file.unreadable", String.valueOf(e.getMessage()))));
        }
    }

    static String decode(byte[] bytes, ErrorText text) throws ScenarioException {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        var result = d.decode(in, out, true);
        if (result.isError()) {
            throw new ScenarioException(new ScenarioError("", text.get("file.notUtf8", in.position())));
        }
        d.flush(out);
        return out.flip().toString();
    }

    private static ScenarioError syntaxError(Exception e, ErrorText text) {
        String msg = String.valueOf(e.getMessage());
        Matcher m = GSON_LOCATION.matcher(msg);
        String where = m.find() ? text.get("json.location", m.group(1), m.group(2)) : "";
        return new ScenarioError(where, text.get("json.syntax", describe(msg, text)));
    }

    /** Gson's reason in this language, for the reasons Gson gives; else a general one. */
    private static String describe(String gson, ErrorText text) {
        String[][] known = {
            {"Unterminated string", "json.unterminatedString"},
            {"Unterminated object", "json.unterminatedObject"},
            {"Unterminated array", "json.unterminatedArray"},
            {"Unterminated escape", "json.badEscape"},
            {"Invalid escape", "json.badEscape"},
            {"Malformed Unicode escape", "json.badEscape"},
            {"Unescaped control character", "json.controlCharacter"},
            {"Expected name", "json.expectedName"},
            {"Expected ':'", "json.expectedColon"},
            {"Expected value", "json.expectedValue"},
            {"Nesting limit", "json.tooDeep"},
            {"End of input", "json.endOfInput"},
            {"Unexpected value", "json.expectedValue"},
            {"Use JsonReader.setStrictness", "json.malformed"},
        };
        for (String[] k : known) {
            if (gson.contains(k[0])) {
                return text.get(k[1], MAX_DEPTH);
            }
        }
        return text.get("json.malformed");
    }
}
