package kudde.lang;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The registry is found from the bundles present; a lesson text falls back to the source language, marked. */
class LanguagesTest {
    private static final Locale NL = Locale.forLanguageTag("nl");

    @Test
    void theLanguagesAreTheWindowBundlesPresentTheSourceFirst() {
        assertThat(Languages.all().get(0)).isEqualTo(Locale.ENGLISH);
        assertThat(Languages.tags()).contains("en", "nl").doesNotHaveDuplicates();
        // Every language the registry names has its window bundle, and the other bundles too.
        for (Locale l : Languages.all()) {
            for (String base : new String[] {"kudde/ui/ui_", "kudde/ui/tutor/tutor_", "kudde/explain/messages_",
                    "kudde/scenario/errors_"}) {
                String name = base + l.toString() + ".properties";
                assertThat(LanguagesTest.class.getClassLoader().getResource(name)).as(name).isNotNull();
            }
        }
    }

    @Test
    void fileNamesGiveTagsAndNothingElseDoes() {
        Set<String> tags = new TreeSet<>();
        for (String f : new String[] {"ui_nl.properties", "ui_en_XA.properties", "ui_pt_BR.properties", "ui.properties",
                "tutor_de.properties", "ui_nl.txt", "ui_Dutch.properties", "startup-classes.txt"}) {
            Languages.add(f, tags);
        }
        assertThat(tags).containsExactly("en-XA", "nl", "pt-BR");
    }

    @Test
    void aWishIsMetByTheSameTagThenTheSameLanguageThenTheSource() {
        assertThat(Languages.supported(NL)).isEqualTo(NL);
        assertThat(Languages.supported(Locale.forLanguageTag("nl-BE"))).isEqualTo(NL);
        assertThat(Languages.supported(Locale.forLanguageTag("en-GB"))).isEqualTo(Locale.ENGLISH);
        assertThat(Languages.supported(Locale.forLanguageTag("sw"))).isEqualTo(Locale.ENGLISH);
        assertThat(Languages.supported(null)).isEqualTo(Locale.ENGLISH);
        assertThat(Languages.ofTag("nl")).isEqualTo(NL);
        assertThat(Languages.ofTag("sw")).isNull();
    }

    @Test
    void languageTagsAreWellFormed() {
        assertThat(Languages.isTag("de")).isTrue();
        assertThat(Languages.isTag("pt-BR")).isTrue();
        assertThat(Languages.isTag("zh-Hant")).isTrue();
        assertThat(Languages.isTag("German")).isFalse();
        assertThat(Languages.isTag("en_GB")).isFalse();
        assertThat(Languages.isTag("")).isFalse();
    }

    @Test
    void aLessonTextFallsBackToTheSourceAndSaysSo() {
        Map<String, String> text = new LinkedHashMap<>();
        text.put("nl", "Tel de schapen.");
        text.put("en", "Count the sheep.");
        assertThat(LessonText.pick(text, NL)).isEqualTo(new LessonText("Tel de schapen.", false));
        assertThat(LessonText.pick(text, Locale.forLanguageTag("de"))).isEqualTo(new LessonText("Count the sheep.", true));
        assertThat(LessonText.pick(Map.of("nl", "Tel de schapen."), Locale.ENGLISH))
                .isEqualTo(new LessonText("Tel de schapen.", true));
        assertThat(LessonText.pick(Map.of("nl", " "), Locale.ENGLISH)).isEqualTo(new LessonText("", false));
        assertThat(LessonText.languagesOf(Map.of("nl", "x"), null)).containsExactly("en", "nl");
    }

    @Test
    void aKeyMissingFromALanguageFallsBackToTheSourceLanguage() {
        Bundle nl = Bundle.of("kudde.ui.ui", NL);
        assertThat(nl.locale()).isEqualTo(NL);
        assertThat(nl.format("menu.file")).isEqualTo("Bestand");
        assertThat(nl.format("no.such.key")).isEqualTo("no.such.key");
        assertThat(nl.has("no.such.key")).isFalse();
        assertThat(Bundle.of("kudde.ui.ui", Locale.forLanguageTag("sw")).locale()).isEqualTo(Locale.ENGLISH);
    }
}
