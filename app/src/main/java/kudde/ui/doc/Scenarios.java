package kudde.ui.doc;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import kudde.engine.model.BagSetup;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.rules.RuleSet;

/** Copies of a scenario with one part replaced (the engine's record keeps only a few withers). */
public final class Scenarios {
    private Scenarios() {
    }

    /** A new, empty scenario: two players, no tiles, the seed rules. */
    public static Scenario empty() {
        return new Scenario(Map.of(), Map.of(), RuleSet.seed(),
                List.of(new PlayerSetup("red", "", 0, null), new PlayerSetup("blue", "", 0, null)),
                List.of(), List.of(), BagSetup.standard(), List.of(), null);
    }

    public static Scenario withBoard(Scenario s, List<TilePlacement> board) {
        return new Scenario(s.title(), s.description(), s.rules(), s.players(), board, s.figures(), s.bag(),
                s.turns(), s.expect(), s.quiz(), s.goal(),
                s.takeaway(), s.exercises());
    }

    public static Scenario withFigures(Scenario s, List<FigureSetup> figures) {
        return new Scenario(s.title(), s.description(), s.rules(), s.players(), s.board(), figures, s.bag(),
                s.turns(), s.expect(), s.quiz(), s.goal(),
                s.takeaway(), s.exercises());
    }

    public static Scenario withBoardAndFigures(Scenario s, List<TilePlacement> board, List<FigureSetup> figures) {
        return new Scenario(s.title(), s.description(), s.rules(), s.players(), board, figures, s.bag(),
                s.turns(), s.expect(), s.quiz(), s.goal(),
                s.takeaway(), s.exercises());
    }

    public static Scenario withPlayers(Scenario s, List<PlayerSetup> players, List<FigureSetup> figures) {
        return new Scenario(s.title(), s.description(), s.rules(), players, s.board(), figures, s.bag(),
                s.turns(), s.expect(), s.quiz(), s.goal(),
                s.takeaway(), s.exercises());
    }

    public static Scenario withBag(Scenario s, BagSetup bag) {
        return new Scenario(s.title(), s.description(), s.rules(), s.players(), s.board(), s.figures(), bag,
                s.turns(), s.expect(), s.quiz(), s.goal(),
                s.takeaway(), s.exercises());
    }

    /** The title in one language; blank text removes that language. */
    public static Scenario withTitle(Scenario s, String language, String text) {
        return new Scenario(put(s.title(), language, text), s.description(), s.rules(), s.players(), s.board(),
                s.figures(), s.bag(), s.turns(), s.expect(), s.quiz(), s.goal(),
                s.takeaway(), s.exercises());
    }

    public static Scenario withDescription(Scenario s, String language, String text) {
        return new Scenario(s.title(), put(s.description(), language, text), s.rules(), s.players(), s.board(),
                s.figures(), s.bag(), s.turns(), s.expect(), s.quiz(), s.goal(),
                s.takeaway(), s.exercises());
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
}
