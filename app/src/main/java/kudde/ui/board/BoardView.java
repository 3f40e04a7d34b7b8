package kudde.ui.board;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Cursor;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import javax.swing.UIManager;
import kudde.engine.board.Board;
import kudde.engine.board.FeatureView;
import kudde.engine.model.FigureKind;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;
import kudde.engine.rules.RuleSet;
import kudde.engine.tile.Orientation;
import kudde.ui.art.FigureArt;
import kudde.ui.art.PlayerColours;
import kudde.ui.art.TileArt;
import kudde.ui.art.TileGeometry;
import kudde.ui.kit.Keys;

/**
 * The board: tiles, figures and what to light up, drawn as vector art with zoom at the cursor,
 * drag to pan and fit. It shows whatever state it is given ({@link #showState}), so the editor
 * and the tutor share it; clicks and figure drags go to its one {@link BoardController}.
 *
 * <p>Keys (when focused): arrows move the keyboard cursor (or pan when the cursor is off),
 * Shift+arrows pan, + and − zoom, 0 fits the board, Enter clicks at the cursor.
 */
public class BoardView extends javax.swing.JPanel {
    private static final double FIGURE_SIZE = 0.27;
    private static final double TOKEN_SIZE = 0.13;
    private static final int DRAG_THRESHOLD = 4;

    private final Camera camera = new Camera();
    private final TileImages images = new TileImages();
    private final List<Consumer<BoardHit>> hoverListeners = new CopyOnWriteArrayList<>();
    private BoardController controller;

    private Board board = new Board();
    private List<Figure> figures = List.of();
    private Highlight highlight = Highlight.NONE;
    private List<PlayerSetup> players = List.of();
    private RuleSet rules = RuleSet.seed();
    private FeatureTip tips = new FeatureTip();

    private int hoverRoot = -1;
    private BoardHit hover;
    private Pos selected;
    private Pos cursor;
    private boolean cursorEnabled;
    /** The cursor frame shows once the arrows are used, and hides when the mouse moves again. */
    private boolean keyboardUsed;
    private boolean fitPending = true;

    private Point pressPoint;
    private Point lastDrag;
    private BoardHit pressHit;
    private boolean panning;
    private boolean draggingFigure;
    private Point2D dragFigureAt;

    public BoardView() {
        super(null);
        setName("board");
        setFocusable(true);
        setOpaque(true);
        setPreferredSize(new Dimension(400, 400));
        setToolTipText("");
        getAccessibleContext().setAccessibleName("Board");
        Mouse mouse = new Mouse();
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
        addMouseWheelListener(mouse);
        bindKeys();
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
        if (wasEmpty && board.tileCount() > 0) {
            fitPending = true;
        }
        repaint();
    }

    public void setHighlight(Highlight highlight) {
        this.highlight = highlight == null ? Highlight.NONE : highlight;
        repaint();
    }

    public Highlight highlight() {
        return highlight;
    }

    /** The players, in turn order: figure colours and names in tooltips. */
    public void setPlayers(List<PlayerSetup> players) {
        this.players = List.copyOf(players);
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
        return player >= 0 && player < players.size()
                ? PlayerColours.of(players.get(player).id(), player) : PlayerColours.of(null, player);
    }

    /** Marks a board position (e.g. a problem's place) and brings it into view; null clears. */
    public void select(Pos at) {
        selected = at;
        if (at != null) {
            Rectangle2D cell = new Rectangle2D.Double(at.x(), at.y(), 1, 1);
            Point2D a = camera.toScreen(cell.getMinX(), cell.getMinY());
            Point2D b = camera.toScreen(cell.getMaxX(), cell.getMaxY());
            if (a.getX() < 0 || a.getY() < 0 || b.getX() > getWidth() || b.getY() > getHeight()) {
                camera.centreOn(at.x() + 0.5, at.y() + 0.5, getWidth(), getHeight());
            }
        }
        repaint();
    }

    public Pos selected() {
        return selected;
    }

    // ---- keyboard cursor ----

    /** Turns the keyboard cursor on (editing) or off (arrows then pan). */
    public void setCursorEnabled(boolean on) {
        cursorEnabled = on;
        if (on && cursor == null) {
            cursor = new Pos(0, 0);
        }
        repaint();
    }

    public Pos cursorCell() {
        return cursorEnabled ? cursor : null;
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

    // ---- camera ----

    /** Zooms so the whole board (and a margin) fits the view. */
    public void fitBoard() {
        if (getWidth() <= 0 || getHeight() <= 0) {
            fitPending = true;
            return;
        }
        fitPending = false;
        camera.fit(boardBounds(), getWidth(), getHeight());
        repaint();
    }

    /** Zooms about the middle of the view. */
    public void zoom(double factor) {
        camera.zoomAt(getWidth() / 2.0, getHeight() / 2.0, factor);
        repaint();
    }

    /** The board's tiles as a rectangle in tile units, with a one-tile margin. */
    public Rectangle2D boardBounds() {
        if (board.tileCount() == 0) {
            return new Rectangle2D.Double(-2, -2, 5, 5);
        }
        int minX = Integer.MAX_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        int maxY = Integer.MIN_VALUE;
        for (int t = 0; t < board.tileCount(); t++) {
            minX = Math.min(minX, board.x(t));
            minY = Math.min(minY, board.y(t));
            maxX = Math.max(maxX, board.x(t));
            maxY = Math.max(maxY, board.y(t));
        }
        return new Rectangle2D.Double(minX - 1, minY - 1, maxX - minX + 3.0, maxY - minY + 3.0);
    }

    // ---- geometry for callers (editor, tests) ----

    /** Screen point of a board point. */
    public Point toScreen(double bx, double by) {
        Point2D p = camera.toScreen(bx, by);
        return new Point((int) Math.round(p.getX()), (int) Math.round(p.getY()));
    }

    /** Screen point where a figure on segment {@code segment} of the tile at {@code at} stands. */
    public Point segmentPoint(Pos at, int segment) {
        int t = board.tileAt(at.x(), at.y());
        Point2D a = anchor(board.tile(t), segment);
        return toScreen(at.x() + a.getX(), at.y() + a.getY());
    }

    /** Screen point of the middle of a cell. */
    public Point cellPoint(Pos at) {
        return toScreen(at.x() + 0.5, at.y() + 0.5);
    }

    /** Board position of figure {@code i}'s centre. */
    public Point2D figureCentre(int i) {
        Figure f = figures.get(i);
        if (!f.kind().owned() || f.tile() < 0 || f.segment() < 0 || f.tile() >= board.tileCount()) {
            return freeSpot(i);
        }
        Point2D a = anchor(board.tile(f.tile()), f.segment());
        int same = 0;
        for (int j = 0; j < i; j++) {
            Figure o = figures.get(j);
            same += o.kind().owned() && o.tile() == f.tile() && o.segment() == f.segment() ? 1 : 0;
        }
        return new Point2D.Double(f.x() + a.getX() + same * 0.1, f.y() + a.getY() + same * 0.05);
    }

    /**
     * Where the dragon or the fairy stands on its tile: the corner farthest from the followers
     * and shepherds there, so none hides another.
     */
    private Point2D freeSpot(int i) {
        Figure f = figures.get(i);
        double[][] corners = {{0.78, 0.22}, {0.22, 0.8}, {0.78, 0.8}, {0.22, 0.22}};
        if (f.kind() == FigureKind.FAIRY) {
            corners = new double[][] {{0.22, 0.8}, {0.78, 0.22}, {0.22, 0.22}, {0.78, 0.8}};
        }
        Point2D best = null;
        double bestRoom = -1;
        for (double[] c : corners) {
            Point2D p = new Point2D.Double(f.x() + c[0], f.y() + c[1]);
            double room = 9;
            for (int j = 0; j < figures.size(); j++) {
                Figure o = figures.get(j);
                if (j != i && o.x() == f.x() && o.y() == f.y() && (o.kind().owned() || j < i)) {
                    room = Math.min(room, p.distance(figureCentre(j)));
                }
            }
            if (room > bestRoom + 1e-9) {
                bestRoom = room;
                best = p;
            }
        }
        return best;
    }

    private static Point2D anchor(Orientation o, int segment) {
        Point2D local = TileGeometry.of(o.type()).anchor(segment);
        return TileArt.orientation(o.quarterTurns()).transform(local, null);
    }

    /** What lies under a screen point. */
    public BoardHit hitAt(Point p) {
        Point2D b = camera.toBoard(p.x, p.y);
        return hitAtBoard(b.getX(), b.getY(), p);
    }

    private BoardHit hitAtBoard(double bx, double by, Point screen) {
        Pos cell = new Pos((int) Math.floor(bx), (int) Math.floor(by));
        int figure = screen == null ? -1 : figureAt(bx, by);
        int t = board.tileAt(cell.x(), cell.y());
        if (t < 0) {
            return new BoardHit(cell, -1, -1, figure);
        }
        Orientation o = board.tile(t);
        Point2D local;
        try {
            local = TileArt.orientation(o.quarterTurns()).inverseTransform(
                    new Point2D.Double(bx - cell.x(), by - cell.y()), null);
        } catch (java.awt.geom.NoninvertibleTransformException e) {
            throw new IllegalStateException(e);
        }
        int seg = TileGeometry.of(o.type()).segmentAt(local.getX(), local.getY());
        return new BoardHit(cell, t, seg, figure);
    }

    private int figureAt(double bx, double by) {
        double r = figureSize() / 2;
        for (int i = figures.size() - 1; i >= 0; i--) {
            if (figureCentre(i).distance(bx, by) <= r) {
                return i;
            }
        }
        return -1;
    }

    /** Figure size in tile units: a fixed share of a tile, but never below 12 pixels. */
    double figureSize() {
        return Math.max(FIGURE_SIZE, 12 / camera.scale());
    }

    // ---- painting ----

    @Override
    protected void paintComponent(Graphics g0) {
        if (fitPending && getWidth() > 0) {
            fitBoard();
        }
        Graphics2D g = (Graphics2D) g0.create();
        try {
            Color bg = UIManager.getColor("Panel.background");
            g.setColor(bg == null ? Color.LIGHT_GRAY : bg.darker());
            g.fillRect(0, 0, getWidth(), getHeight());
            paintBoard(g, camera.transform(), new Rectangle(0, 0, getWidth(), getHeight()));
        } finally {
            g.dispose();
        }
    }

    /** Paints the board with a given transform, e.g. into an image for export. */
    public void paintBoard(Graphics2D g0, AffineTransform view, Rectangle clip) {
        paintBoard(g0, view, clip, images);
    }

    private void paintBoard(Graphics2D g0, AffineTransform view, Rectangle clip, TileImages tileImages) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        Graphics2D device = (Graphics2D) g.create();
        g.transform(view);
        double px = view.getScaleX();
        Rectangle2D visible;
        try {
            visible = view.createInverse().createTransformedShape(clip).getBounds2D();
        } catch (java.awt.geom.NoninvertibleTransformException e) {
            return;
        }
        if (px <= TileImages.MAX_SIZE && view.getShearX() == 0 && view.getShearY() == 0) {
            paintTileImages(device, view, visible, tileImages);
        } else {
            paintTiles(g, px, visible);
        }
        device.dispose();
        paintHighlight(g, px);
        paintHover(g, px);
        paintFigures(g, px);
        paintSelection(g, px);
        BoardController c = controller;
        if (c != null) {
            Graphics2D og = (Graphics2D) g.create();
            c.paintOver(og, this);
            og.dispose();
        }
        g.dispose();
    }

    /**
     * Tiles as cached images copied unscaled onto whole pixels (fast to pan), grid lines on top.
     * Images are a pixel larger than the narrower tile boxes; the next tile covers the overlap.
     */
    private void paintTileImages(Graphics2D g, AffineTransform view, Rectangle2D visible, TileImages images) {
        double s = view.getScaleX();
        int size = (int) Math.ceil(s);
        int[] box = new int[4 * board.tileCount()];
        int n = 0;
        for (int t = 0; t < board.tileCount(); t++) {
            int x = board.x(t);
            int y = board.y(t);
            if (!visible.intersects(x, y, 1, 1)) {
                continue;
            }
            box[n++] = (int) Math.round(view.getTranslateX() + x * s);
            box[n++] = (int) Math.round(view.getTranslateY() + y * s);
            box[n++] = (int) Math.round(view.getTranslateX() + (x + 1) * s);
            box[n++] = (int) Math.round(view.getTranslateY() + (y + 1) * s);
            g.drawImage(images.get(board.tile(t), size), box[n - 4], box[n - 3], null);
        }
        // Grid lines after all images, so no image's extra pixel covers a neighbour's line.
        g.setColor(new Color(0, 0, 0, 90));
        for (int i = 0; i < n; i += 4) {
            g.drawRect(box[i], box[i + 1], box[i + 2] - box[i] - 1, box[i + 3] - box[i + 1] - 1);
        }
    }

    private void paintTiles(Graphics2D g, double px, Rectangle2D visible) {
        float thin = (float) (1 / px);
        for (int t = 0; t < board.tileCount(); t++) {
            int x = board.x(t);
            int y = board.y(t);
            if (!visible.intersects(x, y, 1, 1)) {
                continue;
            }
            Graphics2D tg = (Graphics2D) g.create();
            tg.translate(x, y);
            TileArt.paint(tg, board.tile(t), px);
            tg.setColor(new Color(0, 0, 0, 90));
            tg.setStroke(new BasicStroke(thin));
            tg.draw(new Rectangle2D.Double(0, 0, 1, 1));
            tg.dispose();
        }
    }

    /** The shape of one segment of a placed tile, in board units. */
    public Shape segmentShape(int tile, int segment) {
        Orientation o = board.tile(tile);
        AffineTransform at = AffineTransform.getTranslateInstance(board.x(tile), board.y(tile));
        at.concatenate(TileArt.orientation(o.quarterTurns()));
        return at.createTransformedShape(TileGeometry.of(o.type()).area(segment));
    }

    private void paintFeature(Graphics2D g, int root, Color fill, Color line, double px) {
        FeatureView fv = new FeatureView(board, root);
        g.setStroke(new BasicStroke((float) (2.5 / px), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (int seg : fv.segments()) {
            Shape s = segmentShape(board.tileOf(seg), board.localOf(seg));
            g.setColor(fill);
            g.fill(s);
            g.setColor(line);
            g.draw(s);
        }
    }

    private void paintHighlight(Graphics2D g, double px) {
        for (Pos p : highlight.tiles()) {
            g.setColor(new Color(255, 214, 0, 60));
            g.fill(new Rectangle2D.Double(p.x(), p.y(), 1, 1));
            g.setColor(new Color(0xFF9800));
            g.setStroke(new BasicStroke((float) (3 / px)));
            g.draw(new Rectangle2D.Double(p.x() + 1.5 / px, p.y() + 1.5 / px, 1 - 3 / px, 1 - 3 / px));
        }
        for (Highlight.SegmentRef ref : highlight.features()) {
            int t = board.tileAt(ref.at().x(), ref.at().y());
            if (t >= 0 && ref.segment() >= 0 && ref.segment() < board.segmentsOn(t)) {
                paintFeature(g, board.find(board.segment(t, ref.segment())), new Color(255, 152, 0, 70),
                        new Color(0xE65100), px);
            }
        }
    }

    private void paintHover(Graphics2D g, double px) {
        if (hoverRoot >= 0 && hoverRoot < board.segmentCount()) {
            paintFeature(g, hoverRoot, new Color(255, 255, 255, 70), new Color(0x0D47A1), px);
        }
    }

    private void paintFigures(Graphics2D g, double px) {
        double size = figureSize();
        double lw = 1.3 / (px * size);
        for (int i = 0; i < figures.size(); i++) {
            Figure f = figures.get(i);
            Point2D c = figureCentre(i);
            if (draggingFigure && pressHit != null && pressHit.figure() == i && dragFigureAt != null) {
                c = dragFigureAt;
            }
            Graphics2D fg = (Graphics2D) g.create();
            fg.translate(c.getX(), c.getY());
            fg.scale(size, size);
            switch (f.kind()) {
                case FOLLOWER -> FigureArt.follower(fg, playerColour(f.player()), lw);
                case SHEPHERD -> FigureArt.shepherd(fg, playerColour(f.player()), lw);
                case DRAGON -> FigureArt.dragon(fg, lw);
                case FAIRY -> FigureArt.fairy(fg, lw);
            }
            fg.dispose();
            if (highlight.figures().contains(i)) {
                g.setColor(new Color(0xE65100));
                g.setStroke(new BasicStroke((float) (3 / px)));
                double r = size * 0.7;
                g.draw(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
            }
            if (f.kind() == FigureKind.SHEPHERD && !f.sheep().isEmpty()) {
                double ts = Math.max(TOKEN_SIZE, 11 / px);
                Graphics2D tg = (Graphics2D) g.create();
                tg.translate(c.getX() + size * 0.55 + ts / 2, c.getY() - size * 0.3);
                tg.scale(ts, ts);
                FigureArt.sheepRow(tg, f.sheep(), 1.0 / (px * ts));
                tg.dispose();
            }
        }
    }

    private void paintSelection(Graphics2D g, double px) {
        if (selected != null) {
            g.setColor(new Color(0xD50000));
            g.setStroke(new BasicStroke((float) (3 / px), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10,
                    new float[] {(float) (8 / px), (float) (5 / px)}, 0));
            g.draw(new Rectangle2D.Double(selected.x() + 2 / px, selected.y() + 2 / px, 1 - 4 / px, 1 - 4 / px));
        }
        if (cursorEnabled && cursor != null && keyboardUsed && isFocusOwner()) {
            g.setColor(new Color(0x1565C0));
            g.setStroke(new BasicStroke((float) (2 / px)));
            g.draw(new Rectangle2D.Double(cursor.x() + 4 / px, cursor.y() + 4 / px, 1 - 8 / px, 1 - 8 / px));
        }
    }

    /** The whole board drawn into an image at {@code pixelsPerTile}, with the current highlight. */
    public BufferedImage renderBoard(double pixelsPerTile) {
        Rendering r = startRendering(pixelsPerTile, Integer.MAX_VALUE);
        r.paintNext();  // one strip: the whole image
        return r.image();
    }

    /**
     * The whole board as an image painted a strip at a time, each strip a separate call on the
     * event thread: a large board at 96 px a tile takes a tenth of a second or more to paint, and
     * the window stays responsive (and can show progress) between strips.
     *
     * @param stripPixels the height of a strip
     */
    public Rendering startRendering(double pixelsPerTile, int stripPixels) {
        return new Rendering(pixelsPerTile, stripPixels);
    }

    /** A board image being painted strip by strip (see {@link #startRendering}). Event thread only. */
    public final class Rendering {
        private final BufferedImage img;
        private final AffineTransform t;
        private final int strip;
        // Its own tile images: the window may repaint the board at its zoom between two strips.
        private final TileImages tileImages = new TileImages();
        private int done;

        private Rendering(double pixelsPerTile, int stripPixels) {
            Rectangle2D r = boardBounds();
            int w = Math.max(1, (int) Math.ceil(r.getWidth() * pixelsPerTile));
            int h = Math.max(1, (int) Math.ceil(r.getHeight() * pixelsPerTile));
            img = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
            t = AffineTransform.getScaleInstance(pixelsPerTile, pixelsPerTile);
            t.translate(-r.getX(), -r.getY());
            strip = Math.max(1, stripPixels);
        }

        /** Paints the next strip; false when the image is complete. */
        public boolean paintNext() {
            if (done >= img.getHeight()) {
                return false;
            }
            Rectangle clip = new Rectangle(0, done, img.getWidth(), Math.min(strip, img.getHeight() - done));
            Graphics2D g = img.createGraphics();
            g.setClip(clip);
            // An exported board shows the position, not what the mouse points at.
            Pos keepSelected = selected;
            int keepHover = hoverRoot;
            selected = null;
            hoverRoot = -1;
            try {
                // Tiles just outside the strip are painted too (clipped): their antialiased grid
                // lines reach half a pixel into it, as they do when the image is painted in one go.
                Rectangle around = new Rectangle(clip.x, clip.y - 2, clip.width, clip.height + 4);
                paintBoard(g, t, around, tileImages);
            } finally {
                selected = keepSelected;
                hoverRoot = keepHover;
                g.dispose();
            }
            done += clip.height;
            return done < img.getHeight();
        }

        /** How much of the image is painted, 0 to 1. */
        public double progress() {
            return Math.min(1, done / (double) img.getHeight());
        }

        public BufferedImage image() {
            return img;
        }
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

    /** Replaces the tooltip builder (the window gives one that renders in the current language). */
    public void setTips(FeatureTip tips) {
        this.tips = tips;
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
                String feature = tips.feature(this, board.find(board.segment(f.tile(), f.segment())), players, rules);
                return who.replace("</html>", "<hr>") + feature.replace("<html>", "");
            }
            return who;
        }
        if (!h.onTile() || h.segment() < 0) {
            return null;
        }
        return tips.feature(this, board.find(board.segment(h.tile(), h.segment())), players, rules);
    }

    // ---- input ----

    private void setHover(BoardHit h) {
        int root = h != null && h.onTile() && h.segment() >= 0 ? board.find(board.segment(h.tile(), h.segment())) : -1;
        boolean changed = root != hoverRoot || !java.util.Objects.equals(h, hover);
        hoverRoot = root;
        hover = h;
        if (changed) {
            repaint();
            for (Consumer<BoardHit> l : hoverListeners) {
                l.accept(h);
            }
        }
    }

    private void fireClick(BoardHit h, MouseEvent e) {
        if (controller != null) {
            controller.clicked(h, e);
        }
    }

    private final class Mouse extends MouseAdapter {
        @Override
        public void mousePressed(MouseEvent e) {
            requestFocusInWindow();
            pressPoint = e.getPoint();
            lastDrag = e.getPoint();
            pressHit = hitAt(e.getPoint());
            panning = false;
            draggingFigure = false;
        }

        @Override
        public void mouseDragged(MouseEvent e) {
            if (pressPoint == null) {
                return;
            }
            if (!panning && !draggingFigure && pressPoint.distance(e.getPoint()) >= DRAG_THRESHOLD) {
                draggingFigure = pressHit.onFigure() && javax.swing.SwingUtilities.isLeftMouseButton(e);
                panning = !draggingFigure;
                setCursor(Cursor.getPredefinedCursor(panning ? Cursor.MOVE_CURSOR : Cursor.HAND_CURSOR));
            }
            if (panning) {
                camera.pan(e.getX() - lastDrag.x, e.getY() - lastDrag.y);
                repaint();
            } else if (draggingFigure) {
                dragFigureAt = camera.toBoard(e.getX(), e.getY());
                repaint();
            }
            lastDrag = e.getPoint();
        }

        @Override
        public void mouseReleased(MouseEvent e) {
            if (pressPoint == null) {
                return;
            }
            BoardHit from = pressHit;
            boolean wasFigureDrag = draggingFigure;
            boolean wasPan = panning;
            pressPoint = null;
            panning = false;
            draggingFigure = false;
            dragFigureAt = null;
            setCursor(Cursor.getDefaultCursor());
            if (wasFigureDrag) {
                BoardHit to = hitAtBoard(camera.toBoard(e.getX(), e.getY()).getX(),
                        camera.toBoard(e.getX(), e.getY()).getY(), null);
                if (controller != null) {
                    controller.figureDragged(from.figure(), to, e);
                }
                repaint();
            } else if (!wasPan) {
                fireClick(hitAt(e.getPoint()), e);
            }
        }

        @Override
        public void mouseMoved(MouseEvent e) {
            if (keyboardUsed) {
                keyboardUsed = false;
                repaint();
            }
            setHover(hitAt(e.getPoint()));
        }

        @Override
        public void mouseExited(MouseEvent e) {
            setHover(null);
        }

        @Override
        public void mouseWheelMoved(MouseWheelEvent e) {
            if (e.isShiftDown() || e.isControlDown() || e.isAltDown() || e.isMetaDown()) {
                if (controller != null) {
                    controller.wheel(e);
                }
                return;
            }
            camera.zoomAt(e.getX(), e.getY(), Math.pow(1.15, -e.getPreciseWheelRotation()));
            repaint();
        }
    }

    private void bindKeys() {
        key("LEFT", () -> arrow(-1, 0));
        key("RIGHT", () -> arrow(1, 0));
        key("UP", () -> arrow(0, -1));
        key("DOWN", () -> arrow(0, 1));
        key("shift LEFT", () -> pan(1, 0));
        key("shift RIGHT", () -> pan(-1, 0));
        key("shift UP", () -> pan(0, 1));
        key("shift DOWN", () -> pan(0, -1));
        key("PLUS", () -> zoom(1.25));
        key("EQUALS", () -> zoom(1.25));
        key("ADD", () -> zoom(1.25));
        key("MINUS", () -> zoom(0.8));
        key("SUBTRACT", () -> zoom(0.8));
        key("0", this::fitBoard);
        key("ENTER", () -> {
            if (cursorEnabled && cursor != null) {
                fireClick(hitAtBoard(cursor.x() + 0.5, cursor.y() + 0.5, null), null);
            }
        });
    }

    private void pan(int dx, int dy) {
        camera.pan(dx * camera.scale() / 2, dy * camera.scale() / 2);
        repaint();
    }

    private void arrow(int dx, int dy) {
        if (!cursorEnabled) {
            pan(-dx, -dy);
            return;
        }
        cursor = cursor.plus(dx, dy);
        keyboardUsed = true;
        select(null);
        Point2D a = camera.toScreen(cursor.x(), cursor.y());
        Point2D b = camera.toScreen(cursor.x() + 1, cursor.y() + 1);
        if (a.getX() < 0 || a.getY() < 0 || b.getX() > getWidth() || b.getY() > getHeight()) {
            camera.centreOn(cursor.x() + 0.5, cursor.y() + 0.5, getWidth(), getHeight());
        }
        setHover(hitAtBoard(cursor.x() + 0.5, cursor.y() + 0.5, null));
        repaint();
    }

    private void key(String stroke, Runnable r) {
        Keys.whenFocused(this, stroke, "board." + stroke, r);
    }

    /** Copies the list of figure centres, e.g. for an overlay. */
    public List<Point2D> figureCentres() {
        List<Point2D> out = new ArrayList<>();
        for (int i = 0; i < figures.size(); i++) {
            out.add(figureCentre(i));
        }
        return out;
    }
}
