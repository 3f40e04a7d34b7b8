package kudde.tutor.review;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.odds.Tending;
import kudde.engine.play.Odds;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import kudde.engine.rules.RuleId;
import kudde.explain.Texts;
import kudde.jcz.JczImport;
import kudde.jcz.JczSaves;
import kudde.scenario.ScenarioReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The review of a game: tending choices judged, ties on hills, stuck features, big turns, points per player. */
class ReviewTest {
    @TempDir
    Path dir;

    private Review imported(String save) throws Exception {
        Scenario s = JczImport.read(JczSaves.copy(save, dir), Locale.ENGLISH).game();
        return Review.of(Resolver.resolve(s));
    }

    private static Review lesson(String file) throws Exception {
        return Review.of(Resolver.resolve(ScenarioReader.read(Path.of("../scenarios", file), Locale.ENGLISH).game()));
    }

    private Review json(String text) throws Exception {
        Path f = Files.writeString(dir.resolve("small.json"), text.replace('\'', '"'));
        return Review.of(Resolver.resolve(ScenarioReader.read(f, Locale.ENGLISH).game()));
    }

    private static List<Moment> of(Review r, Moment.Kind kind) {
        return r.moments().stream().filter(m -> m.kind() == kind).toList();
    }

    private static String en(Review r, Moment m) {
        return new ReviewText(Texts.of(Texts.ENGLISH)).text(m);
    }

    private static String nl(Review r, Moment m) {
        return new ReviewText(Texts.of(Texts.DUTCH)).text(m);
    }

    @ParameterizedTest
    @ValueSource(strings = {JczSaves.TWO, JczSaves.THREE, JczSaves.FOUR})
    void eachPlayersPointsByFeatureAndByRuleSumToTheFinalScore(String save) throws Exception {
        Review r = imported(save);
        int[] finals = r.resolution().end().scores();
        assertThat(r.points()).hasSize(finals.length);
        for (PlayerPoints p : r.points()) {
            int byFeature = p.byFeature().values().stream().mapToInt(Integer::intValue).sum();
            int byRule = p.byRule().values().stream().mapToInt(Integer::intValue).sum();
            assertThat(p.end()).isEqualTo(finals[p.player()]);
            assertThat(p.start() + byFeature).as("by feature").isEqualTo(finals[p.player()]);
            assertThat(p.start() + byRule).as("by rule").isEqualTo(finals[p.player()]);
            assertThat(p.byFeature()).doesNotContainKey(PlayerPoints.Feature.OTHER);
        }
    }

    @Test
    void aFlockLeftAsItWasIsJudgedAgainstTheBetterChoice() throws Exception {
        // With 4 tiles left another tending turn is no longer certain: leaving costs a little.
        Scenario s = ScenarioReader.read(Path.of("../scenarios/editions/01-tending-is-optional.json"), Locale.ENGLISH).game();
        Review r = Review.of(Resolver.resolve(s.withTilesLeft(4)));
        Moment m = of(r, Moment.Kind.TENDING).stream().filter(x -> x.tending().made() == Turn.Flock.NONE)
                .findFirst().orElseThrow();
        Moment.Tending t = m.tending();
        var g = t.odds();
        assertThat(g.chance().chance()).isLessThan(1);
        // Leaving is worth what the next tending turn brings, had with the chance of one (S5 optional):
        // at least guiding the same flock then, and at most the better choice now (fewer tiles are left
        // then, so growing is worth no more than now), within growing's margin.
        double best = Math.max(g.guideNow(), g.growNow());
        double chance = g.chance().chance();
        assertThat(g.leaveNow()).isGreaterThanOrEqualTo(chance * g.guideNow() - 1e-9)
                .isLessThanOrEqualTo(chance * best + g.growMargin());
        assertThat(t.lost()).isCloseTo(best - g.leaveNow(), within(1e-9)).isPositive();
        assertThat(t.right()).isFalse();
        assertThat(m.rules()).containsExactly(RuleId.S5, t.better() == Turn.Flock.GROW ? RuleId.S6 : RuleId.S7);
        assertThat(en(r, m)).startsWith("Anna left the flock of 3 sheep as it was, but ").contains("points lost on average");
        assertThat(nl(r, m)).startsWith("Anna liet de kudde van 3 schapen zoals ze was, maar ");

        // With 10 tiles left another tending turn is all but certain, but it comes with fewer tiles after
        // it: growing then is worth less than growing now, so leaving still loses a little, and is told so.
        // Leaving now is worth at most the best of Anna's next tending turn (turn 2, the same bag).
        Review sure = lesson("editions/01-tending-is-optional.json");
        List<Moment> turns = of(sure, Moment.Kind.TENDING);
        Moment left = turns.stream().filter(x -> x.tending().made() == Turn.Flock.NONE).findFirst().orElseThrow();
        Moment next = turns.get(turns.indexOf(left) + 1);
        var now = left.tending().odds();
        var then = next.tending().odds();
        assertThat(then.bag()).containsExactly(now.bag());
        assertThat(now.chance().chance()).isGreaterThan(0.99);
        double bestThen = Math.max(then.guideNow(), then.growNow());
        assertThat(now.leaveNow()).isGreaterThanOrEqualTo(now.chance().chance() * now.guideNow())
                .isLessThanOrEqualTo(bestThen + then.growMargin() + now.growMargin());
        double lostThere = Math.max(now.guideNow(), now.growNow()) - now.leaveNow();
        assertThat(left.tending().lost()).isCloseTo(lostThere, within(1e-9)).isPositive();
        assertThat(left.tending().right()).isFalse();
        assertThat(en(sure, left)).startsWith("Anna left the flock of 3 sheep as it was, but growing was worth ")
                .endsWith("(another tending turn comes with a chance of 100%): "
                        + String.format(Locale.ROOT, "%.1f", lostThere) + " points lost on average.");
    }

    @Test
    void aCompletedMonasterysVineyardBonusCountsUnderV1AndTheRestUnderB5() throws Exception {
        Review r = lesson("vineyards/01-vineyards-around-a-monastery.json");
        kudde.engine.play.Step scored = r.resolution().steps().stream()
                .filter(s -> s.rules().contains(kudde.engine.rules.RuleId.V1) && s.totalPoints() > 0)
                .findFirst().orElseThrow();
        int p = 0;
        while (scored.points()[p] == 0) {
            p++;
        }
        int bonus = kudde.engine.play.VineyardBonus.of(scored);
        assertThat(bonus).isPositive().isLessThan(scored.points()[p]);
        PlayerPoints points = r.points().get(p);
        assertThat(points.byRule()).containsEntry(kudde.engine.rules.RuleId.V1, bonus);
        assertThat(points.byRule().get(kudde.engine.rules.RuleId.B5)).isEqualTo(scored.points()[p] - bonus);
        int byRule = points.byRule().values().stream().mapToInt(Integer::intValue).sum();
        assertThat(points.start() + byRule).isEqualTo(points.end());
        assertThat(new ReviewText(Texts.of(Texts.ENGLISH)).byRule(points)).contains("V1 ");
    }

    @Test
    void theFourPlayerGameScoresAsJczSaysFeatureByFeature() throws Exception {
        Review r = imported(JczSaves.FOUR);
        // Alice 27 (JCZ's final score): the flock she guided on turn 21 paid 2, the one before 2.
        PlayerPoints alice = r.points().get(0);
        assertThat(alice.end()).isEqualTo(27);
        int guided = 0;
        for (Step s : r.resolution().steps()) {
            if (s.rule() == RuleId.S7) {
                guided += s.points()[0];
            }
        }
        assertThat(alice.byFeature().get(PlayerPoints.Feature.FLOCK)).isEqualTo(guided).isPositive();
    }

    @Test
    void everyTendingChoiceOfAnImportedGameIsJudgedWithTheGamesOwnBagAndTilesLeft() throws Exception {
        Review r = imported(JczSaves.FOUR);
        List<Moment> tending = of(r, Moment.Kind.TENDING);
        long choices = r.resolution().steps().stream().filter(s -> s.event().equals("tend")).count();
        assertThat(tending).hasSize((int) choices).isNotEmpty();
        for (Moment m : tending) {
            Moment.Tending t = m.tending();
            Turn.TileTurn tt = (Turn.TileTurn) r.resolution().scenario().turns().get(m.turn());
            assertThat(t.made()).isEqualTo(tt.flock());
            // The model worked out again from the game at that step (its bag, tiles left and board): the
            // same expected points; and no more than growing is worth were every later turn a tending turn.
            int[] bag = r.resolution().steps().get(m.step()).after().bag();
            assertThat(t.odds().bag()).containsExactly(bag);
            double grow = Odds.at(r.resolution(), m.step(), t.odds().player()).growNow();
            assertThat(t.growNow()).isCloseTo(grow, within(1e-9));
            assertThat(grow).isLessThanOrEqualTo(new Tending(t.sheep(), bag).growNow(1) + t.odds().growMargin());
            double best = Math.max(grow, t.guideNow());
            double made = t.made() == Turn.Flock.GROW ? grow : t.guideNow();
            assertThat(t.lost()).isCloseTo(best - made, within(1e-9));
            assertThat(t.right()).isEqualTo(t.lost() == 0);
        }
        // Turn 21: Alice guided 2 sheep while growing was worth more on average.
        Moment turn21 = tending.stream().filter(m -> m.turn() == 20).findFirst().orElseThrow();
        assertThat(turn21.tending().made()).isEqualTo(Turn.Flock.GUIDE);
        assertThat(turn21.tending().better()).isEqualTo(Turn.Flock.GROW);
        assertThat(turn21.tending().guideNow()).isEqualTo(2);
        assertThat(turn21.tending().lost()).isGreaterThan(1);
        String lost = String.format(Locale.ROOT, "%.1f", turn21.tending().lost());
        assertThat(en(r, turn21)).startsWith("Alice guided the flock to the stable for 2 points, but growing was worth ")
                .endsWith(": " + lost + " points lost on average.");
        assertThat(nl(r, turn21)).startsWith("Alice dreef de kudde naar de stal voor 2 punten, maar uitbreiden was gemiddeld ")
                .endsWith(": gemiddeld " + lost.replace('.', ',') + " punten verloren.");
    }

    @Test
    void growingWithOnlyWolvesInTheBagLosesTheWholeFlock() throws Exception {
        Review r = lesson("shepherds/10-only-wolves-left.json");
        Moment m = of(r, Moment.Kind.TENDING).get(0);
        // S11: every sheep token is on the board, so a grow draws a wolf for certain (S6) and is worth 0.
        assertThat(m.tending().made()).isEqualTo(Turn.Flock.GROW);
        assertThat(m.tending().better()).isEqualTo(Turn.Flock.GUIDE);
        assertThat(m.tending().growNow()).isZero();
        assertThat(m.tending().lost()).isEqualTo(10.0);
        assertThat(en(r, m)).isEqualTo("Anna grew the flock of 10 sheep, but guiding it to the stable would have scored "
                + "10 points and growing was worth only 0.0 on average: 10.0 points lost on average.");
        assertThat(nl(r, m)).isEqualTo("Anna breidde de kudde van 10 schapen uit, maar naar de stal drijven had 10 punten "
                + "opgeleverd en uitbreiden was gemiddeld maar 0,0 waard: gemiddeld 10,0 punten verloren.");
    }

    @Test
    void aTieAHillDecidedNamesWhoWonAndWhoLost() throws Exception {
        Review r = lesson("hills/03-the-hill-breaks-the-tie.json");
        List<Moment> ties = of(r, Moment.Kind.HILL_TIE);
        assertThat(ties).hasSize(1);
        Moment m = ties.get(0);
        Step step = r.resolution().steps().get(m.step());
        assertThat(step.rules()).contains(RuleId.H4);
        assertThat(step.points()).containsExactly(6, 0);
        assertThat(en(r, m)).isEqualTo("Anna and Bram tied for the most followers, and a follower on a hill decided it: "
                + "Anna scored 6 points, Bram got nothing.");
        assertThat(nl(r, m)).isEqualTo("Anna en Bram hadden samen de meeste horigen, en een horige op een heuvel besliste: "
                + "Anna kreeg 6 punten, Bram kreeg niets.");
    }

    @Test
    void aTieInFinalScoringIsToldAsFinalScoring() throws Exception {
        Review r = lesson("hills/06-a-hill-in-final-scoring.json");
        Moment m = of(r, Moment.Kind.HILL_TIE).get(0);
        assertThat(r.resolution().scenario().turns().get(m.turn())).isInstanceOf(Turn.EndGame.class);
        assertThat(new ReviewText(Texts.of(Texts.ENGLISH)).heading(r, m)).isEqualTo("Final scoring · A tie on a hill");
        assertThat(new ReviewText(Texts.of(Texts.DUTCH)).heading(r, m)).isEqualTo("Eindtelling · Gelijke stand op een heuvel");
    }

    @Test
    void aShepherdPlacedWhenTheBagWasMostlyWolves() throws Exception {
        // Two wolves and one 1-sheep token: a wolf is 2 in 3 (S2); the scripted draw is the wolf.
        Review r = json("{'format': 'kudde-scenario/1', 'players': [{'id': 'red', 'name': 'Anna'}],"
                + "'board': [{'tile': 'base/D', 'at': [0, 0]}],"
                + "'bag': {'contents': {'1': 1, '2': 0, '3': 0, '4': 0, 'wolf': 2}, 'draws': ['wolf']},"
                + "'turns': [{'player': 'red', 'tile': 'base/U', 'at': [1, 0], 'place': {'kind': 'shepherd', 'on': 'field:NNE'}}]}");
        List<Moment> risks = of(r, Moment.Kind.WOLF_RISK);
        assertThat(risks).hasSize(1);
        assertThat(en(r, risks.get(0))).isEqualTo("Anna placed the shepherd while the bag held 2 wolves among 3 tokens: "
                + "a wolf was 67% likely. The draw was a wolf.");
        assertThat(nl(r, risks.get(0))).isEqualTo("Anna zette de herder in terwijl er 2 wolven onder 3 fiches in de buidel "
                + "zaten: de kans op een wolf was 67%. Getrokken werd een wolf.");
    }

    @Test
    void aShepherdPlacedWithTheFullBagIsNoRisk() throws Exception {
        Review r = json("{'format': 'kudde-scenario/1', 'players': [{'id': 'red', 'name': 'Anna'}],"
                + "'board': [{'tile': 'base/D', 'at': [0, 0]}], 'bag': {'draws': [2]},"
                + "'turns': [{'player': 'red', 'tile': 'base/U', 'at': [1, 0], 'place': {'kind': 'shepherd', 'on': 'field:NNE'}}]}");
        // 2 wolves among 18 tokens: 11 %, below one in three.
        assertThat(of(r, Moment.Kind.WOLF_RISK)).isEmpty();
    }

    @Test
    void aMonasteryNoTileStillToComeCanCompleteIsAMomentAndScoresOnlyAtTheEnd() throws Exception {
        Review r = imported(JczSaves.THREE);
        List<Moment> stuck = of(r, Moment.Kind.MONASTERY_STUCK);
        assertThat(stuck).isNotEmpty();
        for (Moment m : stuck) {
            // What the review foresaw happened: that monk's monastery was scored incomplete in final scoring (B8).
            assertThat(r.resolution().steps()).anySatisfy(s -> {
                assertThat(s.event()).isEqualTo("final-monastery");
                assertThat(s.points()[m.player()]).isPositive();
            });
            assertThat(en(r, m)).contains("can never be completed: no tile still to come fits");
        }
    }

    @Test
    void theTurnsThatMovedTheScoreMostComeWithTheirRuleSteps() throws Exception {
        Review r = lesson("game/01-a-whole-game.json");
        List<Moment> swings = of(r, Moment.Kind.SWING);
        assertThat(swings).hasSizeBetween(1, Review.SWINGS);
        Resolution res = r.resolution();
        int best = 0;
        for (int t = 0; t < res.scenario().turns().size(); t++) {
            if (res.scenario().turns().get(t) instanceof Turn.TileTurn) {
                int turn = t;
                best = Math.max(best, res.steps().stream().filter(s -> s.turn() == turn).mapToInt(Step::totalPoints).sum());
            }
        }
        int bestTurn = best;
        assertThat(swings).anySatisfy(m -> assertThat(en(r, m)).startsWith("This turn moved the score by " + bestTurn + " points"));
        Moment monastery = swings.stream().filter(m -> m.rules().contains(RuleId.B5)).findFirst().orElseThrow();
        assertThat(monastery.why()).isNotEmpty();
        assertThat(new ReviewText(Texts.of(Texts.ENGLISH)).why(monastery).get(0)).startsWith("The monastery is complete");
    }

    @Test
    void momentsComeInTurnOrderAndEachPointsAtAStepOfItsTurn() throws Exception {
        Review r = imported(JczSaves.THREE);
        int last = -1;
        for (Moment m : r.moments()) {
            assertThat(m.turn()).isGreaterThanOrEqualTo(last);
            last = m.turn();
            assertThat(r.resolution().steps().get(m.step()).turn()).isEqualTo(m.turn());
            assertThat(en(r, m)).doesNotContain("review.").doesNotContain("{");
            assertThat(nl(r, m)).doesNotContain("review.").doesNotContain("{");
        }
    }
}
