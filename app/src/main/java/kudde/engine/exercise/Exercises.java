package kudde.engine.exercise;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.Exercise;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMove;
import kudde.engine.moves.FigureMoves;
import kudde.engine.moves.Frontier;
import kudde.engine.moves.TileMove;
import kudde.engine.play.Game;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Snapshot;
import kudde.engine.tile.TileType;

/**
 * Exercises: judging a learner's try, and finding every solution by searching the legal moves
 * ({@code kudde.engine.moves}): every (position, rotation) where the tile fits (B1), every figure
 * the rules allow there or none (B2, S1, S3, S12, D1), and every tending choice where the tile makes
 * the player tend (S4, S5). With two tiles, every legal second turn after every legal first one.
 * A draw comes from the lesson's bag, script first, so a grow has one known outcome.
 */
public final class Exercises {
    private Exercises() {
    }

    /** The outcome of the search: how many legal moves there are and which of them meet the goal. */
    public record Search(int moves, List<List<Turn.TileTurn>> solutions) {
        public Search {
            solutions = List.copyOf(solutions);
        }
    }

    /** The position of the exercise: the scenario with only its first {@code after} turns. */
    public static Scenario position(Scenario s, Exercise e) {
        return s.withTurns(s.turns().subList(0, e.after()));
    }

    /**
     * Whether the goal has something to judge at the exercise's position: a {@code stays} goal needs a
     * figure of its kind of its player on the board then (otherwise any move would keep "every such
     * figure"); every other goal always has.
     */
    public static boolean goalHasAFigure(Scenario s, Exercise e) {
        Exercise.Goal g = e.goal();
        if (g.kind() != Exercise.Kind.STAYS) {
            return true;
        }
        Scenario pos = position(s, e);
        int p = pos.playerIndex(g.player());
        return Resolver.resolve(pos, false).end().figures().stream()
                .anyMatch(f -> f.player() == p && f.kind() == g.figure());
    }

    /** Judges the learner's turns (one per tile of the exercise). */
    public static Attempt judge(Scenario s, Exercise e, List<Turn.TileTurn> moves) {
        Scenario pos = position(s, e);
        return judge(pos, Resolver.resolve(pos, false).end(), e, moves);
    }

    private static Attempt judge(Scenario pos, Snapshot before, Exercise e, List<Turn.TileTurn> moves) {
        List<Turn> turns = new ArrayList<>(pos.turns());
        turns.addAll(moves);
        if (e.goal().atEnd()) {
            turns.add(new Turn.EndGame());
        }
        Resolution r = Resolver.resolve(pos.withTurns(turns));
        if (!r.ok()) {
            return new Attempt(moves, r, false, 0);
        }
        GoalCheck.Judgement j = GoalCheck.judge(e.goal(), r, before, e.after());
        return new Attempt(moves, r, j.met(), j.value());
    }

    /** Every legal move of the exercise, and the ones that meet its goal, in search order. */
    public static Search solve(Scenario s, Exercise e) {
        Scenario pos = position(s, e);
        Snapshot before = Resolver.resolve(pos, false).end();
        List<List<Turn.TileTurn>> all = new ArrayList<>();
        collect(pos, e, 0, List.of(), all);
        List<List<Turn.TileTurn>> solutions = new ArrayList<>();
        for (List<Turn.TileTurn> moves : all) {
            if (judge(pos, before, e, moves).met()) {
                solutions.add(moves);
            }
        }
        return new Search(all.size(), solutions);
    }

    private static void collect(Scenario pos, Exercise e, int k, List<Turn.TileTurn> sofar,
                                List<List<Turn.TileTurn>> out) {
        if (k == e.tiles().size()) {
            out.add(sofar);
            return;
        }
        List<Turn> turns = new ArrayList<>(pos.turns());
        turns.addAll(sofar);
        Scenario now = pos.withTurns(turns);
        Game g = replay(now, e);
        if (g == null) {
            return;
        }
        for (Turn.TileTurn t : legalTurns(g, e.player(), e.tiles().get(k))) {
            List<Turn.TileTurn> next = new ArrayList<>(sofar);
            next.add(t);
            collect(pos, e, k + 1, next, out);
        }
    }

    /**
     * The learner's legal turns with tile {@code k} of the exercise after their turns {@code sofar}
     * (the first {@code k}), in search order; empty when an earlier turn is illegal. The tutor's
     * turn picker offers only these.
     */
    public static List<Turn.TileTurn> legalTurns(Scenario s, Exercise e, List<Turn.TileTurn> sofar) {
        Game g = game(s, e, sofar);
        return g == null ? List.of() : legalTurns(g, e.player(), e.tiles().get(sofar.size()));
    }

    /** The game before the learner's turn after {@code sofar}, or null when one of them is illegal. */
    public static Game game(Scenario s, Exercise e, List<Turn.TileTurn> sofar) {
        List<Turn> turns = new ArrayList<>(position(s, e).turns());
        turns.addAll(sofar);
        return replay(s.withTurns(turns), e);
    }

    /**
     * The game after the scenario's turns (refused turns are not played), with the exercise's tiles
     * in play (V1: a monastery among them makes vineyards count), or null if a turn is illegal.
     */
    private static Game replay(Scenario s, Exercise e) {
        Game g = Resolver.setUp(s, false, e.tiles());
        try {
            for (Turn t : s.turns()) {
                if (t.refused() == null) {
                    Resolver.apply(g, t);
                }
            }
        } catch (kudde.engine.play.IllegalTurn ex) {
            return null;
        }
        return g;
    }

    /** Every legal tile turn of {@code player} with {@code tile} in game {@code g}. */
    public static List<Turn.TileTurn> legalTurns(Game g, String player, TileType tile) {
        int p = -1;
        for (int i = 0; i < g.players(); i++) {
            if (g.playerId(i).equals(player)) {
                p = i;
            }
        }
        List<Turn.TileTurn> out = new ArrayList<>();
        if (p < 0) {
            return out;
        }
        for (TileMove m : Frontier.of(g.board()).placements(tile)) {
            Pos at = m.at();
            FigureMoves.Options o = FigureMoves.after(g, p, tile.oriented(m.rotation()), at.x(), at.y());
            List<Turn.Placement> places = new ArrayList<>();
            places.add(null);
            for (FigureMove f : o.figures()) {
                places.add(f.placement());
            }
            for (Turn.Placement place : places) {
                boolean tends = o.tends() && (place == null || place.kind() != FigureKind.SHEPHERD);
                List<Turn.Flock> flocks = new ArrayList<>();
                if (tends) {
                    flocks.add(Turn.Flock.GROW);
                    flocks.add(Turn.Flock.GUIDE);
                    if (g.rules().tendingOptional()) {
                        flocks.add(Turn.Flock.NONE);
                    }
                } else {
                    flocks.add(null);
                }
                for (Turn.Flock flock : flocks) {
                    out.add(new Turn.TileTurn(player, tile, at, m.rotation(), place, flock, null, null));
                }
            }
        }
        return out;
    }
}
