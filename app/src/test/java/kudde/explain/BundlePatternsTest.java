package kudde.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.ChoiceFormat;
import java.text.Format;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every value of every text bundle is a {@link MessageFormat} pattern, whoever reads it: a single
 * quote is written {@code ''} (four inside a choice that holds an argument), and every argument the
 * pattern names is filled. A stray quote silently swallows the rest of a sentence ("the files turns,
 * from 0, not {0}"), and a doubled one read as plain text shows twice ("player''s"); both are caught
 * here, for every key, by formatting it with sample arguments.
 */
class BundlePatternsTest {
    private static final Pattern UNFILLED = Pattern.compile("\\{\\d");

    @ParameterizedTest
    @ValueSource(strings = {
        "kudde/explain/messages_en", "kudde/explain/messages_nl",
        "kudde/scenario/errors_en", "kudde/scenario/errors_nl",
        "kudde/ui/tutor/tutor_en", "kudde/ui/tutor/tutor_nl",
        "kudde/ui/ui_en", "kudde/ui/ui_nl",
        "kudde/ui/course/course_en", "kudde/ui/course/course_nl"})
    void everyValueIsAPatternWithNoStrayQuoteAndNoUnfilledArgument(String bundle) throws IOException {
        Properties p = load(bundle + ".properties");
        assertThat(p).as(bundle).isNotEmpty();
        List<String> faults = new ArrayList<>();
        for (String key : new TreeSet<>(p.stringPropertyNames())) {
            String pattern = p.getProperty(key);
            String fault = fault(pattern);
            if (fault != null) {
                faults.add(key + ": " + fault + "\n    " + pattern);
            }
        }
        assertThat(faults).as("patterns of %s that would not print as written", bundle).isEmpty();
    }

    /** What is wrong with one pattern, or null. */
    static String fault(String pattern) {
        String stray = strayQuote(pattern);
        if (stray != null) {
            return stray;
        }
        MessageFormat f;
        try {
            f = new MessageFormat(pattern, Locale.ENGLISH);
        } catch (IllegalArgumentException e) {
            return "not a pattern: " + e.getMessage();
        }
        for (Format sub : f.getFormatsByArgumentIndex()) {
            if (sub instanceof ChoiceFormat c) {
                for (Object choice : c.getFormats()) {
                    String s = (String) choice;
                    // A choice that holds '{' is formatted again as a pattern: its quotes must be paired there too.
                    String inner = s.indexOf('{') >= 0 ? strayQuote(s) : null;
                    if (inner != null) {
                        return "in the choice \"" + s + "\": " + inner;
                    }
                }
            }
        }
        for (int[] sample : new int[][] {{1}, {2}, {0}}) {
            Object[] args = new Object[10];
            for (int i = 0; i < args.length; i++) {
                args[i] = sample[0];
            }
            String out = f.format(args);
            Matcher m = UNFILLED.matcher(out);
            if (m.find()) {
                return "an argument is left unfilled (a quote hides it?) with arguments " + sample[0] + ": " + out;
            }
            if (out.contains("''")) {
                return "prints a doubled quote: " + out;
            }
        }
        return null;
    }

    /** A single quote that is neither doubled nor quoting one brace. */
    private static String strayQuote(String pattern) {
        String rest = pattern.replace("''", "").replace("'{'", "").replace("'}'", "");
        int at = rest.indexOf('\'');
        return at < 0 ? null : "a single quote (write '' for an apostrophe) near \""
                + rest.substring(Math.max(0, at - 20), Math.min(rest.length(), at + 20)) + "\"";
    }

    private static Properties load(String resource) throws IOException {
        Properties p = new Properties();
        try (InputStream in = BundlePatternsTest.class.getClassLoader().getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }
}
