package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import kudde.engine.odds.GrowOrGuide;
import kudde.engine.play.Odds;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.tutor.Positions;
import kudde.ui.kit.Background;
import org.junit.jupiter.api.Test;

/**
 * The odds of the step shown come back from their estimate in any order: here each estimate is held
 * until the test lets it finish, in the order a busy machine might, and runs the engine's real
 * estimate then. Only the step asked for last is shown; a step the learner has left is dropped.
 */
class OddsWorkTest {
    /** An estimate started and not yet finished. */
    private record Held(Background.Work<GrowOrGuide> work, Consumer<GrowOrGuide> done, Consumer<Exception> failed) {
        void finish() throws Exception {
            done.accept(work.run());
        }
    }

    private final List<Held> held = new ArrayList<>();
    private final List<Exception> failures = new ArrayList<>();
    private int arrivals;
    private final OddsWork work = new OddsWork((w, d, f) -> held.add(new Held(w, d, f)), () -> arrivals++,
            failures::add);

    /** Ten tiles to draw: Bram's tending choice, and Anna's before it (both in the same meadow). */
    private final Resolution r = Resolver.resolve(Positions.twoShepherdsOneMeadow().withTilesLeft(10));

    private List<Integer> tending() {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < r.steps().size(); i++) {
            if ("tend".equals(r.steps().get(i).event())) {
                out.add(i);
            }
        }
        return out;
    }

    private OddsWork.Key key(int step) {
        kudde.engine.model.Turn.TileTurn tt = (kudde.engine.model.Turn.TileTurn) r.scenario().turns()
                .get(r.steps().get(step).turn());
        return new OddsWork.Key(r, step, r.scenario().playerIndex(tt.player()));
    }

    @Test
    void aResultForAStepLeftIsDropped() throws Exception {
        List<Integer> steps = tending();
        assertThat(steps).as("tending choices of the position").hasSizeGreaterThanOrEqualTo(2);
        OddsWork.Key anna = key(steps.get(0));
        OddsWork.Key bram = key(steps.get(1));
        assertThat(anna.player()).isNotEqualTo(bram.player());

        work.want(anna);
        work.want(bram);
        assertThat(work.working()).isTrue();
        assertThat(work.ready(anna)).isFalse();
        assertThat(held).hasSize(2);
        // Bram's comes back first, then Anna's, which the learner has left: dropped.
        held.get(1).finish();
        held.get(0).finish();
        assertThat(arrivals).isEqualTo(1);
        assertThat(work.working()).isFalse();
        assertThat(work.ready(bram)).isTrue();
        assertThat(work.ready(anna)).isFalse();
        assertThat(work.odds().player()).isEqualTo(bram.player());
        assertThat(work.odds().growNow()).isEqualTo(Odds.at(r, bram.step(), bram.player()).growNow());
        assertThat(work.running()).isZero();
    }

    @Test
    void aStepShownAgainIsNotWorkedOutAgain() throws Exception {
        OddsWork.Key bram = key(tending().get(1));
        work.want(bram);
        work.want(bram);
        assertThat(held).as("one estimate for one step").hasSize(1);
        held.get(0).finish();
        work.want(bram);
        assertThat(held).as("known: nothing started").hasSize(1);
        assertThat(work.ready(bram)).isTrue();
        assertThat(work.working()).isFalse();
    }

    @Test
    void leavingForAStepWithoutOddsDropsTheLateResult() throws Exception {
        OddsWork.Key anna = key(tending().get(0));
        work.want(anna);
        work.forget();
        assertThat(work.working()).isFalse();
        held.get(0).finish();
        assertThat(arrivals).isZero();
        assertThat(work.ready(anna)).isFalse();
        // Back at the step: worked out again, and shown this time.
        work.want(anna);
        assertThat(held).hasSize(2);
        held.get(1).finish();
        assertThat(arrivals).isEqualTo(1);
        assertThat(work.ready(anna)).isTrue();
    }

    @Test
    void aFailureOfTheStepShownIsReportedOnceAndNotRetried() {
        OddsWork.Key anna = key(tending().get(0));
        work.want(anna);
        held.get(0).failed().accept(new IllegalStateException("the engine failed"));
        assertThat(failures).hasSize(1);
        assertThat(work.working()).as("not waiting for ever").isFalse();
        work.want(anna);
        assertThat(held).hasSize(1);
    }
}
