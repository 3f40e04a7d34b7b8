package kudde.ui.export;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import kudde.engine.model.Turn;
import kudde.engine.play.Quiz;
import kudde.engine.play.Resolution;
import kudde.engine.play.Step;
import kudde.tutor.QuizFlow;
import kudde.tutor.StepNotes;
import kudde.tutor.Timeline;
import kudde.ui.tutor.StepPicture;
import kudde.ui.tutor.TutorTexts;
import kudde.lesson.Lesson;
import kudde.lesson.LessonQuestion;

/**
 * A lesson as one self-contained HTML page to hand out or print: the title and goal, then each step
 * with a picture of the board (its highlight, ghosts and marks) and the tutor's explanation in the
 * chosen language, then the questions. With answers, every step is there and each question has the
 * engine's answer, and the lesson's takeaway ends it. As a worksheet the questions are left open:
 * only the steps before the first question are explained (later ones would give answers away), and
 * each question shows the position it is asked at. Pictures are PNGs inside the page (data: URIs),
 * so the one file is all a browser needs. Event thread only (the pictures are painted by a board).
 */
public final class Handout {
    /** The widest a picture is laid out on the page, in CSS pixels (the page's text is 52em wide). */
    private static final int MAX_PICTURE = 780;
    /** The narrowest, in CSS pixels: {@link #DENSITY} times as many image pixels, 600, sharp on paper. */
    private static final int MIN_PICTURE = 300;
    private static final int TILE_PIXELS = 96;
    /**
     * Image pixels per CSS pixel: a CSS pixel is 1/96 inch on paper, so a picture drawn twice as
     * fine prints at 192 dots an inch, with its badges and lines the size they have on the screen.
     */
    static final int DENSITY = 2;
    /** Tiles of margin round the lesson's tiles, as a picture of the window's board has. */
    private static final double MARGIN = 0.15;

    private final Lesson lesson;
    private final Timeline timeline;
    private final TutorTexts tx;
    private final boolean answers;
    private final StringBuilder html = new StringBuilder();
    private final java.awt.geom.Rectangle2D frame;
    private final double scale;

    private Handout(Lesson lesson, Resolution r, TutorTexts tx, boolean answers) {
        this.lesson = lesson;
        this.timeline = new Timeline(r);
        this.tx = tx;
        this.answers = answers;
        this.frame = lessonFrame();
        this.scale = scale();
    }

    /**
     * The page for a lesson whose game {@code r} resolves.
     *
     * @param answers true: every step and the answers; false: a worksheet with the questions left open
     */
    public static String of(Lesson lesson, Resolution r, TutorTexts tx, boolean answers) {
        return new Handout(lesson, r, tx, answers).page();
    }

    private String page() {
        String title = tx.pick(lesson.title());
        html.append("<!DOCTYPE html>\n<html lang=\"").append(tx.language()).append("\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<title>").append(esc(title)).append("</title>\n<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n");
        html.append("<h1>").append(esc(title)).append("</h1>\n");
        String goal = tx.pick(Timeline.opening(lesson));
        if (!goal.isEmpty()) {
            html.append("<p class=\"goal\">").append(esc(goal)).append("</p>\n");
        }
        QuizFlow quiz = new QuizFlow(timeline.resolution(), lesson.quiz());
        List<Integer> asked = quiz.steps();
        int shown = answers || asked.isEmpty() ? timeline.size() : asked.get(0);
        step(Timeline.START, tx.get("timeline.setup"), "");
        for (int i = 0; i < shown; i++) {
            Step st = timeline.steps().get(i);
            step(i, heading(st), tx.explain().stepText(st));
        }
        if (!quiz.isEmpty()) {
            questions(quiz);
        }
        // The lesson's takeaway (the tutor says it once the last step is shown): it tells outcomes.
        String takeaway = tx.pick(lesson.takeaway());
        if (answers && !takeaway.isEmpty()) {
            html.append("<p class=\"takeaway\">").append(esc(tx.format("explain.takeaway", takeaway))).append("</p>\n");
        }
        html.append("<footer>").append(esc(tx.format(answers ? "handout.footer" : "handout.footerWorksheet")))
                .append("</footer>\n</body>\n</html>\n");
        return html.toString();
    }

    private String heading(Step st) {
        String turn = timeline.resolution().scenario().turns().get(st.turn()) instanceof Turn.EndGame
                ? tx.get("timeline.final") : tx.format("timeline.turn", st.turn() + 1);
        return turn + " · " + tx.format("explain.rule", st.rule().name(), tx.explain().ruleTitle(st.rule()));
    }

    private void step(int position, String heading, String text) {
        html.append("<section class=\"step\">\n<h2>").append(esc(heading)).append("</h2>\n");
        picture(position, heading);
        if (!text.isEmpty()) {
            html.append("<p>").append(esc(text).replace("\n\n", "</p>\n<p>").replace("\n", "<br>")).append("</p>\n");
        }
        // The author's comment under the engine's explanation, as the tutor shows it.
        String comment = tx.pick(StepNotes.comment(timeline.resolution(), lesson, position));
        if (!comment.isEmpty()) {
            html.append("<p class=\"comment\"><span class=\"label\">").append(esc(tx.get("comment.label")))
                    .append("</span> ").append(esc(comment).replace("\n", "<br>")).append("</p>\n");
        }
        html.append("</section>\n");
    }

    /**
     * A step's picture, drawn {@link #DENSITY} times as fine as the page shows it, and framed like
     * every other picture of the lesson, so the board stands still from step to step on paper.
     */
    private void picture(int position, String alt) {
        BufferedImage img = StepPicture.of(lesson, timeline, position, tx, scale, DENSITY, frame);
        html.append("<img class=\"board\" alt=\"").append(esc(alt)).append("\" width=\"")
                .append(Math.round(img.getWidth() / (double) DENSITY)).append("\" src=\"data:image/png;base64,")
                .append(png(img)).append("\">\n");
    }

    /** The tiles of the lesson's last position (tiles are only ever added), with a narrow margin. */
    private java.awt.geom.Rectangle2D lessonFrame() {
        kudde.engine.board.Board end = timeline.boardAt(timeline.size() - 1);
        if (end.tileCount() == 0) {
            return null;
        }
        int minX = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxY = Integer.MIN_VALUE;
        for (int t = 0; t < end.tileCount(); t++) {
            minX = Math.min(minX, end.x(t));
            maxX = Math.max(maxX, end.x(t));
            minY = Math.min(minY, end.y(t));
            maxY = Math.max(maxY, end.y(t));
        }
        return new java.awt.geom.Rectangle2D.Double(minX - MARGIN, minY - MARGIN, maxX - minX + 1 + 2 * MARGIN,
                maxY - minY + 1 + 2 * MARGIN);
    }

    /**
     * CSS pixels a tile: 96, less so the lesson's largest position fits {@link #MAX_PICTURE}, more
     * so a small one is at least {@link #MIN_PICTURE} wide (with the room StepPicture keeps round it).
     */
    private double scale() {
        if (frame == null) {
            return TILE_PIXELS;
        }
        double room = 0.8;
        double side = Math.max(frame.getWidth(), frame.getHeight()) + room;
        double s = Math.min(TILE_PIXELS, MAX_PICTURE / side);
        return Math.max(12.0, Math.max(s, MIN_PICTURE / (frame.getWidth() + room)));
    }

    private void questions(QuizFlow quiz) {
        Resolution r = timeline.resolution();
        html.append("<section class=\"questions\">\n<h2>").append(esc(tx.get("handout.questions"))).append("</h2>\n");
        int n = 0;
        for (int at : quiz.steps()) {
            List<LessonQuestion> here = new ArrayList<>();
            for (LessonQuestion q : lesson.quiz()) {
                if (quiz.stepOf(q) == at) {
                    here.add(q);
                }
            }
            if (!answers) {
                // The position the question is asked at: after the step before it.
                picture(at - 1, tx.format("handout.askedAt", at + 1));
                html.append("<p class=\"where\">").append(esc(tx.format("handout.askedAt", at + 1))).append("</p>\n");
            }
            for (LessonQuestion q : here) {
                n++;
                html.append("<div class=\"question\"><p class=\"ask\">").append(n).append(". ")
                        .append(esc(tx.pick(q.ask()))).append("</p>\n");
                if (answers) {
                    html.append("<p class=\"answer\">").append(esc(tx.format("handout.answer",
                            tx.answer(r.scenario(), Quiz.answer(r, q.question())), at + 1))).append("</p>\n");
                } else {
                    html.append("<p class=\"blank\">").append(esc(tx.get("handout.yourAnswer"))).append("</p>\n");
                }
                html.append("</div>\n");
            }
        }
        html.append("</section>\n");
    }

    private static String png(BufferedImage img) {
        return Base64.getEncoder().encodeToString(Exports.png(img));
    }

    static String esc(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    /** For print as well as the screen: a step never splits across pages; A4 on paper. */
    private static final String STYLE = String.join("\n",
            "body { font-family: 'DejaVu Sans', Arial, sans-serif; max-width: 52em; margin: 2em auto; padding: 0 1em;"
                    + " color: #222; line-height: 1.45; }",
            "h1 { font-size: 1.7em; margin-bottom: .3em; }",
            "h2 { font-size: 1.1em; margin: 0 0 .5em; }",
            ".goal { font-size: 1.1em; }",
            ".step, .question { break-inside: avoid; page-break-inside: avoid; }",
            ".step { border-top: 1px solid #bbb; padding-top: 1em; margin-top: 1.2em; }",
            "img.board { display: block; max-width: 100%; height: auto; margin: .4em 0 .8em; }",
            ".questions { border-top: 2px solid #555; margin-top: 2em; padding-top: 1em; }",
            ".ask { font-weight: bold; margin-bottom: .2em; }",
            ".answer { margin-top: 0; }",
            ".comment { padding: .5em .8em; border-left: 4px solid #5b7fa6; background: #eef3f8; }",
            ".comment .label { font-weight: bold; }",
            ".where { color: #555; font-size: .9em; margin-top: -.4em; }",
            ".blank { border-bottom: 1px solid #777; height: 2.4em; margin-top: 0; color: #777; }",
            ".takeaway { margin-top: 2em; padding: .8em 1em; background: #f2f2ea; border-left: 4px solid #8a7b63; }",
            "footer { margin-top: 3em; font-size: .85em; color: #777; }",
            // On paper: an A4 page, text in points, a heading kept with its picture, the pictures
            // (drawn at twice the page's density) never wider than the page.
            "@page { size: A4; margin: 16mm 15mm; }",
            "@media print { body { margin: 0; padding: 0; max-width: none; font-size: 11pt; }"
                    + " h1 { font-size: 18pt; } h2 { font-size: 12pt; break-after: avoid; page-break-after: avoid; }"
                    + " img.board { max-width: 100%; }"
                    + " .comment, .takeaway { -webkit-print-color-adjust: exact; print-color-adjust: exact; } }",
            "");

    /** For tests: how many pictures a page holds. */
    static int pictures(String page) {
        int n = 0;
        for (int i = page.indexOf("src=\"data:image/png;base64,"); i >= 0;
                i = page.indexOf("src=\"data:image/png;base64,", i + 1)) {
            n++;
        }
        return n;
    }
}
