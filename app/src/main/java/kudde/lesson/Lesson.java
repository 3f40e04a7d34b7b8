package kudde.lesson;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import kudde.engine.model.Scenario;

/**
 * A lesson: the game it is about (the engine's {@link Scenario}, which the resolution reads) and what
 * a teacher writes about it, which the engine never reads. One scenario file holds one lesson.
 *
 * <p>Build one from {@link #of} or {@link #blank()} with the withers: a new lesson field is added in
 * this file (the component, its default in the compact constructor, its line in {@link Parts} and its
 * wither), in {@code ScenarioParser} and {@code ScenarioWriter}, and in docs/scenario-format.md; no
 * caller changes. {@code ScenarioWithersTest} fails when a component lacks its wither or its line in
 * the copy.
 *
 * @param game        the game: rules, players, board, figures, bag, turns, expected result
 * @param title       per language tag
 * @param description per language tag
 * @param goal        per language tag: what the lesson sets out to show, read before the first step; it
 *                    never gives the outcome away (optional extension; empty when none)
 * @param takeaway    per language tag: what the lesson showed, with its outcome, read after the last step
 *                    (optional extension; empty when none)
 * @param quiz        questions the tutor asks on the way (optional extension; empty when none)
 * @param exercises   turns the learner plays, each with a goal (optional extension; empty when none)
 * @param comments    the author's words on single steps (optional extension; empty when none)
 * @param drawings    the author's arrows, rings and squares on single steps (optional extension; empty when none)
 */
public record Lesson(Scenario game, Map<String, String> title, Map<String, String> description,
                     Map<String, String> goal, Map<String, String> takeaway, List<LessonQuestion> quiz,
                     List<LessonExercise> exercises, List<StepComment> comments, List<StepDrawing> drawings) {
    private static final Lesson BLANK = of(Scenario.blank());

    public Lesson {
        game = game == null ? Scenario.blank() : game;
        title = texts(title);
        description = texts(description);
        goal = texts(goal);
        takeaway = texts(takeaway);
        quiz = list(quiz);
        exercises = list(exercises);
        comments = list(comments);
        drawings = list(drawings);
    }

    /** A lesson about {@code game} with nothing written about it yet. */
    public static Lesson of(Scenario game) {
        return new Lesson(game, null, null, null, null, null, null, null, null);
    }

    /** A blank game ({@link Scenario#blank()}) with no texts. */
    public static Lesson blank() {
        return BLANK;
    }

    public Lesson withGame(Scenario g) {
        return with(p -> p.game = g);
    }

    public Lesson withTitle(Map<String, String> t) {
        return with(p -> p.title = t);
    }

    /** The title in one language; blank text removes that language. */
    public Lesson withTitle(String language, String text) {
        return withTitle(put(title, language, text));
    }

    public Lesson withDescription(Map<String, String> d) {
        return with(p -> p.description = d);
    }

    /** The description in one language; blank text removes that language. */
    public Lesson withDescription(String language, String text) {
        return withDescription(put(description, language, text));
    }

    public Lesson withGoal(Map<String, String> g) {
        return with(p -> p.goal = g);
    }

    /** The goal in one language; blank text removes that language. */
    public Lesson withGoal(String language, String text) {
        return withGoal(put(goal, language, text));
    }

    public Lesson withTakeaway(Map<String, String> t) {
        return with(p -> p.takeaway = t);
    }

    /** The takeaway in one language; blank text removes that language. */
    public Lesson withTakeaway(String language, String text) {
        return withTakeaway(put(takeaway, language, text));
    }

    public Lesson withQuiz(List<LessonQuestion> q) {
        return with(p -> p.quiz = q);
    }

    public Lesson withExercises(List<LessonExercise> e) {
        return with(p -> p.exercises = e);
    }

    public Lesson withComments(List<StepComment> c) {
        return with(p -> p.comments = c);
    }

    public Lesson withDrawings(List<StepDrawing> d) {
        return with(p -> p.drawings = d);
    }

    private Lesson with(Consumer<Parts> change) {
        Parts p = new Parts(this);
        change.accept(p);
        return p.lesson();
    }

    private static Map<String, String> texts(Map<String, String> m) {
        return m == null ? Map.of() : Map.copyOf(m);
    }

    private static <T> List<T> list(List<T> l) {
        return l == null ? List.of() : List.copyOf(l);
    }

    private static Map<String, String> put(Map<String, String> m, String language, String text) {
        Map<String, String> out = new HashMap<>(m);
        if (text == null || text.isBlank()) {
            out.remove(language);
        } else {
            out.put(language, text);
        }
        return out;
    }

    /** The components as mutable fields: besides the record header, the one place that lists them all. */
    private static final class Parts {
        Scenario game;
        Map<String, String> title;
        Map<String, String> description;
        Map<String, String> goal;
        Map<String, String> takeaway;
        List<LessonQuestion> quiz;
        List<LessonExercise> exercises;
        List<StepComment> comments;
        List<StepDrawing> drawings;

        Parts(Lesson l) {
            game = l.game;
            title = l.title;
            description = l.description;
            goal = l.goal;
            takeaway = l.takeaway;
            quiz = l.quiz;
            exercises = l.exercises;
            comments = l.comments;
            drawings = l.drawings;
        }

        Lesson lesson() {
            return new Lesson(game, title, description, goal, takeaway, quiz, exercises, comments, drawings);
        }
    }
}
