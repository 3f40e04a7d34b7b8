package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import kudde.engine.model.Pos;
import kudde.engine.play.Resolver;
import kudde.engine.rules.RuleId;
import kudde.explain.Texts;
import org.junit.jupiter.api.Test;

class TimelineTest {
    private final Timeline t = new Timeline(Resolver.resolve(Positions.twoShepherdsOneMeadow()));

    @Test
    void startsAtTheSetUpPositionWithNothingHighlighted() {
        assertThat(t.index()).isEqualTo(Timeline.START);
        assertThat(t.step()).isNull();
        assertThat(t.board().tileCount()).isEqualTo(2);
        assertThat(t.snapshot().figures()).hasSize(2);
        assertThat(t.highlight().tiles()).isEmpty();
    }

    @Test
    void forwardShowsTheBoardAfterEachStepAndItsSubject() {
        t.forward();
        assertThat(t.step().rule()).isEqualTo(RuleId.B1);
        assertThat(t.board().tileCount()).isEqualTo(3);
        assertThat(t.highlight().tiles()).containsExactly(new Pos(2, 0));
        t.forward();
        assertThat(t.step().event()).isEqualTo("fields-merged");
        assertThat(t.highlight().figures()).containsExactly(0, 1);
    }

    @Test
    void endShowsTheGuidedFlockAndHomeGoesBackToTheStart() {
        t.end();
        assertThat(t.step().rule()).isEqualTo(RuleId.S7);
        assertThat(t.atEnd()).isTrue();
        assertThat(t.snapshot().scores()).containsExactly(8, 8);
        assertThat(t.snapshot().figures()).isEmpty();
        assertThat(t.board().tileCount()).isEqualTo(4);
        assertThat(t.forward()).isFalse();
        t.back();
        assertThat(t.step().rule()).isEqualTo(RuleId.S4);
        assertThat(t.snapshot().scores()).containsExactly(0, 0);
        t.home();
        assertThat(t.atStart()).isTrue();
        assertThat(t.back()).isFalse();
    }

    @Test
    void aGateHoldsTheTimelineBeforeAStepUntilItOpens() {
        boolean[] open = {false};
        t.setGate(i -> i != 6 || open[0]);
        t.end();
        assertThat(t.index()).isEqualTo(5);
        assertThat(t.waitingAt()).isEqualTo(6);
        assertThat(t.forward()).isFalse();
        open[0] = true;
        assertThat(t.forward()).isTrue();
        assertThat(t.index()).isEqualTo(6);
        assertThat(t.waitingAt()).isEqualTo(-1);
    }

    @Test
    void listenersHearEveryMoveButNotAStandstill() {
        AtomicInteger heard = new AtomicInteger();
        t.addListener(heard::incrementAndGet);
        t.forward();
        t.back();
        t.back();
        assertThat(heard.get()).isEqualTo(2);
    }

    @Test
    void standingsShowScoresSupplyAndSheepAtAPosition() {
        t.select(4);
        assertThat(Standing.of(t, Texts.of(Texts.ENGLISH)))
                .extracting(Standing::name, Standing::score, Standing::followers, Standing::sheepTotal)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("Anna", 0, 7, 4),
                        org.assertj.core.groups.Tuple.tuple("Bram", 0, 7, 4));
        t.end();
        assertThat(Standing.of(t, Texts.of(Texts.ENGLISH)))
                .extracting(Standing::score, Standing::shepherdOnBoard)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(8, false),
                        org.assertj.core.groups.Tuple.tuple(8, false));
    }
}
