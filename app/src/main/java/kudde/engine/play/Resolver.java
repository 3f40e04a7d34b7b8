package kudde.engine.play;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.PlayerSetup;

import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Turn;
import kudde.engine.tile.SegmentNames;

/** Sets up a scenario's position and resolves its turns into steps. */
public final class Resolver {
    private Resolver() {
    }

    /**
     * Resolves every turn. The position must be possible ({@code PositionCheck} finds no problem);
     * an illegal turn ends the resolution and is reported in {@link Resolution#error()}.
     */
    public static Resolution resolve(Scenario s) {
        return resolve(s, true);
    }

    public static Resolution resolve(Scenario s, boolean record) {
        Game g = setUp(s, record);
        IllegalTurn error = null;
        List<Turn> turns = s.turns();
        List<Turn> played = new ArrayList<>();
        List<Refusal> refusals = new ArrayList<>();
        if (!turns.isEmpty()) {
            g.setTurn(0);
            g.reportSetUp();
        }
        for (int i = 0; i < turns.size(); i++) {
            g.setTurn(i);
            Turn t = turns.get(i);
            if (t.refused() != null) {
                refusals.add(attempt(s, played, t, i, g));
                continue;
            }
            try {
                apply(g, t);
                played.add(t);
            } catch (IllegalTurn e) {
                error = e.atTurn(i);
                break;
            }
        }
        return new Resolution(s, g.steps(), g.snapshot(), g.placements(), g.board(), error, refusals);
    }

    /**
     * What the set-up itself means where the file plays no turn (an exercise's position, a rules
     * question): a shepherd already stuck in a closed field (S8), told as {@link Game#reportSetUp}
     * tells it at the first turn of a file that has one. Empty where the file has turns (the steps
     * are then the first turn's) or where the set-up holds nothing to tell.
     */
    public static List<Step> setUpSteps(Scenario s) {
        if (!s.turns().isEmpty()) {
            return List.of();
        }
        Game g = setUp(s, true);
        g.setTurn(0);
        g.reportSetUp();
        return g.steps();
    }

    /**
     * A turn the file expects to be refused: tried on a copy of the game (the set-up and the turns
     * played so far, replayed without recording, so the bag's script and seed are where they are in
     * {@code g}), never on {@code g}, which carries on as if it had not been tried. A refusal is
     * recorded on {@code g} as a step of its own, with the rule that refused the turn.
     */
    private static Refusal attempt(Scenario s, List<Turn> played, Turn t, int index, Game g) {
        Game copy = setUp(s, false);
        for (Turn p : played) {
            apply(copy, p);
        }
        try {
            apply(copy, t);
        } catch (IllegalTurn e) {
            g.refused(t, e.rule(), e.told());
            return new Refusal(index, t.refused(), e.rule(), false, e.reason());
        }
        return new Refusal(index, t.refused(), null, true, null);
    }

    public static void apply(Game g, Turn t) {
        if (t instanceof Turn.TileTurn tt) {
            g.playTile(tt);
        } else if (t instanceof Turn.DragonTurn dt) {
            g.moveDragon(dt.path());
        } else {
            g.endGame();
        }
    }

    /** The position of a scenario as a game, before its first turn. */
    public static Game setUp(Scenario s, boolean record) {
        return setUp(s, record, List.of());
    }

    /**
     * The position of a scenario as a game, before its first turn, where {@code alsoInPlay} (an
     * exercise's tiles, which the learner lays after the scenario's turns) are in play as well.
     */
    public static Game setUp(Scenario s, boolean record, List<kudde.engine.tile.TileType> alsoInPlay) {
        int n = s.players().size();
        String[] ids = new String[n];
        String[] names = new String[n];
        int[] scores = new int[n];
        for (int i = 0; i < n; i++) {
            PlayerSetup p = s.players().get(i);
            ids[i] = p.id();
            names[i] = p.name() == null || p.name().isBlank() ? null : p.name();
            scores[i] = p.score();
        }
        // Room for the position and every tile turn, so no array of the board grows while resolving
        // (and, counted exactly, no more room than that: see Board(int, int)).
        int tiles = s.board().size();
        int segments = 0;
        boolean monastery = false;
        for (TilePlacement tp : s.board()) {
            segments += tp.tile().segments().size();
            monastery |= tp.tile().monastery() >= 0;
        }
        for (Turn t : s.turns()) {
            if (t instanceof Turn.TileTurn tt) {
                tiles++;
                segments += tt.tile().segments().size();
                monastery |= tt.tile().monastery() >= 0;
            }
        }
        // An exercise's own tiles are in play too: the learner may lay a monastery (V1).
        for (kudde.engine.tile.TileType t : alsoInPlay) {
            monastery |= t.monastery() >= 0;
        }
        Game g = new Game(s.rules(), ids, names, scores, new Bag(s.bag().atStart(s.figures()), s.bag().draws(), s.bag().seed()),
                record, tiles + 4, segments + 16);
        // A vineyard scores only beside a monastery (V1): where none is in play, a tile is not named by its vineyard.
        g.nameVineyards(monastery);
        for (TilePlacement tp : s.board()) {
            g.setUpTile(tp);
        }
        for (FigureSetup f : s.figures()) {
            int t = g.board().tileAt(f.at().x(), f.at().y());
            if (f.kind().owned()) {
                int seg = SegmentNames.find(g.board().tile(t), f.on()).segment();
                g.setUpFigure(new Figure(f.kind(), s.playerIndex(f.player()), f.at().x(), f.at().y(), t, seg, f.sheep()));
            } else {
                g.setUpFigure(new Figure(f.kind(), -1, f.at().x(), f.at().y(), t, -1, List.of()));
            }
        }
        for (int i = 0; i < n; i++) {
            Integer supply = s.players().get(i).followers();
            if (supply != null) {
                g.setSupply(i, supply);
            }
        }
        return g;
    }
}
