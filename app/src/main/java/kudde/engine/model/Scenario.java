package kudde.engine.model;

import java.util.List;
import java.util.Map;
import kudde.engine.rules.RuleSet;

/**
 * A scenario: a position (players, tiles, figures, bag) and the turns that follow it.
 * Pure data; reading and writing files lives in {@code kudde.scenario}.
 *
 * @param title       per language ("en", "nl")
 * @param description per language
 * @param expect      null when the file has none
 * @param quiz        questions the tutor asks on the way (optional extension; empty when none)
 * @param goal        per language: what the lesson sets out to show, read before the first step; it
 *                    never gives the outcome away (optional extension; empty when none)
 * @param takeaway    per language: what the lesson showed, with its outcome, read after the last step
 *                    (optional extension; empty when none)
 * @param exercises   turns the learner plays, each with a goal (optional extension; empty when none)
 */
public record Scenario(Map<String, String> title, Map<String, String> description, RuleSet rules,
                       List<PlayerSetup> players, List<TilePlacement> board, List<FigureSetup> figures,
                       BagSetup bag, List<Turn> turns, Expect expect, List<Question> quiz,
                       Map<String, String> goal, Map<String, String> takeaway, List<Exercise> exercises) {
    public Scenario {
        title = title == null ? Map.of() : Map.copyOf(title);
        description = description == null ? Map.of() : Map.copyOf(description);
        goal = goal == null ? Map.of() : Map.copyOf(goal);
        takeaway = takeaway == null ? Map.of() : Map.copyOf(takeaway);
        rules = rules == null ? RuleSet.seed() : rules;
        players = List.copyOf(players);
        board = List.copyOf(board);
        figures = List.copyOf(figures);
        bag = bag == null ? BagSetup.standard() : bag;
        turns = List.copyOf(turns);
        quiz = quiz == null ? List.of() : List.copyOf(quiz);
        exercises = exercises == null ? List.of() : List.copyOf(exercises);
    }

    /** A scenario without exercises. */
    public Scenario(Map<String, String> title, Map<String, String> description, RuleSet rules,
                    List<PlayerSetup> players, List<TilePlacement> board, List<FigureSetup> figures,
                    BagSetup bag, List<Turn> turns, Expect expect, List<Question> quiz,
                    Map<String, String> goal, Map<String, String> takeaway) {
        this(title, description, rules, players, board, figures, bag, turns, expect, quiz, goal, takeaway, List.of());
    }

    /** A scenario without a goal and a takeaway. */
    public Scenario(Map<String, String> title, Map<String, String> description, RuleSet rules,
                    List<PlayerSetup> players, List<TilePlacement> board, List<FigureSetup> figures,
                    BagSetup bag, List<Turn> turns, Expect expect, List<Question> quiz) {
        this(title, description, rules, players, board, figures, bag, turns, expect, quiz, Map.of(), Map.of());
    }

    /** A scenario without quiz questions. */
    public Scenario(Map<String, String> title, Map<String, String> description, RuleSet rules,
                    List<PlayerSetup> players, List<TilePlacement> board, List<FigureSetup> figures,
                    BagSetup bag, List<Turn> turns, Expect expect) {
        this(title, description, rules, players, board, figures, bag, turns, expect, List.of());
    }

    public Scenario withRules(RuleSet r) {
        return new Scenario(title, description, r, players, board, figures, bag, turns, expect, quiz, goal, takeaway,
                exercises);
    }

    public Scenario withTurns(List<Turn> t) {
        return new Scenario(title, description, rules, players, board, figures, bag, t, expect, quiz, goal, takeaway,
                exercises);
    }

    public Scenario withExercises(List<Exercise> e) {
        return new Scenario(title, description, rules, players, board, figures, bag, turns, expect, quiz, goal, takeaway,
                e);
    }

    public int playerIndex(String id) {
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }
}
