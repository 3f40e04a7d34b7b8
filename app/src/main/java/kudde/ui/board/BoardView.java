package kudde.ui.board;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Shape;
import java.awt.event.MouseEvent;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javax.swing.JPanel;
import kudde.engine.board.Board;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;
import kudde.engine.rules.RuleSet;
import kudde.ui.art.PlayerColours;
import kudde.ui.art.PlayerLook;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Theme;

/**
 * The board: tiles, figures and what to light up, drawn as vector art with zoom at the cursor,
 * drag to pan and fit. It shows whatever state it is given ({@link #showState}), so the editor
 * and the tutor share it; clicks and figure drags go to its one {@link BoardController}.
 * The work is shared out: {@link BoardGeometry} knows where things are, {@link BoardPainter}
 * paints, {@link BoardInput} takes the mouse and keys, {@link BoardRendering} makes export images.
 */
public class BoardView extends JPanel {
    /** The window's texts, in which the board names what it shows. */
    private final Strings texts;
    private static final long serialVersionUID = 1L;

    /** The margin round the tiles of a picture, in tiles: a caption over a figure at the edge still fits. */
    private static final double TIGHT_MARGIN = 0.15;
    private final Camera camera = new Camera();
    private final TileImages images = new TileImages();
    private final BoardGeometry geometry = new BoardGeometry(this);
    private final BoardPainter painter = new BoardPainter(this, geometry);
    private final BoardInput input;
    private final FeatureTip tips = new FeatureTip();
    /** Whether the tooltips leave out what a feature would score now (while a quiz question is open). */
    private BooleanSupplier scoresHidden = () -> false;
    private final List<Consumer<BoardHit>> hoverListeners = new CopyOnWriteArrayList<>();
    private BoardController controller;

    private Board board = new Board();
    private List<Figure> figures = List.of();
    private Highlight highlight = Highlight.NONE;
    private List<PlayerSetup> players = List.of();
    private RuleSet rules = RuleSet.seed();

    private int hoverRoot = -1;
    private BoardHit hover;
    private Pos selected;
    private boolean fitPending = true;
    /** While a banner comes or goes: the camera stays as it is through the board's new size. */
    private boolean holdCamera;
    private java.util.function.Supplier<Rectangle2D> fitArea;
    private java.awt.Cursor restingCursor = java.awt.Cursor.getDefaultCursor();
    private javax.swing.JComponent banner;
    // The board with the strip above it where a banner goes: the window shows this, so a
    // banner takes its own rows instead of covering tiles however the board is panned or zoomed.
    private final javax.swing.JPanel withBanner = new javax.swing.JPanel(new java.awt.BorderLayout());
    private List<kudde.lesson.StepDrawing.Mark> marks = List.of();
    private Sketcher sketcher;
    // What the mode says of the board besides what stands on it: the points, a step's changes.
    private List<kudde.engine.play.Message> story = List.of();

    /** @param texts the texts of the window (or the picture) it is in */
    public BoardView(Strings texts) {
        super(null);
        this.texts = texts;
        setName("board");
        setFocusable(true);
        setOpaque(true);
        setPreferredSize(new Dimension(400, 400));
        setToolTipText("");
        getAccessibleContext().setAccessibleName("Board");
        input = new BoardInput(this, geometry);
        // The focus frame comes and goes with the focus (paintComponent).
        addFocusListener(new java.awt.event.FocusListener() {
            @Override
            public void focusGained(java.awt.event.FocusEvent e) {
                repaint();
            }

            @Override
            public void focusLost(java.awt.event.FocusEvent e) {
                repaint();
            }
        });
        withBanner.setName("boardWithBanner");
        withBanner.add(this, java.awt.BorderLayout.CENTER);
    }

    /** The board and, above it, the strip a banner takes ({@link #setBanner}): what a window shows. */
    public javax.swing.JComponent withBanner() {
        return withBanner;
    }

    // ---- what to show ----

    /**
     * Shows a board state: the tiles of {@code board}, the figures standing on it (their
     * {@code tile} indices refer to this board) and what to light up.
     */
    public void showState(Board board, List<Figure> figures, Highlight highlight) {
        boolean wasEmpty = this.board.tileCount() == 0;
        this.board = board;
        this.figures = List.copyOf(figures);
        this.highlight = highlight == null ? Highlight.NONE : highlight;
        this.hoverRoot = -1;
        this.story = List.of();
        if (wasEmpty && board.tileCount() > 0) {
            fitPending = true;
        }
        described();
        repaint();
    }

    /**
     * What the mode says of the shown position besides what stands on it (the points, what the
     * step changed), as the engine's messages; {@link #showState} clears it.
     */
    public void setStory(List<kudde.engine.play.Message> more) {
        story = List.copyOf(more);
        described();
    }

    /**
     * The board in words, in the window's language: what stands on it (the engine's
     * {@link kudde.engine.play.BoardStory}), then what the mode added ({@link #setStory}). The
     * board's accessible description, and what View ▸ Describe the board shows.
     */
    public String describe() {
        kudde.explain.Texts tx = kudde.explain.Texts.of(texts.locale());
        StringBuilder b = new StringBuilder();
        for (kudde.engine.play.Message m : kudde.engine.play.BoardStory.describe(players, board, figures)) {
            b.append(tx.render(m)).append('\n');
        }
        for (kudde.engine.play.Message m : story) {
            b.append(tx.render(m)).append('\n');
        }
        return b.toString().strip();
    }

    /**
     * The window's language changed: the board is said again at once in the new language (its story
     * is kept as the engine's messages, rendered in the language of the moment), not only when the
     * shown position next changes.
     */
    public void sayAgain() {
        described();
    }

    /** Tells assistive technology and the describing dialog that the words changed. */
    private void described() {
        String now = describe();
        getAccessibleContext().setAccessibleName(texts.get("board.accessibleName"));
        getAccessibleContext().setAccessibleDescription(now);
        firePropertyChange(DESCRIPTION, null, now);
    }

    /** The property a change of {@link #describe()} fires. */
    public static final String DESCRIPTION = "boardDescription";

    public Highlight highlight() {
        return highlight;
    }

    /**
     * The author's marks to draw over the position (a step's arrows, rings and squares); they
     * belong to the picture, so an exported image has them too. None with an empty list.
     */
    public void setMarks(List<kudde.lesson.StepDrawing.Mark> m) {
        List<kudde.lesson.StepDrawing.Mark> now = m == null ? List.of() : List.copyOf(m);
        if (!now.equals(marks)) {
            marks = now;
            repaint();
        }
    }

    public List<kudde.lesson.StepDrawing.Mark> marks() {
        return marks;
    }

    /** Who hears the drawing gesture (Ctrl with the mouse), or null: then Ctrl changes nothing of a gesture. */
    public void setSketcher(Sketcher s) {
        sketcher = s;
    }

    public Sketcher sketcher() {
        return sketcher;
    }

    /** The texts the board speaks in: its window's, which pickers and tooltips on it speak too. */
    public Strings texts() {
        return texts;
    }

    /** The players, in turn order: figure colours and names in tooltips. */
    public void setPlayers(List<PlayerSetup> players) {
        this.players = List.copyOf(players);
        described();
        repaint();
    }

    /** The rules the tooltip's "if scored now" uses. */
    public void setRules(RuleSet rules) {
        this.rules = rules;
    }

    public Board board() {
        return board;
    }

    public List<PlayerSetup> players() {
        return players;
    }

    public List<Figure> figures() {
        return figures;
    }

    public Camera camera() {
        return camera;
    }

    public Color playerColour(int player) {
        return playerLook(player).colour();
    }

    /** A player's colour and mark, which the figures carry together. */
    public PlayerLook playerLook(int player) {
        return player >= 0 && player < players.size()
                ? PlayerColours.look(players.get(player).id(), player) : PlayerColours.look(null, player);
    }

    /** Marks a board position (e.g. a problem's place) and brings it into view; null clears. */
    public void select(Pos at) {
        selected = at;
        if (at != null) {
            Point2D a = camera.toScreen(at.x(), at.y());
            Point2D b = camera.toScreen(at.x() + 1, at.y() + 1);
            if (a.getX() < 0 || a.getY() < 0 || b.getX() > getWidth() || b.getY() > getHeight()) {
                centreOn(at.x() + 0.5, at.y() + 0.5);
            }
        }
        repaint();
    }

    public Pos selected() {
        return selected;
    }

    /** Turns the keyboard cursor on (editing) or off (arrows then pan). */
    public void setCursorEnabled(boolean on) {
        input.setCursorEnabled(on);
        repaint();
    }

    public Pos cursorCell() {
        return input.cursorCell();
    }

    BoardInput input() {
        return input;
    }

    // ---- the controller and listeners ----

    /** Gives the board to {@code c} (editing or tutoring); the one before releases it. */
    public void setController(BoardController c) {
        if (c == controller) {
            return;
        }
        BoardController before = controller;
        controller = c;
        if (before != null) {
            before.released(this);
        }
        if (c != null) {
            c.taken(this);
        }
        repaint();
    }

    /**
     * The mouse cursor over the board while no drag is under way: a controller's own (the turn
     * picker's cross-hair), so the state the board is in shows at the pointer.
     */
    public void setRestingCursor(java.awt.Cursor c) {
        restingCursor = c == null ? java.awt.Cursor.getDefaultCursor() : c;
        setCursor(restingCursor);
    }

    java.awt.Cursor restingCursor() {
        return restingCursor;
    }

    /**
     * Shows a component in a strip above the board (a mode's state and its buttons, as "Playing
     * turn 3 — Esc to stop"), or none with null. The board gives up those rows: no tile is ever
     * under the banner, whatever the pan and zoom, and the tiles stay where they were on the screen.
     */
    public void setBanner(javax.swing.JComponent c) {
        if (banner == c) {
            return;
        }
        int top = getY();
        if (banner != null) {
            withBanner.remove(banner);
        }
        banner = c;
        if (c != null) {
            withBanner.add(c, java.awt.BorderLayout.NORTH);
        }
        // Laid out now, so a fit right after (turn mode's) has the board's new height; the tiles
        // stay where they are on the screen, not in the middle of the board's new height.
        holdCamera = true;
        try {
            withBanner.revalidate();
            withBanner.validate();
        } finally {
            holdCamera = false;
        }
        camera.pan(0, top - getY());
        withBanner.repaint();
    }

    public javax.swing.JComponent banner() {
        return banner;
    }

    /** A new size keeps what the board showed in view (Camera.resized). */
    @SuppressWarnings("deprecation")
    @Override
    public void reshape(int x, int y, int w, int h) {
        int w0 = getWidth();
        int h0 = getHeight();
        super.reshape(x, y, w, h);
        if (!holdCamera && !fitPending && w0 > 0 && h0 > 0 && w > 0 && h > 0 && (w != w0 || h != h0)) {
            camera.resized(w0, h0, w, h);
        }
    }

    /** Puts board point (bx, by) in the middle of the view. */
    void centreOn(double bx, double by) {
        camera.centreOn(bx, by, getWidth(), getHeight());
    }

    /** Who uses the board now, or null. */
    public BoardController controller() {
        return controller;
    }

    /** Told whenever the thing under the mouse (or the keyboard cursor) changes; null when it leaves. */
    public void addHoverListener(Consumer<BoardHit> l) {
        hoverListeners.add(l);
    }

    public BoardHit hover() {
        return hover;
    }

    /** The root segment of the feature under the mouse, or -1. */
    int hoverRoot() {
        return hoverRoot;
    }

    void setHover(BoardHit h) {
        int root = h != null && h.onTile() && h.segment() >= 0 ? board.find(board.segment(h.tile(), h.segment())) : -1;
        boolean changed = root != hoverRoot || !Objects.equals(h, hover);
        hoverRoot = root;
        hover = h;
        if (changed) {
            repaint();
            for (Consumer<BoardHit> l : hoverListeners) {
                l.accept(h);
            }
        }
    }

    // ---- the words the board paints ----

    /** What the last paint wrote on the board, in order: badges, token values, summed flocks, captions. */
    private final List<String> painted = new java.util.ArrayList<>();
    private List<String> lastPainted = List.of();
    private final java.util.Map<String, Float> sizes = new java.util.HashMap<>();
    private boolean pictures;

    /** A paint begins: what it writes is noted afresh. */
    void paintStarts() {
        painted.clear();
        sizes.clear();
    }

    /**
     * Notes {@code text} as written on the board by this paint (a painter or the controller's
     * overlay), so what the board says can be read like any label's text (the leak test,
     * NoAnswerShownGuiTest).
     */
    public void painted(String text) {
        painted(text, 0);
    }

    /** As {@link #painted(String)}, written {@code size} pixels high (a caption, the start badge). */
    public void painted(String text, float size) {
        painted.add(text);
        lastPainted = List.copyOf(painted);
        if (size > 0) {
            sizes.put(text, size);
        }
    }

    /**
     * A text size of the theme files ({@code Kudde.board.startPoints}, say) in pixels: in the window,
     * at the text size shown, so the board's words grow with the window's text (View ▸ Text size);
     * on a board that paints pictures (a handout's), the theme's own size, the same whatever the
     * window shows.
     */
    public float points(String key) {
        return pictures ? Theme.number(key) : Theme.points(key);
    }

    /** This board paints pictures for print (StepPicture), not the window: its words keep the theme's sizes. */
    public void paintsPictures() {
        pictures = true;
    }

    /** How large the last paint wrote {@code text}, in pixels: 0 if it did not, or wrote it as art. Event thread. */
    public float paintedSize(String text) {
        return painted.contains(text) ? sizes.getOrDefault(text, 0f) : 0f;
    }

    /** Every word and number the last paint wrote on the board, in the order painted. Event thread. */
    public List<String> paintedTexts() {
        return painted.isEmpty() ? List.of() : lastPainted;
    }

    // ---- camera ----

    /** Zooms so the whole board (and a margin) fits the view. */
    public void fitBoard() {
        if (getWidth() <= 0 || getHeight() <= 0) {
            fitPending = true;
            return;
        }
        fitPending = false;
        Rectangle2D area = fitArea == null ? null : fitArea.get();
        fit(area != null ? area : boardBounds());
        repaint();
    }

    /**
     * What {@link #fitBoard} fits, when {@code area} gives a rectangle (tile units): learn mode's
     * whole lesson; else, or with null, the board's tiles and a margin.
     */
    public void setFitArea(java.util.function.Supplier<Rectangle2D> area) {
        fitArea = area;
    }

    /**
     * A tile was placed at {@code cell}: when it or a spot next to it is off screen (a tile laid at
     * the edge of the view), the board moves just enough to show them, at the same zoom; zoomed in
     * so far that they cannot all show, it fits the whole board. A tile placed well inside the view
     * moves nothing.
     */
    public void keepInView(Pos cell) {
        if (getWidth() <= 0 || getHeight() <= 0) {
            return;
        }
        Rectangle2D around = new Rectangle2D.Double(cell.x() - 1, cell.y() - 1, 3, 3);
        Point2D a = camera.toScreen(around.getMinX(), around.getMinY());
        Point2D b = camera.toScreen(around.getMaxX(), around.getMaxY());
        if (a.getX() >= 0 && a.getY() >= 0 && b.getX() <= getWidth() && b.getY() <= getHeight()) {
            return;
        }
        if (b.getX() - a.getX() <= getWidth() && b.getY() - a.getY() <= getHeight()) {
            camera.pan(a.getX() < 0 ? -a.getX() : Math.min(0, getWidth() - b.getX()),
                    a.getY() < 0 ? -a.getY() : Math.min(0, getHeight() - b.getY()));
        } else {
            fit(boardBounds().createUnion(around));
        }
        repaint();
    }

    /**
     * Shows the board rectangle {@code r} (tile units) whole, as large as the view allows and
     * centred; the fit the board would make by itself on its first tiles is dropped.
     */
    public void showArea(Rectangle2D r) {
        if (getWidth() <= 0 || getHeight() <= 0) {
            return;
        }
        fitPending = false;
        fit(r);
        repaint();
    }

    /** Shows the board rectangle {@code r} whole in the view. */
    private void fit(Rectangle2D r) {
        camera.fit(r, getWidth(), getHeight());
    }

    /** Zooms about the middle of the view. */
    public void zoom(double factor) {
        camera.zoomAt(getWidth() / 2.0, getHeight() / 2.0, factor);
        repaint();
    }

    // ---- geometry for callers (editor, tests) ----

    /** The board's tiles as a rectangle in tile units, with a one-tile margin. */
    public Rectangle2D boardBounds() {
        return geometry.bounds();
    }

    /** Screen point of a board point. */
    public Point toScreen(double bx, double by) {
        return geometry.toScreen(bx, by);
    }

    /** Screen point where a figure on segment {@code segment} of the tile at {@code at} stands. */
    public Point segmentPoint(Pos at, int segment) {
        Point2D a = geometry.segmentAnchor(at, segment);
        return toScreen(a.getX(), a.getY());
    }

    /** Screen point where a figure on segment {@code segment} of tile {@code o}, laid (or to be laid) at {@code at}, stands. */
    public Point segmentPoint(kudde.engine.tile.Orientation o, Pos at, int segment) {
        Point2D a = BoardGeometry.anchor(o, segment);
        return toScreen(at.x() + a.getX(), at.y() + a.getY());
    }

    /** Screen point of the middle of a cell. */
    public Point cellPoint(Pos at) {
        return toScreen(at.x() + 0.5, at.y() + 0.5);
    }

    /** Board position of figure {@code i}'s centre. */
    public Point2D figureCentre(int i) {
        return geometry.figureCentre(i);
    }

    /** What lies under a screen point. */
    public BoardHit hitAt(Point p) {
        return geometry.hitAt(p);
    }

    /** The shape of one segment of a placed tile, in board units. */
    public Shape segmentShape(int tile, int segment) {
        return geometry.segmentShape(tile, segment);
    }

    // ---- painting and images ----

    @Override
    protected void paintComponent(Graphics g0) {
        if (fitPending && getWidth() > 0) {
            fitBoard();
        }
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setColor(Theme.colour("Kudde.board.background"));
            g.fillRect(0, 0, getWidth(), getHeight());
            painter.paint(g, camera.transform(), new Rectangle(0, 0, getWidth(), getHeight()), images, false);
            paintFocus(g);
        } finally {
            g.dispose();
        }
    }

    /**
     * A frame round the whole board while it has the keyboard's focus, so a learner without a
     * mouse sees where the keys go (its colour and width from the theme; never in an export).
     */
    private void paintFocus(Graphics2D g) {
        if (!isFocusOwner()) {
            return;
        }
        float width = com.formdev.flatlaf.util.UIScale.scale((float) Theme.number("Kudde.board.focusWidth"));
        g.setColor(Theme.colour("Kudde.board.focus"));
        g.setStroke(new java.awt.BasicStroke(width));
        float half = width / 2;
        g.draw(new Rectangle2D.Float(half, half, getWidth() - width, getHeight() - width));
    }

    /** Paints the board with a given transform, e.g. into an image for export. */
    public void paintBoard(Graphics2D g, AffineTransform view, Rectangle clip) {
        painter.paint(g, view, clip, images, false);
    }

    /**
     * The whole board as an image painted a strip at a time ({@link BoardRendering}).
     *
     * @param stripPixels the height of a strip
     */
    public BoardRendering startRendering(double pixelsPerTile, int stripPixels) {
        return startRendering(boardBounds(), pixelsPerTile, stripPixels);
    }

    /** The board rectangle {@code bounds} (tile units) as an image painted a strip at a time. */
    public BoardRendering startRendering(Rectangle2D bounds, double pixelsPerTile, int stripPixels) {
        return new BoardRendering(painter, bounds, pixelsPerTile, stripPixels);
    }

    /** Where each shepherd's tokens are drawn at {@code px} pixels a tile, by figure index (for tests). */
    java.util.Map<Integer, kudde.ui.art.FlockLayout.Layout> flocksAt(double px) {
        return painter.flocks(px, geometry.figureSize());
    }

    /**
     * The board rectangle {@code bounds} as a picture {@code width} pixels wide: laid out at 96
     * pixels a tile (less for a board too wide for that) and drawn as much finer as the width asks,
     * so its badges and lines keep their size beside a tile.
     */
    public BoardRendering startRenderingAtWidth(Rectangle2D bounds, int width, int stripPixels) {
        double density = BoardRendering.densityFor(bounds.getWidth(), width);
        return startRendering(bounds, width / (bounds.getWidth() * density), density, stripPixels);
    }

    /** As {@link #startRendering(Rectangle2D, double, int)}, drawn {@code density} times as fine (a picture for print). */
    public BoardRendering startRendering(Rectangle2D bounds, double pixelsPerTile, double density, int stripPixels) {
        return new BoardRendering(painter, bounds, pixelsPerTile, density, stripPixels);
    }

    /**
     * The board's tiles with a narrow margin (room for a figure's caption at the edge), for a
     * picture cropped to the tiles rather than to the empty spots round them.
     */
    public Rectangle2D tileBounds() {
        Rectangle2D r = geometry.tiles(TIGHT_MARGIN);
        // A mark may point at an empty square next to the tiles: the picture shows it whole.
        for (kudde.lesson.StepDrawing.Mark m : marks) {
            r.add(new Rectangle2D.Double(m.at().x() - TIGHT_MARGIN, m.at().y() - TIGHT_MARGIN, 1 + 2 * TIGHT_MARGIN,
                    1 + 2 * TIGHT_MARGIN));
            if (m.to() != null) {
                r.add(new Rectangle2D.Double(m.to().x(), m.to().y(), 1, 1));
            }
        }
        return r;
    }

    /** A picture of the position: cropped to the tiles, without the editor's hints or the mouse's. */
    public BufferedImage renderPicture(double pixelsPerTile) {
        BoardRendering r = startRendering(tileBounds(), pixelsPerTile, Integer.MAX_VALUE);
        r.paintNext();
        return r.image();
    }

    /** The visible part of the board as a picture of the position: as on screen, without the editor's hints or the mouse's. */
    public BufferedImage renderVisiblePicture() {
        BufferedImage img = new BufferedImage(Math.max(1, getWidth()), Math.max(1, getHeight()),
                BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        painter.paint(g, camera.transform(), new Rectangle(0, 0, getWidth(), getHeight()), images, true);
        g.dispose();
        return img;
    }

    /**
     * The visible part of the board as a picture {@code width} pixels wide: what the window shows,
     * drawn as much finer (or coarser) as that width asks.
     */
    public BufferedImage renderVisiblePicture(int width) {
        double density = width / (double) Math.max(1, getWidth());
        BufferedImage img = new BufferedImage(Math.max(1, width),
                Math.max(1, (int) Math.round(Math.max(1, getHeight()) * density)), BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        g.scale(density, density);
        painter.paint(g, camera.transform(), new Rectangle(0, 0, getWidth(), getHeight()), images, true);
        g.dispose();
        return img;
    }

    /** The visible part of the board as an image, as it is on screen. */
    public BufferedImage renderVisible() {
        BufferedImage img = new BufferedImage(Math.max(1, getWidth()), Math.max(1, getHeight()),
                BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        paintBoard(g, camera.transform(), new Rectangle(0, 0, getWidth(), getHeight()));
        g.dispose();
        return img;
    }

    // ---- tooltips ----

    /**
     * While {@code hidden} says so, a feature's tooltip leaves out what it would score now: a quiz
     * question on the points of a feature is answered from the board and the rules, not read off a
     * tooltip. Null: the scores always show.
     */
    public void hideScoresWhile(BooleanSupplier hidden) {
        scoresHidden = hidden == null ? () -> false : hidden;
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        BoardHit h = hitAt(e.getPoint());
        if (h.onFigure()) {
            Figure f = figures.get(h.figure());
            String who = tips.figure(this, h.figure());
            if (f.kind().owned() && f.tile() >= 0 && f.tile() < board.tileCount() && f.segment() >= 0
                    && f.segment() < board.segmentsOn(f.tile())) {
                // A figure's tooltip also tells about the feature it stands in.
                String feature = tips.feature(this, board.find(board.segment(f.tile(), f.segment())), players, rules,
                        !scoresHidden.getAsBoolean());
                return who.replace("</html>", "<hr>") + feature.replace("<html>", "");
            }
            return who;
        }
        if (!h.onTile() || h.segment() < 0) {
            return null;
        }
        if (onStartMark(e.getPoint())) {
            return texts.get("tip.start");
        }
        String feature = tips.feature(this, board.find(board.segment(h.tile(), h.segment())), players, rules,
                !scoresHidden.getAsBoolean());
        if (board.x(h.tile()) == 0 && board.y(h.tile()) == 0) {
            // Everywhere on the start tile, the reason it is marked (docs/authoring.md, "Places in a learner's words").
            return feature.replace("</html>", "<hr>" + texts.get("tip.start") + "</html>");
        }
        return feature;
    }

    /** Whether a screen point lies on the start tile's badge ({@link StartMark}). */
    boolean onStartMark(Point p) {
        Rectangle2D r = StartMark.place(this, geometry, camera.scale());
        Point2D b = camera.toBoard(p.x, p.y);
        return r != null && r.contains(b.getX(), b.getY());
    }

    /** The start tile's badge in screen pixels, or null when the board has no tile at [0,0]. */
    public Rectangle startMarkBounds() {
        Rectangle2D r = StartMark.place(this, geometry, camera.scale());
        return r == null ? null : camera.transform().createTransformedShape(r).getBounds();
    }
}
