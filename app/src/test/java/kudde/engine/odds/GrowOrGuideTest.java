package kudde.engine.odds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import kudde.engine.model.Turn;
import kudde.engine.play.Odds;
import kudde.engine.play.Quiz;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import kudde.tutor.Positions;
import org.junit.jupiter.api.Test;

/** The grow-or-guide answer at a tending step: the shared flock, the leads, the estimate, the quiz. */
class GrowOrGuideTest {

    @Test
    void aSharedFlockGivesTheSamePointsSoOnlyTheLeadOverOthersMoves() {
        NextChance sure = new NextChance(true, 10, 10, 10, 2, 5, 1, 0, 0);
        // Three players; red tends 6 sheep, blue's shepherd shares the field, green has none.
        GrowOrGuide g = GrowOrGuide.of(0, 6, new int[] {4, 5, 5, 2, 2}, sure, false, false,
                new int[] {10, 12, 3}, new boolean[] {true, true, false});
        assertThat(g.guideNow()).isEqualTo(6);
        assertThat(g.growNow()).isCloseTo(new Tending(6, new int[] {4, 5, 5, 2, 2}).growNow(1), within(1e-12));
        assertThat(g.rivals()).hasSize(2);
        GrowOrGuide.Rival blue = g.rivals().get(0);
        assertThat(blue.player()).isEqualTo(1);
        assertThat(blue.shares()).isTrue();
        assertThat(blue.leadIfGuide()).isEqualTo(-2);
        assertThat(blue.leadIfGrow()).isEqualTo(-2);
        GrowOrGuide.Rival green = g.rivals().get(1);
        assertThat(green.shares()).isFalse();
        assertThat(green.leadIfGuide()).isEqualTo(7 + 6);
        assertThat(green.leadIfGrow()).isCloseTo(7 + g.growNow(), within(1e-12));
        assertThat(g.assumptions()).contains(GrowOrGuide.Assumption.SHARERS_WAIT);
    }

    @Test
    void closingTheFieldUnderTheSecondEditionMeansOneDrawThenThePoints() {
        NextChance none = new NextChance(true, 10, 10, 0, 0, 5, 0, 0, 0);
        GrowOrGuide g = GrowOrGuide.of(0, 5, new int[] {0, 3, 0, 0, 1}, none, true, true, new int[2],
                new boolean[] {true, false});
        assertThat(g.closedGuided()).isTrue();
        assertThat(g.growNow()).isCloseTo(5.25, within(1e-12));
        assertThat(g.growPays()).isTrue();
        assertThat(g.assumptions()).startsWith(GrowOrGuide.Assumption.CLOSED_GUIDED)
                .doesNotContain(GrowOrGuide.Assumption.SAME_CHANCE);
        // The same under the 1st edition: the flock stays in the closed field and is worth nothing.
        GrowOrGuide kept = GrowOrGuide.of(0, 5, new int[] {0, 3, 0, 0, 1}, none, true, false, new int[2],
                new boolean[] {true, false});
        assertThat(kept.growNow()).isZero();
        assertThat(kept.growPays()).isFalse();
    }

    private static int tendStep(Resolution r, int turn) {
        for (int i = 0; i < r.steps().size(); i++) {
            Step s = r.steps().get(i);
            if (s.turn() == turn && "tend".equals(s.event())) {
                return i;
            }
        }
        throw new AssertionError("no tending step in turn " + turn);
    }

    @Test
    void atBramsTendingStepInTheTwoShepherdsLesson() {
        // Ten tiles to draw at the set-up; two turns draw one each (no hill): 8 left after Bram's.
        Resolution r = Resolver.resolve(Positions.twoShepherdsOneMeadow().withTilesLeft(10));
        GrowOrGuide g = Odds.at(r, tendStep(r, 1), 1);
        // Anna's 3 + 1 and Bram's 2 + 2: one flock of 8 for both (S9); the bag lacks those tokens.
        assertThat(g.sheep()).isEqualTo(8);
        assertThat(g.bag()).containsExactly(3, 3, 4, 2, 2);
        assertThat(g.rivals()).singleElement().satisfies(a -> assertThat(a.shares()).isTrue());
        assertThat(g.chance().known()).isTrue();
        assertThat(g.chance().tilesLeft()).isEqualTo(8);
        // Four tiles on the board: 86 of the box's 90 not yet seen; Bram draws every second tile.
        assertThat(g.chance().poolSize()).isEqualTo(86);
        assertThat(g.chance().turnsLeft()).isEqualTo(4);
        assertThat(g.chance().chance()).isBetween(0.0, 1.0);
        // The later tending turns come as the games played out found them, each with fewer tiles left:
        // here growing is worth less than with a tending turn certain at every later turn, and no more
        // than one chance equal to this first one at every later turn would give.
        Tending sure = new Tending(8, g.bag());
        assertThat(g.growNow()).isPositive().isLessThan(sure.growNow(1))
                .isLessThanOrEqualTo(sure.growNow(g.chance().chance()) + g.growMargin());
        assertThat(g.growMargin()).isPositive().isLessThan(0.2);
        assertThat(g.assumptions()).contains(GrowOrGuide.Assumption.LATER_CHANCES, GrowOrGuide.Assumption.OTHERS_AT_RANDOM)
                .doesNotContain(GrowOrGuide.Assumption.SAME_CHANCE);
        // Growing's worth rises in proportion to the chance of the next tending turn: it pays above the break-even.
        assertThat(g.verdict()).isEqualTo(g.chance().chance() > g.breakEven() ? Turn.Flock.GROW : Turn.Flock.GUIDE);
    }

    @Test
    void aLessonThatDoesNotSayHowMuchGameIsLeftClaimsNoChance() {
        Resolution r = Resolver.resolve(Positions.twoShepherdsOneMeadow());
        GrowOrGuide g = Odds.at(r, tendStep(r, 1), 1);
        assertThat(g.chance().known()).isFalse();
        assertThat(g.chance().chance()).isNaN();
        assertThat(g.growNow()).isNaN();
        // 8 sheep against this bag: growing can pay, so the verdict hangs on the unknown chance.
        assertThat(g.breakEven()).isBetween(0.0, 1.0);
        assertThat(g.verdict()).isNull();
        assertThat(g.assumptions()).contains(GrowOrGuide.Assumption.REST_UNKNOWN)
                .doesNotContain(GrowOrGuide.Assumption.TILES_TO_COME);
        assertThat(g.rivals().get(0).leadIfGuide()).isZero();
    }

    @Test
    void withNoOwnTurnLeftGrowingIsWorthNothingExactly() {
        // Three tiles to draw at the set-up: two left after Anna's turn (one is hers again), one after
        // Bram's, which is Anna's: Bram cannot tend this flock again (S4), and it is lost at the end (S10).
        Resolution r = Resolver.resolve(Positions.twoShepherdsOneMeadow().withTilesLeft(3));
        GrowOrGuide anna = Odds.at(r, tendStep(r, 0), 0);
        assertThat(anna.chance().turnsLeft()).isEqualTo(1);
        assertThat(anna.noTurnLeft()).isFalse();
        GrowOrGuide g = Odds.at(r, tendStep(r, 1), 1);
        assertThat(g.chance().tilesLeft()).isEqualTo(1);
        assertThat(g.noTurnLeft()).isTrue();
        assertThat(g.lastTurn()).isFalse();
        assertThat(g.chance().chance()).isZero();
        // Exactly nothing, with no margin: no ending still to come can change it.
        assertThat(g.growNow()).isZero();
        assertThat(g.growMargin()).isZero();
        assertThat(g.verdict()).isEqualTo(Turn.Flock.GUIDE);
        assertThat(g.assumptions()).containsExactly(GrowOrGuide.Assumption.FLOCK_LOST_AT_END,
                GrowOrGuide.Assumption.ONLY_OWN_DRAWS, GrowOrGuide.Assumption.SHARERS_WAIT);
    }

    @Test
    void onTheLastTurnGrowingIsWorthNothing() {
        // Two tiles to draw at the set-up, one a turn: after Bram's turn none is left (S10).
        Resolution r = Resolver.resolve(Positions.twoShepherdsOneMeadow().withTilesLeft(2));
        GrowOrGuide g = Odds.at(r, tendStep(r, 1), 1);
        assertThat(g.lastTurn()).isTrue();
        assertThat(g.chance().chance()).isZero();
        assertThat(g.growNow()).isZero();
        assertThat(g.verdict()).isEqualTo(Turn.Flock.GUIDE);
    }

    @Test
    void theGrowOrGuideQuestionIsAnsweredByTheExactModel() {
        Resolution r = Resolver.resolve(Positions.twoShepherdsOneMeadow().withTilesLeft(10));
        kudde.engine.model.Question q = new kudde.engine.model.Question(1, kudde.engine.rules.RuleId.S7,
                kudde.engine.model.Question.Kind.GROW_OR_GUIDE, null);
        GrowOrGuide g = Odds.at(r, tendStep(r, 1), 1);
        assertThat(Quiz.answer(r, q)).isEqualTo(g.verdict()).isNotNull();
    }

    @Test
    void aQuestionBeforeTheTendingChoiceIsAnsweredThere() throws Exception {
        // editions/05: Anna's tile closes Bram's field, which is guided at once (S8, reporting S7),
        // and then she tends her own flock. A question anchored at S7 waits before that S8 guide.
        kudde.engine.model.Scenario sc = kudde.scenario.ScenarioReader.read(
                kudde.scenario.Scenarios.directory().resolve("editions/05-guided-before-i-draw.json")).game();
        kudde.engine.model.Question q = new kudde.engine.model.Question(0, kudde.engine.rules.RuleId.S7,
                kudde.engine.model.Question.Kind.GROW_OR_GUIDE, null);
        Resolution r = Resolver.resolve(sc);
        int asked = Quiz.stepOf(r, q);
        int tend = tendStep(r, 0);
        assertThat(r.steps().get(asked).event()).isEqualTo("field-closed-guided");
        assertThat(asked).isLessThan(tend);
        // Before the S8 guide Bram's sheep were still on the board; at the choice they are back in the bag.
        assertThat(Odds.at(r, asked - 1, 0).bag()).isNotEqualTo(Odds.at(r, tend, 0).bag());
        assertThat(Quiz.answer(r, q)).isEqualTo(Odds.at(r, tend, 0).verdict()).isEqualTo(Turn.Flock.GROW);
        assertThat(Quiz.tendingStep(r, 0)).isEqualTo(tend);
    }
}
