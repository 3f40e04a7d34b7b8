package kudde.tutor;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.lesson.Lesson;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMoves;
import kudde.engine.moves.Frontier;
import kudde.engine.moves.TileMove;
import kudde.engine.play.Figure;
import kudde.engine.play.Game;
import kudde.engine.play.IllegalTurn;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.tile.Side;
import kudde.engine.tile.TileType;

/**
 * Plays the next turn from a timeline position: the game as it stands after the turns so far, the
 * legal choices the engine's move generator offers (where a tile fits, which figures may go on it,
 * whether a tending choice is due), and the scenario with the new turn appended. Turns after the
 * position are replaced by the new one. Whether a turn is allowed is decided by resolving it; the
 * refusal carries the engine's reason.
 */
public final class Composer {
    private final Scenario scenario;
    private final int turn;
    private final Game game;
    private final boolean gameOver;

    private Composer(Scenario scenario, int turn) {
        this.scenario = scenario;
        this.turn = turn;
        Game g = Resolver.setUp(scenario, false);
        for (int i = 0; i < turn; i++) {
            // A refused turn (a refused-move lesson) was only tried: the game goes on without it.
            if (scenario.turns().get(i).refused() == null) {
                Resolver.apply(g, scenario.turns().get(i));
            }
        }
        this.game = g;
        this.gameOver = turn > 0 && scenario.turns().get(turn - 1) instanceof Turn.EndGame;
    }

    /**
     * The composer after the position {@code t} shows: the next turn follows the shown step's turn
     * (at the set-up: the first turn; after the last step: after every turn, including turns that
     * gave no step). An earlier illegal turn of the scenario ends the game there.
     */
    public static Composer at(Timeline t) {
        Scenario s = t.resolution().scenario();
        int next = t.atEnd() && (t.step() != null || t.size() == 0) ? s.turns().size()
                : t.step() == null ? 0 : t.step().turn() + 1;
        if (!t.resolution().ok()) {
            next = Math.min(next, t.resolution().error().turn());
        }
        return new Composer(s, Math.min(next, s.turns().size()));
    }

    /**
     * The composer before turn {@code turn} of {@code s} (0: right after the set-up), to insert a turn
     * there or to replace that turn. An earlier illegal turn ends the game there: the composer then
     * stands before that turn ({@link #turnIndex} says where).
     */
    public static Composer before(Scenario s, int turn) {
        Resolution r = Resolver.resolve(s, false);
        int at = Math.max(0, Math.min(turn, s.turns().size()));
        if (!r.ok()) {
            at = Math.min(at, r.error().turn());
        }
        return new Composer(s, at);
    }

    /** The index the new turn gets in the scenario's turns. */
    public int turnIndex() {
        return turn;
    }

    /** How many later turns playing here replaces. */
    public int replaces() {
        return scenario.turns().size() - turn;
    }

    /** The game has been scored: no turn can follow. */
    public boolean gameOver() {
        return gameOver;
    }

    public Scenario scenario() {
        return scenario;
    }

    /** The player after the last player to place a tile, in turn order; the first player at the start. */
    public String nextPlayer() {
        for (int i = turn - 1; i >= 0; i--) {
            if (scenario.turns().get(i) instanceof Turn.TileTurn tt) {
                int p = scenario.playerIndex(tt.player());
                return scenario.players().get((p + 1) % scenario.players().size()).id();
            }
        }
        return scenario.players().get(0).id();
    }

    /** The board as it stands before the new turn (read it, do not change it). */
    public kudde.engine.board.Board board() {
        return game.board();
    }

    /** The figures on the board before the new turn. */
    public List<Figure> figures() {
        return game.figures();
    }

    /** Where {@code tile} fits (B1), positions in frontier order, rotations 0–270; anywhere on an empty board. */
    public List<TileMove> placements(TileType tile) {
        if (game.board().tileCount() == 0) {
            List<TileMove> out = new ArrayList<>();
            for (int r = 0; r < 360; r += 90) {
                out.add(new TileMove(new Pos(0, 0), r));
            }
            return out;
        }
        return Frontier.of(game.board()).placements(tile);
    }

    /** The figures {@code player} may place on {@code tile} at {@code move}, and whether tending is due (S4). */
    public FigureMoves.Options options(String player, TileType tile, TileMove move) {
        int p = scenario.playerIndex(player);
        return FigureMoves.after(game, p, tile.oriented(move.rotation()), move.at().x(), move.at().y());
    }

    /** Whether the dragon is on the board (so a dragon path can be given). */
    public boolean dragonOnBoard() {
        for (Figure f : game.figures()) {
            if (f.kind() == FigureKind.DRAGON) {
                return true;
            }
        }
        return false;
    }

    /** The scenario with its turns up to here and then {@code next}. */
    public Scenario with(Turn next) {
        List<Turn> turns = new ArrayList<>(scenario.turns().subList(0, turn));
        turns.add(next);
        return scenario.withTurns(turns);
    }

    /**
     * Plays {@code next}: resolved at once. Refused (with the engine's reason) when the new turn is
     * not allowed; then nothing changes.
     */
    public Played play(Turn next) {
        Scenario s = with(next);
        Resolution r = Resolver.resolve(s);
        if (!r.ok() && r.error().turn() >= turn) {
            return new Played(s, r, r.error());
        }
        return new Played(s, r, null);
    }

    /**
     * Puts {@code next} in before the turn at this position (the later turns stay and are resolved
     * after it; questions and exercises follow their turns, {@link TurnEdits#insert}). Refused, with the engine's reason, when the new turn itself is not allowed; a later
     * turn that it makes illegal is not a refusal (the resolution says so).
     */
    public Played insert(Turn next) {
        List<Turn> turns = new ArrayList<>(scenario.turns());
        turns.add(turn, next);
        Played p = judged(scenario.withTurns(turns));
        return new Played(p.scenario(), p.resolution(), p.refused(), new Inserted(turn, next));
    }

    /** A turn put in at {@code index}, before the turns that were there. */
    public record Inserted(int index, Turn turn) {
    }

    /** Puts {@code next} in place of the turn at this position; refused as {@link #insert} is. */
    public Played replace(Turn next) {
        List<Turn> turns = new ArrayList<>(scenario.turns());
        if (turn < turns.size()) {
            turns.set(turn, next);
        } else {
            turns.add(next);
        }
        return judged(scenario.withTurns(turns));
    }

    private Played judged(Scenario s) {
        Resolution r = Resolver.resolve(s);
        return new Played(s, r, !r.ok() && r.error().turn() == turn ? r.error() : null);
    }

    /**
     * How many copies of each tile are left to draw before this turn: the game's copies less those on
     * the board (the set-up and the turns so far) and those slid under hills (H1); catalogue order.
     */
    public java.util.Map<TileType, Integer> tilesLeft() {
        java.util.Map<TileType, Integer> left = new java.util.LinkedHashMap<>();
        for (TileType t : kudde.engine.tile.Catalogue.standard().all()) {
            left.put(t, t.count());
        }
        for (kudde.engine.model.TilePlacement p : game.placements()) {
            left.merge(p.tile(), -1, Integer::sum);
        }
        for (int i = 0; i < turn; i++) {
            if (scenario.turns().get(i) instanceof Turn.TileTurn tt && tt.hidden() != null) {
                left.merge(tt.hidden(), -1, Integer::sum);
            }
        }
        left.replaceAll((t, n) -> Math.max(0, n));
        return left;
    }

    /**
     * The tiles a scenario uses more often than the game has them (the format allows it, a game
     * does not): the set-up, the turns' tiles and the tiles slid under hills, counted per tile;
     * each with the number used, catalogue order.
     */
    public static java.util.Map<TileType, Integer> overused(Scenario s) {
        java.util.Map<TileType, Integer> used = new java.util.LinkedHashMap<>();
        for (kudde.engine.model.TilePlacement p : s.board()) {
            used.merge(p.tile(), 1, Integer::sum);
        }
        for (Turn t : s.turns()) {
            if (t instanceof Turn.TileTurn tt) {
                used.merge(tt.tile(), 1, Integer::sum);
                if (tt.hidden() != null) {
                    used.merge(tt.hidden(), 1, Integer::sum);
                }
            }
        }
        java.util.Map<TileType, Integer> over = new java.util.LinkedHashMap<>();
        for (TileType t : kudde.engine.tile.Catalogue.standard().all()) {
            if (used.getOrDefault(t, 0) > t.count()) {
                over.put(t, used.get(t));
            }
        }
        return over;
    }

    /**
     * The set-up's tiles that touch no other tile, when the board has more than one: a scenario may
     * lay them so (a teaching position), but no game can (B1), so the problems panel notes them
     * without blocking.
     */
    public static List<Pos> islands(Scenario s) {
        Set<Pos> at = new HashSet<>();
        for (TilePlacement p : s.board()) {
            at.add(p.at());
        }
        List<Pos> out = new ArrayList<>();
        if (at.size() < 2) {
            return out;
        }
        for (TilePlacement p : s.board()) {
            boolean touches = false;
            for (Side side : Side.values()) {
                touches |= at.contains(new Pos(p.at().x() + side.dx(), p.at().y() + side.dy()));
            }
            if (!touches) {
                out.add(p.at());
            }
        }
        return out;
    }

    /**
     * The outcome of playing a turn.
     *
     * @param refused  why the turn is not allowed, or null when it was played
     * @param inserted the turn put in before later ones ({@link Composer#insert}), or null
     */
    public record Played(Scenario scenario, Resolution resolution, IllegalTurn refused, Inserted inserted) {
        Played(Scenario scenario, Resolution resolution, IllegalTurn refused) {
            this(scenario, resolution, refused, null);
        }

        public boolean ok() {
            return refused == null;
        }

        /**
         * {@code lesson} (a lesson about the game this composer plays) with this turn played: its game is
         * {@link #scenario}; a turn put in before later ones moves the questions and exercises of those
         * turns along ({@link TurnEdits#insert}).
         */
        public Lesson applyTo(Lesson lesson) {
            return inserted == null ? lesson.withGame(scenario)
                    : TurnEdits.insert(lesson, inserted.index(), inserted.turn());
        }

        /** Index of the first step of turn {@code turn}, or -1. */
        public int firstStepOf(int turn) {
            for (int i = 0; i < resolution.steps().size(); i++) {
                if (resolution.steps().get(i).turn() == turn) {
                    return i;
                }
            }
            return -1;
        }
    }
}
