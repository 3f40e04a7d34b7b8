package kudde.tutor;

import static kudde.tutor.Positions.tile;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import kudde.engine.model.Pos;
import kudde.engine.model.Question;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Turn;
import kudde.engine.play.Resolver;
import kudde.engine.rules.RuleId;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;
import kudde.lesson.LessonQuestion;

/** Deleting and inserting turns: what depends on a deleted turn goes with it, questions follow their turns. */
class TurnEditsTest {
    /** base/D at [0,0]; turns: base/U east of it, base/U east of that, base/U west of base/D; a question at each. */
    private static Lesson road() {
        Scenario s = Positions.twoShepherdsOneMeadow().withFigures(List.of());
        return Lesson.of(s.withBoard(List.of(new TilePlacement(tile("base/D"), new Pos(0, 0), 0)))
                .withTurns(List.of(
                        new Turn.TileTurn("red", tile("base/U"), new Pos(1, 0), 0, null, null, null, null),
                        new Turn.TileTurn("blue", tile("base/U"), new Pos(2, 0), 0, null, null, null, null),
                        new Turn.TileTurn("red", tile("base/U"), new Pos(-1, 0), 0, null, null, null, null))))
                .withQuiz(List.of(question(0), question(1), question(2)));
    }

    private static LessonQuestion question(int turn) {
        return new LessonQuestion(new Question(turn, RuleId.B1, Question.Kind.POINTS, "red"), Map.of("en", "Turn " + turn + "?"));
    }

    @Test
    void aTurnWhoseTileOnlyTouchedTheDeletedTileGoesWithIt() {
        TurnEdits.Deleted d = TurnEdits.delete(road(), 0);
        // [2,0] touched only the tile placed at [1,0]: B1 refuses it once that is gone; [-1,0] stays.
        assertThat(d.removed()).containsExactly(0, 1);
        assertThat(d.lesson().game().turns()).extracting(t -> ((Turn.TileTurn) t).at()).containsExactly(new Pos(-1, 0));
        assertThat(Resolver.resolve(d.lesson().game()).ok()).isTrue();
        // The question at the kept turn now asks at its new index; the others went with their turns.
        assertThat(d.lesson().quiz()).extracting(LessonQuestion::turn, q -> q.ask().get("en"))
                .containsExactly(org.assertj.core.groups.Tuple.tuple(0, "Turn 2?"));
    }

    @Test
    void aTurnThatStillFitsStays() {
        TurnEdits.Deleted d = TurnEdits.delete(road(), 2);
        assertThat(d.removed()).containsExactly(2);
        assertThat(d.lesson().game().turns()).hasSize(2);
        assertThat(d.lesson().quiz()).extracting(LessonQuestion::turn).containsExactly(0, 1);
    }

    @Test
    void anInsertedTurnMovesTheLaterQuestionsOn() {
        Lesson s = TurnEdits.insert(road(), 1,
                new Turn.TileTurn("blue", tile("base/U"), new Pos(0, 1), 90, null, null, null, null));
        assertThat(s.game().turns()).hasSize(4);
        assertThat(s.quiz()).extracting(q -> q.ask().get("en") + "@" + q.turn())
                .containsExactly("Turn 0?@0", "Turn 1?@2", "Turn 2?@3");
    }
}
