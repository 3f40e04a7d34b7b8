package kudde.ui.editor;

import java.awt.AlphaComposite;
import java.awt.Graphics2D;
import java.awt.event.MouseEvent;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;
import kudde.engine.board.Board;
import kudde.engine.board.Fit;
import kudde.engine.model.FigureKind;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.moves.Frontier;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;
import kudde.engine.play.Message;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.SegmentNames;
import kudde.engine.tile.Side;
import kudde.engine.tile.TileType;
import kudde.explain.Texts;
import kudde.ui.art.TileArt;
import kudde.ui.board.BoardController;
import kudde.ui.board.BoardHit;
import kudde.ui.board.BoardView;
import kudde.ui.doc.Document;
import kudde.ui.doc.Edits;
import kudde.ui.doc.Shown;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Theme;

/**
 * Turns clicks on the board into edits of the document, according to the armed tool; shows the
 * armed tile under the mouse and marks the spots where it fits (green) or not (red, B1).
 * Editing is never refused for making the position impossible (the problems panel says so);
 * only a tile that does not match its neighbours is refused, with the reason.
 */
public final class Editor implements BoardController {
    /** The window's texts. */
    private final Strings texts;
    private final Document doc;
    private final BoardView view;
    private final Consumer<String> status;
    private final Consumer<String> warn;
    private final List<Runnable> toolListeners = new CopyOnWriteArrayList<>();
    private Tool tool = Tool.POINTER;
    private int rotation;
    private Shown shown;
    private final TurnMode turns;

    /**
     * @param status where to say what an edit did
     * @param warn   where to say why a click did nothing (a tile that does not fit, B1)
     */
    public Editor(Document doc, BoardView view, Strings texts, Consumer<String> status, Consumer<String> warn) {
        this.texts = texts;
        this.doc = doc;
        this.view = view;
        this.status = status;
        this.warn = warn;
        this.turns = new TurnMode(doc, view, texts, status, warn);
        view.addHoverListener(h -> view.repaint());
        doc.addListener(this::refresh);
        view.setCursorEnabled(true);
        refresh();
    }

    /** Shows the document's position on the board (unless the board is the tutor's now). */
    public void refresh() {
        shown = doc.derived().shown();
        if (active()) {
            Scenario s = doc.scenario();
            view.setPlayers(s.players());
            view.setRules(s.rules());
            view.showState(shown.board(), shown.figures(), Highlight.NONE);
        }
    }

    /**
     * The board is the editor's again (the tutor showed a step on it meanwhile, and the editor
     * neither redrew it nor heard its clicks): show the document's position.
     */
    @Override
    public void taken(BoardView board) {
        refresh();
    }

    /** Whether the board is the editor's now. */
    public boolean active() {
        return view.controller() == this;
    }

    /** Shift+wheel (or another modifier) turns the armed tile. */
    @Override
    public void wheel(java.awt.event.MouseWheelEvent e) {
        if (tool instanceof Tool.PlaceTile) {
            rotate(e.getWheelRotation() > 0 ? 1 : -1);
        }
    }

    /** Playing a turn on the board (on only when the user turns it on). */
    public TurnMode turns() {
        return turns;
    }

    /** Escape: stops turn mode, else takes the pointer. */
    public void escape() {
        if (turns.on()) {
            turns.stop();
        } else {
            setTool(Tool.POINTER);
        }
    }

    public Tool tool() {
        return tool;
    }

    /** Arms a tool; the board takes the keyboard, so R, the arrows and Enter act on it. */
    public void setTool(Tool t) {
        if (turns.on() && t instanceof Tool.PlaceTile pt) {
            // In turn mode the palette's tile is the tile to play, not an edit of the set-up.
            turns.pickTile(pt.type());
            return;
        }
        if (turns.on()) {
            // Another tool edits the set-up: that ends the turn being played.
            turns.stop();
        }
        if (t instanceof Tool.PlaceTile next && !(tool instanceof Tool.PlaceTile cur && cur.type() == next.type())) {
            // A newly armed tile starts upright, as printed in the palette.
            rotation = 0;
        }
        tool = t;
        view.requestFocusInWindow();
        for (Runnable r : toolListeners) {
            r.run();
        }
        view.repaint();
    }

    public void addToolListener(Runnable r) {
        toolListeners.add(r);
    }

    /** Rotation of the armed tile in degrees. */
    public int rotation() {
        return rotation;
    }

    /** Turns the armed tile by quarter turns (positive: clockwise). */
    public void rotate(int quarters) {
        if (turns.on()) {
            turns.rotate(quarters);
            return;
        }
        rotation = Math.floorMod(rotation + 90 * quarters, 360);
        if (tool instanceof Tool.PlaceTile t) {
            status.accept(texts.format("status.rotation", t.type().id(), rotation));
        }
        for (Runnable r : toolListeners) {
            r.run();
        }
        view.repaint();
    }

    public Shown shown() {
        return shown;
    }

    // ---- clicks ----

    @Override
    public void clicked(BoardHit hit, MouseEvent e) {
        boolean secondary = e != null && (SwingUtilities.isRightMouseButton(e) || e.isShiftDown());
        if (tool instanceof Tool.PlaceTile t) {
            if (secondary) {
                rotate(1);
            } else {
                placeTile(t.type(), hit.cell());
            }
        } else if (tool instanceof Tool.PlaceFigure f) {
            placeFigure(f, hit);
        } else if (tool instanceof Tool.Sheep s) {
            sheep(s.value(), hit, secondary);
        } else if (tool instanceof Tool.Eraser) {
            erase(hit);
        } else if (secondary && hit.onTile()) {
            // Pointer: a right-click turns a placed tile, figures and all.
            doc.apply(Edits.turnTile(hit.cell()));
        } else {
            point(hit);
        }
    }

    private void placeTile(TileType type, Pos at) {
        Orientation o = type.oriented(rotation);
        Fit fit = shown.board().fit(o, at.x(), at.y());
        if (fit.fits() || fit.problem() == Fit.Problem.NO_NEIGHBOUR) {
            doc.apply(Edits.placeTile(new TilePlacement(type, at, rotation)));
            view.keepInView(at);
            status.accept(texts.format(fit.fits() ? "status.placed" : "status.placedApart", type.id(), at.toString(),
                    rotation));
            return;
        }
        int turn = fittingRotation(type, at);
        if (turn >= 0) {
            // An amber spot: turn the armed tile so it fits; the next click places it.
            rotation = turn;
            for (Runnable r : toolListeners) {
                r.run();
            }
            view.repaint();
            status.accept(texts.format("status.turnedToFit", type.id(), turn, at.toString()));
        } else {
            warn.accept(why(o, at, fit));
        }
    }

    /** The first rotation, clockwise from the current one, in which the tile fits at a spot (B1), or -1. */
    public int fittingRotation(TileType type, Pos at) {
        for (int k = 1; k < 4; k++) {
            int r = (rotation + 90 * k) % 360;
            if (shown.board().fit(type.oriented(r), at.x(), at.y()).fits()) {
                return r;
            }
        }
        return -1;
    }

    /** Why a tile cannot go to a spot, in the reader's language (B1). */
    public String why(Orientation o, Pos at, Fit fit) {
        if (fit.problem() == Fit.Problem.OCCUPIED) {
            return texts.format("status.occupied", at.toString());
        }
        Board b = shown.board();
        Side side = fit.side();
        Orientation theirs = b.tile(fit.neighbour());
        Message m = Message.of("problem.board.mismatch", o.type().id(), at.toString(),
                new Message.Term("side." + side.name()), new Message.Term("edge." + o.edge(side).name()),
                theirs.type().id(), new Pos(b.x(fit.neighbour()), b.y(fit.neighbour())).toString(),
                new Message.Term("edge." + theirs.edge(side.opposite()).name()));
        return Texts.of(texts.locale()).render(m);
    }

    private void placeFigure(Tool.PlaceFigure f, BoardHit hit) {
        if (!hit.onTile()) {
            warn.accept(texts.get("status.needTile"));
            return;
        }
        if (!f.kind().owned()) {
            doc.apply(Edits.addFigure(new FigureSetup(f.kind(), null, hit.cell(), null, List.of())));
            return;
        }
        Orientation o = shown.board().tile(hit.tile());
        if (f.kind() == FigureKind.SHEPHERD && o.type().segment(hit.segment()).type() != FeatureType.FIELD) {
            warn.accept(texts.get("status.shepherdField"));
            return;
        }
        String on = SegmentNames.canonical(o, hit.segment());
        doc.apply(Edits.addFigure(new FigureSetup(f.kind(), f.player(), hit.cell(), on, List.of())));
        status.accept(texts.format("status.figurePlaced", texts.get("figure." + f.kind().word()), on,
                hit.cell().toString()));
    }

    private void sheep(int value, BoardHit hit, boolean remove) {
        int shepherd = shepherdAt(hit);
        if (shepherd < 0) {
            warn.accept(texts.get("status.needShepherd"));
            return;
        }
        int index = shown.setupIndex()[shepherd];
        doc.apply(remove ? Edits.removeSheep(index, value) : Edits.addSheep(index, value));
    }

    /** The shepherd clicked, or the one standing on the clicked segment. */
    private int shepherdAt(BoardHit hit) {
        List<Figure> figs = shown.figures();
        if (hit.onFigure() && figs.get(hit.figure()).kind() == FigureKind.SHEPHERD) {
            return hit.figure();
        }
        for (int i = 0; i < figs.size(); i++) {
            Figure f = figs.get(i);
            if (f.kind() == FigureKind.SHEPHERD && f.tile() == hit.tile() && f.segment() == hit.segment()) {
                return i;
            }
        }
        return -1;
    }

    private void erase(BoardHit hit) {
        if (hit.onFigure()) {
            doc.apply(Edits.removeFigure(shown.setupIndex()[hit.figure()]));
        } else if (hit.onTile()) {
            doc.apply(Edits.removeTile(hit.cell()));
        }
    }

    private void point(BoardHit hit) {
        if (hit.onTile()) {
            Orientation o = shown.board().tile(hit.tile());
            String on = hit.segment() >= 0 ? SegmentNames.canonical(o, hit.segment()) : "";
            status.accept(texts.format("status.pointed", o.type().id(), hit.cell().toString(), o.rotationDegrees(), on));
        }
    }

    @Override
    public void figureDragged(int figure, BoardHit to, MouseEvent e) {
        if (!(tool instanceof Tool.Pointer)) {
            return;
        }
        Figure f = shown.figures().get(figure);
        int index = shown.setupIndex()[figure];
        if (!to.onTile()) {
            warn.accept(texts.get("status.needTile"));
            return;
        }
        if (!f.kind().owned()) {
            doc.apply(Edits.moveFigure(index, to.cell(), null));
            return;
        }
        Orientation o = shown.board().tile(to.tile());
        if (f.kind() == FigureKind.SHEPHERD && o.type().segment(to.segment()).type() != FeatureType.FIELD) {
            warn.accept(texts.get("status.shepherdField"));
            return;
        }
        doc.apply(Edits.moveFigure(index, to.cell(), SegmentNames.canonical(o, to.segment())));
    }

    // ---- overlay: the armed tile and where it fits ----

    /** Empty spots next to the board, as the engine's legal-move frontier finds them (B1). */
    public Set<Pos> frontier() {
        Set<Pos> out = new LinkedHashSet<>();
        Frontier open = Frontier.of(shown.board());
        for (int i = 0; i < open.size(); i++) {
            out.add(open.pos(i));
        }
        return out;
    }

    @Override
    public void paintOver(Graphics2D g, BoardView v) {
        if (!(tool instanceof Tool.PlaceTile t)) {
            return;
        }
        double px = v.camera().scale();
        Orientation o = t.type().oriented(rotation);
        Board b = shown.board();
        for (Pos p : frontier()) {
            boolean fits = b.fit(o, p.x(), p.y()).fits();
            if (fits) {
                kudde.ui.board.Lines.cased(g, new Rectangle2D.Double(p.x() + 0.08, p.y() + 0.08, 0.84, 0.84),
                        kudde.ui.board.Lines.solid(3, px), Theme.colour("Kudde.board.fits"), px);
            } else if (fittingRotation(t.type(), p) >= 0) {
                // Fits when turned: an amber frame with a turn arrow.
                java.awt.Color turned = Theme.colour("Kudde.board.fitsTurned");
                kudde.ui.board.Lines.cased(g, new Rectangle2D.Double(p.x() + 0.08, p.y() + 0.08, 0.84, 0.84),
                        kudde.ui.board.Lines.dashed(3, px), turned, px);
                kudde.ui.board.Lines.cased(g, new java.awt.geom.Arc2D.Double(p.x() + 0.38, p.y() + 0.38, 0.24, 0.24, 90,
                        -270, java.awt.geom.Arc2D.OPEN), kudde.ui.board.Lines.round(3, px), turned, px);
            } else {
                java.awt.Color not = Theme.colour("Kudde.board.fitsNot");
                kudde.ui.board.Lines.cased(g, new Line2D.Double(p.x() + 0.38, p.y() + 0.38, p.x() + 0.62, p.y() + 0.62),
                        kudde.ui.board.Lines.round(3, px), not, px);
                kudde.ui.board.Lines.cased(g, new Line2D.Double(p.x() + 0.62, p.y() + 0.38, p.x() + 0.38, p.y() + 0.62),
                        kudde.ui.board.Lines.round(3, px), not, px);
            }
        }
        Pos at = v.hover() != null ? v.hover().cell() : v.cursorCell();
        if (at == null || b.tileAt(at.x(), at.y()) >= 0) {
            return;
        }
        Fit fit = b.fit(o, at.x(), at.y());
        Graphics2D ghost = (Graphics2D) g.create();
        ghost.translate(at.x(), at.y());
        ghost.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.7f));
        TileArt.paint(ghost, o, px);
        ghost.dispose();
        boolean ok = fit.fits() || fit.problem() == Fit.Problem.NO_NEIGHBOUR;
        // Not fitting is dash-dotted, not only red (docs/accessibility.md).
        kudde.ui.board.Lines.cased(g, new Rectangle2D.Double(at.x(), at.y(), 1, 1),
                ok ? kudde.ui.board.Lines.solid(3, px) : kudde.ui.board.Lines.dashDotted(3, px),
                Theme.colour(ok ? "Kudde.board.ghostFits" : "Kudde.board.ghostFitsNot"), px);
        if (fit.problem() == Fit.Problem.EDGE_MISMATCH) {
            Side s = fit.side();
            double cx = at.x() + 0.5 + s.dx() * 0.45;
            double cy = at.y() + 0.5 + s.dy() * 0.45;
            double hx = s.dy() != 0 ? 0.3 : 0;
            double hy = s.dx() != 0 ? 0.3 : 0;
            kudde.ui.board.Lines.cased(g, new Line2D.Double(cx - hx, cy - hy, cx + hx, cy + hy),
                    kudde.ui.board.Lines.round(6, px), Theme.colour("Kudde.board.ghostFitsNot"), px);
        }
    }
}
