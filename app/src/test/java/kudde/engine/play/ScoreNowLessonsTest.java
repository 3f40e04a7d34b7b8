package kudde.engine.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import kudde.engine.board.Board;
import kudde.engine.model.Scenario;
import kudde.engine.rules.RuleId;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;

/**
 * The tooltip's "if scored now" says what the turn or the final scoring then gives: on every
 * bundled lesson, each scoring step is compared with {@link ScoreNow} on the position just before it.
 */
class ScoreNowLessonsTest {
    /** Steps that pay out a feature to its majority (B3–B5 during the game, B8–B9 at the end). */
    private static final Set<RuleId> FEATURE_SCORING = Set.of(RuleId.B3, RuleId.B4, RuleId.B5, RuleId.B8, RuleId.B9);
    /** Steps that pay out a flock to every shepherd in the field (S7, S8 with closedField=guide). */
    private static final Set<RuleId> FLOCK_SCORING = Set.of(RuleId.S7, RuleId.S8);

    @Test
    void everyScoringStepOfEveryLessonPaysWhatScoreNowSaidJustBefore() throws Exception {
        Set<RuleId> compared = EnumSet.noneOf(RuleId.class);
        for (Path file : Scenarios.files()) {
            Scenario s = ScenarioReader.read(file).game();
            Resolution r = Resolver.resolve(s);
            Snapshot before = Resolver.setUp(s, false).snapshot();
            for (Step step : r.steps()) {
                boolean feature = FEATURE_SCORING.contains(step.rule());
                boolean flock = FLOCK_SCORING.contains(step.rule()) && step.totalPoints() > 0;
                if (feature || flock) {
                    String where = file.getFileName() + " turn " + step.turn() + " " + step.rule() + " " + step.event();
                    Board board = r.boardAt(before.tileCount());
                    Highlight.SegmentRef ref = step.highlight().features().get(0);
                    int segment = board.segment(board.tileAt(ref.at().x(), ref.at().y()), ref.segment());
                    ScoreNow now = ScoreNow.of(board, before.figures(), s.players().size(), s.rules(), segment);
                    for (int p = 0; p < s.players().size(); p++) {
                        int expected;
                        if (feature) {
                            expected = (now.winners() & (1 << p)) != 0 ? now.points() : 0;
                        } else {
                            expected = hasShepherdIn(board, before.figures(), p, segment) ? now.flock() : 0;
                        }
                        assertThat(step.points()[p]).as("%s: points of player %d", where, p).isEqualTo(expected);
                    }
                    compared.add(step.rule());
                }
                before = step.after();
            }
        }
        // The lessons have every kind of payout: a test that compared nothing would not pass.
        assertThat(compared).as("scoring rules compared").containsAll(FEATURE_SCORING).containsAll(FLOCK_SCORING);
    }

    private static boolean hasShepherdIn(Board board, List<Figure> figures, int player, int segment) {
        int root = board.find(segment);
        for (Figure f : figures) {
            if (f.kind() == kudde.engine.model.FigureKind.SHEPHERD && f.player() == player
                    && board.find(board.segment(f.tile(), f.segment())) == root) {
                return true;
            }
        }
        return false;
    }
}
