package kudde.engine.play;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;
import kudde.engine.odds.GrowOrGuide;
import kudde.engine.odds.NextChance;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;

/**
 * The bag's odds: the chance of a wolf, and at a tending choice (S5) the exact grow-or-guide answer
 * of {@link GrowOrGuide}. Scripted draws are ignored on purpose: a player at the table does not know
 * the next token.
 *
 * @param sheep      sheep in the field (the flock of all its shepherds, S9)
 * @param wolfChance wolves / tokens in the bag
 */
public record Odds(int sheep, int bagSize, int wolves, double wolfChance) {

    public static Odds of(int[] bag, int sheep) {
        int size = 0;
        for (Token t : Token.ORDER) {
            size += bag[t.ordinal()];
        }
        int wolves = bag[Token.WOLF.ordinal()];
        return new Odds(sheep, size, wolves, size == 0 ? 0 : wolves / (double) size);
    }

    /**
     * Grow or guide for {@code player}'s flock in the state after step {@code stepIndex}, or null
     * without a shepherd. The rest of the game is what the lesson says of it ({@link #tilesAfter}):
     * the tiles still to be drawn come from the box's tiles not yet seen ({@link #unseen}).
     */
    public static GrowOrGuide at(Resolution r, int stepIndex, int player) {
        Step step = r.steps().get(stepIndex);
        Snapshot s = step.after();
        Board b = r.boardAt(s.tileCount());
        Figure own = null;
        for (Figure f : s.figures()) {
            if (f.kind() == FigureKind.SHEPHERD && f.player() == player) {
                own = f;
            }
        }
        if (own == null) {
            return null;
        }
        int seg = b.segment(own.tile(), own.segment());
        int root = b.find(seg);
        int players = r.scenario().players().size();
        boolean[] sharing = new boolean[players];
        int sheep = 0;
        for (Figure f : s.figures()) {
            if (f.kind() == FigureKind.SHEPHERD && b.find(b.segment(f.tile(), f.segment())) == root) {
                sheep += f.sheepTotal();
                sharing[f.player()] = true;
            }
        }
        int left = tilesAfter(r.scenario(), step.turn());
        NextChance chance = left < 0 ? NextChance.unknown(b, seg)
                : NextChance.estimate(b, seg, unseen(r, s.tileCount(), step.turn()), left, players, NextChance.SEED);
        return GrowOrGuide.of(player, sheep, s.bag(), chance, b.openPorts(root) == 0,
                r.scenario().rules().closedFieldGuides(), s.scores(), sharing);
    }

    /**
     * The tiles still to be drawn after turn {@code turn}, or -1 when the lesson does not say. A file
     * with {@code tilesLeft} counts down from it: every turn played draws its tile and, for a hill
     * tile, the tile it hides while any is left (H1). A file whose turns end the game
     * ({@code endGame}) has exactly the tiles its later turns draw.
     */
    public static int tilesAfter(Scenario sc, int turn) {
        List<Turn> turns = sc.turns();
        if (sc.tilesLeft() != null) {
            int left = sc.tilesLeft();
            for (int i = 0; i <= turn && i < turns.size(); i++) {
                if (turns.get(i) instanceof Turn.TileTurn tt && tt.refused() == null && left > 0) {
                    left--;
                    if ((tt.tile().hill() || tt.hidden() != null) && left > 0) {
                        left--;
                    }
                }
            }
            return left;
        }
        int end = -1;
        for (int i = 0; i < turns.size() && end < 0; i++) {
            if (turns.get(i) instanceof Turn.EndGame) {
                end = i;
            }
        }
        if (end < 0) {
            return -1;
        }
        int left = 0;
        boolean last = true;
        for (int i = end - 1; i > turn; i--) {
            if (turns.get(i) instanceof Turn.TileTurn tt && tt.refused() == null) {
                // H1: a hill tile hides the next tile, named or not (a JCloisterZone save never names
                // it); the game's last hill tile may have found none left, so only a named one counts.
                left += tt.hidden() != null || (tt.tile().hill() && !last) ? 2 : 1;
                last = false;
            }
        }
        return left;
    }

    /**
     * The box's tiles not yet seen: the catalogue minus the first {@code tileCount} placements and
     * the tiles the turns up to {@code turn} name as hidden under a hill (H1); never below none.
     */
    public static Map<TileType, Integer> unseen(Resolution r, int tileCount, int turn) {
        Map<TileType, Integer> left = new HashMap<>();
        for (TileType t : Catalogue.standard().all()) {
            left.put(t, t.count());
        }
        for (int i = 0; i < tileCount; i++) {
            TilePlacement p = r.placements().get(i);
            left.merge(p.tile(), -1, (a, d) -> Math.max(0, a + d));
        }
        List<Turn> turns = r.scenario().turns();
        for (int i = 0; i <= turn && i < turns.size(); i++) {
            if (turns.get(i) instanceof Turn.TileTurn tt && tt.refused() == null && tt.hidden() != null) {
                left.merge(tt.hidden(), -1, (a, d) -> Math.max(0, a + d));
            }
        }
        return left;
    }
}
