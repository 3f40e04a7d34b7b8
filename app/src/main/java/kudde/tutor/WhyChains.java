package kudde.tutor;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.model.Pos;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;
import kudde.engine.play.Snapshot;
import kudde.engine.play.Step;

/**
 * Builds "why?" chains from the steps of a timeline, up to its current position: which steps added
 * to a score, which placed, fed, moved or returned a figure, which grew, merged or scored a feature.
 * Everything comes from the steps' points, highlights and snapshots; no rule is computed here.
 */
public final class WhyChains {
    private WhyChains() {
    }

    /** For a score: every step up to the current one that changed player {@code player}'s score. */
    public static Why score(Timeline t, int player) {
        List<Why.Link> links = new ArrayList<>();
        for (int i = 0; i <= t.index(); i++) {
            Step s = t.steps().get(i);
            if (s.points()[player] != 0) {
                links.add(new Why.Link(i, s, s.points()[player]));
            }
        }
        int base = t.snapshotAt(Timeline.START).scores()[player];
        return new Why(Why.Subject.SCORE, true, base, links);
    }

    /**
     * For figure {@code figure} (an index into the current snapshot's figures): the steps that
     * placed it, added sheep to it, moved it, or are about it.
     */
    public static Why figure(Timeline t, int figure) {
        Figure f = t.snapshot().figures().get(figure);
        FigureKey key = FigureKey.of(f);
        List<Why.Link> links = new ArrayList<>();
        for (int i = 0; i <= t.index(); i++) {
            Step s = t.steps().get(i);
            Figure before = key.in(t.snapshotAt(i - 1));
            Figure after = key.in(s.after());
            if (changed(before, after) || highlights(s, key)) {
                links.add(new Why.Link(i, s, s.totalPoints()));
            }
        }
        return new Why(Why.Subject.FIGURE, key.in(t.snapshotAt(Timeline.START)) != null, 0, links);
    }

    /**
     * For the feature holding segment {@code segment} of the tile at {@code at} on the current board:
     * the steps that placed one of its tiles, put a figure on it or took one off, or are about it
     * (a merge, a score). Features only ever grow, so a part of it at an earlier step is found by
     * its root on the current board.
     */
    public static Why feature(Timeline t, Pos at, int segment) {
        Board b = t.board();
        int tile = b.tileAt(at.x(), at.y());
        if (tile < 0) {
            throw new IllegalArgumentException("no tile at " + at);
        }
        int root = b.find(b.segment(tile, segment));
        int startTiles = t.snapshotAt(Timeline.START).tileCount();
        boolean fromStart = false;
        for (int k = 0; k < startTiles && !fromStart; k++) {
            fromStart = tileTouches(b, k, root);
        }
        List<Why.Link> links = new ArrayList<>();
        for (int i = 0; i <= t.index(); i++) {
            Step s = t.steps().get(i);
            boolean touches = "tile-placed".equals(s.event()) && tileTouches(b, s.after().tileCount() - 1, root);
            for (Highlight.SegmentRef r : s.highlight().features()) {
                int rt = b.tileAt(r.at().x(), r.at().y());
                touches |= rt >= 0 && b.find(b.segment(rt, r.segment())) == root;
            }
            touches |= figuresChangedOn(b, root, t.snapshotAt(i - 1), s.after());
            if (touches) {
                links.add(new Why.Link(i, s, s.totalPoints()));
            }
        }
        return new Why(Why.Subject.FEATURE, fromStart, 0, links);
    }

    private static boolean tileTouches(Board b, int tile, int root) {
        for (int s = 0; s < b.segmentsOn(tile); s++) {
            if (b.find(b.segment(tile, s)) == root) {
                return true;
            }
        }
        return false;
    }

    private static boolean figuresChangedOn(Board b, int root, Snapshot before, Snapshot after) {
        for (Figure f : before.figures()) {
            if (on(b, f, root) && changed(f, FigureKey.of(f).in(after))) {
                return true;
            }
        }
        for (Figure f : after.figures()) {
            if (on(b, f, root) && FigureKey.of(f).in(before) == null) {
                return true;
            }
        }
        return false;
    }

    private static boolean on(Board b, Figure f, int root) {
        return f.segment() >= 0 && f.tile() < b.tileCount() && b.find(b.segment(f.tile(), f.segment())) == root;
    }

    private static boolean changed(Figure before, Figure after) {
        if (before == null || after == null) {
            return before != after;
        }
        return before.x() != after.x() || before.y() != after.y() || !before.sheep().equals(after.sheep());
    }

    private static boolean highlights(Step s, FigureKey key) {
        for (int i : s.highlight().figures()) {
            if (i < s.after().figures().size() && key.matches(s.after().figures().get(i))) {
                return true;
            }
        }
        return false;
    }
}
