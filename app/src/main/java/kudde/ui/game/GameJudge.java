package kudde.ui.game;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import kudde.engine.ai.Move;
import kudde.engine.model.Pos;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMove;
import kudde.engine.moves.FigureMoves;
import kudde.engine.moves.TileMove;
import kudde.engine.play.Message;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.tile.TileType;
import kudde.explain.Texts;
import kudde.tutor.game.TableGame;
import kudde.ui.board.TurnPicker;
import kudde.ui.kit.Strings;

/**
 * The engine's answers for the board's turn picker while a person plays their tile in a game:
 * the spots and turns, figures and tending choices are those of the game's legal moves
 * ({@link TableGame#legalMoves}), and a spot where the tile does not fit is refused with the
 * engine's reason. It decides no rule.
 */
final class GameJudge implements TurnPicker.Judge {
    private final TableGame game;
    private final Strings texts;
    private final List<Move> legal;

    GameJudge(TableGame game, Strings texts) {
        this.game = game;
        this.texts = texts;
        this.legal = game.legalMoves();
    }

    List<Move> legal() {
        return legal;
    }

    @Override
    public List<TileMove> placements(TileType tile) {
        Set<TileMove> out = new LinkedHashSet<>();
        for (Move m : legal) {
            out.add(new TileMove(new Pos(m.x(), m.y()), m.quarterTurns() * 90));
        }
        return List.copyOf(out);
    }

    @Override
    public String refusal(TileType tile, Pos at, int rotation) {
        List<Turn> turns = new ArrayList<>(game.scenario().turns());
        turns.add(new Turn.TileTurn(game.game().playerId(game.seat()), tile, at, rotation, null, null, null, null));
        Resolution r = Resolver.resolve(game.scenario().withTurns(turns).withExpect(null), false);
        Message why = r.ok() ? null : r.error().told();
        Texts tx = Texts.of(texts.locale());
        return why == null ? "" : texts.format("game.notHere", tx.render(why));
    }

    @Override
    public FigureMoves.Options options(TileType tile, TileMove move) {
        List<FigureMove> figures = new ArrayList<>();
        boolean tends = false;
        for (FigureMove f : FigureMoves.after(game.game(), game.seat(), tile.oriented(move.rotation()),
                move.at().x(), move.at().y()).figures()) {
            if (offered(move, f.placement())) {
                figures.add(f);
            }
        }
        for (Move m : legal) {
            if (at(m, move) && m.place() == null && m.flock() != null) {
                tends = true;
            }
        }
        return new FigureMoves.Options(figures, tends);
    }

    @Override
    public List<Turn.Flock> flockChoices() {
        Set<Turn.Flock> out = new LinkedHashSet<>();
        for (Move m : legal) {
            if (m.flock() != null) {
                out.add(m.flock());
            }
        }
        return List.copyOf(out);
    }

    /** The legal move the picker's choice is (null if none is: the picker offers only legal ones). */
    Move move(TurnPicker.Move m) {
        Turn.Placement place = m.placement();
        for (Move l : legal) {
            if (l.x() == m.at().x() && l.y() == m.at().y() && l.quarterTurns() * 90 == m.rotation()
                    && Objects.equals(l.place(), place) && l.flock() == m.flock()) {
                return l;
            }
        }
        return null;
    }

    private boolean offered(TileMove move, Turn.Placement p) {
        for (Move m : legal) {
            if (at(m, move) && Objects.equals(m.place(), p)) {
                return true;
            }
        }
        return false;
    }

    private static boolean at(Move m, TileMove t) {
        return m.x() == t.at().x() && m.y() == t.at().y() && m.quarterTurns() * 90 == t.rotation();
    }
}
