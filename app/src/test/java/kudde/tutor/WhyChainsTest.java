package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import kudde.engine.model.Pos;
import kudde.engine.play.Resolver;
import kudde.engine.tile.SegmentNames;
import org.junit.jupiter.api.Test;

class WhyChainsTest {
    private final Timeline t = new Timeline(Resolver.resolve(Positions.twoShepherdsOneMeadow()));

    @Test
    void aScoreIsItsStartPlusEveryStepThatAddedToIt() {
        t.end();
        Why why = WhyChains.score(t, 1);
        assertThat(why.links()).extracting(l -> l.step().event()).containsExactly("flock-guide");
        assertThat(why.total()).isEqualTo(t.snapshot().scores()[1]).isEqualTo(8);
    }

    @Test
    void aScoreHasNoReasonBeforeItMoves() {
        t.select(4);
        assertThat(WhyChains.score(t, 0).links()).isEmpty();
        assertThat(WhyChains.score(t, 0).total()).isZero();
    }

    @Test
    void aShepherdsChainShowsTheMergeTheTendingAndTheGrow() {
        t.select(4);
        int red = 0;
        assertThat(t.snapshot().figures().get(red).player()).isZero();
        Why why = WhyChains.figure(t, red);
        assertThat(why.fromStart()).isTrue();
        assertThat(why.links()).extracting(l -> l.step().event())
                .containsExactly("fields-merged", "tend", "flock-grow");
    }

    @Test
    void aFieldsChainHasEveryTileThatGrewItAndTheGuide() {
        t.select(5);
        Why why = WhyChains.feature(t, new Pos(1, 0), 2);
        assertThat(why.fromStart()).isTrue();
        assertThat(why.links()).extracting(Why.Link::index).containsExactly(0, 1, 2, 3, 4, 5);
    }

    @Test
    void aCityNoStepTouchedWasOnlyThereFromTheStart() {
        t.end();
        int city = SegmentNames.find(t.board().tile(0), "city:N").segment();
        Why why = WhyChains.feature(t, new Pos(0, 0), city);
        assertThat(why.fromStart()).isTrue();
        assertThat(why.links()).isEmpty();
    }
}
