package kudde.robust;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;
import kudde.engine.moves.RandomGame;
import kudde.engine.play.Figure;
import kudde.engine.play.Game;
import kudde.engine.play.Snapshot;
import kudde.engine.play.Step;
import kudde.engine.rules.RuleId;
import kudde.engine.tile.FeatureType;

/**
 * The invariants of robustness target 1 (docs/testing.md, "Robustness suites"), checked after every turn of a game
 * and, when the game records its steps, after every step. A failure throws AssertionError.
 */
final class Invariants implements RandomGame.Listener {
    private int[] lastScores;
    private int turns;

    /** Turns checked so far. */
    int turns() {
        return turns;
    }

    @Override
    public void afterTurn(Game g, Turn.TileTurn t) {
        turns++;
        String where = "after the turn placing " + t.tile().id() + " at " + t.at();
        List<Figure> figures = g.figures();
        checkState(figures, g.followerSupply(), g.bag().counts(), g.players(), where);
        int[] scores = g.scores();
        if (lastScores != null) {
            for (int p = 0; p < scores.length; p++) {
                require(scores[p] >= lastScores[p], where + ": score of player " + p + " fell from "
                        + lastScores[p] + " to " + scores[p]);
            }
        }
        lastScores = scores;
        Board b = g.board();
        for (Figure f : figures) {
            if (!f.kind().owned()) {
                continue;
            }
            int seg = b.segment(f.tile(), f.segment());
            int root = b.find(seg);
            FeatureType type = b.typeOf(seg);
            require(f.kind() != FigureKind.SHEPHERD || type == FeatureType.FIELD,
                    where + ": a shepherd stands on a " + type);
            if (f.kind() == FigureKind.FOLLOWER) {
                require(!complete(b, root, type), where + ": a follower of player " + f.player()
                        + " still stands on a complete " + type + " at [" + f.x() + "," + f.y() + "] (B7)");
            }
            if (f.kind() == FigureKind.SHEPHERD && g.rules().closedFieldGuides()) {
                require(b.openPorts(root) > 0, where + ": a shepherd stands in a closed field under closedField=guide (S8)");
            }
        }
    }

    /** Tokens, followers and shepherds add up (S11, B2, S3). */
    static void checkState(List<Figure> figures, int[] supply, int[] bag, int players, String where) {
        int[] tokens = bag.clone();
        int[] followers = supply.clone();
        int[] shepherds = new int[players];
        for (Figure f : figures) {
            if (f.kind() == FigureKind.FOLLOWER) {
                followers[f.player()]++;
            } else if (f.kind() == FigureKind.SHEPHERD) {
                shepherds[f.player()]++;
                for (int s : f.sheep()) {
                    tokens[s - 1]++;
                }
            }
        }
        for (Token k : Token.ORDER) {
            require(tokens[k.ordinal()] == k.inGame(), where + ": " + tokens[k.ordinal()] + " tokens of kind "
                    + k.key() + " in the bag and on the board, the game has " + k.inGame() + " (S11)");
        }
        for (int p = 0; p < players; p++) {
            require(followers[p] == PlayerSetup.FOLLOWERS, where + ": player " + p + " has " + followers[p]
                    + " followers in supply and on the board, not 7");
            require(shepherds[p] <= 1, where + ": player " + p + " has " + shepherds[p] + " shepherds on the board");
        }
    }

    /**
     * For a game that recorded its steps: every step's state adds up, scores never fall, points of
     * the steps add up to the final scores, and each road, city and monastery complete at the end
     * was scored exactly once (B3–B5), its followers gone in that step (B7).
     */
    static void checkSteps(Game g, int endTurn) {
        List<Step> steps = g.steps();
        Board b = g.board();
        int players = g.players();
        int[] last = new int[players];
        int[] sum = new int[players];
        Map<Integer, Integer> scoredRoots = new HashMap<>();
        for (int i = 0; i < steps.size(); i++) {
            Step s = steps.get(i);
            Snapshot a = s.after();
            String where = "step " + i + " (" + s.event() + ", turn " + s.turn() + ")";
            checkState(a.figures(), a.followerSupply(), a.bag(), players, where);
            for (int p = 0; p < players; p++) {
                require(a.scores()[p] >= last[p], where + ": score of player " + p + " fell");
                require(s.points()[p] >= 0, where + ": negative points");
                sum[p] += s.points()[p];
            }
            last = a.scores();
            boolean featureScoring = s.turn() != endTurn
                    && (s.rule() == RuleId.B3 || s.rule() == RuleId.B4 || s.rule() == RuleId.B5);
            if (!featureScoring) {
                continue;
            }
            require(!s.highlight().features().isEmpty(), where + ": a scoring step names no feature");
            var ref = s.highlight().features().get(0);
            int root = b.find(b.segment(b.tileAt(ref.at().x(), ref.at().y()), ref.segment()));
            scoredRoots.merge(root, 1, Integer::sum);
            for (Figure f : a.figures()) {
                if (f.kind() == FigureKind.FOLLOWER) {
                    require(b.find(b.segment(f.tile(), f.segment())) != root,
                            where + ": a follower is left on the feature just scored (B7)");
                }
            }
        }
        int[] end = g.scores();
        for (int p = 0; p < players; p++) {
            require(sum[p] == end[p], "points of the steps add up to " + sum[p] + " for player " + p
                    + ", the final score is " + end[p]);
        }
        List<Integer> complete = completeFeatures(b);
        for (int root : complete) {
            int n = scoredRoots.getOrDefault(root, 0);
            require(n == 1, "the complete " + b.typeOf(root) + " at " + where(b, root) + " was scored " + n + " times");
        }
        for (int root : scoredRoots.keySet()) {
            require(complete.contains(root), "an incomplete " + b.typeOf(root) + " at " + where(b, root)
                    + " was scored as complete");
        }
    }

    /** Roots of every complete road, city and monastery on the board. */
    static List<Integer> completeFeatures(Board b) {
        List<Integer> out = new ArrayList<>();
        Set<Integer> seen = new HashSet<>();
        for (int seg = 0; seg < b.segmentCount(); seg++) {
            int root = b.find(seg);
            FeatureType type = b.typeOf(seg);
            if (type != FeatureType.FIELD && complete(b, root, type) && seen.add(root)) {
                out.add(root);
            }
        }
        return out;
    }

    static boolean complete(Board b, int root, FeatureType type) {
        return switch (type) {
            case MONASTERY -> b.neighboursAround(b.tileOf(root)) == 8;
            case FIELD -> false;
            default -> b.openPorts(root) == 0;
        };
    }

    private static String where(Board b, int root) {
        int t = b.tileOf(root);
        return new Pos(b.x(t), b.y(t)).toString();
    }

    static void require(boolean ok, String message) {
        if (!ok) {
            throw new AssertionError(message);
        }
    }
}
