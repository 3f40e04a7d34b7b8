package kudde.ui.doc;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.BagSetup;
import kudde.engine.model.FigureKind;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.TilePlacement;
import kudde.engine.rules.RuleSet;
import kudde.engine.tile.SegmentNames;

/** The editor's edits, each a pure change of the scenario with a name for the Undo menu. */
public final class Edits {
    private Edits() {
    }

    public static Edit placeTile(TilePlacement p) {
        return Edit.ofGame("edit.placeTile", s -> {
            List<TilePlacement> board = new ArrayList<>(s.board());
            board.add(p);
            return s.withBoard(board);
        });
    }

    /** Removes the tile at a position and every figure standing on it. */
    public static Edit removeTile(Pos at) {
        return Edit.ofGame("edit.removeTile", s -> {
            List<TilePlacement> board = new ArrayList<>(s.board());
            board.removeIf(t -> t.at().equals(at));
            List<FigureSetup> figures = new ArrayList<>(s.figures());
            figures.removeIf(f -> at.equals(f.at()));
            return s.withBoard(board).withFigures(figures);
        });
    }

    /**
     * Turns the tile at a position a quarter clockwise; the figures on it turn with it (each
     * keeps its segment, named anew in board orientation).
     */
    public static Edit turnTile(Pos at) {
        return Edit.ofGame("edit.turnTile", s -> {
            List<TilePlacement> board = new ArrayList<>(s.board());
            TilePlacement before = null;
            TilePlacement after = null;
            for (int i = 0; i < board.size(); i++) {
                TilePlacement t = board.get(i);
                if (t.at().equals(at) && before == null) {
                    before = t;
                    after = new TilePlacement(t.tile(), t.at(), (t.rotation() + 90) % 360);
                    board.set(i, after);
                }
            }
            if (before == null) {
                return s;
            }
            List<FigureSetup> figures = new ArrayList<>();
            for (FigureSetup f : s.figures()) {
                SegmentNames.Lookup look = f.kind().owned() && at.equals(f.at())
                        ? SegmentNames.find(before.oriented(), f.on()) : null;
                figures.add(look != null && look.found()
                        ? new FigureSetup(f.kind(), f.player(), f.at(),
                                SegmentNames.canonical(after.oriented(), look.segment()), f.sheep())
                        : f);
            }
            return s.withBoard(board).withFigures(figures);
        });
    }

    public static Edit addFigure(FigureSetup f) {
        String key = switch (f.kind()) {
            case FOLLOWER -> "edit.addFollower";
            case SHEPHERD -> "edit.addShepherd";
            case DRAGON -> "edit.placeDragon";
            case FAIRY -> "edit.placeFairy";
        };
        return Edit.ofGame(key, s -> {
            List<FigureSetup> figures = new ArrayList<>(s.figures());
            if (!f.kind().owned()) {
                // One dragon and one fairy: placing it again moves it.
                figures.removeIf(o -> o.kind() == f.kind());
            }
            figures.add(f);
            return s.withFigures(figures);
        });
    }

    public static Edit removeFigure(int index) {
        return Edit.ofGame("edit.removeFigure", s -> {
            List<FigureSetup> figures = new ArrayList<>(s.figures());
            if (index >= 0 && index < figures.size()) {
                figures.remove(index);
            }
            return s.withFigures(figures);
        });
    }

    /** Moves figure {@code index} to another place, keeping its owner and sheep. */
    public static Edit moveFigure(int index, Pos at, String on) {
        return Edit.ofGame("edit.moveFigure", s -> {
            List<FigureSetup> figures = new ArrayList<>(s.figures());
            FigureSetup f = figures.get(index);
            figures.set(index, new FigureSetup(f.kind(), f.player(), at, f.kind().owned() ? on : null, f.sheep()));
            return s.withFigures(figures);
        });
    }

    /** Lays a sheep token with {@code value} sheep next to shepherd {@code index}. */
    public static Edit addSheep(int index, int value) {
        return Edit.ofGame("edit.addSheep", s -> {
            List<FigureSetup> figures = new ArrayList<>(s.figures());
            FigureSetup f = figures.get(index);
            List<Integer> sheep = new ArrayList<>(f.sheep());
            sheep.add(value);
            figures.set(index, new FigureSetup(f.kind(), f.player(), f.at(), f.on(), sheep));
            return s.withFigures(figures);
        });
    }

    /** Takes one token with {@code value} sheep away from shepherd {@code index}, if it has one. */
    public static Edit removeSheep(int index, int value) {
        return Edit.ofGame("edit.removeSheep", s -> {
            List<FigureSetup> figures = new ArrayList<>(s.figures());
            FigureSetup f = figures.get(index);
            List<Integer> sheep = new ArrayList<>(f.sheep());
            sheep.remove(Integer.valueOf(value));
            figures.set(index, new FigureSetup(f.kind(), f.player(), f.at(), f.on(), sheep));
            return s.withFigures(figures);
        });
    }

    /** Replaces player {@code index}; a changed id carries over to the player's figures and turns stay as they are. */
    public static Edit setPlayer(int index, PlayerSetup p) {
        return Edit.ofGame("edit.player", s -> {
            List<PlayerSetup> players = new ArrayList<>(s.players());
            String oldId = players.get(index).id();
            players.set(index, p);
            List<FigureSetup> figures = new ArrayList<>();
            for (FigureSetup f : s.figures()) {
                figures.add(oldId != null && oldId.equals(f.player()) && !oldId.equals(p.id())
                        ? new FigureSetup(f.kind(), p.id(), f.at(), f.on(), f.sheep()) : f);
            }
            return s.withPlayers(players).withFigures(figures);
        });
    }

    public static Edit addPlayer(PlayerSetup p) {
        return Edit.ofGame("edit.addPlayer", s -> {
            List<PlayerSetup> players = new ArrayList<>(s.players());
            players.add(p);
            return s.withPlayers(players);
        });
    }

    /** Removes a player and the player's figures. */
    public static Edit removePlayer(int index) {
        return Edit.ofGame("edit.removePlayer", s -> {
            List<PlayerSetup> players = new ArrayList<>(s.players());
            PlayerSetup gone = players.remove(index);
            List<FigureSetup> figures = new ArrayList<>(s.figures());
            figures.removeIf(f -> f.kind().owned() && gone.id() != null && gone.id().equals(f.player()));
            return s.withPlayers(players).withFigures(figures);
        });
    }

    public static Edit setRules(RuleSet rules) {
        return Edit.ofGame("edit.rules", s -> s.withRules(rules));
    }

    public static Edit setBag(BagSetup bag) {
        return Edit.ofGame("edit.bag", s -> s.withBag(bag));
    }

    public static Edit setTitle(String language, String text) {
        return new Edit("edit.title", s -> s.withTitle(language, text));
    }

    public static Edit setDescription(String language, String text) {
        return new Edit("edit.description", s -> s.withDescription(language, text));
    }

    public static Edit setGoal(String language, String text) {
        return new Edit("edit.goal", s -> s.withGoal(language, text));
    }

    public static Edit setTakeaway(String language, String text) {
        return new Edit("edit.takeaway", s -> s.withTakeaway(language, text));
    }

    /**
     * The author's comment on step {@code step} of {@code r}, every language at once (one undo); all
     * blank removes it. Comments change no step, so {@code r} stays right for the scenario it edits.
     */
    public static Edit setComment(kudde.engine.play.Resolution r, int step, java.util.Map<String, String> perLanguage) {
        java.util.Map<String, String> copy = new java.util.LinkedHashMap<>(perLanguage);
        return new Edit("edit.comment", s -> kudde.tutor.StepNotes.withComment(s, r, step, copy));
    }

    /** Draws a mark at step {@code step} of {@code r}, or takes it away when the same mark is there (a chess study's gesture). */
    public static Edit toggleMark(kudde.engine.play.Resolution r, int step, kudde.lesson.StepDrawing.Mark mark) {
        return new Edit("edit.drawing", s -> kudde.tutor.StepNotes.withMarkToggled(s, r, step, mark));
    }

    /** True when the kind stands on a feature segment and so needs a player and an {@code on}. */
    static boolean owned(FigureKind k) {
        return k.owned();
    }
}
