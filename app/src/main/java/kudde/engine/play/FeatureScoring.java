package kudde.engine.play;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.board.FeatureView;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.rules.RuleId;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.Spots;

/** Scoring completed roads, cities and monasteries during the game (B3–B7, H3–H4, V1–V2). */
final class FeatureScoring {
    private final Game g;
    /** V2: vineyard tiles that gave a monastery its bonus in this game, and which monasteries. */
    private final List<Integer> paidVineyards = new ArrayList<>();
    private final List<List<Integer>> paidMonasteries = new ArrayList<>();

    /** Takes over which vineyards have paid which monasteries (V2), for a copy of the game. */
    void copyFrom(FeatureScoring o) {
        paidVineyards.addAll(o.paidVineyards);
        for (List<Integer> m : o.paidMonasteries) {
            paidMonasteries.add(new ArrayList<>(m));
        }
    }

    FeatureScoring(Game g) {
        this.g = g;
    }

    /** Step 5 of the turn: every road, city and monastery the tile just completed scores once. */
    void scoreCompleted(int tile) {
        for (int root : completedBy(tile)) {
            scoreClosed(root, g.board.typeOf(root), tile);
        }
    }

    /** Roots of the roads, cities and monasteries the tile just completed, in scoring order. */
    List<Integer> completedBy(int tile) {
        List<Integer> done = new ArrayList<>();
        for (int s = 0; s < g.board.segmentsOn(tile); s++) {
            int seg = g.board.segment(tile, s);
            FeatureType type = g.board.typeOf(seg);
            if (type != FeatureType.ROAD && type != FeatureType.CITY) {
                continue;
            }
            int root = g.board.find(seg);
            if (g.board.openPorts(root) == 0 && !done.contains(root)) {
                done.add(root);
            }
        }
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int t = g.board.tileAt(g.board.x(tile), g.board.y(tile), dx, dy);
                // The neighbour count first: placing the tile has just updated it, so it is at
                // hand, and only a surrounded tile's type needs fetching (a cache miss on a large board).
                if (t >= 0 && g.board.neighboursAround(t) == 8 && g.board.tile(t).type().monastery() >= 0) {
                    done.add(g.board.segment(t, g.board.tile(t).type().monastery()));
                }
            }
        }
        return done;
    }

    /** D4: does the dragon's path this turn cross a follower of a feature the tile completed? */
    boolean dragonTimingMatters(int tile, List<Pos> path) {
        for (int root : completedBy(tile)) {
            for (Figure f : g.figures) {
                if (f.kind() == FigureKind.FOLLOWER && g.rootOf(f) == root && path.contains(new Pos(f.x(), f.y()))) {
                    return true;
                }
            }
        }
        return false;
    }

    private void scoreClosed(int root, FeatureType type, int placedTile) {
        FeatureView view = new FeatureView(g.board, root);
        List<Message> details = new ArrayList<>();
        List<RuleId> rules = new ArrayList<>();
        RuleId rule = switch (type) {
            case ROAD -> RuleId.B3;
            case CITY -> RuleId.B4;
            default -> RuleId.B5;
        };
        rules.add(rule);
        Worth worth = Worth.completed(g.board, view, g.rules);
        String on = onTile(root, placedTile, type);
        Message what = switch (type) {
            case ROAD -> on.isEmpty() ? Message.of("step.road-complete", worth.tiles())
                    : Message.of("step.road-complete" + on, worth.tiles(), compass(root, placedTile, type));
            case CITY -> on.isEmpty()
                    ? Message.of(worth.tiny() ? "step.city-complete-tiny" : "step.city-complete", worth.tiles(), worth.pennants())
                    : Message.of((worth.tiny() ? "step.city-complete-tiny" : "step.city-complete") + on, worth.tiles(),
                            worth.pennants(), compass(root, placedTile, type));
            default -> Message.of("step.monastery-complete");
        };
        int vineyards = worth.vineyards();
        Award award = award(root, worth, details, rules, false, null);
        List<Figure> returned = returnFollowers(root);
        if (!returned.isEmpty()) {
            rules.add(RuleId.B7);
        }
        if (!g.recording()) {
            return;
        }
        List<Pos> hlTiles = new ArrayList<>();
        hlTiles.add(new Pos(g.board.x(placedTile), g.board.y(placedTile)));
        if (type == FeatureType.MONASTERY) {
            addRing(hlTiles, g.board.tileOf(root), vineyards > 0);
        }
        for (Figure f : returned) {
            Pos p = new Pos(f.x(), f.y());
            if (!hlTiles.contains(p)) {
                hlTiles.add(p);
            }
        }
        String event = type.word() + (award.points.length > 0 && award.anyone ? "-scored" : "-completed");
        Message main;
        if (!award.anyone) {
            // A follower stands on a road, in a city or monastery: the sentence says which.
            main = Message.of("step.nobody-scores." + type.word(), what);
        } else if (vineyards > 0) {
            // V1: the sum written out, 9 + 3 per vineyard.
            main = Message.of("step.scored-vineyards", what, award.winners, vineyards, award.total);
        } else {
            main = Message.of("step.scored", what, award.winners, award.total);
        }
        if (!returned.isEmpty()) {
            details.add(Message.of("detail.return", returned.size()));
        }
        if (type == FeatureType.MONASTERY) {
            // Last, after the vineyards that explain the sum and the monk's return: the hills around
            // change nothing (H6), a remark with its note on the Dutch text.
            monasteryAmongHills(g.board.tileOf(root), details, rules);
        }
        List<Highlight.Mark> marks = hillMarks(returned, award.points, rules);
        if (type == FeatureType.MONASTERY && vineyards > 0 && award.anyone) {
            marks.addAll(vineyardMarks(g.board.tileOf(root)));
        }
        g.step(rule, event)
                .rules(rules)
                .says(main)
                .details(details)
                .points(award.points)
                .lights(new Highlight(hlTiles, List.of(), List.of(g.segmentRef(root)), marks))
                .record();
        reportHillOutsiders(award, root, returned);
        if (type == FeatureType.MONASTERY && vineyards > 0 && award.anyone) {
            reportSharedVineyards(g.board.tileOf(root));
        }
    }

    /**
     * Which road or city of the placed tile was completed, where the tile holds another of its kind
     * that was not (hills/01: the tile's south city closes, its north city stays open): the pattern's
     * suffix for where it lies on the tile ({@code ".tile"}, {@code ".across"}), else "" for "the
     * city", which needs no more words.
     */
    private String onTile(int root, int tile, FeatureType type) {
        int mine = segmentIn(root, tile, type);
        boolean another = false;
        for (int s = 0; s < g.board.segmentsOn(tile); s++) {
            int seg = g.board.segment(tile, s);
            another |= g.board.typeOf(seg) == type && g.board.find(seg) != root;
        }
        if (mine < 0 || !another) {
            return "";
        }
        Spots.Relation r = Spots.of(g.board.tile(tile), mine).relation();
        return r == Spots.Relation.TILE ? ".tile" : r == Spots.Relation.ACROSS ? ".across" : "";
    }

    /** The compass point of that road or city on the tile, for {@link #onTile}'s patterns. */
    private Message.Term compass(int root, int tile, FeatureType type) {
        int mine = segmentIn(root, tile, type);
        String c = mine < 0 ? null : Spots.of(g.board.tile(tile), mine).compass();
        return new Message.Term("compass." + (c == null ? "N" : c));
    }

    /** The tile's first segment of this kind in the feature {@code root}, -1 if none. */
    private int segmentIn(int root, int tile, FeatureType type) {
        for (int s = 0; s < g.board.segmentsOn(tile); s++) {
            int seg = g.board.segment(tile, s);
            if (g.board.typeOf(seg) == type && g.board.find(seg) == root) {
                return s;
            }
        }
        return -1;
    }

    /** H4: the hill tiles under the followers of the players a hill let win a tie. */
    List<Highlight.Mark> hillMarks(List<Figure> followers, int[] paid, List<RuleId> rules) {
        List<Highlight.Mark> out = new ArrayList<>();
        if (!rules.contains(RuleId.H4)) {
            return out;
        }
        for (Figure f : followers) {
            Pos at = new Pos(f.x(), f.y());
            Highlight.Mark m = new Highlight.Mark(Highlight.Mark.Kind.HILL, at, -1, 0);
            if (paid[f.player()] > 0 && g.board.tile(f.tile()).type().hill() && !out.contains(m)) {
                out.add(m);
            }
        }
        return out;
    }

    /** V1: "+3" on each vineyard around the monastery on {@code monasteryTile}. */
    private List<Highlight.Mark> vineyardMarks(int monasteryTile) {
        List<Highlight.Mark> out = new ArrayList<>();
        int mx = g.board.x(monasteryTile);
        int my = g.board.y(monasteryTile);
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int t = g.board.tileAt(mx, my, dx, dy);
                if (t >= 0 && (dx != 0 || dy != 0) && g.board.tile(t).type().vineyard()) {
                    out.add(new Highlight.Mark(Highlight.Mark.Kind.VINEYARD_BONUS, new Pos(mx + dx, my + dy), -1, 3));
                }
            }
        }
        return out;
    }

    /**
     * H6: a monastery holds one monk, so hills around it never break a tie. Said when hill tiles
     * lie around the monastery, where a learner might expect them to count.
     */
    void monasteryAmongHills(int monasteryTile, List<Message> details, List<RuleId> rules) {
        if (!g.recording()) {
            return;
        }
        int mx = g.board.x(monasteryTile);
        int my = g.board.y(monasteryTile);
        int hills = 0;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int t = g.board.tileAt(mx, my, dx, dy);
                if (t >= 0 && g.board.tile(t).type().hill()) {
                    hills++;
                }
            }
        }
        if (hills > 0) {
            // The sentence agrees with the number of hill tiles: "a hill tile lies", "2 hill tiles lie".
            rules.add(RuleId.H6);
            details.add(Message.of("detail.monastery-hills", hills));
        }
    }

    /**
     * H4: a follower on a hill helps only a player among the tied leaders. A step of its own after
     * the scoring, for the players with fewer followers who stood on a hill and got nothing (B6).
     */
    void reportHillOutsiders(Award award, int root, List<Figure> figures) {
        if (!g.recording() || award.hillOutsiders == 0) {
            return;
        }
        List<Pos> tiles = new ArrayList<>();
        for (Figure f : figures) {
            if ((award.hillOutsiders & (1 << f.player())) != 0 && g.board.tile(f.tile()).type().hill()) {
                Pos p = new Pos(f.x(), f.y());
                if (!tiles.contains(p)) {
                    tiles.add(p);
                }
            }
        }
        g.step(RuleId.H4, "hill-not-leader").citing(RuleId.B6)
                .says(Message.of("step.hill-not-leader", names(award.hillOutsiders), names(award.leaders)))
                .lights(new Highlight(tiles, List.of(), List.of(g.segmentRef(root))))
                .record();
    }

    /** V2: vineyards around this monastery that already gave a bonus to another monastery. */
    private void reportSharedVineyards(int monasteryTile) {
        if (!g.recording()) {
            return;
        }
        int mx = g.board.x(monasteryTile);
        int my = g.board.y(monasteryTile);
        List<Object> again = new ArrayList<>();
        List<Pos> tiles = new ArrayList<>();
        tiles.add(new Pos(mx, my));
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int t = g.board.tileAt(mx, my, dx, dy);
                if (t < 0 || !g.board.tile(t).type().vineyard()) {
                    continue;
                }
                if (paidVineyards.contains(t)) {
                    Pos p = new Pos(mx + dx, my + dy);
                    again.add(Places.around(new Pos(mx, my), p));
                    tiles.add(p);
                    for (int other : paidMonasteries.get(paidVineyards.indexOf(t))) {
                        Pos o = new Pos(g.board.x(other), g.board.y(other));
                        if (!tiles.contains(o)) {
                            tiles.add(o);
                        }
                    }
                    paidMonasteries.get(paidVineyards.indexOf(t)).add(monasteryTile);
                } else {
                    paidVineyards.add(t);
                    paidMonasteries.add(new ArrayList<>(List.of(monasteryTile)));
                }
            }
        }
        if (!again.isEmpty()) {
            g.step(RuleId.V2, "vineyard-shared").citing(RuleId.V1)
                    .says(Message.of("step.vineyard-shared", new Message.Names(again)))
                    .lights(new Highlight(tiles, List.of(), List.of()))
                    .record();
        }
    }

    /** The result of deciding and paying out a feature. */
    record Award(int[] points, boolean anyone, Message.Names winners, int total, int leaders, int hillOutsiders) {
        Award {
            points = points.clone();
        }

        @Override
        public int[] points() {
            return points.clone();
        }
    }

    /**
     * Decides the majority with hills and pays what the feature is worth (with the V1 vineyard
     * bonus, if any) to each winner. Adds details and rule ids for the explanation.
     *
     * @param figureRoots the feature roots of {@code g.figures} (same order) worked out
     *                    beforehand, or null to find them here
     */
    Award award(int root, Worth worth, List<Message> details, List<RuleId> rules, boolean finalScoring,
                int[] figureRoots) {
        int n = g.scores.length;
        Holders holders = Holders.of(g.board, g.figures, n, root, figureRoots);
        Majority m = holders.decide(g.rules.hillTiebreakByCount());
        int[] paid = new int[n];
        if (m.winners() == 0) {
            return new Award(paid, false, new Message.Names(List.of()), 0, 0, 0);
        }
        int total = worth.total();
        if (worth.bonus() > 0) {
            rules.add(RuleId.V1);
            details.add(Message.of("detail.vineyards", worth.vineyards(), vineyardPlaces(root)));
        }
        explainMajority(m, holders, details, rules, finalScoring);
        List<Object> winners = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            if ((m.winners() & (1 << p)) != 0) {
                paid[p] = total;
                g.scores[p] += total;
                winners.add(g.who(p));
            }
        }
        // H4: players with fewer followers than the tied leaders, standing on a hill all the same.
        int outsiders = 0;
        if (m.tie()) {
            for (int p = 0; p < n; p++) {
                if ((m.leaders() & (1 << p)) == 0 && holders.onHill(p) > 0) {
                    outsiders |= 1 << p;
                }
            }
        }
        return new Award(paid, true, new Message.Names(winners), total, m.leaders(), outsiders);
    }

    /** V1: where the vineyards around a monastery lie, by compass point from it. */
    private Message.Names vineyardPlaces(int root) {
        if (!g.recording()) {
            return new Message.Names(List.of());
        }
        int t = g.board.tileOf(root);
        int mx = g.board.x(t);
        int my = g.board.y(t);
        List<Object> places = new ArrayList<>();
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int v = g.board.tileAt(mx, my, dx, dy);
                if (v >= 0 && (dx != 0 || dy != 0) && g.board.tile(v).type().vineyard()) {
                    places.add(Places.around(new Pos(mx, my), new Pos(mx + dx, my + dy)));
                }
            }
        }
        return new Message.Names(places);
    }

    private void explainMajority(Majority m, Holders holders, List<Message> details, List<RuleId> rules,
                                 boolean finalScoring) {
        int players = holders.playersPresent();
        if (players > 1) {
            rules.add(RuleId.B6);
        }
        boolean anyHill = holders.anyOnHill();
        if (!m.tie()) {
            if (players > 1) {
                details.add(Message.of("detail.majority", names(m.winners())));
            }
            if (anyHill) {
                rules.add(RuleId.H3);
                details.add(Message.of("detail.hill-no-tie"));
            }
            return;
        }
        if (m.hillLeaders() == 0) {
            details.add(Message.of("detail.tie-shared", names(m.leaders())));
            return;
        }
        if (finalScoring) {
            rules.add(RuleId.H5);
        }
        // H2: the hill counts for every feature on its tile, so a follower there stands "on a hill".
        rules.add(RuleId.H2);
        rules.add(RuleId.H4);
        if (m.hillDecided()) {
            details.add(Message.of(g.rules.hillTiebreakByCount() ? "detail.tie-hill-count" : "detail.tie-hill",
                    names(m.leaders()), names(m.winners())));
        } else {
            details.add(Message.of("detail.tie-all-on-hills", names(m.leaders())));
        }
    }

    /** B7: followers of a scored feature go back to their owners' supply. */
    List<Figure> returnFollowers(int root) {
        List<Figure> back = new ArrayList<>();
        for (Figure f : g.figures) {
            if (f.kind() == FigureKind.FOLLOWER && g.rootOf(f) == root) {
                back.add(f);
            }
        }
        for (Figure f : back) {
            g.figures.remove(f);
            g.supply[f.player()]++;
        }
        return back;
    }

    Message.Names names(int players) {
        List<Object> out = new ArrayList<>();
        for (int p = 0; p < g.names.length; p++) {
            if ((players & (1 << p)) != 0) {
                out.add(g.who(p));
            }
        }
        return new Message.Names(out);
    }

    /** The monastery's tile and, when they count, the vineyards around it. */
    void addRing(List<Pos> out, int monasteryTile, boolean vineyardsOnly) {
        int mx = g.board.x(monasteryTile);
        int my = g.board.y(monasteryTile);
        Pos m = new Pos(mx, my);
        if (!out.contains(m)) {
            out.add(m);
        }
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int t = g.board.tileAt(mx, my, dx, dy);
                if (t >= 0 && (dx != 0 || dy != 0) && (!vineyardsOnly || g.board.tile(t).type().vineyard())) {
                    Pos p = new Pos(mx + dx, my + dy);
                    if (!out.contains(p)) {
                        out.add(p);
                    }
                }
            }
        }
    }
}
