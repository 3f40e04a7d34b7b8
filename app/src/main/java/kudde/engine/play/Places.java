package kudde.engine.play;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.Turn;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.SegmentNames;
import kudde.engine.tile.Spots;

/**
 * Places as a learner reads them, as messages: a part of a tile by what it is and where it lies
 * ("the field north of the road", {@link Spots}), a figure's role there ("farmer in the field
 * north of the road"), and the parts of a refused move besides its tile.
 */
final class Places {
    private Places() {
    }

    /** The eight compass points, by the sign of dx (east) and dy (south): [dy + 1][dx + 1]. */
    private static final String[][] COMPASS = {{"NW", "N", "NE"}, {"W", null, "E"}, {"SW", "S", "SE"}};

    /**
     * Where a tile lies, as the learner finds it (docs/authoring.md, "Places in a learner's
     * words"): by compass direction from the start tile ("east of the start tile", "2 tiles east
     * and 1 tile north of the start tile"); where the set-up has no start tile at [0,0], from a
     * neighbouring tile named by what it shows ("north of the tile with a straight road"). The
     * coordinates go beside it for authors.
     */
    static Message.Aside where(Game g, Pos at) {
        return new Message.Aside(whereWords(g.board, g.startTile, g::landmarkName, at), at.toString());
    }

    /** {@link #where(Game, Pos)} on a board alone, which has a start tile when a tile lies at [0,0]. */
    static Message.Aside where(Board board, Pos at) {
        return new Message.Aside(whereWords(board, board.tileAt(0, 0) >= 0, Places::landmark, at), at.toString());
    }

    /** The tile at a place, as a noun: "the start tile", "the tile east of the start tile". */
    static Message.Aside tile(Game g, Pos at) {
        if (g.startTile && at.x() == 0 && at.y() == 0) {
            return new Message.Aside(Message.of("place.start"), at.toString());
        }
        return new Message.Aside(Message.of("place.tile", whereWords(g.board, g.startTile, g::landmarkName, at)), at.toString());
    }

    /** {@link #tile(Game, Pos)} on a board alone, which has a start tile when a tile lies at [0,0]. */
    static Message.Aside tile(Board board, Pos at) {
        if (at.x() == 0 && at.y() == 0 && board.tileAt(0, 0) >= 0) {
            return new Message.Aside(Message.of("place.start"), at.toString());
        }
        return new Message.Aside(Message.of("place.tile", whereWords(board, board.tileAt(0, 0) >= 0, Places::landmark, at)), at.toString());
    }

    /** A landmark tile by all it shows, for a board without its game (BoardStory). */
    private static Message.Term landmark(String id) {
        return new Message.Term("tile." + id);
    }

    /** Several places seen from one tile, by compass point: "north-east", "south" (of the monastery). */
    static Message.Aside around(Pos from, Pos at) {
        return new Message.Aside(compass(at.x() - from.x(), at.y() - from.y()), at.toString());
    }

    private static Message whereWords(Board board, boolean startTile, java.util.function.Function<String, Message.Term> landmark,
                                      Pos at) {
        if (startTile) {
            long dx = at.x();
            long dy = at.y();
            if (dx == 0 && dy == 0) {
                return Message.of("where.start.on");
            }
            if (Math.abs(dx) <= 1 && Math.abs(dy) <= 1) {
                return Message.of("where.start.next", compass(dx, dy));
            }
            if (dx == 0 || dy == 0) {
                return Message.of("where.start.line", (int) Math.min(Integer.MAX_VALUE, Math.abs(dx + dy)), compass(dx, dy));
            }
            return Message.of("where.start.both", (int) Math.min(Integer.MAX_VALUE, Math.abs(dx)), compass(dx, 0),
                    (int) Math.min(Integer.MAX_VALUE, Math.abs(dy)), compass(0, dy));
        }
        int[][] sides = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
        for (int[] d : sides) {
            int t = board.tileAt(at.x(), at.y(), d[0], d[1]);
            if (t >= 0) {
                // The place lies on the other side of that neighbour: its direction is -d.
                return Message.of("where.next", compass(-d[0], -d[1]),
                        landmark.apply(board.tile(t).type().id()));
            }
        }
        return Message.of("where.alone");
    }

    private static Message.Term compass(long dx, long dy) {
        return new Message.Term("compass." + COMPASS[Long.signum(dy) + 1][Long.signum(dx) + 1]);
    }

    /** "the field north of the road", "the city in the east of the tile", "the monastery". */
    static Message part(Orientation o, int segment) {
        Spots.Spot s = Spots.of(o, segment);
        String type = s.type().word();
        return switch (s.relation()) {
            case ONLY -> Message.of("part." + type);
            case ROAD -> Message.of("part." + type + ".road", new Message.Term("compass." + s.compass()));
            case TILE -> Message.of("part." + type + ".tile", new Message.Term("compass." + s.compass()));
            case ACROSS -> Message.of("part." + type + ".across");
        };
    }

    /** A follower's role on that part: "thief on the road", "farmer in the field north of the road". */
    static Message role(Orientation o, int segment) {
        return Message.of("role.at." + o.type().segment(segment).type().word(), part(o, segment));
    }

    /**
     * What a refused tile turn tried besides laying its tile, in order: the figure ("to put the
     * shepherd in the field south of the road"), a tile slid under it (H1) and the tending choice
     * ("to grow the flock").
     */
    static List<Object> tried(Turn.TileTurn t) {
        List<Object> parts = new ArrayList<>();
        Turn.Placement place = t.place();
        if (place != null && (place.kind() == FigureKind.FOLLOWER || place.kind() == FigureKind.SHEPHERD)) {
            Orientation o = t.tile().oriented(t.rotation());
            SegmentNames.Lookup look = SegmentNames.find(o, place.on());
            boolean shepherd = place.kind() == FigureKind.SHEPHERD;
            if (!look.found()) {
                parts.add(Message.of(shepherd ? "tried.shepherd" : "tried.follower"));
            } else if (shepherd) {
                String type = o.type().segment(look.segment()).type().word();
                parts.add(Message.of("tried.shepherd." + type, part(o, look.segment())));
            } else {
                parts.add(Message.of("tried.follower.as", role(o, look.segment())));
            }
        }
        if (t.hidden() != null) {
            parts.add(new Message.Term("tried.hidden")); // H1: a tile slid under it
        }
        if (t.flock() != null) {
            parts.add(new Message.Term("tried.flock." + t.flock().word()));
        }
        return parts;
    }
}
