package kudde.ui.tutor;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.Exercise;
import kudde.engine.model.FigureKind;
import kudde.engine.model.PlayerSetup;
import kudde.tutor.ExerciseFlow;

/**
 * Why a legal try did not meet the exercise's goal, in the learner's words (docs/learning.md): for
 * every kind of goal the condition the move left unmet and what it measured — the flock's sheep,
 * the points, the figure that left the board and by which rule, who a scoring rule paid.
 */
final class MissWords {
    private MissWords() {
    }

    /** The sentence for {@code miss} of goal {@code g}, with the lesson's {@code players} named. */
    static String of(TutorTexts tx, Exercise.Goal g, ExerciseFlow.Miss miss, List<PlayerSetup> players) {
        String who = miss.player() < 0 ? "" : tx.explain().name(players.get(miss.player()));
        String rule = miss.rule() == null ? "" : miss.rule().name();
        String title = miss.rule() == null ? "" : tx.explain().ruleTitle(miss.rule());
        return switch (miss.kind()) {
            case FARMER_NOT_SHEPHERD -> tx.format("exercise.miss.farmer", who);
            case NO_SHEPHERD -> tx.format("exercise.miss.noShepherd", who);
            case FLOCK_SIZE -> tx.format("exercise.miss.flock", who, miss.value(), range(tx, g));
            case POINTS -> tx.format("exercise.miss.points", who, miss.value(), range(tx, g));
            case NOT_RETURNED -> tx.format("exercise.miss.notReturned." + figure(g), who);
            case LEFT_THE_BOARD -> tx.format("exercise.miss.left." + figure(g) + (miss.rule() == null ? ".noRule" : ""),
                    who, miss.value(), rule, title);
            case NO_MERGE -> tx.get("exercise.miss.noMerge");
            case OTHER_SCORERS -> {
                List<String> got = new ArrayList<>();
                for (int q : miss.scorers()) {
                    got.add(tx.explain().name(players.get(q)));
                }
                String want = tx.explain().join(wanted(tx, g, players));
                String any = miss.rule() == null ? "Any" : "";
                yield got.isEmpty()
                        ? tx.format("exercise.miss.nobodyScores" + any, rule, title, want)
                        : tx.format("exercise.miss.otherScorers" + any, rule, title, tx.explain().join(got), want, got.size());
            }
        };
    }

    /** "at least 5", "3 to 4", "exactly 2": the goal's bounds. */
    private static String range(TutorTexts tx, Exercise.Goal g) {
        if (g.atLeast() != null && g.atMost() != null) {
            return tx.format(g.atLeast().equals(g.atMost()) ? "exercise.range.exactly" : "exercise.range.between",
                    g.atLeast(), g.atMost());
        }
        return g.atLeast() != null ? tx.format("exercise.range.atLeast", g.atLeast())
                : tx.format("exercise.range.atMost", g.atMost() == null ? 0 : g.atMost());
    }

    /** The patterns' word for the goal's figure. */
    private static String figure(Exercise.Goal g) {
        return g.figure() == FigureKind.SHEPHERD ? "shepherd" : "follower";
    }

    /** The players a scorers goal asks points for, by name, in the goal's order. */
    private static List<String> wanted(TutorTexts tx, Exercise.Goal g, List<PlayerSetup> players) {
        List<String> want = new ArrayList<>();
        for (String id : g.players()) {
            for (PlayerSetup p : players) {
                if (p.id().equals(id)) {
                    want.add(tx.explain().name(p));
                }
            }
        }
        return want;
    }
}
