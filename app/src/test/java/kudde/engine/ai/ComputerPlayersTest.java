package kudde.engine.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import kudde.engine.moves.Frontier;
import kudde.engine.moves.RandomGame;
import kudde.engine.play.Bag;
import kudde.engine.play.Game;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleSet;
import kudde.engine.tile.TileType;
import kudde.robust.Seeds;
import org.junit.jupiter.api.Test;

/**
 * The computer players (docs/architecture.md, kudde.engine.ai): every move they make is legal, a
 * whole game uses every tile, and what they choose depends on nothing a person at the table cannot
 * see. The games follow a new base seed each run ({@code -Dkudde.seed=S} replays one; a failure
 * prints the command). The random player plays 1,000 games here; the others, which weigh every move,
 * fewer, and {@link ComputerPlayersLongTest} plays more of them (1,000 of the beginner's with
 * {@code -Dkudde.longRuns}).
 */
class ComputerPlayersTest {

    @Test
    void theRandomPlayerMakesOnlyLegalMovesIn1000Games() {
        playLegal(ComputerPlayersTest.class, "theRandomPlayerMakesOnlyLegalMovesIn1000Games",
                1000, Strength.RANDOM, Strength.RANDOM, 0);
    }

    @Test
    void theBeginnerMakesOnlyLegalMoves() {
        playLegal(ComputerPlayersTest.class, "theBeginnerMakesOnlyLegalMoves",
                12, Strength.BEGINNER, Strength.RANDOM, 0);
    }

    @Test
    void theClubPlayerMakesOnlyLegalMoves() {
        playLegal(ComputerPlayersTest.class, "theClubPlayerMakesOnlyLegalMoves",
                4, Strength.CLUB, Strength.BEGINNER, 0);
    }

    @Test
    void theStrongPlayerMakesOnlyLegalMoves() {
        playLegal(ComputerPlayersTest.class, "theStrongPlayerMakesOnlyLegalMoves",
                2, Strength.STRONG, Strength.RANDOM, 2);
    }

    /**
     * Plays {@code games} games of {@code a} against {@code b} (seats alternating, both presets),
     * each move checked by {@link Match} against every legal move; the whole supply is used.
     */
    static void playLegal(Class<?> test, String method, int games, Strength a, Strength b, int futures) {
        long base = Seeds.base();
        for (int i : Seeds.cases(games)) {
            long seed = base + i;
            RuleSet rules = RuleSet.of(Preset.values()[i % 2]);
            try {
                List<Player> seats = new ArrayList<>(List.of(a.create(seed, 1000, futures), b.create(seed + 1, 1000, futures)));
                if (i % 2 == 1) {
                    Collections.reverse(seats);
                }
                int[] placedOrSkipped = new int[1];
                Match.Result r = Match.play(seats, rules, seed, (g, view, move) -> placedOrSkipped[0]++);
                assertThat(r.turns()).isEqualTo(placedOrSkipped[0]).isBetween(60, 89);
                for (int s : r.scores()) {
                    assertThat(s).isNotNegative();
                }
            } catch (Throwable e) {
                throw Seeds.failed(test, method, base, i, a.word() + " against " + b.word(), e);
            }
        }
        System.out.printf("%s: %d games of %s against %s (base seed %d)%n", test.getSimpleName(), games, a.word(),
                b.word(), base);
    }

    @Test
    void aMoveNoPersonCouldMakeStopsTheGame() {
        // The check that proves the players legal must itself catch an illegal move: a tile on the start tile's square.
        Player cheat = view -> new Move(0, 0, 0, null, null);
        assertThatThrownBy(() -> Match.play(List.of(cheat, Strength.RANDOM.create(1, 0)), RuleSet.seed(), 7))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("not legal");
    }

    /**
     * Two games in the same position whose draw piles lie in different orders, whose hills hide
     * different tiles and whose bags would give different tokens next: every player, seeded alike,
     * makes the same move in both — it cannot have read any of them.
     */
    @Test
    void noPlayerReadsTheOrderOfTheTilesOrTheBag() {
        long seed = Seeds.base(20261202L);
        RandomGame r = RandomGame.start(RuleSet.seed(), seed, false, false).playTurns(30);
        Game real = r.game();
        Game other = real.copy(new Bag(real.bag().counts(), List.of(), seed + 99));
        List<TileType> pile = RandomGame.standardSupply().subList(0, 40);
        List<TileType> pile1 = new ArrayList<>(pile.subList(0, 36));
        List<TileType> hidden1 = new ArrayList<>(pile.subList(36, 40));
        List<TileType> all = new ArrayList<>(pile);
        Collections.shuffle(all, new java.util.Random(seed));
        List<TileType> pile2 = new ArrayList<>(all.subList(0, 36));
        List<TileType> hidden2 = new ArrayList<>(all.subList(36, 40));
        assertThat(pile2).isNotEqualTo(pile1);
        assertThat(draws(real, 12)).isNotEqualTo(draws(other, 12));
        TileType tile = pile.get(0);
        int me = 0;
        View v1 = View.of(real, me, tile, pile1, hidden1);
        View v2 = View.of(other, me, tile, pile2, hidden2);
        assertThat(Moves.all(real, me, tile, Frontier.of(real.board()))).hasSizeGreaterThan(1);
        for (Strength s : Strength.values()) {
            Move m1 = s.create(seed, 60_000, 6).choose(v1);
            Move m2 = s.create(seed, 60_000, 6).choose(v2);
            assertThat(m2).as("%s, seed %d (%s)", s.word(), seed,
                    Seeds.replay(ComputerPlayersTest.class, "noPlayerReadsTheOrderOfTheTilesOrTheBag", seed)).isEqualTo(m1);
        }
    }

    private static List<Object> draws(Game g, int n) {
        // Drawn and put back: the counts, all a view copies of the bag, are as they were.
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(g.bag().draw());
        }
        for (Object t : out) {
            g.bag().putBack((kudde.engine.model.Token) t);
        }
        return out;
    }

    @Test
    void beginnersBeatRandomPlayersAndTheClubBeatsBeginners() {
        long seed = Seeds.base(11L);
        int beginner = 0;
        int club = 0;
        for (int g = 0; g < 6; g++) {
            int[] s = Match.play(List.of(Strength.BEGINNER.create(seed + g, 0), Strength.RANDOM.create(seed + g, 0)),
                    RuleSet.seed(), seed + g).scores();
            beginner += s[0] > s[1] ? 1 : 0;
            int[] t = Match.play(List.of(Strength.BEGINNER.create(seed + g, 0), Strength.CLUB.create(seed + g, 0)),
                    RuleSet.seed(), seed + g).scores();
            club += t[1] > t[0] ? 1 : 0;
        }
        assertThat(beginner).as("beginner wins of 6 against random, seed %d", seed).isGreaterThanOrEqualTo(5);
        assertThat(club).as("club wins of 6 against the beginner, seed %d", seed).isGreaterThanOrEqualTo(3);
    }
}
