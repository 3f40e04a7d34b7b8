package kudde.tutor.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import kudde.engine.ai.Move;
import kudde.engine.ai.Strength;
import kudde.engine.model.Turn;
import kudde.engine.moves.RandomGame;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.rules.RuleSet;
import kudde.scenario.ExpectCheck;
import org.junit.jupiter.api.Test;

class TableGameTest {
    private static final Map<String, String> TITLE = Map.of("en", "A game");

    private static GameSetup setup(long seed, boolean learning, Strength... strengths) {
        List<Seat> seats = new ArrayList<>();
        String[] colours = {"red", "blue", "green", "yellow", "black"};
        for (int i = 0; i < strengths.length; i++) {
            seats.add(new Seat(colours[i], "P" + i, strengths[i]));
        }
        return new GameSetup(seats, RuleSet.seed(), seed, learning);
    }

    private static TableGame start(GameSetup s) {
        return TableGame.start(s, TITLE, back -> Map.of("en", "taken back " + back.tile().id() + " " + back.at()));
    }

    /** Plays to the end: the person takes the engine's first legal move, the computers their own. */
    private static void playOut(TableGame g) {
        while (!g.over()) {
            g.play(g.personToMove() ? g.legalMoves().get(0) : g.computer().choose(g.view()));
        }
    }

    /**
     * A move taken back draws its tokens afresh: the person who placed a shepherd (a token drawn at
     * once, S1) and takes the move back does not get the same token each time they place it again,
     * so taking back never shows them the bag's next draw; the file still replays as played.
     */
    @Test
    void aMoveTakenBackDrawsItsTokenAfreshAndTheGameStillReplays() {
        long seed = 5;
        System.out.println("TableGameTest seed " + seed);
        TableGame g = start(setup(seed, true, null, Strength.BEGINNER));
        Move shepherd = null;
        while (shepherd == null) {
            if (!g.personToMove()) {
                g.play(g.computer().choose(g.view()));
                continue;
            }
            for (Move m : g.legalMoves()) {
                if (m.place() != null && m.place().kind() == kudde.engine.model.FigureKind.SHEPHERD) {
                    shepherd = m;
                }
            }
            if (shepherd == null) {
                g.play(g.legalMoves().get(0));
            }
        }
        int turn = g.scenario().turns().size();
        java.util.Set<kudde.engine.model.Token> drawn = java.util.EnumSet.noneOf(kudde.engine.model.Token.class);
        for (int i = 0; i < 12; i++) {
            int before = g.game().bag().drawn().size();
            g.play(shepherd);
            List<kudde.engine.model.Token> after = g.game().bag().drawn();
            assertThat(after).hasSize(before + 1);
            drawn.add(after.get(after.size() - 1));
            var kept = g.scenario().turns().subList(0, turn);
            g.takeBack();
            assertThat(g.scenario().turns()).isEqualTo(kept);
            assertThat(g.game().bag().drawn()).hasSize(before);
        }
        assertThat(drawn).as("tokens drawn by the same move played again after each take back").hasSizeGreaterThan(1);
        g.play(shepherd);
        playOut(g);
        assertThat(Resolver.resolve(g.scenario()).ok()).isTrue();
        assertThat(Resolver.resolve(g.scenario()).end().scores()).isEqualTo(g.game().scores());
    }

    @Test
    void aWholeGameUsesEveryTileEndsWithFinalScoringAndReplaysAsTheFileSaysItEnds() throws Exception {
        long seed = 24;
        System.out.println("TableGameTest seed " + seed);
        TableGame g = start(setup(seed, false, null, Strength.BEGINNER, Strength.CLUB));
        playOut(g);
        List<Turn> turns = g.scenario().turns();
        assertThat(turns.get(turns.size() - 1)).isInstanceOf(Turn.EndGame.class);
        int used = 0;
        for (Turn t : turns) {
            if (t instanceof Turn.TileTurn tt) {
                used += tt.hidden() == null ? 1 : 2;
            }
        }
        // Every tile of the box but the start tile went on the board or under a hill, or fitted nowhere.
        assertThat(used).isBetween(RandomGame.standardSupply().size() - 5, RandomGame.standardSupply().size());
        assertThat(g.tilesLeft()).isZero();
        // Players take turns in seat order.
        for (int i = 0; i + 1 < turns.size(); i++) {
            assertThat(((Turn.TileTurn) turns.get(i)).player()).isEqualTo(List.of("red", "blue", "green").get(i % 3));
        }
        Resolution r = Resolver.resolve(g.scenario());
        assertThat(r.ok()).isTrue();
        assertThat(r.end().scores()).isEqualTo(g.game().scores());
        assertThat(g.scenario().expect().scores()).containsEntry("red", g.game().scores()[0]);
        assertThat(ExpectCheck.differences(r, java.util.Locale.ENGLISH)).isEmpty();
        // What `kudde check` reads: the file as written, read back, with no problem.
        byte[] file = kudde.scenario.ScenarioWriter.write(g.lesson()).getBytes(java.nio.charset.StandardCharsets.UTF_8);
        assertThat(kudde.scenario.ScenarioReader.read(file)).isEqualTo(g.lesson());
        assertThat(g.game().scores()[1] + g.game().scores()[2]).isPositive();
    }

    @Test
    void theWinnerIsTheHighestScoreKnownOnlyOnceTheGameIsOver() {
        long seed = 24;
        System.out.println("TableGameTest seed " + seed);
        TableGame g = start(setup(seed, false, Strength.BEGINNER, Strength.CLUB));
        g.play(g.computer().choose(g.view()));
        assertThat(g.winners()).as("before the end").isEmpty();
        playOut(g);
        // The game the window played from the same seed and players (Anna the beginner, Bram the club player).
        assertThat(g.game().scores()).containsExactly(109, 160);
        assertThat(g.winners()).containsExactly(1);
    }

    @Test
    void theSameSeedDealsTheSameGame() {
        TableGame a = start(setup(7, false, Strength.RANDOM, Strength.BEGINNER));
        TableGame b = start(setup(7, false, Strength.RANDOM, Strength.BEGINNER));
        playOut(a);
        playOut(b);
        assertThat(a.scenario()).isEqualTo(b.scenario());
        TableGame c = start(setup(8, false, Strength.RANDOM, Strength.BEGINNER));
        assertThat(c.tile()).isNotNull();
        playOut(c);
        assertThat(c.scenario().turns()).isNotEqualTo(a.scenario().turns());
    }

    @Test
    void aMoveTheEngineDoesNotAllowIsRefused() {
        TableGame g = start(setup(3, false, null, Strength.BEGINNER));
        assertThatThrownBy(() -> g.play(new Move(40, 40, 0, null, null))).isInstanceOf(IllegalArgumentException.class);
        assertThat(g.scenario().turns()).isEmpty();
    }

    @Test
    void takingBackAMoveBringsTheSameTileAgainAndTheReplacingTurnRecordsIt() {
        TableGame g = start(setup(11, true, null, Strength.BEGINNER, Strength.BEGINNER));
        assertThat(g.canTakeBack()).isFalse();
        // Two rounds, then the person's third move is taken back after the computers answered it.
        for (int round = 0; round < 3; round++) {
            g.play(g.legalMoves().get(0));
            g.play(g.computer().choose(g.view()));
            g.play(g.computer().choose(g.view()));
        }
        assertThat(g.canTakeBack()).isTrue();
        var before = g.scenario().turns().subList(0, 6);
        var tried = (Turn.TileTurn) g.scenario().turns().get(6);
        int pileBefore = g.tilesLeft();
        TableGame.TakenBack back = g.takeBack();
        assertThat(back.turn()).isEqualTo(6);
        assertThat(back.tile()).isEqualTo(tried.tile());
        assertThat(g.seat()).isZero();
        assertThat(g.personToMove()).isTrue();
        assertThat(g.scenario().turns()).isEqualTo(before);
        assertThat(g.tile()).isEqualTo(tried.tile());
        assertThat(g.tilesLeft()).isGreaterThan(pileBefore);
        // Another move this time: the comment on its placement says what was taken back.
        List<Move> legal = g.legalMoves();
        Move other = legal.get(legal.size() - 1);
        int turn = g.play(other);
        assertThat(turn).isEqualTo(6);
        assertThat(g.lesson().comments()).hasSize(1);
        assertThat(g.lesson().comments().get(0).step().turn()).isEqualTo(6);
        assertThat(g.lesson().comments().get(0).text().get("en")).contains(tried.tile().id()).contains(tried.at().toString());
        assertThat(Resolver.resolve(g.scenario()).ok()).isTrue();
        playOut(g);
        assertThat(Resolver.resolve(g.scenario()).ok()).isTrue();
        // At the end, the person's last move can still be taken back: final scoring goes with it.
        g.takeBack();
        assertThat(g.over()).isFalse();
        assertThat(g.scenario().expect()).isNull();
        playOut(g);
        assertThat(g.over()).isTrue();
    }

    @Test
    void onlyALearningGameTakesBack() {
        TableGame g = start(setup(5, false, null, Strength.BEGINNER));
        g.play(g.legalMoves().get(0));
        assertThat(g.canTakeBack()).isFalse();
        assertThatThrownBy(g::takeBack).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aGameReadBackGoesOnFromItsTurnsWithTheTilesNotYetSeen() {
        GameSetup s = setup(9, false, null, Strength.BEGINNER);
        TableGame g = start(s);
        for (int i = 0; i < 20; i++) {
            g.play(g.personToMove() ? g.legalMoves().get(0) : g.computer().choose(g.view()));
        }
        assertThat(TableGame.inProgress(g.lesson())).isTrue();
        TableGame again = TableGame.resume(g.lesson(), s, null);
        assertThat(again).isNotNull();
        assertThat(again.scenario().turns()).isEqualTo(g.scenario().turns());
        assertThat(again.seat()).isZero();
        assertThat(again.game().scores()).isEqualTo(g.game().scores());
        assertThat(again.tilesLeft() + 1).isLessThanOrEqualTo(g.tilesLeft() + 1 + 5);
        playOut(again);
        assertThat(Resolver.resolve(again.scenario()).ok()).isTrue();
        assertThat(TableGame.inProgress(again.lesson())).isFalse();
        assertThat(TableGame.resume(again.lesson(), s, null)).isNull();
        // Not a game: a lesson's position.
        assertThat(TableGame.inProgress(kudde.lesson.Lesson.blank())).isFalse();
    }

    @Test
    void whereCanItGoListsEveryLegalMoveWithItsPointsBestFirst() {
        TableGame g = start(setup(13, false, null, Strength.BEGINNER));
        // On to a turn where some move scores at once.
        List<WhereCanItGo.Option> options = WhereCanItGo.of(g);
        int guard = 0;
        while (options.get(0).mine() == 0 && guard++ < 80) {
            g.play(g.personToMove() ? g.legalMoves().get(0) : g.computer().choose(g.view()));
            while (!g.personToMove()) {
                g.play(g.computer().choose(g.view()));
            }
            options = WhereCanItGo.of(g);
        }
        assertThat(options).hasSize(g.legalMoves().size());
        assertThat(options.get(0).mine()).isPositive();
        for (int i = 1; i < options.size(); i++) {
            assertThat(options.get(i).mine()).isLessThanOrEqualTo(options.get(i - 1).mine());
        }
        // The best option's points are what the engine gives when it is played.
        int me = g.seat();
        int before = g.game().scores()[me];
        WhereCanItGo.Option best = options.get(0);
        g.play(best.move());
        assertThat(g.game().scores()[me] - before).isEqualTo(best.mine());
    }
}
