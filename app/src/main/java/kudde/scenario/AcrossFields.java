package kudde.scenario;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import kudde.engine.model.Expect;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Turn;
import kudde.engine.rules.RuleSet;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.SegmentNames;

/**
 * The judgements on reading that need two parts of the file at once (docs/scenario-format.md, "How
 * files are read", revision of 2026-12-01): the rules and a turn's tending choice, the tiles and
 * the locations in {@code expect.figures}. Nothing here plays a turn; what depends on playing them
 * waits for the resolution.
 */
final class AcrossFields {
    private AcrossFields() {
    }

    /**
     * S5: {@code "none"} is a tending choice only under the variant {@code tending=optional}; the
     * rules may stand after the turns in the file. A turn marked {@code refused} is exempt: the
     * author means it to be refused, and the resolution shows the refusal (S5 as for any other rule).
     */
    static void flockChoices(JsonIn in, RuleSet rules, List<Turn> turns) {
        RuleSet r = rules == null ? RuleSet.seed() : rules;
        if (turns == null || r.tendingOptional()) {
            return;
        }
        for (int i = 0; i < turns.size(); i++) {
            if (turns.get(i) instanceof Turn.TileTurn t && t.flock() == Turn.Flock.NONE && t.refused() == null) {
                in.error("turns[" + i + "].flock", "turn.flockNone");
            }
        }
    }

    /**
     * A location in {@code expect.figures} that two segments of its type share on the tile at that
     * position (hs/02 {@code city:N}) names neither: invalid input, as in {@code figures}. The tile
     * there is the board's, or the one a turn places there (a refused turn places none). Whether
     * the named segment exists at all is left to {@code check}: a figure expected where it cannot
     * stand is a difference.
     */
    static void expectedLocations(JsonIn in, List<TilePlacement> board, List<Turn> turns, Expect expect) {
        if (expect == null || expect.figures() == null) {
            return;
        }
        Map<Pos, Orientation> tiles = new HashMap<>();
        if (board != null) {
            for (TilePlacement p : board) {
                if (p != null) {
                    tiles.putIfAbsent(p.at(), p.oriented());
                }
            }
        }
        if (turns != null) {
            for (Turn t : turns) {
                if (t instanceof Turn.TileTurn tt && tt.refused() == null) {
                    tiles.putIfAbsent(tt.at(), tt.tile().oriented(tt.rotation()));
                }
            }
        }
        List<FigureSetup> figures = expect.figures();
        for (int i = 0; i < figures.size(); i++) {
            FigureSetup f = figures.get(i);
            Orientation o = f == null || !f.kind().owned() ? null : tiles.get(f.at());
            if (o == null) {
                continue;
            }
            SegmentNames.Lookup look = SegmentNames.find(o, f.on());
            if (look.failure() == SegmentNames.Failure.AMBIGUOUS) {
                in.error("expect.figures[" + i + "].on", "expect.figureAmbiguous", f.on(), o.type().id(),
                        f.at().toString(), String.join(", ", look.alternatives()));
            }
        }
    }
}
