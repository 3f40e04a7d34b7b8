package kudde.lang;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The pseudo-language en-XA the build makes from the English bundles: every English pattern has its
 * pseudo one, accented, longer and bracketed, with the same arguments, and it formats; the registry
 * finds it by its tag but offers it to no reader.
 */
class PseudoLanguageTest {
    private static final Pattern UNFILLED = Pattern.compile("\\{\\d");

    @Test
    void aSentenceIsAccentedAThirdLongerAndBracketed() {
        assertThat(PseudoLanguage.of("Step 1: Anna places a tile"))
                .isEqualTo("[Ŝţéþ 1: Åññå þļåçéš å ţîļé ······ ···]");
        assertThat(PseudoLanguage.of("OK")).isEqualTo("[ÖĶ ·]");
    }

    @Test
    void argumentsQuotesChoicesAndTagsStayAsTheyAre() {
        assertThat(PseudoLanguage.of("{0} sheep in {1,number,integer}")).isEqualTo("[{0} šĥééþ îñ {1,number,integer} ······]");
        assertThat(PseudoLanguage.of("the player''s '{'tile'}'")).isEqualTo("[ţĥé þļåýéŕ''š '{'ţîļé'}' ······ ··]");
        assertThat(PseudoLanguage.of("{0,choice,0#no sheep|1#one sheep|1<{0} sheep}"))
                .isEqualTo("[{0,choice,0#ñö šĥééþ|1#öñé šĥééþ|1<{0} šĥééþ} ·]");
        assertThat(PseudoLanguage.of("<html><b>Kudde</b> {0}<br>A tutor &amp; editor</html>"))
                .isEqualTo("<html>[<b>Ķûđđé</b> {0} ···<br>Å ţûţöŕ &amp; éđîţöŕ ······]</html>");
        assertThat(PseudoLanguage.of("one\ntwo")).isEqualTo("[öñé ·\nţŵö ·]");
    }

    @ParameterizedTest
    @ValueSource(strings = {"kudde/explain/messages", "kudde/scenario/errors", "kudde/ui/tutor/tutor", "kudde/ui/ui",
        "kudde/ui/course/course"})
    void everyEnglishPatternHasAPseudoOneWithTheSameArgumentsThatFormats(String bundle) throws IOException {
        Properties en = load(bundle + "_en.properties");
        Properties xa = load(bundle + "_en_XA.properties");
        assertThat(en).as(bundle).isNotEmpty();
        assertThat(new TreeSet<>(xa.stringPropertyNames())).as("the keys of %s_en_XA (made by the build)", bundle)
                .isEqualTo(new TreeSet<>(en.stringPropertyNames()));
        List<String> faults = new ArrayList<>();
        for (String key : new TreeSet<>(en.stringPropertyNames())) {
            String e = en.getProperty(key);
            String x = xa.getProperty(key);
            MessageFormat fe = new MessageFormat(e, Locale.ENGLISH);
            MessageFormat fx;
            try {
                fx = new MessageFormat(x, Locale.ENGLISH);
            } catch (IllegalArgumentException ex) {
                faults.add(key + ": not a pattern: " + x);
                continue;
            }
            if (fx.getFormatsByArgumentIndex().length != fe.getFormatsByArgumentIndex().length) {
                faults.add(key + ": other arguments than the English " + e + " -> " + x);
            }
            for (int n : new int[] {0, 1, 2}) {
                Object[] args = new Object[10];
                java.util.Arrays.fill(args, n);
                String out = fx.format(args);
                String english = fe.format(args);
                if (UNFILLED.matcher(out).find() || out.contains("''")) {
                    faults.add(key + ": an argument left unfilled or a doubled quote: " + out);
                }
                if (out.length() <= english.length() || !out.replace("</html>", "").endsWith("]")) {
                    faults.add(key + ": not longer and bracketed: " + out);
                }
                if (english.chars().anyMatch(c -> "aeiost".indexOf(c) >= 0) && out.chars().noneMatch(c -> c > 0x7f)) {
                    faults.add(key + ": no letter accented: " + out);
                }
            }
        }
        assertThat(faults).isEmpty();
    }

    @Test
    void theRegistryFindsItByItsTagButOffersItToNoReader() {
        Locale xa = PseudoLanguage.LOCALE;
        assertThat(Languages.isPseudo(xa)).isTrue();
        assertThat(Languages.isPseudo(Locale.forLanguageTag("nl"))).isFalse();
        assertThat(Languages.all()).doesNotContain(xa).contains(Locale.ENGLISH);
        assertThat(Languages.tags()).doesNotContain("en-XA");
        assertThat(Languages.ofTag("en-XA")).isEqualTo(xa);
        assertThat(Languages.supported(xa)).isEqualTo(xa);
        assertThat(Bundle.of("kudde.ui.ui", xa).format("menu.file")).isEqualTo(PseudoLanguage.of("File"));
    }

    private static Properties load(String resource) throws IOException {
        Properties p = new Properties();
        try (InputStream in = PseudoLanguageTest.class.getClassLoader().getResourceAsStream(resource)) {
            assertThat(in).as(resource + " on the class path (the build makes the pseudo one)").isNotNull();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }
}
