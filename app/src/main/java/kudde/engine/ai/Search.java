package kudde.engine.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Turn;
import kudde.engine.moves.Dealer;
import kudde.engine.moves.FigureMove;
import kudde.engine.moves.FigureMoves;
import kudde.engine.moves.Frontier;
import kudde.engine.play.Bag;
import kudde.engine.play.Figure;
import kudde.engine.play.Game;
import kudde.engine.tile.TileType;

/**
 * The strong player: the club player's best few moves, each played on through sampled futures and
 * judged where they end. A future is one way the game could go on: the tiles still to be drawn
 * taken at random from those not yet seen (the order is unknown to it; a hill tile hides the next,
 * H1), and every player in turn, for a few turns, making the best of a handful of sampled moves by
 * the club's judgement; tokens come from a bag of the real counts with a seed of its own. Every
 * candidate meets the same futures, so their difference is the move's, not the luck's. It goes on
 * until its time is up (or a set number of futures), then takes the best average. Its time is the
 * processor time of its own thread ({@link Clock}), so on a busy machine it thinks as much as on an
 * idle one, only more slowly.
 */
final class Search implements Player {
    static final int CANDIDATES = 6;
    /** Turns looked ahead after the move, per player. */
    static final int ROUNDS_AHEAD = 2;
    /** Placements sampled per turn of a future. */
    static final int SAMPLED = 5;

    private final Heuristic club;
    private final SplittableRandom random;
    private final long thinkNanos;
    private final int maxFutures;

    /**
     * @param thinkMs    processor time for one move (the club player's ranking included)
     * @param maxFutures stop after this many futures even with time left (for replayable tests)
     */
    Search(long seed, int thinkMs, int maxFutures) {
        this.random = new SplittableRandom(seed);
        this.club = new Heuristic(true, random.nextLong());
        this.thinkNanos = thinkMs * 1_000_000L;
        this.maxFutures = maxFutures;
    }

    @Override
    public Move choose(View view) {
        long deadline = Clock.now() + thinkNanos;
        List<Heuristic.Scored> ranked = club.rank(view);
        int k = Math.min(CANDIDATES, ranked.size());
        if (k == 1) {
            return ranked.get(0).move();
        }
        List<TileType> pool = new ArrayList<>();
        for (Map.Entry<TileType, Integer> e : view.unseen().entrySet()) {
            for (int i = 0; i < e.getValue(); i++) {
                pool.add(e.getKey());
            }
        }
        double[] sum = new double[k];
        int futures = 0;
        while (futures < maxFutures && (futures == 0 || Clock.now() < deadline)) {
            long seed = random.nextLong();
            Dealer.shuffle(pool, new SplittableRandom(seed));
            List<TileType> deck = pool.subList(0, Math.min(pool.size(), view.tilesLeft()));
            for (int c = 0; c < k; c++) {
                sum[c] += future(view, ranked.get(c).move(), deck, seed);
            }
            futures++;
        }
        int best = 0;
        for (int c = 1; c < k; c++) {
            if (sum[c] > sum[best]) {
                best = c;
            }
        }
        return ranked.get(best).move();
    }

    /** The value for the mover of {@code m} followed by one sampled future, drawn from {@code deck} in order. */
    private static double future(View view, Move m, List<TileType> deck, long seed) {
        SplittableRandom r = new SplittableRandom(seed ^ 0x5DEECE66DL);
        Game g = view.copy(seed);
        int me = view.me();
        g.playTile(m.turn(g.playerId(me), view.tile(), null));
        Frontier frontier = Frontier.of(g.board());
        int next = view.tile().hill() ? 1 : 0; // H1: the hill tile hid the next one
        int p = (me + 1) % g.players();
        int turns = ROUNDS_AHEAD * g.players();
        while (turns > 0 && next < deck.size()) {
            TileType t = deck.get(next++);
            Move reply = reply(g, p, t, frontier, deck.size() - next, r);
            if (reply == null) {
                continue; // fits nowhere: discarded, the same player draws again
            }
            TileType hidden = t.hill() && next < deck.size() ? deck.get(next++) : null;
            g.playTile(reply.turn(g.playerId(p), t, hidden));
            frontier.placed(g.board(), g.board().tileCount() - 1);
            p = (p + 1) % g.players();
            turns--;
        }
        return Judge.CLUB.value(g, me, deck.size() - next);
    }

    /** A quick good move inside a future: the best of a few sampled placements with each figure choice. */
    private static Move reply(Game g, int p, TileType t, Frontier frontier, int left, SplittableRandom r) {
        int[] buf = new int[4 * frontier.size()];
        int n = frontier.placements(t, buf);
        if (n == 0) {
            return null;
        }
        Move best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int s = 0; s < Math.min(SAMPLED, n); s++) {
            int pick = r.nextInt(n - s) + s;
            int code = buf[pick];
            buf[pick] = buf[s];
            buf[s] = code;
            int x = frontier.x(code >>> 2);
            int y = frontier.y(code >>> 2);
            int q = code & 3;
            FigureMoves.Options options = FigureMoves.after(g, p, t.orientation(q), x, y);
            Turn.Flock flock = options.tends() ? quickFlock(g, p) : null;
            List<Move> moves = new ArrayList<>();
            moves.add(new Move(x, y, q, null, flock));
            for (FigureMove f : options.figures()) {
                moves.add(new Move(x, y, q, f.placement(), f.kind() == FigureKind.SHEPHERD ? null : flock));
            }
            for (Move m : moves) {
                Game c = g.copy(new Bag(g.bag().counts(), List.of(), r.nextLong()));
                c.playTile(m.turn(c.playerId(p), t, null));
                double v = Judge.CLUB.value(c, p, left);
                if (v > bestValue) {
                    bestValue = v;
                    best = m;
                }
            }
        }
        return best;
    }

    /** Inside a future, a rule of thumb for the tending choice (S5): guide a flock of four or more. */
    private static Turn.Flock quickFlock(Game g, int p) {
        for (Figure f : g.figures()) {
            if (f.kind() == FigureKind.SHEPHERD && f.player() == p) {
                return f.sheepTotal() >= 4 ? Turn.Flock.GUIDE : Turn.Flock.GROW;
            }
        }
        return Turn.Flock.GUIDE;
    }
}
