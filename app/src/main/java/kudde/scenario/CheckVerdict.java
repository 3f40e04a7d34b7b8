package kudde.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.FigureName;
import kudde.engine.model.Scenario;
import kudde.engine.play.IllegalTurn;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.tile.TileType;
import kudde.lesson.Lesson;
import kudde.lesson.LessonExercise;
import kudde.lesson.StepDrawing;

/**
 * What {@code check} says of a scenario (docs/scenario-format.md, "check"), worked out in one place
 * for the command line and the window's problems panel: the turn the engine refuses, or else how
 * the outcome differs from {@code expect} ({@link ExpectCheck}) and each exercise that no legal
 * move solves, with the number of solutions of the others.
 *
 * @param error       the illegal turn that stops the resolution, or null
 * @param differences one text per difference (empty: the scenario passes)
 * @param solutions   per exercise that has solutions, how many of how many legal moves
 */
public record CheckVerdict(IllegalTurn error, List<String> differences, List<String> solutions) {
    public CheckVerdict {
        differences = List.copyOf(differences);
        solutions = List.copyOf(solutions);
    }

    /** The verdict on {@code lesson}, its texts in {@code locale}. */
    public static CheckVerdict of(Lesson lesson, Locale locale) {
        return of(lesson, Resolver.resolve(lesson.game()), locale);
    }

    /** The verdict on a lesson whose game is resolved already (the window has the resolution). */
    public static CheckVerdict of(Lesson lesson, Resolution r, Locale locale) {
        if (!r.ok()) {
            return new CheckVerdict(r.error(), List.of(), List.of());
        }
        ErrorText t = ErrorText.of(locale);
        Scenario s = r.scenario();
        List<String> diffs = new ArrayList<>(ExpectCheck.differences(r, locale));
        // An exercise the learner cannot solve teaches nothing: each must have a solution, found by searching the legal moves.
        List<String> counts = new ArrayList<>();
        for (int i = 0; i < lesson.exercises().size(); i++) {
            LessonExercise e = lesson.exercises().get(i);
            if (!Exercises.goalHasAFigure(s, e.exercise())) {
                diffs.add(t.get("cli.exerciseStaysNone", i, e.goal().player(), e.goal().figure().word()));
                continue;
            }
            Exercises.Search found = Exercises.solve(s, e.exercise());
            if (found.solutions().isEmpty()) {
                diffs.add(t.get("cli.exerciseNone", i, e.player(),
                        String.join(", ", e.tiles().stream().map(TileType::id).toList()), found.moves()));
            } else {
                counts.add(t.get("cli.exerciseCount", found.solutions().size(), found.moves()));
            }
        }
        // A comment or drawing whose turn never applies its rule would never be shown: the author must hear of it.
        for (int i = 0; i < lesson.comments().size(); i++) {
            unshown(r, t, diffs, "comments", i, lesson.comments().get(i).step());
        }
        for (int i = 0; i < lesson.drawings().size(); i++) {
            unshown(r, t, diffs, "drawings", i, lesson.drawings().get(i).step());
            ringsRoundNothing(r, t, diffs, i, lesson.drawings().get(i));
        }
        return new CheckVerdict(null, diffs, counts);
    }

    private static void unshown(Resolution r, ErrorText t, List<String> diffs, String field, int i,
                                kudde.engine.model.StepRef ref) {
        if (!ref.setup() && r.stepOf(ref) < 0) {
            diffs.add(t.get("check.noStep", field, i, Integer.toString(ref.turn()),
                    ref.rule().name() + (ref.nth() > 1 ? " (" + ref.nth() + ")" : "")));
        }
    }

    /**
     * A ring round a figure that does not stand on its tile after its step (the figure scored and
     * went home, or the author named one the turn never placed) would ring nothing: what stands
     * there is known only from playing the turns, so reading leaves it to here. The set-up's own
     * figures the reader judges.
     */
    private static void ringsRoundNothing(Resolution r, ErrorText t, List<String> diffs, int i,
                                          StepDrawing d) {
        int step = r.stepOf(d.step());
        if (step < 0) {
            return;
        }
        kudde.engine.play.Snapshot after = r.steps().get(step).after();
        kudde.engine.board.Board board = r.boardAt(after.tileCount());
        for (int m = 0; m < d.marks().size(); m++) {
            StepDrawing.Mark mark = d.marks().get(m);
            FigureName f = mark.figure();
            if (f != null && kudde.engine.play.Figure.indexOf(after.figures(), board, r.scenario().players(),
                    mark.at(), f) < 0) {
                String who = f.kind().owned() ? t.get("check.figure.owned", f.kind().word(), f.player(), mark.at().toString(), f.on())
                        : t.get("check.figure.plain", f.kind().word(), mark.at().toString());
                diffs.add(t.get("check.noFigure", "drawings", i, m, who, Integer.toString(d.step().turn()),
                        d.step().rule().name() + (d.step().nth() > 1 ? " (" + d.step().nth() + ")" : "")));
            }
        }
    }

    /** Whether {@code check} passes the scenario. */
    public boolean passes() {
        return error == null && differences.isEmpty();
    }
}
