package kudde.ui.board;

import java.awt.Cursor;
import java.awt.Point;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.geom.Point2D;
import javax.swing.SwingUtilities;
import kudde.engine.model.Pos;
import kudde.ui.kit.Keys;

/**
 * The board's mouse and keys: a press and release is a click, a drag from a figure moves it, any
 * other drag pans, with Ctrl held the press is a drawing's ({@link DrawingInput}), the wheel zooms at the mouse (with a modifier it goes to the controller).
 * Keys (when the board has the focus): arrows move the keyboard cursor (or pan when it is off),
 * Shift+arrows pan, + and − zoom, 0 fits the board, Enter clicks at the cursor.
 */
final class BoardInput extends MouseAdapter {
    private static final int DRAG_THRESHOLD = 4;

    private final BoardView view;
    private final BoardGeometry geometry;
    private final DrawingInput drawing;

    private Pos cursor;
    private boolean cursorEnabled;
    /** The cursor frame shows once the arrows are used, and hides when the mouse moves again. */
    private boolean keyboardUsed;

    private Point pressPoint;
    private Point lastDrag;
    private BoardHit pressHit;
    private boolean panning;
    private boolean draggingFigure;
    private Point2D dragFigureAt;

    BoardInput(BoardView view, BoardGeometry geometry) {
        this.view = view;
        this.geometry = geometry;
        this.drawing = new DrawingInput(view);
        view.addMouseListener(this);
        view.addMouseMotionListener(this);
        view.addMouseWheelListener(this);
        bindKeys();
    }

    // ---- keyboard cursor ----

    void setCursorEnabled(boolean on) {
        cursorEnabled = on;
        if (on && cursor == null) {
            cursor = new Pos(0, 0);
        }
    }

    /** The keyboard cursor's cell, or null when it is off. */
    Pos cursorCell() {
        return cursorEnabled ? cursor : null;
    }

    /** The cursor's cell while its frame is to be drawn (the arrows were used since the mouse moved), else null. */
    Pos shownCursor() {
        return cursorEnabled && keyboardUsed ? cursor : null;
    }

    /** Where figure {@code i} is being dragged to, in board units, or null when it is not. */
    Point2D draggedTo(int i) {
        return draggingFigure && pressHit != null && pressHit.figure() == i ? dragFigureAt : null;
    }

    // ---- mouse ----

    /** The arrow being drawn (from, to), or null. */
    kudde.engine.model.Pos[] drawingPreview() {
        return drawing.preview();
    }

    @Override
    public void mousePressed(MouseEvent e) {
        view.requestFocusInWindow();
        if (drawing.pressed(e)) {
            pressPoint = null;  // Ctrl: the drawing's, not a click, a pan or a figure's move
            return;
        }
        pressPoint = e.getPoint();
        lastDrag = e.getPoint();
        pressHit = geometry.hitAt(e.getPoint());
        panning = false;
        draggingFigure = false;
    }

    @Override
    public void mouseDragged(MouseEvent e) {
        if (drawing.dragged(e) || pressPoint == null) {
            return;
        }
        if (!panning && !draggingFigure && pressPoint.distance(e.getPoint()) >= DRAG_THRESHOLD) {
            draggingFigure = pressHit.onFigure() && SwingUtilities.isLeftMouseButton(e);
            panning = !draggingFigure;
            view.setCursor(Cursor.getPredefinedCursor(panning ? Cursor.MOVE_CURSOR : Cursor.HAND_CURSOR));
        }
        if (panning) {
            view.camera().pan(e.getX() - lastDrag.x, e.getY() - lastDrag.y);
            view.repaint();
        } else if (draggingFigure) {
            dragFigureAt = view.camera().toBoard(e.getX(), e.getY());
            view.repaint();
        }
        lastDrag = e.getPoint();
    }

    @Override
    public void mouseReleased(MouseEvent e) {
        if (drawing.released(e) || pressPoint == null) {
            return;
        }
        BoardHit from = pressHit;
        boolean wasFigureDrag = draggingFigure;
        boolean wasPan = panning;
        pressPoint = null;
        panning = false;
        draggingFigure = false;
        dragFigureAt = null;
        view.setCursor(view.restingCursor());
        BoardController c = view.controller();
        if (wasFigureDrag) {
            Point2D at = view.camera().toBoard(e.getX(), e.getY());
            if (c != null) {
                c.figureDragged(from.figure(), geometry.hitAt(at.getX(), at.getY(), false), e);
            }
            view.repaint();
        } else if (!wasPan) {
            click(geometry.hitAt(e.getPoint()), e);
        }
    }

    @Override
    public void mouseMoved(MouseEvent e) {
        if (keyboardUsed) {
            keyboardUsed = false;
            view.repaint();
        }
        view.setHover(geometry.hitAt(e.getPoint()));
    }

    @Override
    public void mouseExited(MouseEvent e) {
        view.setHover(null);
    }

    @Override
    public void mouseWheelMoved(MouseWheelEvent e) {
        if (e.isShiftDown() || e.isControlDown() || e.isAltDown() || e.isMetaDown()) {
            BoardController c = view.controller();
            if (c != null) {
                c.wheel(e);
            }
            return;
        }
        view.camera().zoomAt(e.getX(), e.getY(), Math.pow(1.15, -e.getPreciseWheelRotation()));
        view.repaint();
    }

    private void click(BoardHit h, MouseEvent e) {
        BoardController c = view.controller();
        if (c != null) {
            c.clicked(h, e);
        }
    }

    // ---- keys ----

    private void bindKeys() {
        // The group of a key's name gives its words in Help ▸ Keys (keys.board.cursor, …).
        key("LEFT", "cursor", () -> arrow(-1, 0));
        key("RIGHT", "cursor", () -> arrow(1, 0));
        key("UP", "cursor", () -> arrow(0, -1));
        key("DOWN", "cursor", () -> arrow(0, 1));
        key("shift LEFT", "view", () -> pan(1, 0));
        key("shift RIGHT", "view", () -> pan(-1, 0));
        key("shift UP", "view", () -> pan(0, 1));
        key("shift DOWN", "view", () -> pan(0, -1));
        key("PLUS", "view", () -> view.zoom(1.25));
        key("EQUALS", "view", () -> view.zoom(1.25));
        key("ADD", "view", () -> view.zoom(1.25));
        key("MINUS", "view", () -> view.zoom(0.8));
        key("SUBTRACT", "view", () -> view.zoom(0.8));
        key("0", "view", view::fitBoard);
        key("ENTER", "place", () -> {
            if (cursorEnabled && cursor != null) {
                click(geometry.hitAt(cursor.x() + 0.5, cursor.y() + 0.5, false), null);
            }
        });
    }

    private void key(String stroke, String group, Runnable r) {
        Keys.whenFocused(view, stroke, "board." + group + "#" + stroke, r);
    }

    private void pan(int dx, int dy) {
        Camera camera = view.camera();
        camera.pan(dx * camera.scale() / 2, dy * camera.scale() / 2);
        view.repaint();
    }

    private void arrow(int dx, int dy) {
        if (!cursorEnabled) {
            pan(-dx, -dy);
            return;
        }
        cursor = cursor.plus(dx, dy);
        keyboardUsed = true;
        view.select(null);
        Camera camera = view.camera();
        Point2D a = camera.toScreen(cursor.x(), cursor.y());
        Point2D b = camera.toScreen(cursor.x() + 1, cursor.y() + 1);
        if (a.getX() < 0 || a.getY() < 0 || b.getX() > view.getWidth() || b.getY() > view.getHeight()) {
            view.centreOn(cursor.x() + 0.5, cursor.y() + 0.5);
        }
        view.setHover(geometry.hitAt(cursor.x() + 0.5, cursor.y() + 0.5, false));
        view.repaint();
    }
}
