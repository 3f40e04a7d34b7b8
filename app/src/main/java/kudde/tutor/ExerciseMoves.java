package kudde.tutor;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import kudde.engine.board.Board;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.Exercise;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMove;
import kudde.engine.moves.FigureMoves;
import kudde.engine.moves.TileMove;
import kudde.engine.play.Figure;
import kudde.engine.play.Game;
import kudde.engine.play.Message;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.tile.TileType;

/**
 * What the learner may do with one tile of an exercise, as the board's turn picker asks for it:
 * the engine's legal turns ({@link Exercises#legalTurns}) — the squares and turns where the tile
 * fits (B1), the figures the rules allow on it (B2, S1, S3, S12, D1), the tending choices where the tile
 * makes the player tend (S4, S5) — and, for a square where it does not fit, the engine's reason.
 * Nothing here decides a rule; it only reads the engine's answers.
 */
public final class ExerciseMoves {
    private final Scenario scenario;
    private final Exercise exercise;
    private final List<Turn.TileTurn> sofar;
    private final Game game;
    private final int player;
    private final List<Turn.TileTurn> legal;

    private ExerciseMoves(Scenario scenario, Exercise exercise, List<Turn.TileTurn> sofar) {
        this.scenario = scenario;
        this.exercise = exercise;
        this.sofar = List.copyOf(sofar);
        this.game = Exercises.game(scenario, exercise, sofar);
        this.player = scenario.playerIndex(exercise.player());
        this.legal = game == null ? List.of() : Exercises.legalTurns(scenario, exercise, sofar);
    }

    /** The moves with tile {@code sofar.size()} of the exercise, after the learner's turns {@code sofar}. */
    public static ExerciseMoves of(Scenario s, Exercise e, List<Turn.TileTurn> sofar) {
        return new ExerciseMoves(s, e, sofar);
    }

    public TileType tile() {
        return exercise.tiles().get(sofar.size());
    }

    /**
     * The tile as the learner reads it, by what it shows: the engine's name, which leaves out a
     * vineyard where no monastery is in play (V1).
     */
    public Message.Term tileName() {
        return game == null ? new Message.Term("tile." + tile().id()) : game.tileName(tile().id());
    }

    /** Every (square, turn) where the tile fits, each once, in the engine's order. */
    public List<TileMove> placements() {
        Set<TileMove> out = new LinkedHashSet<>();
        for (Turn.TileTurn t : legal) {
            out.add(new TileMove(t.at(), t.rotation()));
        }
        return List.copyOf(out);
    }

    /** The squares where the tile fits in some turn. */
    public List<Pos> squares() {
        Set<Pos> out = new LinkedHashSet<>();
        for (Turn.TileTurn t : legal) {
            out.add(t.at());
        }
        return List.copyOf(out);
    }

    /** The figures the rules allow on the tile placed so, and whether tending is then due. */
    public FigureMoves.Options options(TileMove m) {
        List<FigureMove> figures = new ArrayList<>();
        boolean tends = false;
        if (game != null) {
            for (FigureMove f : FigureMoves.after(game, player, tile().oriented(m.rotation()), m.at().x(), m.at().y())
                    .figures()) {
                if (offered(m, f.placement()) != null) {
                    figures.add(f);
                }
            }
            Turn.TileTurn bare = offered(m, null);
            tends = bare != null && bare.flock() != null;
        }
        return new FigureMoves.Options(figures, tends);
    }

    private Turn.TileTurn offered(TileMove m, Turn.Placement p) {
        for (Turn.TileTurn t : legal) {
            if (t.at().equals(m.at()) && t.rotation() == m.rotation() && Objects.equals(t.place(), p)) {
                return t;
            }
        }
        return null;
    }

    /** The tending choices the engine offers in this exercise (S5: grow, guide, and none where optional). */
    public List<Turn.Flock> flockChoices() {
        Set<Turn.Flock> out = new LinkedHashSet<>();
        for (Turn.TileTurn t : legal) {
            if (t.flock() != null) {
                out.add(t.flock());
            }
        }
        return List.copyOf(out);
    }

    /** The learner's turn as the file and the engine take it. */
    public Turn.TileTurn turn(Pos at, int rotation, Turn.Placement place, Turn.Flock flock) {
        return new Turn.TileTurn(exercise.player(), tile(), at, rotation, place, flock, null, null);
    }

    /** Why the tile, turned so, may not go on {@code at}: the engine's reason; null when it may. */
    public Message refusal(Pos at, int rotation) {
        List<Turn> turns = new ArrayList<>(Exercises.position(scenario, exercise).turns());
        turns.addAll(sofar);
        turns.add(turn(at, rotation, null, null));
        Resolution r = Resolver.resolve(scenario.withTurns(turns), false);
        return r.ok() ? null : r.error().reason();
    }

    /** The board before the learner's turn. */
    public Board board() {
        return game == null ? new Board() : game.board();
    }

    /** Scores, supplies and figures before the learner's turn (after their earlier ones). */
    public kudde.engine.play.Snapshot snapshot() {
        return game == null ? Resolver.resolve(Exercises.position(scenario, exercise), false).end() : game.snapshot();
    }

    /** The figures on the board before the learner's turn. */
    public List<Figure> standing() {
        return game == null ? List.of() : game.figures();
    }
}
