package kudde.ui.art;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.Segment;
import kudde.engine.tile.TileType;

/**
 * Paints a tile as vector art into the unit square of the current transform, in board
 * orientation. Line widths never drop below a pixel or so, so the art stays readable when
 * zoomed far out.
 */
public final class TileArt {
    private TileArt() {
    }

    /** The transform from a tile's own orientation to board orientation within the unit square. */
    public static AffineTransform orientation(int quarterTurns) {
        return AffineTransform.getQuadrantRotateInstance(quarterTurns & 3, 0.5, 0.5);
    }

    /**
     * @param g  a graphics whose transform maps the unit square onto the tile's square on screen
     * @param px pixels per tile, for minimum line widths
     */
    public static void paint(Graphics2D g, Orientation o, double px) {
        Graphics2D t = (Graphics2D) g.create();
        try {
            t.clip(new Rectangle2D.Double(0, 0, 1, 1));
            t.transform(orientation(o.quarterTurns()));
            paintUnturned(t, o.type(), o.quarterTurns(), px);
        } finally {
            t.dispose();
        }
    }

    static void paintUnturned(Graphics2D g, TileType type, int quarterTurns, double px) {
        TileGeometry geo = TileGeometry.of(type);
        double onePx = 1 / Math.max(px, 1);
        g.setColor(ArtColours.FIELD);
        g.fill(new Rectangle2D.Double(0, 0, 1, 1));
        if (type.hill()) {
            paintHill(upright(g, geo.decoration(), quarterTurns), geo.decoration(), onePx);
        }
        for (Shape h : geo.hedges()) {
            g.setColor(ArtColours.HEDGE);
            g.setStroke(new BasicStroke((float) Math.max(TileGeometry.HEDGE_WIDTH, 1.5 * onePx),
                    BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(h);
        }
        paintRoads(g, type, geo, quarterTurns, onePx);
        for (Segment s : type.segments()) {
            if (s.type() == FeatureType.CITY) {
                paintCity(g, geo.area(s.index()), onePx);
            }
        }
        for (Segment s : type.segments()) {
            if (s.pennant()) {
                paintPennant(upright(g, geo.pennant(s.index()), quarterTurns), geo.pennant(s.index()), onePx);
            }
        }
        if (geo.monastery() != null) {
            Rectangle2D m = geo.monastery();
            paintMonastery(upright(g, new Point2D.Double(m.getCenterX(), m.getCenterY()), quarterTurns), m, onePx);
        }
        if (type.vineyard()) {
            paintVineyard(upright(g, geo.decoration(), quarterTurns), geo.decoration(), onePx);
        }
    }

    private static void paintRoads(Graphics2D g0, TileType type, TileGeometry geo, int quarterTurns, double onePx) {
        Graphics2D g = g0;
        float w = (float) Math.max(TileGeometry.ROAD_WIDTH, 3 * onePx);
        float edge = (float) Math.max(0.018, 1.2 * onePx);
        for (Segment s : type.segments()) {
            if (s.type() == FeatureType.ROAD) {
                g.setColor(ArtColours.ROAD_EDGE);
                g.setStroke(new BasicStroke(w + 2 * edge, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND));
                g.draw(geo.roadLine(s.index()));
            }
        }
        for (Segment s : type.segments()) {
            if (s.type() == FeatureType.ROAD) {
                g.setColor(ArtColours.ROAD);
                g.setStroke(new BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND));
                g.draw(geo.roadLine(s.index()));
            }
        }
        for (Point2D end : geo.roadEnds()) {
            g = upright(g0, end, quarterTurns);
            double r = 0.055;
            Shape house = new Rectangle2D.Double(end.getX() - r, end.getY() - r, 2 * r, 2 * r);
            g.setColor(ArtColours.STONE);
            g.fill(house);
            g.setColor(ArtColours.OUTLINE);
            g.setStroke(new BasicStroke((float) Math.max(0.012, onePx)));
            g.draw(house);
            Path2D roof = new Path2D.Double();
            roof.moveTo(end.getX() - r, end.getY() - r * 0.2);
            roof.lineTo(end.getX(), end.getY() - r);
            roof.lineTo(end.getX() + r, end.getY() - r * 0.2);
            roof.closePath();
            g.setColor(ArtColours.ROOF);
            g.fill(roof);
        }
    }

    /**
     * A graphics turned back around a point, so buildings, hills and vines stand upright on a
     * turned tile (only the land turns, not what stands on it).
     */
    private static Graphics2D upright(Graphics2D g, Point2D at, int quarterTurns) {
        Graphics2D u = (Graphics2D) g.create();
        u.rotate(-(quarterTurns & 3) * Math.PI / 2, at.getX(), at.getY());
        return u;
    }

    private static void paintCity(Graphics2D g, Shape city, double onePx) {
        g.setColor(ArtColours.CITY);
        g.fill(city);
        // A few roofs, so a city reads as a town and not as sand.
        Graphics2D r = (Graphics2D) g.create();
        r.clip(city);
        r.setColor(ArtColours.CITY_ROOF);
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                double x = 0.06 + i * 0.2 + (j % 2) * 0.1;
                double y = 0.08 + j * 0.2;
                if (city.contains(x, y) && city.contains(x + 0.07, y + 0.05)) {
                    r.fill(new Rectangle2D.Double(x, y, 0.07, 0.045));
                }
            }
        }
        r.dispose();
        // The wall: stroke the outline, but not where it runs along the tile border (the city
        // goes on into the neighbour there).
        float w = (float) Math.max(0.035, 2 * onePx);
        Graphics2D wall = (Graphics2D) g.create();
        wall.clip(new Rectangle2D.Double(w / 2, w / 2, 1 - w, 1 - w));
        wall.setColor(ArtColours.WALL);
        wall.setStroke(new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        wall.draw(city);
        wall.dispose();
    }

    private static void paintPennant(Graphics2D g, Point2D at, double onePx) {
        double s = 0.1;
        Path2D shield = new Path2D.Double();
        shield.moveTo(at.getX() - s / 2, at.getY() - s / 2);
        shield.lineTo(at.getX() + s / 2, at.getY() - s / 2);
        shield.lineTo(at.getX() + s / 2, at.getY());
        shield.quadTo(at.getX() + s / 2, at.getY() + s * 0.45, at.getX(), at.getY() + s * 0.6);
        shield.quadTo(at.getX() - s / 2, at.getY() + s * 0.45, at.getX() - s / 2, at.getY());
        shield.closePath();
        g.setColor(ArtColours.PENNANT);
        g.fill(shield);
        g.setColor(ArtColours.PENNANT_EDGE);
        g.setStroke(new BasicStroke((float) Math.max(0.012, onePx)));
        g.draw(shield);
    }

    private static void paintMonastery(Graphics2D g, Rectangle2D box, double onePx) {
        double x = box.getX();
        double y = box.getY();
        double w = box.getWidth();
        double h = box.getHeight();
        Shape body = new Rectangle2D.Double(x + w * 0.1, y + h * 0.38, w * 0.8, h * 0.62);
        Path2D roof = new Path2D.Double();
        roof.moveTo(x, y + h * 0.42);
        roof.lineTo(x + w / 2, y + h * 0.08);
        roof.lineTo(x + w, y + h * 0.42);
        roof.closePath();
        g.setColor(ArtColours.STONE);
        g.fill(body);
        g.setColor(ArtColours.ROOF);
        g.fill(roof);
        g.setColor(ArtColours.OUTLINE);
        g.setStroke(new BasicStroke((float) Math.max(0.014, onePx), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(body);
        g.draw(roof);
        Shape door = new RoundRectangle2D.Double(x + w * 0.4, y + h * 0.7, w * 0.2, h * 0.3, w * 0.2, w * 0.2);
        g.fill(door);
        double cx = x + w / 2;
        g.draw(new java.awt.geom.Line2D.Double(cx, y - h * 0.12, cx, y + h * 0.08));
        g.draw(new java.awt.geom.Line2D.Double(cx - w * 0.1, y - h * 0.05, cx + w * 0.1, y - h * 0.05));
    }

    private static void paintHill(Graphics2D g, Point2D at, double onePx) {
        double w = 0.46;
        double h = 0.26;
        // Keep the mound off the tile border, so edges still show what they are.
        double x = Math.max(w / 2 + 0.04, Math.min(1 - w / 2 - 0.04, at.getX()));
        double base = Math.min(0.94, at.getY() + h * 0.45);
        at = new Point2D.Double(x, base - h * 0.45);
        Path2D mound = new Path2D.Double();
        mound.moveTo(at.getX() - w / 2, base);
        mound.curveTo(at.getX() - w * 0.3, base - h * 1.3, at.getX() + w * 0.3, base - h * 1.3, at.getX() + w / 2, base);
        mound.closePath();
        g.setColor(ArtColours.HILL);
        g.fill(mound);
        g.setColor(ArtColours.HILL_EDGE);
        g.setStroke(new BasicStroke((float) Math.max(0.018, 1.5 * onePx), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(mound);
        // A contour line halfway up.
        Path2D contour = new Path2D.Double();
        contour.moveTo(at.getX() - w * 0.28, base - h * 0.35);
        contour.quadTo(at.getX(), base - h * 0.62, at.getX() + w * 0.28, base - h * 0.35);
        g.setStroke(new BasicStroke((float) Math.max(0.01, onePx), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(contour);
    }

    private static void paintVineyard(Graphics2D g, Point2D at, double onePx) {
        double r = 0.018;
        for (int row = 0; row < 3; row++) {
            double y = at.getY() - 0.08 + row * 0.08;
            double x0 = at.getX() - 0.12;
            g.setColor(ArtColours.STAKE);
            g.setStroke(new BasicStroke((float) Math.max(0.01, onePx)));
            g.draw(new java.awt.geom.Line2D.Double(x0 - 0.01, y + 0.025, x0 + 0.25, y + 0.025));
            g.setColor(ArtColours.VINE);
            for (int k = 0; k < 5; k++) {
                double x = x0 + k * 0.058;
                g.fill(new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r));
                g.fill(new Ellipse2D.Double(x - r * 0.4, y + r * 0.4, 1.6 * r, 1.6 * r));
            }
        }
    }
}
