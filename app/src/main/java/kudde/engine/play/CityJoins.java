package kudde.engine.play;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.rules.RuleId;
import kudde.engine.tile.FeatureType;

/**
 * A tile that joins parts of a city held by different players' followers (B2): they now share one
 * city, and its majority (B6) decides who takes the points when it scores.
 */
final class CityJoins {
    private final Game g;

    CityJoins(Game g) {
        this.g = g;
    }

    /** The city root of each follower in a city before the tile is placed (-1 for the others), in figure order. */
    int[] before() {
        int[] roots = new int[g.figures.size()];
        for (int i = 0; i < roots.length; i++) {
            Figure f = g.figures.get(i);
            roots[i] = -1;
            if (f.kind() == FigureKind.FOLLOWER && g.board.typeOf(g.rootOf(f)) == FeatureType.CITY) {
                roots[i] = g.rootOf(f);
            }
        }
        return roots;
    }

    /**
     * B2: every city the tile made out of parts that each held followers, when those followers
     * belong to more than one player, gets a step naming who now shares it. Only the followers that
     * stood before the tile count; one placed on the tile itself joins nothing (B2 forbids it there).
     */
    void report(int tile, int[] before) {
        if (!g.recording()) {
            return;
        }
        List<Integer> seen = new ArrayList<>();
        for (int i = 0; i < before.length; i++) {
            if (before[i] < 0) {
                continue;
            }
            int root = g.rootOf(g.figures.get(i));
            if (seen.contains(root)) {
                continue;
            }
            seen.add(root);
            List<Integer> parts = new ArrayList<>();
            List<Integer> players = new ArrayList<>();
            List<Integer> shown = new ArrayList<>();
            for (int j = 0; j < before.length; j++) {
                Figure f = g.figures.get(j);
                if (before[j] < 0 || g.rootOf(f) != root) {
                    continue;
                }
                shown.add(j);
                if (!parts.contains(before[j])) {
                    parts.add(before[j]);
                }
                if (!players.contains(f.player())) {
                    players.add(f.player());
                }
            }
            if (parts.size() > 1 && players.size() > 1) {
                players.sort(null);
                List<Object> names = new ArrayList<>();
                for (int p : players) {
                    names.add(g.who(p));
                }
                g.step(RuleId.B2, "cities-joined").citing(RuleId.B6)
                        .says(Message.of("step.cities-joined", parts.size(), new Message.Names(names)))
                        .lights(new Highlight(List.of(new Pos(g.board.x(tile), g.board.y(tile))), shown,
                                List.of(g.segmentRef(root))))
                        .record();
            }
        }
    }
}
