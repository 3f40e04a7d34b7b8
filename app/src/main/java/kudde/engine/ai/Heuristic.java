package kudde.engine.ai;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMove;
import kudde.engine.moves.Frontier;
import kudde.engine.odds.GrowOrGuide;
import kudde.engine.odds.NextChance;
import kudde.engine.play.Figure;
import kudde.engine.play.Game;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.TileType;

/**
 * The players that judge each move by the position it leaves ({@link Judge}), one turn deep.
 *
 * <p><b>club</b>: the lead over the best rival, followers in hand valued; a shepherd's first draw
 * (S2) and a grow (S6) are judged over every token the bag can give, weighted by its count, so the
 * wolf's risk is priced in; the tending choice is the exact grow-or-guide model ({@link GrowOrGuide})
 * at the estimated chance of another tending turn ({@link NextChance}); between equal moves, a
 * follower on a hill tile, which wins a tie for the majority (H4).
 *
 * <p><b>beginner</b>: its own points only (what a move gives the others goes unseen), followers in
 * hand worth nothing (so they run out), one token drawn as it happens to come rather than the odds,
 * a flock grown until it holds four sheep whatever the wolves; and one move in three taken from the
 * five best without weighing them.
 */
final class Heuristic implements Player {
    /** Points a follower on a hill tile is worth more than an equal move: only a tie-breaker (H4). */
    private static final double HILL_TIE = 0.05;
    private static final int BEGINNER_FLOCK = 4;

    record Scored(Move move, double value) {
    }

    private final boolean club;
    private final SplittableRandom random;

    Heuristic(boolean club, long seed) {
        this.club = club;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public Move choose(View view) {
        List<Scored> ranked = rank(view);
        if (!club && ranked.size() > 1 && random.nextInt(3) == 0) {
            return ranked.get(random.nextInt(Math.min(5, ranked.size()))).move();
        }
        return ranked.get(0).move();
    }

    /** Every move this player considers, best first (ties kept in the engine's order). */
    List<Scored> rank(View view) {
        Game g = view.game();
        int me = view.me();
        TileType tile = view.tile();
        List<Scored> out = new ArrayList<>();
        Moves.placements(g, me, tile, Frontier.of(g.board()), (x, y, q, o, options) -> {
            Turn.Flock flock = options.tends() ? flock(view, o, x, y) : null;
            add(out, view, new Move(x, y, q, null, flock));
            for (FigureMove f : options.figures()) {
                boolean shepherd = f.kind() == FigureKind.SHEPHERD;
                add(out, view, new Move(x, y, q, f.placement(), shepherd ? null : flock));
            }
        });
        out.sort(Comparator.comparingDouble(Scored::value).reversed());
        return out;
    }

    private void add(List<Scored> out, View view, Move m) {
        double v = club ? expected(view, m, Judge.CLUB) : once(view, m, Judge.BEGINNER, random.nextLong());
        if (club && view.tile().hill() && m.place() != null && m.place().kind() == FigureKind.FOLLOWER) {
            v += HILL_TIE;
        }
        out.add(new Scored(m, v));
    }

    /** The move's value with its tokens drawn as a bag seeded {@code seed} gives them. */
    static double once(View view, Move m, Judge judge, long seed) {
        Game c = view.copy(seed);
        c.playTile(m.turn(c.playerId(view.me()), view.tile(), null));
        return judge.value(c, view.me(), left(view));
    }

    /** The move's value, over every token a draw this turn can give (S2, S6), by the bag's counts. */
    static double expected(View view, Move m, Judge judge) {
        boolean draws = m.flock() == Turn.Flock.GROW
                || m.place() != null && m.place().kind() == FigureKind.SHEPHERD;
        if (!draws) {
            return once(view, m, judge, 0);
        }
        int[] bag = view.game().bag().counts();
        int size = 0;
        for (int c : bag) {
            size += c;
        }
        double sum = 0;
        for (Token t : Token.ORDER) {
            int count = bag[t.ordinal()];
            if (count == 0) {
                continue;
            }
            Game c = view.copy(0);
            c.bag().script(t);
            c.playTile(m.turn(c.playerId(view.me()), view.tile(), null));
            sum += count * judge.value(c, view.me(), left(view));
        }
        return sum / size;
    }

    /** Tiles still to be drawn after this turn: a hill tile hides one more (H1). */
    static int left(View view) {
        return Math.max(0, view.tilesLeft() - (view.tile().hill() ? 1 : 0));
    }

    /** The tending choice (S5) after placing the tile at (x, y). */
    private Turn.Flock flock(View view, Orientation o, int x, int y) {
        Game g = view.game();
        int me = view.me();
        Board b = g.board().copy();
        b.place(o, x, y);
        Figure own = null;
        for (Figure f : g.figures()) {
            if (f.kind() == FigureKind.SHEPHERD && f.player() == me) {
                own = f;
            }
        }
        int seg = b.segment(own.tile(), own.segment());
        int root = b.find(seg);
        boolean[] sharing = new boolean[g.players()];
        int sheep = 0; // S9: the flock is every sheep token in the field
        for (Figure f : g.figures()) {
            if (f.kind() == FigureKind.SHEPHERD && b.find(b.segment(f.tile(), f.segment())) == root) {
                sheep += f.sheepTotal();
                sharing[f.player()] = true;
            }
        }
        if (!club) {
            return sheep < BEGINNER_FLOCK ? Turn.Flock.GROW : Turn.Flock.GUIDE;
        }
        // A computer player decides for each of its tending moves: a tenth of the tutor's games played out
        // (a 95 % margin of about 3 points in the chance) keeps a whole game of them quick.
        NextChance chance = NextChance.estimate(b, seg, view.unseen(), left(view), g.players(), NextChance.SEED,
                NextChance.SAMPLES / 10);
        GrowOrGuide model = GrowOrGuide.of(me, sheep, g.bag().counts(), chance, b.openPorts(root) == 0,
                g.rules().closedFieldGuides(), g.scores(), sharing);
        return model.growPays() ? Turn.Flock.GROW : Turn.Flock.GUIDE;
    }
}
