package kudde.engine.play;

import kudde.engine.board.Board;
import kudde.engine.board.FeatureView;
import kudde.engine.rules.RuleSet;
import kudde.engine.tile.FeatureType;

/**
 * What one feature is worth to each player who scores it: the one place the point formulas are
 * written. Turns ({@link FeatureScoring}), final scoring ({@link FinalScoring}) and the tooltip's
 * "if scored now" ({@link ScoreNow}) all count here.
 *
 * @param type      the feature's type
 * @param completed scored as completed during the game (B3, B4, B5), else as at the end (B8, B9)
 * @param tiles     distinct tiles of a road or city
 * @param pennants  a city's pennants
 * @param tiny      a completed two-tile city under {@code tinyCity=2}: no doubling
 * @param around    a monastery's placed neighbours (8 when completed)
 * @param vineyards vineyards around a monastery (V1 when completed, V3 otherwise)
 * @param cities    completed cities a field borders (B9)
 * @param points    the points before the vineyard bonus
 * @param bonus     the vineyard bonus (V1: 3 per vineyard around a completed monastery)
 */
record Worth(FeatureType type, boolean completed, int tiles, int pennants, boolean tiny, int around, int vineyards,
             int cities, int points, int bonus) {

    /** Points each player who scores it gets. */
    int total() {
        return points + bonus;
    }

    /**
     * B3, B4, B5, V1: a road, city or monastery the turn just completed. The vineyard bonus goes
     * only to a monastery that someone scores; {@link #bonus} is what it would add.
     */
    static Worth completed(Board board, FeatureView view, RuleSet rules) {
        FeatureType type = view.type();
        switch (type) {
            case ROAD -> {
                int tiles = view.tileCount();
                return new Worth(type, true, tiles, 0, false, 0, 0, 0, tiles, 0);
            }
            case CITY -> {
                int tiles = view.tileCount();
                int pennants = view.pennants();
                boolean tiny = tiles == 2 && rules.tinyCityTwo(); // B4 variant tinyCity=2
                int points = tiny ? tiles + pennants : 2 * (tiles + pennants);
                return new Worth(type, true, tiles, pennants, tiny, 0, 0, 0, points, 0);
            }
            case MONASTERY -> {
                int vineyards = board.vineyardsAround(board.tileOf(view.root()));
                return new Worth(type, true, 0, 0, false, 8, vineyards, 0, 9, VineyardBonus.PER_VINEYARD * vineyards);
            }
            default -> throw new IllegalArgumentException("a field is never completed during the game");
        }
    }

    /** B8, B9, V3: a feature at the end of the game, complete or not (no doubling, no bonus). */
    static Worth atTheEnd(Board board, FeatureView view) {
        FeatureType type = view.type();
        return switch (type) {
            case ROAD -> {
                int tiles = view.tileCount();
                yield new Worth(type, false, tiles, 0, false, 0, 0, 0, tiles, 0);
            }
            case CITY -> {
                int tiles = view.tileCount();
                int pennants = view.pennants();
                yield new Worth(type, false, tiles, pennants, false, 0, 0, 0, tiles + pennants, 0);
            }
            case MONASTERY -> {
                int t = board.tileOf(view.root());
                int around = board.neighboursAround(t);
                yield new Worth(type, false, 0, 0, false, around, board.vineyardsAround(t), 0, 1 + around, 0);
            }
            case FIELD -> {
                int cities = 0;
                for (int c : view.borderedCities()) {
                    cities += board.openPorts(c) == 0 ? 1 : 0;
                }
                yield new Worth(type, false, 0, 0, false, 0, 0, cities, 3 * cities, 0);
            }
        };
    }

    /**
     * What the feature would be worth if scored at this moment: a complete road, city or
     * monastery as during the game, anything else as at the end.
     */
    static Worth now(Board board, FeatureView view, RuleSet rules) {
        return view.type() != FeatureType.FIELD && view.closed() ? completed(board, view, rules) : atTheEnd(board, view);
    }
}
