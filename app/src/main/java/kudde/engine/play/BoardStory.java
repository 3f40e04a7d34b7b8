package kudde.engine.play;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Turn;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.SegmentNames;
import kudde.engine.tile.TileType;

/**
 * The board in words, for a learner who cannot see it (a screen reader) or wants it said: what
 * stands on it that matters — each figure with its player, its part of the tile and where that
 * tile lies, a shepherd's flock — and what a step changed: the tile laid, figures that came and
 * went, flocks that grew or went home, parts holding figures that a tile joined into one. As
 * messages, in the places' words of {@link Places} (docs/authoring.md), so every language says
 * it in its own; the window only renders them.
 */
public final class BoardStory {
    private BoardStory() {
    }

    /** What the board holds: the count of tiles and figures, then each figure, in the order they stand in the list. */
    public static List<Message> describe(List<PlayerSetup> players, Board board, List<Figure> figures) {
        List<Message> out = new ArrayList<>();
        out.add(Message.of("board.overview", board.tileCount(), figures.size()));
        for (Figure f : figures) {
            out.add(Message.of("board.line", figure(players, board, f)));
        }
        return out;
    }

    /** Each player's points, in turn order: "Points: Anna 5 points and Bram 3 points." */
    public static Message scores(List<PlayerSetup> players, int[] scores) {
        List<Message> each = new ArrayList<>();
        for (int p = 0; p < players.size() && p < scores.length; p++) {
            each.add(Message.of("board.score", player(players, p), scores[p]));
        }
        return Message.of("board.scores", new Message.Names(each));
    }

    /**
     * What changed from one position to the next (tiles are only added): the tiles laid, the figures
     * that came and went, the flocks that changed, and every feature a new tile joined from parts
     * that each held figures. None when nothing changed.
     */
    public static List<Message> changes(List<PlayerSetup> players, Board before, List<Figure> figuresBefore,
                                        Board after, List<Figure> figuresAfter) {
        List<Message> out = new ArrayList<>();
        List<Integer> laid = new ArrayList<>();
        for (int t = 0; t < after.tileCount(); t++) {
            if (before.tileAt(after.x(t), after.y(t)) < 0) {
                laid.add(t);
                Pos at = new Pos(after.x(t), after.y(t));
                out.add(Message.of("board.laid", new Message.Term("tile." + after.tile(t).type().id()),
                        Places.where(after, at)));
            }
        }
        for (Figure f : figuresAfter) {
            Figure was = same(f, figuresBefore);
            Figure moved = f.kind().owned() ? null : ofKind(f.kind(), figuresBefore);
            if (was == null && moved != null) {
                // The dragon or the fairy: one of each, so a new place is a move (D1, D3).
                out.add(Message.of("board.moved." + word(f), Places.tile(before, new Pos(moved.x(), moved.y())), Places.tile(after, new Pos(f.x(), f.y()))));
            } else if (was == null) {
                out.add(Message.of("board.came", figure(players, after, f)));
            } else if (f.kind() == FigureKind.SHEPHERD && was.sheepTotal() != f.sheepTotal()) {
                out.add(Message.of("board.flock", player(players, f.player()), f.sheepTotal(), was.sheepTotal()));
            }
        }
        for (Figure f : figuresBefore) {
            if (same(f, figuresAfter) == null && (f.kind().owned() || ofKind(f.kind(), figuresAfter) == null)) {
                out.add(Message.of("board.went", figure(players, before, f)));
            }
        }
        out.addAll(joins(players, before, figuresBefore, after, laid));
        return out;
    }

    /**
     * Where a tile lies, in the learner's words ("2 tiles east and 1 tile north of the start
     * tile"), its coordinates beside for authors (docs/authoring.md).
     */
    public static Message.Aside where(Board board, Pos at) {
        return Places.where(board, at);
    }

    /**
     * A move of the tile to play, as a learner reads it (a hint's move, a move taken back): where
     * it would lie, turned how, and the figure it gets ("east of the start tile, turned 90°
     * clockwise, with a farmer in the field north of the road"); at a tending choice (S5) the
     * choice too. Coordinates only beside, for authors.
     */
    public static Message move(Board board, TileType tile, Pos at, int rotation, Turn.Placement place, Turn.Flock flock) {
        Message figure = Message.of("move.figure.none");
        if (place != null) {
            Orientation o = tile.oriented(rotation);
            SegmentNames.Lookup look = SegmentNames.find(o, place.on());
            if (!look.found()) {
                figure = Message.of(place.kind() == FigureKind.SHEPHERD ? "move.figure.someShepherd" : "move.figure.some");
            } else if (place.kind() == FigureKind.SHEPHERD) {
                figure = Message.of("move.figure.shepherd", Places.part(o, look.segment()));
            } else {
                figure = Message.of("move.figure.follower", Places.role(o, look.segment()));
            }
        }
        return flock == null ? Message.of("move.words", where(board, at), rotation, figure)
                : Message.of("move.words.tending", where(board, at), rotation, figure, new Message.Term("move.flock." + flock.word()));
    }

    /** One figure: "Anna: farmer in the field north of the road, east of the start tile, with 3 sheep". */
    static Message figure(List<PlayerSetup> players, Board board, Figure f) {
        Pos at = new Pos(f.x(), f.y());
        Message.Aside where = Places.where(board, at);
        if (!f.kind().owned() || f.tile() < 0 || f.tile() >= board.tileCount()) {
            return Message.of("board.figure." + word(f), where);
        }
        Orientation o = board.tile(f.tile());
        if (f.kind() == FigureKind.SHEPHERD) {
            return Message.of("board.shepherd", player(players, f.player()), Places.part(o, f.segment()), where,
                    f.sheepTotal());
        }
        return Message.of("board.follower", player(players, f.player()), Places.role(o, f.segment()), where);
    }

    /** "The new tile joins parts holding figures of Anna and Bram into one field." */
    private static List<Message> joins(List<PlayerSetup> players, Board before, List<Figure> figuresBefore,
                                       Board after, List<Integer> laid) {
        List<Message> out = new ArrayList<>();
        Set<Integer> seen = new LinkedHashSet<>();
        for (int t : laid) {
            for (int local = 0; local < after.segmentsOn(t); local++) {
                int root = after.find(after.segment(t, local));
                if (!seen.add(root)) {
                    continue;
                }
                // The figures that stood before on what is now this one feature, by the part they stood on then.
                Map<Integer, Set<Object>> holders = new LinkedHashMap<>();
                for (Figure f : figuresBefore) {
                    int bt = before.tileAt(f.x(), f.y());
                    int at = after.tileAt(f.x(), f.y());
                    if (!f.kind().owned() || f.segment() < 0 || bt < 0 || at < 0
                            || after.find(after.segment(at, f.segment())) != root) {
                        continue;
                    }
                    holders.computeIfAbsent(before.find(before.segment(bt, f.segment())), k -> new LinkedHashSet<>())
                            .add(player(players, f.player()));
                }
                if (holders.size() >= 2) {
                    Set<Object> who = new LinkedHashSet<>();
                    holders.values().forEach(who::addAll);
                    out.add(Message.of("board.joined", new Message.Term("feature." + after.typeOf(root).word()),
                            new Message.Names(new ArrayList<>(who))));
                }
            }
        }
        return out;
    }

    /** The same figure in the other list: its kind and player on the same part of the same place. */
    private static Figure same(Figure f, List<Figure> in) {
        for (Figure g : in) {
            if (g.kind() == f.kind() && g.player() == f.player() && g.x() == f.x() && g.y() == f.y()
                    && g.segment() == f.segment()) {
                return g;
            }
        }
        return null;
    }

    private static Figure ofKind(FigureKind kind, List<Figure> in) {
        for (Figure g : in) {
            if (g.kind() == kind) {
                return g;
            }
        }
        return null;
    }

    private static String word(Figure f) {
        return f.kind().name().toLowerCase(java.util.Locale.ROOT);
    }

    private static Object player(List<PlayerSetup> players, int p) {
        if (p < 0 || p >= players.size()) {
            return new Message.Unnamed("player " + (p + 1));
        }
        PlayerSetup s = players.get(p);
        return s.name() != null && !s.name().isBlank() ? s.name() : new Message.Unnamed(s.id());
    }
}
