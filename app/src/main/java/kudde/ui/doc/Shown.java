package kudde.ui.doc;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import kudde.engine.board.Board;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.play.Figure;
import kudde.engine.tile.SegmentNames;

/**
 * A scenario's position as the board view shows it: a board built from its tiles and its
 * figures located on it. An impossible position still shows as far as it can (a second tile on
 * one spot or a figure without a tile is left out; the problems panel says why).
 *
 * @param setupIndex for each shown figure, its index in the scenario's figures
 */
public record Shown(Board board, List<Figure> figures, int[] setupIndex) {
    public Shown {
        figures = List.copyOf(figures);
        setupIndex = setupIndex.clone();
    }

    @Override
    public int[] setupIndex() {
        return setupIndex.clone();
    }

    public static Shown of(Scenario s) {
        Board board = new Board(s.board().size() + 4);
        Set<Pos> taken = new HashSet<>();
        for (TilePlacement p : s.board()) {
            if (taken.add(p.at()) && p.rotation() % 90 == 0) {
                board.place(p.oriented(), p.at().x(), p.at().y());
            }
        }
        List<Figure> figures = new ArrayList<>();
        List<Integer> index = new ArrayList<>();
        for (int i = 0; i < s.figures().size(); i++) {
            FigureSetup f = s.figures().get(i);
            if (f.at() == null) {
                continue;
            }
            int t = board.tileAt(f.at().x(), f.at().y());
            if (t < 0) {
                continue;
            }
            int segment = -1;
            if (f.kind().owned()) {
                SegmentNames.Lookup look = SegmentNames.find(board.tile(t), f.on());
                segment = look.found() ? look.segment() : -1;
            }
            figures.add(new Figure(f.kind(), s.playerIndex(f.player()), f.at().x(), f.at().y(), t, segment,
                    f.sheep()));
            index.add(i);
        }
        int[] setupIndex = index.stream().mapToInt(Integer::intValue).toArray();
        return new Shown(board, figures, setupIndex);
    }
}
