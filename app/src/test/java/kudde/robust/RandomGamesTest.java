package kudde.robust;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import kudde.engine.model.Turn;
import kudde.engine.moves.RandomGame;
import kudde.engine.play.Game;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Robustness target 1 (docs/performance.md): random games under both presets keep the invariants of {@link Invariants}
 * and throw nothing. Each run starts from a new base seed (printed on failure, with the command
 * that replays the failing game alone: {@link Seeds}); {@code -Dkudde.seed=S} fixes it and
 * {@code -Dkudde.longRuns=N} plays N games instead of the default.
 */
@Tag("slow")
class RandomGamesTest {
    /** Games per run by default, split over both presets (the target asks for at least 500). */
    static final int DEFAULT_GAMES = 1000;
    /** Every this many games, the game is also replayed with recording off and as a scenario. */
    static final int REPLAY_EVERY = 10;

    @Test
    void randomGamesKeepTheInvariants() {
        int[] games = Seeds.cases(gamesPerRun());
        long base = Seeds.base();
        long turns = 0;
        long t0 = System.nanoTime();
        for (int i : games) {
            // Case i is played from seed base + i under the preset i picks: -Dkudde.case=i replays it alone.
            long seed = base + i;
            RuleSet rules = RuleSet.of(Preset.values()[i % 2]);
            try {
                turns += playChecked(rules, seed, i % REPLAY_EVERY == 0);
            } catch (Throwable e) {
                throw Seeds.failed(RandomGamesTest.class, "randomGamesKeepTheInvariants", base, i,
                        "preset " + rules.preset().key(), e);
            }
        }
        double s = (System.nanoTime() - t0) / 1e9;
        System.out.printf("RandomGamesTest: %d games (base seed %d), %d turns checked, %.1f s%n", games.length, base,
                turns, s);
        assertThat(turns).isGreaterThan(games.length * 50L);
    }

    /** Beyond the presets: every variant value (docs/rules.md) in random combinations. */
    @Test
    void randomGamesUnderRandomVariantsKeepTheInvariants() {
        long base = Seeds.base();
        for (int i : Seeds.cases(Math.max(1, gamesPerRun() / 5))) {
            long seed = base + i;
            // The rules come from the game's own seed, so the case replays alone with the same variants.
            java.util.SplittableRandom pick = new java.util.SplittableRandom(seed ^ 0x2545F4914F6CDD1DL);
            RuleSet rules = RuleSet.of(Preset.values()[pick.nextInt(2)]);
            for (kudde.engine.rules.Variant v : kudde.engine.rules.Variant.values()) {
                rules = rules.with(v, v.choices().get(pick.nextInt(v.choices().size())));
            }
            try {
                playChecked(rules, seed, i % REPLAY_EVERY == 0);
            } catch (Throwable e) {
                throw Seeds.failed(RandomGamesTest.class, "randomGamesUnderRandomVariantsKeepTheInvariants", base, i,
                        "rules " + rules, e);
            }
        }
    }

    /** Plays one game with the invariants checked; returns the number of tile turns. */
    static int playChecked(RuleSet rules, long seed, boolean replay) {
        Invariants inv = new Invariants();
        RandomGame r = RandomGame.start(rules, seed, true, replay).listener(inv);
        r.playAll();
        int endTurn = replay ? r.turns().size() : 0;
        Game g = r.finish();
        Invariants.checkSteps(g, replay ? endTurn : -1);
        if (replay) {
            // Recording must not change the outcome, and the turns replay as a scenario.
            Game quiet = RandomGame.play(rules, seed);
            assertThat(quiet.scores()).as("scores with recording off").containsExactly(g.scores());
            List<Turn> turns = r.turns();
            Resolution res = Resolver.resolve(RandomGame.scenario(rules, seed, turns));
            assertThat(res.error()).as("replay as a scenario").isNull();
            assertThat(res.end().scores()).as("scores of the scenario replay").containsExactly(g.scores());
            assertThat(res.end().bag()).as("bag of the scenario replay").containsExactly(g.bag().counts());
        }
        return inv.turns();
    }

    /** {@code kudde.longRuns}: a number of games, or "true" for 100,000. */
    static int gamesPerRun() {
        String v = System.getProperty("kudde.longRuns");
        if (v == null || v.isBlank() || v.equals("false")) {
            return DEFAULT_GAMES;
        }
        if (v.equals("true")) {
            return 100_000;
        }
        return Integer.parseInt(v.strip().replace("_", "").replace(",", ""));
    }

    @Test
    void theSupplyIsTheBaseGameAndHillsAndSheepLessTheStartTile() {
        assertThat(RandomGame.standardSupply()).hasSize(72 - 1 + 18);
        assertThat(Arrays.stream(kudde.engine.model.BagSetup.full()).sum()).isEqualTo(18);
    }
}
