package kudde.engine.play;

import java.util.HashMap;
import java.util.Map;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Token;
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
     * without a shepherd. The game is taken to be the base game with Hills &amp; Sheep: every tile of
     * the catalogue not on the board is still to come.
     */
    public static GrowOrGuide at(Resolution r, int stepIndex, int player) {
        Snapshot s = r.steps().get(stepIndex).after();
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
        NextChance chance = NextChance.estimate(b, seg, tilesToCome(r, s.tileCount()), players);
        return GrowOrGuide.of(player, sheep, s.bag(), chance, b.openPorts(root) == 0,
                r.scenario().rules().closedFieldGuides(), s.scores(), sharing);
    }

    /** The catalogue's tiles minus the first {@code tileCount} placements (never below none). */
    static Map<TileType, Integer> tilesToCome(Resolution r, int tileCount) {
        Map<TileType, Integer> left = new HashMap<>();
        for (TileType t : Catalogue.standard().all()) {
            left.put(t, t.count());
        }
        for (int i = 0; i < tileCount; i++) {
            TilePlacement p = r.placements().get(i);
            left.merge(p.tile(), -1, (a, d) -> Math.max(0, a + d));
        }
        return left;
    }
}
