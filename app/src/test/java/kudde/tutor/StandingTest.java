package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import java.util.List;
import kudde.engine.play.Resolver;
import kudde.explain.Texts;
import org.junit.jupiter.api.Test;

class StandingTest {
    @Test
    void shepherdsSharingAFieldShareOneFlockGivenOnce() {
        Timeline t = new Timeline(Resolver.resolve(Positions.twoShepherdsOneMeadow()));
        t.select(StageTest.stepWith(t, "fields-merged"));
        // S9: red's 3 and blue's 2 + 2 are one flock of 7, given on red's line only.
        assertThat(Standing.of(t, Texts.of(Texts.ENGLISH))).extracting(Standing::name, Standing::flock, Standing::sharedWith, Standing::showsFlock)
                .containsExactly(tuple("Anna", 7, List.of("Bram"), true), tuple("Bram", 7, List.of("Anna"), false));
        t.select(StageTest.stepWith(t, "flock-grow"));
        assertThat(Standing.of(t, Texts.of(Texts.ENGLISH))).extracting(Standing::flock).containsExactly(8, 8);
    }

    @Test
    void aShepherdAloneHasItsOwnFlock() {
        Timeline t = new Timeline(Resolver.resolve(Positions.twoShepherdsOneMeadow()));
        assertThat(Standing.of(t, Texts.of(Texts.ENGLISH))).extracting(Standing::flock, Standing::sharedWith, Standing::showsFlock)
                .containsExactly(tuple(3, List.of(), true), tuple(4, List.of(), true));
        t.end();
        assertThat(Standing.of(t, Texts.of(Texts.ENGLISH))).extracting(Standing::flock, Standing::showsFlock)
                .containsExactly(tuple(0, false), tuple(0, false));
    }
}
