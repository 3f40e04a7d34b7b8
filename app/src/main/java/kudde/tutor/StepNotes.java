package kudde.tutor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import kudde.lesson.Lesson;
import kudde.lesson.StepComment;
import kudde.lesson.StepDrawing;
import kudde.lesson.StepDrawing.Mark;
import kudde.engine.model.StepRef;
import kudde.engine.play.Resolution;
import kudde.engine.play.Step;

/**
 * The author's comment and drawing at a step of a resolution, and the changes that write them: the
 * file names a step by turn and rule ({@link StepRef}), the tutor by its index. Pure data, no Swing.
 */
public final class StepNotes {
    private StepNotes() {
    }

    /**
     * How a file names step {@code i}: its turn and main rule, with the count ({@code nth}) of the
     * steps of that turn up to it that apply the rule (1 for the first, written as no count);
     * {@link StepRef#SETUP} for the set-up ({@link Timeline#START}), null past the last step.
     */
    public static StepRef refOf(Resolution r, int i) {
        if (i == Timeline.START) {
            return StepRef.SETUP;
        }
        if (i < 0 || i >= r.steps().size()) {
            return null;
        }
        Step s = r.steps().get(i);
        int nth = 0;
        for (int j = 0; j <= i; j++) {
            Step o = r.steps().get(j);
            if (o.turn() == s.turn() && (o.rule() == s.rule() || o.rules().contains(s.rule()))) {
                nth++;
            }
        }
        return new StepRef(s.turn(), s.rule(), nth);
    }

    /**
     * Which position of the timeline a file's reference names: the step's index, {@link Timeline#START}
     * for the set-up, or {@link Integer#MIN_VALUE} when no step of {@code r} is it.
     */
    public static int positionOf(Resolution r, StepRef ref) {
        if (ref.setup()) {
            return Timeline.START;
        }
        int i = r.stepOf(ref);
        return i < 0 ? Integer.MIN_VALUE : i;
    }

    /**
     * The comment {@code notes} has at step {@code i} ({@link Timeline#START}: the set-up) of {@code r}
     * (a resolution of its game) per language; empty when none.
     */
    public static Map<String, String> comment(Resolution r, Lesson notes, int i) {
        for (StepComment c : notes.comments()) {
            if (positionOf(r, c.step()) == i) {
                return c.text();
            }
        }
        return Map.of();
    }

    /**
     * The marks {@code notes} has at step {@code i} ({@link Timeline#START}: the set-up) of {@code r} (a
     * resolution of its game); empty when none.
     */
    public static List<Mark> marks(Resolution r, Lesson notes, int i) {
        for (StepDrawing d : notes.drawings()) {
            if (positionOf(r, d.step()) == i) {
                return d.marks();
            }
        }
        return List.of();
    }

    /**
     * The lesson with the comment at step {@code step} of {@code r} (a resolution of its game) set to these texts; both blank removes it. A comment the file already has there
     * keeps its name for the step; a new one is named by {@link #refOf}. The file format wants both
     * languages it needs: the window asks for them before it calls this.
     *
     * @param perLanguage the texts by language tag, in the order the file is to keep; a blank one is left out
     */
    public static Lesson withComment(Lesson s, Resolution r, int step, Map<String, String> perLanguage) {
        List<StepComment> out = new ArrayList<>(s.comments());
        int at = at(r, out.stream().map(StepComment::step).toList(), step);
        StepRef ref = at >= 0 ? out.get(at).step() : refOf(r, step);
        Map<String, String> text = new java.util.LinkedHashMap<>();
        perLanguage.forEach((language, written) -> {
            if (written != null && !written.isBlank()) {
                text.put(language, written.strip());
            }
        });
        StepComment c = new StepComment(ref, text);
        if (text.isEmpty()) {
            if (at >= 0) {
                out.remove(at);
            }
        } else if (at >= 0) {
            out.set(at, c);
        } else {
            out.add(c);
        }
        return s.withComments(out);
    }

    /**
     * The lesson with {@code mark} drawn at step {@code step} of {@code r}, as a chess study draws:
     * the same kind of mark on the same place again takes it away when it has the same colour, and
     * recolours it otherwise.
     */
    public static Lesson withMarkToggled(Lesson s, Resolution r, int step, Mark mark) {
        List<StepDrawing> out = new ArrayList<>(s.drawings());
        int at = at(r, out.stream().map(StepDrawing::step).toList(), step);
        StepRef ref = at >= 0 ? out.get(at).step() : refOf(r, step);
        List<Mark> marks = new ArrayList<>(at >= 0 ? out.get(at).marks() : List.of());
        int same = -1;
        for (int i = 0; i < marks.size(); i++) {
            if (marks.get(i).samePlace(mark)) {
                same = i;
            }
        }
        if (same >= 0 && marks.get(same).colour() == mark.colour()) {
            marks.remove(same);
        } else if (same >= 0) {
            marks.set(same, mark);
        } else {
            marks.add(mark);
        }
        if (marks.isEmpty()) {
            out.remove(at);
        } else if (at >= 0) {
            out.set(at, new StepDrawing(ref, marks));
        } else {
            out.add(new StepDrawing(ref, marks));
        }
        return s.withDrawings(out);
    }

    /** Which of the file's references names step {@code step}, however the file names it; -1 when none. */
    private static int at(Resolution r, List<StepRef> refs, int step) {
        for (int i = 0; i < refs.size(); i++) {
            if (positionOf(r, refs.get(i)) == step) {
                return i;
            }
        }
        return -1;
    }
}
