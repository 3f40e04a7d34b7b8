package kudde.engine.play;

/**
 * Who scores a feature (B6) and how a hill breaks a tie (H3, H4).
 *
 * @param winners     players who score, as a bit set of player indices
 * @param leaders     players with the most followers
 * @param tie         more than one leader
 * @param hillLeaders tied leaders with a follower on a hill tile
 * @param hillDecided the hill changed who scores (H4)
 */
public record Majority(int winners, int leaders, boolean tie, int hillLeaders, boolean hillDecided) {

    /**
     * @param followers     followers per player in the feature
     * @param hillFollowers of those, how many stand on hill tiles
     * @param byCount       variant hillTiebreak=count: the most hill followers wins, not mere presence
     */
    public static Majority decide(int[] followers, int[] hillFollowers, boolean byCount) {
        int max = 0;
        for (int f : followers) {
            max = Math.max(max, f);
        }
        if (max == 0) {
            return new Majority(0, 0, false, 0, false);
        }
        int leaders = 0;
        for (int p = 0; p < followers.length; p++) {
            if (followers[p] == max) {
                leaders |= 1 << p;
            }
        }
        if (Integer.bitCount(leaders) == 1) {
            return new Majority(leaders, leaders, false, 0, false);
        }
        int bestHill = 0;
        for (int p = 0; p < followers.length; p++) {
            if ((leaders & (1 << p)) != 0) {
                bestHill = Math.max(bestHill, hillFollowers[p]);
            }
        }
        if (bestHill == 0) {
            return new Majority(leaders, leaders, true, 0, false);
        }
        int onHill = 0;
        int winners = 0;
        for (int p = 0; p < followers.length; p++) {
            if ((leaders & (1 << p)) != 0 && hillFollowers[p] > 0) {
                onHill |= 1 << p;
                if (!byCount || hillFollowers[p] == bestHill) {
                    winners |= 1 << p;
                }
            }
        }
        return new Majority(winners, leaders, true, onHill, winners != leaders);
    }
}
