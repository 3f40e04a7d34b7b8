package kudde.tutor;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import kudde.engine.board.Board;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMove;
import kudde.engine.moves.FigureMoves;
import kudde.engine.moves.TileMove;
import kudde.engine.play.Figure;
import kudde.engine.play.Game;
import kudde.engine.tile.TileType;
import kudde.engine.model.Exercise;

/**
 * The learner's turn in an exercise while it is being put together on the board: where the tile
 * goes and how it is turned, the figure, the tending choice. Every choice offered is one of the
 * engine's legal turns ({@link Exercises#legalTurns}): a square where the tile fits (B1), the
 * figures the rules allow on it (B2, S1, S3, D1), grow or guide where the tile makes the player tend
 * (S4, S5). Nothing here decides a rule; it only narrows the engine's list.
 */
public final class TurnDraft {
    private final Game game;
    private final int player;
    private final TileType tile;
    private final List<Turn.TileTurn> legal;
    private TileMove at;
    private FigureMove figure;
    private Turn.Flock flock;

    private TurnDraft(Game game, int player, TileType tile, List<Turn.TileTurn> legal) {
        this.game = game;
        this.player = player;
        this.tile = tile;
        this.legal = legal;
    }

    /** The draft of tile {@code sofar.size()} of the exercise, after the learner's turns {@code sofar}. */
    public static TurnDraft of(Scenario s, Exercise e, List<Turn.TileTurn> sofar) {
        Game g = Exercises.game(s, e, sofar);
        List<Turn.TileTurn> legal = g == null ? List.of() : Exercises.legalTurns(s, e, sofar);
        return new TurnDraft(g, s.playerIndex(e.player()), e.tiles().get(sofar.size()), legal);
    }

    public TileType tile() {
        return tile;
    }

    /** Where the tile fits, each square once, in the engine's order. */
    public List<Pos> squares() {
        Set<Pos> out = new LinkedHashSet<>();
        for (Turn.TileTurn t : legal) {
            out.add(t.at());
        }
        return List.copyOf(out);
    }

    /** The turns (0, 90, 180, 270) in which the tile fits on {@code cell}. */
    public List<Integer> rotations(Pos cell) {
        Set<Integer> out = new LinkedHashSet<>();
        for (Turn.TileTurn t : legal) {
            if (t.at().equals(cell)) {
                out.add(t.rotation());
            }
        }
        return List.copyOf(out);
    }

    /** The chosen square and turn, or null before the tile is placed. */
    public TileMove placement() {
        return at;
    }

    /**
     * Puts the tile on {@code cell} in the first turn in which it fits there; on the square it is
     * already on, turns it to the next turn in which it fits. False where it fits in no turn.
     */
    public boolean place(Pos cell) {
        List<Integer> r = rotations(cell);
        if (r.isEmpty()) {
            return false;
        }
        int next = at != null && at.at().equals(cell) ? r.get((r.indexOf(at.rotation()) + 1) % r.size()) : r.get(0);
        choose(new TileMove(cell, next));
        return true;
    }

    /** Turns the placed tile to the next turn in which it fits on its square; false before it is placed. */
    public boolean turn() {
        return at != null && place(at.at());
    }

    private void choose(TileMove m) {
        at = m;
        figure = null;
        flock = null;
    }

    /** The figures the rules allow on the placed tile (none before it is placed). */
    public List<FigureMove> figures() {
        if (at == null || game == null) {
            return List.of();
        }
        List<FigureMove> out = new ArrayList<>();
        for (FigureMove f : FigureMoves.after(game, player, tile.oriented(at.rotation()), at.at().x(), at.at().y())
                .figures()) {
            if (offered(f.placement())) {
                out.add(f);
            }
        }
        return out;
    }

    private boolean offered(Turn.Placement p) {
        for (Turn.TileTurn t : legal) {
            if (t.at().equals(at.at()) && t.rotation() == at.rotation() && Objects.equals(t.place(), p)) {
                return true;
            }
        }
        return false;
    }

    /** The figure chosen, or null for none. */
    public FigureMove figure() {
        return figure;
    }

    /**
     * A click on segment {@code segment} of the placed tile: the first figure allowed there; on the
     * segment of the chosen figure, the next kind allowed there, then none. False where no figure may go.
     */
    public boolean figureOn(int segment) {
        List<FigureMove> here = new ArrayList<>();
        for (FigureMove f : figures()) {
            if (f.segment() == segment) {
                here.add(f);
            }
        }
        if (here.isEmpty()) {
            return false;
        }
        int k = figure == null ? -1 : here.indexOf(figure);
        setFigure(k + 1 < here.size() ? here.get(k + 1) : null);
        return true;
    }

    /** Chooses a figure of {@link #figures()}, or none. */
    public void setFigure(FigureMove f) {
        figure = f;
        if (!flocks().contains(flock)) {
            flock = null;
        }
    }

    /** The tending choices due with the tile and figure chosen (S4, S5); empty when there is none. */
    public List<Turn.Flock> flocks() {
        Set<Turn.Flock> out = new LinkedHashSet<>();
        if (at == null) {
            return List.of();
        }
        Turn.Placement p = figure == null ? null : figure.placement();
        for (Turn.TileTurn t : legal) {
            if (t.at().equals(at.at()) && t.rotation() == at.rotation() && Objects.equals(t.place(), p)
                    && t.flock() != null) {
                out.add(t.flock());
            }
        }
        return List.copyOf(out);
    }

    public Turn.Flock flock() {
        return flock;
    }

    public void setFlock(Turn.Flock f) {
        flock = flocks().contains(f) ? f : null;
    }

    /** The tile is placed and, where one is due, the tending choice made. */
    public boolean complete() {
        return at != null && (flocks().isEmpty() || flock != null);
    }

    /** The turn as the file and the engine take it; null until {@link #complete()}. */
    public Turn.TileTurn toTurn() {
        if (!complete()) {
            return null;
        }
        for (Turn.TileTurn t : legal) {
            if (t.at().equals(at.at()) && t.rotation() == at.rotation()
                    && Objects.equals(t.place(), figure == null ? null : figure.placement())
                    && Objects.equals(t.flock(), flocks().isEmpty() ? null : flock)) {
                return t;
            }
        }
        return null;
    }

    /** The board before the turn with the tile put down where chosen (the position itself before that). */
    public Board board() {
        if (game == null) {
            return new Board();
        }
        if (at == null) {
            return game.board();
        }
        Board b = game.board().copy();
        b.place(tile.oriented(at.rotation()), at.at().x(), at.at().y());
        return b;
    }

    /** The figures on the board before the turn, and the chosen figure on the placed tile (last). */
    public List<Figure> standing() {
        if (game == null) {
            return List.of();
        }
        List<Figure> out = new ArrayList<>(game.figures());
        if (at != null && figure != null) {
            out.add(new Figure(figure.kind(), player, at.at().x(), at.at().y(), game.board().tileCount(),
                    figure.segment(), List.of()));
        }
        return out;
    }

    /** The tile index the placed tile gets on {@link #board()}. */
    public int tileIndex() {
        return game == null ? -1 : game.board().tileCount();
    }
}
