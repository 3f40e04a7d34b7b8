package kudde.ui.board;

import java.awt.AlphaComposite;
import java.awt.Cursor;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import javax.swing.SwingUtilities;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMove;
import kudde.engine.moves.FigureMoves;
import kudde.engine.moves.TileMove;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.TileType;
import kudde.ui.art.TileArt;
import kudde.ui.kit.Theme;

/**
 * Picks one tile turn on the board: the tile, where it goes, how it is turned, the figure and the
 * tending choice. Whoever plays a turn on the board uses it (the editor's turn mode, the tutor's
 * exercises): give it the board ({@link BoardView#setController}), the tile ({@link #setTile}), and
 * hear the whole move in {@link Listener#chosen}. The picker computes no rule: every "may it go
 * there" is the {@link Judge}'s answer, which asks the engine.
 *
 * <p>The user sees a ghost of the tile under the mouse, framed green where the engine allows it and
 * red where not, and the free spots where it fits (green, solid when it fits turned as it is);
 * R, Shift+wheel or a right-click turn it. A click lays it down (turned the first way it fits there,
 * when it does not fit as it is turned now); a spot where it fits no way says why
 * ({@link Listener#refused}). On the laid-down tile the segments a figure may take are outlined: a
 * click on one puts the figure there (a follower or a shepherd: when both may go, a menu asks);
 * {@link #finishWithoutFigure} plays it without one. At the keyboard, while the tile lies there,
 * the arrows and Tab step through the figures the engine allows (no figure first, then each
 * segment with each kind that may go there), the one chosen framed on the tile, and Enter plays
 * it; Backspace picks the tile up again. When the engine says the turn makes
 * the player tend the flock (S4), a menu asks grow or guide (S5) before the move is reported.
 */
public final class TurnPicker implements BoardController {
    /** The engine's answers about the position the turn is played in. */
    public interface Judge {
        /** Every legal (position, rotation) of {@code tile} (B1). */
        List<TileMove> placements(TileType tile);

        /** Why {@code tile}, turned by {@code rotation}, may not go to {@code at}: the engine's reason, in words. */
        String refusal(TileType tile, Pos at, int rotation);

        /** The figures the player may put on the tile so placed, and whether tending is due (B2, S1, S3, S12, S4). */
        FigureMoves.Options options(TileType tile, TileMove move);

        /** The tending choices open when tending is due: grow and guide, and "none" where tending is optional (S5). */
        List<Turn.Flock> flockChoices();
    }

    /** Hears what the picker does. */
    public interface Listener {
        /** The user chose a whole move. */
        void chosen(Move move);

        /** A spot or a segment was refused; {@code reason} says why, in the reader's language. */
        default void refused(String reason) {
        }

        /** The tile was laid down, picked up or turned (for the caller's hints). */
        default void changed() {
        }
    }

    /**
     * A chosen move.
     *
     * @param figure the figure placed on the new tile (kind, segment, canonical name), or null for none
     * @param flock  the tending choice, or null where none is due
     */
    public record Move(TileType tile, Pos at, int rotation, FigureMove figure, Turn.Flock flock) {
        /** The figure as a tile turn's {@code place}, or null. */
        public Turn.Placement placement() {
            return figure == null ? null : figure.placement();
        }
    }

    private final Judge judge;
    private final Listener listener;
    private final MouseAdapter mouse = new MouseAdapter() {
        @Override
        public void mouseMoved(MouseEvent e) {
            pointAt(e);
        }

        @Override
        public void mouseDragged(MouseEvent e) {
            pointAt(e);
        }

        @Override
        public void mouseExited(MouseEvent e) {
            pointer = null;
            if (view != null) {
                view.repaint();
            }
        }
    };
    private BoardView view;
    private TileType tile;
    private int rotation;
    private List<TileMove> placements = List.of();
    private TileMove laid;
    private FigureMoves.Options options;
    /** Where the mouse is, in board units, or null. */
    private Point2D pointer;
    private JPopupMenu menu;
    private final FigureChoice keyed = new FigureChoice();

    public TurnPicker(Judge judge, Listener listener) {
        this.judge = judge;
        this.listener = listener;
    }

    // ---- what the caller sets ----

    /** The tile to place (null: none yet); it starts upright and not laid down. */
    public void setTile(TileType t) {
        tile = t;
        rotation = 0;
        laid = null;
        options = null;
        placements = t == null ? List.of() : judge.placements(t);
        changed();
    }

    /**
     * The tile already laid down at {@code at}, turned by {@code rotation} (a turn being replaced),
     * when the engine allows it there; else only armed, turned so.
     */
    public void prefill(TileType t, Pos at, int rotation) {
        setTile(t);
        this.rotation = Math.floorMod(rotation, 360);
        TileMove m = new TileMove(at, this.rotation);
        if (placements.contains(m)) {
            lay(m);
        }
        changed();
    }

    /** The position has changed (the judge answers otherwise now): pick the tile up again. */
    public void reset() {
        setTile(tile);
    }

    public TileType tile() {
        return tile;
    }

    public int rotation() {
        return laid != null ? laid.rotation() : rotation;
    }

    /** Where the tile lies, turned, while its figure is chosen; null while it follows the mouse. */
    public TileMove laid() {
        return laid;
    }

    /** The figures the engine allows on the laid-down tile (empty while none is laid down). */
    public List<FigureMove> figureChoices() {
        return options == null ? List.of() : options.figures();
    }

    /**
     * Turns the tile a quarter at a time (positive: clockwise); once laid down, to the next way it
     * fits on that spot.
     */
    public void rotate(int quarters) {
        if (tile == null) {
            return;
        }
        if (laid == null) {
            rotation = Math.floorMod(rotation + 90 * quarters, 360);
        } else {
            List<Integer> ways = waysAt(laid.at());
            int k = ways.indexOf(laid.rotation());
            int next = ways.get(Math.floorMod(k + Integer.signum(quarters), ways.size()));
            lay(new TileMove(laid.at(), next));
        }
        changed();
    }

    /** The figure chosen at the keyboard for the laid-down tile (null: none, or no tile laid). */
    public FigureMove keyedChoice() {
        return laid == null ? null : keyed.chosen();
    }

    /** Steps the keyboard's choice of figure on ({@code by} = 1) or back (−1), as the arrows and Tab do. */
    public void stepChoice(int by) {
        if (laid != null) {
            keyed.step(by);
            changed();
        }
    }

    /** Plays the laid-down tile with the figure chosen at the keyboard (what Enter does). */
    public void playChoice() {
        if (laid != null) {
            finish(keyed.chosen());
        }
    }

    /** Plays the laid-down tile without a figure (the No figure button). */
    public void finishWithoutFigure() {
        if (laid != null) {
            finish(null);
        }
    }

    /** Picks the laid-down tile up again: it follows the mouse. */
    public void pickUp() {
        if (laid != null) {
            rotation = laid.rotation();
            laid = null;
            options = null;
            changed();
        }
    }

    /** While a tile lies there and the board is this picker's, the keys choose its figure ({@link FigureChoice}). */
    private void lendKeys() {
        if (view != null && laid != null) {
            keyed.lendKeys(view, () -> stepChoice(1), () -> stepChoice(-1), this::playChoice, this::pickUp);
        } else {
            keyed.giveKeysBack();
        }
    }

    // ---- the board ----

    @Override
    public void taken(BoardView v) {
        view = v;
        v.addMouseMotionListener(mouse);
        v.addMouseListener(mouse);
        v.setRestingCursor(Cursor.getPredefinedCursor(Cursor.CROSSHAIR_CURSOR));
        lendKeys();
        v.repaint();
    }

    @Override
    public void released(BoardView v) {
        v.removeMouseMotionListener(mouse);
        v.removeMouseListener(mouse);
        v.setRestingCursor(null);
        if (menu != null) {
            menu.setVisible(false);
        }
        view = null;
        keyed.giveKeysBack();
    }

    @Override
    public void wheel(MouseWheelEvent e) {
        rotate(e.getWheelRotation() > 0 ? 1 : -1);
    }

    @Override
    public void clicked(BoardHit hit, MouseEvent e) {
        if (tile == null || hit == null) {
            return;
        }
        if (e != null && SwingUtilities.isRightMouseButton(e)) {
            rotate(1);
            return;
        }
        Pos at = hit.cell();
        if (laid != null && e == null) {
            finishWithoutFigure();  // Enter
            return;
        }
        if (laid != null && laid.at().equals(at)) {
            Point2D p = view.camera().toBoard(e.getX(), e.getY());
            int segment = BoardGeometry.segmentAt(orientation(), at, p.getX(), p.getY());
            figureOn(segment, e);
            return;
        }
        layAt(at);
    }

    private void layAt(Pos at) {
        List<Integer> ways = waysAt(at);
        if (ways.isEmpty()) {
            listener.refused(judge.refusal(tile, at, rotation));
            return;
        }
        lay(new TileMove(at, ways.contains(rotation) ? rotation : ways.get(0)));
        changed();
    }

    private void lay(TileMove m) {
        laid = m;
        options = judge.options(tile, m);
        keyed.reset(figureChoices());
    }

    /** The rotations in which the tile fits at {@code at}, clockwise from the current one. */
    private List<Integer> waysAt(Pos at) {
        List<Integer> ways = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            int r = (rotation + 90 * k) % 360;
            if (placements.contains(new TileMove(at, r))) {
                ways.add(r);
            }
        }
        return ways;
    }

    private void figureOn(int segment, MouseEvent e) {
        List<FigureMove> here = new ArrayList<>();
        for (FigureMove m : figureChoices()) {
            if (m.segment() == segment) {
                here.add(m);
            }
        }
        if (here.isEmpty()) {
            listener.refused(view.texts().get("picker.noFigureHere"));
        } else if (here.size() == 1) {
            finish(here.get(0));
        } else {
            ask(e, here, m -> view.texts().get("picker.figure." + m.kind().word()), this::finish, "picker.figure.");
        }
    }

    private void finish(FigureMove figure) {
        boolean due = options != null && options.tends() && (figure == null || figure.kind() != FigureKind.SHEPHERD);
        if (!due) {
            report(figure, null);
            return;
        }
        ask(null, judge.flockChoices(), f -> view.texts().get("picker.flock." + f.word()), f -> report(figure, f),
                "picker.flock.");
    }

    private void report(FigureMove figure, Turn.Flock flock) {
        Move m = new Move(tile, laid.at(), laid.rotation(), figure, flock);
        listener.chosen(m);
    }

    /** A small menu at the mouse (or on the tile): each choice a named item (the tests' handle). */
    private <T> void ask(MouseEvent e, List<T> choices, java.util.function.Function<T, String> text,
                         java.util.function.Consumer<T> then, String namePrefix) {
        menu = new JPopupMenu();
        menu.setName("picker.menu");
        for (T c : choices) {
            JMenuItem item = new JMenuItem(text.apply(c));
            item.setName(namePrefix + (c instanceof FigureMove m ? m.kind().word() : ((Turn.Flock) c).word()));
            item.addActionListener(a -> then.accept(c));
            menu.add(item);
        }
        java.awt.Point p = e != null ? e.getPoint() : view.cellPoint(laid.at());
        menu.show(view, p.x, p.y);
        if (e == null && menu.getComponentCount() > 0) {
            // Asked at the keyboard: the first choice is armed, so the arrows and Enter go on from it.
            javax.swing.MenuSelectionManager.defaultManager().setSelectedPath(
                    new javax.swing.MenuElement[] {menu, (JMenuItem) menu.getComponent(0)});
        }
    }

    private Orientation orientation() {
        return tile.oriented(laid != null ? laid.rotation() : rotation);
    }

    private void pointAt(MouseEvent e) {
        pointer = view.camera().toBoard(e.getX(), e.getY());
        view.repaint();
    }

    private void changed() {
        lendKeys();
        listener.changed();
        if (view != null) {
            view.repaint();
        }
    }

    // ---- painting: the spots, the ghost, the segments a figure may take ----

    @Override
    public void paintOver(Graphics2D g, BoardView v) {
        if (tile == null) {
            return;
        }
        double px = v.camera().scale();
        if (laid == null) {
            paintSpots(g, px);
            Pos at = pointer != null ? new Pos((int) Math.floor(pointer.getX()), (int) Math.floor(pointer.getY()))
                    : v.cursorCell();
            if (at != null && v.board().tileAt(at.x(), at.y()) < 0) {
                boolean fits = placements.contains(new TileMove(at, rotation));
                ghost(g, tile.oriented(rotation), at, fits ? "Kudde.board.ghostFits" : "Kudde.board.ghostFitsNot", px,
                        0.6f);
            }
            return;
        }
        Orientation o = orientation();
        ghost(g, o, laid.at(), "Kudde.board.ghostFits", px, 0.9f);
        int under = pointer != null ? BoardGeometry.segmentAt(o, laid.at(), pointer.getX(), pointer.getY()) : -1;
        if (pointer != null && (Math.floor(pointer.getX()) != laid.at().x() || Math.floor(pointer.getY()) != laid.at().y())) {
            under = -1;
        }
        Set<Integer> allowed = new LinkedHashSet<>();
        for (FigureMove m : figureChoices()) {
            allowed.add(m.segment());
        }
        for (int s : allowed) {
            Shape shape = BoardGeometry.segmentShape(o, laid.at(), s);
            if (s == under) {
                g.setColor(Theme.colour("Kudde.board.hoverFill"));
                g.fill(shape);
            }
            Lines.cased(g, shape, Lines.round(2.5, px), Theme.colour("Kudde.board.hoverLine"), px);
        }
        FigureMove chosen = keyedChoice();
        if (chosen != null) {
            // The keyboard's choice, framed in the keyboard cursor's colour.
            Shape shape = BoardGeometry.segmentShape(o, laid.at(), chosen.segment());
            g.setColor(Theme.colour("Kudde.board.hoverFill"));
            g.fill(shape);
            Lines.cased(g, shape, Lines.dotted(4, px), Theme.colour("Kudde.board.cursor"), px);
        }
    }

    private void paintSpots(Graphics2D g, double px) {
        Set<Pos> any = new LinkedHashSet<>();
        Set<Pos> now = new LinkedHashSet<>();
        for (TileMove m : placements) {
            any.add(m.at());
            if (m.rotation() == rotation) {
                now.add(m.at());
            }
        }
        for (Pos p : any) {
            boolean solid = now.contains(p);
            Lines.cased(g, new Rectangle2D.Double(p.x() + 0.08, p.y() + 0.08, 0.84, 0.84),
                    solid ? Lines.solid(3, px) : Lines.dashed(3, px),
                    Theme.colour(solid ? "Kudde.board.fits" : "Kudde.board.fitsTurned"), px);
        }
    }

    private static void ghost(Graphics2D g, Orientation o, Pos at, String frame, double px, float alpha) {
        Graphics2D tg = (Graphics2D) g.create();
        tg.translate(at.x(), at.y());
        tg.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, alpha));
        TileArt.paint(tg, o, px);
        tg.dispose();
        java.awt.Color colour = Theme.colour(frame);
        boolean fits = !frame.endsWith("Not");
        Lines.cased(g, new Rectangle2D.Double(at.x(), at.y(), 1, 1), fits ? Lines.solid(3, px) : Lines.dashDotted(3, px),
                colour, px);
        if (!fits) {
            // Crossed in the corner as well: "does not fit" is told by its shape, not its red alone.
            Lines.cased(g, new java.awt.geom.Line2D.Double(at.x() + 0.76, at.y() + 0.06, at.x() + 0.94, at.y() + 0.24),
                    Lines.solid(3, px), colour, px);
            Lines.cased(g, new java.awt.geom.Line2D.Double(at.x() + 0.94, at.y() + 0.06, at.x() + 0.76, at.y() + 0.24),
                    Lines.solid(3, px), colour, px);
        }
    }
}
