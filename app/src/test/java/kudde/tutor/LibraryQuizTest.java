package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Question;
import kudde.engine.model.Scenario;
import kudde.engine.play.Quiz;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import kudde.explain.Texts;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;
import kudde.lesson.LessonQuestion;

/**
 * The bundled quiz tests, and does not tell: no question's answer appears in
 * what the learner has read before it is asked — the lesson's title and goal, the texts of the steps
 * shown before the question's step, and the question itself — in English or in Dutch; and the
 * yes/no and grow/guide answers are not all the same across the library.
 *
 * <p>"Appears" is read per kind of question, from the engine's own answer: a points answer N
 * written as points ("8 points", "+8", "= 8", "scores 8", "krijgt 8 punten"; for 0 also "worth
 * nothing", "scores nothing"); a scorers answer as its players' names followed by a scoring verb
 * ("Anna and Bram score", "alleen Anna"), or "nobody" for none; whether a shepherd returns as a
 * sentence saying so; grow-or-guide as a sentence saying which pays more. Questions (sentences
 * ending in "?") are not statements and are not searched; the numbers a learner reasons from
 * ("9 sheep") are allowed.
 */
class LibraryQuizTest {

    private record Asked(String lesson, Lesson texts, LessonQuestion question, Resolution resolution, int step) {
    }

    private static List<Asked> everyQuestion() throws Exception {
        List<Asked> out = new ArrayList<>();
        for (Path f : Scenarios.files()) {
            Lesson s = ScenarioReader.read(f);
            if (s.quiz().isEmpty()) {
                continue;
            }
            Resolution r = Resolver.resolve(s.game());
            String name = Scenarios.directory().relativize(f).toString().replace('\\', '/');
            for (LessonQuestion q : s.quiz()) {
                out.add(new Asked(name, s, q, r, Quiz.stepOf(r, q.question())));
            }
        }
        return out;
    }

    @Test
    void everyBundledQuestionIsAskedAtAStep() throws Exception {
        List<String> unasked = new ArrayList<>();
        for (Asked a : everyQuestion()) {
            if (a.step() < 0) {
                unasked.add(a.lesson() + " " + a.question().rule() + " " + a.question().kind());
            }
        }
        assertThat(unasked).as("questions that fit no step (the tutor would set them aside)").isEmpty();
    }

    @Test
    void noAnswerIsReadBeforeItsQuestion() throws Exception {
        List<String> tells = new ArrayList<>();
        int checked = 0;
        for (Asked a : everyQuestion()) {
            Scenario s = a.resolution().scenario();
            Object answer = Quiz.answer(a.resolution(), a.question().question());
            for (Locale2 lang : Locale2.values()) {
                Texts tx = Texts.of(lang.locale);
                List<String> shown = new ArrayList<>();
                shown.add(a.texts().title().getOrDefault(lang.key, ""));
                shown.add(a.texts().goal().isEmpty() ? a.texts().description().getOrDefault(lang.key, "")
                        : a.texts().goal().getOrDefault(lang.key, ""));
                for (int i = 0; i < a.step(); i++) {
                    Step st = a.resolution().steps().get(i);
                    shown.add(tx.stepText(st));
                    shown.addAll(tx.notes(st));
                }
                shown.add(a.question().ask().getOrDefault(lang.key, ""));
                Pattern tell = tell(a.question(), answer, s);
                for (String text : shown) {
                    for (String sentence : text.split("(?<=[.!?])\\s+")) {
                        if (!sentence.trim().endsWith("?") && tell.matcher(sentence).find()) {
                            tells.add(a.lesson() + " (" + lang.key + ", " + a.question().kind().word() + " " + answer
                                    + "): \"" + sentence.trim() + "\"");
                        }
                    }
                }
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(40);
        assertThat(tells).as("answers given away before their question").isEmpty();
    }

    @Test
    void yesNoAndGrowGuideAnswersAreBalanced() throws Exception {
        Map<Question.Kind, Map<Object, Integer>> counts = new EnumMap<>(Question.Kind.class);
        for (Asked a : everyQuestion()) {
            counts.computeIfAbsent(a.question().kind(), k -> new HashMap<>())
                    .merge(Quiz.answer(a.resolution(), a.question().question()), 1, Integer::sum);
        }
        for (Question.Kind k : Set.of(Question.Kind.SHEPHERD_RETURNS, Question.Kind.GROW_OR_GUIDE)) {
            Map<Object, Integer> c = counts.getOrDefault(k, Map.of());
            int total = c.values().stream().mapToInt(Integer::intValue).sum();
            assertThat(c).as(k + " answers " + c).hasSize(2);
            for (int n : c.values()) {
                assertThat(n * 5).as(k + " answers " + c + ": no answer above 60%").isLessThanOrEqualTo(total * 3);
            }
        }
    }

    /** The patterns find the giveaways the library used to have, and pass the questions it has now. */
    @Test
    void theTellsAreRecognised() {
        Scenario s = Scenario.blank().withPlayers(List.of(new PlayerSetup("red", "Anna", 0, null),
                new PlayerSetup("blue", "Bram", 0, null)));
        LessonQuestion points = new LessonQuestion(new Question(0, kudde.engine.rules.RuleId.B5, Question.Kind.POINTS, "red"), Map.of());
        assertThat(tell(points, 15, s).matcher("hs/05 and hs/01 make 9 + 6 = 15 (B5, V1).").find()).isTrue();
        assertThat(tell(points, 15, s).matcher("Anna scores 15 points.").find()).isTrue();
        assertThat(tell(points, 15, s).matcher("Er liggen 15 schapen; het klooster telt 9 + 6.").find()).isFalse();
        assertThat(tell(points, 0, s).matcher("the 5 sheep are worth nothing at the end").find()).isTrue();
        assertThat(tell(points, 0, s).matcher("de 5 schapen zijn aan het einde niets waard").find()).isTrue();
        assertThat(tell(points, 9, s).matcher("Anna tends her flock of 9 sheep").find()).isFalse();
        LessonQuestion scorers = new LessonQuestion(new Question(0, kudde.engine.rules.RuleId.B4, Question.Kind.SCORERS, null), Map.of());
        assertThat(tell(scorers, List.of("red"), s).matcher("so only Anna scores; Bram goes home").find()).isTrue();
        assertThat(tell(scorers, List.of("red", "blue"), s).matcher("Anna and Bram both score 3").find()).isTrue();
        assertThat(tell(scorers, List.of("red"), s).matcher("dus alleen Anna krijgt de punten").find()).isTrue();
        assertThat(tell(scorers, List.of("red"), s).matcher("Bram scores 4 points for the road.").find()).isFalse();
        assertThat(tell(scorers, List.of("red"), s).matcher("Only Anna, who placed the tile, makes this choice").find()).isFalse();
        assertThat(tell(scorers, List.of(), s).matcher("but nobody is left in it to score").find()).isTrue();
        LessonQuestion home = new LessonQuestion(new Question(0, kudde.engine.rules.RuleId.S6, Question.Kind.SHEPHERD_RETURNS, "red"), Map.of());
        assertThat(tell(home, true, s).matcher("all 7 sheep go back into the bag and Anna's shepherd goes home").find()).isTrue();
        assertThat(tell(home, true, s).matcher("de herder van Anna gaat terug naar haar voorraad").find()).isTrue();
        assertThat(tell(home, false, s).matcher("Anna's shepherd on the fairy's tile stays").find()).isTrue();
        LessonQuestion odds = new LessonQuestion(new Question(0, kudde.engine.rules.RuleId.S6, Question.Kind.GROW_OR_GUIDE, null), Map.of());
        assertThat(tell(odds, "GROW", s).matcher("Guiding would have scored 7.").find()).isTrue();
        assertThat(tell(odds, "GROW", s).matcher("Growing pays more on average.").find()).isTrue();
        assertThat(tell(odds, "GROW", s).matcher("Naar de stal drijven had 10 punten opgeleverd.").find()).isTrue();
    }

    private enum Locale2 {
        EN("en", Texts.ENGLISH), NL("nl", Texts.DUTCH);
        final String key;
        final java.util.Locale locale;

        Locale2(String key, java.util.Locale locale) {
            this.key = key;
            this.locale = locale;
        }
    }

    /** What a statement giving this answer away looks like, in either language. */
    static Pattern tell(LessonQuestion q, Object answer, Scenario s) {
        String p = switch (q.kind()) {
            case POINTS -> points((Integer) answer);
            case SCORERS -> scorers(names(s, answer));
            case SHEPHERD_RETURNS -> returns(name(s, q.player()), (Boolean) answer);
            case GROW_OR_GUIDE -> "(pays more|better bet|would have (scored|paid)|levert gemiddeld meer|betere keuze|had .* opgeleverd)";
        };
        return Pattern.compile(p, Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    private static String points(int n) {
        String num = "(?<![\\d,.])" + n + "(?![\\d,.]\\d)";
        String p = num + "\\s*(points?|punten|punt)\\b|\\+\\s*" + num + "|=\\s*" + num
                + "|\\b(scores?|gets?|krijgt|krijgen)\\s+(the full\\s+|de volle\\s+)?" + num;
        if (n == 0) {
            p += "|worth nothing|niets (meer )?waard|scores? nothing|krijgt niets|krijgen niets|geen punten";
        }
        return p;
    }

    private static String scorers(List<String> names) {
        if (names.isEmpty()) {
            return "\\b(nobody|no one|niemand)\\b";
        }
        String any = "(" + String.join("|", names) + ")";
        // "Only Anna, who placed the tile, makes this choice" (S4) names who tends, not who scores.
        return "\\b(only|alleen)\\s+" + any + "\\b(?!,\\s*(who|die)\\b)|\\b" + any + "((,\\s*|\\s+(and|en)\\s+)\\w+)*\\s+(both\\s+|each\\s+|allebei\\s+|elk\\s+)?"
                + "(scores?|gets?|krijgt|krijgen)\\b";
    }

    private static String returns(String name, boolean yes) {
        String who = "(" + Pattern.quote(name) + "|her|his|their|haar|zijn)";
        String verb = yes
                ? "(goes? (home|back)|returns?|back to (her|his|their) supply|teruggenomen|gaat terug|gaan terug|neemt .* terug|nemen .* terug|naar (haar|zijn) voorraad)"
                : "(stays?|is not eaten|is safe|not sent home|blijft staan|blijft|niet opgegeten|gaat .* niet terug)";
        return who + "\\b.{0,60}\\b(shepherd|herder)s?\\b.{0,60}" + verb + "|\\b(shepherd|herder)s?\\b.{0,30}" + who + "\\b.{0,60}" + verb;
    }

    private static List<String> names(Scenario s, Object answer) {
        List<String> out = new ArrayList<>();
        if (answer instanceof Iterable<?> ids) {
            for (Object id : ids) {
                out.add(Pattern.quote(name(s, id.toString())));
            }
        }
        return out;
    }

    private static String name(Scenario s, String id) {
        for (PlayerSetup p : s.players()) {
            if (p.id().equals(id)) {
                return p.name() == null || p.name().isBlank() ? id : p.name();
            }
        }
        return id;
    }
}
