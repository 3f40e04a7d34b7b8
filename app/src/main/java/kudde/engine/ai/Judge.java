package kudde.engine.ai;

import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.play.Figure;
import kudde.engine.play.Game;

/**
 * How good a position is for one player: every player's score if the game ended now (final scoring
 * on the copy: B8, B9, H5, V3, S10), plus what the score does not yet show — a follower still in
 * hand can earn more while tiles remain, and a flock in an open field can still be guided (S7),
 * though S10 makes it worth nothing if the game ends first.
 *
 * @param follower points a follower in hand is worth with a whole game left (fading to 0 at the end)
 * @param flock    the share of a flock a shepherd in an open field is expected to bring home
 * @param rivals   whether the value is the lead over the best other player (else the player's own total)
 */
record Judge(double follower, double flock, boolean rivals) {
    static final Judge CLUB = new Judge(1.5, 0.6, true);
    static final Judge BEGINNER = new Judge(0, 0.8, false);

    /** The value of {@code g} for {@code me}; {@code g} is used up (final scoring is run on it). */
    double value(Game g, int me, int tilesLeft) {
        int players = g.players();
        double[] extra = new double[players];
        double fade = Math.min(1, tilesLeft / 40.0);
        int[] supply = g.followerSupply();
        for (int p = 0; p < players; p++) {
            extra[p] = follower * fade * supply[p];
        }
        if (tilesLeft >= players) {
            Board b = g.board();
            List<Figure> figures = g.figures();
            double chance = flock * Math.min(1, tilesLeft / (3.0 * players));
            for (Figure f : figures) {
                if (f.kind() != FigureKind.SHEPHERD) {
                    continue;
                }
                int root = b.find(b.segment(f.tile(), f.segment()));
                if (b.openPorts(root) == 0) {
                    continue;
                }
                int sheep = 0; // S9: the flock is every sheep token in the field
                for (Figure o : figures) {
                    if (o.kind() == FigureKind.SHEPHERD && b.find(b.segment(o.tile(), o.segment())) == root) {
                        sheep += o.sheepTotal();
                    }
                }
                extra[f.player()] += chance * sheep;
            }
        }
        g.endGame();
        int[] scores = g.scores();
        double mine = scores[me] + extra[me];
        if (!rivals) {
            return mine;
        }
        double best = Double.NEGATIVE_INFINITY;
        for (int p = 0; p < players; p++) {
            if (p != me) {
                best = Math.max(best, scores[p] + extra[p]);
            }
        }
        return players == 1 ? mine : mine - best;
    }
}
