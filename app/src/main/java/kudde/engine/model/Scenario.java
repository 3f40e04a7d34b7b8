package kudde.engine.model;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import kudde.engine.rules.RuleSet;

/**
 * A scenario: a position (players, tiles, figures, bag) and the turns that follow it.
 * Pure data; reading and writing files lives in {@code kudde.scenario}.
 *
 * <p>Build one from {@link #blank()} with the withers, not with the canonical constructor: a new
 * component is then added in this file only (the component, its default in the compact constructor,
 * its line in {@link Parts} and its wither), and no caller changes. {@code ScenarioWithersTest}
 * fails when a component lacks its wither or its line in the copy.
 *
 * @param title       per language tag
 * @param description per language
 * @param expect      null when the file has none
 * @param quiz        questions the tutor asks on the way (optional extension; empty when none)
 * @param goal        per language: what the lesson sets out to show, read before the first step; it
 *                    never gives the outcome away (optional extension; empty when none)
 * @param takeaway    per language: what the lesson showed, with its outcome, read after the last step
 *                    (optional extension; empty when none)
 * @param exercises   turns the learner plays, each with a goal (optional extension; empty when none)
 * @param comments    the author's words on single steps, both languages (optional extension; empty when none)
 * @param drawings    the author's arrows, rings and squares on single steps (optional extension; empty when none)
 * @param tilesLeft   the tiles still to be drawn at the set-up, before the first turn, when the lesson is a
 *                    fragment of a game that says how much of it is left (optional; null when the file does
 *                    not say). The grow-or-guide odds count the rest of the game from it (S4, S10).
 */
public record Scenario(Map<String, String> title, Map<String, String> description, RuleSet rules,
                       List<PlayerSetup> players, List<TilePlacement> board, List<FigureSetup> figures,
                       BagSetup bag, List<Turn> turns, Expect expect, List<Question> quiz,
                       Map<String, String> goal, Map<String, String> takeaway, List<Exercise> exercises,
                       List<StepComment> comments, List<StepDrawing> drawings, Integer tilesLeft) {
    private static final Scenario BLANK =
            new Scenario(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);

    public Scenario {
        title = texts(title);
        description = texts(description);
        goal = texts(goal);
        takeaway = texts(takeaway);
        rules = rules == null ? RuleSet.seed() : rules;
        players = list(players);
        board = list(board);
        figures = list(figures);
        bag = bag == null ? BagSetup.standard() : bag;
        turns = list(turns);
        quiz = list(quiz);
        exercises = list(exercises);
        comments = list(comments);
        drawings = list(drawings);
    }

    /** No players, tiles, figures, turns or texts; the seed rules and the standard bag. */
    public static Scenario blank() {
        return BLANK;
    }

    public Scenario withTitle(Map<String, String> t) {
        return with(p -> p.title = t);
    }

    /** The title in one language; blank text removes that language. */
    public Scenario withTitle(String language, String text) {
        return withTitle(put(title, language, text));
    }

    public Scenario withDescription(Map<String, String> d) {
        return with(p -> p.description = d);
    }

    /** The description in one language; blank text removes that language. */
    public Scenario withDescription(String language, String text) {
        return withDescription(put(description, language, text));
    }

    public Scenario withRules(RuleSet r) {
        return with(p -> p.rules = r);
    }

    public Scenario withPlayers(List<PlayerSetup> pl) {
        return with(p -> p.players = pl);
    }

    public Scenario withBoard(List<TilePlacement> b) {
        return with(p -> p.board = b);
    }

    public Scenario withFigures(List<FigureSetup> f) {
        return with(p -> p.figures = f);
    }

    public Scenario withBag(BagSetup b) {
        return with(p -> p.bag = b);
    }

    public Scenario withTurns(List<Turn> t) {
        return with(p -> p.turns = t);
    }

    /** @param e null for none */
    public Scenario withExpect(Expect e) {
        return with(p -> p.expect = e);
    }

    public Scenario withQuiz(List<Question> q) {
        return with(p -> p.quiz = q);
    }

    public Scenario withGoal(Map<String, String> g) {
        return with(p -> p.goal = g);
    }

    /** The goal in one language; blank text removes that language. */
    public Scenario withGoal(String language, String text) {
        return withGoal(put(goal, language, text));
    }

    public Scenario withTakeaway(Map<String, String> t) {
        return with(p -> p.takeaway = t);
    }

    /** The takeaway in one language; blank text removes that language. */
    public Scenario withTakeaway(String language, String text) {
        return withTakeaway(put(takeaway, language, text));
    }

    public Scenario withExercises(List<Exercise> e) {
        return with(p -> p.exercises = e);
    }

    public Scenario withComments(List<StepComment> c) {
        return with(p -> p.comments = c);
    }

    public Scenario withDrawings(List<StepDrawing> d) {
        return with(p -> p.drawings = d);
    }

    /** @param n the tiles still to be drawn before the first turn; null when the file does not say */
    public Scenario withTilesLeft(Integer n) {
        return with(p -> p.tilesLeft = n);
    }

    public int playerIndex(String id) {
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    private Scenario with(Consumer<Parts> change) {
        Parts p = new Parts(this);
        change.accept(p);
        return p.scenario();
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
        Map<String, String> title;
        Map<String, String> description;
        RuleSet rules;
        List<PlayerSetup> players;
        List<TilePlacement> board;
        List<FigureSetup> figures;
        BagSetup bag;
        List<Turn> turns;
        Expect expect;
        List<Question> quiz;
        Map<String, String> goal;
        Map<String, String> takeaway;
        List<Exercise> exercises;
        List<StepComment> comments;
        List<StepDrawing> drawings;
        Integer tilesLeft;

        Parts(Scenario s) {
            title = s.title;
            description = s.description;
            rules = s.rules;
            players = s.players;
            board = s.board;
            figures = s.figures;
            bag = s.bag;
            turns = s.turns;
            expect = s.expect;
            quiz = s.quiz;
            goal = s.goal;
            takeaway = s.takeaway;
            exercises = s.exercises;
            comments = s.comments;
            drawings = s.drawings;
            tilesLeft = s.tilesLeft;
        }

        Scenario scenario() {
            return new Scenario(title, description, rules, players, board, figures, bag, turns, expect, quiz, goal,
                    takeaway, exercises, comments, drawings, tilesLeft);
        }
    }
}
