package kudde.engine.play;

import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.board.FeatureView;
import kudde.engine.model.FigureKind;
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
        int root = view.root();
        boolean closed = view.closed();
        int points = switch (view.type()) {
            case ROAD -> view.tileCount();
            case CITY -> {
                int n = view.tileCount() + view.pennants();
                boolean tiny = view.tileCount() == 2 && rules.tinyCityTwo();
                yield closed && !tiny ? 2 * n : n;
            }
            case MONASTERY -> {
                int t = board.tileOf(root);
                yield closed ? 9 + 3 * board.vineyardsAround(t) : 1 + board.neighboursAround(t);
            }
            case FIELD -> {
                int cities = 0;
                for (int c : view.borderedCities()) {
                    cities += board.openPorts(c) == 0 ? 1 : 0;
                }
                yield 3 * cities;
            }
        };
        int[] count = new int[players];
        int[] onHill = new int[players];
        int flock = 0;
        for (Figure f : figures) {
            if (f.tile() < 0 || f.tile() >= board.tileCount() || f.segment() < 0
                    || f.segment() >= board.segmentsOn(f.tile())
                    || board.find(board.segment(f.tile(), f.segment())) != root) {
                continue;
            }
            if (f.kind() == FigureKind.FOLLOWER && f.player() >= 0 && f.player() < players) {
                count[f.player()]++;
                onHill[f.player()] += board.tile(f.tile()).type().hill() ? 1 : 0;
            } else if (f.kind() == FigureKind.SHEPHERD) {
                flock += f.sheepTotal();
            }
        }
        Majority m = Majority.decide(count, onHill, rules.hillTiebreakByCount());
        return new ScoreNow(points, m.winners(), flock);
    }
}
