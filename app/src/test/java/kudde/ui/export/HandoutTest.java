package kudde.ui.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import kudde.engine.model.Question;
import kudde.engine.play.Quiz;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.tutor.QuizFlow;
import kudde.ui.ThreadCheckExtension;
import kudde.ui.doc.ScenarioIO;
import kudde.ui.kit.Strings;
import kudde.ui.tutor.TutorTexts;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;
import kudde.lesson.LessonQuestion;

/**
 * The handout of bundled lessons: one picture per step (and the set-up) with answers, the steps
 * before the first question and a picture per question as a worksheet; every picture a real PNG;
 * the answers the engine's, and none of them on the worksheet. Pages are kept in target/handouts
 * for a browser to look at.
 */
class HandoutTest {
    private static final List<String> LESSONS = List.of("fields/01-two-shepherds-one-field.json",
            "editions/04-a-wolf-in-a-closing-field.json");

    @BeforeAll
    static void checkThreads() {
        ThreadCheckExtension.install();
    }

    private static Resolution resolved(String lesson) throws Exception {
        return Resolver.resolve(ScenarioIO.lesson(lesson, Strings.ENGLISH).game());
    }

    private static Lesson texts(String lesson) throws Exception {
        return ScenarioIO.lesson(lesson, Strings.ENGLISH);
    }

    private static String page(Lesson l, Resolution r, java.util.Locale locale, boolean answers) {
        return GuiActionRunner.execute(() -> Handout.of(l, r, TutorTexts.of(locale), answers));
    }

    @Test
    void withAnswersEveryStepHasItsPictureAndEachQuestionTheEnginesAnswer() throws Exception {
        for (String lesson : LESSONS) {
            Resolution r = resolved(lesson);
            Lesson l = texts(lesson);
            String html = page(l, r, Strings.ENGLISH, true);
            keep(lesson, "answers", html);
            assertThat(Handout.pictures(html)).as(lesson).isEqualTo(r.steps().size() + 1);
            assertThat(count(html, "<section class=\"step\">")).as(lesson).isEqualTo(r.steps().size() + 1);
            TutorTexts tx = TutorTexts.of(Strings.ENGLISH);
            assertThat(html).contains("<h1>" + Handout.esc(tx.pick(l.title())) + "</h1>")
                    .contains(Handout.esc(tx.explain().stepText(r.steps().get(r.steps().size() - 1))))
                    .contains(Handout.esc(tx.format("explain.takeaway", tx.pick(l.takeaway()))));
            QuizFlow quiz = new QuizFlow(r, l.quiz());
            for (LessonQuestion q : l.quiz()) {
                String answer = tx.format("handout.answer", tx.answer(r.scenario(), Quiz.answer(r, q.question())),
                        quiz.stepOf(q) + 1);
                assertThat(html).as(lesson).contains(Handout.esc(tx.pick(q.ask()))).contains(Handout.esc(answer));
            }
            pngs(html);
        }
    }

    @Test
    void aWorksheetLeavesTheQuestionsOpenAndShowsNoStepThatWouldAnswerThem() throws Exception {
        for (String lesson : LESSONS) {
            Resolution r = resolved(lesson);
            Lesson l = texts(lesson);
            String html = page(l, r, Strings.DUTCH, false);
            keep(lesson, "worksheet-nl", html);
            QuizFlow quiz = new QuizFlow(r, l.quiz());
            int first = quiz.steps().get(0);
            assertThat(count(html, "<section class=\"step\">")).as(lesson).isEqualTo(first + 1);
            assertThat(Handout.pictures(html)).as(lesson).isEqualTo(first + 1 + quiz.steps().size());
            TutorTexts tx = TutorTexts.of(Strings.DUTCH);
            assertThat(html).doesNotContain("Antwoord:").contains("Jouw antwoord:")
                    .doesNotContain(Handout.esc(tx.pick(l.takeaway())))
                    .contains("<html lang=\"nl\">");
            for (int i = first; i < r.steps().size(); i++) {
                assertThat(html).as("%s: step %d is not told", lesson, i)
                        .doesNotContain(Handout.esc(tx.explain().stepText(r.steps().get(i))));
            }
            for (LessonQuestion q : l.quiz()) {
                assertThat(html).contains(Handout.esc(tx.pick(q.ask())));
            }
            pngs(html);
        }
    }

    /** The author's comment under its step's explanation, in the language the handout is made in. */
    @Test
    void eachStepsCommentFollowsItsExplanationInTheChosenLanguage() throws Exception {
        Resolution r = resolved(LESSONS.get(0));
        Lesson l = texts(LESSONS.get(0));
        kudde.lesson.StepComment merge = l.comments().stream().filter(c -> !c.step().setup())
                .findFirst().orElseThrow();
        int at = r.stepOf(merge.step());
        for (java.util.Locale locale : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            TutorTexts tx = TutorTexts.of(locale);
            String html = page(l, r, locale, true);
            String comment = Handout.esc(merge.text().get(tx.language()));
            String explained = Handout.esc(tx.explain().stepText(r.steps().get(at)));
            assertThat(html).as("%s", locale).contains(comment).contains(tx.get("comment.label"))
                    .contains("<html lang=\"" + tx.language() + "\">");
            // In the step's own section, after its explanation and before the next step.
            int section = html.indexOf(explained);
            assertThat(section).isPositive();
            assertThat(html.indexOf(comment)).isGreaterThan(section)
                    .isLessThan(html.indexOf("<section class=\"step\">", section));
            assertThat(count(html, "<p class=\"comment\">")).isEqualTo(l.comments().size());
            String other = merge.text().get(tx.language().equals("en") ? "nl" : "en");
            assertThat(html).doesNotContain(Handout.esc(other));
        }
    }

    /** The author's drawing is in its step's picture (or the set-up's), and in no other. */
    @Test
    void aStepsDrawingIsInItsPictureOnly() throws Exception {
        Resolution r = resolved(LESSONS.get(0));
        Lesson l = texts(LESSONS.get(0));
        // Picture 0 is the set-up (Timeline.START, -1); picture i + 1 is step i.
        java.util.Set<Integer> drawn = new java.util.HashSet<>();
        l.drawings().forEach(d -> drawn.add(kudde.tutor.StepNotes.positionOf(r, d.step()) + 1));
        assertThat(drawn).as("fields/01 draws on the set-up and on a step").contains(0).hasSize(2);
        List<String> with = images(page(l, r, Strings.ENGLISH, true));
        List<String> without = images(page(l.withDrawings(List.of()), r, Strings.ENGLISH, true));
        assertThat(with).hasSameSizeAs(without);
        for (int i = 0; i < with.size(); i++) {
            if (drawn.contains(i)) {
                assertThat(with.get(i)).as("picture %d, drawn on", i).isNotEqualTo(without.get(i));
            } else {
                assertThat(with.get(i)).as("picture %d", i).isEqualTo(without.get(i));
            }
        }
    }

    /**
     * The set-up's comment under the set-up's picture, before the first step, in either language; its
     * drawing rings the two shepherds in that picture: red pixels on the ring round Anna's.
     */
    @Test
    void theSetUpsCommentAndDrawingAreInTheSetUpsSection() throws Exception {
        Resolution r = resolved(LESSONS.get(0));
        Lesson l = texts(LESSONS.get(0));
        kudde.lesson.StepComment setup = l.comments().stream().filter(c -> c.step().setup())
                .findFirst().orElseThrow();
        for (java.util.Locale locale : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            TutorTexts tx = TutorTexts.of(locale);
            String html = page(l, r, locale, true);
            int first = html.indexOf("<section class=\"step\">");
            int second = html.indexOf("<section class=\"step\">", first + 1);
            int comment = html.indexOf(Handout.esc(setup.text().get(tx.language())));
            assertThat(comment).as("%s", locale).isGreaterThan(html.indexOf("<img", first)).isLessThan(second);
        }
        BufferedImage setUp = GuiActionRunner.execute(() -> kudde.ui.tutor.StepPicture.of(l, new kudde.tutor.Timeline(r),
                kudde.tutor.Timeline.START, TutorTexts.of(Strings.ENGLISH), 96));
        BufferedImage bare = GuiActionRunner.execute(() -> kudde.ui.tutor.StepPicture.of(l.withDrawings(List.of()),
                new kudde.tutor.Timeline(r), kudde.tutor.Timeline.START,
                TutorTexts.of(Strings.ENGLISH), 96));
        assertThat(setUp.getWidth()).isEqualTo(bare.getWidth());
        int changed = 0;
        int reddish = 0;
        for (int x = 0; x < setUp.getWidth(); x++) {
            for (int y = 0; y < setUp.getHeight(); y++) {
                if (setUp.getRGB(x, y) != bare.getRGB(x, y)) {
                    changed++;
                    java.awt.Color c = new java.awt.Color(setUp.getRGB(x, y));
                    reddish += c.getRed() > c.getGreen() + 60 && c.getRed() > c.getBlue() + 60 ? 1 : 0;
                }
            }
        }
        // Two thin rings round two figures, not two rings round whole tiles (96 px a tile).
        // The two rings round the figures, each over its casing (Lines.cased), change about 2,900
        // pixels; rings round the two whole tiles, 1.6 times as long and with a line 1.3 times as
        // wide, would change about 6,000.
        assertThat(changed).as("pixels the two rings change").isPositive().isLessThan(4_000);
        assertThat(reddish).isPositive();
    }

    private static List<String> images(String html) {
        List<String> out = new java.util.ArrayList<>();
        Matcher m = Pattern.compile("src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\"").matcher(html);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    private static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }

    /** Every picture is a PNG of a board, at least 600 pixels wide: sharp on paper (ExportCommandTest). */
    private static void pngs(String html) throws Exception {
        Matcher m = Pattern.compile("src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\"").matcher(html);
        int n = 0;
        while (m.find()) {
            BufferedImage img = ImageIO.read(new ByteArrayInputStream(Base64.getDecoder().decode(m.group(1))));
            assertThat(img).isNotNull();
            assertThat(img.getWidth()).isGreaterThanOrEqualTo(600);
            n++;
        }
        assertThat(n).isEqualTo(Handout.pictures(html)).isPositive();
    }

    private static void keep(String lesson, String kind, String html) throws Exception {
        Path out = Path.of("target/handouts", lesson.replace('/', '-').replace(".json", "-" + kind + ".html"));
        Files.createDirectories(out.getParent());
        Files.writeString(out, html, StandardCharsets.UTF_8);
    }
}
