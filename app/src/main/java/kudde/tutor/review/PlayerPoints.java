package kudde.tutor.review;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import kudde.engine.rules.RuleId;

/**
 * One player's points in the game, by feature and by rule; the start score plus either sum is the
 * final score.
 *
 * @param player    index
 * @param start     the score the position starts with
 * @param byFeature points per {@link Feature}, in that order, only those with points
 * @param byRule    points per rule that paid them, in rule order, only those with points
 * @param end       the final score
 */
public record PlayerPoints(int player, int start, Map<Feature, Integer> byFeature, Map<RuleId, Integer> byRule,
                           int end) {
    public PlayerPoints {
        byFeature = Collections.unmodifiableMap(new TreeMap<>(byFeature));
        byRule = Collections.unmodifiableMap(new TreeMap<>(byRule));
    }

    /** Points scored in the game (the final score less the start score). */
    public int gained() {
        return end - start;
    }

    /** What the points were scored with. */
    public enum Feature {
        ROAD, CITY, MONASTERY, FIELD, FLOCK, OTHER;

        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }
}
