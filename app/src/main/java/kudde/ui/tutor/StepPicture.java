package kudde.ui.tutor;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import kudde.engine.play.Highlight;
import kudde.tutor.Stage;
import kudde.tutor.StepNotes;
import kudde.tutor.Timeline;
import kudde.ui.board.BoardController;
import kudde.ui.board.BoardHit;
import kudde.ui.board.BoardRendering;
import kudde.ui.board.BoardView;
import kudde.lesson.Lesson;
import kudde.ui.kit.Strings;

/**
 * A picture of one step of a lesson as the tutor shows it (a handout's images): the position after
 * the step, its highlight, the ghosts of what it took away and its marks, cropped to the tiles, in
 * one language. Painted by a board of its own, so the window's board and zoom are left alone.
 * Event thread only.
 */
public final class StepPicture {
    /** Tiles of room round the picture's tiles (beyond the board's own narrow margin). */
    private static final double BADGE_ROOM = 0.4;

    private final BoardView view;
    private final StageOverlay overlay = new StageOverlay();

    private StepPicture(Lesson lesson, Timeline t, int position, TutorTexts texts) {
        // The board's own words (the start tile's badge, a summed flock) in the picture's language.
        view = new BoardView(Strings.in(texts.locale()));
        view.paintsPictures();
        Stage stage = Stage.of(t, position, position == Timeline.START ? Highlight.NONE
                : t.steps().get(position).highlight());
        overlay.show(stage, texts);
        view.setPlayers(t.resolution().scenario().players());
        view.setRules(t.resolution().scenario().rules());
        view.showState(stage.board(), stage.figures(), stage.highlight());
        // The author's arrows, rings and squares of this step, never an editor's hint.
        view.setMarks(StepNotes.marks(t.resolution(), lesson, position));
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
    }

    /**
     * @param lesson   what the author drew at the step is drawn too
     * @param position a step index, or {@link Timeline#START} for the set-up
     * @param pixelsPerTile the picture's scale
     */
    public static BufferedImage of(Lesson lesson, Timeline t, int position, TutorTexts texts, double pixelsPerTile) {
        return of(lesson, t, position, texts, pixelsPerTile, 1, null);
    }

    /**
     * A picture laid out at {@code pixelsPerTile} and drawn {@code density} times as fine, showing at
     * least {@code frame} (tile units, may be null): every picture of a lesson framed alike.
     */
    public static BufferedImage of(Lesson lesson, Timeline t, int position, TutorTexts texts, double pixelsPerTile,
                                   double density,
                                   Rectangle2D frame) {
        StepPicture p = new StepPicture(lesson, t, position, texts);
        return p.render(p.room(pixelsPerTile, frame), pixelsPerTile, density);
    }

    /**
     * A picture exactly {@code width} pixels wide (a PNG for print): laid out at 96 pixels a tile
     * and drawn finer as the width asks, or laid out smaller when the board is too wide for it.
     */
    public static BufferedImage ofWidth(Lesson lesson, Timeline t, int position, TutorTexts texts, int width) {
        StepPicture p = new StepPicture(lesson, t, position, texts);
        double layout = BoardRendering.LAYOUT_PIXELS;
        Rectangle2D room = p.room(layout, null);
        double density = BoardRendering.densityFor(room.getWidth(), width);
        // The captions' room in tiles depends on the layout scale: settle it in a few rounds.
        for (int round = 0; round < 3; round++) {
            double next = width / (room.getWidth() * density);
            if (Math.abs(next - layout) < 1e-9) {
                break;
            }
            layout = next;
            room = p.room(layout, null);
        }
        double wide = width / (layout * density);
        if (wide > room.getWidth()) {
            room = new Rectangle2D.Double(room.getCenterX() - wide / 2, room.getY(), wide, room.getHeight());
        } else {
            layout = width / (room.getWidth() * density);
        }
        return p.render(room, layout, density);
    }

    /** The tiles with room round them for the badges and the captions, in tile units. */
    private Rectangle2D room(double pixelsPerTile, Rectangle2D frame) {
        // Room round the tiles for the badges over a figure at the edge ("drawn: 1 sheep").
        Rectangle2D tiles = view.tileBounds();
        if (frame != null) {
            tiles = tiles.createUnion(frame);
        }
        Rectangle2D room = new Rectangle2D.Double(tiles.getX() - BADGE_ROOM,
                tiles.getY() - BADGE_ROOM, tiles.getWidth() + 2 * BADGE_ROOM, tiles.getHeight() + 2 * BADGE_ROOM);
        // A caption wider than that room ("drawn: 1 sheep" beside a figure at the edge) widens the
        // picture: painted once aside to learn where the captions go, so none is cut off.
        BufferedImage aside = new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB);
        Graphics2D ag = aside.createGraphics();
        ag.scale(pixelsPerTile, pixelsPerTile);
        overlay.paint(ag, view, pixelsPerTile);
        ag.dispose();
        Rectangle2D captions = overlay.extent();
        if (captions != null) {
            double m = 4 / pixelsPerTile;
            room = room.createUnion(new Rectangle2D.Double(captions.getX() - m, captions.getY() - m,
                    captions.getWidth() + 2 * m, captions.getHeight() + 2 * m));
        }
        return room;
    }

    private BufferedImage render(Rectangle2D room, double pixelsPerTile, double density) {
        BoardRendering r = view.startRendering(room, pixelsPerTile, density, Integer.MAX_VALUE);
        r.paintNext();
        return r.image();
    }
}
