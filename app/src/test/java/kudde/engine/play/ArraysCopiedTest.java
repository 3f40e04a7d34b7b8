package kudde.engine.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.engine.rules.RuleId;
import org.junit.jupiter.api.Test;

/** A record that holds an array copies it in and out: what a caller does to its array changes no step. */
class ArraysCopiedTest {
    @Test
    void aSnapshotKeepsItsOwnScoresSupplyAndBag() {
        int[] scores = {3, 5};
        int[] supply = {7, 6};
        int[] bag = {4, 5, 5, 2, 2};
        Snapshot s = new Snapshot(2, List.of(), scores, supply, bag);
        scores[0] = 99;
        supply[0] = 99;
        bag[0] = 99;
        s.scores()[1] = 99;
        s.followerSupply()[1] = 99;
        s.bag()[1] = 99;
        assertThat(s.scores()).containsExactly(3, 5);
        assertThat(s.followerSupply()).containsExactly(7, 6);
        assertThat(s.bag()).containsExactly(4, 5, 5, 2, 2);
    }

    @Test
    void aStepKeepsItsOwnPoints() {
        int[] points = {0, 4};
        Snapshot after = new Snapshot(2, List.of(), new int[2], new int[2], new int[5]);
        Step s = new Step(0, RuleId.B3, List.of(RuleId.B3), "road-scored", Message.of("step.road-complete", 4),
                List.of(), List.of(), points, Highlight.NONE, after);
        points[1] = 99;
        s.points()[0] = 99;
        assertThat(s.points()).containsExactly(0, 4);
        assertThat(s.totalPoints()).isEqualTo(4);
    }
}
