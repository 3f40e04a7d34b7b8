package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.lesson.Lesson;
import kudde.lesson.StepDrawing.Colour;
import kudde.lesson.StepDrawing.Mark;
import kudde.engine.model.StepRef;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.rules.RuleId;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;

/** The author's comment and drawing at a step, found by the file's turn and rule, and written back there. */
class StepNotesTest {
    private static Lesson read(String name) throws Exception {
        return ScenarioReader.read(Scenarios.directory().resolve(name));
    }

    @Test
    void everyStepOfEveryLessonHasAReferenceThatFindsItAgain() throws Exception {
        int steps = 0;
        for (java.nio.file.Path f : Scenarios.files()) {
            Resolution r = Resolver.resolve(ScenarioReader.read(f).game());
            for (int i = 0; i < r.steps().size(); i++) {
                StepRef ref = StepNotes.refOf(r, i);
                assertThat(r.stepOf(ref)).as("%s step %d (%s)", f, i, ref).isEqualTo(i);
                steps++;
            }
        }
        assertThat(steps).isGreaterThan(300);
        Lesson l = read("shepherds/04-guide-the-flock.json");
        Resolution r = Resolver.resolve(l.game());
        assertThat(StepNotes.refOf(r, Timeline.START)).isEqualTo(StepRef.SETUP);
        assertThat(StepNotes.positionOf(r, StepRef.SETUP)).isEqualTo(Timeline.START);
        assertThat(StepNotes.refOf(r, r.steps().size())).isNull();
    }

    @Test
    void theSecondS4StepOfATurnIsNamedWithItsCount() throws Exception {
        // Turn 1 tells S4 twice: for Bram's shepherd (not his to tend), then for Anna's own.
        Lesson l = read("shepherds/04-guide-the-flock.json");
        Resolution r = Resolver.resolve(l.game());
        assertThat(r.steps()).extracting(s -> s.rule().name()).containsExactly("B1", "S4", "S4", "S7");
        assertThat(StepNotes.refOf(r, 1)).isEqualTo(new StepRef(0, RuleId.S4, 1));
        assertThat(StepNotes.refOf(r, 2)).isEqualTo(new StepRef(0, RuleId.S4, 2));
        assertThat(StepNotes.comment(r, l, 1)).containsKeys("en", "nl");
        assertThat(StepNotes.comment(r, l, 2)).isEmpty();
        assertThat(StepNotes.marks(r, l, 2)).hasSize(2);
        assertThat(StepNotes.marks(r, l, 1)).isEmpty();
    }

    @Test
    void aCommentIsSetChangedAndRemoved() throws Exception {
        Lesson l = read("shepherds/04-guide-the-flock.json");
        Resolution r = Resolver.resolve(l.game());
        Lesson s = StepNotes.withComment(l, r, 3, both(" Nine sure points. ", "Negen zekere punten."));
        assertThat(StepNotes.comment(r, s, 3)).isEqualTo(Map.of("en", "Nine sure points.", "nl", "Negen zekere punten."));
        assertThat(s.comments()).hasSize(l.comments().size() + 1);
        assertThat(s.comments().get(s.comments().size() - 1).step()).isEqualTo(new StepRef(0, RuleId.S7));
        Lesson changed = StepNotes.withComment(s, r, 3, both("Nine.", "Negen."));
        assertThat(changed.comments()).hasSize(s.comments().size());
        assertThat(StepNotes.comment(r, changed, 3)).containsEntry("en", "Nine.");
        assertThat(StepNotes.withComment(changed, r, 3, both("", " ")).comments()).isEqualTo(l.comments());
    }

    @Test
    void aCommentTheFileNamesByAnotherRuleIsChangedWhereItIs() throws Exception {
        // Step 3 is S7's, and applies S9 too: a file may name it by either.
        Lesson l = read("shepherds/04-guide-the-flock.json");
        Resolution r = Resolver.resolve(l.game());
        Lesson byS9 = l.withComments(List.of(new kudde.lesson.StepComment(new StepRef(0, RuleId.S9),
                Map.of("en", "One flock.", "nl", "Eén kudde."))));
        assertThat(StepNotes.comment(r, byS9, 3)).containsEntry("en", "One flock.");
        Lesson changed = StepNotes.withComment(byS9, r, 3, both("Nine.", "Negen."));
        assertThat(changed.comments()).hasSize(1);
        assertThat(changed.comments().get(0).step()).isEqualTo(new StepRef(0, RuleId.S9));
    }

    @Test
    void drawingAMarkAgainTakesItAwayAndAnotherColourRecoloursIt() throws Exception {
        Lesson l = read("base/01-turn-the-tile-to-fit.json");
        Resolution r = Resolver.resolve(l.game());
        Mark green = Mark.arrow(new Pos(0, 0), new Pos(1, 0), Colour.GREEN);
        Lesson once = StepNotes.withMarkToggled(l, r, 0, green);
        assertThat(StepNotes.marks(r, once, 0)).containsExactly(green);
        Mark red = Mark.arrow(new Pos(0, 0), new Pos(1, 0), Colour.RED);
        assertThat(StepNotes.marks(r, StepNotes.withMarkToggled(once, r, 0, red), 0)).containsExactly(red);
        Mark ring = Mark.ring(new Pos(0, 0), Colour.GREEN);
        Lesson two = StepNotes.withMarkToggled(once, r, 0, ring);
        assertThat(StepNotes.marks(r, two, 0)).containsExactly(green, ring);
        Lesson back = StepNotes.withMarkToggled(StepNotes.withMarkToggled(two, r, 0, ring), r, 0, green);
        assertThat(back.drawings()).isEqualTo(l.drawings());
        // A drawing is the lesson's: the game it is drawn on stays the same.
        assertThat(two.game()).isSameAs(l.game());
    }

    @Test
    void theSetUpTakesACommentAndMarksOfItsOwn() throws Exception {
        Lesson l = read("base/01-turn-the-tile-to-fit.json");
        Resolution r = Resolver.resolve(l.game());
        Lesson s = StepNotes.withComment(l, r, Timeline.START, both("Look here.", "Kijk hier."));
        assertThat(StepNotes.comment(r, s, Timeline.START)).isEqualTo(Map.of("en", "Look here.", "nl", "Kijk hier."));
        assertThat(s.comments().get(s.comments().size() - 1).step()).isEqualTo(StepRef.SETUP);
        // The set-up's comment is not the first step's.
        assertThat(StepNotes.comment(r, s, 0)).isEqualTo(StepNotes.comment(r, l, 0));
        Mark ring = Mark.ring(new Pos(0, 0), Colour.BLUE);
        Lesson drawn = StepNotes.withMarkToggled(s, r, Timeline.START, ring);
        assertThat(StepNotes.marks(r, drawn, Timeline.START)).containsExactly(ring);
        assertThat(StepNotes.marks(r, drawn, 0)).isEqualTo(StepNotes.marks(r, l, 0));
        assertThat(StepNotes.withMarkToggled(drawn, r, Timeline.START, ring).drawings())
                .isEqualTo(l.drawings());
        assertThat(StepNotes.withComment(s, r, Timeline.START, both(" ", "")).comments()).isEqualTo(l.comments());
    }

    /** A comment in English and Dutch, in that order, as the window's form gives them. */
    private static java.util.Map<String, String> both(String en, String nl) {
        java.util.Map<String, String> m = new java.util.LinkedHashMap<>();
        m.put("en", en);
        m.put("nl", nl);
        return m;
    }
}
