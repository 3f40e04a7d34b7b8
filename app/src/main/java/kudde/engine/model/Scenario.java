package kudde.engine.model;

import java.util.List;
import java.util.function.Consumer;
import kudde.engine.rules.RuleSet;

/**
 * A scenario as the engine plays it: a position (rules, players, tiles, figures, bag) and the turns
 * that follow it, with the result the file expects. Pure data and no text: what a teacher writes
 * about it (titles, goal, takeaway, quiz, exercises, comments, drawings) is a {@code kudde.lesson.Lesson},
 * which holds this as its game. Reading and writing files lives in {@code kudde.scenario}.
 *
 * <p>Build one from {@link #blank()} with the withers, not with the canonical constructor: a new
 * component is then added in this file only (the component, its default in the compact constructor,
 * its line in {@link Parts} and its wither), and no caller changes. {@code ScenarioWithersTest}
 * fails when a component lacks its wither or its line in the copy.
 *
 * @param expect    null when the file has none
 * @param tilesLeft the tiles still to be drawn at the set-up, before the first turn, when the lesson is a
 *                  fragment of a game that says how much of it is left (optional; null when the file does
 *                  not say). The grow-or-guide odds count the rest of the game from it (S4, S10).
 */
public record Scenario(RuleSet rules, List<PlayerSetup> players, List<TilePlacement> board, List<FigureSetup> figures,
                       BagSetup bag, List<Turn> turns, Expect expect, Integer tilesLeft) {
    private static final Scenario BLANK = new Scenario(null, null, null, null, null, null, null, null);

    public Scenario {
        rules = rules == null ? RuleSet.seed() : rules;
        players = list(players);
        board = list(board);
        figures = list(figures);
        bag = bag == null ? BagSetup.standard() : bag;
        turns = list(turns);
    }

    /** No players, tiles, figures or turns; the seed rules and the standard bag. */
    public static Scenario blank() {
        return BLANK;
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

    /** @param n the tiles still to be drawn before the first turn; null when the file does not say */
    public Scenario withTilesLeft(Integer n) {
        return with(p -> p.tilesLeft = n);
    }

    /**
     * Whether this is {@code earlier} with turns added after its own (the composer's turns): the same
     * set-up and expected result, and {@code earlier}'s turns first.
     */
    public boolean continues(Scenario earlier) {
        return turns.size() >= earlier.turns.size() && turns.subList(0, earlier.turns.size()).equals(earlier.turns)
                && withTurns(earlier.turns).equals(earlier);
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

    private static <T> List<T> list(List<T> l) {
        return l == null ? List.of() : List.copyOf(l);
    }

    /** The components as mutable fields: besides the record header, the one place that lists them all. */
    private static final class Parts {
        RuleSet rules;
        List<PlayerSetup> players;
        List<TilePlacement> board;
        List<FigureSetup> figures;
        BagSetup bag;
        List<Turn> turns;
        Expect expect;
        Integer tilesLeft;

        Parts(Scenario s) {
            rules = s.rules;
            players = s.players;
            board = s.board;
            figures = s.figures;
            bag = s.bag;
            turns = s.turns;
            expect = s.expect;
            tilesLeft = s.tilesLeft;
        }

        Scenario scenario() {
            return new Scenario(rules, players, board, figures, bag, turns, expect, tilesLeft);
        }
    }
}
