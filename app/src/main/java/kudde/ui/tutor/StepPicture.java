package kudde.ui.tutor;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import kudde.tutor.Stage;
import kudde.tutor.Timeline;
import kudde.ui.board.BoardController;
import kudde.ui.board.BoardHit;
import kudde.ui.board.BoardView;

/**
 * A picture of one step of a lesson as the tutor shows it (a handout's images): the position after
 * the step, its highlight, the ghosts of what it took away and its marks, cropped to the tiles, in
 * one language. Painted by a board of its own, so the window's board and zoom are left alone.
 * Event thread only.
 */
public final class StepPicture {
    /** Tiles of room round the picture's tiles (beyond the board's own narrow margin). */
    private static final double BADGE_ROOM = 0.4;

    private StepPicture() {
    }

    /**
     * @param position a step index, or {@link Timeline#START} for the set-up
     * @param pixelsPerTile the picture's scale
     */
    public static BufferedImage of(Timeline t, int position, TutorTexts texts, double pixelsPerTile) {
        Stage stage = Stage.of(t, position, position == Timeline.START ? kudde.engine.play.Highlight.NONE
                : t.steps().get(position).highlight());
        StageOverlay overlay = new StageOverlay();
        overlay.show(stage, texts);
        BoardView view = new BoardView();
        view.setPlayers(t.resolution().scenario().players());
        view.setRules(t.resolution().scenario().rules());
        view.showState(stage.board(), stage.figures(), stage.highlight());
        // The author's arrows, rings and squares of this step, never an editor's hint.
        view.setMarks(kudde.tutor.StepNotes.marks(t.resolution(), position));
        view.setController(new BoardController() {
            @Override
            public void taken(BoardView v) {
            }

            @Override
            public void clicked(BoardHit hit, java.awt.event.MouseEvent e) {
            }

            @Override
            public void paintInPicture(Graphics2D g, BoardView v, double px) {
                overlay.paint(g, v, px);
            }
        });
        // Room round the tiles for the badges over a figure at the edge ("drawn: 1 sheep").
        java.awt.geom.Rectangle2D tiles = view.tileBounds();
        java.awt.geom.Rectangle2D room = new java.awt.geom.Rectangle2D.Double(tiles.getX() - BADGE_ROOM,
                tiles.getY() - BADGE_ROOM, tiles.getWidth() + 2 * BADGE_ROOM, tiles.getHeight() + 2 * BADGE_ROOM);
        // A caption wider than that room ("drawn: 1 sheep" beside a figure at the edge) widens the
        // picture: painted once aside to learn where the captions go, so none is cut off.
        java.awt.image.BufferedImage aside = new java.awt.image.BufferedImage(1, 1, java.awt.image.BufferedImage.TYPE_INT_ARGB);
        Graphics2D ag = aside.createGraphics();
        ag.scale(pixelsPerTile, pixelsPerTile);
        overlay.paint(ag, view, pixelsPerTile);
        ag.dispose();
        java.awt.geom.Rectangle2D captions = overlay.extent();
        if (captions != null) {
            double m = 4 / pixelsPerTile;
            room = room.createUnion(new java.awt.geom.Rectangle2D.Double(captions.getX() - m, captions.getY() - m,
                    captions.getWidth() + 2 * m, captions.getHeight() + 2 * m));
        }
        kudde.ui.board.BoardRendering r = view.startRendering(room, pixelsPerTile, Integer.MAX_VALUE);
        r.paintNext();
        return r.image();
    }
}
