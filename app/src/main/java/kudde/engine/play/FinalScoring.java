package kudde.engine.play;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.board.FeatureView;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.rules.RuleId;
import kudde.engine.tile.FeatureType;

/**
 * Final scoring after the last turn: incomplete roads, cities and monasteries (B8, V3), fields
 * (B9), hills in ties (H5), and flocks that are worth nothing (S10). Figures stay where they stand.
 */
final class FinalScoring {
    private static final List<FeatureType> ORDER =
            List.of(FeatureType.ROAD, FeatureType.CITY, FeatureType.MONASTERY, FeatureType.FIELD);

    private final Game g;
    private final FeatureScoring scoring;

    FinalScoring(Game g, FeatureScoring scoring) {
        this.g = g;
        this.scoring = scoring;
    }

    void run() {
        // Final scoring places no tile and moves no figure, so each figure's feature root is
        // found once here instead of once per feature scored.
        int[] roots = new int[g.figures.size()];
        for (int i = 0; i < roots.length; i++) {
            Figure f = g.figures.get(i);
            roots[i] = f.kind().owned() ? g.rootOf(f) : -1;
        }
        for (FeatureType type : ORDER) {
            for (int root : rootsWithFollowers(type, roots)) {
                score(root, type, roots);
            }
        }
        if (!g.recording()) {
            return; // S10 changes nothing: flocks left at the end are only reported
        }
        List<Integer> flocks = new ArrayList<>();
        for (Figure f : g.figures) {
            if (f.kind() == FigureKind.SHEPHERD && !flocks.contains(g.rootOf(f))) {
                flocks.add(g.rootOf(f));
            }
        }
        for (int root : flocks) {
            unscoredFlock(root);
        }
    }

    private List<Integer> rootsWithFollowers(FeatureType type, int[] figureRoots) {
        List<Integer> roots = new ArrayList<>();
        for (int i = 0; i < figureRoots.length; i++) {
            if (g.figures.get(i).kind() == FigureKind.FOLLOWER) {
                int root = figureRoots[i];
                if (g.board.typeOf(root) == type && !roots.contains(root)) {
                    roots.add(root);
                }
            }
        }
        return roots;
    }

    private void score(int root, FeatureType type, int[] figureRoots) {
        FeatureView view = new FeatureView(g.board, root);
        List<Message> details = new ArrayList<>();
        List<RuleId> rules = new ArrayList<>();
        RuleId rule = type == FeatureType.FIELD ? RuleId.B9 : RuleId.B8;
        rules.add(rule);
        Worth worth = Worth.atTheEnd(g.board, view);
        List<Pos> tiles = new ArrayList<>();
        Message what = switch (type) {
            case ROAD -> Message.of("final.road", worth.points());
            case CITY -> Message.of("final.city", worth.tiles(), worth.pennants());
            case MONASTERY -> Message.of("final.monastery", worth.around());
            default -> Message.of("final.field", worth.cities());
        };
        if (type == FeatureType.MONASTERY) {
            if (worth.vineyards() > 0) {
                rules.add(RuleId.V3);
                details.add(Message.of("detail.vineyards-incomplete", worth.vineyards()));
            }
            scoring.monasteryAmongHills(g.board.tileOf(root), details, rules);
            scoring.addRing(tiles, g.board.tileOf(root), false);
        }
        FeatureScoring.Award award = scoring.award(root, worth, details, rules, true, figureRoots);
        if (!g.recording()) {
            return;
        }
        if (type == FeatureType.FIELD) {
            // S9: a shepherd in the field is no follower: it counts for no farmer's majority and this
            // scoring leaves it standing; said where it could seem to take part.
            List<Object> shepherds = new ArrayList<>();
            for (Figure f : g.figures) {
                if (f.kind() == FigureKind.SHEPHERD && g.rootOf(f) == root) {
                    shepherds.add(g.who(f.player()));
                }
            }
            if (!shepherds.isEmpty()) {
                rules.add(RuleId.S9);
                details.add(Message.of("detail.shepherd-not-follower", new Message.Names(shepherds)));
            }
        }
        List<Integer> figs = new ArrayList<>();
        List<Figure> holders = new ArrayList<>();
        for (int i = 0; i < g.figures.size(); i++) {
            Figure f = g.figures.get(i);
            if (f.kind() == FigureKind.FOLLOWER && g.rootOf(f) == root) {
                figs.add(i);
                holders.add(f);
                Pos p = new Pos(f.x(), f.y());
                if (!tiles.contains(p)) {
                    tiles.add(p);
                }
            }
        }
        Message main = award.anyone() && award.total() > 0
                ? Message.of("step.scored", what, award.winners(), award.total())
                : Message.of("step.scores-nothing", what, award.winners());
        g.step(rule, "final-" + type.word())
                .rules(rules)
                .says(main)
                .details(details)
                .points(award.points())
                .lights(new Highlight(tiles, figs, List.of(g.segmentRef(root)),
                        scoring.hillMarks(holders, award.points(), rules)))
                .record();
        scoring.reportHillOutsiders(award, root, holders);
    }

    /** S10: shepherds and sheep left on the board at the end score nothing. */
    private void unscoredFlock(int root) {
        List<Integer> figs = new ArrayList<>();
        List<Object> owners = new ArrayList<>();
        List<Pos> tiles = new ArrayList<>();
        int sheep = 0;
        for (int i = 0; i < g.figures.size(); i++) {
            Figure f = g.figures.get(i);
            if (f.kind() == FigureKind.SHEPHERD && g.rootOf(f) == root) {
                figs.add(i);
                owners.add(g.who(f.player()));
                sheep += f.sheepTotal();
                tiles.add(new Pos(f.x(), f.y()));
            }
        }
        g.step(RuleId.S10, "flock-unscored")
                .says(Message.of("step.flock-unscored", sheep, new Message.Names(owners)))
                .lights(new Highlight(tiles, figs, List.of(g.segmentRef(root))))
                .record();
    }
}
