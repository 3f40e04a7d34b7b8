package kudde.engine.play;

import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.board.FeatureView;
import kudde.engine.rules.RuleSet;

/**
 * What one feature would score if it were scored at this moment, for a tooltip or a quiz: a
 * complete road, city or monastery as during the game (B3, B4, B5, V1), anything else as in
 * final scoring (B8, B9). Who scores follows the majority with hills (B6, H3, H4).
 *
 * @param points  points each winner would get
 * @param winners the players who would score, as a bit set of player indices
 * @param flock   for a field: the sheep of all shepherds standing in it, one flock (S9); else 0
 */
public record ScoreNow(int points, int winners, int flock) {

    /**
     * @param figures figures on {@code board} (their tile indices refer to it)
     * @param players number of players
     * @param segment any global segment id of the feature
     */
    public static ScoreNow of(Board board, List<Figure> figures, int players, RuleSet rules, int segment) {
        FeatureView view = new FeatureView(board, segment);
        Worth worth = Worth.now(board, view, rules);
        Holders holders = Holders.of(board, figures, players, view.root(), null);
        return new ScoreNow(worth.total(), holders.decide(rules.hillTiebreakByCount()).winners(), holders.flock());
    }
}
