package kudde.engine.play;

import kudde.engine.rules.RuleId;

/** V1: the vineyard bonus of a completed monastery, written once for the scoring and for who reads its steps. */
public final class VineyardBonus {
    /** V1: points for each vineyard around a completed monastery. */
    public static final int PER_VINEYARD = 3;

    private VineyardBonus() {
    }

    /**
     * What the vineyards added to each scoring player's points in {@code step}: 0 unless the step
     * paid the V1 bonus, whose detail names how many vineyards there are.
     */
    public static int of(Step step) {
        if (!step.rules().contains(RuleId.V1)) {
            return 0;
        }
        for (Message d : step.details()) {
            if (d.key().equals("detail.vineyards") && d.args().get(0) instanceof Number n) {
                return PER_VINEYARD * n.intValue();
            }
        }
        return 0;
    }
}
