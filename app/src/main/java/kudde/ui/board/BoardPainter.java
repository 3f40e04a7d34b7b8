package kudde.ui.board;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.NoninvertibleTransformException;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.board.FeatureView;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;
import kudde.ui.art.FigureArt;
import kudde.ui.art.FlockLayout;
import kudde.ui.art.TileArt;
import kudde.ui.kit.Theme;

/**
 * Paints the shown board with a given transform: the tiles (as cached images up to
 * {@link TileImages#MAX_SIZE} pixels a tile, as vectors above), what is lit up, the feature under
 * the mouse, the figures, the selection and keyboard cursor, and the controller's own marks.
 */
final class BoardPainter {
    private static final double TOKEN_SIZE = 0.13;
    /** How far a figure's art reaches from its centre, in figure sizes (the crook, the outline). */
    static final double FIGURE_REACH = 0.6;

    private final BoardView view;
    private final BoardGeometry geometry;
    private java.util.Map<Integer, FlockLayout.Layout> flockCache;
    private List<Figure> flockFigures;
    private Board flockBoard;
    private double flockSize;
    private double flockFigureSize;

    BoardPainter(BoardView view, BoardGeometry geometry) {
        this.view = view;
        this.geometry = geometry;
    }

    /**
     * Paints the board.
     *
     * @param exported an image of the position: without the selection and the feature under the mouse
     */
    void paint(Graphics2D g0, AffineTransform transform, Rectangle clip, TileImages tileImages, boolean exported) {
        view.paintStarts();
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        Graphics2D device = (Graphics2D) g.create();
        g.transform(transform);
        double px = transform.getScaleX();
        Rectangle2D visible;
        try {
            visible = transform.createInverse().createTransformedShape(clip).getBounds2D();
        } catch (NoninvertibleTransformException e) {
            return;
        }
        // Cached images only where a layout pixel is a device pixel: a picture drawn finer for print
        // (BoardRendering's density) gets vectors, never an image scaled up.
        AffineTransform onDevice = g0.getTransform();
        boolean unscaled = onDevice.getScaleX() == 1 && onDevice.getScaleY() == 1 && onDevice.getShearX() == 0
                && onDevice.getShearY() == 0;
        if (unscaled && px <= TileImages.MAX_SIZE && transform.getShearX() == 0 && transform.getShearY() == 0) {
            paintTileImages(device, transform, visible, tileImages);
        } else {
            paintTiles(g, px, visible);
        }
        device.dispose();
        paintHighlight(g, px);
        if (!exported) {
            paintHover(g, px);
        }
        // Under the figures, so the badge never covers one; in pictures too, whose captions count from it.
        StartMark.paint(g, view, geometry, px);
        // The author's marks, in pictures too: a ring round one figure under it, the rest over.
        DrawingLayer.paintUnderFigures(g, view.marks(), view, geometry);
        paintFigures(g, px);
        DrawingLayer.paint(g, view.marks());
        kudde.engine.model.Pos[] drawing = exported ? null : view.input().drawingPreview();
        if (drawing != null) {
            Sketcher sk = view.sketcher();
            DrawingLayer.arrow(g, drawing[0], drawing[1], sk == null ? Theme.colour("Kudde.board.hoverLine")
                    : DrawingLayer.colour(sk.colour()));
        }
        paintSelection(g, px, exported);
        BoardController c = view.controller();
        if (c != null) {
            Graphics2D og = (Graphics2D) g.create();
            if (exported) {
                c.paintInPicture(og, view, px);
            } else {
                c.paintOver(og, view);
            }
            og.dispose();
        }
        g.dispose();
    }

    /**
     * Tiles as cached images copied unscaled onto whole pixels (fast to pan), grid lines on top.
     * Images are a pixel larger than the narrower tile boxes; the next tile covers the overlap.
     */
    private void paintTileImages(Graphics2D g, AffineTransform transform, Rectangle2D visible, TileImages images) {
        Board board = view.board();
        double s = transform.getScaleX();
        int size = (int) Math.ceil(s);
        int[] box = new int[4 * board.tileCount()];
        int n = 0;
        for (int t = 0; t < board.tileCount(); t++) {
            int x = board.x(t);
            int y = board.y(t);
            if (!visible.intersects(x, y, 1, 1)) {
                continue;
            }
            box[n++] = (int) Math.round(transform.getTranslateX() + x * s);
            box[n++] = (int) Math.round(transform.getTranslateY() + y * s);
            box[n++] = (int) Math.round(transform.getTranslateX() + (x + 1) * s);
            box[n++] = (int) Math.round(transform.getTranslateY() + (y + 1) * s);
            g.drawImage(images.get(board.tile(t), size), box[n - 4], box[n - 3], null);
        }
        // Grid lines after all images, so no image's extra pixel covers a neighbour's line.
        g.setColor(Theme.colour("Kudde.board.grid"));
        for (int i = 0; i < n; i += 4) {
            g.drawRect(box[i], box[i + 1], box[i + 2] - box[i] - 1, box[i + 3] - box[i + 1] - 1);
        }
    }

    private void paintTiles(Graphics2D g, double px, Rectangle2D visible) {
        Board board = view.board();
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
            tg.setColor(Theme.colour("Kudde.board.grid"));
            tg.setStroke(new BasicStroke(thin));
            tg.draw(new Rectangle2D.Double(0, 0, 1, 1));
            tg.dispose();
        }
    }

    private void paintFeature(Graphics2D g, int root, Color fill, Color line, java.awt.Stroke stroke, double px) {
        Board board = view.board();
        FeatureView fv = new FeatureView(board, root);
        for (int seg : fv.segments()) {
            Shape s = geometry.segmentShape(board.tileOf(seg), board.localOf(seg));
            g.setColor(fill);
            g.fill(s);
            Lines.cased(g, s, stroke, line, px);
        }
    }

    private void paintHighlight(Graphics2D g, double px) {
        Board board = view.board();
        Highlight highlight = view.highlight();
        for (Pos p : highlight.tiles()) {
            g.setColor(Theme.colour("Kudde.board.highlightFill"));
            g.fill(new Rectangle2D.Double(p.x(), p.y(), 1, 1));
            java.awt.Color line = Theme.colour("Kudde.board.highlightLine");
            Lines.cased(g, new Rectangle2D.Double(p.x() + 3 / px, p.y() + 3 / px, 1 - 6 / px, 1 - 6 / px),
                    Lines.solid(3, px), line, px);
            // A second, inner frame: lit up is told from the keyboard cursor (dotted) by its line too.
            Lines.cased(g, new Rectangle2D.Double(p.x() + 9 / px, p.y() + 9 / px, 1 - 18 / px, 1 - 18 / px),
                    Lines.solid(1.5, px), line, px);
        }
        for (Highlight.SegmentRef ref : highlight.features()) {
            int t = board.tileAt(ref.at().x(), ref.at().y());
            if (t >= 0 && ref.segment() >= 0 && ref.segment() < board.segmentsOn(t)) {
                paintFeature(g, board.find(board.segment(t, ref.segment())), Theme.colour("Kudde.board.featureFill"),
                        Theme.colour("Kudde.board.featureLine"), Lines.round(2.5, px), px);
            }
        }
    }

    private void paintHover(Graphics2D g, double px) {
        int root = view.hoverRoot();
        if (root >= 0 && root < view.board().segmentCount()) {
            // Dashed: the feature under the mouse is told from a lit-up one (solid) by its line too.
            paintFeature(g, root, Theme.colour("Kudde.board.hoverFill"), Theme.colour("Kudde.board.hoverLine"),
                    Lines.dashed(2.5, px), px);
        }
    }

    private void paintFigures(Graphics2D g, double px) {
        List<Figure> figures = view.figures();
        Highlight highlight = view.highlight();
        double size = geometry.figureSize();
        double lw = 1.3 / (px * size);
        for (int i = 0; i < figures.size(); i++) {
            Figure f = figures.get(i);
            Point2D dragged = view.input().draggedTo(i);
            Point2D c = dragged != null ? dragged : geometry.figureCentre(i);
            Graphics2D fg = (Graphics2D) g.create();
            fg.translate(c.getX(), c.getY());
            fg.scale(size, size);
            switch (f.kind()) {
                case FOLLOWER -> FigureArt.follower(fg, view.playerLook(f.player()), lw);
                case SHEPHERD -> FigureArt.shepherd(fg, view.playerLook(f.player()), lw);
                case DRAGON -> FigureArt.dragon(fg, lw);
                case FAIRY -> FigureArt.fairy(fg, lw);
            }
            fg.dispose();
            if (highlight.figures().contains(i)) {
                double r = size * 0.7;
                Lines.cased(g, new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r), Lines.solid(3, px),
                        Theme.colour("Kudde.board.featureLine"), px);
            }
            if (f.kind() == FigureKind.SHEPHERD && !f.sheep().isEmpty() && dragged != null) {
                // In the hand: the flock goes along beside the shepherd, summed.
                double ts = tokenSize(px);
                paintFlock(g, new FlockLayout.Layout(List.of(new FlockLayout.Item(new Rectangle2D.Double(
                        c.getX() + size * 0.6, c.getY() - size * 0.5, ts * FlockLayout.SUM_WIDTH,
                        ts * FlockLayout.SUM_HEIGHT), f.sheepTotal())), true, ts), px);
            }
        }
        // The flocks after every figure, each inside its shepherd's field and clear of all figures.
        for (FlockLayout.Layout flock : flocks(px, size).values()) {
            paintFlock(g, flock, px);
        }
    }

    private static double tokenSize(double px) {
        return Math.max(TOKEN_SIZE, 11 / px);
    }

    private void paintFlock(Graphics2D g, FlockLayout.Layout flock, double px) {
        for (FlockLayout.Item item : flock.items()) {
            Rectangle2D b = item.box();
            Graphics2D tg = (Graphics2D) g.create();
            tg.translate(b.getCenterX(), b.getCenterY());
            double s = flock.size();
            tg.scale(s, s);
            if (flock.summed()) {
                String label = view.texts().format("board.flock", item.value());
                FigureArt.summedFlock(tg, label, 1.0 / (px * s));
                view.painted(label);
            } else {
                FigureArt.sheepToken(tg, item.value(), 1.0 / (px * s));
                view.painted(Integer.toString(item.value()));
            }
            tg.dispose();
        }
    }

    /**
     * Each shepherd's flock laid out in its own field on its tile, away from every figure (cached:
     * laying out takes a mask of the tile, and the board is painted far more often than it changes).
     */
    java.util.Map<Integer, FlockLayout.Layout> flocks(double px, double size) {
        List<Figure> figures = view.figures();
        Board board = view.board();
        double ts = tokenSize(px);
        if (flockCache != null && flockFigures == figures && flockBoard == board && flockSize == ts
                && flockFigureSize == size) {
            return flockCache;
        }
        java.util.Map<Integer, FlockLayout.Layout> out = new java.util.LinkedHashMap<>();
        List<Shape> placed = new java.util.ArrayList<>();
        double gap = Math.max(0.012, 1.5 / px);
        for (int i = 0; i < figures.size(); i++) {
            Figure f = figures.get(i);
            if (f.kind() != FigureKind.SHEPHERD || f.sheep().isEmpty() || f.tile() < 0 || f.tile() >= board.tileCount()
                    || f.segment() < 0 || f.segment() >= board.segmentsOn(f.tile())) {
                continue;
            }
            Point2D c = geometry.figureCentre(i);
            List<Shape> obstacles = new java.util.ArrayList<>();
            for (int j = 0; j < figures.size(); j++) {
                Point2D o = geometry.figureCentre(j);
                if (Math.abs(o.getX() - c.getX()) < 2 && Math.abs(o.getY() - c.getY()) < 2) {
                    double r = size * FIGURE_REACH;
                    obstacles.add(new Ellipse2D.Double(o.getX() - r, o.getY() - r, 2 * r, 2 * r));
                }
            }
            Shape building = geometry.monastery(f.tile());
            if (building != null) {
                obstacles.add(building);
            }
            // Two shepherds in one field of one tile: the second flock goes beside the first.
            obstacles.addAll(placed);
            FlockLayout.Layout flock = FlockLayout.of(f.x(), f.y(), geometry.segmentShape(f.tile(), f.segment()),
                    obstacles, c, f.sheep(), ts, Math.max(0.05, 5 / px), gap);
            flock.items().forEach(item -> placed.add(item.box()));
            out.put(i, flock);
        }
        flockCache = out;
        flockFigures = figures;
        flockBoard = board;
        flockSize = ts;
        flockFigureSize = size;
        return out;
    }

    private void paintSelection(Graphics2D g, double px, boolean exported) {
        Pos selected = view.selected();
        if (selected != null && !exported) {
            Lines.cased(g, new Rectangle2D.Double(selected.x() + 3 / px, selected.y() + 3 / px, 1 - 6 / px, 1 - 6 / px),
                    new BasicStroke((float) (3 / px), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10,
                            new float[] {(float) (8 / px), (float) (5 / px)}, 0), Theme.colour("Kudde.board.selection"), px);
        }
        Pos cursor = view.input().shownCursor();
        if (cursor != null && view.isFocusOwner()) {
            Lines.cased(g, new Rectangle2D.Double(cursor.x() + 5 / px, cursor.y() + 5 / px, 1 - 10 / px, 1 - 10 / px),
                    Lines.dotted(3, px), Theme.colour("Kudde.board.cursor"), px);
        }
    }
}
