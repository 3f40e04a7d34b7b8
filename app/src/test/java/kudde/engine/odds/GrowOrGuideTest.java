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
        NextChance sure = new NextChance(10, 0, 10, 2, 5, 1, 1);
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
        NextChance none = new NextChance(10, 0, 0, 0, 5, 0, 0);
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

    @Test
    void atBramsTendingStepInTheTwoShepherdsLesson() {
        Resolution r = Resolver.resolve(Positions.twoShepherdsOneMeadow());
        int tend = -1;
        for (int i = 0; i < r.steps().size(); i++) {
            Step s = r.steps().get(i);
            if (s.turn() == 1 && "tend".equals(s.event())) {
                tend = i;
            }
        }
        GrowOrGuide g = Odds.at(r, tend - 1, 1);
        // Anna's 3 + 1 and Bram's 2 + 2: one flock of 8 for both (S9); the bag lacks those tokens.
        assertThat(g.sheep()).isEqualTo(8);
        assertThat(g.bag()).containsExactly(3, 3, 4, 2, 2);
        assertThat(g.rivals()).singleElement().satisfies(a -> assertThat(a.shares()).isTrue());
        // Four tiles on the board: 86 to come, 8 of them hills; 86·86/94 = 78.7 played, 39 each.
        assertThat(g.chance().tilesLeft()).isEqualTo(86);
        assertThat(g.chance().turnsLeft()).isEqualTo(39);
        assertThat(g.growNow()).isCloseTo(new Tending(8, g.bag()).growNow(g.chance().chance()), within(1e-12));
        assertThat(g.breakEven()).isCloseTo(new Tending(8, g.bag()).breakEven(), within(1e-12));
        assertThat(g.growPays()).isEqualTo(g.chance().chance() > g.breakEven());
    }

    @Test
    void theGrowOrGuideQuestionIsAnsweredByTheExactModel() {
        Resolution r = Resolver.resolve(Positions.twoShepherdsOneMeadow());
        kudde.engine.model.Question q = new kudde.engine.model.Question(1, kudde.engine.rules.RuleId.S7,
                kudde.engine.model.Question.Kind.GROW_OR_GUIDE, null, java.util.Map.of("en", "?"));
        int i = Quiz.stepOf(r, q);
        int tender = 1;
        GrowOrGuide g = Odds.at(r, i - 1, tender);
        assertThat(Quiz.answer(r, q)).isEqualTo(g.growPays() ? Turn.Flock.GROW : Turn.Flock.GUIDE);
    }
}
