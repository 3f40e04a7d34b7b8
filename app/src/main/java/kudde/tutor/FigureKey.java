package kudde.tutor;

import kudde.engine.model.FigureKind;
import kudde.engine.play.Figure;
import kudde.engine.play.Snapshot;

/**
 * Who a figure is across steps: a player's follower or shepherd on one segment of one tile; the
 * dragon and the fairy by kind, since they move.
 */
record FigureKey(FigureKind kind, int player, int tile, int segment) {
    static FigureKey of(Figure f) {
        return f.kind().owned() ? new FigureKey(f.kind(), f.player(), f.tile(), f.segment())
                : new FigureKey(f.kind(), -1, -1, -1);
    }

    boolean matches(Figure f) {
        return f.kind() == kind && (!kind.owned() || f.player() == player && f.tile() == tile && f.segment() == segment);
    }

    /** This figure in {@code s}, or null. */
    Figure in(Snapshot s) {
        for (Figure f : s.figures()) {
            if (matches(f)) {
                return f;
            }
        }
        return null;
    }
}
