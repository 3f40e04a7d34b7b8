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
 */
public record Scenario(Map<String, String> title, Map<String, String> description, RuleSet rules,
                       List<PlayerSetup> players, List<TilePlacement> board, List<FigureSetup> figures,
                       BagSetup bag, List<Turn> turns, Expect expect, List<Question> quiz) {
    public Scenario {
        title = title == null ? Map.of() : Map.copyOf(title);
        description = description == null ? Map.of() : Map.copyOf(description);
        rules = rules == null ? RuleSet.seed() : rules;
        players = List.copyOf(players);
        board = List.copyOf(board);
        figures = List.copyOf(figures);
        bag = bag == null ? BagSetup.standard() : bag;
        turns = List.copyOf(turns);
        quiz = quiz == null ? List.of() : List.copyOf(quiz);
    }

    /** A scenario without quiz questions. */
    public Scenario(Map<String, String> title, Map<String, String> description, RuleSet rules,
                    List<PlayerSetup> players, List<TilePlacement> board, List<FigureSetup> figures,
                    BagSetup bag, List<Turn> turns, Expect expect) {
        this(title, description, rules, players, board, figures, bag, turns, expect, List.of());
    }

    public Scenario withRules(RuleSet r) {
        return new Scenario(title, description, r, players, board, figures, bag, turns, expect, quiz);
    }

    public Scenario withTurns(List<Turn> t) {
        return new Scenario(title, description, rules, players, board, figures, bag, t, expect, quiz);
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
