package kudde.tutor;

import java.util.List;
import kudde.engine.play.Step;

/**
 * The answer to "why?": the steps, in order, that led to what the user asked about.
 *
 * @param subject   what was asked about
 * @param fromStart the thing was already there when the scenario was set up (for a score: the
 *                  score it started with is {@code base})
 * @param base      the starting score for a {@link Subject#SCORE}; 0 otherwise
 * @param links     the steps that made it so, in order
 */
public record Why(Subject subject, boolean fromStart, int base, List<Link> links) {
    public Why {
        links = List.copyOf(links);
    }

    /** What a why-question can be asked about. */
    public enum Subject {
        SCORE, FIGURE, FEATURE
    }

    /**
     * One step of the chain.
     *
     * @param index  the step's index in the resolution
     * @param points the points this step gave the subject (the player for a score; all players otherwise)
     */
    public record Link(int index, Step step, int points) {
    }

    /** The base plus every link's points: for a score, the score itself. */
    public int total() {
        int n = base;
        for (Link l : links) {
            n += l.points();
        }
        return n;
    }
}
