package kudde.tutor;

import java.util.List;
import kudde.engine.play.Figure;

/**
 * A figure or sheep tokens that left the board in the step shown: drawn faded where they stood, with
 * where they went, for that step only.
 *
 * @param figure     the figure as it stood before the step (with the sheep that lay next to it)
 * @param figureLeft whether the figure itself left (false: only some of its tokens did)
 * @param figureTo   where the figure went; null when it stayed
 * @param tokens     the sheep token values that went back into the bag (S6, S7, D2)
 */
public record Ghost(Figure figure, boolean figureLeft, Destination figureTo, List<Integer> tokens) {
    public Ghost {
        tokens = List.copyOf(tokens);
    }

    /** Where a departing figure went. */
    public enum Destination {
        /** Back to its owner's supply: a scored follower (B7), a shepherd chased or guided (S2, S6, S7). */
        SUPPLY,
        /** Eaten by the dragon (D1, D2): back to its owner's supply. */
        DRAGON
    }
}
