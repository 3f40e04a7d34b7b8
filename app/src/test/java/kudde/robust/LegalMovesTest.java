package kudde.robust;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMove;
import kudde.engine.moves.FigureMoves;
import kudde.engine.moves.Frontier;
import kudde.engine.moves.RandomGame;
import kudde.engine.moves.TileMove;
import kudde.engine.play.Game;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleSet;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.SegmentNames;
import kudde.engine.tile.Side;
import kudde.engine.tile.TileType;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The legal-move generator agrees with the engine: the frontier lists exactly the (position,
 * rotation) pairs that {@link Board#fit} accepts, and the figure moves and the tending flag are
 * exactly the choices that resolving the turn accepts.
 */
@Tag("slow")
class LegalMovesTest {
    private static final List<TileType> TYPES = Catalogue.standard().all();

    @Test
    void frontierListsExactlyTheFittingPlacements() {
        long base = Seeds.base();
        int[] checked = new int[1];
        int[] games = Seeds.cases(30);
        for (int game : games) {
            long seed = base + game;
            SplittableRandom pick = new SplittableRandom(seed);
            try {
                RandomGame.start(RuleSet.of(Preset.values()[game % 2]), seed, false, false).listener((g, t) -> {
                    Frontier f = Frontier.of(g.board());
                    List<TileType> types = new ArrayList<>();
                    if (g.board().tileCount() % 8 == 0) {
                        types.addAll(TYPES);
                    } else {
                        for (int i = 0; i < 3; i++) {
                            types.add(TYPES.get(pick.nextInt(TYPES.size())));
                        }
                    }
                    for (TileType type : types) {
                        assertThat(asSet(f.placements(type))).as(type.id() + " after " + t.at())
                                .isEqualTo(bruteForce(g.board(), type));
                        checked[0]++;
                    }
                }).playAll();
            } catch (Throwable e) {
                throw Seeds.failed(LegalMovesTest.class, "frontierListsExactlyTheFittingPlacements", base, game,
                        "preset " + Preset.values()[game % 2].key(), e);
            }
        }
        assertThat(checked[0]).isGreaterThan(games.length * 60);
    }

    @Test
    void incrementalFrontierEqualsOneBuiltFromScratch() {
        long seed = Seeds.base();
        RandomGame r = RandomGame.start(RuleSet.seed(), seed, false, false);
        r.listener((g, t) -> {
            Frontier fresh = Frontier.of(g.board());
            for (TileType type : TYPES) {
                assertThat(asSet(r.frontier().placements(type)))
                        .as("seed %d (%s)", seed, Seeds.replay(LegalMovesTest.class, "incrementalFrontierEqualsOneBuiltFromScratch", seed))
                        .isEqualTo(asSet(fresh.placements(type)));
            }
            assertThat(r.frontier().size()).isEqualTo(fresh.size());
        }).playAll();
    }

    /** Every (position, rotation) next to a placed tile that Board.fit accepts. */
    private static Set<String> bruteForce(Board b, TileType type) {
        Set<String> out = new HashSet<>();
        for (int t = 0; t < b.tileCount(); t++) {
            for (Side s : Side.values()) {
                int x = b.x(t) + s.dx();
                int y = b.y(t) + s.dy();
                for (int q = 0; q < 4; q++) {
                    if (b.fit(type.orientation(q), x, y).fits()) {
                        out.add(x + "," + y + "@" + q * 90);
                    }
                }
            }
        }
        return out;
    }

    private static Set<String> asSet(List<TileMove> moves) {
        Set<String> out = new HashSet<>();
        for (TileMove m : moves) {
            assertThat(out.add(m.at().x() + "," + m.at().y() + "@" + m.rotation())).as("listed twice: " + m).isTrue();
        }
        return out;
    }

    @Test
    void figureMovesAreExactlyWhatTheEngineAccepts() {
        long base = Seeds.base();
        int samples = 0;
        int tending = 0;
        int[] games = Seeds.cases(24);
        for (int game : games) {
            long seed = base + game;
            RuleSet rules = RuleSet.of(Preset.values()[game % 2]);
            RandomGame r = RandomGame.start(rules, seed, false, true);
            r.playAll();
            List<Turn> turns = r.turns();
            SplittableRandom pick = new SplittableRandom(seed);
            Set<Integer> ks = new java.util.TreeSet<>();
            for (int k = 0; k < turns.size(); k += 4 + pick.nextInt(8)) {
                ks.add(k);
            }
            int tendingTurns = 0;
            for (int k = 0; k < turns.size() && tendingTurns < 4; k++) {
                if (turns.get(k) instanceof Turn.TileTurn tt && tt.flock() != null) {
                    ks.add(k); // tending is rarer: check some of those turns on purpose
                    tendingTurns++;
                }
            }
            for (int k : ks) {
                try {
                    tending += checkTurn(rules, seed, turns, k) ? 1 : 0;
                } catch (Throwable e) {
                    throw Seeds.failed(LegalMovesTest.class, "figureMovesAreExactlyWhatTheEngineAccepts", base, game,
                            "preset " + rules.preset().key() + ", turn " + k, e);
                }
                samples++;
            }
        }
        System.out.printf("LegalMovesTest: %d turns checked against the engine, %d with tending%n", samples, tending);
        assertThat(samples).isGreaterThan(games.length * 4);
    }

    /** Checks turn k's options by resolving every candidate; returns whether it tends. */
    private static boolean checkTurn(RuleSet rules, long seed, List<Turn> turns, int k) {
        Game before = Resolver.setUp(RandomGame.scenario(rules, seed, turns), false);
        for (int i = 0; i < k; i++) {
            Resolver.apply(before, turns.get(i));
        }
        Turn.TileTurn t = (Turn.TileTurn) turns.get(k);
        int player = RandomGame.PLAYERS.indexOf(t.player());
        Orientation o = t.tile().oriented(t.rotation());
        FigureMoves.Options options = FigureMoves.after(before, player, o, t.at().x(), t.at().y());

        Set<String> expected = new HashSet<>();
        Turn.Flock due = options.tends() ? Turn.Flock.GROW : null;
        expected.add(key(null, due));
        for (FigureMove m : options.figures()) {
            assertThat(SegmentNames.find(o, m.on()).segment()).isEqualTo(m.segment());
            expected.add(key(m.placement(), due));
        }
        Set<String> accepted = new HashSet<>();
        List<Turn.Placement> candidates = new ArrayList<>();
        candidates.add(null);
        for (int seg = 0; seg < o.type().segments().size(); seg++) {
            for (FigureKind kind : List.of(FigureKind.FOLLOWER, FigureKind.SHEPHERD)) {
                candidates.add(new Turn.Placement(kind, FigureMoves.name(o, seg)));
            }
        }
        for (Turn.Placement place : candidates) {
            for (Turn.Flock flock : new Turn.Flock[] {null, Turn.Flock.GROW}) {
                List<Turn> prefix = new ArrayList<>(turns.subList(0, k));
                prefix.add(new Turn.TileTurn(t.player(), t.tile(), t.at(), t.rotation(), place, flock, t.hidden(), null));
                Resolution res = Resolver.resolve(RandomGame.scenario(rules, seed, prefix), false);
                if (res.ok()) {
                    accepted.add(key(place, flock));
                } else {
                    assertThat(res.error().turn()).as("only the candidate turn may be illegal").isEqualTo(k);
                }
            }
        }
        assertThat(expected).as("options of " + t.tile().id() + " at " + t.at() + " rotation " + t.rotation())
                .isEqualTo(accepted);
        return options.tends();
    }

    private static String key(Turn.Placement p, Turn.Flock f) {
        return (p == null ? "none" : p.kind() + " " + p.on()) + " / " + f;
    }

    @Test
    void canonicalNamesNameTheirSegmentForEveryTileAndRotation() {
        for (TileType type : TYPES) {
            for (int q = 0; q < 4; q++) {
                Orientation o = type.orientation(q);
                for (int seg = 0; seg < type.segments().size(); seg++) {
                    SegmentNames.Lookup look = SegmentNames.find(o, FigureMoves.name(o, seg));
                    assertThat(look.found()).as(type.id() + " " + q + " " + seg).isTrue();
                    assertThat(look.segment()).isEqualTo(seg);
                }
            }
        }
    }

    @Test
    void aFarmerNextToBothPartsOfTheSplitHs01FieldBlocksBoth() {
        // base/E at [0,0] (city north, field on the other three sides); a red farmer in its field.
        // hs/01 turned 180° at [0,1]: its city faces south, its north edge is one field edge
        // with the two field parts of hs/01 on either half: both join the farmer's field.
        Game g = Resolver.setUp(kudde.engine.model.Scenario.blank()
                .withPlayers(List.of(new kudde.engine.model.PlayerSetup("red", "Anna", 0, null),
                        new kudde.engine.model.PlayerSetup("blue", "Bram", 0, null)))
                .withBoard(List.of(
                        new kudde.engine.model.TilePlacement(Catalogue.standard().byId("base/E"), new Pos(0, 0), 0)))
                .withFigures(List.of(kudde.engine.model.FigureSetup.follower("red", new Pos(0, 0), "field:SSE"))),
                false);
        Orientation hs01 = Catalogue.standard().byId("hs/01").oriented(180);
        FigureMoves.Options o = FigureMoves.after(g, 1, hs01, 0, 1);
        List<String> followerSpots = new ArrayList<>();
        List<String> shepherdSpots = new ArrayList<>();
        for (FigureMove m : o.figures()) {
            (m.kind() == FigureKind.FOLLOWER ? followerSpots : shepherdSpots).add(m.on());
        }
        assertThat(followerSpots).containsExactly("city:S");
        assertThat(shepherdSpots).hasSize(2); // a shepherd may join a field with farmers (S3)
        assertThat(o.tends()).isFalse();
    }
}
