package kudde.tutor;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.Segment;
import kudde.engine.tile.SegmentNames;

/**
 * Where an author may say a figure stands at the end (the expected result's figures): on a tile of
 * the final board, named by a location that names one segment alone. The contract of 1 December
 * makes a location that two segments of its type share on that tile (hs/02 {@code city:N}) invalid
 * in {@code expect.figures}, so the editor offers only the canonical name of each segment a figure
 * of that kind may take there: any segment for a follower, a field for a shepherd (S1), none for
 * the dragon and the fairy (they stand on the tile).
 */
public final class ExpectedPlaces {
    private ExpectedPlaces() {
    }

    /** The canonical location of each segment a {@code kind} may name on the final tile at {@code at}; empty without a tile. */
    public static List<String> at(Board end, Pos at, FigureKind kind) {
        List<String> out = new ArrayList<>();
        Orientation o = tile(end, at);
        if (o == null || !kind.owned()) {
            return out;
        }
        for (Segment s : o.type().segments()) {
            if (kind != FigureKind.SHEPHERD || s.type() == FeatureType.FIELD) {
                out.add(SegmentNames.canonical(o, s.index()));
            }
        }
        return out;
    }

    /**
     * The location to keep for a {@code kind} at {@code at}: the canonical name of the segment
     * {@code wanted} names there (one segment alone, of a type the kind may take), else the first
     * that it may take, else null (no tile, or nothing there the kind may stand on).
     */
    public static String keep(Board end, Pos at, FigureKind kind, String wanted) {
        List<String> places = at(end, at, kind);
        Orientation o = tile(end, at);
        if (o != null && wanted != null) {
            SegmentNames.Lookup look = SegmentNames.find(o, wanted);
            if (look.found()) {
                String name = SegmentNames.canonical(o, look.segment());
                if (places.contains(name)) {
                    return name;
                }
            }
        }
        return places.isEmpty() ? null : places.get(0);
    }

    /** The canonical name of the segment {@code on} names at {@code at}, or null where it names none alone. */
    public static String canonical(Board end, Pos at, String on) {
        Orientation o = tile(end, at);
        if (o == null || on == null) {
            return null;
        }
        SegmentNames.Lookup look = SegmentNames.find(o, on);
        return look.found() ? SegmentNames.canonical(o, look.segment()) : null;
    }

    /** Whether the final board has a tile at {@code at}. */
    public static boolean hasTile(Board end, Pos at) {
        return tile(end, at) != null;
    }

    /** "3, -1", "[3,-1]" or "3 -1" → the position; null when it is not two whole numbers. */
    public static Pos parse(String text) {
        String[] part = text.replace("[", " ").replace("]", " ").trim().split("\\s*[,;\\s]\\s*");
        if (part.length != 2) {
            return null;
        }
        try {
            return new Pos(Integer.parseInt(part[0]), Integer.parseInt(part[1]));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** "2, 3 3" → [2, 3, 3]; null when a value is not a token of 1 to 4 sheep. */
    public static List<Integer> parseSheep(String text) {
        List<Integer> out = new ArrayList<>();
        for (String part : text.trim().split("[,;\\s]+")) {
            if (part.isEmpty()) {
                continue;
            }
            try {
                int v = Integer.parseInt(part);
                if (v < 1 || v > 4) {
                    return null;
                }
                out.add(v);
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return out;
    }

    private static Orientation tile(Board end, Pos at) {
        if (end == null || at == null) {
            return null;
        }
        int t = end.tileAt(at.x(), at.y());
        return t < 0 ? null : end.tile(t);
    }
}
